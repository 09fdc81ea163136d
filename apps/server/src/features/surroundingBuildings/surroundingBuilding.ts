import type { SurroundingBuilding, SurroundingBuildingItem } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { BUILDING_HEIGHT_SQL } from '../../geodata/tiles/tileLayers';

/** The concept as this lookup needs it: its location and the panden it demolishes; null when not the company's. */
export async function conceptOfCompany(
  db: Db,
  companyId: number,
  conceptId: number,
): Promise<{ locationId: number; demolished: string[] } | null> {
  const [row] = await db.tenant(companyId, (tx) =>
    tx.query<{ location_id: number; demolished: unknown }>(
      `SELECT location_id, demolished FROM concepts WHERE id = $1 AND company_id = $2`,
      [conceptId, companyId],
    ),
  );
  if (!row) return null;
  const demolished = Array.isArray(row.demolished)
    ? row.demolished.filter((d): d is string => typeof d === 'string')
    : [];
  return { locationId: row.location_id, demolished };
}

/** How much of an RD outline (WKT) lies on the location's plots, m2; the plots are read in the company's tenant. */
export async function areaOnPlots(
  db: Db,
  companyId: number,
  locationId: number,
  outlineWkt: string,
): Promise<number> {
  const [row] = await db.tenant(companyId, (tx) =>
    tx.query<{ area: number | null }>(
      `SELECT ST_Area(ST_Intersection(ST_Union(ST_MakeValid(p.geometry)), ST_GeomFromText($3, 28992))) AS area
         FROM plots p WHERE p.company_id = $1 AND p.location_id = $2 AND p.geometry IS NOT NULL`,
      [companyId, locationId, outlineWkt],
    ),
  );
  return Math.round((row?.area ?? 0) * 100) / 100;
}

/**
 * A BAG pand from the imported national data (geo_ tables, shared by every company): its year, status and
 * outline, the uses, count and floor area of its verblijfsobjecten, a few addresses and the 3D BAG height.
 * Null when no current version of it is imported.
 */
export async function bagPand(
  db: Db,
  identificatie: string,
): Promise<(Omit<SurroundingBuilding, 'demolished' | 'onPlotSquareMeters'> & { wkt: string }) | null> {
  const [p] = await db.query<Record<string, unknown>>(
    `SELECT p.identificatie, p.oorspronkelijk_bouwjaar AS year, p.status, ST_Area(p.geom) AS footprint, ST_AsText(p.geom) AS wkt,
            ST_AsGeoJSON((SELECT d.geom FROM ST_Dump(p.geom) d ORDER BY ST_Area(d.geom) DESC LIMIT 1), 2)::json AS outline,
            ST_Y(ST_Transform(ST_PointOnSurface(p.geom), 4326)) AS lat, ST_X(ST_Transform(ST_PointOnSurface(p.geom), 4326)) AS lon,
            ${BUILDING_HEIGHT_SQL} AS height,
            (SELECT max(h.bouwlagen) FROM geo_building_heights h WHERE h.identificatie = p.identificatie) AS storeys,
            (SELECT min(h.dak_type) FROM geo_building_heights h WHERE h.identificatie = p.identificatie) AS roof_type
       FROM geo_bag_panden p WHERE p.identificatie = $1 ORDER BY p.id DESC LIMIT 1`,
    [identificatie],
  );
  if (!p) return null;
  const [uses, units, addresses] = await Promise.all([
    db.query<{ use: string; units: number }>(
      `SELECT g AS use, count(*)::int AS units FROM geo_bag_verblijfsobjecten v CROSS JOIN LATERAL unnest(v.gebruiksdoelen) AS g
        WHERE $1 = ANY(v.pand_ids) GROUP BY g ORDER BY count(*) DESC, g`,
      [identificatie],
    ),
    db.query<{ units: number; floor_area: number | null }>(
      `SELECT count(*)::int AS units, sum(v.oppervlakte)::int AS floor_area FROM geo_bag_verblijfsobjecten v WHERE $1 = ANY(v.pand_ids)`,
      [identificatie],
    ),
    db.query<Record<string, unknown>>(
      `SELECT r.naam AS road, n.huisnummer, n.huisletter, n.toevoeging, n.postcode, w.naam AS city
         FROM geo_bag_verblijfsobjecten v
         LEFT JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id
         LEFT JOIN geo_bag_openbare_ruimten r ON r.identificatie = n.openbare_ruimte_id
         LEFT JOIN geo_bag_woonplaatsen w ON w.identificatie = coalesce(n.woonplaats_id, r.woonplaats_id)
        WHERE $1 = ANY(v.pand_ids)
        ORDER BY r.naam, n.huisnummer, n.huisletter NULLS FIRST, n.toevoeging NULLS FIRST, v.identificatie LIMIT 20`,
      [identificatie],
    ),
  ]);
  const ring = ((p.outline as { coordinates?: number[][][] } | null)?.coordinates?.[0] ?? []).map(
    ([x, y]) => [x!, y!] as [number, number],
  );
  return {
    identificatie: p.identificatie as string,
    year: (p.year as number | null) ?? null,
    status: (p.status as string | null) ?? null,
    use: uses[0]?.use ?? null,
    uses,
    units: units[0]?.units ?? 0,
    floorAreaSquareMeters: units[0]?.floor_area ?? null,
    footprintSquareMeters: Math.round((p.footprint as number) * 100) / 100,
    heightMeters: (p.height as number | null) ?? null,
    storeys: (p.storeys as number | null) ?? null,
    roofType: (p.roof_type as string | null) ?? null,
    outline: ring.length > 1 ? ring.slice(0, -1) : ring,
    lat: p.lat as number,
    lon: p.lon as number,
    addresses: addresses.map((a) => ({
      road: (a.road as string | null) ?? null,
      houseNumber: [a.huisnummer, a.huisletter, a.toevoeging ? `-${a.toevoeging as string}` : null]
        .filter((x) => x !== null && x !== undefined)
        .join(''),
      postcode: (a.postcode as string | null) ?? null,
      city: (a.city as string | null) ?? null,
    })),
    wkt: p.wkt as string,
  };
}

