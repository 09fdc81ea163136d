import { plotNumber, type PlotContext, type PlotDetail, type PlotLocation } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { BUILDING_HEIGHT_SQL } from '../tiles/tileLayers';
import { gridCapacityOf } from './gridCapacity';
import { surfacesOfPlots } from './bgtSurfaces';
import { rulesAtPlot } from '../omgevingsplan/rulesAtPlot';

// what every reader of a parcel by id needs; the geometry only where it is drawn (it is the heavy part)
const NUMBER_COLUMNS = 'p.id::int AS id, p.identificatie, p.kadastrale_gemeente, p.kadastrale_gemeente_code, p.akr_code, p.sectie, p.perceelnummer, p.kadastrale_grootte';
const PLOT_COLUMNS = `${NUMBER_COLUMNS},
  ST_Area(p.geom) AS geometry_area, ST_AsGeoJSON(ST_Transform(p.geom, 4326), 7)::json AS geometry,
  ST_Y(ST_Transform(ST_PointOnSurface(p.geom), 4326)) AS lat, ST_X(ST_Transform(ST_PointOnSurface(p.geom), 4326)) AS lon`;

type NumberRow = { identificatie: string; akr_code: string | null; kadastrale_gemeente_code: string | null; sectie: string | null; perceelnummer: number | null };

/** The cadastral number of a parcel row ("ASD04 F 1234"), null when the registration lacks a part. */
const plotNumberOf = (r: NumberRow): string | null =>
  plotNumber({ akrCode: r.akr_code, kadastraleGemeenteCode: r.kadastrale_gemeente_code, sectie: r.sectie, perceelnummer: r.perceelnummer });

function toPlot(r: Record<string, unknown>): PlotDetail {
  return {
    id: r.id as number,
    identificatie: r.identificatie as string,
    plotnr: plotNumberOf(r as NumberRow) ?? (r.identificatie as string),
    kadastraleGemeente: (r.kadastrale_gemeente as string | null) ?? null,
    akrCode: (r.akr_code as string | null) ?? null,
    sectie: (r.sectie as string | null) ?? null,
    perceelnummer: (r.perceelnummer as number | null) ?? null,
    areaSquareMeters: (r.kadastrale_grootte as number | null) ?? null,
    geometryAreaSquareMeters: Math.round((r.geometry_area as number) * 100) / 100,
    geometry: r.geometry as PlotDetail['geometry'],
    lat: r.lat as number,
    lon: r.lon as number,
  };
}

/** A parcel as a list shows it: number, size and municipality, without its geometry. */
export interface PlotSummary {
  id: number;
  identificatie: string;
  /** the cadastral number, null when the registration lacks a part */
  plotNumber: string | null;
  /** the registered size, or the drawn area where none is registered (as the site search counts it) */
  sizeSquareMeters: number | null;
  municipality: { code: string; name: string | null } | null;
}

