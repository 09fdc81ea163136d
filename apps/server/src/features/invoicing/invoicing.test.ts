import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceTiers, type AccountingContact, type InvoiceRunResult, type InvoicingConnection, type InvoicingOverview } from '@plotwise/contracts';
import { loadConfig } from '../../config';
import { createMailer } from '../../mail/createMailer';
import { TestApp, type TestCompany } from '../../test/testApp';
import { invoiceRunJob } from '../scheduler/invoiceRunJob';
import { startTrapServer } from '../../http/testing/trapServer';
import { runInvoices } from './invoiceRun';
import { MoneybirdError, moneybirdClient } from './moneybirdClient';
import { startMoneybirdServer, type LocalMoneybird } from './testing/moneybirdServer';

// Invoicing through Moneybird (issue #20 item 3) against a local server that answers as Moneybird's API v2 does.
let t: TestApp;
let mb: LocalMoneybird;
let staff: TestCompany;
let alfa: TestCompany; // premium, linked to a contact made in Moneybird
let bravo: TestCompany; // enterprise, created as a contact from here
let echo: TestCompany; // essential, one user deactivated; its contact has no e-mail address (Moneybird refuses to send: 422)
let fox: TestCompany; // professional, not linked at first
let trial: TestCompany; // premium tier on a trial subscription
let pilot: TestCompany; // pilot tier

const PRICES = { essential: 2500, premium: 5000, professional: 6000, enterprise: 8000 };
const settings = (over: Record<string, unknown> = {}) => ({ apiToken: mb.token, administrationId: mb.administrationId, baseUrl: mb.url, prices: PRICES, ...over });
const run = (period: string) => t.json<InvoiceRunResult>('POST', '/api/admin/invoicing/run', staff.admin, { period }, 200);
const overview = () => t.json<InvoicingOverview>('GET', '/api/admin/invoicing', staff.admin);
const rowsOf = (period: string) =>
  t.db.query<{ id: number; company_id: number; state: string; users: number; amount_cents: number; error: string | null; attempts: number; moneybird_invoice_id: string | null }>(
    'SELECT id, company_id, state, users, amount_cents, error, attempts, moneybird_invoice_id FROM invoices WHERE period = $1 ORDER BY company_id',
    [period],
  );
/** how many sales invoices Moneybird holds per reference of the period (the idempotency key PW-{period}-{company}) */
const madeInMoneybird = (period: string) => {
  const counts = new Map<string, number>();
  for (const inv of mb.invoices.values()) if (inv.reference?.startsWith(`PW-${period}-`)) counts.set(inv.reference, (counts.get(inv.reference) ?? 0) + 1);
  return counts;
};
const key = (period: string, c: TestCompany) => `PW-${period}-${c.id}`;

beforeAll(async () => {
  mb = await startMoneybirdServer();
  t = await TestApp.start();
  staff = await t.company('Plotwise Support', { staff: true, licence: licenceTiers.staff });
  alfa = await t.company('Alfa Ontwikkeling');
  bravo = await t.company('Bravo Bouw', { licence: licenceTiers.enterprise });
  echo = await t.company('Echo Essentieel', { licence: licenceTiers.essential });
  fox = await t.company('Fox Projecten', { licence: licenceTiers.professional });
  trial = await t.company('Proef Vastgoed');
  pilot = await t.company('Pilot Gemeente', { licence: licenceTiers.pilot });
  await t.db.query(`UPDATE companies SET subscription = 'trial' WHERE id = $1`, [trial.id]);
  await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [echo.user.id]);
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await mb?.close();
});

