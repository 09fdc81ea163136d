import { createHash } from 'node:crypto';
import { lngLat, lngLatToRd, type TileAddress } from '@plotwise/core';
import type { TileLayerId } from '@plotwise/contracts';
import type { Db, Row } from '../../db/database';
import { cutPoint, cutWkb } from './cutWkb';
import { encodeMvt, type TileFeature, type TileLayerData, type TileProperty } from './encodeMvt';
import type { TileGeometry } from './tileGeometry';
import { TileCache } from './tileCache';
import { tileLayers } from './tileLayers';
import type { TileLayerSpec, TileSubLayer } from './tileLayerSpec';
import { TileProjection } from './tileProjection';

export interface RenderedTile {
  body: Uint8Array;
  etag: string;
  scope: 'national' | 'tenant';
}

const EMPTY = new Uint8Array(0);
const GEO_DATASETS = /\bgeo_datasets\b/i;

/**
 * Cuts vector tiles in Node from rows that PostGIS selects by bounding box. PGlite has no ST_AsMVT, and one
 * code path for both databases keeps the bytes identical. National tiles are cached by the version of the
 * imported data, so an import makes every cached tile and ETag stale at once.
 */
export class TileService {
  private readonly cache: TileCache;
  private version: { mark: number; value: string } | null = null;

  /**
   * `db` cuts the tenant tiles (a company's own rows, read right after it writes them); `nationalDb` the national ones
   * and their data version, both from one database so that a tile never carries a version its rows are not at yet
   * (a streaming replica when DATABASE_READ_URL is set, else `db`).
   */
  constructor(
    private readonly db: Db,
    private readonly nationalDb: Db = db,
    cacheBytes = 64 * 1024 * 1024,
  ) {
    this.cache = new TileCache(cacheBytes);
  }

  /** A token that changes whenever an import replaces national data. */
  async dataVersion(): Promise<string> {
    // on PGlite the version read last holds while no write to geo_datasets has finished since (Db.changedSince):
    // tiles seen before are answered from the cache while an import holds the one connection
    const mark = this.nationalDb.changeMark();
    if (this.version && this.nationalDb.changedSince(this.version.mark, GEO_DATASETS) === false) return this.version.value;
    const [r] = await this.nationalDb.query<{ v: number; n: number }>(
      'SELECT coalesce(max(run_id), 0)::int AS v, count(*)::int AS n FROM geo_datasets',
    );
    const value = `${r?.v ?? 0}.${r?.n ?? 0}`;
    this.version = mark !== null && this.nationalDb.changedSince(mark, GEO_DATASETS) === false ? { mark, value } : null;
    return value;
  }

  /** The ETag a national tile has at a data version, known before the tile is cut. */
  nationalEtag(layer: TileLayerId, t: TileAddress, version: string): string {
    return `"${layer}-${t.z}-${t.x}-${t.y}-v${version}"`;
  }

  async nationalTile(layer: TileLayerId, t: TileAddress, version: string): Promise<RenderedTile> {
    const spec = tileLayers.get(layer)!;
    const etag = this.nationalEtag(layer, t, version);
    const key = `${layer}/${t.z}/${t.x}/${t.y}@${version}`;
    let body = this.cache.get(key);
    if (!body) {
      body = await this.cut(spec, t, (sql, params) => this.nationalDb.query(sql, params));
      this.cache.set(key, body);
    }
    return { body, etag, scope: 'national' };
  }

  /** A tenant tile (the company's locations) is cut per request inside the company's RLS transaction. */
  async tenantTile(layer: TileLayerId, t: TileAddress, companyId: number): Promise<RenderedTile> {
    const spec = tileLayers.get(layer)!;
    const body = await this.db.tenant(companyId, (tx) => this.cut(spec, t, (sql, params) => tx.query(sql, [...params, companyId])));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, scope: 'tenant' };
  }

  /**
   * A national tile for a static archive: cut as `nationalTile` cuts it (the same bytes) but past the cache, which
   * holds what the map asks for now.
   */
  async archiveTile(layer: TileLayerId, t: TileAddress): Promise<Uint8Array> {
    return this.cut(tileLayers.get(layer)!, t, (sql, params) => this.nationalDb.query(sql, params));
  }

  /**
   * Whether any row of the layer lies in the tile's box at the deepest zoom's query (a zoom's filters only leave rows
   * out), so a tile without one has no descendant with a feature either.
   */
  async hasRows(layer: TileLayerId, t: TileAddress, deepestZoom: number): Promise<boolean> {
    const spec = tileLayers.get(layer)!;
    const { minX, minY, maxX, maxY } = new TileProjection(t).rdBox;
    for (const sub of [spec, ...(spec.more ?? [])]) {
      const [r] = await this.nationalDb.query<{ found: boolean }>(`SELECT EXISTS (${sub.sql(deepestZoom)}) AS found`, [minX, minY, maxX, maxY]);
      if (r?.found) return true;
    }
    return false;
  }

  private async cut(
    spec: TileLayerSpec,
    t: TileAddress,
    query: (sql: string, params: unknown[]) => Promise<Row[]>,
  ): Promise<Uint8Array> {
    if (t.z < spec.minZoom) return EMPTY;
    const proj = new TileProjection(t);
    const { minX, minY, maxX, maxY } = proj.rdBox;
    const layers: TileLayerData[] = [];
    // one after another: a tenant tile's queries share one transaction
    for (const layer of [{ ...spec, name: spec.id }, ...(spec.more ?? [])]) {
      if (t.z < layer.minZoom) continue;
      const rows = await query(layer.sql(t.z), [minX, minY, maxX, maxY]);
      layers.push({ name: layer.name, features: tileFeatures(layer, rows, proj) });
    }
    return encodeMvt(layers);
  }

  clearCache() {
    this.cache.clear();
  }
}

function tileFeatures(layer: TileSubLayer, rows: Row[], proj: TileProjection): TileFeature[] {
  const features: TileFeature[] = [];
  for (const row of rows) {
    const geometry = rowGeometry(row, proj);
    if (!geometry) continue;
    const properties = layer.properties ? layer.properties(row) : defaultProperties(row);
    features.push({ id: typeof row.id === 'number' ? row.id : undefined, geometry, properties });
  }
  return features;
}

function rowGeometry(row: Row, proj: TileProjection): TileGeometry | null {
  if (row.wkb instanceof Uint8Array) return cutWkb(row.wkb, proj);
  if (typeof row.lat === 'number' && typeof row.lon === 'number') {
    const p = lngLatToRd(lngLat(row.lon, row.lat));
    return cutPoint(p.x, p.y, proj);
  }
  return null;
}

function defaultProperties(row: Row): Record<string, TileProperty> {
  const out: Record<string, TileProperty> = {};
  for (const k in row) {
    const v = row[k];
    if (k !== 'id' && k !== 'wkb' && (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) out[k] = v;
  }
  return out;
}
