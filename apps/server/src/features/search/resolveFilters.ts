import { createHash } from 'node:crypto';
import type { FilterReference, PlotIndex, RdPolygon, ResolvedGeometry } from '@plotwise/core';
import { lookupFilter, type FilterReferenceInput, type OwnerType } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { companyOwnerTypes, resolveOwnerType } from './ownerTypeFilter';

/** Resolved geometry by its WGS84 input: slider drags repeat the same polygon and point many times. */
const cache = new Map<string, ResolvedGeometry>();
const CACHE_SIZE = 1000;

function remember(key: string, value: ResolvedGeometry): ResolvedGeometry {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** The custom area in RD New (PostGIS transforms it) and a WGS84 box around every plot it can hold. */
async function resolvePolygon(db: Db, polygon: NonNullable<FilterReferenceInput['polygon']>, path: string): Promise<ResolvedGeometry> {
  if (polygon.type !== 'Polygon' && polygon.type !== 'MultiPolygon') throw new AppError('invalid_filter', `${path}: a custom area must be a Polygon or MultiPolygon`);
  const key = `polygon:${JSON.stringify(polygon)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [row] = await db.query<{ g: string; w: number; s: number; e: number; n: number }>(
    `SELECT ST_AsGeoJSON(rd, 15) AS g, ST_XMin(wgs) AS w, ST_YMin(wgs) AS s, ST_XMax(wgs) AS e, ST_YMax(wgs) AS n
       FROM (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS wgs) a
      CROSS JOIN LATERAL (SELECT ST_Transform(a.wgs, 28992) AS rd) b`,
    [JSON.stringify(polygon)],
  );
  const g = JSON.parse(row!.g) as { type: string; coordinates: number[][][] | number[][][][] };
  const polygonsRd = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as unknown as RdPolygon[];
  // straight RD edges bow a little in WGS84: a margin of about 100 m keeps every admitted plot inside the box
  const m = 0.001;
  return remember(key, { polygonsRd, boundsLonLat: [row!.w - m, row!.s - m, row!.e + m, row!.n + m] });
}

/** The point of a distance-to-point filter in RD New. */
async function resolvePoint(db: Db, lat: number, lon: number): Promise<ResolvedGeometry> {
  const key = `point:${lat},${lon}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [row] = await db.query<{ x: number; y: number }>(
    `SELECT ST_X(g) AS x, ST_Y(g) AS y FROM (SELECT ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 28992) AS g) q`,
    [lon, lat],
  );
  return remember(key, { pointRd: { x: row!.x, y: row!.y } });
}

/**
 * Who asks, for the per-company filters (owner type): the company whose own data they read, and the index the
 * query will run on (they resolve to its positions). Each company's data is read once per request.
 */
export interface ResolveContext {
  readonly companyId: number;
  readonly index: PlotIndex;
  owners?: Promise<Map<number, Set<OwnerType>>>;
}

/**
 * Turn API filter references into the engine's: custom areas and points resolved to RD New by PostGIS (so that
 * the engine and SQL agree), per-company filters to the plots of the asking company's data, disabled references
 * kept as they are (the engine ignores them).
 */
export async function resolveFilters(db: Db, refs: readonly FilterReferenceInput[], company: ResolveContext, path = 'filters'): Promise<FilterReference[]> {
  const out: FilterReference[] = [];
  for (const [i, ref] of refs.entries()) {
    const at = `${path}[${i}]`;
    const spec = lookupFilter(ref.key);
    let resolved: ResolvedGeometry | null = null;
    if (ref.enabled !== false && spec?.plotSet && ref.key === 'owner_type') {
      company.owners ??= companyOwnerTypes(db, company.companyId);
      resolved = { plots: resolveOwnerType(company.index, await company.owners, ref.param1, ref.optimal) };
    }
    if (ref.enabled !== false && spec?.kind === 'polygon' && ref.polygon) resolved = await resolvePolygon(db, ref.polygon, at);
    if (ref.enabled !== false && spec?.kind === 'region' && spec.region === 'point') {
      const lat = num(ref.param1);
      const lon = num(ref.param2);
      if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) resolved = await resolvePoint(db, lat, lon);
    }
    const { polygon: _polygon, children, ...rest } = ref;
    out.push({ ...rest, resolved, children: children ? await resolveFilters(db, children, company, `${at}.children`) : null });
  }
  return out;
}

/** A short tag of the per-company plots in resolved references ('' without any): a tile's ETag changes with them. */
export function resolvedPlotsTag(refs: readonly FilterReference[]): string {
  const hash = createHash('sha256');
  let any = false;
  const visit = (list: readonly FilterReference[]) => {
    for (const r of list) {
      for (const set of [r.resolved?.plots?.admit, r.resolved?.plots?.prefer]) {
        if (!set) continue;
        any = true;
        hash.update(set.complement ? 'c' : 's').update(Int32Array.from(set.positions)).update(';');
      }
      visit(r.children ?? []);
    }
  };
  visit(refs);
  return any ? hash.digest('base64url').slice(0, 12) : '';
}

/** A stored feature filter (as the data layer presents it) as an API reference: ids and owners dropped. */
export function referenceOfStored(row: Record<string, unknown>): FilterReferenceInput {
  const children = Array.isArray(row.children) ? (row.children as Record<string, unknown>[]) : [];
  return {
    key: String(row.key ?? ''),
    type: (row.type as string | null) ?? null,
    enabled: row.enabled !== false,
    editable: row.editable !== false,
    order: typeof row.order === 'number' ? row.order : 0,
    param1: (row.param1 ?? null) as FilterReferenceInput['param1'],
    param2: (row.param2 ?? null) as FilterReferenceInput['param2'],
    param3: (row.param3 ?? null) as FilterReferenceInput['param3'],
    param4: (row.param4 ?? null) as FilterReferenceInput['param4'],
    optimal: (row.optimal ?? null) as FilterReferenceInput['optimal'],
    weight: typeof row.weight === 'number' ? row.weight : null,
    polygon: (row.polygon ?? null) as FilterReferenceInput['polygon'],
    children: children.map(referenceOfStored),
  };
}
