import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DsoExchange, type LocalDocument, type LocalPlan, type LocalRegeling, ontsluitenRoute, presenterenRoute, ruimtelijkePlannenRoute } from './dsoRoutes';

// A local server that answers as the three online Omgevingswet APIs do, for the DSO adapter tests, each under its
// production path (the specifications and where they were read are named in ../ontsluiten.ts, ../presenteren.ts and
// ../ruimtelijkePlannen.ts):
//   /publiek/omgevingsinformatie/api/ontsluiten/v2       POST /documenten/_zoek (Content-Crs RD, geometrie)
//   /publiek/omgevingsdocumenten/api/presenteren/v8      GET /regelingen/{id}, POST .../regeltekstannotaties/_zoek,
//                                                        GET .../documentstructuur/{wId}
//   /ruimtelijke-plannen/api/opvragen/v4                 POST /plannen/_zoek, .../bestemmingsvlakken/_zoek,
//                                                        .../maatvoeringen/_zoek (Content-Crs epsg:28992, _geo)
// Every request needs the x-api-key it was started with (401 problem+json otherwise); a geometry with more than three
// decimals is a 422 as the DSO answers it; pages follow HAL _links.next (page size as asked). Failures can be forced:
// 429 with Retry-After, 500, a hang (no answer: the client's timeout), an answer in another shape, a 302 to another
// place, or a given answer (a page whose next link leads elsewhere).

export const ONTSLUITEN = '/publiek/omgevingsinformatie/api/ontsluiten/v2';
export const PRESENTEREN = '/publiek/omgevingsdocumenten/api/presenteren/v8';
export const RP = '/ruimtelijke-plannen/api/opvragen/v4';

type Failure = { status: 429 | 500 } | { hang: true } | { schema: true } | { status: 401 } | { redirect: string } | { answer: unknown };

export interface LocalDso {
  /** base URLs to configure: DSO_ONTSLUITEN_URL, DSO_PRESENTEREN_URL, RP_OPVRAGEN_URL */
  ontsluitenUrl: string;
  presenterenUrl: string;
  rpUrl: string;
  /** every request: method, path below the host, the key sent, the status answered, the Content-Crs sent */
  requests: { method: string; path: string; apiKey: string | null; status: number; contentCrs: string | null }[];
  documents: LocalDocument[];
  regelingen: Map<string, LocalRegeling>;
  plans: LocalPlan[];
  /** the largest page it answers (the real APIs cap at 200 / 100); tests lower it to see paging */
  maxPageSize: number;
  /** the next `times` requests under this API root fail this way */
  failNext(root: string, failure: Failure, times?: number): void;
  close(): Promise<void>;
}

/** What the request handler shares with the test: the keys, the data, the forced failures and the log. */
interface ServerState {
  apiKey: string;
  rpKey: string;
  local: LocalDso;
  failures: Map<string, Failure[]>;
  hanging: Set<ServerResponse>;
}

/** A forced failure of the request's API root, or a wrong key: answered here, true. Else false: the API answers. */
function refused(st: ServerState, x: DsoExchange, root: string, key: string | null, res: ServerResponse): boolean {
  const forced = st.failures.get(root)?.shift();
  if (forced && 'hang' in forced) {
    st.local.requests.push({ method: x.method ?? '', path: x.url.pathname + x.url.search, apiKey: key, status: 0, contentCrs: x.contentCrs });
    st.hanging.add(res);
    return true;
  }
  if (forced && 'schema' in forced) return x.send(200, { resultaten: [{ id: 1 }], _links: {} });
  if (forced && 'answer' in forced) return x.send(200, forced.answer);
  if (forced && 'redirect' in forced) {
    st.local.requests.push({ method: x.method ?? '', path: x.url.pathname + x.url.search, apiKey: key, status: 302, contentCrs: x.contentCrs });
    res.writeHead(302, { location: forced.redirect, 'content-length': 0 });
    res.end();
    return true;
  }
  if (forced && forced.status === 429) return x.problem(429, 'Too Many Requests', 'Het maximale aantal verzoeken is overschreden', { 'retry-after': '30' });
  if (forced && forced.status === 500) return x.problem(500, 'Internal Server Error');
  if (forced || key !== (root === RP ? st.rpKey : st.apiKey)) return x.problem(401, 'Unauthorized', 'Geen geldige API key');
  return false;
}

