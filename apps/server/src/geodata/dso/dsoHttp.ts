import type { z } from 'zod';
import { AppError } from '../../http/appError';
import { pathSegment, sameOriginFetch, sameOriginUrl, shortUrl } from '../../http/outbound';

/*
 * HTTP for the DSO adapters (Ontsluiten v2, Presenteren v8, Ruimtelijke Plannen v4): JSON over GET and POST with
 * the API key in `x-api-key`, every answer checked against a zod schema of the fields we read. Failures become
 * stable error codes the screen can explain: dso_key_refused (401/403), dso_unavailable (429, timeout, 5xx,
 * unreachable), dso_schema_changed (an answer that is not the shape the specification gives). The key is a
 * header only: it is never part of a URL, a message or a detail, so no log line or answer can carry it. And it goes
 * to the configured origin only: a redirect elsewhere is upstream_redirect_refused, a HAL link elsewhere
 * upstream_link_refused, an identifier from an answer that is no path segment invalid_identifier (http/outbound.ts).
 */

/** An identifier of the DSO APIs as a path takes it (uriIdentificatie, wId, IMRO plan id): word characters, `.`, `-`. */
const DSO_ID = /^\w[\w.-]{0,299}$/;

/** An identifier from data checked and encoded for one path segment (invalid_identifier, 400, before any request). */
export const dsoSegment = (value: string, what: string) => pathSegment(value, DSO_ID, what);

/** Where an adapter talks to and with which key. */
export interface DsoConnection {
  baseUrl: string;
  apiKey: string;
  /** per request, until the whole answer is read (default 15 s) */
  timeoutMs?: number;
}

/** The DSO's geometry body: RD New (EPSG:28992) GeoJSON with at most three decimals (more answers 422). */
export interface RdGeometry {
  type: 'Point' | 'Polygon' | 'MultiPolygon';
  coordinates: unknown;
}

/** RD coordinates rounded to millimetres, as the DSO APIs demand. */
export function roundRd(g: RdGeometry): RdGeometry {
  const round = (v: unknown): unknown => (Array.isArray(v) ? v.map(round) : typeof v === 'number' ? Math.round(v * 1000) / 1000 : v);
  return { type: g.type, coordinates: round(g.coordinates) };
}

interface Request {
  method: 'GET' | 'POST';
  /** a path below the base URL (with its query), or an absolute URL of a HAL next link on the same host */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The service name in messages: the API's host and path, never its query or key. */
const service = (url: string) => shortUrl(url);

/** One request; answers the parsed body or throws an AppError with a stable code. */
export async function dsoRequest<S extends z.ZodType>(c: DsoConnection, req: Request, schema: S, what: string): Promise<z.infer<S>> {
  // a HAL link must stay on the configured origin: the key goes nowhere else
  const url = /^https?:\/\//.test(req.path) ? sameOriginUrl(req.path, c.baseUrl, what) : `${c.baseUrl.replace(/\/$/, '')}${req.path}`;
  const timeoutMs = c.timeoutMs ?? 15_000;
  let res: Response;
  let text: string;
  try {
    res = await sameOriginFetch(url, {
      method: req.method,
      headers: {
        accept: 'application/hal+json, application/json;q=0.9, application/problem+json;q=0.8',
        'user-agent': 'Plotwise DSO adapter',
        'x-api-key': c.apiKey,
        ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    }, c.baseUrl);
    text = await res.text();
  } catch (e) {
    if (e instanceof AppError) throw e;
    const err = e as Error & { cause?: { code?: string } };
    const timeout = err.name === 'TimeoutError' || err.name === 'AbortError';
    throw new AppError(
      'dso_unavailable',
      timeout ? `${service(url)} did not answer within ${timeoutMs} ms; the last stored version stays` : `${service(url)} could not be reached (${err.cause?.code ?? err.message}); the last stored version stays`,
      { reason: timeout ? 'timeout' : 'unreachable', what },
    );
  }
  if (res.status === 401 || res.status === 403)
    throw new AppError('dso_key_refused', `${service(url)} refused the API key (${res.status}): set the DSO key in the company settings`, { reason: 'key_refused', status: res.status, what });
  if (res.status === 429) {
    const retryAfter = res.headers.get('retry-after');
    throw new AppError('dso_unavailable', `${service(url)} is busy (429 Too Many Requests); the last stored version stays, try again${retryAfter ? ` after ${retryAfter} s` : ' later'}`, { reason: 'rate_limited', retryAfter, what });
  }
  if (res.status >= 500) throw new AppError('dso_unavailable', `${service(url)} failed (${res.status}); the last stored version stays`, { reason: 'server_error', status: res.status, what });
  if (!res.ok) {
    // a problem+json body names what the API did not accept (a bad geometry ...): pass its title and detail on
    const problem = safeJson(text) as { title?: unknown; detail?: unknown } | undefined;
    const says = [problem?.title, problem?.detail].filter((s): s is string => typeof s === 'string').join(': ');
    throw new AppError('dso_schema_changed', `${service(url)} did not accept the request for ${what} (${res.status}${says ? `: ${says.slice(0, 200)}` : ''})`, { reason: 'refused', status: res.status, what });
  }
  const parsed = schema.safeParse(safeJson(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue ? `${issue.path.join('.') || '(answer)'}: ${issue.message}` : 'not JSON';
    throw new AppError('dso_schema_changed', `${service(url)} answered ${what} in a shape we do not know (${at}); its schema may have changed, nothing was stored`, { reason: 'schema_changed', what, at });
  }
  return parsed.data as z.infer<S>;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The HAL `_links.next.href` of a page, if any. */
const nextHref = (page: { _links?: { next?: { href?: string } | null } | null }) => page._links?.next?.href ?? null;

/** Follows a HAL collection's next links up to `maxPages`; stops at a link already read. */
export async function dsoPages<S extends z.ZodType<{ _links?: { next?: { href?: string } | null } | null }>>(
  c: DsoConnection,
  first: Request,
  schema: S,
  what: string,
  maxPages = 20,
): Promise<z.infer<S>[]> {
  const pages: z.infer<S>[] = [];
  const seen = new Set<string>();
  let req: Request | null = first;
  while (req && pages.length < maxPages) {
    const page: z.infer<S> = await dsoRequest(c, req, schema, what);
    pages.push(page);
    const next = nextHref(page);
    if (!next || seen.has(next)) break;
    seen.add(next);
    // POST searches page with the same body; a relative href is below the host
    req = { ...req, path: sameOriginUrl(next, c.baseUrl, what) };
  }
  return pages;
}
