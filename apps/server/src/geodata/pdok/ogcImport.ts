import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import type { ImportReport } from '../runner/report';
import { runImport, type RunHooks } from '../runner/runImport';
import type { HttpOptions } from './httpClient';
import { collectionOf, itemsUrl, ogcPages, type Bbox, type PageStats } from './ogcFeatures';

/** The OGC API Features landing pages the short collection names resolve against (config PDOK_OGC_*_URL). */
export interface OgcBases {
  bag: string;
  brk: string;
}

export interface OgcImportRequest {
  /** a collection's /items URL, or `bag/<collection>` / `brk/<collection>` for PDOK's BAG and BRK APIs */
  collection: string;
  bbox: Bbox;
  /** EPSG code of the bbox (default 28992) */
  bboxCrs?: number;
  /** importer format (default: told from the collection) */
  format?: string;
  limit?: number;
  area?: string;
  layer?: string;
  maxRejectedPercent?: number;
  userId?: number;
}

/** The /items URL of a collection given as URL or as `bag/pand`, `brk/perceel`. */
export function resolveCollectionUrl(collection: string, bases: OgcBases): string {
  const short = /^(bag|brk)\/([\w-]+)$/i.exec(collection);
  if (short) return `${bases[short[1]!.toLowerCase() as keyof OgcBases].replace(/\/+$/, '')}/collections/${short[2]}/items`;
  if (/^https?:\/\//i.test(collection)) return collection;
  throw new AppError('bad_request', `pdok-ogc needs a collection /items URL or bag/<collection> or brk/<collection> (got "${collection}")`);
}

const BAG_COLLECTIONS = new Set(['pand', 'verblijfsobject', 'ligplaats', 'standplaats', 'woonplaats']);

/** The importer for a collection: BRK percelen, BAG objects, or any other collection as a generic layer. */
function formatForCollection(collection: string): string {
  if (collection === 'perceel') return 'brk-geojson';
  if (BAG_COLLECTIONS.has(collection)) return 'bag-geojson';
  return 'geojson';
}

/**
 * Import the features of an OGC API Features collection inside a bounding box, page by page, through the
 * GeoJSON importers: one transaction for all pages, so a failing page (after retries) or a malformed one
 * leaves the database as it was. The area defaults to the bbox, so a later import of the same box replaces it.
 */
export async function importOgcCollection(
  db: Db,
  req: OgcImportRequest,
  env: { bases: OgcBases; http?: HttpOptions; hooks?: RunHooks },
): Promise<ImportReport & { pages: number }> {
  const crs = 28992;
  const first = itemsUrl(resolveCollectionUrl(req.collection, env.bases), { bbox: req.bbox, bboxCrs: req.bboxCrs, crs, limit: req.limit });
  const collection = collectionOf(first);
  const format = req.format ?? formatForCollection(collection);
  const stats: PageStats = { pages: 0, urls: [] };
  const report = await runImport(
    db,
    format,
    `${collection} (OGC API, bbox ${req.bbox.join(',')})`,
    {
      area: req.area ?? `bbox:${req.bbox.join(',')}`,
      layer: req.layer ?? collection,
      ...(req.maxRejectedPercent === undefined ? {} : { maxRejectedPercent: req.maxRejectedPercent }),
      crs: `EPSG:${crs}`,
      userId: req.userId,
      source: ogcPages(first, crs, env.http, stats),
    },
    env.hooks,
  );
  return { ...report, pages: stats.pages };
}