/** Parcels by id as summaries (national data: read as the server, not as a tenant); unknown ids are left out. */
export async function plotSummariesById(db: Db, ids: readonly number[]): Promise<Map<number, PlotSummary>> {
  if (!ids.length) return new Map();
  const rows = await db.query<NumberRow & { id: number; size: number | null; municipality: string | null; municipality_name: string | null }>(
    `SELECT ${NUMBER_COLUMNS}, CASE WHEN p.kadastrale_grootte > 0 THEN p.kadastrale_grootte ELSE ST_Area(p.geom) END AS size,
            pf.municipality, m.name AS municipality_name
       FROM geo_plots p
       LEFT JOIN plot_features pf ON pf.plot_id = p.id
       LEFT JOIN LATERAL (SELECT a.name FROM geo_stat_areas a WHERE a.code = pf.municipality ORDER BY a.year DESC NULLS LAST LIMIT 1) m ON true
      WHERE p.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        identificatie: r.identificatie,
        plotNumber: plotNumberOf(r),
        sizeSquareMeters: r.size === null ? null : Number(r.size),
        municipality: r.municipality ? { code: r.municipality, name: r.municipality_name } : null,
      },
    ]),
  );
}

/** The parcels under a WGS84 point (usually one; several where parcels overlap in the registration). */
export async function plotsAt(db: Db, lat: number, lon: number): Promise<PlotDetail[]> {
  const rows = await db.query(
    `SELECT ${PLOT_COLUMNS} FROM geo_plots p
      WHERE ST_Intersects(p.geom, ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 28992)) ORDER BY id`,
    [lon, lat],
  );
  return rows.map(toPlot);
}

/** Parcels by id, in the order asked; unknown ids are left out. */
export async function plotsById(db: Db, ids: number[]): Promise<PlotDetail[]> {
  const rows = await db.query(`SELECT ${PLOT_COLUMNS} FROM geo_plots p WHERE p.id = ANY($1::bigint[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id as number, toPlot(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Everything below works on the union of the plots. Objects that only touch the plots along a shared edge
// (overlap under 1 m2) do not count as lying on them.
const UNION = 'WITH g AS (SELECT ST_Union(geom) AS geom FROM geo_plots WHERE id = ANY($1::bigint[]))';
const MIN_OVERLAP = 1;

/** Zoning, buildings, addresses and statistics areas of a set of plots. */
export async function plotContext(db: Db, ids: number[]): Promise<PlotContext> {
  const [plans, objects, buildings, addresses, areas, gridCapacity, omgevingsplan, surfaces] = await Promise.all([
    db.query(
      `${UNION} SELECT p.plan_id, p.naam, p.planstatus, p.plan_datum, p.type_plan FROM geo_zoning_plans p, g
        WHERE p.geom && g.geom AND ST_Intersects(p.geom, g.geom) ORDER BY p.plan_datum DESC NULLS LAST, p.plan_id`,
      [ids],
    ),
    db.query(
      `${UNION}, o AS (
         SELECT o.*, ST_Intersection(o.geom, g.geom) AS part FROM geo_zoning_objects o, g
          WHERE o.geom && g.geom AND ST_Intersects(o.geom, g.geom))
       SELECT o.identificatie, o.plan_id, o.object_type, o.naam, o.category, o.hoofdgroep, o.label, o.dimensions,
              ST_Area(o.part) AS overlap,
              CASE WHEN o.object_type <> 'enkelbestemming' THEN (
                SELECT e.naam FROM geo_zoning_objects e
                 WHERE e.plan_id = o.plan_id AND e.object_type = 'enkelbestemming' AND e.geom && o.part
                 ORDER BY ST_Area(ST_Intersection(e.geom, o.part)) DESC, e.id LIMIT 1) END AS zone
         FROM o WHERE ST_Area(o.part) >= ${MIN_OVERLAP}
        ORDER BY o.object_type, ST_Area(o.part) DESC, o.id`,
      [ids],
    ),
    db.query(
      `${UNION}, p AS (
         SELECT p.identificatie, p.oorspronkelijk_bouwjaar, p.status, p.geom FROM geo_bag_panden p, g
          WHERE p.geom && g.geom AND ST_Area(ST_Intersection(p.geom, g.geom)) >= ${MIN_OVERLAP})
       SELECT p.identificatie, p.oorspronkelijk_bouwjaar AS year, p.status, ST_Area(p.geom) AS footprint,
              v.units, v.floor_area, v.use
         FROM p LEFT JOIN LATERAL (
           SELECT count(*)::int AS units, sum(vo.oppervlakte)::int AS floor_area,
                  (SELECT g2 FROM geo_bag_verblijfsobjecten v2 CROSS JOIN LATERAL unnest(v2.gebruiksdoelen) AS g2
                    WHERE v2.geom && p.geom AND p.identificatie = ANY(v2.pand_ids)
                    GROUP BY g2 ORDER BY count(*) DESC, g2 LIMIT 1) AS use
             FROM geo_bag_verblijfsobjecten vo WHERE vo.geom && p.geom AND p.identificatie = ANY(vo.pand_ids)) v ON true
        ORDER BY p.identificatie`,
      [ids],
    ),
    db.query(
      `${UNION} SELECT r.naam AS road, n.huisnummer, n.huisletter, n.toevoeging, n.postcode, w.naam AS city, v.gebruiksdoelen
         FROM geo_bag_verblijfsobjecten v JOIN g ON v.geom && g.geom AND ST_Intersects(v.geom, g.geom)
         LEFT JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id
         LEFT JOIN geo_bag_openbare_ruimten r ON r.identificatie = n.openbare_ruimte_id
         LEFT JOIN geo_bag_woonplaatsen w ON w.identificatie = coalesce(n.woonplaats_id, r.woonplaats_id)
        ORDER BY r.naam, n.huisnummer, n.huisletter NULLS FIRST, n.toevoeging NULLS FIRST, v.identificatie LIMIT 200`,
      [ids],
    ),
    db.query(
      `${UNION} SELECT a.level, a.code, a.name, a.year, f.figures FROM geo_stat_areas a
         JOIN g ON a.geom && g.geom AND ST_Intersects(a.geom, ST_PointOnSurface(g.geom))
         LEFT JOIN LATERAL (SELECT figures FROM geo_stat_figures f WHERE f.code = a.code ORDER BY f.id DESC LIMIT 1) f ON true
        ORDER BY a.level, a.year DESC NULLS LAST, a.code`,
      [ids],
    ),
    gridCapacityOf(db, ids),
    omgevingsplanAt(db, ids),
    surfacesOfPlots(db, ids),
  ]);
  const heights = await buildingHeights(
    db,
    buildings.map((b) => b.identificatie as string),
  );
  return {
    zoningPlans: plans.map((p) => ({
      planId: p.plan_id as string,
      naam: (p.naam as string | null) ?? null,
      planstatus: (p.planstatus as string | null) ?? null,
      planDatum: (p.plan_datum as string | null) ?? null,
      typePlan: (p.type_plan as string | null) ?? null,
    })),
    zoningObjects: objects.map((o) => ({
      identificatie: o.identificatie as string,
      planId: o.plan_id as string,
      type: o.object_type as string,
      naam: (o.naam as string | null) ?? null,
      category: (o.category as string | null) ?? null,
      hoofdgroep: (o.hoofdgroep as string | null) ?? null,
      label: (o.label as string | null) ?? null,
      zone: o.object_type === 'enkelbestemming' ? ((o.naam as string | null) ?? null) : ((o.zone as string | null) ?? null),
      dimensions: ((o.dimensions as { waardeType: string; waarde: string }[] | null) ?? []).filter((d) => d.waardeType),
      overlapSquareMeters: Math.round((o.overlap as number) * 100) / 100,
    })),
    buildings: buildings.map((b) => ({
      identificatie: b.identificatie as string,
      year: (b.year as number | null) ?? null,
      status: (b.status as string | null) ?? null,
      use: (b.use as string | null) ?? null,
      units: (b.units as number | null) ?? 0,
      floorAreaSquareMeters: (b.floor_area as number | null) ?? null,
      footprintSquareMeters: Math.round((b.footprint as number) * 100) / 100,
      heightMeters: heights.get(b.identificatie as string) ?? null,
    })),
    addresses: addresses.map((a) => ({
      road: (a.road as string | null) ?? null,
      houseNumber: [a.huisnummer, a.huisletter, a.toevoeging ? `-${a.toevoeging as string}` : null].filter((x) => x !== null && x !== undefined).join(''),
      postcode: (a.postcode as string | null) ?? null,
      city: (a.city as string | null) ?? null,
      use: (a.gebruiksdoelen as string[] | null) ?? [],
    })),
    areas: areas.map((a) => ({
      level: a.level as string,
      code: a.code as string,
      name: (a.name as string | null) ?? null,
      year: (a.year as number | null) ?? null,
      figures: (a.figures as Record<string, unknown> | null) ?? {},
    })),
    ...(gridCapacity ? { gridCapacity } : {}),
    ...(omgevingsplan ? { omgevingsplan } : {}),
    ...(surfaces ? { surfaces } : {}),
  };
}

/** The omgevingsplan rules at the plots together, when an omgevingsplan has been imported (a cheap check first). */
async function omgevingsplanAt(db: Db, ids: number[]): Promise<PlotContext['omgevingsplan']> {
  const [plots] = await db.query<{ wkt: string | null }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM geo_ow_objects) THEN ST_AsText(ST_Union(geom)) END AS wkt FROM geo_plots WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  if (!plots?.wkt) return undefined;
  const { rulesAsOf, pons, rules } = await rulesAtPlot(db, plots.wkt);
  return rules.length || pons ? { rulesAsOf, pons, rules } : undefined;
}

/** Heights above ground of panden from the 3D BAG; panden it does not know are left out. */
async function buildingHeights(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ identificatie: string; height: number | null }>(
    `SELECT p.identificatie, ${BUILDING_HEIGHT_SQL} AS height FROM unnest($1::text[]) AS p(identificatie)`,
    [ids],
  );
  return new Map(rows.filter((r) => r.height !== null).map((r) => [r.identificatie, r.height!]));
}

/** The actor's locations (not deleted) that already hold one of these parcels, by cadastral identificatie. */
export async function locationsHolding(db: Db, actor: Actor, identificaties: string[]): Promise<PlotLocation[]> {
  if (!identificaties.length) return [];
  return db.tenant(actor.companyId, (tx) =>
    tx.query<PlotLocation>(
      `SELECT l.id::int AS id, l.name, l.lat, l.lon, array_agg(DISTINCT p.properties->>'identificatie' ORDER BY p.properties->>'identificatie') AS identificaties
         FROM plots p JOIN locations l ON l.id = p.location_id AND l.company_id = p.company_id
        WHERE p.company_id = $1 AND p.properties->>'identificatie' = ANY($2::text[]) AND NOT coalesce(l.deleted, false)
        GROUP BY l.id ORDER BY l.id`,
      [actor.companyId, identificaties],
    ),
  );
}
