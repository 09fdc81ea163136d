import { z } from 'zod';
import { subscriptions } from '../enums/companyEnums';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';

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
const invoiceRunSchema = z.strictObject({ period: periodSchema });

/** GET /api/admin/invoicing/contacts?query=: contacts in Moneybird to link a customer to. */
const contactSearchSchema = z.strictObject({ query: z.string().trim().min(1).max(100) });

/** POST /api/admin/invoicing/companies/{id}/contact: link the company to an existing Moneybird contact. */
const linkContactSchema = z.strictObject({ contactId: z.string().trim().regex(/^\d{1,20}$/, 'a Moneybird contact id') });

/** POST /api/admin/invoicing/companies/{id}/contact/new: create the company as a contact in Moneybird and link it. */
const newContactSchema = z.strictObject({
  companyName: z.string().trim().min(1).max(200),
  /** where Moneybird mails the invoices */
  email: z.email().max(320),
});

const cents = z.number().int();

/** The connection as the screen shows it: never the token itself. */
const invoicingConnectionSchema = z.object({
  /** a token and an administration id are set: runs can go */
  configured: z.boolean(),
  tokenSet: z.boolean(),
  /** the last 4 characters of the token, to tell which one is set */
  tokenLast4: z.string().nullable(),
  administrationId: z.string().nullable(),
  baseUrl: z.string(),
  prices: z.object({ essential: cents, premium: cents, professional: cents, enterprise: cents }),
  updatedAt: z.string().nullable(),
});
export type InvoicingConnection = z.infer<typeof invoicingConnectionSchema>;

/** One invoice of a customer for a period. */
const customerInvoiceSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  state: z.enum(invoiceStates),
  tier: z.enum(invoicedTiers),
  users: z.number().int(),
  unitPriceCents: cents,
  amountCents: cents,
  moneybirdInvoiceId: z.string().nullable(),
  /** why the last attempt failed (state failed) */
  error: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** A customer on the invoicing screen: what it would be invoiced and what it was. */
const invoicingCustomerSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  subscription: z.enum(subscriptions),
  licence: z.number().int(),
  /** why the company gets no invoice: a pilot or trial, or a tier that is not invoiced (null: it is invoiced) */
  notInvoiced: z.enum(['trial', 'tier']).nullable(),
  /** active users that are not staff: the number invoiced */
  users: z.number().int(),
  /** the Moneybird contact (companycfgs.administrationId) */
  contactId: z.string().nullable(),
  /** the latest invoices, newest period first */
  invoices: z.array(customerInvoiceSchema),
});
export type InvoicingCustomer = z.infer<typeof invoicingCustomerSchema>;

/** GET /api/admin/invoicing */
const invoicingOverviewSchema = z.object({
  connection: invoicingConnectionSchema,
  customers: z.array(invoicingCustomerSchema),
  /** the month a run invoices by default: the one before this */
  defaultPeriod: z.string(),
});
export type InvoicingOverview = z.infer<typeof invoicingOverviewSchema>;

/** A contact in Moneybird, as the link dialog lists it. */
const accountingContactSchema = z.object({ id: z.string(), companyName: z.string(), email: z.string().nullable() });
export type AccountingContact = z.infer<typeof accountingContactSchema>;

/** POST /api/admin/invoicing/companies/{id}/contact and .../contact/new: the company and the contact it is linked to now. */
const linkedContactSchema = z.object({ companyId: z.number().int(), contact: accountingContactSchema });

/** POST /api/admin/invoicing/run and .../invoices/{id}/retry: what the run did. */
const invoiceRunResultSchema = z.object({
  period: z.string(),
  /** invoices made and sent now */
  sent: z.number().int(),
  /** invoices that failed now (each keeps its reason and is taken again by the next run) */
  failed: z.number().int(),
  /** companies of the period invoiced before: left alone */
  unchanged: z.number().int(),
  failures: z.array(z.object({ companyName: z.string(), error: z.string() })),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResultSchema>;

/** POST /api/admin/invoicing/refresh: the states asked of Moneybird again (error: why it stopped, the rest unchanged). */
const invoiceRefreshResultSchema = z.object({ updated: z.number().int(), checked: z.number().int(), error: z.string().nullable() });
export type InvoiceRefreshResult = z.infer<typeof invoiceRefreshResultSchema>;

/** The routes of /admin/moneybird (staff); every change is recorded in the audit log, Moneybird's refusals are 502. */
export const invoicingRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/admin/invoicing',
    access: 'staff',
    summary: 'Staff: the Moneybird connection and the customers with what they are invoiced and their latest invoices',
    response: invoicingOverviewSchema,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/invoicing/settings',
    access: 'staff',
    summary: 'Staff: the Moneybird connection and the prices per tier (the token is never answered)',
    body: invoicingSettingsSchema,
    response: invoicingConnectionSchema,
  }),
  contacts: defineRoute({
    method: 'GET',
    path: '/api/admin/invoicing/contacts',
    access: 'staff',
    summary: 'Staff: Moneybird contacts matching the words, to link a customer to',
    query: contactSearchSchema,
    response: z.array(accountingContactSchema),
  }),
  linkContact: defineRoute({
    method: 'POST',
    path: '/api/admin/invoicing/companies/:id/contact',
    access: 'staff',
    summary: 'Staff: link a company to an existing Moneybird contact',
    params: idParamsSchema,
    body: linkContactSchema,
    response: linkedContactSchema,
  }),
  newContact: defineRoute({
    method: 'POST',
    path: '/api/admin/invoicing/companies/:id/contact/new',
    access: 'staff',
    summary: 'Staff: create the company as a Moneybird contact (once) and link it',
    params: idParamsSchema,
    body: newContactSchema,
    response: linkedContactSchema,
  }),
  run: defineRoute({
    method: 'POST',
    path: '/api/admin/invoicing/run',
    access: 'staff',
    summary: 'Staff: invoice a month (a repeated run makes no second invoice)',
    body: invoiceRunSchema,
    response: invoiceRunResultSchema,
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/api/admin/invoicing/invoices/:id/retry',
    access: 'staff',
    summary: 'Staff: try a failed invoice again',
    params: idParamsSchema,
    response: invoiceRunResultSchema,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/admin/invoicing/refresh',
    access: 'staff',
    summary: "Staff: ask Moneybird the invoices' states again",
    response: invoiceRefreshResultSchema,
  }),
};
