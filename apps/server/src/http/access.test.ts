import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';
import { checkAccess } from './access';
import type { Actor } from '../auth/sessions';

let t: TestApp;
let a: TestCompany;
let staff: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Toegang A');
  staff = await t.company('Toegang Staff', { staff: true });
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

const actor = (over: Partial<Actor>): Actor => ({ userId: 1, companyId: 1, isStaff: false, isAdmin: false, userName: 'x', sessionId: 's', unitmix: false, capabilities: { write: true, publish: true, reason: null, trialEndsAt: null }, ...over });
const code = (fn: () => void) => {
  try {
    fn();
    return 'allowed';
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('route access levels', () => {
  it('every API route declares who may call it, and the OpenAPI document lists each with its level', async () => {
    const routes = t.app.apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // the admin API says what it is: staff only (the hook holds every /api/admin URL to that anyway)
    expect(routes.filter((r) => r.url.startsWith('/api/admin') && r.access !== 'staff').map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const doc = (await t.request('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    const listed = (r: (typeof routes)[number]) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      const paths = path.includes('{entity}') ? Object.keys(doc.paths).filter((p) => new RegExp(`^${path.replace('{entity}', '[a-z_]+').replace(/[{}]/g, '\\$&')}$`).test(p)) : [path];
      return [...paths, path].some((p) => doc.paths[p]?.[r.method.toLowerCase()]?.['x-access'] === r.access);
    };
    expect(routes.filter((r) => !listed(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(doc.paths['/api/admin/summary']?.get?.['x-access']).toBe('staff');
    expect(doc.paths['/api/locations/list']?.get?.['x-access']).toBe('signedIn');
  });

  it('checks each level in one place: public, signedIn, companyAdmin, staff', () => {
    const user = actor({});
    const admin = actor({ isAdmin: true });
    const support = actor({ isStaff: true });
    expect(['public', 'signedIn', 'companyAdmin', 'staff'].map((level) => code(() => checkAccess(level as never, null)))).toEqual(['allowed', 'unauthenticated', 'unauthenticated', 'unauthenticated']);
    expect(['public', 'signedIn', 'companyAdmin', 'staff'].map((level) => code(() => checkAccess(level as never, user)))).toEqual(['allowed', 'allowed', 'forbidden', 'forbidden']);
    expect(['public', 'signedIn', 'companyAdmin', 'staff'].map((level) => code(() => checkAccess(level as never, admin)))).toEqual(['allowed', 'allowed', 'allowed', 'forbidden']);
    expect(['public', 'signedIn', 'companyAdmin', 'staff'].map((level) => code(() => checkAccess(level as never, support)))).toEqual(['allowed', 'allowed', 'allowed', 'allowed']);
  });

  it('refuses before the body is read: signed out 401, a user on a staff or company-admin route 403', async () => {
    expect((await t.request('GET', '/api/search/catalogue')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/summary')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/summary', { as: a.user })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/summary', { as: a.admin })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/summary', { as: staff.admin })).statusCode).toBe(200);
    // a malformed body does not matter when the caller may not call the route at all
    const refused = await t.request('POST', '/api/users/invite', { as: a.user, rawBody: '{not json' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await t.request('POST', '/api/users/invite', { as: a.admin, body: { email: 'nieuw@toegang.nl' } })).statusCode).toBe(201);
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
  });
});
