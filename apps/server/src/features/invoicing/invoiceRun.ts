import {
  invoicedTiers,
  invoiceStates,
  isTrial,
  licenceTiers,
  type CustomerInvoice,
  type InvoicedTier,
  type InvoiceRefreshResult,
  type InvoiceRunResult,
  type InvoiceState,
  type InvoicingConnection,
  type InvoicingCustomer,
  type InvoicingOverview,
  type Subscription,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { MoneybirdError, moneybirdClient, type MoneybirdClient } from './moneybirdClient';

// Invoicing through Moneybird (docs/adr/0006-invoicing-through-moneybird.md): one invoice per paying company and month.

/** The stored connection (the token stays on the server). */
interface Settings {
  apiToken: string | null;
  administrationId: string | null;
  baseUrl: string;
  prices: Record<InvoicedTier, number>;
  updatedAt: Date | null;
}

/** How a run reaches Moneybird: the timeout per request (tests shorten it). */
export interface InvoicingOptions {
  timeoutMs?: number;
}

/** A pending row older than this was left by a run that stopped half-way: the next run takes it again. */
const STALE_CLAIM = '10 minutes';
/** How many invoices per customer the overview shows. */
const SHOWN_INVOICES = 6;
/** Moneybird states that can still change (refreshed); paid and uncollectible are final. */
const LIVE_STATES = ['draft', 'scheduled', 'open', 'pending_payment', 'reminded', 'late'] as const;
/** The states a sales invoice has in Moneybird (ours: pending and failed). */
const MONEYBIRD_STATES: readonly string[] = invoiceStates.filter((s) => s !== 'pending' && s !== 'failed');

export async function readSettings(db: Db): Promise<Settings> {
  const [row] = await db.query<{ api_token: string | null; administration_id: string | null; base_url: string; prices: Record<InvoicedTier, number>; updated_at: Date | null }>(
    'SELECT api_token, administration_id, base_url, prices, updated_at FROM invoicing_settings WHERE id',
  );
  if (!row) throw new Error('invoicing_settings has no row (migration 0040)');
  return { apiToken: row.api_token, administrationId: row.administration_id, baseUrl: row.base_url, prices: row.prices, updatedAt: row.updated_at };
}

export const isConfigured = (s: Settings) => !!s.apiToken && !!s.administrationId;

/** The connection as staff see it: whether a token is set and its last 4 characters, never the token. */
export function connectionOf(s: Settings): InvoicingConnection {
  return {
    configured: isConfigured(s),
    tokenSet: !!s.apiToken,
    tokenLast4: s.apiToken ? s.apiToken.slice(-4) : null,
    administrationId: s.administrationId,
    baseUrl: s.baseUrl,
    prices: s.prices,
    updatedAt: s.updatedAt ? s.updatedAt.toISOString() : null,
  };
}

/** A client for the configured administration, or 409 accounting_not_configured saying what is missing. */
export async function configuredClient(db: Db, opts: InvoicingOptions = {}): Promise<MoneybirdClient> {
  const s = await readSettings(db);
  if (!s.apiToken || !s.administrationId) {
    const missing = [s.apiToken ? null : 'the API token', s.administrationId ? null : 'the administration id'].filter(Boolean).join(' and ');
    throw new AppError('accounting_not_configured', `Moneybird is not configured: set ${missing} on /admin/moneybird`);
  }
  return moneybirdClient({ baseUrl: s.baseUrl, administrationId: s.administrationId, token: s.apiToken, ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}) });
}

/** A Moneybird failure of a staff request as 502 accounting_unavailable with the reason; anything else unchanged. */
export function asAppError(e: unknown): unknown {
  return e instanceof MoneybirdError ? new AppError('accounting_unavailable', e.message, { status: e.status }) : e;
}

const tierName = (licence: number) => Object.entries(licenceTiers).find(([, code]) => code === licence)?.[0] ?? null;
const isInvoicedTier = (name: string | null): name is InvoicedTier => !!name && (invoicedTiers as readonly string[]).includes(name);

/** Why a company gets no invoice: a pilot or trial (by subscription or tier), or a tier that is not invoiced. */
function notInvoiced(subscription: Subscription, licence: number): InvoicingCustomer['notInvoiced'] {
  if (isTrial(subscription) || licence === licenceTiers.pilot || licence === licenceTiers.trial) return 'trial';
  return isInvoicedTier(tierName(licence)) ? null : 'tier';
}

/** The month before `now` in Dutch time, e.g. 2026-10 on 1 November 2026. */
export function previousMonth(now: Date): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The invoice line's period in Moneybird's form (20261101..20261130) and its Dutch name (november 2026). */
function periodOf(period: string): { range: string; name: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const ym = `${y}${String(m).padStart(2, '0')}`;
  return { range: `${ym}01..${ym}${last}`, name: new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1))) };
}

