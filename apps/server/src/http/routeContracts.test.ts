import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test/testApp';
import { undeclaredRoutes } from './undeclaredRoutes';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

describe('route contracts (issue #15 item 2)', () => {
  it('every new route is declared by a contract; the routes not declared yet are exactly the known list', () => {
    const routes = t.app.apiRoutes();
    const undeclared = routes.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`);
    // a route missing here is new and undeclared: declare it (contracts defineRoute, http/serve); a listed route
    // that is declared now: take it off the list
    expect(undeclared.sort()).toEqual([...undeclaredRoutes].sort());
    const declared = routes.filter((r) => r.contract);
    console.log(`route contracts: ${declared.length} of ${routes.length} API routes declared, ${undeclared.length} to go`);
    // a contract says the same access level and address as the route it registered
    for (const r of declared) expect(`${r.method} ${r.url} ${r.access}`).toBe(`${r.contract!.method} ${r.contract!.path} ${r.contract!.access}`);
  });
});
