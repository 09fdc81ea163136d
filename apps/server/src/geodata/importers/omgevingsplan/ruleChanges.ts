import type { Db } from '../../../db/database';

/** What a delivery is to the locations it touches: a plan new to the data, an amendment, or a draft (ontwerp). */
type RuleChangeKind = 'plan' | 'amendment' | 'draft';

/** The besluit whose rules changed, and what a draft delivered but is not stored (its rules are not in force). */
export interface RuleChange {
  besluit: string;
  regeling: string | null;
  kind: RuleChangeKind;
  datumBekendmaking: string | null;
  /** a draft's own GIO geometries as EWKB hex (any SRID), since a draft's rows are not imported */
  draftGeometriesHex?: string[];
  /** the locations (Gebied, Gebiedengroep ...) a draft's rules and norm values point to */
  draftLocatieIds?: string[];
}

// The geometries a besluit changes: the GIO geometries it delivered, and those of every location its rules and norm
// values point to (an amendment may re-deliver only a norm value for an existing Gebied); a Gebiedengroep through
// its Gebieden. In RD New, like plots.geometry.
const TOUCHED = `
  locs AS (
    SELECT locatie_id AS id FROM geo_ow_normwaarden WHERE besluit = $1
    UNION SELECT l.id FROM geo_ow_objects o, jsonb_array_elements_text(o.refs->'locatie') l(id) WHERE o.besluit = $1
    UNION SELECT identificatie FROM geo_ow_objects WHERE besluit = $1 AND kind IN ('Gebied', 'Gebiedengroep')
    UNION SELECT unnest($5::text[])),
  gebied AS (
    SELECT id FROM locs
    UNION SELECT m.id FROM geo_ow_objects g, jsonb_array_elements_text(g.refs->'gebied') m(id)
     WHERE g.kind = 'Gebiedengroep' AND g.identificatie IN (SELECT id FROM locs)),
  touched AS (
    SELECT geom FROM geo_ow_geometries WHERE besluit = $1
    UNION ALL SELECT g.geom FROM geo_ow_geometries g
     WHERE g.basisgeo_id IN (SELECT geometrie_ref FROM geo_ow_objects WHERE kind = 'Gebied' AND identificatie IN (SELECT id FROM gebied))
    UNION ALL SELECT ST_Transform(ST_GeomFromEWKB(decode(h, 'hex')), 28992) FROM unnest($6::text[]) h)`;

/**
 * Record, inside the import's transaction, one alert per company location the delivery touches (its parcels, or its
 * point when it has none, meet a geometry the besluit changes): the location's activity shows it and the weekly
 * e-mail mentions it. Runs as the server, across companies; a re-import of the same besluit adds nothing. Returns
 * how many locations were alerted.
 */
export async function recordRuleChanges(tx: Db, c: RuleChange): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `WITH ${TOUCHED},
     hit AS (
       SELECT DISTINCT p.company_id, p.location_id FROM plots p JOIN touched t ON ST_Intersects(p.geometry, t.geom)
        WHERE p.location_id IS NOT NULL
       UNION
       SELECT l.company_id, l.id FROM locations l JOIN touched t
           ON ST_Intersects(t.geom, ST_Transform(ST_SetSRID(ST_MakePoint(l.lon, l.lat), 4326), 28992))
        WHERE (l.lat <> 0 OR l.lon <> 0)
          AND NOT EXISTS (SELECT 1 FROM plots p WHERE p.location_id = l.id AND p.geometry IS NOT NULL)),
     ins AS (
       INSERT INTO location_rule_changes (company_id, location_id, besluit, regeling, kind, datum_bekendmaking)
       SELECT h.company_id, h.location_id, $1, $2, $3, $4 FROM hit h
         JOIN locations l ON l.id = h.location_id AND l.company_id = h.company_id AND l.deleted IS NOT TRUE
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [c.besluit, c.regeling, c.kind, c.datumBekendmaking, c.draftLocatieIds ?? [], c.draftGeometriesHex ?? []],
  );
  return rows[0]?.n ?? 0;
}
