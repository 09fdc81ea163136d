import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestMailbox } from '../../auth/reset/testMailbox';
import { createMailer } from '../../mail/createMailer';
import { TestApp, type TestCompany } from '../../test/testApp';
import { sendProductMails } from '../productMail';
import { autoReply, delayedReport, exchangeReport, postfixReport } from './dsnFixtures';
import { MAX_REPORT_BYTES } from './bounceReceiver';
import { bounceKey, signedBounceAddress } from './verp';

// Bounces that come back later as delivery reports (RFC 3464): product and reset mail leave with the bounce
// address as envelope sender; the server's own SMTP listener takes the reports sent there and marks the refused
// addresses, so the next product mail to them is suppressed; staff see the mark and allow mail again.
const PUBLIC_URL = 'https://plotwise.example.nl';
const BOUNCES = 'bounces@plotwise.example.nl';
let t: TestApp;
let box: TestMailbox;
let a: TestCompany;
let staff: TestCompany;
let port: number;
let stopped = false;

beforeAll(async () => {
  box = await TestMailbox.start();
  t = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL, MAIL_FROM: 'Plotwise <no-reply@plotwise.example.nl>', MAIL_BOUNCE_ADDRESS: BOUNCES, BOUNCE_SMTP_PORT: '0' });
  a = await t.company('Retour Bouw');
  staff = await t.company('Plotwise Support', { staff: true });
  port = (await t.app.bounceReceiver.start())!;
});
afterAll(async () => {
  if (!stopped) await t?.stop();
  await box?.stop();
});

/** The envelope sender the product's mail to `recipient` left with: where its report comes back to. */
const returnPath = async (recipient: string) => signedBounceAddress(BOUNCES, await bounceKey(t.db), recipient);

/** Deliver a raw message to the bounce listener as a mail server does (null sender, as reports have). */
async function deliver(raw: string, to = BOUNCES) {
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: '', to }, raw });
  } finally {
    transport.close();
  }
}
const refusal = (p: Promise<unknown>) => p.then(() => 'accepted', (e: { responseCode?: number }) => e.responseCode);
const bounces = () => t.db.query<{ address: string; reason: string }>(`SELECT address, reason FROM mail_bounces ORDER BY address`);
const weekly = (email: string, id: number) =>
  sendProductMails(t.db, createMailer({ SMTP_URL: box.url, MAIL_FROM: 'Plotwise <no-reply@plotwise.example.nl>', MAIL_BOUNCE_ADDRESS: BOUNCES }, t.app.log, t.db), PUBLIC_URL, 'weekly', [
    {
      to: { userId: id, companyId: a.id, email },
      subject: 'Je week in Plotwise',
      body: (url) => ({ lang: 'nl', title: 'Je week', intro: 'Niets nieuws.', sections: [], footer: 'De wekelijkse e-mail.', unsubscribe: { label: 'Afmelden', url }, company: { name: 'Retour Bouw', primaryColor: '#0b6e4f' } }),
    },
  ]);

