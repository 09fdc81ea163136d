import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, TEST_PASSWORD, type TestCompany } from '../../test/testApp';
import { setCompanyAuthentications } from '../sso/setCompanyAuthentications';
import { createMailer } from '../../mail/createMailer';
import { TestMailbox, type ReceivedMail } from './testMailbox';
import { RESET_REQUEST_ANSWER } from './registerResetRoutes';
import { RESET_MAILS_PER_ACCOUNT_PER_HOUR, RESET_MAILS_PER_ADDRESS_PER_HOUR } from './requestPasswordReset';

const PUBLIC_URL = 'https://plotwise.example.nl/';
const NEW_PASSWORD = 'a much better passphrase 2026';

let t: TestApp;
let box: TestMailbox;
let a: TestCompany;
let sso: TestCompany;

beforeAll(async () => {
  box = await TestMailbox.start();
  t = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL, MAIL_FROM: 'Plotwise <no-reply@plotwise.example.nl>' });
  a = await t.company('Resetco');
  sso = await t.company('Ssoonly');
  await setCompanyAuthentications(t.db, sso.id, { local: false, azure: true });
});
afterAll(async () => {
  await t?.stop();
  await box?.stop();
});

const requestReset = (email: string) => t.request('POST', '/api/auth/password-reset-request', { body: { email } });
const reset = (key: string, password: string) => t.request('POST', '/api/auth/password-reset', { body: { key, password } });
const login = (email: string, password: string) => t.request('POST', '/api/auth/login', { body: { email, password } });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;
const me = (cookie: string) => t.request('GET', '/api/auth/me', { headers: { cookie } });

/** The reset key in a mail, read from the link as a user would follow it. */
function keyOf(mail: ReceivedMail): string {
  const m = /https:\/\/plotwise\.example\.nl\/login\/passwordreset\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error(`no reset link in:\n${mail.text}`);
  return m[1]!;
}

/** Reset requests are handled after the answer: wait until `n` of them have been recorded in the audit log. */
async function requestsSettled(n: number) {
  for (let i = 0; i < 200; i++) {
    const [r] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE kind = 'password_reset_requested'`);
    if (r!.n >= n) return;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('reset requests did not settle');
}
const requestCount = async () =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE kind = 'password_reset_requested'`))[0]!.n;

describe('password reset request', () => {
  it('mails an English link over SMTP, stores only the hash of the key, and audits the request', async () => {
    const res = await requestReset('User@Resetco.test');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual(RESET_REQUEST_ANSWER);
    const mail = await box.take('user@resetco.test');
    expect(mail.from).toBe('no-reply@plotwise.example.nl');
    expect(mail.subject).toBe('Reset your Plotwise password');
    expect(mail.text).toContain('expires in one hour');
    const key = keyOf(mail);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(mail.html).toContain(`href="https://plotwise.example.nl/login/passwordreset/${key}"`);
    const rows = await t.db.query<{ id: string; user_id: number }>('SELECT id, user_id FROM password_resets');
    expect(rows).toEqual([{ id: createHash('sha256').update(key).digest('hex'), user_id: a.user.id }]);
    await requestsSettled(1);
    const [ev] = await t.db.query<{ user_id: number; company_id: number; detail: unknown }>(
      `SELECT user_id, company_id, detail FROM audit_events WHERE kind = 'password_reset_requested'`,
    );
    expect(ev).toEqual({ user_id: a.user.id, company_id: a.id, detail: { outcome: 'sent' } });
  });

  it('writes Dutch when the user chose Dutch', async () => {
    await t.db.query(`UPDATE user_cfgs SET language = 'nl' WHERE user_id = $1`, [a.admin.id]);
    const n = await requestCount();
    await requestReset('admin@resetco.test');
    const mail = await box.take('admin@resetco.test');
    expect(mail.subject).toBe('Stel je Plotwise-wachtwoord opnieuw in');
    expect(mail.text).toContain('De link werkt één keer en verloopt na een uur.');
    keyOf(mail);
    await requestsSettled(n + 1);
  });

  it('answers exactly the same for unknown, inactive and single-sign-on-only users, and mails none of them', async () => {
    const inactive = await t.company('Dormant');
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [inactive.user.id]);
    const n = await requestCount();
    const answers = [];
    for (const email of ['user@resetco.test', 'nobody@resetco.test', 'user@dormant.test', 'user@ssoonly.test']) {
      const res = await requestReset(email);
      answers.push(JSON.stringify([res.statusCode, res.headers['content-type'], res.body]));
    }
    expect(new Set(answers).size).toBe(1);
    await box.take('user@resetco.test');
    await requestsSettled(n + 4);
    expect(box.mails).toEqual([]);
    const outcomes = await t.db.query<{ detail: { outcome: string } }>(
      `SELECT detail FROM audit_events WHERE kind = 'password_reset_requested' ORDER BY id DESC LIMIT 4`,
    );
    // the four were handled concurrently, so their order in the log is not fixed
    expect(outcomes.map((o) => o.detail.outcome).sort()).toEqual(['inactive', 'local_sign_in_off', 'sent', 'unknown_email']);
  });

  it('refuses a body without a valid email address', async () => {
    const res = await requestReset('not an address');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('validation_failed');
  });
});

