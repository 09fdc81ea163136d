import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { TestMailbox } from '../../auth/reset/testMailbox';

const PUBLIC_URL = 'https://plotwise.example.nl/';
let t: TestApp;
let box: TestMailbox;
let a: TestCompany;
let staff: TestCompany;

beforeAll(async () => {
  box = await TestMailbox.start();
  t = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL });
  a = await t.company('Xi');
  staff = await t.company('Xi Staff', { staff: true });
});
afterAll(async () => {
  await t?.stop();
  await box?.stop();
});

const keyIn = (text: string) => /\/login\/passwordreset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('inviting users', () => {
  it('a company admin invites a colleague, who sets a password from the mailed link and signs in', async () => {
    expect((await t.request('POST', '/api/users/invite', { as: a.user, body: { email: 'nieuw@xi.test' } })).statusCode).toBe(403);
    const invited = await t.json<{ id: number; email: string; companyId: number }>('POST', '/api/users/invite', a.admin, { email: 'nieuw@xi.test', first_name: 'Nina', language: 'nl' });
    expect(invited).toMatchObject({ email: 'nieuw@xi.test', companyId: a.id });
    const mail = await box.take('nieuw@xi.test');
    expect(mail.to).toEqual(['nieuw@xi.test']);
    expect(mail.subject).toBe('Je bent uitgenodigd voor Xi op Plotwise');
    const key = keyIn(mail.text)!;
    expect(key).toBeTruthy();
    expect((await t.request('POST', '/api/auth/password-reset', { body: { key, password: 'welkom bij xi 2026' } })).statusCode).toBe(204);
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'nieuw@xi.test', password: 'welkom bij xi 2026' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('staff tools for customers and users', () => {
  it('staff invite into any company, set roles and deactivate a user, who loses every session', async () => {
    const invited = await t.json<{ id: number }>('POST', '/api/admin/users/invite', staff.admin, { companyId: a.id, email: 'extern@xi.test', language: 'en' });
    expect((await box.take('extern@xi.test')).subject).toBe('You are invited to Xi on Plotwise');
    const listed = await t.json<{ email: string }[]>('GET', `/api/admin/users/list?companyId=${a.id}`, staff.admin);
    expect(listed.map((u) => u.email)).toEqual(expect.arrayContaining(['extern@xi.test', 'user@xi.test']));
    const promoted = await t.json<{ is_admin: boolean }>('PATCH', `/api/admin/users/detail/${invited.id}`, staff.admin, { is_admin: true });
    expect(promoted.is_admin).toBe(true);
    expect((await t.request('GET', '/api/auth/me', { as: a.user })).statusCode).toBe(200);
    await t.json('PATCH', `/api/admin/users/detail/${a.user.id}`, staff.admin, { is_active: false });
    expect((await t.request('GET', '/api/auth/me', { as: a.user })).statusCode).toBe(401);
    expect(await t.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [a.user.id])).toEqual([]);
    expect((await t.request('GET', '/api/admin/users/list', { as: a.admin })).statusCode).toBe(403);
  });

  it('staff set subscription and licence, and archive a company, which ends its sessions and sign-ins', async () => {
    const co = await t.json<{ subscription: string; licence: number }>('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, {
      subscription: 'trial',
      licence: 1,
      trialStartedAt: new Date().toISOString(),
    });
    expect(co).toMatchObject({ subscription: 'trial', licence: 1 });
    await t.json('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, { archived: true });
    expect((await t.request('GET', '/api/auth/me', { as: a.admin })).statusCode).toBe(401);
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'admin@xi.test', password: 'correct horse battery staple' } });
    expect(login.statusCode).toBe(401);
    const audit = await t.json<{ kind: string }[]>('GET', `/api/admin/audit/list?companyId=${a.id}`, staff.admin);
    expect(audit.map((e) => e.kind)).toEqual(expect.arrayContaining(['company_changed', 'role_changed', 'user_invited']));
  });
});