describe('bounces that come back as delivery reports', () => {
  it('product and password-reset mail leave with the bounce address signed for their recipient as envelope sender; the visible From stays', async () => {
    expect(await weekly(a.user.email, a.user.id)).toMatchObject({ sent: 1 });
    const product = await box.take(a.user.email);
    expect(product.from).toBe(await returnPath(a.user.email));
    expect(product.from).toMatch(/^bounces\+[0-9a-f]{32}@plotwise\.example\.nl$/);
    expect(product.headers.from).toBe('Plotwise <no-reply@plotwise.example.nl>');
    expect((await t.request('POST', '/api/auth/password-reset-request', { body: { email: a.admin.email } })).statusCode).toBe(200);
    const reset = await box.take(a.admin.email);
    expect(reset.from).toBe(await returnPath(a.admin.email));
    expect(reset.headers.from).toBe('Plotwise <no-reply@plotwise.example.nl>');
  });

  it('a report marks the failed address, not the delayed one, and the next product mail to it is suppressed', async () => {
    await deliver(postfixReport(a.user.email, 'later@example.org'), await returnPath(a.user.email));
    expect(await bounces()).toEqual([{ address: a.user.email, reason: expect.stringMatching(/^delivery report 5\.1\.1: 550 5\.1\.1 <[^>]+>: Recipient address rejected/) }]);
    expect(await weekly(a.user.email, a.user.id)).toMatchObject({ sent: 0, suppressed: 1 });
    const [logged] = await t.db.query<{ state: string; error: string }>(`SELECT state, error FROM mail_log WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [a.user.email]);
    expect(logged).toMatchObject({ state: 'suppressed', error: expect.stringContaining('delivery report 5.1.1') });
    expect(box.mails).toEqual([]);
    // an Exchange report of the same kind, with the address in other case, is the same address
    await deliver(exchangeReport(a.user.email.toUpperCase()), await returnPath(a.user.email));
    expect(await bounces()).toEqual([{ address: a.user.email, reason: expect.stringContaining('5.1.10') }]);
  });

  it('staff see the mark on the users list and allow mail again, audited; the next mail is sent', async () => {
    const listed = async () =>
      (await t.json<{ email: string; bounce: { reason: string; bouncedAt: string } | null }[]>('GET', `/api/admin/users/list?companyId=${a.id}`, staff.admin)).map((u) => [u.email, u.bounce]);
    expect(await listed()).toEqual([
      [a.admin.email, null],
      [a.user.email, { reason: expect.stringContaining('5.1.10'), bouncedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) }],
    ]);
    expect((await t.request('DELETE', `/api/admin/users/detail/${a.user.id}/bounce`, { as: staff.admin })).statusCode).toBe(204);
    expect(await bounces()).toEqual([]);
    expect(await listed()).toEqual([
      [a.admin.email, null],
      [a.user.email, null],
    ]);
    // a second click changes nothing and is not audited again
    expect((await t.request('DELETE', `/api/admin/users/detail/${a.user.id}/bounce`, { as: staff.admin })).statusCode).toBe(204);
    const audit = await t.json<{ kind: string; targetEmail: string; detail: { reason: string } }[]>('GET', `/api/admin/audit/list?kind=mail_bounce_cleared`, staff.admin);
    expect(audit).toEqual([expect.objectContaining({ kind: 'mail_bounce_cleared', targetEmail: a.user.email, detail: expect.objectContaining({ reason: expect.stringContaining('5.1.10') }) })]);
    expect((await t.request('DELETE', '/api/admin/users/detail/999999/bounce', { as: staff.admin })).statusCode).toBe(404);
    expect(await weekly(a.user.email, a.user.id)).toMatchObject({ sent: 1 });
    await box.take(a.user.email);
  });

  it('a report believed only for the address its return path is signed for: forged or sent to another, it marks nothing', async () => {
    // a forged report to the plain address, or to a made-up signature, names the admin: nothing
    await deliver(postfixReport(a.admin.email));
    await deliver(postfixReport(a.admin.email), 'bounces+00000000000000000000000000000000@plotwise.example.nl');
    // a real return path of one recipient, in a report that names another: nothing for the other
    await deliver(postfixReport(a.admin.email), await returnPath(a.user.email));
    expect(await bounces()).toEqual([]);
  });

  it('a delay warning records nothing; a mail that is not a report is taken and ignored', async () => {
    await deliver(delayedReport(a.admin.email));
    await deliver(autoReply());
    expect(await bounces()).toEqual([]);
  });

  it('refuses other recipients (550) and messages over the size cap (552)', async () => {
    expect(await refusal(deliver(postfixReport(a.user.email), 'someone@plotwise.example.nl'))).toBe(550);
    const padding = `X-Padding: ${'x'.repeat(900)}\r\n`.repeat(Math.ceil(MAX_REPORT_BYTES / 900));
    expect(await refusal(deliver(padding + postfixReport(a.user.email)))).toBe(552);
    expect(await bounces()).toEqual([]);
  });

  it('stops listening when the server closes', async () => {
    stopped = true;
    await t.stop();
    expect(await refusal(deliver(postfixReport(a.user.email)))).toBe(undefined);
  });
});
