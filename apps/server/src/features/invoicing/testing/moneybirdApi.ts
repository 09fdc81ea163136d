// The resources of the local Moneybird (moneybirdServer.ts), in memory: contacts and sales invoices as Moneybird's
// public API v2 answers them, one route handler per resource. A handler returns [status, body], or null when the
// request is not one of its routes.

/** A Moneybird contact as the API returns it (the fields invoicing reads or sends). */
export interface Contact {
  id: string;
  administration_id: number;
  company_name: string;
  firstname: string;
  lastname: string;
  email: string;
  send_invoices_to_email: string;
  customer_id: string;
  delivery_method: string;
  country: string;
  created_at: string;
  updated_at: string;
}

interface Detail {
  id: string;
  description: string;
  price: string;
  amount: string | null;
  amount_decimal: string;
  period: string | null;
  total_price_excl_tax_with_discount: string;
}

/** A Moneybird sales invoice as the API returns it. */
export interface SalesInvoice {
  id: string;
  administration_id: number;
  contact_id: string;
  contact: Contact;
  invoice_id: string | null;
  state: string;
  invoice_date: string | null;
  reference: string | null;
  currency: string;
  prices_are_incl_tax: boolean;
  details: Detail[];
  total_price_excl_tax: string;
  total_price_incl_tax: string;
  sent_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An answer: status and body. */
export type Answer = [number, unknown];
/** The request a route handler answers; `body` reads (and parses) the request body the first time it is called. */
export interface ApiRequest {
  method: string;
  /** below /api/v2/{administration} */
  path: string;
  query: URLSearchParams;
  body: () => Promise<unknown>;
}

const TAX_RATE = 0.21;
const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2).replace(/0$/, '').replace(/\.$/, '.0');
/** The current time as Moneybird writes it. */
export const now = () => new Date().toISOString();
const notFoundBody = { error: 'record not found', symbolic: { id: 'not_found' } };
/** a 422 as Moneybird words it: messages per field, and the symbolic details */
export const invalid = (fields: Record<string, [string, string]>) => ({
  error: Object.fromEntries(Object.entries(fields).map(([f, [message]]) => [f, [message]])),
  details: Object.fromEntries(Object.entries(fields).map(([f, [, symbol]]) => [f, [{ error: symbol }]])),
});

/** One administration's records and the counters its ids and numbers come from. */
export class MoneybirdStore {
  readonly contacts = new Map<string, Contact>();
  readonly invoices = new Map<string, SalesInvoice>();
  private nextId = 496081523137578000n;
  private nextCustomerId = 1;
  private nextInvoiceNumber = 1;

  constructor(readonly adminNumber: number) {}

  /** A new record id: a string of digits, as Moneybird's. */
  newId(): string {
    return String((this.nextId += 17n));
  }

  /** The next invoice number of the year `at` is in. */
  invoiceNumber(at: string): string {
    return `${at.slice(0, 4)}-${String(this.nextInvoiceNumber++).padStart(4, '0')}`;
  }

  /** Add a contact; without a customer_id it gets the next free number. */
  makeContact(c: { company_name?: string; firstname?: string; lastname?: string; email?: string; send_invoices_to_email?: string; customer_id?: string }): Contact {
    const at = now();
    const contact: Contact = {
      id: this.newId(),
      administration_id: this.adminNumber,
      company_name: c.company_name ?? '',
      firstname: c.firstname ?? '',
      lastname: c.lastname ?? '',
      email: c.email ?? '',
      send_invoices_to_email: c.send_invoices_to_email ?? '',
      customer_id: c.customer_id || String(this.nextCustomerId++),
      delivery_method: 'Email',
      country: 'NL',
      created_at: at,
      updated_at: at,
    };
    this.contacts.set(contact.id, contact);
    return contact;
  }
}

/** /contacts: list and search, create, find by customer_id, get. */
export async function contactsRoute(store: MoneybirdStore, { method, path, query, body }: ApiRequest): Promise<Answer | null> {
  const { contacts } = store;
  let m: RegExpMatchArray | null;
  if (method === 'GET' && path === '/contacts.json') {
    const perPage = Number(query.get('per_page') ?? 50);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return [400, { error: 'per_page does not have a valid value' }];
    const q = (query.get('query') ?? '').toLowerCase();
    const found = [...contacts.values()].filter((c) => !q || [c.company_name, c.firstname, c.lastname, c.email, c.send_invoices_to_email, c.customer_id].some((v) => v.toLowerCase().includes(q)));
    return [200, found.slice(0, perPage)];
  }
  if (method === 'POST' && path === '/contacts.json') {
    const b = (await body()) as { contact?: Record<string, string> };
    if (!b.contact || typeof b.contact !== 'object') return [400, { error: 'Contact is required', symbolic: { contact: 'required' } }];
    const c = b.contact;
    if (!c.company_name?.trim() && !c.firstname?.trim() && !c.lastname?.trim())
      return [422, invalid({ firstname: ['is required', 'is required'], lastname: ['is required', 'is required'], company_name: ['is required', 'is required'] })];
    if (c.customer_id && [...contacts.values()].some((x) => x.customer_id === c.customer_id)) return [422, invalid({ customer_id: ['has already been taken', 'taken'] })];
    return [201, store.makeContact(c)];
  }
  if (method === 'GET' && (m = path.match(/^\/contacts\/customer_id\/([^/]+)\.json$/))) {
    const cid = decodeURIComponent(m[1]!);
    const c = [...contacts.values()].find((x) => x.customer_id === cid);
    return c ? [200, c] : [404, { error: `Contact with customer_id: ${cid} was not found`, symbolic: { customer_id: 'not_found' } }];
  }
  if (method === 'GET' && (m = path.match(/^\/contacts\/(\d+)\.json$/))) {
    const c = contacts.get(m[1]!);
    return c ? [200, c] : [404, notFoundBody];
  }
  return null;
}

