import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';

// Issue #20 item 8: company admins switch their feature flags and directory sign-in within what staff allow.
let t: TestApp;
let c: TestCompany;
let staff: TestCompany;
beforeAll(async () => {
  t = await TestApp.start();
  c = await t.company('Vlaggen BV');
  staff = await t.company('Plotwise Beheer', { staff: true });
}, 120_000);
afterAll(() => t?.stop());

// a company whose flags were never written has no row yet: the defaults (both off)
const flags = async () =>
  (await t.json<{ cfg: { flags: { unitmix: boolean; unitmixAllowed: boolean } | null } | null }>('GET', `/api/companies/detail/${c.id}?depth=3`, c.admin)).cfg?.flags ?? { unitmix: false, unitmixAllowed: false };
const switchUnitmix = (on: boolean, as = c.admin) => t.request('PATCH', `/api/companies/detail/${c.id}`, { as, body: { cfg: { flags: { unitmix: on } } } });
const unitMixOfSession = async () => !!(await t.json<{ company: { cfg: { flags: { unitmix: boolean } | null } | null } }>('GET', '/api/auth/me', c.user)).company.cfg?.flags?.unitmix;

describe('feature flags within what staff allow', () => {
  it('an admin cannot switch the unit mix on until staff allow it; then they can, and their users get it', async () => {
    const refused = await switchUnitmix(true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'feature_disabled', message: expect.stringMatching(/ask support/) });
    expect(await flags()).toMatchObject({ unitmix: false, unitmixAllowed: false });

    await t.json('PATCH', `/api/admin/companies/detail/${c.id}`, staff.admin, { cfg: { flags: { unitmixAllowed: true } } });
    expect((await switchUnitmix(true)).statusCode).toBe(200);
    expect(await flags()).toMatchObject({ unitmix: true, unitmixAllowed: true });
    expect(await unitMixOfSession()).toBe(true);
    // switching off is always theirs
    expect((await switchUnitmix(false)).statusCode).toBe(200);
    expect((await switchUnitmix(true)).statusCode).toBe(200);
    // a user who is not an admin changes no company settings
    expect((await switchUnitmix(false, c.user)).statusCode).toBe(403);
  });

  it('the permission is staff’s alone, and withdrawing it switches the flag off', async () => {
    const self = await t.request('PATCH', `/api/companies/detail/${c.id}`, { as: c.admin, body: { cfg: { flags: { unitmixAllowed: true } } } });
    expect(self.json().error).toMatchObject({ code: 'staff_only_field' });
    await t.json('PATCH', `/api/admin/companies/detail/${c.id}`, staff.admin, { cfg: { flags: { unitmixAllowed: false } } });
    expect(await flags()).toMatchObject({ unitmix: false, unitmixAllowed: false });
    expect(await unitMixOfSession()).toBe(false);
  });
});

describe('sign-in methods within what staff allow', () => {
  type Auth = { local: boolean; azure: boolean; azureAllowed: boolean | null };
  const auth = async () => (await t.json<{ cfg: { authentication: Auth | null } | null }>('GET', `/api/companies/detail/${c.id}?depth=3`, c.admin)).cfg?.authentication;
  const setAuth = (body: Partial<Auth>, as = c.admin) => t.request('PATCH', `/api/companies/detail/${c.id}`, { as, body: { cfg: { authentication: body } } });

  it('directory sign-in is allowed until staff withdraw it; withdrawing switches it off and password sign-in on', async () => {
    // allowed by default: the admin switches directory sign-in off and on, and password sign-in off
    expect((await setAuth({ azure: false })).statusCode).toBe(200);
    expect((await setAuth({ azure: true, local: false })).statusCode).toBe(200);
    expect(await auth()).toMatchObject({ local: false, azure: true });
    // only staff decide
    expect((await setAuth({ azureAllowed: false })).json().error).toMatchObject({ code: 'staff_only_field' });
    await t.json('PATCH', `/api/admin/companies/detail/${c.id}`, staff.admin, { cfg: { authentication: { azureAllowed: false } } });
    expect(await auth()).toMatchObject({ local: true, azure: false, azureAllowed: false });
  });

  it('while withdrawn, an admin cannot switch directory sign-in on; once allowed again they can', async () => {
    const refused = await setAuth({ azure: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'feature_disabled', message: expect.stringMatching(/directory sign-in.*ask support/) });
    expect(await auth()).toMatchObject({ azure: false });
    // password sign-in stays theirs to keep
    expect((await setAuth({ local: true })).statusCode).toBe(200);
    await t.json('PATCH', `/api/admin/companies/detail/${c.id}`, staff.admin, { cfg: { authentication: { azureAllowed: true } } });
    expect((await setAuth({ azure: true })).statusCode).toBe(200);
    expect(await auth()).toMatchObject({ local: true, azure: true, azureAllowed: true });
  });
});
