// The few calls of Moneybird's public API v2 that invoicing makes (developer.moneybird.com; the OpenAPI document in
// github.com/moneybird/openapi): https://moneybird.com/api/v2/{administration_id}/{resource}.json with the personal API
// token as a Bearer token, JSON bodies wrapped in the resource's name ({"sales_invoice": {...}}). The token goes to the
// configured host only: a redirect elsewhere is refused before anything is sent there (sameOriginFetch, issue 38).

import { AppError } from '../../http/appError';
import { sameOriginFetch } from '../../http/outbound';

/** How long one request to Moneybird may take before it counts as a timeout. */
const DEFAULT_TIMEOUT_MS = 15_000;

/** Where and as whom to call Moneybird. */
export interface MoneybirdConnection {
  /** the API root, https://moneybird.com/api/v2 (or a local server in tests) */
  baseUrl: string;
  administrationId: string;
  token: string;
  timeoutMs?: number;
}

/** A request Moneybird refused or did not answer: `status` is null for a timeout or a network failure. */
export class MoneybirdError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** A sales invoice as Moneybird answers it (the fields invoicing reads; ids are strings). */
export interface MoneybirdSalesInvoice {
  id: string;
  contact_id: string;
  reference: string | null;
  state: string;
}

/** A contact as Moneybird answers it (the fields invoicing reads). */
export interface MoneybirdContact {
  id: string;
  company_name: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  send_invoices_to_email: string | null;
}

/** A line of a new sales invoice: price in euros as a decimal string, amount the quantity, period `20261101..20261130`. */
export interface MoneybirdInvoiceLine {
  description: string;
  price: string;
  amount: number;
  period: string;
}

/** Moneybird's error bodies: {"error": "text", "symbolic": {...}} or, for a 422, {"error": {"field": ["message"]}, "details": {...}}. */
function errorText(body: unknown): string {
  if (typeof body === 'string') return body.trim().slice(0, 300);
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object')
    return Object.entries(error as Record<string, unknown>)
      .map(([field, messages]) => `${field} ${Array.isArray(messages) ? messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join(', ') : String(messages)}`)
      .join('; ');
  return '';
}

/** What a refusal of Moneybird means, in words staff can act on. */
function describeRefusal(status: number, body: unknown): string {
  const said = errorText(body);
  const detail = said ? `: ${said}` : '';
  switch (status) {
    case 401:
      return `Moneybird refused the API token (401)${detail}. Set a valid token with the sales_invoices scope on /admin/moneybird.`;
    case 402:
      return `Moneybird asks for a paid plan for this (402)${detail}`;
    case 403:
      return `Moneybird does not allow this token to do that (403)${detail}`;
    case 404:
      return `Moneybird does not know it (404)${detail}. Check the administration id and the linked contact.`;
    case 422:
      return `Moneybird refused it (422)${detail}`;
    case 429:
      return `Moneybird's rate limit was reached (429)${detail}; the next run tries again`;
    default:
      return status >= 500 ? `Moneybird failed (${status})${detail}; the next run tries again` : `Moneybird answered ${status}${detail}`;
  }
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A client for one administration: each call resolves to Moneybird's JSON or throws a MoneybirdError. */
export function moneybirdClient(conn: MoneybirdConnection) {
  const timeoutMs = conn.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const root = `${conn.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(conn.administrationId)}`;

  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let text: string;
    try {
      // redirects read by hand: one on Moneybird's configured host is followed, one elsewhere refused (the token stays)
      const res = await sameOriginFetch(
        `${root}${path}`,
        {
          method,
          headers: { authorization: `Bearer ${conn.token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: controller.signal,
        },
        conn.baseUrl,
      );
      status = res.status;
      text = await res.text();
    } catch (e) {
      if (e instanceof AppError) throw new MoneybirdError(null, `Moneybird: ${e.message}; the API token was not sent there. Check the base URL on /admin/moneybird.`);
      if (controller.signal.aborted) throw new MoneybirdError(null, `Moneybird did not answer within ${Math.round(timeoutMs / 100) / 10} s (timeout); the next run tries again`);
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      throw new MoneybirdError(null, `Moneybird could not be reached (${cause?.code ?? cause?.message ?? (e as Error).message}); the next run tries again`);
    } finally {
      clearTimeout(timer);
    }
    const answer = parse(text);
    if (status < 200 || status > 299) throw new MoneybirdError(status, describeRefusal(status, answer));
    return answer as T;
  }

  /** A GET that answers null for 404 (find by reference, by customer id). */
  async function find<T>(path: string): Promise<T | null> {
    try {
      return await call<T>('GET', path);
    } catch (e) {
      if (e instanceof MoneybirdError && e.status === 404) return null;
      throw e;
    }
  }

  return {
    /** GET /contacts.json?query= : contacts whose name, e-mail ... contain the words */
    searchContacts: (query: string) => call<MoneybirdContact[]>('GET', `/contacts.json?query=${encodeURIComponent(query)}&per_page=25`),
    getContact: (id: string) => call<MoneybirdContact>('GET', `/contacts/${encodeURIComponent(id)}.json`),
    /** GET /contacts/customer_id/{customer_id}.json, null when no contact has it */
    contactByCustomerId: (customerId: string) => find<MoneybirdContact>(`/contacts/customer_id/${encodeURIComponent(customerId)}.json`),
    /** POST /contacts.json */
    createContact: (contact: { company_name: string; send_invoices_to_email: string; customer_id: string }) => call<MoneybirdContact>('POST', '/contacts.json', { contact }),
    /** GET /sales_invoices/find_by_reference/{reference}.json, null when none has it */
    invoiceByReference: (reference: string) => find<MoneybirdSalesInvoice>(`/sales_invoices/find_by_reference/${encodeURIComponent(reference)}.json`),
    getInvoice: (id: string) => call<MoneybirdSalesInvoice>('GET', `/sales_invoices/${encodeURIComponent(id)}.json`),
    /** POST /sales_invoices.json: a draft */
    createInvoice: (invoice: { contact_id: string; reference: string; prices_are_incl_tax: boolean; details_attributes: MoneybirdInvoiceLine[] }) =>
      call<MoneybirdSalesInvoice>('POST', '/sales_invoices.json', { sales_invoice: invoice }),
    /** PATCH /sales_invoices/{id}/send_invoice.json: sends the draft by e-mail (it becomes open) */
    sendInvoice: (id: string) => call<MoneybirdSalesInvoice>('PATCH', `/sales_invoices/${encodeURIComponent(id)}/send_invoice.json`, { sales_invoice_sending: { delivery_method: 'Email' } }),
  };
}
export type MoneybirdClient = ReturnType<typeof moneybirdClient>;
