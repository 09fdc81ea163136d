import type { Db } from '../../db/database';

// The OW locations that meet plots, for many plots in one statement (a refresh of 10 000 locations, bench:rules).
// Every object is taken in its version in force: the row of the besluit imported last. The statements start from the
// spatial index (the geometries whose box meets a plot) and reach objects by identificatie, never by sorting the whole
// table per plot (that cost 170 ms a plot on a delivery of 1 000 rules; docs/geodata.md "Omgevingsplan").
const PLOTS = `plot AS (SELECT u.i::int - 1 AS i, ST_GeomFromText(u.w, 28992) AS g FROM unnest($1::text[]) WITH ORDINALITY u(w, i))`;

const HITS = `
  WITH ${PLOTS},
  geo AS (
    SELECT plot.i, o.basisgeo_id FROM plot JOIN geo_ow_geometries o ON o.geom && plot.g AND ST_Intersects(o.geom, plot.g)
     WHERE o.run_id = (SELECT max(x.run_id) FROM geo_ow_geometries x WHERE x.basisgeo_id = o.basisgeo_id)),
  gebied_cur AS (
    SELECT DISTINCT ON (identificatie) identificatie, kind, geometrie_ref FROM geo_ow_objects
     WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind = 'Gebied' AND geometrie_ref IN (SELECT basisgeo_id FROM geo))
     ORDER BY identificatie, run_id DESC),
  gebied AS (SELECT DISTINCT geo.i, c.identificatie FROM gebied_cur c JOIN geo ON geo.basisgeo_id = c.geometrie_ref WHERE c.kind = 'Gebied'),
  groep_cur AS (
    SELECT DISTINCT ON (identificatie) identificatie, kind, refs FROM geo_ow_objects
     WHERE identificatie IN (
       SELECT identificatie FROM geo_ow_objects WHERE kind = 'Gebiedengroep' AND refs->'gebied' ?| ARRAY(SELECT DISTINCT identificatie FROM gebied))
     ORDER BY identificatie, run_id DESC),
  groep AS (SELECT DISTINCT gebied.i, g.identificatie FROM groep_cur g JOIN gebied ON g.refs->'gebied' ? gebied.identificatie WHERE g.kind = 'Gebiedengroep')
  SELECT i, identificatie FROM gebied UNION SELECT i, identificatie FROM groep`;

/** Per plot (WKT in RD New), the identificaties of the Gebieden and Gebiedengroepen whose geometry meets it. */
export async function locationsAtPlots(db: Db, wkts: readonly string[]): Promise<string[][]> {
  const out = wkts.map((): string[] => []);
  if (!wkts.length) return out;
  for (const r of await db.query<{ i: number; identificatie: string }>(HITS, [wkts])) out[r.i]!.push(r.identificatie);
  return out;
}

/** The locations a pons names (its Gebieden and Gebiedengroepen, versions in force), and the newest datumBekendmaking. */
export async function ponsAndDate(db: Db): Promise<{ pons: Set<string>; asof: string | null }> {
  const [row] = await db.query<{ ids: string[] | null; asof: string | null }>(
    `SELECT (SELECT array_agg(DISTINCT l.id) FROM (
               SELECT DISTINCT ON (identificatie) refs FROM geo_ow_objects WHERE kind = 'Pons' ORDER BY identificatie, run_id DESC) p,
               jsonb_array_elements_text(p.refs->'locatie') l(id)) AS ids,
            (SELECT max(datum_bekendmaking) FROM geo_ow_objects) AS asof`,
  );
  return { pons: new Set(row?.ids ?? []), asof: row?.asof ?? null };
}

/**
 * Per plot, whether the pons covers it whole: asked only of plots a pons meets (they are `partial` when not). The
 * pons is the union of its locations' geometries (a Gebiedengroep through its Gebieden).
 */
export async function ponsCoversPlots(db: Db, wkts: readonly string[]): Promise<boolean[]> {
  if (!wkts.length) return [];
  const rows = await db.query<{ i: number; covers: boolean }>(
    `WITH ${PLOTS},
     pons_loc AS (
       SELECT l.id FROM (SELECT DISTINCT ON (identificatie) refs FROM geo_ow_objects WHERE kind = 'Pons' ORDER BY identificatie, run_id DESC) p,
              jsonb_array_elements_text(p.refs->'locatie') l(id)),
     groep AS (
       SELECT m.id FROM (
         SELECT DISTINCT ON (identificatie) refs FROM geo_ow_objects
          WHERE kind = 'Gebiedengroep' AND identificatie IN (SELECT id FROM pons_loc) ORDER BY identificatie, run_id DESC) g,
         jsonb_array_elements_text(g.refs->'gebied') m(id)),
     gebied AS (
       SELECT DISTINCT ON (identificatie) geometrie_ref FROM geo_ow_objects
        WHERE kind = 'Gebied' AND identificatie IN (SELECT id FROM pons_loc UNION SELECT id FROM groep) ORDER BY identificatie, run_id DESC),
     geo AS (
       SELECT DISTINCT ON (basisgeo_id) geom FROM geo_ow_geometries
        WHERE basisgeo_id IN (SELECT geometrie_ref FROM gebied) ORDER BY basisgeo_id, run_id DESC)
     SELECT plot.i, coalesce(ST_Covers((SELECT ST_Union(geo.geom) FROM geo WHERE ST_Intersects(geo.geom, plot.g)), plot.g), false) AS covers FROM plot`,
    [wkts],
  );
  const out = wkts.map(() => false);
  for (const r of rows) out[r.i] = r.covers;
  return out;
}
