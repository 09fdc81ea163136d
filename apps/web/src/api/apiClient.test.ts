import { describe, expect, it, vi } from 'vitest';
import { ERROR_ENTRY_SIZE } from '@plotwise/contracts';
import { ApiError } from './ApiError';
import { createApiClient, errorReference, listQueryString } from './apiClient';

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(responses: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(responses).find((k) => url.includes(k));
    if (!key) throw new Error(`unexpected ${url}`);
    return responses[key]!();
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const failure = (status: number, code: string) => () => json(status, { error: { code, message: `msg ${code}` } });

function client(responses: Record<string, () => Response>) {
  const f = fakeFetch({ '/api/errors/list': () => json(201, {}), ...responses });
  const logger = { error: vi.fn() };
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: '/api', fetch: f.fn, logger, onUnauthorized });
  const entries = () => f.calls.filter((c) => c.url.endsWith('/api/errors/list')).map((c) => JSON.parse(String(c.init?.body)));
  return { api, calls: f.calls, logger, onUnauthorized, entries };
}

describe('data layer error handling (spec section 8)', () => {
  it('401: logs, records error_401, sends the user to login, then rejects', async () => {
    const c = client({ '/api/locations/list': failure(401, 'unauthenticated') });
    const err = await c.api.list('locations').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(c.logger.error).toHaveBeenCalledOnce();
    expect(c.entries()).toEqual([expect.objectContaining({ name: 'error_401', reference: '401 GET /api/locations/list unauthenticated' })]);
    expect(c.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('404: logs and passes the rejection through unchanged, without an entry', async () => {
    const c = client({ '/api/locations/detail/9': failure(404, 'not_found') });
    const err = (await c.api.detail('locations', 9).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(404);
    expect(err.code).toBe('not_found');
    expect(err.message).toBe('msg not_found');
    expect(c.entries()).toEqual([]);
    expect(c.onUnauthorized).not.toHaveBeenCalled();
    expect(c.logger.error).toHaveBeenCalledOnce();
  });

  it.each([400, 403, 409, 500, 503])('%i: records error_general and rejects', async (status) => {
    const c = client({ '/api/notes/detail/3': failure(status, 'some_code') });
    await expect(c.api.update('notes', 3, { name: 'x' })).rejects.toMatchObject({ status, code: 'some_code' });
    const [entry] = c.entries();
    expect(entry.name).toBe('error_general');
    expect(entry.reference).toBe(`${status} PATCH /api/notes/detail/:id some_code`);
    expect(JSON.parse(entry.log)).toMatchObject({ status, code: 'some_code', method: 'PATCH' });
  });

  it('a network failure counts as a general error', async () => {
    const f = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('errors')) return json(201, {});
      throw new TypeError('Failed to fetch');
    });
    const logger = { error: vi.fn() };
    const api = createApiClient({ baseUrl: '/api', fetch: f as unknown as typeof fetch, logger });
    await expect(api.list('labels')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('still rejects with the original error when recording fails', async () => {
    const f = fakeFetch({ '/api/errors/list': () => { throw new Error('down'); }, '/api/labels/list': failure(500, 'boom') });
    const api = createApiClient({ baseUrl: '/api', fetch: f.fn, logger: { error: vi.fn() } });
    await expect(api.list('labels')).rejects.toMatchObject({ code: 'boom' });
  });

  it('expected statuses are left to the caller: no log, no entry, no redirect', async () => {
    const c = client({ '/api/auth/login': failure(401, 'invalid_credentials') });
    await expect(c.api.request('POST', '/auth/login', { body: {}, expected: [401] })).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(c.entries()).toEqual([]);
    expect(c.logger.error).not.toHaveBeenCalled();
    expect(c.onUnauthorized).not.toHaveBeenCalled();
  });

  it('entries always fit the server\'s size bound, however long the URL and message, with our header', async () => {
    const long = 'w'.repeat(20_000);
    const c = client({ '/api/locations/list': () => json(500, { error: { code: 'boom', message: `"${long}"` } }) });
    await expect(c.api.list('locations', { where: { name: long } })).rejects.toMatchObject({ code: 'boom' });
    const call = c.calls.find((x) => x.url.endsWith('/api/errors/list'))!;
    expect(new TextEncoder().encode(String(call.init?.body)).length).toBeLessThanOrEqual(ERROR_ENTRY_SIZE.bodyBytes);
    const entry = JSON.parse(String(call.init?.body)) as { name: string; reference: string; log: string };
    expect(entry.log.length).toBeLessThanOrEqual(ERROR_ENTRY_SIZE.logChars);
    expect(entry.reference.length).toBeLessThanOrEqual(ERROR_ENTRY_SIZE.referenceChars);
    expect(JSON.parse(entry.log)).toMatchObject({ status: 500, code: 'boom' });
    expect((call.init?.headers as Record<string, string>)['x-requested-with']).toBeTruthy();
    expect(call.init?.credentials).toBe('same-origin');
  });

  it('a non-JSON error page still becomes an ApiError', async () => {
    const c = client({ '/api/labels/list': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(c.api.list('labels')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });
});

describe('calls', () => {
  it('lists with the query of the API and reads the total from X-Total-Count', async () => {
    const c = client({ '/api/locations/list': () => json(200, [{ id: 1 }], { 'X-Total-Count': '41' }) });
    const res = await c.api.list('locations', { limit: 20, offset: 0, order: '-updatedAt,name', depth: 1, where: { archived: false, rating: { gte: 3 } } });
    expect(res).toEqual({ items: [{ id: 1 }], total: 41 });
    const url = new URL(c.calls[0]!.url, 'http://x');
    expect(url.searchParams.get('order')).toBe('-updatedAt,name');
    expect(JSON.parse(url.searchParams.get('where')!)).toEqual({ archived: false, rating: { gte: 3 } });
  });

  it('pages other list endpoints with their own query, leaving out empty values', async () => {
    const c = client({ '/api/admin/users/list': () => json(200, [{ id: 7 }], { 'X-Total-Count': '120' }) });
    const res = await c.api.page('/admin/users/list', { q: 'de vries', companyId: 3, role: undefined });
    expect(res).toEqual({ items: [{ id: 7 }], total: 120 });
    const url = new URL(c.calls[0]!.url, 'http://x');
    expect([...url.searchParams.entries()]).toEqual([
      ['q', 'de vries'],
      ['companyId', '3'],
    ]);
  });

  it('sends bodies as JSON and handles 204', async () => {
    const c = client({ '/api/labels/detail/4': () => new Response(null, { status: 204 }) });
    await expect(c.api.remove('labels', 4)).resolves.toBeUndefined();
    expect(c.calls[0]!.init?.method).toBe('DELETE');
  });

  it('builds list query strings', () => {
    expect(listQueryString()).toBe('');
    expect(listQueryString({ where: {} })).toBe('');
    expect(listQueryString({ limit: 5 })).toBe('?limit=5');
  });

  it('references ignore hosts, query strings and ids', () => {
    expect(errorReference('GET', 'http://h:1/api/locations/detail/12?depth=1', 500, 'x')).toBe('500 GET /api/locations/detail/:id x');
  });
});