/** /sales_invoices: create, find by reference, get, send. */
export async function salesInvoicesRoute(store: MoneybirdStore, { method, path, body }: ApiRequest): Promise<Answer | null> {
  let m: RegExpMatchArray | null;
  if (method === 'POST' && path === '/sales_invoices.json') return createInvoice(store, await body());
  if (method === 'GET' && (m = path.match(/^\/sales_invoices\/find_by_reference\/([^/]+)\.json$/))) {
    const ref = decodeURIComponent(m[1]!);
    const inv = [...store.invoices.values()].find((i) => i.reference === ref);
    return inv ? [200, inv] : [404, { error: `Sales invoice with reference: ${ref} was not found`, symbolic: { reference: 'not_found' } }];
  }
  if (method === 'GET' && (m = path.match(/^\/sales_invoices\/(\d+)\.json$/))) {
    const inv = store.invoices.get(m[1]!);
    return inv ? [200, inv] : [404, notFoundBody];
  }
  if (method === 'PATCH' && (m = path.match(/^\/sales_invoices\/(\d+)\/send_invoice\.json$/))) {
    const inv = store.invoices.get(m[1]!);
    if (!inv) return [404, notFoundBody];
    return sendInvoice(store, inv, await body());
  }
  return null;
}

/** POST /sales_invoices.json: a draft with its lines (an array or Rails' indexed object) and totals. */
function createInvoice(store: MoneybirdStore, requestBody: unknown): Answer {
  const s = (requestBody as { sales_invoice?: Record<string, unknown> }).sales_invoice;
  if (!s || typeof s !== 'object') return [400, { error: 'Sales invoice is required', symbolic: { sales_invoice: 'required' } }];
  const contact = store.contacts.get(String(s.contact_id ?? ''));
  if (!contact) return [422, invalid({ contact: ['must exist', 'blank'] })];
  const lines = Array.isArray(s.details_attributes) ? (s.details_attributes as Record<string, unknown>[]) : Object.values((s.details_attributes ?? {}) as Record<string, Record<string, unknown>>);
  const badPrice = lines.some((d) => d.price === undefined || !/^-?\d+([.,]\d*)?$/.test(String(d.price)));
  if (badPrice) return [422, invalid({ 'details.price': ["can't be blank", 'blank'] })];
  const at = now();
  const inv: SalesInvoice = {
    id: store.newId(),
    administration_id: store.adminNumber,
    contact_id: contact.id,
    contact,
    invoice_id: null,
    state: 'draft',
    invoice_date: typeof s.invoice_date === 'string' ? s.invoice_date : null,
    reference: typeof s.reference === 'string' ? s.reference : null,
    currency: typeof s.currency === 'string' ? s.currency : 'EUR',
    prices_are_incl_tax: s.prices_are_incl_tax === true || s.prices_are_incl_tax === 'true',
    details: lines.map((d) => {
      const price = Number(String(d.price).replace(',', '.'));
      const amount = Number(d.amount ?? 1);
      return { id: store.newId(), description: String(d.description ?? ''), price: money(price), amount: d.amount === undefined ? null : String(d.amount), amount_decimal: money(amount), period: typeof d.period === 'string' ? d.period : null, total_price_excl_tax_with_discount: money(price * amount) };
    }),
    total_price_excl_tax: '0.0',
    total_price_incl_tax: '0.0',
    sent_at: null,
    paid_at: null,
    created_at: at,
    updated_at: at,
  };
  const excl = inv.details.reduce((sum, d) => sum + Number(d.price) * Number(d.amount_decimal), 0);
  inv.total_price_excl_tax = money(excl);
  inv.total_price_incl_tax = money(excl * (1 + TAX_RATE));
  store.invoices.set(inv.id, inv);
  return [201, inv];
}

/** PATCH .../send_invoice.json: a draft becomes open with the next invoice number; sending again changes nothing. */
function sendInvoice(store: MoneybirdStore, inv: SalesInvoice, requestBody: unknown): Answer {
  const sending = (requestBody as { sales_invoice_sending?: Record<string, unknown> }).sales_invoice_sending ?? {};
  if (!inv.details.length) return [400, { error: 'details cannot be empty', symbolic: { sales_invoice: 'details_cannot_be_empty' } }];
  const contact = store.contacts.get(inv.contact_id)!;
  const method = String(sending.delivery_method ?? contact.delivery_method);
  if (method === 'Email' && !sending.email_address && !contact.send_invoices_to_email && !contact.email) return [422, invalid({ email_address: ["can't be blank", 'blank'] })];
  if (inv.state === 'draft') {
    const at = now();
    inv.state = 'open';
    inv.invoice_id = store.invoiceNumber(at);
    inv.invoice_date ??= at.slice(0, 10);
    inv.sent_at = at;
    inv.updated_at = at;
  }
  return [200, inv];
}
