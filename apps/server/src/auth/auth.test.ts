import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, TEST_PASSWORD, type TestCompany } from '../test/testApp';

let t: TestApp;
let a: TestCompany;
beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Epsilon');
});
afterAll(() => t?.stop());

describe('sessions', () => {
  it('signs in with email and password, sets an HttpOnly SameSite cookie, and stores only a hash of the token', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'USER@epsilon.test', password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = cookie.slice(4, 47);
    expect(await t.db.query('SELECT 1 FROM sessions WHERE id = $1', [token])).toHaveLength(0);
    const body = JSON.parse(res.body);
    expect(body.user).toMatchObject({ email: 'user@epsilon.test', first_name: 'user' });
    expect(body.user.password_hash).toBeUndefined();
    expect(body.company).toMatchObject({ name: 'Epsilon' });
    expect(body.user.cfg).toMatchObject({ listSize: 20, locationsview: 'map', columns: ['createdByUserName', 'name', 'status', 'phase'] });
  });

  it('refuses a wrong password, an unknown email and an inactive user with the same answer', async () => {
    const answers = [];
    for (const body of [
      { email: 'user@epsilon.test', password: 'wrong' },
      { email: 'nobody@epsilon.test', password: TEST_PASSWORD },
    ]) {
      const res = await t.request('POST', '/api/auth/login', { body });
      answers.push([res.statusCode, res.body]);
    }
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [a.admin.id]);
    const inactive = await t.request('POST', '/api/auth/login', { body: { email: 'admin@epsilon.test', password: TEST_PASSWORD } });
    answers.push([inactive.statusCode, inactive.body]);
    // an existing session of a deactivated user stops working
    expect((await t.request('GET', '/api/auth/me', { as: a.admin })).statusCode).toBe(401);
    await t.db.query('UPDATE users SET is_active = true WHERE id = $1', [a.admin.id]);
    expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1);
    expect(answers[0]![0]).toBe(401);
    expect(JSON.parse(answers[0]![1] as string).error.code).toBe('invalid_credentials');
  });

  it('me answers for the session; logout ends it', async () => {
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'user@epsilon.test', password: TEST_PASSWORD } });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const me = await t.request('GET', '/api/auth/me', { headers: { cookie } });
    expect(JSON.parse(me.body).user.email).toBe('user@epsilon.test');
    expect((await t.request('POST', '/api/auth/logout', { headers: { cookie } })).statusCode).toBe(204);
    expect((await t.request('GET', '/api/auth/me', { headers: { cookie } })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/locations/list', { headers: { cookie: 'sid=forged-token' } })).statusCode).toBe(401);
  });

  it('users cannot raise their own rights; admins can manage users; only staff grant staff', async () => {
    expect((await t.request('PATCH', `/api/users/detail/${a.user.id}`, { as: a.user, body: { is_admin: true } })).statusCode).toBe(403);
    expect((await t.request('PATCH', `/api/users/detail/${a.admin.id}`, { as: a.user, body: { first_name: 'x' } })).statusCode).toBe(403);
    expect((await t.request('PATCH', `/api/users/detail/${a.user.id}`, { as: a.admin, body: { is_staff: true } })).statusCode).toBe(403);
    const ok = await t.json<{ is_admin: boolean }>('PATCH', `/api/users/detail/${a.user.id}`, a.admin, { is_admin: true });
    expect(ok.is_admin).toBe(true);
    await t.json('PATCH', `/api/users/detail/${a.user.id}`, a.admin, { is_admin: false });
    expect((await t.request('PATCH', `/api/users/detail/${a.user.id}`, { as: a.user, body: { password_hash: 'x' } })).statusCode).toBe(400);
  });
});

describe('admin API', () => {
  it('is for staff only, who can list and create companies with a default configuration', async () => {
    expect((await t.request('GET', '/api/admin/companies/list', { as: a.admin })).statusCode).toBe(403);
    const staff = await t.company('Staff HQ', { staff: true });
    const created = await t.json<Record<string, any>>('POST', '/api/admin/companies/list', staff.admin, { name: 'Nieuwe Klant', subscription: 'pilot' });
    expect(created).toMatchObject({ name: 'Nieuwe Klant', subscription: 'pilot', archived: false });
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const detail = await t.json<Record<string, any>>('GET', `/api/admin/companies/detail/${created.id}`, staff.admin);
    expect(detail.cfg.flags.unitmix).toBe(false);
    expect(detail.cfg.style).toMatchObject({ hasCustomStyle: false });
    const list = await t.json<{ name: string }[]>('GET', '/api/admin/companies/list?limit=100', staff.admin);
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Epsilon', 'Nieuwe Klant', 'Staff HQ']));
  });
});

describe('sessions while a long transaction holds the embedded database', () => {
  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'recognise a signed-in staff member (an import in progress can be followed), and still never a signed-out one',
    async () => {
      const staff = await t.company('Busy HQ', { staff: true });
      expect((await t.request('GET', '/api/admin/demo-region', { as: staff.admin })).statusCode).toBe(200);
      let release!: () => void;
      const held = t.db.transaction(() => new Promise<void>((r) => (release = r)));
      try {
        // answered while the transaction is still open: the session was read before it began
        const during = await Promise.race([
          t.request('GET', '/api/admin/demo-region', { as: staff.admin }).then((r) => r.statusCode),
          new Promise((r) => setTimeout(() => r('still waiting for the database'), 3000)),
        ]);
        expect(during).toBe(200);
      } finally {
        release();
        await held;
      }
      // a colleague deactivated by staff is refused at once, although their session was read before
      expect((await t.request('GET', '/api/auth/me', { as: staff.user })).statusCode).toBe(200);
      await t.json('PATCH', `/api/admin/users/detail/${staff.user.id}`, staff.admin, { is_active: false });
      expect((await t.request('GET', '/api/auth/me', { as: staff.user })).statusCode).toBe(401);
      expect((await t.request('POST', '/api/auth/logout', { as: staff.admin })).statusCode).toBeLessThan(300);
      const after = await t.request('GET', '/api/admin/demo-region', { as: staff.admin });
      expect(after.statusCode).toBe(401);
    },
  );
});
