import { describe, expect, it } from 'vitest';
import { storageNames } from '@plotwise/contracts';
import { openApiDocument } from './openapi';

describe('OpenAPI document', () => {
  it('describes every storage name with its verbs, the feature endpoints and the record schemas', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    for (const name of storageNames) {
      expect(Object.keys(doc.paths[`/api/${name}/list`] ?? {}).sort()).toEqual(['delete', 'get', 'post']);
      expect(Object.keys(doc.paths[`/api/${name}/detail/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    }
    expect(doc.paths['/api/finance/evaluate']).toBeDefined();
    for (const path of ['/api/locations/table', '/api/locations/export/xlsx', '/api/locations/export/geojson', '/api/locations/export/gpkg']) expect(doc.paths[path]).toBeDefined();
    expect(doc.paths['/api/search/results']).toBeDefined();
    expect(JSON.stringify(doc.components.schemas.SearchResultsBody)).toContain('optimal');
    expect(doc.paths['/api/auth/login']).toBeDefined();
    expect(Object.keys(doc.components.schemas.Locations!.properties!)).toEqual(expect.arrayContaining(['plotsize', 'lat', 'lon', 'companyId']));
    expect(Object.keys(doc.components.schemas.Users!.properties!)).not.toContain('password_hash');
  });
});
