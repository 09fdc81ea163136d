/**
 * Which parcels a change can reach, as SQL (docs/search.md "Refresh"). Per dataset the features read it in one of
 * three ways:
 * - on or at the plot (buildings, residence objects, zoning, noise, transactions ...): the parcels whose polygon
 *   meets the changed box, grown by the largest distance such a feature looks (the grid congestion's nearest address,
 *   `GRID_NEAREST_METERS`; otherwise 0);
 * - the nearest feature of a layer (the distances, the nearest road's type): no fixed distance bounds these, but a
 *   parcel's nearest feature can change only when the box lies no farther than its nearest feature was, so the
 *   parcels whose stored distance reaches the box (a null distance: every parcel);
 * - over all parcels or by code, not by place (CBS areas and figures: municipality, WOZ, the residents within 5 km
 *   from the finest level that has them; the capaciteitskaart's postcodes): everything.
 * Neighbour features read the size and GFA of the touching parcels, so the parcels touching a recomputed one are
 * recomputed too when a change can alter size or GFA; the median plot size per neighbourhood is recomputed over the
 * neighbourhoods of every recomputed parcel (refreshChangedPlotFeatures.ts).
 */
import { plotFeatureByKey } from '@plotwise/contracts';
import { GRID_NEAREST_METERS } from '../../geodata/plots/gridCapacity';
import type { DatasetChange } from './plotFeatureChanges';
import { type DistanceKey, type FeatureSources, distanceSources, sourceRowsWhere } from './plotFeatureSources';

/** How a dataset's rows reach the plot features. */
type Reach = { readonly kind: 'local'; readonly growM: number; readonly sizeOrGfa: boolean } | { readonly kind: 'nearest'; readonly layer: string } | { readonly kind: 'everywhere' } | { readonly kind: 'none' };

const layerOfDistance = new Set<string>(Object.values(distanceSources).map((s) => s.layer));

/** How the rows of `dataset` reach the features, given what the features read now. */
function reachOf(dataset: string, s: FeatureSources): Reach {
  switch (dataset) {
    case 'brk.percelen':
    case 'bag.panden':
    case 'bag3d.heights':
      return { kind: 'local', growM: 0, sizeOrGfa: true };
    case 'bag.verblijfsobjecten':
      // the grid colours of bare land come from the nearest address within GRID_NEAREST_METERS
      return { kind: 'local', growM: s.grid ? GRID_NEAREST_METERS : 0, sizeOrGfa: true };
    case 'imro.plan':
      return { kind: 'local', growM: 0, sizeOrGfa: false };
    case 'bag.nummeraanduidingen':
      // read only for the grid colours (postcodes of the addresses), by identificatie: no place to bound them by
      return s.grid ? { kind: 'everywhere' } : { kind: 'none' };
    case 'cbs.areas':
    case 'cbs.figures':
    case 'netcapaciteit':
      return { kind: 'everywhere' };
  }
  const layer = dataset.replace(/^layer\./, '');
  if (layer === dataset) return { kind: 'everywhere' };
  return layerOfDistance.has(layer) ? { kind: 'nearest', layer } : { kind: 'local', growM: 0, sizeOrGfa: false };
}

/** The kinds a distance source's `where` reads (`properties->>'kind' = 'x'` or `IN ('x', 'y')`); null when it reads anything else. */
function kindsRead(where: string | undefined): string[] | null {
  const m = where ? /^properties->>'kind' (?:= '([^']+)'|IN \(((?:'[^']+', )*'[^']+')\))$/.exec(where) : null;
  if (!m) return null;
  return m[1] ? [m[1]] : m[2]!.split(', ').map((k) => k.slice(1, -1));
}

/** Whether rows of `kinds` (null: any) can change the distance to a source: a source of other kinds keeps its nearest feature. */
function mayChange(src: { layer: string; where?: string }, kinds: readonly string[] | null): boolean {
  const read = kindsRead('where' in src ? src.where : undefined);
  return !kinds || !read || read.some((k) => kinds.includes(k));
}

