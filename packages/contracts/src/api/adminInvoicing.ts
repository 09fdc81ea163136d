import { z } from 'zod';
import type { Subscription } from '../enums/companyEnums';

// Invoicing through Moneybird (/admin/moneybird, staff; docs/adr/0006-invoicing-through-moneybird.md): the connection,
// the customers with their Moneybird contact, and the invoice runs per month.

/** The licence tiers that are invoiced, per active user per month; pilot, trial, template, staff and none are not. */
export const invoicedTiers = ['essential', 'premium', 'professional', 'enterprise'] as const;
export type InvoicedTier = (typeof invoicedTiers)[number];

/**
 * An invoice's state: pending while a run makes it, failed with the reason (a later run or a retry takes it again),
 * else the state of the sales invoice in Moneybird (API v2).
 */
export const invoiceStates = ['pending', 'failed', 'draft', 'scheduled', 'open', 'pending_payment', 'reminded', 'late', 'paid', 'uncollectible'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** A period invoiced: a calendar month, e.g. 2026-11. */
const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month like 2026-11');

const priceCents = z.number().int().min(0).max(10_000_000);

/** PUT /api/admin/invoicing/settings: the connection and the prices (euro cents per user per month, per tier). */
export const invoicingSettingsSchema = z.strictObject({
  /** a new Moneybird API token; left out keeps the stored one, null removes it */
  apiToken: z.string().trim().min(8, 'paste the whole token').max(500).nullable().optional(),
  /** the number in the address of the Moneybird administration (moneybird.com/{administration id}/...) */
  administrationId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'the number in the address of the administration in Moneybird')
    .nullable(),
  /** Moneybird's API v2 root; another one only to test against a local server */
  baseUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/i, 'a URL starting with http:// or https://')
    .transform((u) => u.replace(/\/+$/, '')),
  prices: z.strictObject({ essential: priceCents, premium: priceCents, professional: priceCents, enterprise: priceCents }),
});
export type InvoicingSettingsInput = z.input<typeof invoicingSettingsSchema>;

/** POST /api/admin/invoicing/run: invoice a month (repeating a run makes no second invoice). */
export const invoiceRunSchema = z.strictObject({ period: periodSchema });

/** GET /api/admin/invoicing/contacts?query=: contacts in Moneybird to link a customer to. */
export const contactSearchSchema = z.strictObject({ query: z.string().trim().min(1).max(100) });

/** POST /api/admin/invoicing/companies/{id}/contact: link the company to an existing Moneybird contact. */
export const linkContactSchema = z.strictObject({ contactId: z.string().trim().regex(/^\d{1,20}$/, 'a Moneybird contact id') });

/** POST /api/admin/invoicing/companies/{id}/contact/new: create the company as a contact in Moneybird and link it. */
export const newContactSchema = z.strictObject({
  companyName: z.string().trim().min(1).max(200),
  /** where Moneybird mails the invoices */
  email: z.email().max(320),
});

/** The path parameter of /api/admin/invoicing/companies/{id}/... and /api/admin/invoicing/invoices/{id}/... */
export const invoicingIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The connection as the screen shows it: never the token itself. */
export type InvoicingConnection = {
  /** a token and an administration id are set: runs can go */
  configured: boolean;
  tokenSet: boolean;
  /** the last 4 characters of the token, to tell which one is set */
  tokenLast4: string | null;
  administrationId: string | null;
  baseUrl: string;
  prices: Record<InvoicedTier, number>;
  updatedAt: string | null;
};

/** One invoice of a customer for a period. */
export type CustomerInvoice = {
  id: number;
  period: string;
  state: InvoiceState;
  tier: InvoicedTier;
  users: number;
  unitPriceCents: number;
  amountCents: number;
  moneybirdInvoiceId: string | null;
  /** why the last attempt failed (state failed) */
  error: string | null;
  attempts: number;
  updatedAt: string;
  sentAt: string | null;
};

/** A customer on the invoicing screen: what it would be invoiced and what it was. */
export type InvoicingCustomer = {
  companyId: number;
  name: string;
  subscription: Subscription;
  licence: number;
  /** why the company gets no invoice: a pilot or trial, or a tier that is not invoiced (null: it is invoiced) */
  notInvoiced: 'trial' | 'tier' | null;
  /** active users that are not staff: the number invoiced */
  users: number;
  /** the Moneybird contact (companycfgs.administrationId) */
  contactId: string | null;
  /** the latest invoices, newest period first */
  invoices: CustomerInvoice[];
};

/** GET /api/admin/invoicing */
export type InvoicingOverview = {
  connection: InvoicingConnection;
  customers: InvoicingCustomer[];
  /** the month a run invoices by default: the one before this */
  defaultPeriod: string;
};

/** A contact in Moneybird, as the link dialog lists it. */
export type AccountingContact = { id: string; companyName: string; email: string | null };

/** POST /api/admin/invoicing/run and .../invoices/{id}/retry: what the run did. */
export type InvoiceRunResult = {
  period: string;
  /** invoices made and sent now */
  sent: number;
  /** invoices that failed now (each keeps its reason and is taken again by the next run) */
  failed: number;
  /** companies of the period invoiced before: left alone */
  unchanged: number;
  failures: { companyName: string; error: string }[];
};

/** POST /api/admin/invoicing/refresh: the states asked of Moneybird again (error: why it stopped, the rest unchanged). */
export type InvoiceRefreshResult = { updated: number; checked: number; error: string | null };
