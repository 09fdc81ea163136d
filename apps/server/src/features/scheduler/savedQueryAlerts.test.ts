import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestMailbox } from '../../auth/reset/testMailbox';
import { loadConfig } from '../../config';
import { createMailer, type Mailer } from '../../mail/createMailer';
import { TestApp, type TestCompany } from '../../test/testApp';
import { insertSyntheticTown, type SyntheticTown } from '../search/testing/syntheticGeodata';
import type { JobContext } from './jobDefinition';
import { savedQueryRunsJob } from './savedQueryRunsJob';

// Issue #20, must show: a saved query gets a new matching plot after an import -> the scheduled run finds it -> the
// user receives an alert e-mail on the test SMTP server; its unsubscribe link works signed out; a bounce is marked
// and a failed send is sent again by the next run.
const PUBLIC_URL = 'https://plotwise.example.nl';
let t: TestApp;
let box: TestMailbox;
let a: TestCompany;
let town: SyntheticTown;
let queryId: number;
const refused = new Set<string>();

beforeAll(async () => {
  box = await TestMailbox.start({ refuse: (address) => refused.has(address) });
  t = await TestApp.start({ SMTP_URL: box.url, PUBLIC_URL });
  a = await t.company('Zoekbureau');
  town = await insertSyntheticTown(t.db, 20, 15);
  await t.app.siteSearch.refresh();
}, 600_000);
afterAll(async () => {
  await t?.stop();
  await box?.stop();
});

const context = (mailer?: Mailer): JobContext => {
  const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: box.url, PUBLIC_URL });
  return { db: t.db, config, log: t.app.log, mailer: mailer ?? createMailer(config, t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport, now: new Date() };
};

