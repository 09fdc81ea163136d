import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, TEST_PASSWORD, type TestCompany } from '../../test/testApp';
import { setCompanyAuthentications } from './setCompanyAuthentications';
import { OTHER_CLIENT_ID, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TestIssuer } from './testIssuer';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;

let t: TestApp;
let issuer: TestIssuer;
let a: TestCompany;
let off: TestCompany;

beforeAll(async () => {
  issuer = await TestIssuer.start(CALLBACK);
  t = await TestApp.start({ PUBLIC_URL, OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET });
  a = await t.company('Directory');
  off = await t.company('Nosso');
  await setCompanyAuthentications(t.db, off.id, { local: true, azure: false });
  issuer.accounts.set('anna', { email: 'USER@directory.test', email_verified: true });
  issuer.accounts.set('stranger', { email: 'stranger@directory.test', email_verified: true });
  issuer.accounts.set('unverified', { email: 'admin@directory.test', email_verified: false });
  issuer.accounts.set('stringly', { email: 'admin@directory.test', email_verified: 'true' });
  issuer.accounts.set('noclaim', { email: 'admin@directory.test' });
  issuer.accounts.set('nosso', { email: 'user@nosso.test', email_verified: true });
});
afterAll(async () => {
  await t?.stop();
  await issuer?.stop();
});

const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) => {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  return all.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
};

/** GET /api/auth/sso/start as a browser: the issuer URL and the state cookie it was given. */
async function start() {
  const res = await t.request('GET', '/api/auth/sso/start');
  expect(res.statusCode).toBe(302);
  const stateCookie = cookieNamed(res, 'sso_state');
  expect(stateCookie).toBeDefined();
  return { location: String(res.headers.location), stateCookie: stateCookie!, cookie: stateCookie!.split(';')[0]! };
}

/** Back at our callback with `url`, as the browser holding `cookie`. */
const callback = (url: URL, cookie?: string) => t.request('GET', url.pathname + url.search, cookie ? { headers: { cookie } } : {});

/** The whole round trip for an issuer account; `tamper` may change the callback URL on the way back. */
async function ssoAs(account: string, tamper?: (url: URL) => void) {
  const s = await start();
  const back = await issuer.signIn(s.location, account);
  tamper?.(back);
  return callback(back, s.cookie);
}

const lastAudit = async (kind: string) =>
  (await t.db.query<{ user_id: number | null; company_id: number | null; detail: Record<string, string> }>(
    `SELECT user_id, company_id, detail FROM audit_events WHERE kind = $1 ORDER BY id DESC LIMIT 1`,
    [kind],
  ))[0];

