import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that answers as Moneybird's public API v2 does, for the invoicing tests (api and e2e): the requests
// and responses of its documentation (developer.moneybird.com, the OpenAPI document in github.com/moneybird/openapi)
// for the calls invoicing makes, in memory. Ids are strings of digits, bodies are wrapped in the resource's name, a
// missing or wrong Bearer token is 401, invalid records are 422 with {"error": {field: [messages]}, "details": ...}.

interface Contact {
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

interface SalesInvoice {
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

/** How the next matching request fails: a status with Moneybird's body, or an answer too late (the work is done). */
type Failure = { status: 401 | 422 | 429 | 500; body?: unknown } | { delayMs: number };

interface Rule {
  method: string | null;
  path: RegExp | null;
  failure: Failure;
  times: number;
}

export interface LocalMoneybird {
  /** the API root to configure as base URL: http://127.0.0.1:{port}/api/v2 */
  url: string;
  administrationId: string;
  token: string;
  /** every request: method, path after the administration and query, with whether its token was right */
  requests: { method: string; path: string; authorized: boolean }[];
  contacts: Map<string, Contact>;
  invoices: Map<string, SalesInvoice>;
  /** a contact made directly "in Moneybird" (as staff would there) */
  addContact(c: { company_name: string; email?: string }): Contact;
  /** change an invoice's state "in Moneybird" (paid, late ...) */
  setInvoiceState(id: string, state: string): void;
  /** the next `times` requests that match answer with `failure` instead */
  failNext(failure: Failure, match?: { method?: string; path?: RegExp }, times?: number): void;
  close(): Promise<void>;
}

const TAX_RATE = 0.21;
const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2).replace(/0$/, '').replace(/\.$/, '.0');
const now = () => new Date().toISOString();
const notFoundBody = { error: 'record not found', symbolic: { id: 'not_found' } };
/** a 422 as Moneybird words it: messages per field, and the symbolic details */
const invalid = (fields: Record<string, [string, string]>) => ({
  error: Object.fromEntries(Object.entries(fields).map(([f, [message]]) => [f, [message]])),
  details: Object.fromEntries(Object.entries(fields).map(([f, [, symbol]]) => [f, [{ error: symbol }]])),
});

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  return JSON.parse(text) as unknown;
}