/** An import that brings one new parcel of 1.2 ha in the town (its own import run, as an importer writes it). */
async function importBigParcel(identificatie: string, offset: number) {
  const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'new parcel', 'succeeded', now()) RETURNING id`);
  const x = town.extent.minX + 5 + offset;
  const y = town.extent.minY + 5;
  await t.db.query(
    `INSERT INTO geo_plots (run_id, area, identificatie, kadastrale_gemeente_code, kadastrale_gemeente, sectie, perceelnummer, kadastrale_grootte, geom)
     VALUES ($1, 'test', $2, 'TST01', 'Testdorp', 'A', $3, 12000, ST_GeomFromText($4, 28992))`,
    [run!.id, identificatie, 9000 + offset, `MULTIPOLYGON(((${x} ${y},${x + 120} ${y},${x + 120} ${y + 100},${x} ${y + 100},${x} ${y})))`],
  );
  t.app.siteSearch.afterImport();
  await t.app.siteSearch.refresh();
}

describe('saved-query alerts', () => {
  it('a plot that newly matches after an import is mailed to the user who follows the query, in their language and company style', async () => {
    const created = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, { name: 'Grote kavels', cfg: { filters: [{ key: 'size', param1: 10_000, order: 10 }] } });
    queryId = created.id;
    // the user runs it once: they follow it from now on (no plot of the town is that large)
    expect((await t.request('POST', `/api/search/run/${queryId}`, { as: a.user, body: {} })).json()).toMatchObject({ count: 0 });
    await t.json('PATCH', `/api/users/detail/${a.user.id}`, a.user, { cfg: { language: 'en' } }, 200);

    const quiet = await savedQueryRunsJob.run(context());
    expect(quiet.counts).toMatchObject({ queries: 1, newPlots: 0, sent: 0 });
    expect(box.mails).toEqual([]);

    await importBigParcel('TST01A9000G0000', 0);
    const found = await savedQueryRunsJob.run(context());
    expect(found.counts).toMatchObject({ queries: 1, newPlots: 1, sent: 1, failed: 0 });
    const mail = await box.take(a.user.email);
    expect(mail.subject).toBe('1 new plot for "Grote kavels"');
    expect(mail.text).toContain('TST01A9000G0000');
    expect(mail.text).toContain(`${PUBLIC_URL}/opportunities/queries/${queryId}/activity`);
    expect(mail.html).toContain('Zoekbureau · Plotwise');
    expect(mail.html).toContain('background:#0b6e4f');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/plotwise\.example\.nl\/api\/mail\/unsubscribe\?token=[\w-]{32}>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // the run is stored as the scheduled run, and the plot is not new the next time
    expect((await savedQueryRunsJob.run(context())).counts).toMatchObject({ newPlots: 0, sent: 0 });
    expect(box.mails).toEqual([]);
  }, 120_000);

  it('the unsubscribe link asks first, works signed out and one-click, and stops the alerts', async () => {
    const log = await t.db.query<{ id: number }>(`SELECT id FROM mail_log WHERE kind = 'saved_query_alert' AND state = 'sent'`);
    expect(log).toHaveLength(1);
    // the token is only in the mail: take it from a fresh alert
    await importBigParcel('TST01A9001G0000', 200);
    await savedQueryRunsJob.run(context());
    const mail = await box.take(a.user.email);
    const url = /<(https:[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const path = url.replace(PUBLIC_URL, '');
    const page = await t.request('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop receiving alerts about new plots for your saved searches?');
    expect(page.body).toContain('<form method="post"');
    const alertsOn = async () => (await t.db.query<{ alerts: boolean | null }>(`SELECT e.alerts FROM user_emails e JOIN user_cfgs c ON c.id = e.usercfg_id WHERE c.user_id = $1`, [a.user.id]))[0]?.alerts;
    expect(await alertsOn()).not.toBe(false); // looking changes nothing
    const oneClick = await t.request('POST', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('You no longer receive alerts');
    expect(await alertsOn()).toBe(false);
    expect((await t.request('GET', path)).body).toContain('You no longer receive alerts');
    expect((await t.request('GET', '/api/mail/unsubscribe?token=' + 'x'.repeat(32))).statusCode).toBe(404);
    expect((await t.request('GET', '/api/mail/unsubscribe?token=bad')).statusCode).toBe(400);

    await importBigParcel('TST01A9002G0000', 400);
    expect((await savedQueryRunsJob.run(context())).counts).toMatchObject({ newPlots: 1, sent: 0 });
    expect(box.mails).toEqual([]);
    await t.json('PATCH', `/api/users/detail/${a.user.id}`, a.user, { cfg: { emails: { alerts: true } } }, 200);
    expect(await alertsOn()).toBe(true);
  }, 120_000);

  it('marks an address the SMTP server refuses, sends nothing more to it, and sends a failed mail again on the next run', async () => {
    refused.add(a.user.email);
    await importBigParcel('TST01A9003G0000', 600);
    expect((await savedQueryRunsJob.run(context())).counts).toMatchObject({ newPlots: 1, sent: 0, bounced: 1 });
    const [bounce] = await t.db.query<{ reason: string }>(`SELECT reason FROM mail_bounces WHERE address = $1`, [a.user.email]);
    expect(bounce?.reason).toMatch(/550/);
    refused.delete(a.user.email);
    await importBigParcel('TST01A9004G0000', 800);
    expect((await savedQueryRunsJob.run(context())).counts).toMatchObject({ newPlots: 1, sent: 0, suppressed: 1 });
    await t.db.query(`DELETE FROM mail_bounces`);

    // SMTP down: the alert is kept as failed with its error, and the next run sends it
    const down = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Plotwise <no-reply@plotwise.local>' }, t.app.log);
    await importBigParcel('TST01A9005G0000', 1000);
    expect((await savedQueryRunsJob.run(context(down))).counts).toMatchObject({ newPlots: 1, sent: 0, failed: 1 });
    const [failed] = await t.db.query<{ error: string }>(`SELECT error FROM mail_log WHERE state = 'failed'`);
    expect(failed?.error).toMatch(/ECONNREFUSED/);
    expect((await savedQueryRunsJob.run(context())).counts).toMatchObject({ newPlots: 0, sent: 1 });
    expect((await box.take(a.user.email)).text).toContain('TST01A9005G0000');
    expect(await t.db.query(`SELECT id FROM mail_log WHERE state = 'failed'`)).toEqual([]);
  }, 120_000);
});