function expectFailure(res: { statusCode: number; headers: Record<string, unknown> }, code: string) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login?error=${code}`);
  expect(cookieNamed(res, 'sid')).toBeUndefined();
}

describe('single sign-on', () => {
  it('tells the web that it is configured', async () => {
    expect(JSON.parse((await t.request('GET', '/api/auth/sso/config')).body)).toEqual({ enabled: true });
  });

  it('start sends the browser to the issuer with PKCE, state and nonce; only a hash of the state is stored', async () => {
    const s = await start();
    const url = new URL(s.location);
    expect(url.origin).toBe(issuer.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state')!;
    expect(s.cookie).toBe(`sso_state=${state}`);
    expect(s.stateCookie).toMatch(/HttpOnly/);
    expect(s.stateCookie).toMatch(/SameSite=Lax/);
    expect(s.stateCookie).toMatch(/Path=\/api\/auth\/sso/);
    expect(s.stateCookie).toMatch(/Max-Age=600/);
    const rows = await t.db.query('SELECT id FROM sso_states WHERE id = $1', [createHash('sha256').update(state).digest('hex')]);
    expect(rows).toHaveLength(1);
    expect(await t.db.query('SELECT id FROM sso_states WHERE id = $1', [state])).toHaveLength(0);
  });

  it('signs in an existing active user by verified email, like a password login, and the state is single use', async () => {
    const s = await start();
    const back = await issuer.signIn(s.location, 'anna');
    const res = await callback(back, s.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const sid = cookieNamed(res, 'sid')!;
    expect(sid).toMatch(/^sid=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    const me = await t.request('GET', '/api/auth/me', { headers: { cookie: sid.split(';')[0]! } });
    expect(JSON.parse(me.body).user).toMatchObject({ id: a.user.id, email: 'user@directory.test' });
    expect(await lastAudit('sso_login')).toMatchObject({ user_id: a.user.id, company_id: a.id, detail: { issuer: issuer.issuer, sub: 'anna' } });

    // the same answer from the issuer a second time (a replay) is refused
    const replay = await callback(back, s.cookie);
    expectFailure(replay, 'sso_state');
  });

  it('refuses a wrong state, a missing state cookie and an expired attempt', async () => {
    expectFailure(await ssoAs('anna', (u) => u.searchParams.set('state', 'forged-state')), 'sso_state');
    expect(await lastAudit('sso_failed')).toMatchObject({ detail: { code: 'sso_state', reason: 'state_mismatch' } });

    const s = await start();
    const back = await issuer.signIn(s.location, 'anna');
    expectFailure(await callback(back), 'sso_state'); // another browser: no cookie

    const late = await start();
    const lateBack = await issuer.signIn(late.location, 'anna');
    await t.db.query(`UPDATE sso_states SET expires_at = now() - interval '1 second'`);
    expectFailure(await callback(lateBack, late.cookie), 'sso_state');
  });

  it('refuses a code obtained for another attempt (nonce and PKCE verifier do not match)', async () => {
    const mine = await start();
    const theirs = await start();
    const theirBack = await issuer.signIn(theirs.location, 'anna');
    const state = new URL(mine.location).searchParams.get('state')!;
    theirBack.searchParams.set('state', state);
    expectFailure(await callback(theirBack, mine.cookie), 'sso_token');
  });

  it('sends a user who cancelled at the issuer back to the login screen', async () => {
    const s = await start();
    const back = await issuer.signIn(s.location, 'anna', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expectFailure(await callback(back, s.cookie), 'sso_token');
    expect((await lastAudit('sso_failed'))!.detail).toMatchObject({ code: 'sso_token', reason: expect.stringMatching(/access_denied|aborted/) });
  });

  it('refuses an ID token issued for another audience', async () => {
    issuer.faults = { audience: OTHER_CLIENT_ID };
    try {
      expectFailure(await ssoAs('anna'), 'sso_token');
    } finally {
      issuer.faults = {};
    }
    expect((await lastAudit('sso_failed'))!.detail).toMatchObject({ code: 'sso_token', reason: expect.stringMatching(/"aud"/) });
  });

  it('refuses an expired ID token', async () => {
    issuer.faults = { expiredSecondsAgo: 3600 };
    try {
      expectFailure(await ssoAs('anna'), 'sso_token');
    } finally {
      issuer.faults = {};
    }
    expect((await lastAudit('sso_failed'))!.detail).toMatchObject({ code: 'sso_token', reason: expect.stringMatching(/"exp"/) });
  });

  it('refuses an email without a user, and an inactive user', async () => {
    expectFailure(await ssoAs('stranger'), 'sso_unknown_user');
    expect(await lastAudit('sso_failed')).toMatchObject({
      user_id: null,
      detail: { code: 'sso_unknown_user', reason: 'no_such_user', email: 'stranger@directory.test' },
    });
    const c = await t.company('Gone');
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [c.user.id]);
    issuer.accounts.set('gone', { email: c.user.email, email_verified: true });
    expectFailure(await ssoAs('gone'), 'sso_unknown_user');
  });

  it('refuses an email the issuer has not verified (false, missing, or the string "true")', async () => {
    for (const account of ['unverified', 'noclaim', 'stringly']) {
      expectFailure(await ssoAs(account), 'sso_unknown_user');
      expect((await lastAudit('sso_failed'))!.detail).toMatchObject({ code: 'sso_unknown_user', reason: 'email_not_verified' });
    }
  });

  it('refuses users of a company with single sign-on turned off', async () => {
    expectFailure(await ssoAs('nosso'), 'sso_disabled');
    expect(await lastAudit('sso_failed')).toMatchObject({ user_id: off.user.id, company_id: off.id, detail: { code: 'sso_disabled' } });
  });
});

describe('password sign-in of a company that signs in with single sign-on only', () => {
  it('is refused with 403 after a correct password; a wrong password still gets the usual 401', async () => {
    const c = await t.company('Onlysso');
    await setCompanyAuthentications(t.db, c.id, { local: false, azure: true });
    const res = await t.request('POST', '/api/auth/login', { body: { email: c.user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).error).toEqual({ code: 'forbidden', message: 'Your company signs in with single sign-on' });
    expect(cookieNamed(res, 'sid')).toBeUndefined();
    const wrong = await t.request('POST', '/api/auth/login', { body: { email: c.user.email, password: 'wrong password' } });
    expect(wrong.statusCode).toBe(401);
    // and single sign-on works for them
    issuer.accounts.set('onlysso', { email: c.user.email, email_verified: true });
    const sso = await ssoAs('onlysso');
    expect(sso.headers.location).toBe('/');
  });
});

describe('single sign-on without configuration', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await TestApp.start({ PUBLIC_URL });
  });
  afterAll(() => bare?.stop());

  it('says so to the web, and start and callback send the browser back with sso_not_configured', async () => {
    expect(JSON.parse((await bare.request('GET', '/api/auth/sso/config')).body)).toEqual({ enabled: false });
    for (const url of ['/api/auth/sso/start', '/api/auth/sso/callback?code=x&state=y']) {
      const res = await bare.request('GET', url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=sso_not_configured');
    }
  });
});