/** At most this many panden in one box: a dense town centre block of 2 x 2 km holds more, the site view needs fewer. */
const BOX_LIMIT = 2000;

/** The union of the location's plots as RD WKT (read in the company's tenant), or null without drawn plots. */
export async function plotsUnion(db: Db, companyId: number, locationId: number): Promise<string | null> {
  const [row] = await db.tenant(companyId, (tx) =>
    tx.query<{ wkt: string | null }>(
      `SELECT ST_AsText(ST_Union(ST_MakeValid(p.geometry))) AS wkt FROM plots p
        WHERE p.company_id = $1 AND p.location_id = $2 AND p.geometry IS NOT NULL`,
      [companyId, locationId],
    ),
  );
  return row?.wkt ?? null;
}

/** A pand in a box: outline, height, storeys, footprint, the part on the plots and its floor area. */
type BoxPand = Omit<SurroundingBuildingItem, 'demolished'>;

/**
 * The current BAG panden intersecting an RD box, with their outline (largest part), 3D BAG height and storeys,
 * footprint, the part on `plotsWkt` (the location's plots; 0 without) and their verblijfsobjecten's floor area.
 */
export async function bagPandenInBox(
  db: Db,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  plotsWkt: string | null,
): Promise<BoxPand[]> {
  const rows = await db.query<{
    identificatie: string;
    outline: { coordinates?: number[][][] } | null;
    height: number | null;
    storeys: number | null;
    footprint: number;
    on_plot: number | null;
    floor_area: number | null;
  }>(
    `WITH g AS (SELECT CASE WHEN $5::text IS NULL THEN NULL ELSE ST_GeomFromText($5::text, 28992) END AS geom)
     SELECT p.identificatie,
            ST_AsGeoJSON((SELECT d.geom FROM ST_Dump(p.geom) d ORDER BY ST_Area(d.geom) DESC LIMIT 1), 2)::json AS outline,
            ${BUILDING_HEIGHT_SQL} AS height,
            (SELECT max(h.bouwlagen) FROM geo_building_heights h WHERE h.identificatie = p.identificatie) AS storeys,
            ST_Area(p.geom) AS footprint,
            CASE WHEN g.geom IS NOT NULL AND p.geom && g.geom THEN ST_Area(ST_Intersection(p.geom, g.geom)) ELSE 0 END AS on_plot,
            (SELECT sum(v.oppervlakte)::int FROM geo_bag_verblijfsobjecten v WHERE v.geom && p.geom AND p.identificatie = ANY(v.pand_ids)) AS floor_area
       FROM geo_bag_panden p, g
      WHERE p.geom && ST_MakeEnvelope($1, $2, $3, $4, 28992)
      ORDER BY p.identificatie LIMIT ${BOX_LIMIT}`,
    [x0, y0, x1, y1, plotsWkt],
  );
  const seen = new Set<string>();
  const round = (v: number) => Math.round(v * 100) / 100;
  return rows.flatMap((r) => {
    // one current version per identificatie is imported; a re-import can briefly hold two
    if (seen.has(r.identificatie)) return [];
    seen.add(r.identificatie);
    const ring = (r.outline?.coordinates?.[0] ?? []).map(([x, y]) => [x!, y!] as [number, number]);
    return [
      {
        identificatie: r.identificatie,
        outline: ring.slice(0, -1),
        heightMeters: r.height ?? null,
        storeys: r.storeys ?? null,
        footprintSquareMeters: round(r.footprint),
        onPlotSquareMeters: round(r.on_plot ?? 0),
        floorAreaSquareMeters: r.floor_area ?? null,
      },
    ];
  });
}
