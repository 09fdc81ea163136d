import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEntityNames } from '@plotwise/contracts';
import { TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

// The generic data API (`/api/:entity/...`) is declared by the entity registry instead: its inputs are parsed from
// the entity definitions (parseWrite, the list and where schemas), its reads answer the entity's records (checked
// against recordSchema in the API tests, entities/routes.ts), and the OpenAPI document lists it per entity.
const isGeneric = (url: string) => url.includes(':entity');

describe('route contracts (issue #15 item 2)', () => {
  it('every API route is declared: by a contract, or (the generic data API) by the entity registry', async () => {
    const routes = t.app.apiRoutes();
    expect(routes.filter((r) => !r.contract && !isGeneric(r.url)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const declared = routes.filter((r) => r.contract);
    console.log(`route contracts: ${declared.length} of ${routes.length} API routes declared by a contract, the other ${routes.length - declared.length} by the entity registry`);
    // a contract says the same address and access level as the route it registered
    for (const r of declared) expect(`${r.method} ${r.url} ${r.access}`).toBe(`${r.contract!.method} ${r.contract!.path} ${r.contract!.access}`);
    // the generic routes appear in the document once per entity, with the entity's record schema
    const doc = (await t.request('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    for (const name of apiEntityNames) expect(JSON.stringify(doc.paths[`/api/${name}/detail/{id}`]?.get?.responses?.['200'])).toContain('#/components/schemas/');
  });
});
