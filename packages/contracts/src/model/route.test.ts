import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routeUrl } from './route';

const page = defineRoute({
  method: 'GET',
  path: '/api/publications/page/:key/:location_key?',
  access: 'public',
  summary: 'A page',
  params: z.object({ key: z.string(), location_key: z.string().optional() }),
  response: z.unknown(),
});

describe('routeUrl', () => {
  it('fills in each parameter encoded, and leaves out an optional one without a value', () => {
    expect(routeUrl(page, { key: 'abc', location_key: 'x/y' })).toBe('/api/publications/page/abc/x%2Fy');
    expect(routeUrl(page, { key: 'abc' })).toBe('/api/publications/page/abc');
    expect(routeUrl(page, { key: 'abc', location_key: '' })).toBe('/api/publications/page/abc');
  });

  it('refuses a required parameter without a value', () => {
    expect(() => routeUrl(page, { location_key: 'x' })).toThrow(/no value for :key/);
  });
});
