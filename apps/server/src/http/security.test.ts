import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, TEST_PASSWORD, type TestCompany } from '../test/testApp';
import { LOCKOUT_AFTER_FAILURES } from '../auth/routes';

let t: TestApp;
let a: TestCompany;
let staff: TestCompany;
beforeAll(async () => {
  t = await TestApp.start({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  a = await t.company('Lambda');
  staff = await t.company('Lambda Staff', { staff: true });
});
afterAll(() => t?.stop());

const noCsrf = { 'x-requested-with': '' };
const code = (res: { body: string }) => JSON.parse(res.body).error.code;

describe('CSRF defence', () => {
  it('refuses cookie-authenticated writes without the app header or from another origin, and changes nothing', async () => {
    const res = await t.request('POST', '/api/labels/list', { as: a.user, body: { name: 'csrf' }, headers: noCsrf });
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe('csrf_failed');
    const foreign = await t.request('POST', '/api/labels/list', { as: a.user, body: { name: 'csrf' }, headers: { origin: 'https://evil.example' } });
    expect(code(foreign)).toBe('csrf_failed');
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'user@lambda.test', password: TEST_PASSWORD }, headers: noCsrf });
    expect(code(login)).toBe('csrf_failed');
    expect(await t.db.query(`SELECT 1 FROM labels WHERE name = 'csrf'`)).toEqual([]);
    // reads and the app's own calls pass
    expect((await t.request('GET', '/api/labels/list', { as: a.user, headers: noCsrf })).statusCode).toBe(200);
    expect((await t.request('POST', '/api/labels/list', { as: a.user, body: { name: 'ok' }, headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(201);
  });
});

describe('security headers', () => {
  it('are on every answer', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('sign-in lockout and audit', () => {
  it(`locks an account after ${LOCKOUT_AFTER_FAILURES} failed sign-ins, answering as for a wrong password, and audits it all`, async () => {
    for (let i = 0; i < LOCKOUT_AFTER_FAILURES; i++) {
      const res = await t.request('POST', '/api/auth/login', { body: { email: 'user@lambda.test', password: 'wrong' } });
      expect(code(res)).toBe('invalid_credentials');
    }
    const locked = await t.request('POST', '/api/auth/login', { body: { email: 'user@lambda.test', password: TEST_PASSWORD } });
    // a locked account answers exactly as an unknown address does (no account enumeration), even with the right password
    const unknown = await t.request('POST', '/api/auth/login', { body: { email: 'nobody@lambda.test', password: TEST_PASSWORD } });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toBe(unknown.body);
    expect(code(locked)).toBe('invalid_credentials');
    // a quarter of an hour later the right password works again
    await t.db.query(`UPDATE users SET locked_until = now() - interval '1 second' WHERE email = 'user@lambda.test'`);
    expect((await t.request('POST', '/api/auth/login', { body: { email: 'user@lambda.test', password: TEST_PASSWORD } })).statusCode).toBe(200);

    const audit = await t.json<{ kind: string; email: string | null }[]>('GET', `/api/admin/audit/list?companyId=${a.id}&limit=500`, staff.admin);
    const kinds = audit.filter((e) => e.email === 'user@lambda.test').map((e) => e.kind);
    expect(kinds.filter((k) => k === 'login_failed')).toHaveLength(LOCKOUT_AFTER_FAILURES - 1);
    expect(kinds.filter((k) => k === 'login_locked').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('login');
    expect((await t.request('GET', '/api/admin/audit/list', { as: a.admin })).statusCode).toBe(403);
  });

  it('audits role changes and deletions', async () => {
    await t.json('PATCH', `/api/users/detail/${a.user.id}`, a.admin, { is_admin: true });
    const label = await t.json<{ id: number }>('POST', '/api/labels/list', a.user, { name: 'weg' });
    await t.request('DELETE', `/api/labels/detail/${label.id}`, { as: a.user });
    const audit = await t.json<{ kind: string; detail: Record<string, unknown> }[]>('GET', `/api/admin/audit/list?companyId=${a.id}`, staff.admin);
    expect(audit.find((e) => e.kind === 'role_changed')?.detail).toMatchObject({ targetUserId: a.user.id, is_admin: true });
    expect(audit.find((e) => e.kind === 'record_deleted')?.detail).toMatchObject({ entity: 'labels', ids: [label.id] });
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After past the limit per minute', async () => {
    const limited = await TestApp.start({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await limited.request('POST', '/api/auth/login', { body: { email: 'nobody@x.test', password: 'x' } });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(code(last!)).toBe('rate_limited');
    } finally {
      await limited.stop();
    }
  });
});
