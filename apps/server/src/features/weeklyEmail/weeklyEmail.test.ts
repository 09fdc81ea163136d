import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ContentImage } from '@plotwise/contracts';
import { TestMailbox } from '../../auth/reset/testMailbox';
import { loadConfig } from '../../config';
import { createMailer } from '../../mail/createMailer';
import { TestApp, type TestCompany } from '../../test/testApp';
import { multipart } from '../../test/multipart';
import { weeklyEmailJob } from '../scheduler/weeklyEmailJob';

// Issue #20 items 1 and 2: the weekly e-mail to users who chose it: news, their open tasks, new matches of the
// saved queries they follow, and the changes others made on their locations; nothing for an empty week or for
// "never"; a repeated run mails nobody twice; its unsubscribe link sets the choice to never.
const PUBLIC_URL = 'https://plotwise.example.nl';
let t: TestApp;
let box: TestMailbox;
let a: TestCompany;
let quiet: TestCompany;
let staff: TestCompany;

beforeAll(async () => {
  box = await TestMailbox.start();
  t = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL });
  staff = await t.company('Plotwise Redactie', { staff: true });
  a = await t.company('Ontwikkelaar West');
  quiet = await t.company('Stil Bureau');
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await box?.stop();
});

const run = (now = new Date()) => {
  const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: box.url, PUBLIC_URL });
  return weeklyEmailJob.run({ db: t.db, config, log: t.app.log, mailer: createMailer(config, t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport, now });
};
const id = async (entity: string, body: unknown, as = a.user) => (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
const setWeekly = (who: { id: number }, as: { id: number; cookie: string; email: string }, weekly: 'never' | 'weekly') =>
  t.json('PATCH', `/api/users/detail/${who.id}`, as, { cfg: { emails: { weekly } } }, 200);

describe('the weekly e-mail', () => {
  it('tells each reader their week, in their language; an empty week and "never" get nothing', async () => {
    // everyone but a's two users chose never, except the quiet company's user, who has an empty week (and no news yet)
    for (const u of [staff.admin, staff.user, quiet.admin]) await setWeekly(u, u, 'never');
    await t.json('PATCH', `/api/users/detail/${a.user.id}`, a.user, { cfg: { language: 'en' } }, 200);
    const open = await id('customvalues', { type: 'status', name: 'Verkenning' }, a.admin);
    const deal = await id('customvalues', { type: 'status', name: 'Onderhandeling' }, a.admin);
    const loc = await id('locations', { name: 'Werf aan de Vaart', status: open });
    await t.json('PATCH', `/api/locations/detail/${loc}`, a.admin, { status: deal }, 200);
    await id('notes', { locationId: loc, type: 'task', name: 'Eigenaar bellen', status: 'open', assignedTo: a.user.id, targetAt: '2026-12-01T09:00:00Z' }, a.admin);
    await id('notes', { locationId: loc, type: 'task', name: 'Al gedaan', status: 'closed', assignedTo: a.user.id }, a.admin);
    const query = await id('searchqueries', { name: 'Grote kavels' });
    await t.db.query(
      `INSERT INTO search_runs (company_id, search_query_id, ran_by, match_count, generation, matched, complete, new_matches, top)
       VALUES ($1, $2, $3, 3, 1, '{A1,A2,A3}', true, '{A2,A3}', '[]')`,
      [a.id, query, a.user.id],
    );

    const first = await run();
    expect(first.counts).toMatchObject({ sent: 1, failed: 0 });
    const mail = await box.take(a.user.email);
    expect(mail.subject).toBe('Your week in Plotwise – Ontwikkelaar West');
    expect(mail.text).toContain('Your open tasks\n- Eigenaar bellen (Werf aan de Vaart, due 1 Dec 2026)');
    expect(mail.text).not.toContain('Al gedaan');
    expect(mail.text).toContain(`- Grote kavels (2 new plots)\n  ${PUBLIC_URL}/opportunities/queries/${query}/activity`);
    expect(mail.text).toMatch(/- Werf aan de Vaart \(status is now Onderhandeling \(by admin Test\)\)/);
    expect(mail.html).toContain(`${PUBLIC_URL}/locations/detail/${loc}/modify`);
    expect(mail.headers['list-unsubscribe']).toMatch(/unsubscribe\?token=/);
    // the admin made the change themselves and has no tasks or matches: an empty week
    expect(box.mails).toEqual([]);

    // news reaches every reader who chose weekly, in Dutch for the others
    await t.json('POST', '/api/contentitems/list', staff.admin, { name: 'Netcapaciteit op de kaart', description: '<p>Nieuw: <strong>netcongestie</strong> per gebied.</p>', level: 'important', type: 'news' });
    await t.db.query(`DELETE FROM mail_log`); // a week later
    const second = await run();
    expect(second.counts).toMatchObject({ sent: 3 });
    const dutch = await box.take(quiet.user.email);
    expect(dutch.subject).toBe('Je week in Plotwise – Stil Bureau');
    expect(dutch.text).toContain('Nieuws: Netcapaciteit op de kaart\nNieuw: netcongestie per gebied.');
    expect(dutch.html).toContain('<strong>netcongestie</strong>');
    await box.take(a.admin.email);
    await box.take(a.user.email);
    for (const u of [staff.admin, staff.user, quiet.admin]) expect(box.mails.filter((m) => m.to.includes(u.email))).toEqual([]);

    // a repeated run (a retry) mails nobody twice
    expect((await run()).counts).toMatchObject({ readers: 0, sent: 0 });
  });

  it('includes the e-mail items staff wrote for it; a hidden item never, a scheduled one from the week it is published', async () => {
    const DAY = 86_400_000;
    const item = (name: string, type: 'news' | 'email', level: string, publishAt?: string) =>
      t.json('POST', '/api/contentitems/list', staff.admin, { name, description: `<p>${name} uitgelegd.</p>`, level, type, ...(publishAt ? { publishAt } : {}) });
    await item('Exporteren naar Excel', 'email', 'promotional');
    await item('Interne notitie', 'email', 'hidden');
    // the run's clock a second after the items were made: an item counts from its creation, which must lie before it
    const now = Date.now() + 1000;
    await item('Nieuwe kaartlagen', 'email', 'default', new Date(now + 3 * DAY).toISOString());
    await t.db.query(`DELETE FROM mail_log`);
    await run(new Date(now));
    const thisWeek = await box.take(a.user.email);
    expect(thisWeek.text).toContain('Exporteren naar Excel\nExporteren naar Excel uitgelegd.');
    expect(thisWeek.html).toContain('<p>Exporteren naar Excel uitgelegd.</p>');
    expect(thisWeek.text).not.toContain('Interne notitie');
    expect(thisWeek.text).not.toContain('Nieuwe kaartlagen');
    while (box.mails.length) box.mails.pop();

    // a week later: the scheduled item is published now, the others are older than the week
    await t.db.query(`DELETE FROM mail_log`);
    await run(new Date(now + 7 * DAY + 60_000));
    const nextWeek = await box.take(a.user.email);
    expect(nextWeek.text).toContain('Nieuwe kaartlagen\nNieuwe kaartlagen uitgelegd.');
    expect(nextWeek.text).not.toContain('Exporteren naar Excel');
    expect(nextWeek.text).not.toContain('Interne notitie');
    while (box.mails.length) box.mails.pop();
  });

  it('carries a news image at an absolute public address that opens without a session; the plain text names its alt text', async () => {
    const itemId = await id('contentitems', { name: 'Kaart van de week', level: 'important', type: 'news' }, staff.admin);
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const { payload, headers } = multipart({ alt: 'Kaart met de netcongestie & meer' }, { name: 'kaart.png', type: 'image/png', data: bytes });
    const up = await t.app.inject({ method: 'POST', url: `/api/content/items/${itemId}/images`, payload, headers: { ...headers, cookie: staff.admin.cookie, 'x-requested-with': 'test' } });
    expect(up.statusCode, up.body).toBe(201);
    const { url } = up.json<ContentImage>();
    await t.json('PATCH', `/api/contentitems/detail/${itemId}`, staff.admin, { description: `<p>Bekijk de kaart.</p><img src="${url}" alt="Kaart met de netcongestie &amp; meer">` });
    await t.db.query(`DELETE FROM mail_log`);
    await run(new Date(Date.now() + 1000));
    const english = await box.take(a.user.email);
    const dutch = await box.take(quiet.user.email);
    while (box.mails.length) box.mails.pop();
    // the same public base as the unsubscribe link: a mail has no page its paths could be relative to
    expect(english.html).toContain(`<img style="max-width:100%;height:auto" src="${PUBLIC_URL}${url}" alt="Kaart met de netcongestie &amp; meer" />`);
    expect(english.html).not.toMatch(/src="\//);
    expect(english.headers['list-unsubscribe']).toContain(`<${PUBLIC_URL}/api/mail/unsubscribe?token=`);
    expect(english.text).toContain('Bekijk de kaart. [Image: Kaart met de netcongestie & meer]');
    expect(dutch.text).toContain('Bekijk de kaart. [Afbeelding: Kaart met de netcongestie & meer]');
    // the recipient opens it signed out
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(bytes)).toBe(true);
  });

  it('its unsubscribe link sets the weekly choice to never', async () => {
    await t.db.query(`DELETE FROM mail_log`);
    await run();
    const mail = await box.take(quiet.user.email);
    while (box.mails.length) box.mails.pop();
    const path = /<(https:[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!.replace(PUBLIC_URL, '');
    expect((await t.request('GET', path)).body).toContain('Wil je de wekelijkse e-mail niet meer ontvangen?');
    expect((await t.request('POST', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);
    await t.db.query(`DELETE FROM mail_log`);
    await run();
    expect(box.mails.filter((m) => m.to.includes(quiet.user.email))).toEqual([]);
  });
});
