/**
 * The incremental refresh's work inside its transaction: the parcels a change can reach (changedPlotsSql.ts) lose
 * their rows and get them computed anew with the very SQL of the full refresh, then their neighbour features and
 * the medians of their neighbourhoods follow. The rows of every other parcel are not written.
 */
import { breather } from '../../db/breather';
import type { Db } from '../../db/database';
import type { ChangedPlotsSql } from './changedPlotsSql';
import { insertPlotFeatures, type MeasuredDistances } from './measuredDistances';
import { medianOfSql, neighbourIdsSql } from './plotFeaturesSql';
import type { FeatureSources } from './plotFeatureSources';


const chunks = <T>(xs: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

/** Above this share of all parcels the full refresh is cheaper (no id lists, one pass over ranges). */
const MAX_CHANGED_SHARE = 0.5;

/**
 * The ids of the parcels to recompute: those the changes reach and, when sizes or GFA can change, those touching them;
 * null when they are most of all parcels (a national re-import).
 */
async function plotsToRecompute(tx: Db, changed: ChangedPlotsSql): Promise<number[] | null> {
  if (!changed.selects.length) return [];
  await tx.exec(`CREATE TEMP TABLE search_recompute ON COMMIT DROP AS ${changed.selects.join('\nUNION\n')};
    CREATE INDEX ON search_recompute (id);`);
  if (changed.ring)
    await tx.exec(`INSERT INTO search_recompute
      SELECT DISTINCT q.id FROM search_recompute r JOIN geo_plots p ON p.id = r.id
        JOIN geo_plots q ON q.geom && p.geom AND q.id <> p.id AND ST_Intersects(q.geom, p.geom)
       WHERE NOT EXISTS (SELECT 1 FROM search_recompute x WHERE x.id = q.id)`);
  const [n] = await tx.query<{ changed: number; plots: number }>(
    'SELECT (SELECT count(DISTINCT id) FROM search_recompute)::int AS changed, (SELECT count(*) FROM geo_plots)::int AS plots',
  );
  if (n && n.changed > MAX_CHANGED_SHARE * n.plots) return null;
  const rows = await tx.query<{ id: number }>('SELECT DISTINCT id::float8 AS id FROM search_recompute ORDER BY id');
  return rows.map((r) => r.id);
}

/**
 * Recompute the features of the parcels `changed` selects (in chunks of `chunkSize` with a turn of the event loop
 * after each, as the full refresh does); the temporary source tables of `prepareSql` (made with `measured`'s keys)
 * must exist. Returns how many parcels were computed, or null (nothing written) when they are most of all parcels:
 * then the full refresh is due.
 */
export async function recomputeChangedPlots(
  tx: Db,
  s: FeatureSources,
  measured: MeasuredDistances,
  changed: ChangedPlotsSql,
  chunkSize: number,
): Promise<number | null> {
  const ids = await plotsToRecompute(tx, changed);
  if (!ids) return null;
  // the rows of recomputed parcels, and of parcels no longer there (a re-imported area's removed parcels)
  const gone = changed.removedFromRd.map(
    (b) => `(pf.label_point && ST_MakeEnvelope(${b.map(Number).join(', ')}, 28992) AND NOT EXISTS (SELECT 1 FROM geo_plots p WHERE p.id = pf.plot_id))`,
  );
  const deleted = await tx.query<{ code: string | null }>(
    `DELETE FROM plot_features pf WHERE pf.plot_id = ANY($1::bigint[])${gone.map((g) => ` OR ${g}`).join('')} RETURNING pf.neighbourhood_code AS code`,
    [ids],
  );
  const parts = chunks(ids, chunkSize);
  for (const part of parts) {
    await insertPlotFeatures(tx, s, measured, { ids: part });
    await breather();
  }
  for (const part of parts) {
    await tx.query(neighbourIdsSql, [part]);
    await breather();
  }
  const codes = await tx.query<{ code: string }>(`SELECT DISTINCT neighbourhood_code AS code FROM plot_features WHERE plot_id = ANY($1::bigint[]) AND neighbourhood_code IS NOT NULL`, [ids]);
  const neighbourhoods = [...new Set([...codes.map((c) => c.code), ...deleted.flatMap((d) => (d.code ? [d.code] : []))])];
  if (neighbourhoods.length) await tx.query(medianOfSql, [neighbourhoods]);
  return ids.length;
}