/** Start the local Moneybird on 127.0.0.1 and a free port. */
export async function startMoneybirdServer(opts: { token?: string; administrationId?: string } = {}): Promise<LocalMoneybird> {
  const token = opts.token ?? 'mb-test-token-7f3a9c2e5b1d4f60';
  const administrationId = opts.administrationId ?? '123456789';
  const adminNumber = Number(administrationId);
  const contacts = new Map<string, Contact>();
  const invoices = new Map<string, SalesInvoice>();
  const requests: LocalMoneybird['requests'] = [];
  const rules: Rule[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 496081523137578000n;
  let nextCustomerId = 1;
  let nextInvoiceNumber = 1;
  const newId = () => String((nextId += 17n));

  function makeContact(c: { company_name?: string; firstname?: string; lastname?: string; email?: string; send_invoices_to_email?: string; customer_id?: string }): Contact {
    const at = now();
    const contact: Contact = {
      id: newId(),
      administration_id: adminNumber,
      company_name: c.company_name ?? '',
      firstname: c.firstname ?? '',
      lastname: c.lastname ?? '',
      email: c.email ?? '',
      send_invoices_to_email: c.send_invoices_to_email ?? '',
      customer_id: c.customer_id || String(nextCustomerId++),
      delivery_method: 'Email',
      country: 'NL',
      created_at: at,
      updated_at: at,
    };
    contacts.set(contact.id, contact);
    return contact;
  }

  function totals(inv: SalesInvoice) {
    const excl = inv.details.reduce((s, d) => s + Number(d.price) * Number(d.amount_decimal), 0);
    inv.total_price_excl_tax = money(excl);
    inv.total_price_incl_tax = money(excl * (1 + TAX_RATE));
  }

  /** The API: returns [status, body]. */
  async function answer(method: string, path: string, query: URLSearchParams, body: () => Promise<unknown>): Promise<[number, unknown]> {
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
      return [201, makeContact(c)];
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
    if (method === 'POST' && path === '/sales_invoices.json') {
      const b = (await body()) as { sales_invoice?: Record<string, unknown> };
      const s = b.sales_invoice;
      if (!s || typeof s !== 'object') return [400, { error: 'Sales invoice is required', symbolic: { sales_invoice: 'required' } }];
      const contact = contacts.get(String(s.contact_id ?? ''));
      if (!contact) return [422, invalid({ contact: ['must exist', 'blank'] })];
      const lines = Array.isArray(s.details_attributes) ? (s.details_attributes as Record<string, unknown>[]) : Object.values((s.details_attributes ?? {}) as Record<string, Record<string, unknown>>);
      const badPrice = lines.some((d) => d.price === undefined || !/^-?\d+([.,]\d*)?$/.test(String(d.price)));
      if (badPrice) return [422, invalid({ 'details.price': ["can't be blank", 'blank'] })];
      const at = now();
      const inv: SalesInvoice = {
        id: newId(),
        administration_id: adminNumber,
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
          return { id: newId(), description: String(d.description ?? ''), price: money(price), amount: d.amount === undefined ? null : String(d.amount), amount_decimal: money(amount), period: typeof d.period === 'string' ? d.period : null, total_price_excl_tax_with_discount: money(price * amount) };
        }),
        total_price_excl_tax: '0.0',
        total_price_incl_tax: '0.0',
        sent_at: null,
        paid_at: null,
        created_at: at,
        updated_at: at,
      };
      totals(inv);
      invoices.set(inv.id, inv);
      return [201, inv];
    }
    if (method === 'GET' && (m = path.match(/^\/sales_invoices\/find_by_reference\/([^/]+)\.json$/))) {
      const ref = decodeURIComponent(m[1]!);
      const inv = [...invoices.values()].find((i) => i.reference === ref);
      return inv ? [200, inv] : [404, { error: `Sales invoice with reference: ${ref} was not found`, symbolic: { reference: 'not_found' } }];
    }
    if (method === 'GET' && (m = path.match(/^\/sales_invoices\/(\d+)\.json$/))) {
      const inv = invoices.get(m[1]!);
      return inv ? [200, inv] : [404, notFoundBody];
    }
    if (method === 'PATCH' && (m = path.match(/^\/sales_invoices\/(\d+)\/send_invoice\.json$/))) {
      const inv = invoices.get(m[1]!);
      if (!inv) return [404, notFoundBody];
      const sending = ((await body()) as { sales_invoice_sending?: Record<string, unknown> }).sales_invoice_sending ?? {};
      if (!inv.details.length) return [400, { error: 'details cannot be empty', symbolic: { sales_invoice: 'details_cannot_be_empty' } }];
      const contact = contacts.get(inv.contact_id)!;
      const method_ = String(sending.delivery_method ?? contact.delivery_method);
      if (method_ === 'Email' && !sending.email_address && !contact.send_invoices_to_email && !contact.email) return [422, invalid({ email_address: ["can't be blank", 'blank'] })];
      if (inv.state === 'draft') {
        const at = now();
        inv.state = 'open';
        inv.invoice_id = `${at.slice(0, 4)}-${String(nextInvoiceNumber++).padStart(4, '0')}`;
        inv.invoice_date ??= at.slice(0, 10);
        inv.sent_at = at;
        inv.updated_at = at;
      }
      return [200, inv];
    }
    return [404, { error: 'record not found', symbolic: { path: 'not_found' } }];
  }

  const server = createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const prefix = `/api/v2/${administrationId}`;
      const path = u.pathname.startsWith(`${prefix}/`) ? u.pathname.slice(prefix.length) : u.pathname;
      const authorized = req.headers.authorization === `Bearer ${token}`;
      requests.push({ method, path: `${path}${u.search}`, authorized });
      const rule = rules.find((r) => r.times > 0 && (!r.method || r.method === method) && (!r.path || r.path.test(path)));
      if (rule) rule.times--;
      if (rule && 'status' in rule.failure) {
        const defaults = { 401: { error: 'Token is invalid', symbolic: { token: 'invalid' } }, 422: invalid({ base: ['is invalid', 'invalid'] }), 429: 'Retry later', 500: { error: 'Internal server error' } };
        return send(res, rule.failure.status, rule.failure.body ?? defaults[rule.failure.status]);
      }
      if (!authorized) return send(res, 401, { error: 'Token is invalid', symbolic: { token: 'invalid' } });
      if (!u.pathname.startsWith(`${prefix}/`)) return send(res, 404, { error: 'Administration not found', symbolic: { administration_id: 'not_found' } });
      let parsed: unknown;
      const body = async () => (parsed ??= await readBody(req));
      let result: [number, unknown];
      try {
        result = await answer(method, path, u.searchParams, body);
      } catch {
        result = [400, { error: 'The request body is not valid JSON', symbolic: { body: 'invalid' } }];
      }
      // a late answer: Moneybird did the work, the client gave up waiting
      if (rule && 'delayMs' in rule.failure) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send(res, result[0], result[1]);
        }, rule.failure.delayMs);
        timers.add(timer);
        return;
      }
      send(res, result[0], result[1]);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    administrationId,
    token,
    requests,
    contacts,
    invoices,
    addContact: (c) => makeContact({ company_name: c.company_name, ...(c.email ? { email: c.email } : {}) }),
    setInvoiceState(id, state) {
      const inv = invoices.get(id);
      if (!inv) throw new Error(`no invoice ${id}`);
      inv.state = state;
      if (state === 'paid') inv.paid_at = now();
      inv.updated_at = now();
    },
    failNext(failure, match = {}, times = 1) {
      rules.push({ method: match.method ?? null, path: match.path ?? null, failure, times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
