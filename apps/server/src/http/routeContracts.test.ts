import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEntityNames, fileRoutes } from '@plotwise/contracts';
import { TestApp } from '../test/testApp';
import { collectApiRoutes, type ApiRoute } from './access';
import { serve } from './serve';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

/** The API routes registered without a contract, as `METHOD url`. */
const undeclared = (routes: ApiRoute[]) => routes.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`);

describe('route contracts (issue #15 item 2)', () => {
  it('every API route is declared by a contract, the generic data API and the public visitor routes too', async () => {
    const routes = t.app.apiRoutes();
    expect(undeclared(routes)).toEqual([]);
    const declared = routes.filter((r) => r.contract);
    console.log(`route contracts: ${declared.length} of ${routes.length} API routes declared by a contract`);
    // a contract says the same address and access level as the route it registered
    for (const r of declared) expect(`${r.method} ${r.url} ${r.access}`).toBe(`${r.contract!.method} ${r.contract!.path} ${r.contract!.access}`);
    // the generic routes appear in the document once per entity, with the entity's record schema
    const doc = (await t.request('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    for (const name of apiEntityNames) expect(JSON.stringify(doc.paths[`/api/${name}/detail/{id}`]?.get?.responses?.['200'])).toContain('#/components/schemas/');
  });

  it('reports a route registered without a contract', async () => {
    const app = Fastify();
    const routes = collectApiRoutes(app);
    serve(app, fileRoutes.health, async () => ({ status: 'ok' as const, database: 'pglite' as const }));
    app.get('/api/undeclared/:id', { config: { access: 'public' } }, async () => ({}));
    await app.ready();
    expect(undeclared(routes())).toEqual(['GET /api/undeclared/:id']);
    await app.close();
  });
});
