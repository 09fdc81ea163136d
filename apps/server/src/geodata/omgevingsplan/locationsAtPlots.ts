import type { Db } from '../../db/database';

// The OW locations that meet plots, for many plots in one statement (a refresh of 10 000 locations, bench:rules).
// Every object is taken in its version in force: the row of the besluit imported last. The statements start from the
// spatial index (the geometries whose box meets a plot) and reach objects by identificatie, never by sorting the whole
// table per plot (that cost 170 ms a plot on a delivery of 1 000 rules; docs/geodata.md "Omgevingsplan").
const PLOTS = `plot AS (SELECT u.i::int - 1 AS i, ST_GeomFromText(u.w, 28992) AS g FROM unnest($1::text[]) WITH ORDINALITY u(w, i))`;

/** A Lijn or Punt location answers for a plot it passes within this distance (a point rarely lies exactly on a parcel edge). */
const LINE_POINT_DISTANCE_METERS = 5;
/** SQL condition: the object's version in force is not withdrawn (IMOW status 'beëindigen', importer: `status` of geo_ow_objects). */
export const LIVE = `status IS DISTINCT FROM 'beëindigen'`;

const HITS = `
  WITH ${PLOTS},
  geo AS (
    SELECT plot.i, o.basisgeo_id FROM plot JOIN geo_ow_geometries o ON o.geom && ST_Expand(plot.g, $2::float8)
       AND CASE WHEN ST_Dimension(o.geom) = 2 THEN ST_Intersects(o.geom, plot.g) ELSE ST_DWithin(o.geom, plot.g, $2::float8) END
     WHERE o.run_id = (SELECT max(x.run_id) FROM geo_ow_geometries x WHERE x.basisgeo_id = o.basisgeo_id)),
  loc_cur AS (
    SELECT DISTINCT ON (identificatie) identificatie, kind, geometrie_ref, status FROM geo_ow_objects
     WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind IN ('Gebied', 'Lijn', 'Punt') AND geometrie_ref IN (SELECT basisgeo_id FROM geo))
     ORDER BY identificatie, run_id DESC),
  loc AS (SELECT DISTINCT geo.i, c.identificatie FROM loc_cur c JOIN geo ON geo.basisgeo_id = c.geometrie_ref WHERE c.kind IN ('Gebied', 'Lijn', 'Punt') AND c.${LIVE}),
  ids AS (SELECT ARRAY(SELECT DISTINCT identificatie FROM loc) AS a),
  groep_cur AS (
    SELECT DISTINCT ON (identificatie) identificatie, kind, refs, status FROM geo_ow_objects
     WHERE identificatie IN (
       SELECT identificatie FROM geo_ow_objects, ids WHERE kind IN ('Gebiedengroep', 'Lijnengroep', 'Puntengroep')
          AND (refs->'gebied' ?| ids.a OR refs->'lijn' ?| ids.a OR refs->'punt' ?| ids.a))
     ORDER BY identificatie, run_id DESC),
  groep AS (
    SELECT DISTINCT loc.i, g.identificatie FROM groep_cur g
      JOIN loc ON g.refs->'gebied' ? loc.identificatie OR g.refs->'lijn' ? loc.identificatie OR g.refs->'punt' ? loc.identificatie
     WHERE g.kind IN ('Gebiedengroep', 'Lijnengroep', 'Puntengroep') AND g.${LIVE}),
  amb AS (
    SELECT DISTINCT plot.i, a.identificatie FROM (
      SELECT DISTINCT ON (identificatie) identificatie, kind, refs, status FROM geo_ow_objects
       WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind = 'Ambtsgebied') ORDER BY identificatie, run_id DESC) a
      JOIN geo_stat_areas s ON s.level = 'gemeente' AND upper(s.code) = upper(a.refs->'bestuurlijkeGrens'->>0)
      JOIN plot ON s.geom && plot.g AND ST_Intersects(s.geom, plot.g)
     WHERE a.kind = 'Ambtsgebied' AND a.${LIVE})
  SELECT i, identificatie FROM loc UNION SELECT i, identificatie FROM groep UNION SELECT i, identificatie FROM amb`;

/**
 * Per plot (WKT in RD New), the identificaties of the locations that meet it, in their versions in force and not
 * withdrawn: Gebieden (intersecting), Lijnen and Punten (within LINE_POINT_DISTANCE_METERS), their groups, and
 * Ambtsgebieden through the imported CBS municipality boundary of their code (cbs-areas; see unresolvedAmbtsgebieden).
 */
export async function locationsAtPlots(db: Db, wkts: readonly string[]): Promise<string[][]> {
  const out = wkts.map((): string[] => []);
  if (!wkts.length) return out;
  for (const r of await db.query<{ i: number; identificatie: string }>(HITS, [wkts, LINE_POINT_DISTANCE_METERS])) out[r.i]!.push(r.identificatie);
  return out;
}

/**
 * The Ambtsgebieden in force whose municipality boundary is not imported (no CBS gemeente area with their code): the
 * delivery names the bestuurlijke grens by code only, so where their rules apply is not known here.
 */
export async function unresolvedAmbtsgebieden(db: Db): Promise<{ identificatie: string; code: string | null }[]> {
  return db.query(
    `SELECT a.identificatie, a.refs->'bestuurlijkeGrens'->>0 AS code FROM (
       SELECT DISTINCT ON (identificatie) identificatie, kind, refs, status FROM geo_ow_objects
        WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind = 'Ambtsgebied') ORDER BY identificatie, run_id DESC) a
      WHERE a.kind = 'Ambtsgebied' AND a.${LIVE}
        AND NOT EXISTS (SELECT 1 FROM geo_stat_areas s WHERE s.level = 'gemeente' AND upper(s.code) = upper(a.refs->'bestuurlijkeGrens'->>0))
      ORDER BY a.identificatie`,
  );
}

/** The locations a pons names (its Gebieden and Gebiedengroepen, versions in force), and the newest datumBekendmaking. */
export async function ponsAndDate(db: Db): Promise<{ pons: Set<string>; asof: string | null }> {
  const [row] = await db.query<{ ids: string[] | null; asof: string | null }>(
    `SELECT (SELECT array_agg(DISTINCT l.id) FROM (
               SELECT DISTINCT ON (identificatie) refs, status FROM geo_ow_objects WHERE kind = 'Pons' ORDER BY identificatie, run_id DESC) p,
               jsonb_array_elements_text(p.refs->'locatie') l(id) WHERE p.${LIVE}) AS ids,
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
       SELECT l.id FROM (SELECT DISTINCT ON (identificatie) refs, status FROM geo_ow_objects WHERE kind = 'Pons' ORDER BY identificatie, run_id DESC) p,
              jsonb_array_elements_text(p.refs->'locatie') l(id) WHERE p.${LIVE}),
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
