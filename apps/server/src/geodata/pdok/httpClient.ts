import { AppError } from '../../http/appError';

/** How a PDOK adapter talks HTTP: patience for busy servers, none for unreachable ones. */
export interface HttpOptions {
  /** further attempts after a 429 or 5xx answer or a network error (default 4) */
  retries?: number;
  /** per attempt, until the response headers arrive (default 30 s) */
  timeoutMs?: number;
  /** first backoff; doubles per attempt (default 500 ms) */
  backoffMs?: number;
  /** the longest wait a Retry-After may ask for before we give up instead (default 60 s) */
  maxWaitMs?: number;
  /** waits between attempts; tests pass one that records instead of sleeping */
  sleep?: (ms: number) => Promise<void>;
  accept?: string;
  /** extra request headers (an API key): with them, redirects stay on the origin of `origin` (or of the URL) */
  headers?: Record<string, string>;
  /** the configured base URL: redirects are followed only within its origin (sameOriginFetch) */
  origin?: string;
}

/** A remote service that failed to answer usefully; `unreachable` when no HTTP answer came at all (offline). */
export class RemoteServiceError extends AppError {
  constructor(
    message: string,
    readonly url: string,
    readonly httpStatus: number | null,
    /** the last attempt got no answer within the timeout (rather than no connection at all) */
    readonly timedOut = false,
  ) {
    super('service_unavailable', message, { url, status: httpStatus });
  }
  get unreachable(): boolean {
    return this.httpStatus === null;
  }
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);
const USER_AGENT = 'Plotwise geodata adapter';

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The wait a Retry-After header asks for: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const s = header.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const t = Date.parse(s);
  return Number.isNaN(t) ? undefined : Math.max(0, t - now);
}

/** The host and path of a URL without its query, for messages. */
export const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return url;
  }
};

/**
 * GET a URL, retrying 429 (after its Retry-After) and 5xx answers and network errors with exponential
 * backoff. Resolves with a 2xx response (its body unread, so callers can stream it); anything else becomes
 * a RemoteServiceError naming the service and the status.
 */
export async function fetchWithRetry(url: string, opts: HttpOptions = {}): Promise<Response> {
  const retries = opts.retries ?? 4;
  const sleep = opts.sleep ?? defaultSleep;
  const backoff = opts.backoffMs ?? 500;
  const maxWait = opts.maxWaitMs ?? 60_000;
  let last = '';
  let lastStatus: number | null = null;
  let timedOut = false;
  for (let attempt = 0; ; attempt++) {
    let res: Response | undefined;
    try {
      const init: RequestInit = { headers: { accept: opts.accept ?? 'application/json', 'user-agent': USER_AGENT, ...opts.headers }, signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) };
      // a request with a key (or a pinned origin) never leaves the configured origin; a keyless one follows as before
      const pinned = opts.origin ?? (opts.headers ? url : undefined);
      res = pinned ? await sameOriginFetch(url, init, pinned) : await fetch(url, { ...init, redirect: 'follow' });
    } catch (e) {
      if (e instanceof AppError) throw e;
      const err = e as Error & { cause?: { code?: string; message?: string; errors?: { code?: string }[] } };
      const cause = err.cause?.code ?? err.cause?.errors?.[0]?.code ?? err.cause?.message ?? err.message;
      timedOut = err.name === 'TimeoutError';
      last = timedOut ? `no answer within ${opts.timeoutMs ?? 30_000} ms` : `unreachable (${cause})`;
      lastStatus = null;
    }
    if (res) {
      if (res.ok) return res;
      lastStatus = res.status;
      timedOut = false;
      const body = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
      last = `answered ${res.status} ${res.statusText}${body ? `: ${body}` : ''}`;
      if (!RETRYABLE.has(res.status)) throw new RemoteServiceError(`${shortUrl(url)} ${last}`, url, res.status);
    }
    if (attempt >= retries) break;
    let wait = backoff * 2 ** attempt;
    if (res?.status === 429 || res?.status === 503) {
      const asked = retryAfterMs(res.headers.get('retry-after'));
      if (asked !== undefined) {
        if (asked > maxWait) throw new RemoteServiceError(`${shortUrl(url)} ${last}; it asks to retry after ${Math.round(asked / 1000)} s, longer than we wait`, url, res.status);
        wait = asked;
      }
    }
    await sleep(wait);
  }
  throw new RemoteServiceError(`${shortUrl(url)} ${last} (after ${retries + 1} attempts)`, url, lastStatus, timedOut);
}