describe('setting a new password with the mailed key', () => {
  it('follows the link: rules with clear messages, then the new password works, every session ends, the key is used up', async () => {
    const c = await t.company('Flowco');
    const second = cookieOf(await login(c.user.email, TEST_PASSWORD));
    expect((await me(c.user.cookie)).statusCode).toBe(200);
    const n = await requestCount();
    await requestReset(c.user.email);
    const key = keyOf(await box.take(c.user.email));
    await requestsSettled(n + 1);

    for (const [password, message] of [
      ['short', 'Use at least 10 characters'],
      [c.user.email.toUpperCase(), 'Do not use your email address as password'],
      ['zzzzzzzzzzzzzz', 'Do not repeat a single character'],
      ['Wachtwoord123', 'This password is too common; choose another one'],
      ['x'.repeat(201), 'Use at most 200 characters'],
      // the server's common-password and pattern check (zxcvbn's dictionaries), with the user's own words
      ['Welkom01234', 'This password is too easy to guess'],
      ['Plotwise2026', 'This password is too easy to guess'],
      ['0123456789', 'This password is too easy to guess'],
      ['Flowco2026!', 'This password is too easy to guess'], // the company's name: a strong password without it
    ] as const) {
      const res = await reset(key, password);
      expect(res.statusCode).toBe(400);
      const err = JSON.parse(res.body).error;
      expect(err.code).toBe('validation_failed');
      expect(err.message).toContain(message);
      expect(err.details.problems[0].message).toContain(message);
      expect(err.details.issues[0]).toMatchObject({ path: ['password'], message: expect.stringContaining(message) });
    }
    // a refused password does not use up the key; the old sessions still work until the reset succeeds
    expect((await me(second)).statusCode).toBe(200);

    const ok = await reset(key, NEW_PASSWORD);
    expect(ok.statusCode).toBe(204);
    expect((await me(c.user.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(c.admin.cookie)).statusCode).toBe(200); // other users keep their sessions
    expect((await login(c.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(c.user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(cookieOf(fresh))).statusCode).toBe(200);

    const again = await reset(key, 'yet another good passphrase');
    expect(again.statusCode).toBe(400);
    expect(JSON.parse(again.body).error.code).toBe('invalid_reset_key');
    expect((await login(c.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const events = await t.db.query(`SELECT user_id, company_id FROM audit_events WHERE kind = 'password_reset'`);
    expect(events).toEqual([{ user_id: c.user.id, company_id: c.id }]);
    const [u] = await t.db.query<{ password_changed_at: Date | null }>('SELECT password_changed_at FROM users WHERE id = $1', [c.user.id]);
    expect(u!.password_changed_at).toBeInstanceOf(Date);
  });

  it('refuses unknown and expired keys with one clear error', async () => {
    const c = await t.company('Expireco');
    const n = await requestCount();
    await requestReset(c.user.email);
    const key = keyOf(await box.take(c.user.email));
    await requestsSettled(n + 1);
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [c.user.id]);
    const expired = await reset(key, NEW_PASSWORD);
    const unknown = await reset('A'.repeat(43), NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(unknown.body);
    expect(JSON.parse(expired.body).error).toMatchObject({ code: 'invalid_reset_key', message: expect.stringMatching(/expired/) });
    expect((await login(c.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a later request voids the earlier key', async () => {
    const c = await t.company('Twiceco');
    const n = await requestCount();
    await requestReset(c.user.email);
    const first = keyOf(await box.take(c.user.email));
    await requestsSettled(n + 1);
    await requestReset(c.user.email);
    const second = keyOf(await box.take(c.user.email));
    await requestsSettled(n + 2);
    expect(second).not.toBe(first);
    expect(JSON.parse((await reset(first, NEW_PASSWORD)).body).error.code).toBe('invalid_reset_key');
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('a password changed in another way voids the key, and so does the company switching to single sign-on', async () => {
    const c = await t.company('Changeco');
    const n = await requestCount();
    await requestReset(c.user.email);
    const key = keyOf(await box.take(c.user.email));
    await requestsSettled(n + 1);
    await t.db.query(`UPDATE users SET password_hash = 'changed-elsewhere' WHERE id = $1`, [c.user.id]);
    expect(JSON.parse((await reset(key, NEW_PASSWORD)).body).error.code).toBe('invalid_reset_key');

    await requestReset(c.admin.email);
    const adminKey = keyOf(await box.take(c.admin.email));
    await requestsSettled(n + 2);
    await setCompanyAuthentications(t.db, c.id, { local: false, azure: true });
    expect(JSON.parse((await reset(adminKey, NEW_PASSWORD)).body).error.code).toBe('invalid_reset_key');
  });
});

describe('mail without SMTP_URL', () => {
  it('goes to the log, with a warning at start-up', async () => {
    const lines: Array<[string, unknown, string?]> = [];
    const log = {
      warn: (msg: string) => lines.push(['warn', msg]),
      info: (obj: unknown, msg: string) => lines.push(['info', obj, msg]),
    } as unknown as Parameters<typeof createMailer>[1];
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Plotwise <x@y.nl>' }, log);
    await mailer.sendMail({ to: 'anna@example.nl', subject: 'Hi', text: 'link' });
    expect(lines[0]).toEqual(['warn', expect.stringContaining('SMTP_URL is not set')]);
    expect(lines[1]).toEqual([
      'info',
      { mail: { from: 'Plotwise <x@y.nl>', to: 'anna@example.nl', subject: 'Hi', text: 'link' } },
      'mail (not sent: SMTP_URL is not set)',
    ]);
  });
});

describe('reset mail limits', () => {
  it(`at most ${RESET_MAILS_PER_ACCOUNT_PER_HOUR} mails an hour per account and ${RESET_MAILS_PER_ADDRESS_PER_HOUR} per client address; the answer never changes`, async () => {
    const own = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL });
    try {
      const c = await own.company('Floodco');
      const n0 = (await own.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE kind = 'password_reset_requested'`))[0]!.n;
      const ask = async (email: string, ip: string) => {
        const res = await own.app.inject({ method: 'POST', url: '/api/auth/password-reset-request', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });
        expect(JSON.parse(res.body)).toEqual(RESET_REQUEST_ANSWER);
      };
      const outcomes = async (n: number) => {
        for (let i = 0; i < 200; i++) {
          const rows = await own.db.query<{ outcome: string }>(`SELECT detail->>'outcome' AS outcome FROM audit_events WHERE kind = 'password_reset_requested' ORDER BY id`);
          if (rows.length >= n0 + n) return rows.slice(n0).map((r) => r.outcome);
          await new Promise((res) => setTimeout(res, 50));
        }
        throw new Error('requests did not settle');
      };
      // one account, from several addresses (a spoofed or rotating address does not help)
      for (let i = 0; i < RESET_MAILS_PER_ACCOUNT_PER_HOUR + 2; i++) {
        await ask(c.user.email, `10.0.0.${i + 1}`);
        await outcomes(i + 1);
      }
      expect(await outcomes(RESET_MAILS_PER_ACCOUNT_PER_HOUR + 2)).toEqual([...Array(RESET_MAILS_PER_ACCOUNT_PER_HOUR).fill('sent'), 'throttled', 'throttled']);
      // one address, many accounts
      const others = await Promise.all(Array.from({ length: RESET_MAILS_PER_ADDRESS_PER_HOUR + 1 }, (_, i) => own.company(`Flood${String.fromCharCode(97 + i)}co`)));
      for (const [i, o] of others.entries()) {
        await ask(o.user.email, '10.9.9.9');
        await outcomes(RESET_MAILS_PER_ACCOUNT_PER_HOUR + 3 + i);
      }
      expect((await outcomes(RESET_MAILS_PER_ACCOUNT_PER_HOUR + 2 + others.length)).slice(-2)).toEqual(['sent', 'throttled']);
    } finally {
      await own.stop();
    }
  });

  it('a burst of simultaneous requests for one account still sends at most the limit', async () => {
    const own = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL });
    try {
      const c = await own.company('Burstco');
      const burst = 12;
      await Promise.all(
        Array.from({ length: burst }, (_, i) =>
          own.app.inject({ method: 'POST', url: '/api/auth/password-reset-request', remoteAddress: `10.1.0.${i + 1}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: c.user.email }) }),
        ),
      );
      const settled = async () => {
        for (let i = 0; i < 200; i++) {
          const rows = await own.db.query<{ outcome: string }>(`SELECT detail->>'outcome' AS outcome FROM audit_events WHERE kind = 'password_reset_requested' AND user_id = $1`, [c.user.id]);
          if (rows.length >= burst) return rows.map((r) => r.outcome);
          await new Promise((res) => setTimeout(res, 50));
        }
        throw new Error('requests did not settle');
      };
      const outcomes = await settled();
      expect(outcomes.filter((o) => o === 'sent')).toHaveLength(RESET_MAILS_PER_ACCOUNT_PER_HOUR);
      expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(burst - RESET_MAILS_PER_ACCOUNT_PER_HOUR);
    } finally {
      await own.stop();
    }
  });
});
