import { AppError } from '../../http/appError';
import { sameOriginFetch, shortUrl } from '../../http/outbound';

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
  /** extra request headers (an API key) */
  headers?: Record<string, string>;
  /** the configured base URL: redirects are followed only to its host (default the URL's own; sameOriginFetch) */
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

/**
 * GET a URL, retrying 429 (after its Retry-After) and 5xx answers and network errors with exponential
 * backoff. Resolves with a 2xx response (its body unread, so callers can stream it); anything else becomes
 * a RemoteServiceError naming the service and the status. A redirect is followed only to the host of `opts.origin`
 * (default the URL's own host; an http -> https upgrade of it too), any other is upstream_redirect_refused.
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
      // no request leaves the configured host, with a key or without (a redirect elsewhere is upstream_redirect_refused)
      res = await sameOriginFetch(url, init, opts.origin ?? url);
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
