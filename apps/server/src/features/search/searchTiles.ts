import { createHash } from 'node:crypto';
import { latToTileY, lonToTileX, roundScore, tileMatches, type CompiledQuery } from '@plotwise/core';
import { lookupFilter, type FilterReferenceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { encodeMvt, type TileFeature } from '../../geodata/tiles/encodeMvt';
import { GeomType } from '../../geodata/tiles/tileGeometry';
import { TILE_EXTENT as EXTENT } from '../../geodata/tiles/tileProjection';
import type { LoadedIndex } from './searchService';

/** From this zoom on a tile holds one point per matching plot; below it, one point per cell of matches. */
const PLOT_POINTS_FROM_ZOOM = 13;
/** Cells per tile side when aggregating (32 px cells of a 4096 extent). */
const GRID = 128;

/** The token of a query for one company: the same filters give the same token (and tile URLs a browser may cache). */
export function tileToken(companyId: number, filters: readonly FilterReferenceInput[]): string {
  return createHash('sha256').update(`${companyId}:${JSON.stringify(filters)}`).digest('base64url').slice(0, 32);
}

/** Keep the query behind a token (tenant data: the company's own filters). Old tokens go after a week. */
export async function saveTileQuery(tx: Db, companyId: number, token: string, filters: readonly FilterReferenceInput[]): Promise<void> {
  await tx.query(
    `INSERT INTO search_tile_queries (company_id, token, filters) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, token) DO UPDATE SET created_at = now()`,
    [companyId, token, JSON.stringify(filters)],
  );
  await tx.query(`DELETE FROM search_tile_queries WHERE company_id = $1 AND created_at < now() - interval '7 days'`, [companyId]);
}

/** The filters behind a token of this company, or null. */
export async function tileQuery(tx: Db, companyId: number, token: string): Promise<FilterReferenceInput[] | null> {
  const [row] = await tx.query<{ filters: FilterReferenceInput[] }>(`SELECT filters FROM search_tile_queries WHERE company_id = $1 AND token = $2`, [companyId, token]);
  return row?.filters ?? null;
}

/**
 * The vector tile of the matches inside z/x/y, layer `search`: from zoom 13 one point per plot
 * (`plot_id`, `score` 0-100, feature id = plot id); below it one point per cell of 32 px at the matches'
 * mean position (`count`, `score_max`, `score_mean`).
 */
export function renderSearchTile(loaded: LoadedIndex, query: CompiledQuery, z: number, x: number, y: number): { bytes: Uint8Array; count: number } {
  const { index } = loaded;
  const m = tileMatches(index, query, lookupFilter, z, x, y);
  const px = (p: number) => (lonToTileX(index.lon.at(p)!, z) - x) * EXTENT;
  const py = (p: number) => (latToTileY(index.lat.at(p)!, z) - y) * EXTENT;
  const points: TileFeature[] = [];
  const at = (x: number, y: number) => ({ type: GeomType.Point, parts: [[Math.round(x), Math.round(y)]] });
  if (z >= PLOT_POINTS_FROM_ZOOM) {
    for (let j = 0; j < m.positions.length; j++) {
      const p = m.positions[j]!;
      const id = index.ids[p]!;
      points.push({ id, geometry: at(px(p), py(p)), properties: { plot_id: id, score: roundScore(m.scores[j]!) } });
    }
  } else {
    const cells = new Map<number, { n: number; sx: number; sy: number; max: number; sum: number }>();
    for (let j = 0; j < m.positions.length; j++) {
      const p = m.positions[j]!;
      const cx = px(p);
      const cy = py(p);
      const key = Math.min(GRID - 1, Math.max(0, Math.floor((cy / EXTENT) * GRID))) * GRID + Math.min(GRID - 1, Math.max(0, Math.floor((cx / EXTENT) * GRID)));
      const c = cells.get(key) ?? { n: 0, sx: 0, sy: 0, max: 0, sum: 0 };
      c.n++;
      c.sx += cx;
      c.sy += cy;
      c.max = Math.max(c.max, m.scores[j]!);
      c.sum += m.scores[j]!;
      cells.set(key, c);
    }
    for (const c of cells.values())
      points.push({ geometry: at(c.sx / c.n, c.sy / c.n), properties: { count: c.n, score_max: roundScore(c.max), score_mean: roundScore(c.sum / c.n) } });
  }
  return { bytes: encodeMvt([{ name: 'search', features: points }]), count: m.positions.length };
}