/** The key of a company's invoice for a period: unique in our table and sent as the invoice's reference. */
const idempotencyKey = (companyId: number, period: string) => `PW-${period}-${companyId}`;

interface CompanyRow {
  id: number;
  name: string;
  subscription: Subscription;
  licence: number;
  contact_id: string | null;
  users: number;
}

/** The companies that are not archived, with their billable users (active, not our staff) and Moneybird contact. */
const companiesSql = `
  SELECT c.id, c.name, c.subscription, c.licence, nullif(cc.administration_id, '') AS contact_id,
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id AND u.is_active AND NOT coalesce(u.is_staff, false)) AS users
    FROM companies c LEFT JOIN companycfgs cc ON cc.company_id = c.id
   WHERE NOT coalesce(c.archived, false)
   ORDER BY lower(c.name), c.id`;

interface InvoiceRow {
  id: number;
  company_id: number;
  company_name: string;
  period: string;
  idempotency_key: string;
  tier: InvoicedTier;
  users: number;
  unit_price_cents: number;
  amount_cents: number;
  moneybird_invoice_id: string | null;
  state: InvoiceState;
  error: string | null;
  attempts: number;
  updated_at: Date;
  sent_at: Date | null;
}

const presentInvoice = (r: InvoiceRow): CustomerInvoice => ({
  id: r.id,
  period: r.period,
  state: r.state,
  tier: r.tier,
  users: r.users,
  unitPriceCents: r.unit_price_cents,
  amountCents: r.amount_cents,
  moneybirdInvoiceId: r.moneybird_invoice_id,
  error: r.error,
  attempts: r.attempts,
  updatedAt: r.updated_at.toISOString(),
  sentAt: r.sent_at ? r.sent_at.toISOString() : null,
});

/** GET /api/admin/invoicing: the connection, and per customer what it is invoiced and its latest invoices. */
export async function invoicingOverview(db: Db, now: Date): Promise<InvoicingOverview> {
  const [settings, companies] = await Promise.all([readSettings(db), db.query<CompanyRow & Record<string, unknown>>(companiesSql)]);
  const invoices = await db.query<InvoiceRow & Record<string, unknown>>(
    `SELECT * FROM (SELECT i.*, row_number() OVER (PARTITION BY company_id ORDER BY period DESC) AS n FROM invoices i WHERE company_id = ANY($1::int[])) x
      WHERE n <= $2 ORDER BY period DESC`,
    [companies.map((c) => c.id), SHOWN_INVOICES],
  );
  return {
    connection: connectionOf(settings),
    defaultPeriod: previousMonth(now),
    customers: companies.map((c) => ({
      companyId: c.id,
      name: c.name,
      subscription: c.subscription,
      licence: c.licence,
      notInvoiced: notInvoiced(c.subscription, c.licence),
      users: c.users,
      contactId: c.contact_id,
      invoices: invoices.filter((i) => i.company_id === c.id).map(presentInvoice),
    })),
  };
}

/** A reason the invoice cannot be made that is ours, not Moneybird's (no contact linked). */
class NotReady extends Error {}

/**
 * Make one reserved invoice in Moneybird and send it. An invoice made before (by an earlier attempt that failed or
 * timed out after Moneybird had made it) is found again by its reference, so it is never made twice.
 */
async function makeInvoice(db: Db, client: MoneybirdClient, row: InvoiceRow): Promise<void> {
  const [company] = await db.query<{ contact_id: string | null }>(`SELECT nullif(administration_id, '') AS contact_id FROM companycfgs WHERE company_id = $1`, [row.company_id]);
  const contactId = company?.contact_id ?? null;
  if (!contactId) throw new NotReady(`${row.company_name} is not linked to a Moneybird contact: link it on /admin/moneybird`);
  let invoice = row.moneybird_invoice_id ? await client.getInvoice(row.moneybird_invoice_id) : await client.invoiceByReference(row.idempotency_key);
  if (!invoice) {
    const { range, name } = periodOf(row.period);
    const tier = row.tier.charAt(0).toUpperCase() + row.tier.slice(1);
    invoice = await client.createInvoice({
      contact_id: contactId,
      reference: row.idempotency_key,
      prices_are_incl_tax: false,
      details_attributes: [
        { description: `Plotwise ${tier}, ${name}: ${row.users} ${row.users === 1 ? 'gebruiker' : 'gebruikers'}`, price: (row.unit_price_cents / 100).toFixed(2), amount: row.users, period: range },
      ],
    });
  }
  // kept at once: a send that fails next leaves the invoice known, and the retry only sends it
  await db.query('UPDATE invoices SET moneybird_invoice_id = $2, contact_id = $3, updated_at = now() WHERE id = $1', [row.id, invoice.id, contactId]);
  if (invoice.state === 'draft') invoice = await client.sendInvoice(invoice.id);
  const state = MONEYBIRD_STATES.includes(invoice.state) ? invoice.state : 'open';
  await db.query(`UPDATE invoices SET state = $2, error = NULL, claimed_at = NULL, sent_at = coalesce(sent_at, now()), updated_at = now() WHERE id = $1`, [row.id, state]);
}

