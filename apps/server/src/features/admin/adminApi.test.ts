import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, TestApp, type TestCompany, type TestUser } from '../../test/testApp';
import { TestMailbox } from '../../auth/reset/testMailbox';

// The staff API behind the admin screens (customers, users, audit, summary) and the company admin's own user
// management, with the rules that keep people from locking themselves or their company out.
let t: TestApp;
let box: TestMailbox;
let a: TestCompany;
let b: TestCompany;
let staff: TestCompany;

beforeAll(async () => {
  box = await TestMailbox.start();
  t = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL: 'https://plotwise.example.nl' });
  a = await t.company('Alfa Bouw');
  b = await t.company('Bravo Ontwikkeling');
  staff = await t.company('Plotwise Support', { staff: true });
});
afterAll(async () => {
  await t?.stop();
  await box?.stop();
});

const code = (res: { body: string }) => (JSON.parse(res.body) as { error: { code: string } }).error.code;
const keyIn = (text: string) => /\/login\/passwordreset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const signIn = async (email: string, password = TEST_PASSWORD): Promise<TestUser | number> => {
  const res = await t.request('POST', '/api/auth/login', { body: { email, password } });
  if (res.statusCode !== 200) return res.statusCode;
  return { id: 0, email, cookie: String(res.headers['set-cookie']).split(';')[0]! };
};

describe('the admin API is for staff only', () => {
  const endpoints: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: () => string, body?: () => unknown][] = [
    ['GET', () => '/api/admin/companies/list'],
    ['POST', () => '/api/admin/companies/list', () => ({ name: 'Inbraak BV' })],
    ['GET', () => `/api/admin/companies/detail/${b.id}`],
    ['PATCH', () => `/api/admin/companies/detail/${b.id}`, () => ({ archived: true })],
    ['GET', () => `/api/admin/companies/detail/${b.id}/customfields`],
    ['GET', () => '/api/admin/users/list'],
    ['PATCH', () => `/api/admin/users/detail/${b.admin.id}`, () => ({ is_active: false })],
    ['POST', () => '/api/admin/users/invite', () => ({ companyId: b.id, email: 'indringer@x.test' })],
    ['POST', () => `/api/admin/users/detail/${b.user.id}/invite`, () => ({})],
    ['DELETE', () => `/api/admin/users/detail/${b.user.id}/bounce`],
    ['GET', () => '/api/admin/audit/list'],
    ['GET', () => '/api/admin/summary'],
    ['GET', () => '/api/admin/usage?from=2026-01-01&to=2026-12-31'],
    ['GET', () => '/api/admin/reporting?from=2026-01-01&to=2026-12-31'],
    ['GET', () => '/api/admin/reporting/searchresults?from=2026-01-01&to=2026-12-31'],
    ['GET', () => '/api/admin/not-yet-built'],
  ];

  it('refuses company admins and ordinary users (403) and strangers (401), and changes nothing', async () => {
    const before = await t.db.query('SELECT id, name, archived FROM companies ORDER BY id');
    const usersBefore = await t.db.query('SELECT id, email, is_active, is_admin, is_staff FROM users ORDER BY id');
    // a bounce mark only staff may clear
    await t.db.query(`INSERT INTO mail_bounces (address, reason) VALUES ($1, 'delivery report 5.1.1')`, [b.user.email]);
    for (const [method, url, body] of endpoints) {
      for (const as of [a.admin, a.user]) {
        const res = await t.request(method, url(), { as, body: body?.() });
        expect(res.statusCode, `${method} ${url()} as ${as.email}`).toBe(403);
        expect(code(res)).toBe('forbidden');
      }
      expect((await t.request(method, url(), { body: body?.() })).statusCode, `${method} ${url()} signed out`).toBe(401);
    }
    expect(await t.db.query('SELECT id, name, archived FROM companies ORDER BY id')).toEqual(before);
    expect(await t.db.query('SELECT id, email, is_active, is_admin, is_staff FROM users ORDER BY id')).toEqual(usersBefore);
    expect(await t.db.query('SELECT address FROM mail_bounces')).toEqual([{ address: b.user.email }]);
    await t.db.query('DELETE FROM mail_bounces');
  });
});

