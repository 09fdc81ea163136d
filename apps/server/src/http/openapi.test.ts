import { describe, expect, it } from 'vitest';
import { storageNames } from '@plotwise/contracts';
import { openApiDocument } from './openapi';
import { collectApiRoutes } from './access';
import { serve } from './serve';
import Fastify from 'fastify';
import { authRoutes, searchRoutes } from '@plotwise/contracts';

describe('OpenAPI document', () => {
  it('describes every storage name with its verbs, the feature endpoints and the record schemas', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    for (const name of storageNames) {
      expect(Object.keys(doc.paths[`/api/${name}/list`] ?? {}).sort()).toEqual(['delete', 'get', 'post']);
      expect(Object.keys(doc.paths[`/api/${name}/detail/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    }
    expect(Object.keys(doc.components.schemas.Locations!.properties!)).toEqual(expect.arrayContaining(['plotsize', 'lat', 'lon', 'companyId']));
    expect(Object.keys(doc.components.schemas.Users!.properties!)).not.toContain('password_hash');
  });
});

describe('OpenAPI of a declared route', () => {
  it('is written from its contract: the search body with its filter references, the answer schema', async () => {
    const app = Fastify();
    const routes = collectApiRoutes(app);
    serve(app, searchRoutes.results, async () => ({ count: 0, generation: 0, offset: 0, limit: 0, results: [] }));
    await app.ready();
    const doc = openApiDocument(routes()) as { paths: Record<string, Record<string, any>> };
    const op = doc.paths['/api/search/results']!.post;
    expect(op['x-access']).toBe('signedIn');
    expect(JSON.stringify(op.requestBody)).toContain('optimal');
    expect(Object.keys(op.responses[200].content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['count', 'results']));
    await app.close();
  });

  it('sign-in: public, its body from the contract, its answer the user and company', async () => {
    const app = Fastify();
    const routes = collectApiRoutes(app);
    serve(app, authRoutes.login, async () => {
      throw new Error('not called');
    });
    await app.ready();
    const op = (openApiDocument(routes()) as { paths: Record<string, Record<string, any>> }).paths['/api/auth/login']!.post;
    expect(op['x-access']).toBe('public');
    expect(op.security).toBeUndefined();
    expect(op.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(op.responses[200].content['application/json'].schema.properties)).toEqual(['user', 'company']);
    await app.close();
  });
});