/** Take the reserved or failed invoices (of a period, or one) for this run; a concurrent run takes none of them. */
async function claim(db: Db, where: { period: string } | { id: number }): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow & Record<string, unknown>>(
    `UPDATE invoices SET state = 'pending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
      WHERE ${'period' in where ? 'period = $1' : 'id = $1'}
        AND (state = 'failed' OR (state = 'pending' AND (claimed_at IS NULL OR claimed_at < now() - interval '${STALE_CLAIM}')))
      RETURNING *`,
    ['period' in where ? where.period : where.id],
  );
}

/** Make and send the claimed invoices; each failure stays on its row with the reason (retryable). */
async function work(db: Db, client: MoneybirdClient, period: string, rows: InvoiceRow[], unchanged: number): Promise<InvoiceRunResult> {
  const result: InvoiceRunResult = { period, sent: 0, failed: 0, unchanged, failures: [] };
  // a refused token refuses every call: the rest of the run is not sent to Moneybird again
  let refusedToken: string | null = null;
  for (const row of rows) {
    try {
      if (refusedToken) throw new NotReady(refusedToken);
      await makeInvoice(db, client, row);
      result.sent++;
    } catch (e) {
      if (!(e instanceof MoneybirdError) && !(e instanceof NotReady)) throw e;
      if (e instanceof MoneybirdError && e.status === 401) refusedToken = e.message;
      await db.query(`UPDATE invoices SET state = 'failed', error = $2, claimed_at = NULL, updated_at = now() WHERE id = $1`, [row.id, e.message]);
      result.failed++;
      result.failures.push({ companyName: row.company_name, error: e.message });
    }
  }
  return result;
}

/**
 * Invoice a month: every company with an invoiced tier (not a pilot or trial, not archived, with users) gets one
 * invoice of users x its tier's price. The (company, period) row is reserved first (INSERT ... ON CONFLICT DO
 * NOTHING), so a repeated or concurrent run makes no second invoice; failed ones of the period are tried again.
 */
export async function runInvoices(db: Db, period: string, opts: InvoicingOptions = {}): Promise<InvoiceRunResult> {
  const client = await configuredClient(db, opts);
  const { prices } = await readSettings(db);
  const companies = await db.query<CompanyRow & Record<string, unknown>>(companiesSql);
  for (const c of companies) {
    const tier = tierName(c.licence);
    if (notInvoiced(c.subscription, c.licence) || !isInvoicedTier(tier) || c.users < 1) continue;
    const price = prices[tier];
    await db.query(
      `INSERT INTO invoices (company_id, company_name, period, idempotency_key, tier, users, unit_price_cents, amount_cents, contact_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [c.id, c.name, period, idempotencyKey(c.id, period), tier, c.users, price, price * c.users, c.contact_id],
    );
  }
  const rows = await claim(db, { period });
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE period = $1', [period])) as [{ n: number }];
  return work(db, client, period, rows, n - rows.length);
}

/** Try one failed invoice again (the screen's retry): the same figures, the same reference. */
export async function retryInvoice(db: Db, id: number, opts: InvoicingOptions = {}): Promise<InvoiceRunResult> {
  const [existing] = await db.query<{ period: string; state: InvoiceState }>('SELECT period, state FROM invoices WHERE id = $1', [id]);
  if (!existing) throw notFound('Invoice');
  const client = await configuredClient(db, opts);
  const rows = await claim(db, { id });
  if (!rows.length) throw new AppError('conflict', `This invoice is ${existing.state}: only a failed invoice is tried again`);
  return work(db, client, existing.period, rows, 0);
}

/** Ask Moneybird for the state of every invoice that can still change (open, late ...); a failure changes nothing. */
export async function refreshStates(db: Db, opts: InvoicingOptions = {}): Promise<InvoiceRefreshResult> {
  const client = await configuredClient(db, opts);
  const rows = await db.query<{ id: number; moneybird_invoice_id: string; state: string }>(
    'SELECT id, moneybird_invoice_id, state FROM invoices WHERE moneybird_invoice_id IS NOT NULL AND state = ANY($1::text[]) ORDER BY id',
    [LIVE_STATES],
  );
  let updated = 0;
  for (const row of rows) {
    try {
      const invoice = await client.getInvoice(row.moneybird_invoice_id);
      if (invoice.state === row.state || !MONEYBIRD_STATES.includes(invoice.state)) continue;
      await db.query(`UPDATE invoices SET state = $2, updated_at = now() WHERE id = $1 AND state = $3`, [row.id, invoice.state, row.state]);
      updated++;
    } catch (e) {
      if (!(e instanceof MoneybirdError)) throw e;
      return { updated, checked: rows.length, error: e.message };
    }
  }
  return { updated, checked: rows.length, error: null };
}