describe('customers', () => {
  it('are listed with search, archive filter, subscription, licence, trial start and user counts', async () => {
    const created = await t.json<{ id: number; cfg: { trialStartedAt: string | null } }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Charlie 100% Wonen', subscription: 'pilot', licence: 0 });
    // a pilot starts counting now, or it would never end
    expect(Date.now() - Date.parse(created.cfg.trialStartedAt!)).toBeLessThan(60_000);
    const res = await t.request('GET', '/api/admin/companies/list?q=100%25&limit=5', { as: staff.admin });
    const list = JSON.parse(res.body) as { id: number; name: string; subscription: string; licence: number; trialStartedAt: string; userCount: number; archived: boolean }[];
    expect(list).toEqual([expect.objectContaining({ id: created.id, name: 'Charlie 100% Wonen', subscription: 'pilot', licence: 0, userCount: 0, archived: false })]);
    expect(list[0]!.trialStartedAt).toBe(created.cfg.trialStartedAt);
    expect(res.headers['x-total-count']).toBe('1');
    const alfa = await t.json<{ name: string; userCount: number; activeUserCount: number }[]>('GET', '/api/admin/companies/list?q=alfa', staff.admin);
    expect(alfa).toEqual([expect.objectContaining({ name: 'Alfa Bouw', userCount: 2, activeUserCount: 2 })]);
    // the wildcard of LIKE is a plain character in a search
    expect(await t.json('GET', '/api/admin/companies/list?q=_', staff.admin)).toEqual([]);
    expect((await t.request('GET', '/api/admin/companies/list?archived=maybe', { as: staff.admin })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/admin/companies/list', { as: staff.admin, body: { name: '  ' } })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/admin/companies/list', { as: staff.admin, body: { name: 'X', licence: 8 } })).statusCode).toBe(400);
  });

  it('get their properties set by staff: feature flags, generation parameters, authentication, cfg fields', async () => {
    const co = await t.json<{ id: number }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Delta Vastgoed' });
    const changed = await t.json<{ cfg: Record<string, any> }>('PATCH', `/api/admin/companies/detail/${co.id}`, staff.admin, {
      cfg: { flags: { unitmix: true }, parameters: { corridor_width: '1.8' }, authentication: { azure: false }, administrationId: 'adm-42', geodataKey: 'gk-1', hasCancelled: true },
    });
    expect(changed.cfg).toMatchObject({ administrationId: 'adm-42', geodataKey: 'gk-1', hasCancelled: true, flags: { unitmix: true }, authentication: { local: true, azure: false } });
    expect(changed.cfg.parameters).toMatchObject({ corridor_width: '1.8', street_width: '6' });
    // directory sign-in is off: password sign-in cannot go too, neither by staff nor by the company's admin
    const locked = await t.request('PATCH', `/api/admin/companies/detail/${co.id}`, { as: staff.admin, body: { cfg: { authentication: { local: false } } } });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.message).toMatch(/a way to sign in/);
    const direct = await t.json<{ cfg: Record<string, any> }>('PATCH', `/api/companies/detail/${a.id}`, a.admin, { cfg: { authentication: { azure: false } } });
    expect(direct.cfg.authentication).toMatchObject({ local: true, azure: false });
    const both = await t.request('PATCH', `/api/companies/detail/${a.id}`, { as: a.admin, body: { cfg: { authentication: { local: false } } } });
    expect(both.statusCode).toBe(400);
    expect((await t.json<{ cfg: Record<string, any> }>('GET', `/api/companies/detail/${a.id}?depth=2`, a.admin)).cfg.authentication).toMatchObject({ local: true, azure: false });
    await t.json('PATCH', `/api/companies/detail/${a.id}`, a.admin, { cfg: { authentication: { azure: true } } });
    expect((await t.json<{ cfg: Record<string, any> }>('GET', `/api/admin/companies/detail/${co.id}`, staff.admin)).cfg.authentication).toMatchObject({ local: true, azure: false });
    const bad = await t.request('PATCH', `/api/admin/companies/detail/${co.id}`, { as: staff.admin, body: { cfg: { parameters: { corridor_width: 'breed' } } } });
    expect(bad.statusCode).toBe(400);
    expect((await t.json<{ cfg: Record<string, any> }>('GET', `/api/admin/companies/detail/${co.id}`, staff.admin)).cfg.parameters.corridor_width).toBe('1.8');
    // becoming a trial starts the trial
    const trial = await t.json<{ subscription: string; cfg: { trialStartedAt: string } }>('PATCH', `/api/admin/companies/detail/${co.id}`, staff.admin, { subscription: 'trial' });
    expect(trial.subscription).toBe('trial');
    expect(Date.now() - Date.parse(trial.cfg.trialStartedAt)).toBeLessThan(60_000);
    const customfield = await t.json<{ id: number }>('POST', '/api/customfields/list', a.admin, { name: 'Bodem' });
    expect(await t.json('GET', `/api/admin/companies/detail/${a.id}/customfields`, staff.admin)).toEqual([{ id: customfield.id, name: 'Bodem' }]);
    expect((await t.request('GET', '/api/admin/companies/detail/999999/customfields', { as: staff.admin })).statusCode).toBe(404);
  });

  it('archived: its users are signed out, cannot sign in or be invited; unarchived: they can again; both audited', async () => {
    const co = await t.json<{ id: number }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Echo Projecten', licence: 3 });
    const invited = await t.json<{ id: number }>('POST', '/api/admin/users/invite', staff.admin, { companyId: co.id, email: 'eva@echo.test', is_admin: true, language: 'en' });
    const key = keyIn((await box.take('eva@echo.test')).text)!;
    expect((await t.request('POST', '/api/auth/password-reset', { body: { key, password: 'echo vindt een nieuw pad 2026' } })).statusCode).toBe(204);
    const eva = await signIn('eva@echo.test', 'echo vindt een nieuw pad 2026');
    expect(typeof eva).toBe('object');
    expect((await t.request('GET', '/api/auth/me', { as: eva as TestUser })).statusCode).toBe(200);

    await t.json('PATCH', `/api/admin/companies/detail/${co.id}`, staff.admin, { archived: true });
    expect((await t.request('GET', '/api/auth/me', { as: eva as TestUser })).statusCode).toBe(401);
    expect(await t.db.query('SELECT 1 FROM sessions WHERE company_id = $1', [co.id])).toEqual([]);
    expect(await signIn('eva@echo.test', 'echo vindt een nieuw pad 2026')).toBe(401);
    const refused = await t.request('POST', '/api/admin/users/invite', { as: staff.admin, body: { companyId: co.id, email: 'fred@echo.test' } });
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body).error.message).toMatch(/archived/);
    expect(await t.json<{ id: number }[]>('GET', '/api/admin/companies/list?archived=false&q=echo', staff.admin)).toEqual([]);
    expect(await t.json<{ id: number }[]>('GET', '/api/admin/companies/list?archived=true&q=echo', staff.admin)).toEqual([expect.objectContaining({ id: co.id, archived: true })]);

    await t.json('PATCH', `/api/admin/companies/detail/${co.id}`, staff.admin, { archived: false });
    expect(typeof (await signIn('eva@echo.test', 'echo vindt een nieuw pad 2026'))).toBe('object');
    const audit = await t.json<{ kind: string; companyName: string; targetEmail: string | null }[]>('GET', `/api/admin/audit/list?companyId=${co.id}`, staff.admin);
    const kinds = audit.map((e) => e.kind);
    expect(kinds.filter((k) => k.startsWith('company_') || k === 'user_invited')).toEqual(['company_unarchived', 'company_archived', 'user_invited', 'company_created']);
    expect(kinds).toContain('password_reset');
    expect(audit.find((e) => e.kind === 'user_invited')).toMatchObject({ companyName: 'Echo Projecten', targetEmail: 'eva@echo.test' });
    expect(invited.id).toBeGreaterThan(0);
  });
});