/** One HTTP request: read whole, logged when answered, refused (forced failure, key) or routed to its API. */
async function handle(st: ServerState, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const u = new URL(req.url ?? '/', 'http://127.0.0.1');
  const root = [ONTSLUITEN, PRESENTEREN, RP].find((r) => u.pathname.startsWith(r));
  const key = typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : null;
  const contentCrs = typeof req.headers['content-crs'] === 'string' ? req.headers['content-crs'] : null;
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    st.local.requests.push({ method: req.method ?? '', path: u.pathname + u.search, apiKey: key, status, contentCrs });
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
    return true as const;
  };
  const problem = (status: number, title: string, detail?: string, headers?: Record<string, string>) =>
    send(status, { type: `https://developer.omgevingswet.overheid.nl/problems/${status}`, title, status, ...(detail ? { detail } : {}), instance: u.pathname }, headers);
  if (!root) return problem(404, 'Not Found');
  const path = u.pathname.slice(root.length);
  const x: DsoExchange = { method: req.method, url: u, path, body: {}, contentCrs, send, problem, paged: (all, sizeParam, name) => paged(st.local, u, root, path, all, sizeParam, name) };
  if (refused(st, x, root, key, res)) return;
  x.body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  const route = root === ONTSLUITEN ? ontsluitenRoute : root === PRESENTEREN ? presenterenRoute : ruimtelijkePlannenRoute;
  if (!route(x, st.local)) problem(404, 'Not Found');
}

/** A HAL page of `all` as the request `u` asks it (Ruimtelijke Plannen counts pages from 1, the DSO from 0). */
function paged<T>(local: LocalDso, u: URL, root: string, path: string, all: T[], sizeParam: string, name: string) {
  const page = Number(u.searchParams.get('page') ?? (root === RP ? '1' : '0'));
  const size = Math.min(Number(u.searchParams.get(sizeParam) ?? 20), local.maxPageSize);
  const first = root === RP ? page - 1 : page;
  const items = all.slice(first * size, (first + 1) * size);
  const next = (first + 1) * size < all.length ? new URL(u.href) : null;
  next?.searchParams.set('page', String(page + 1));
  return { _embedded: { [name]: items }, _links: { self: { href: u.pathname + u.search }, ...(next ? { next: { href: `${root}${path}${next.search}` } } : {}) }, page: { size, totalElements: all.length, totalPages: Math.ceil(all.length / size), number: page } };
}

/** Starts the local DSO APIs on 127.0.0.1 and a free port, accepting `apiKey` (and `rpKey` for Ruimtelijke Plannen). */
export async function startDsoServer(apiKey: string, rpKey = apiKey): Promise<LocalDso> {
  const failures = new Map<string, Failure[]>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => void handle(st, req, res));
  // the URLs are known once it listens
  const local: LocalDso = {
    maxPageSize: 200,
    ontsluitenUrl: '',
    presenterenUrl: '',
    rpUrl: '',
    requests: [],
    documents: [],
    regelingen: new Map(),
    plans: [],
    failNext(root, failure, times = 1) {
      const list = failures.get(root) ?? [];
      for (let i = 0; i < times; i++) list.push(failure);
      failures.set(root, list);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const st: ServerState = { apiKey, rpKey, local, failures, hanging };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `http://127.0.0.1:${port}`;
  local.ontsluitenUrl = host + ONTSLUITEN;
  local.presenterenUrl = host + PRESENTEREN;
  local.rpUrl = host + RP;
  return local;
}
