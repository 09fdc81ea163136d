import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { TestApp, TEST_PASSWORD, type TestCompany } from '../test/testApp';
import { loadConfig } from '../config';
import { tileLayers } from '../geodata/tiles/tileLayers';
import { LOCKOUT_AFTER_FAILURES } from '../auth/routes';

// Smaller holes of the hardening review (#14 item 6): caching of session answers, the licence policy on
// uploads, broken multipart bodies, and the CSRF rule of sign-in as docs/api.md states it.
let t: TestApp;
let a: TestCompany;
let readOnly: TestCompany;
let png: Buffer;
beforeAll(async () => {
  t = await TestApp.start({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  a = await t.company('Kappa');
  readOnly = await t.company('Alleen Lezen', { licence: 10 });
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
});
afterAll(() => t?.stop());

const boundary = '----plotwise-test';
const multipart = (file: Buffer, fields: Record<string, string> = {}) =>
  Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const upload = (as: TestCompany['user'], body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    headers: { cookie: as.cookie, 'x-requested-with': 'plotwise-test', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });

describe('hardening', () => {
  it('answers that depend on the session are never cached; public tiles keep their own caching', async () => {
    for (const url of ['/api/auth/me', `/api/companies/detail/${a.id}`, '/api/locations/list', '/api/nonexistent/list']) {
      const res = await t.request('GET', url, { as: a.user });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    // errors and writes too (a 401 of a signed-out browser, a created record)
    expect((await t.request('GET', '/api/auth/me')).headers['cache-control']).toBe('private, no-store');
    expect((await t.request('POST', '/api/labels/list', { as: a.user, body: { name: 'cache' } })).headers['cache-control']).toBe('private, no-store');
    const national = [...tileLayers.values()].find((l) => l.scope === 'national')!;
    const tile = await t.request('GET', `/api/tiles/${national.id}/0/0/0.mvt`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['cache-control']).toBe('public, max-age=300');
  });

  it('a read-only company cannot upload images (licence policy), a licensed one can', async () => {
    const refused = await upload(readOnly.user, multipart(png, { type: 'attachment' }));
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe('licence_read_only');
    expect(await t.db.query('SELECT 1 FROM images WHERE company_id = $1', [readOnly.id])).toHaveLength(0);
    expect((await upload(a.user, multipart(png, { type: 'attachment' }))).statusCode).toBe(201);
  });

  it('a truncated multipart body is 400 bad_request, not a 500', async () => {
    const whole = multipart(png, { type: 'attachment', name: 'afgebroken' });
    for (const cut of [0.3, 0.6, 0.95]) {
      const res = await upload(a.user, whole.subarray(0, Math.floor(whole.length * cut)));
      expect(res.statusCode, `cut at ${cut}`).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('bad_request');
    }
    expect(await t.db.query("SELECT 1 FROM images WHERE name = 'afgebroken'")).toHaveLength(0);
  });

  it('sign-in needs the X-Requested-With header too (login CSRF), as docs/api.md says', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: a.user.email, password: 'whatever-it-is' }, headers: { 'x-requested-with': '' } });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe('csrf_failed');
  });
});

describe('X-Forwarded-For is trusted only from configured proxies (TRUST_PROXY)', () => {
  const attempts = async (app: TestApp, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await app.request('POST', '/api/auth/login', { body: { email: 'nobody@xff.test', password: 'wrong-password-x' }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('by default a new header per request does not escape the rate limit, and the audit log keeps the socket address', async () => {
    const limited = await TestApp.start({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      expect(await attempts(limited, 5)).toEqual([401, 401, 401, 429, 429]);
      const ips = await limited.db.query<{ ip: string }>(`SELECT DISTINCT ip FROM audit_events WHERE kind = 'login_failed'`);
      expect(ips.map((r) => r.ip)).toEqual(['127.0.0.1']);
    } finally {
      await limited.stop();
    }
  });

  it('behind a configured proxy each forwarded client address has its own limit and is audited', async () => {
    const proxied = await TestApp.start({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await attempts(proxied, 5)).toEqual([401, 401, 401, 401, 401]);
      const ips = await proxied.db.query<{ ip: string }>(`SELECT ip FROM audit_events WHERE kind = 'login_failed' ORDER BY id`);
      expect(ips.map((r) => r.ip)).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5']);
    } finally {
      await proxied.stop();
    }
  });

  it('TRUST_PROXY takes false, a hop count or proxy addresses; "true" (trust anyone) is refused', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).TRUST_PROXY).toEqual(['::1', 'fd00::/8']);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', '10.0.0.1,']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('changing one’s own sign-in email needs the current password', () => {
  it('the generic API refuses a new email for oneself; POST /api/auth/email with the password changes it and audits it', async () => {
    const c = await t.company('Mailwissel');
    const refused = await t.request('PATCH', `/api/users/detail/${c.user.id}`, { as: c.user, body: { email: 'taken-over@evil.example' } });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe('reauthentication_required');
    // the form sends the unchanged email back with the rest: fine
    expect((await t.request('PATCH', `/api/users/detail/${c.user.id}`, { as: c.user, body: { email: c.user.email, first_name: 'Uma' } })).statusCode).toBe(200);

    const wrong = await t.request('POST', '/api/auth/email', { as: c.user, body: { email: 'nieuw@mailwissel.test', current_password: 'not my password' } });
    expect(wrong.statusCode).toBe(401);
    expect((await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [c.user.id]))[0]!.email).toBe(c.user.email);

    const ok = await t.request('POST', '/api/auth/email', { as: c.user, body: { email: 'nieuw@mailwissel.test', current_password: TEST_PASSWORD } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).user.email).toBe('nieuw@mailwissel.test');
    const audit = await t.db.query<{ kind: string }>(`SELECT kind FROM audit_events WHERE user_id = $1 AND kind = 'email_changed'`, [c.user.id]);
    expect(audit).toHaveLength(1);
    // a company admin still corrects a colleague's address (no password of theirs to give)
    expect((await t.request('PATCH', `/api/users/detail/${c.user.id}`, { as: c.admin, body: { email: 'gecorrigeerd@mailwissel.test' } })).statusCode).toBe(200);
  });

  it('guessing the current password there meets the sign-in lockout: once locked, the right password is refused too', async () => {
    const c = await t.company('Gokker');
    for (let i = 0; i < LOCKOUT_AFTER_FAILURES; i++) {
      const res = await t.request('POST', '/api/auth/email', { as: c.user, body: { email: 'gok@gokker.test', current_password: `guess ${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.request('POST', '/api/auth/email', { as: c.user, body: { email: 'gok@gokker.test', current_password: TEST_PASSWORD } });
    expect(locked.statusCode).toBe(401);
    expect(JSON.parse(locked.body).error.code).toBe('invalid_credentials');
    expect((await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [c.user.id]))[0]!.email).toBe(c.user.email);
    // the lockout is the same one as sign-in's
    expect((await t.request('POST', '/api/auth/login', { body: { email: c.user.email, password: TEST_PASSWORD } })).statusCode).toBe(401);
  });
});