describe('users across companies', () => {
  it('are listed with search and filters by company, activity and role', async () => {
    const all = await t.request('GET', '/api/admin/users/list?q=bravo', { as: staff.admin });
    const rows = JSON.parse(all.body) as { email: string; companyName: string; hasPassword: boolean; is_admin: boolean }[];
    expect(rows.map((u) => u.email).sort()).toEqual(['admin@bravoontwikkeling.test', 'user@bravoontwikkeling.test']);
    expect(rows.every((u) => u.companyName === 'Bravo Ontwikkeling' && u.hasPassword)).toBe(true);
    expect(all.headers['x-total-count']).toBe('2');
    const admins = await t.json<{ email: string }[]>('GET', `/api/admin/users/list?companyId=${b.id}&role=admin`, staff.admin);
    expect(admins.map((u) => u.email)).toEqual(['admin@bravoontwikkeling.test']);
    const plain = await t.json<{ email: string }[]>('GET', `/api/admin/users/list?companyId=${b.id}&role=user`, staff.admin);
    expect(plain.map((u) => u.email)).toEqual(['user@bravoontwikkeling.test']);
    const staffers = await t.json<{ email: string }[]>('GET', '/api/admin/users/list?role=staff', staff.admin);
    expect(staffers.map((u) => u.email)).toEqual(['admin@plotwisesupport.test']);
    expect(await t.json('GET', `/api/admin/users/list?companyId=${b.id}&active=false`, staff.admin)).toEqual([]);
    expect((await t.request('GET', '/api/admin/users/list?role=owner', { as: staff.admin })).statusCode).toBe(400);
  });

  it('staff deactivate and activate a user and set roles; each is audited and a deactivation ends sessions', async () => {
    const c = await t.company('Foxtrot');
    await t.json('PATCH', `/api/admin/users/detail/${c.user.id}`, staff.admin, { is_active: false });
    expect((await t.request('GET', '/api/auth/me', { as: c.user })).statusCode).toBe(401);
    expect(await signIn(c.user.email)).toBe(401);
    let users = await t.json<{ email: string }[]>('GET', `/api/admin/users/list?companyId=${c.id}&active=false`, staff.admin);
    expect(users.map((u) => u.email)).toEqual([c.user.email]);
    await t.json('PATCH', `/api/admin/users/detail/${c.user.id}`, staff.admin, { is_active: true, is_admin: true });
    expect(typeof (await signIn(c.user.email))).toBe('object');
    users = await t.json<{ email: string }[]>('GET', `/api/admin/users/list?companyId=${c.id}&role=admin`, staff.admin);
    expect(users).toHaveLength(2);
    const audit = await t.json<{ kind: string; email: string; targetEmail: string; detail: Record<string, unknown> }[]>(
      'GET',
      `/api/admin/audit/list?companyId=${c.id}&kind=role_changed,user_activated,user_deactivated`,
      staff.admin,
    );
    expect(audit.map((e) => e.kind)).toEqual(['user_activated', 'role_changed', 'user_deactivated']);
    expect(audit.every((e) => e.email === staff.admin.email && e.targetEmail === c.user.email)).toBe(true);
    expect(audit[1]!.detail).toMatchObject({ is_admin: true });
    expect((await t.request('GET', '/api/admin/audit/list?kind=login,nonsense', { as: staff.admin })).statusCode).toBe(400);
  });

  it('staff cannot deactivate themselves or drop their own staff rights', async () => {
    const self = await t.request('PATCH', `/api/admin/users/detail/${staff.admin.id}`, { as: staff.admin, body: { is_active: false } });
    expect(self.statusCode).toBe(403);
    expect((await t.request('PATCH', `/api/admin/users/detail/${staff.admin.id}`, { as: staff.admin, body: { is_staff: false } })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/auth/me', { as: staff.admin })).statusCode).toBe(200);
  });

  it('the summary counts customers, users, invitations and this week\'s sign-ins', async () => {
    const s = await t.json<Record<string, number>>('GET', '/api/admin/summary', staff.admin);
    const [truth] = await t.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM companies WHERE NOT archived) AS companies, (SELECT count(*)::int FROM users WHERE is_active) AS active,
              (SELECT count(*)::int FROM audit_events WHERE kind IN ('login_failed', 'login_locked', 'sso_failed')) AS failed`,
    );
    expect(s).toMatchObject({ companies: truth!.companies, activeUsers: truth!.active, failedSignInsLast7Days: truth!.failed });
    expect(s.trialCompanies).toBeGreaterThanOrEqual(2);
    expect(s.signInsLast7Days).toBeGreaterThanOrEqual(6);
    expect(s.failedSignInsLast7Days).toBeGreaterThanOrEqual(1);
  });
});

describe('company admins manage their own users', () => {
  it('invite (mail with a set-password link), resend, and a taken email is refused', async () => {
    const invited = await t.json<{ id: number }>('POST', '/api/users/invite', a.admin, { email: 'Gijs@Alfa.test', first_name: 'Gijs', language: 'nl' });
    const first = keyIn((await box.take('gijs@alfa.test')).text)!;
    await t.request('POST', `/api/users/detail/${invited.id}/invite`, { as: a.admin });
    const second = keyIn((await box.take('gijs@alfa.test')).text)!;
    expect(second).not.toBe(first);
    // the first link was replaced by the second
    expect((await t.request('POST', '/api/auth/password-reset', { body: { key: first, password: 'alfa bouwt verder' } })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/auth/password-reset', { body: { key: second, password: 'alfa bouwt verder' } })).statusCode).toBe(204);
    const again = await t.request('POST', `/api/users/detail/${invited.id}/invite`, { as: a.admin });
    expect(again.statusCode).toBe(409);
    const taken = await t.request('POST', '/api/users/invite', { as: a.admin, body: { email: 'GIJS@alfa.test' } });
    expect(taken.statusCode).toBe(409);
    expect(JSON.parse(taken.body).error.message).toMatch(/already has an account/);
    expect((await t.request('POST', `/api/users/detail/${invited.id}/invite`, { as: a.user })).statusCode).toBe(403);
  });

  it('deactivate and activate (audited, sessions end) and grant and revoke admin', async () => {
    const u = await t.company('Golf');
    await t.json('PATCH', `/api/users/detail/${u.user.id}`, u.admin, { is_active: false });
    expect((await t.request('GET', '/api/auth/me', { as: u.user })).statusCode).toBe(401);
    expect(await signIn(u.user.email)).toBe(401);
    await t.json('PATCH', `/api/users/detail/${u.user.id}`, u.admin, { is_active: true });
    expect(typeof (await signIn(u.user.email))).toBe('object');
    await t.json('PATCH', `/api/users/detail/${u.user.id}`, u.admin, { is_admin: true });
    await t.json('PATCH', `/api/users/detail/${u.user.id}`, u.admin, { is_admin: false });
    const audit = await t.json<{ kind: string; detail: Record<string, unknown> }[]>('GET', `/api/admin/audit/list?companyId=${u.id}&kind=role_changed,user_activated,user_deactivated`, staff.admin);
    expect(audit.map((e) => e.kind)).toEqual(['role_changed', 'role_changed', 'user_activated', 'user_deactivated']);
    expect(audit.map((e) => e.detail.is_admin)).toEqual([false, true, undefined, undefined]);
  });

  it('keep at least one active admin and cannot deactivate themselves', async () => {
    const h = await t.company('Hotel');
    const self = await t.request('PATCH', `/api/users/detail/${h.admin.id}`, { as: h.admin, body: { is_active: false } });
    expect(self.statusCode).toBe(403);
    const last = await t.request('PATCH', `/api/users/detail/${h.admin.id}`, { as: h.admin, body: { is_admin: false } });
    expect(last.statusCode).toBe(409);
    expect(JSON.parse(last.body).error.message).toMatch(/last active admin/);
    expect((await t.request('DELETE', `/api/users/detail/${h.admin.id}`, { as: h.admin })).statusCode).toBe(403);
    // staff are held to the same rule: the company would have nobody to manage it
    expect((await t.request('PATCH', `/api/admin/users/detail/${h.admin.id}`, { as: staff.admin, body: { is_active: false } })).statusCode).toBe(409);
    // with a second admin, the first may step down
    await t.json('PATCH', `/api/users/detail/${h.user.id}`, h.admin, { is_admin: true });
    await t.json('PATCH', `/api/users/detail/${h.admin.id}`, h.admin, { is_admin: false });
    const roles = await t.db.query<{ email: string; is_admin: boolean }>('SELECT email, is_admin FROM users WHERE company_id = $1 ORDER BY email', [h.id]);
    expect(roles).toEqual([
      { email: 'admin@hotel.test', is_admin: false },
      { email: 'user@hotel.test', is_admin: true },
    ]);
    // an inactive admin does not count
    await t.db.query('UPDATE users SET is_admin = true, is_active = false WHERE id = $1', [h.admin.id]);
    expect((await t.request('PATCH', `/api/users/detail/${h.user.id}`, { as: h.user, body: { is_admin: false } })).statusCode).toBe(409);
    expect((await t.request('PATCH', `/api/admin/users/detail/${h.user.id}`, { as: staff.admin, body: { is_admin: false } })).statusCode).toBe(409);
  });

  it('cannot touch users of another company (404) and nothing changes', async () => {
    const before = await t.db.query('SELECT id, email, first_name, is_active, is_admin, password_hash FROM users WHERE company_id = $1 ORDER BY id', [b.id]);
    const attempts: [string, 'PATCH' | 'DELETE' | 'POST' | 'GET', unknown?][] = [
      [`/api/users/detail/${b.user.id}`, 'PATCH', { is_active: false }],
      [`/api/users/detail/${b.admin.id}`, 'PATCH', { is_admin: false }],
      [`/api/users/detail/${b.user.id}`, 'PATCH', { first_name: 'Overgenomen' }],
      [`/api/users/detail/${b.user.id}`, 'DELETE'],
      [`/api/users/detail/${b.user.id}/invite`, 'POST'],
      [`/api/users/detail/${b.user.id}`, 'GET'],
    ];
    for (const [url, method, body] of attempts) {
      const res = await t.request(method, url, { as: a.admin, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const listed = await t.json<{ email: string }[]>('GET', '/api/users/list?limit=100', a.admin);
    expect(listed.some((u) => u.email.endsWith('@bravoontwikkeling.test'))).toBe(false);
    // the invitation goes to the inviter's own company, whatever the body says
    expect((await t.request('POST', '/api/users/invite', { as: a.admin, body: { email: 'x@bravo.test', companyId: b.id } })).statusCode).toBe(400);
    expect(await t.db.query('SELECT id, email, first_name, is_active, is_admin, password_hash FROM users WHERE company_id = $1 ORDER BY id', [b.id])).toEqual(before);
  });
});
