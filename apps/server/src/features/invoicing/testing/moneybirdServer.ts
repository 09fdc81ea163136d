import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, type ApiRequest, type Contact, type SalesInvoice, MoneybirdStore, contactsRoute, invalid, now, salesInvoicesRoute } from './moneybirdApi';

// A local server that answers as Moneybird's public API v2 does, for the invoicing tests (api and e2e): the requests
// and responses of its documentation (developer.moneybird.com, the OpenAPI document in github.com/moneybird/openapi)
// for the calls invoicing makes, in memory. Ids are strings of digits, bodies are wrapped in the resource's name, a
// missing or wrong Bearer token is 401, invalid records are 422 with {"error": {field: [messages]}, "details": ...}.
// The resources and their routes are in moneybirdApi.ts; this file is the HTTP side: token, forced failures, the log.

/**
 * How the next matching request fails: a status with Moneybird's body, an answer too late (the work is done), or a
 * redirect (`status` 301, 302, 307 or 308) to `location`.
 */
type Failure = { status: 401 | 422 | 429 | 500; body?: unknown } | { delayMs: number } | { redirect: 301 | 302 | 307 | 308; location: string };

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

/** What the request handler shares with the test: the records, the forced failures and the log. */
interface ServerState {
  token: string;
  administrationId: string;
  store: MoneybirdStore;
  requests: LocalMoneybird['requests'];
  rules: Rule[];
  timers: Set<NodeJS.Timeout>;
}

const invalidToken = { error: 'Token is invalid', symbolic: { token: 'invalid' } };

/** The API below the administration: the route of each resource in turn, else 404. */
async function answer(store: MoneybirdStore, request: ApiRequest): Promise<Answer> {
  return (await contactsRoute(store, request)) ?? (await salesInvoicesRoute(store, request)) ?? [404, { error: 'record not found', symbolic: { path: 'not_found' } }];
}

/** One HTTP request: logged, then a forced failure, the token and administration checked, and the API's answer (late if forced). */
async function handle(st: ServerState, req: IncomingMessage, res: ServerResponse) {
  const u = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  const prefix = `/api/v2/${st.administrationId}`;
  const path = u.pathname.startsWith(`${prefix}/`) ? u.pathname.slice(prefix.length) : u.pathname;
  const authorized = req.headers.authorization === `Bearer ${st.token}`;
  st.requests.push({ method, path: `${path}${u.search}`, authorized });
  const rule = st.rules.find((r) => r.times > 0 && (!r.method || r.method === method) && (!r.path || r.path.test(path)));
  if (rule) rule.times--;
  if (rule && 'redirect' in rule.failure) {
    req.resume();
    return res.writeHead(rule.failure.redirect, { location: rule.failure.location, 'content-length': 0 }).end();
  }
  if (rule && 'status' in rule.failure) {
    const defaults = { 401: invalidToken, 422: invalid({ base: ['is invalid', 'invalid'] }), 429: 'Retry later', 500: { error: 'Internal server error' } };
    return send(res, rule.failure.status, rule.failure.body ?? defaults[rule.failure.status]);
  }
  if (!authorized) return send(res, 401, invalidToken);
  if (!u.pathname.startsWith(`${prefix}/`)) return send(res, 404, { error: 'Administration not found', symbolic: { administration_id: 'not_found' } });
  let parsed: unknown;
  const body = async () => (parsed ??= await readBody(req));
  let result: Answer;
  try {
    result = await answer(st.store, { method, path, query: u.searchParams, body });
  } catch {
    result = [400, { error: 'The request body is not valid JSON', symbolic: { body: 'invalid' } }];
  }
  // a late answer: Moneybird did the work, the client gave up waiting
  if (rule && 'delayMs' in rule.failure) {
    const timer = setTimeout(() => {
      st.timers.delete(timer);
      if (!res.destroyed) send(res, result[0], result[1]);
    }, rule.failure.delayMs);
    st.timers.add(timer);
    return;
  }
  send(res, result[0], result[1]);
}

/** Start the local Moneybird on 127.0.0.1 and a free port. */
export async function startMoneybirdServer(opts: { token?: string; administrationId?: string } = {}): Promise<LocalMoneybird> {
  const token = opts.token ?? 'mb-test-token-7f3a9c2e5b1d4f60';
  const administrationId = opts.administrationId ?? '123456789';
  const store = new MoneybirdStore(Number(administrationId));
  const st: ServerState = { token, administrationId, store, requests: [], rules: [], timers: new Set() };
  const server = createServer((req, res) => void handle(st, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    administrationId,
    token,
    requests: st.requests,
    contacts: store.contacts,
    invoices: store.invoices,
    addContact: (c) => store.makeContact({ company_name: c.company_name, ...(c.email ? { email: c.email } : {}) }),
    setInvoiceState(id, state) {
      const inv = store.invoices.get(id);
      if (!inv) throw new Error(`no invoice ${id}`);
      inv.state = state;
      if (state === 'paid') inv.paid_at = now();
      inv.updated_at = now();
    },
    failNext(failure, match = {}, times = 1) {
      st.rules.push({ method: match.method ?? null, path: match.path ?? null, failure, times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of st.timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