const envelope = (b: readonly number[], growM = 0) =>
  `ST_MakeEnvelope(${Number(b[0]) - growM}, ${Number(b[1]) - growM}, ${Number(b[2]) + growM}, ${Number(b[3]) + growM}, 28992)`;

/**
 * The parcels whose nearest feature of `layer` may lie in the box: their stored distance (km, rounded to its
 * resolution, plus that resolution and a metre) reaches it. A null distance (no feature of that kind before) reaches
 * everywhere when the kind has features now; when it has none now, the distance stays null. Only the distances to the
 * kinds among the changed rows (`kinds`) can change. The nearest road's type has no stored distance: the nearest main
 * road is at least as far as the nearest road, so its distance bounds it, and without one every parcel is reached.
 */
function nearestSql(layer: string, boxRd: readonly number[], kinds: readonly string[] | null): string | null {
  const keys = (Object.entries(distanceSources) as [DistanceKey, { layer: string; where?: string }][]).flatMap(([k, src]) =>
    src.layer === layer && mayChange(src, kinds) ? [k] : [],
  );
  if (!keys.length) return null;
  const slackM = Math.max(...keys.map((k) => plotFeatureByKey.get(k)?.resolution ?? 0)) * 1000 + 1;
  const anyNull = keys.map((k) => (layer === 'roads' ? `pf.${k} IS NULL` : `(pf.${k} IS NULL AND EXISTS (SELECT 1 FROM geo_features WHERE ${sourceRowsWhere(k)}))`)).join(' OR ');
  const reachKm = keys.length > 1 ? `greatest(${keys.map((k) => `pf.${k}`).join(', ')})` : `pf.${keys[0]}`;
  return `SELECT pf.plot_id AS id FROM plot_features pf JOIN geo_plots p ON p.id = pf.plot_id
   WHERE ${anyNull} OR ST_DWithin(pf.label_point, ${envelope(boxRd)}, ${reachKm} * 1000 + ${slackM})`;
}

/** The SQL of the changed parcels, or null when a change reaches everywhere (then all are recomputed). */
export interface ChangedPlotsSql {
  /** SELECTs of plot ids (column `id`), to be UNIONed */
  readonly selects: readonly string[];
  /** the boxes parcels may have been removed from (their rows go) */
  readonly removedFromRd: readonly (readonly number[])[];
  /** whether a recomputed parcel's size or GFA can change: the parcels touching it are recomputed as well */
  readonly ring: boolean;
}

/**
 * The SELECTs of the parcels `changes` can reach, with the parcels of `municipalitiesChanged` (a gemeente whose BAG
 * came or went: its parcels' BAG features turn from unknown to counted or back); null when one reaches everywhere.
 */
export function changedPlotsSql(changes: readonly DatasetChange[], s: FeatureSources, municipalitiesChanged: readonly string[]): ChangedPlotsSql | null {
  const selects: string[] = [];
  const removedFromRd: (readonly number[])[] = [];
  let ring = false;
  for (const c of changes) {
    const reach = reachOf(c.dataset, s);
    if (reach.kind === 'none') continue;
    // a change whose place is not known reaches everywhere
    if (reach.kind === 'everywhere' || !c.boxRd) return null;
    // the parcels on the box, for every reach: a layer of the distances can be read at the plot too (urbanisation)
    selects.push(`SELECT p.id FROM geo_plots p WHERE p.geom && ${envelope(c.boxRd, reach.kind === 'local' ? reach.growM : 0)}`);
    if (reach.kind === 'nearest') {
      const near = nearestSql(reach.layer, c.boxRd, c.kinds);
      if (near) selects.push(near);
    }
    else {
      ring ||= reach.sizeOrGfa;
      if (c.dataset === 'brk.percelen') removedFromRd.push(c.boxRd);
    }
  }
  if (municipalitiesChanged.length) {
    const codes = municipalitiesChanged.map((m) => `'${m.replace(/'/g, "''")}'`).join(', ');
    selects.push(`SELECT pf.plot_id AS id FROM plot_features pf JOIN geo_plots p ON p.id = pf.plot_id WHERE pf.municipality IN (${codes})`);
    ring = true;
  }
  return { selects, removedFromRd, ring };
}
