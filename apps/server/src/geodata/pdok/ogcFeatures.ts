import { Readable } from 'node:stream';
import { AppError } from '../../http/appError';
import { parseCrs } from '../geometry/crs';
import type { InputEntry } from '../readers/inputFiles';
import { sameOriginUrl, shortUrl } from '../../http/outbound';
import { fetchWithRetry, RemoteServiceError, type HttpOptions } from './httpClient';

/** A bounding box as minx, miny, maxx, maxy in the box's CRS. */
export type Bbox = [number, number, number, number];

/** The OGC CRS URI of an EPSG code (OGC API Features part 2); CRS84 for lon/lat. */
const crsUri = (epsg: number) =>
  epsg === 4326 ? 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' : `http://www.opengis.net/def/crs/EPSG/0/${epsg}`;

export interface ItemsQuery {
  bbox: Bbox;
  /** EPSG code of the bbox (default 28992, RD New) */
  bboxCrs?: number;
  /** EPSG code the features should come in (default 28992: what we store, so nothing is transformed) */
  crs?: number;
  /** features per page (PDOK allows up to 1000) */
  limit?: number;
}

/** Parse `minx,miny,maxx,maxy`; a clear error for anything else. */
export function parseBbox(s: string): Bbox {
  const parts = s.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)))
    throw new AppError('bad_request', `--bbox must be minx,miny,maxx,maxy (got "${s}")`);
  const [minx, miny, maxx, maxy] = parts as Bbox;
  if (minx >= maxx || miny >= maxy) throw new AppError('bad_request', `--bbox: min must be below max (got "${s}")`);
  return [minx, miny, maxx, maxy];
}

/** The first page's URL: the collection's /items with bbox, bbox-crs, crs and limit (OGC API Features parts 1 and 2). */
export function itemsUrl(collectionItemsUrl: string, q: ItemsQuery): string {
  let u: URL;
  try {
    u = new URL(collectionItemsUrl);
  } catch {
    throw new AppError('bad_request', `not a URL: ${collectionItemsUrl}`);
  }
  if (!/^https?:$/.test(u.protocol)) throw new AppError('bad_request', `not an http(s) URL: ${collectionItemsUrl}`);
  if (!/\/items\/?$/.test(u.pathname)) u.pathname = `${u.pathname.replace(/\/+$/, '')}/items`;
  u.searchParams.set('f', 'json');
  u.searchParams.set('bbox', q.bbox.join(','));
  u.searchParams.set('bbox-crs', crsUri(q.bboxCrs ?? 28992));
  u.searchParams.set('crs', crsUri(q.crs ?? 28992));
  u.searchParams.set('limit', String(q.limit ?? 1000));
  return u.toString();
}

/** The collection id of an items URL (`.../collections/perceel/items` -> `perceel`). */
export function collectionOf(url: string): string {
  const m = /\/collections\/([^/?#]+)/.exec(new URL(url).pathname);
  return m ? decodeURIComponent(m[1]!) : 'items';
}

interface Link {
  rel?: string;
  href?: string;
  type?: string;
}

/** The `next` link of a page: GeoJSON preferred when several formats are offered. */
export function nextLink(links: unknown): string | undefined {
  if (!Array.isArray(links)) return undefined;
  const next = (links as Link[]).filter((l) => l && l.rel === 'next' && typeof l.href === 'string');
  const json = next.find((l) => !l.type || /json/.test(l.type)) ?? next[0];
  return json?.href;
}

export interface PageStats {
  pages: number;
  urls: string[];
}

/**
 * The pages of an OGC API Features /items query as input entries for the GeoJSON importers: each page's
 * body is streamed into the importer, and its `next` link (read from the page while it streams) gives the
 * following page on the first URL's origin only (elsewhere 502 upstream_link_refused, nothing fetched there). The
 * server's Content-Crs must be the CRS we asked for.
 */
export function ogcPages(firstUrl: string, expectedCrs: number, http: HttpOptions = {}, stats: PageStats = { pages: 0, urls: [] }) {
  const collection = collectionOf(firstUrl);
  return async function* pages(): AsyncGenerator<InputEntry> {
    const seen = new Set<string>();
    let url: string | undefined = firstUrl;
    while (url) {
      if (seen.has(url)) throw new RemoteServiceError(`${shortUrl(url)}: the next link points back to a page already read`, url, null);
      seen.add(url);
      const res = await fetchWithRetry(url, { accept: 'application/geo+json, application/json', ...http });
      const type = res.headers.get('content-type') ?? '';
      if (!/json/i.test(type)) {
        await res.body?.cancel();
        throw new RemoteServiceError(`${shortUrl(url)} answered ${type || 'no content type'}, not GeoJSON`, url, res.status);
      }
      const contentCrs = res.headers.get('content-crs')?.replace(/[<>\s]/g, '');
      if (contentCrs && parseCrs(contentCrs, shortUrl(url)).srid !== parseCrs(`EPSG:${expectedCrs}`, 'crs').srid) {
        await res.body?.cancel();
        throw new RemoteServiceError(`${shortUrl(url)} answered in ${contentCrs}, not the EPSG:${expectedCrs} asked for`, url, res.status);
      }
      stats.pages++;
      stats.urls.push(url);
      let next: string | undefined;
      const page = stats.pages;
      const body = res.body;
      yield {
        name: `${collection} page ${page}`,
        size: Number(res.headers.get('content-length') ?? 0),
        open: async () => (body ? Readable.fromWeb(body as never) : Readable.from([])),
        onJsonMember(key, value) {
          if (key === 'links') next = nextLink(value);
        },
      };
      // a next link is the upstream's word: followed only on the origin we asked (an import of a service would
      // otherwise fetch whatever host its answer names, with whatever headers the request carries)
      url = next ? sameOriginUrl(next, firstUrl, `${collection} page ${page}`, url) : undefined;
    }
  };
}