/*
 * No credential reaches a host other than the configured one (issue 38). Node's fetch follows a redirect to any host
 * and drops only Authorization and cookies on the way, not an X-Api-Key; links and templates in an upstream answer
 * could name any host too. So every adapter request that carries a key goes through sameOriginFetch, every URL read
 * from an answer through sameOriginUrl, and every path parameter taken from data through pathSegment.
 */

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * fetch with the redirects read by hand: one within the origin of `configured` (the adapter's base URL) is followed
 * (at most 5), one anywhere else is the AppError upstream_redirect_refused naming the host it wanted: the request,
 * and so its key, never goes there. A 303, or a 301/302 after a POST, goes on as a GET without body, as fetch does.
 */
export async function sameOriginFetch(url: string, init: RequestInit, configured: string): Promise<Response> {
  const origin = new URL(configured).origin;
  let current = url;
  let request = init;
  for (let hop = 0; ; hop++) {
    if (new URL(current).origin !== origin) throw offOrigin('upstream_link_refused', current, configured, 'a request');
    const res = await fetch(current, { ...request, redirect: 'manual' });
    const location = REDIRECTS.has(res.status) ? res.headers.get('location') : null;
    if (!location) return res;
    await res.body?.cancel().catch(() => undefined);
    const next = new URL(location, current).href;
    if (new URL(next).origin !== origin) throw offOrigin('upstream_redirect_refused', next, configured, `${shortUrl(current)} (${res.status})`);
    if (hop >= MAX_REDIRECTS) throw new AppError('upstream_redirect_refused', `${shortUrl(url)} redirected more than ${MAX_REDIRECTS} times`, { reason: 'too_many_redirects', url: shortUrl(url) });
    const method = (request.method ?? 'GET').toUpperCase();
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) request = { ...request, method: 'GET', body: undefined };
    current = next;
  }
}

/**
 * A URL named by an upstream answer (a HAL next link, a tile template), resolved against `against` (the answer's own
 * URL; default the configured base) and accepted only on the configured origin; otherwise upstream_link_refused.
 */
export function sameOriginUrl(href: string, configured: string, what: string, against = configured): string {
  let url: URL;
  try {
    url = new URL(href, against);
  } catch {
    throw new AppError('upstream_link_refused', `${what}: the link ${JSON.stringify(href.slice(0, 100))} is no URL`, { reason: 'bad_link', what });
  }
  if (url.origin !== new URL(configured).origin) throw offOrigin('upstream_link_refused', url.href, configured, what);
  return url.href;
}

function offOrigin(code: 'upstream_redirect_refused' | 'upstream_link_refused', target: string, configured: string, what: string): AppError {
  const to = new URL(target).host;
  const own = new URL(configured).host;
  const says = code === 'upstream_redirect_refused' ? `${what} redirected to ${to}` : `${what} leads to ${to}`;
  // the host only: never the path or query of the target (it may carry anything), never the key
  return new AppError(code, `${says}, not ${own}: refused, nothing was sent there`, { reason: 'other_origin', host: to, configuredHost: own });
}

/**
 * A path parameter taken from data (a parcel's identificatie, an id from an answer) checked against its `format` and
 * encoded for one URL path segment; anything else (`..`, a slash, a query) is invalid_identifier before any request.
 */
export function pathSegment(value: string, format: RegExp, what: string): string {
  if (!format.test(value) || value === '.' || value === '..')
    throw new AppError('invalid_identifier', `${what} ${JSON.stringify(value.slice(0, 100))} is not in the form the register takes; nothing was requested`, { reason: 'bad_identifier', what });
  return encodeURIComponent(value);
}
