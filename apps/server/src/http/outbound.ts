import { AppError } from './appError';

/*
 * The server's requests to other services (issue 38 item 3): nothing the server sends, with or without a key, goes to
 * a host other than the one configured. Node's fetch follows a redirect to any host and drops only Authorization and
 * cookies on the way, not an X-Api-Key; links and templates in an upstream answer could name any host too. So every
 * outbound request goes through sameOriginFetch (the PDOK, locatieserver, layer check and data refresh fetches of
 * geodata/pdok/httpClient.ts, the BRK, DSO and Omgevingswet adapters, Moneybird), every URL read from an answer
 * through sameOriginUrl, and every path parameter taken from data through pathSegment. The one implementation.
 */

/** The host and path of a URL without its query, for messages. */
export const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return url;
  }
};

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Whether `url` is on the configured host: its origin, or the same host name over https when the configuration says
 * http (an upgrade, on the default https port or the configured port). Never another host, never a downgrade.
 */
export function onConfiguredHost(url: string | URL, configured: string | URL): boolean {
  const u = new URL(url);
  const c = new URL(configured);
  if (u.origin === c.origin) return true;
  return c.protocol === 'http:' && u.protocol === 'https:' && u.hostname === c.hostname && (u.port === '' || u.port === c.port);
}

/**
 * fetch with the redirects read by hand: one on the host of `configured` (the adapter's base URL; onConfiguredHost) is
 * followed (at most 5), one anywhere else is the AppError upstream_redirect_refused naming the host it wanted: the
 * request, and so its key, never goes there. A 303, or a 301/302 after a POST, goes on as a GET without body, as fetch
 * does.
 */
export async function sameOriginFetch(url: string, init: RequestInit, configured: string): Promise<Response> {
  let current = url;
  let request = init;
  for (let hop = 0; ; hop++) {
    if (!onConfiguredHost(current, configured)) throw offOrigin('upstream_link_refused', current, configured, 'a request');
    const res = await fetch(current, { ...request, redirect: 'manual' });
    const location = REDIRECTS.has(res.status) ? res.headers.get('location') : null;
    if (!location) return res;
    await res.body?.cancel().catch(() => undefined);
    const next = new URL(location, current).href;
    if (!onConfiguredHost(next, configured)) throw offOrigin('upstream_redirect_refused', next, configured, `${shortUrl(current)} (${res.status})`);
    if (hop >= MAX_REDIRECTS) throw new AppError('upstream_redirect_refused', `${shortUrl(url)} redirected more than ${MAX_REDIRECTS} times`, { reason: 'too_many_redirects', url: shortUrl(url) });
    const method = (request.method ?? 'GET').toUpperCase();
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) request = { ...request, method: 'GET', body: undefined };
    current = next;
  }
}

/**
 * A URL named by an upstream answer (a HAL next link, a tile template), resolved against `against` (the answer's own
 * URL; default the configured base) and accepted only on the configured host (onConfiguredHost); otherwise
 * upstream_link_refused.
 */
export function sameOriginUrl(href: string, configured: string, what: string, against = configured): string {
  let url: URL;
  try {
    url = new URL(href, against);
  } catch {
    throw new AppError('upstream_link_refused', `${what}: the link ${JSON.stringify(href.slice(0, 100))} is no URL`, { reason: 'bad_link', what });
  }
  if (!onConfiguredHost(url, configured)) throw offOrigin('upstream_link_refused', url.href, configured, what);
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