describe('invoicing through Moneybird', () => {
  it('is for staff only', async () => {
    for (const who of [alfa.admin, alfa.user]) {
      expect((await t.request('GET', '/api/admin/invoicing', { as: who })).statusCode).toBe(403);
      expect((await t.request('PUT', '/api/admin/invoicing/settings', { as: who, body: settings() })).statusCode).toBe(403);
      expect((await t.request('POST', '/api/admin/invoicing/run', { as: who, body: { period: '2026-11' } })).statusCode).toBe(403);
      expect((await t.request('POST', `/api/admin/invoicing/companies/${alfa.id}/contact`, { as: who, body: { contactId: '1' } })).statusCode).toBe(403);
    }
    expect(await t.db.query('SELECT api_token FROM invoicing_settings')).toEqual([{ api_token: null }]);
  });

  it('without a token says what to configure, and the job does nothing', async () => {
    const o = await overview();
    expect(o.connection).toMatchObject({ configured: false, tokenSet: false, tokenLast4: null, administrationId: null, baseUrl: 'https://moneybird.com/api/v2' });
    const refused = await t.request('POST', '/api/admin/invoicing/run', { as: staff.admin, body: { period: '2026-11' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'accounting_not_configured', message: expect.stringMatching(/set the API token and the administration id on \/admin\/moneybird/) });
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const ctx = { db: t.db, config, log: t.app.log, mailer: createMailer(config, t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport, now: new Date('2026-12-01T05:00:00Z') };
    expect((await invoiceRunJob.run(ctx)).summary).toMatch(/^nothing invoiced: Moneybird is not configured/);
    expect(await rowsOf('2026-11')).toEqual([]);
  });

  it('keeps the token on the server: the answers show only that it is set and its last 4 characters', async () => {
    const bad = await t.request('PUT', '/api/admin/invoicing/settings', { as: staff.admin, body: settings({ administrationId: 'abc', baseUrl: 'ftp://x', prices: { ...PRICES, premium: -1 } }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/administrationId: .*baseUrl: .*prices\.premium: /);
    const saved = await t.json<InvoicingConnection>('PUT', '/api/admin/invoicing/settings', staff.admin, settings(), 200);
    expect(saved).toMatchObject({ configured: true, tokenSet: true, tokenLast4: mb.token.slice(-4), administrationId: mb.administrationId, baseUrl: mb.url, prices: PRICES });
    expect(JSON.stringify(saved)).not.toContain(mb.token);
    expect(JSON.stringify(await overview())).not.toContain(mb.token);
    const audit = await t.json<unknown[]>('GET', '/api/admin/audit/list?kind=invoicing_settings_changed', staff.admin);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(mb.token);
    // left out, the token stays
    await t.json('PUT', '/api/admin/invoicing/settings', staff.admin, { ...settings(), apiToken: undefined }, 200);
    expect((await overview()).connection.tokenLast4).toBe(mb.token.slice(-4));
  });

  it('links customers to Moneybird contacts: found there, or created once', async () => {
    const made = mb.addContact({ company_name: 'Alfa Ontwikkeling B.V.', email: 'facturen@alfa.test' });
    const found = await t.json<AccountingContact[]>('GET', '/api/admin/invoicing/contacts?query=alfa', staff.admin);
    expect(found).toEqual([{ id: made.id, companyName: 'Alfa Ontwikkeling B.V.', email: 'facturen@alfa.test' }]);
    await t.json('POST', `/api/admin/invoicing/companies/${alfa.id}/contact`, staff.admin, { contactId: made.id }, 200);
    expect(await t.db.query('SELECT administration_id FROM companycfgs WHERE company_id = $1', [alfa.id])).toEqual([{ administration_id: made.id }]);

    const unknown = await t.request('POST', `/api/admin/invoicing/companies/${alfa.id}/contact`, { as: staff.admin, body: { contactId: '999' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found', message: 'Moneybird has no contact 999' });

    const newContact = { companyName: 'Bravo Bouw B.V.', email: 'administratie@bravo.test' };
    const first = await t.json<{ contact: AccountingContact }>('POST', `/api/admin/invoicing/companies/${bravo.id}/contact/new`, staff.admin, newContact, 200);
    const again = await t.json<{ contact: AccountingContact }>('POST', `/api/admin/invoicing/companies/${bravo.id}/contact/new`, staff.admin, newContact, 200);
    expect(again.contact.id).toBe(first.contact.id);
    expect([...mb.contacts.values()].filter((c) => c.customer_id === `plotwise-${bravo.id}`)).toHaveLength(1);

    const noMail = mb.addContact({ company_name: 'Echo Essentieel' });
    await t.json('POST', `/api/admin/invoicing/companies/${echo.id}/contact`, staff.admin, { contactId: noMail.id }, 200);
    const customers = (await overview()).customers;
    expect(customers.find((c) => c.companyId === bravo.id)).toMatchObject({ contactId: first.contact.id, users: 2, notInvoiced: null });
    expect(customers.find((c) => c.companyId === echo.id)).toMatchObject({ users: 1, notInvoiced: null });
    expect(customers.find((c) => c.companyId === trial.id)).toMatchObject({ notInvoiced: 'trial' });
    expect(customers.find((c) => c.companyId === pilot.id)).toMatchObject({ notInvoiced: 'trial' });
    expect(customers.find((c) => c.companyId === staff.id)).toMatchObject({ notInvoiced: 'tier' });
  });

  it('an invoice run, repeated, makes one invoice per company; trial and pilot companies are not invoiced', async () => {
    const first = await run('2026-11');
    expect(first).toMatchObject({ period: '2026-11', sent: 2, failed: 2, unchanged: 0 });
    expect(first.failures).toEqual([
      { companyName: 'Echo Essentieel', error: expect.stringMatching(/Moneybird refused it \(422\): email_address can't be blank/) },
      { companyName: 'Fox Projecten', error: expect.stringMatching(/not linked to a Moneybird contact/) },
    ]);
    const rows = await rowsOf('2026-11');
    expect(rows.map((r) => [r.company_id, r.state, r.users, r.amount_cents])).toEqual([
      [alfa.id, 'open', 2, 2 * 5000],
      [bravo.id, 'open', 2, 2 * 8000],
      [echo.id, 'failed', 1, 2500],
      [fox.id, 'failed', 2, 2 * 6000],
    ]);
    // what Moneybird got: the contact, the key as reference, a line of users x price for the month, and it was sent
    const alfaInvoice = mb.invoices.get(rows[0]!.moneybird_invoice_id!)!;
    expect(alfaInvoice).toMatchObject({ contact_id: mb.contacts.get(alfaInvoice.contact_id)!.id, reference: key('2026-11', alfa), state: 'open', prices_are_incl_tax: false, total_price_excl_tax: '100.0' });
    expect(alfaInvoice.details).toMatchObject([{ description: 'Plotwise Premium, november 2026: 2 gebruikers', price: '50.0', amount: '2', period: '20261101..20261130' }]);
    expect(mb.requests.every((r) => r.authorized)).toBe(true);

    // again: nothing made twice; the failed ones are tried again (Echo's draft is sent again, not made again)
    const second = await run('2026-11');
    expect(second).toMatchObject({ sent: 0, failed: 2, unchanged: 2 });
    expect([...madeInMoneybird('2026-11')]).toEqual([
      [key('2026-11', alfa), 1],
      [key('2026-11', bravo), 1],
      [key('2026-11', echo), 1],
    ]);
    expect((await rowsOf('2026-11')).find((r) => r.company_id === echo.id)).toMatchObject({ state: 'failed', attempts: 2 });

    // fixed: Echo gets an address in Moneybird and is retried alone; Fox is linked and the next run takes it
    const echoRow = (await rowsOf('2026-11')).find((r) => r.company_id === echo.id)!;
    mb.contacts.get(mb.invoices.get(echoRow.moneybird_invoice_id!)!.contact_id)!.send_invoices_to_email = 'boekhouding@echo.test';
    expect(await t.json<InvoiceRunResult>('POST', `/api/admin/invoicing/invoices/${echoRow.id}/retry`, staff.admin, {}, 200)).toMatchObject({ sent: 1, failed: 0 });
    const again = await t.request('POST', `/api/admin/invoicing/invoices/${echoRow.id}/retry`, { as: staff.admin, body: {} });
    expect(again.json().error.code).toBe('conflict');
    await t.json('POST', `/api/admin/invoicing/companies/${fox.id}/contact/new`, staff.admin, { companyName: 'Fox Projecten', email: 'fin@fox.test' }, 200);
    expect(await run('2026-11')).toMatchObject({ sent: 1, failed: 0, unchanged: 3 });
    expect(await run('2026-11')).toMatchObject({ sent: 0, failed: 0, unchanged: 4 });
    expect([...madeInMoneybird('2026-11').values()]).toEqual([1, 1, 1, 1]);
    expect((await rowsOf('2026-11')).map((r) => r.state)).toEqual(['open', 'open', 'open', 'open']);
    expect((await rowsOf('2026-11')).map((r) => r.company_id)).not.toContain(trial.id);
  });

  it('two runs at once make one invoice per company', async () => {
    const [x, y] = await Promise.all([run('2026-10'), run('2026-10')]);
    expect(x.sent + y.sent).toBe(4);
    expect([...madeInMoneybird('2026-10').values()]).toEqual([1, 1, 1, 1]);
  });

  it('a refused token (401) leaves the invoices failed with the reason; with the right token the next run makes them', async () => {
    await t.json('PUT', '/api/admin/invoicing/settings', staff.admin, settings({ apiToken: 'not-the-right-token' }), 200);
    const before = mb.requests.length;
    const refused = await run('2026-12');
    expect(refused).toMatchObject({ sent: 0, failed: 4 });
    // the first refusal stops the run's calls: Moneybird is not asked three more times with a bad token
    expect(mb.requests.slice(before).map((r) => r.authorized)).toEqual([false]);
    for (const r of await rowsOf('2026-12')) expect(r).toMatchObject({ state: 'failed', error: expect.stringMatching(/refused the API token \(401\): Token is invalid/) });
    await t.json('PUT', '/api/admin/invoicing/settings', staff.admin, settings(), 200);
    expect(await run('2026-12')).toMatchObject({ sent: 4, failed: 0 });
    expect([...madeInMoneybird('2026-12').values()]).toEqual([1, 1, 1, 1]);
  });

  it('a 422 on making the invoice leaves it failed with what Moneybird said', async () => {
    mb.failNext({ status: 422, body: { error: { contact: ['must exist'] }, details: { contact: [{ error: 'blank' }] } } }, { method: 'POST', path: /^\/sales_invoices\.json$/ });
    const r = await run('2027-02');
    expect(r).toMatchObject({ sent: 3, failed: 1 });
    expect(r.failures[0]!.error).toBe('Moneybird refused it (422): contact must exist');
    expect(await run('2027-02')).toMatchObject({ sent: 1, failed: 0, unchanged: 3 });
    expect([...madeInMoneybird('2027-02').values()]).toEqual([1, 1, 1, 1]);
  });

  it('a timeout leaves the invoice failed; Moneybird made it meanwhile, and the next run finds it by its reference', async () => {
    mb.failNext({ delayMs: 1500 }, { method: 'POST', path: /^\/sales_invoices\.json$/ });
    const r = await runInvoices(t.db, '2027-01', { timeoutMs: 400 });
    expect(r).toMatchObject({ sent: 3, failed: 1 });
    expect(r.failures[0]!.error).toMatch(/did not answer within 0\.4 s \(timeout\)/);
    await new Promise((ok) => setTimeout(ok, 1500));
    // Moneybird holds the late one already: the retry sends it instead of making a second
    expect([...madeInMoneybird('2027-01').values()]).toEqual([1, 1, 1, 1]);
    expect(await run('2027-01')).toMatchObject({ sent: 1, failed: 0 });
    expect([...madeInMoneybird('2027-01').values()]).toEqual([1, 1, 1, 1]);
    expect((await rowsOf('2027-01')).map((r) => r.state)).toEqual(['open', 'open', 'open', 'open']);
  });

  it('never sends the token to another host: a redirect there is refused, 0 requests reach the trap; one on its own host is followed', async () => {
    const trap = await startTrapServer();
    try {
      const client = moneybirdClient({ baseUrl: mb.url, administrationId: mb.administrationId, token: mb.token });
      mb.failNext({ redirect: 302, location: `${trap.url}/api/v2/${mb.administrationId}/contacts.json` }, { method: 'GET', path: /^\/contacts\.json$/ });
      const refused = await client.searchContacts('Alfa').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(MoneybirdError);
      expect((refused as MoneybirdError).message).toMatch(/redirected to 127\.0\.0\.1:\d+, not 127\.0\.0\.1:\d+: refused, nothing was sent there; the API token was not sent there/);
      // a POST with a 307 would be sent again with its body and token: refused as well
      mb.failNext({ redirect: 307, location: `${trap.url}/steal` }, { method: 'POST' });
      await expect(client.createContact({ company_name: 'X', send_invoices_to_email: 'x@example.com', customer_id: 'trap' })).rejects.toBeInstanceOf(MoneybirdError);
      expect(trap.hits).toEqual([]);
      // within Moneybird's own host a redirect is followed, with the token
      mb.failNext({ redirect: 301, location: `/api/v2/${mb.administrationId}/contacts.json?query=Alfa&per_page=25&moved=1` }, { method: 'GET', path: /^\/contacts\.json$/ });
      expect(Array.isArray(await client.searchContacts('Alfa'))).toBe(true);
      expect(mb.requests.at(-1)).toMatchObject({ path: expect.stringContaining('moved=1'), authorized: true });
    } finally {
      await trap.close();
    }
  });

  it('refreshes the states from Moneybird (paid, late) and shows them per customer', async () => {
    const [a, b] = await rowsOf('2026-11');
    mb.setInvoiceState(a!.moneybird_invoice_id!, 'paid');
    mb.setInvoiceState(b!.moneybird_invoice_id!, 'late');
    expect(await t.json('POST', '/api/admin/invoicing/refresh', staff.admin, {}, 200)).toMatchObject({ updated: 2, error: null });
    const customers = (await overview()).customers;
    const states = (c: TestCompany) => customers.find((x) => x.companyId === c.id)!.invoices.map((i) => [i.period, i.state]);
    expect(states(alfa)).toEqual([
      ['2027-02', 'open'],
      ['2027-01', 'open'],
      ['2026-12', 'open'],
      ['2026-11', 'paid'],
      ['2026-10', 'open'],
    ]);
    expect(states(bravo)).toContainEqual(['2026-11', 'late']);
    expect(states(trial)).toEqual([]);
  });

  it('the monthly job invoices the month before', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const ctx = { db: t.db, config, log: t.app.log, mailer: createMailer(config, t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport, now: new Date('2027-04-01T04:00:00Z') };
    const done = await invoiceRunJob.run(ctx);
    expect(done.summary).toMatch(/^2027-03: 4 invoices sent, 0 failed, 0 invoiced before; \d+ of \d+ open invoices changed state$/);
    expect((await invoiceRunJob.run(ctx)).counts).toMatchObject({ sent: 0, unchanged: 4 });
    expect([...madeInMoneybird('2027-03').values()]).toEqual([1, 1, 1, 1]);
  });
});
