import { plotNumber, type GeoJsonGeometry, type PerceelOwner, type ShapePlotMatch, type ZoningFeaturesResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Geometry } from '../../geodata/geometry/geometry';
import { toEwkbHex } from '../../geodata/geometry/wkb';

/** At most this many parcels are listed for one shape (a whole municipality pasted would hold thousands). */
const SHAPE_PLOT_LIMIT = 500;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The cadastral parcels an RD shape intersects, largest overlap first. Only the polygonal part counts for the
 * overlap (a line or point touches parcels with 0 m2); MakeValid repairs a self-crossing outline first.
 */
export async function plotsForShape(db: Db, rd: Geometry): Promise<{ plots: ShapePlotMatch[]; truncated: boolean }> {
  const rows = await db.query<{ id: number; identificatie: string; akr_code: string | null; gemeente: string | null; sectie: string | null; perceelnummer: number | null; area: number; overlap: number }>(
    `WITH s AS (SELECT ST_MakeValid(ST_GeomFromEWKB(decode($1, 'hex'))) AS geom),
          a AS (SELECT s.geom, ST_CollectionExtract(s.geom, 3) AS poly FROM s)
     SELECT p.id::int AS id, p.identificatie, p.akr_code, p.kadastrale_gemeente_code AS gemeente, p.sectie, p.perceelnummer,
            ST_Area(p.geom) AS area,
            CASE WHEN ST_IsEmpty(a.poly) THEN 0 ELSE ST_Area(ST_Intersection(p.geom, a.poly)) END AS overlap
       FROM geo_plots p, a
      WHERE p.geom && a.geom AND ST_Intersects(p.geom, a.geom)
      ORDER BY overlap DESC, p.id LIMIT ${SHAPE_PLOT_LIMIT + 1}`,
    [toEwkbHex(rd, 28992)],
  );
  const plots = rows.slice(0, SHAPE_PLOT_LIMIT).map((r) => ({
    id: r.id,
    identificatie: r.identificatie,
    plotnr: plotNumber({ akrCode: r.akr_code, kadastraleGemeenteCode: r.gemeente, sectie: r.sectie, perceelnummer: r.perceelnummer }) ?? r.identificatie,
    plotAreaSquareMeters: round2(r.area),
    overlapSquareMeters: round2(r.overlap),
  }));
  return { plots, truncated: rows.length > SHAPE_PLOT_LIMIT };
}

/** Whether PostGIS finds the shape valid, and why not (a self-crossing ring, a spike). */
export async function shapeValidity(db: Db, rd: Geometry): Promise<{ valid: boolean; reason: string | null }> {
  const [r] = await db.query<{ valid: boolean; reason: string }>(
    `SELECT ST_IsValid(g) AS valid, ST_IsValidReason(g) AS reason FROM (SELECT ST_GeomFromEWKB(decode($1, 'hex')) AS g) s`,
    [toEwkbHex(rd, 28992)],
  );
  return { valid: !!r?.valid, reason: r?.valid ? null : (r?.reason ?? null) };
}

/** A cadastral designation: "ASD04 H 1234", "ASD04H1234" (AKR code or gemeente code, sectie, perceelnummer). */
function parseDesignation(q: string): { gemeente: string; sectie: string; perceelnummer: number } | null {
  const m = /^([A-Z]{3}\d{2}|[A-Z]{3}|\d{2,5})\s*([A-Z]{1,2})\s*(\d{1,6})$/i.exec(q.trim());
  return m ? { gemeente: m[1]!.toUpperCase(), sectie: m[2]!.toUpperCase(), perceelnummer: Number(m[3]) } : null;
}

/** Parcel ids by designation or by the Kadaster identificatie (a number or NL.IMKAD.KadastraalObject.<n>). */
export async function plotIdsFor(db: Db, q: string): Promise<number[] | null> {
  const d = parseDesignation(q);
  if (d) {
    const rows = await db.query<{ id: number }>(
      `SELECT id::int AS id FROM geo_plots WHERE (akr_code = $1 OR kadastrale_gemeente_code = $1) AND sectie = $2 AND perceelnummer = $3 ORDER BY id LIMIT 20`,
      [d.gemeente, d.sectie, d.perceelnummer],
    );
    return rows.map((r) => r.id);
  }
  const ident = /^(?:NL\.IMKAD\.KadastraalObject\.)?(\d{6,20})$/i.exec(q.trim());
  if (!ident) return null;
  const rows = await db.query<{ id: number }>(`SELECT id::int AS id FROM geo_plots WHERE identificatie IN ($1, $2) ORDER BY id LIMIT 20`, [ident[1], `NL.IMKAD.KadastraalObject.${ident[1]}`]);
  return rows.map((r) => r.id);
}

/** The parcel ids under a WGS84 point. */
export async function plotIdsAt(db: Db, lat: number, lon: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM geo_plots WHERE ST_Intersects(geom, ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 28992)) ORDER BY id LIMIT 20`,
    [lon, lat],
  );
  return rows.map((r) => r.id);
}

/** Owners stored with the actor's company's locations for these parcels (read in the company's tenant). */
export async function ownersOf(db: Db, actor: Actor, identificaties: string[]): Promise<PerceelOwner[]> {
  if (!identificaties.length) return [];
  const rows = await db.tenant(actor.companyId, (tx) =>
    tx.query<{ location_id: number; name: string | null; identificatie: string | null; data: unknown }>(
      `SELECT j.location_id::int AS location_id, j.name, j.identificatie, j.data FROM jsons j
        WHERE j.company_id = $1 AND j.type = 'owner_information' AND j.identificatie = ANY($2::text[]) ORDER BY j.location_id, j.id LIMIT 200`,
      [actor.companyId, identificaties],
    ),
  );
  return rows.map((r) => ({
    locationId: r.location_id,
    name: r.name,
    identificatie: r.identificatie,
    data: r.data && typeof r.data === 'object' && !Array.isArray(r.data) ? (r.data as Record<string, unknown>) : { value: r.data },
  }));
}

/** The IMRO plans and features (every object type the database holds) at a WGS84 point. */
export async function zoningAt(db: Db, lat: number, lon: number): Promise<ZoningFeaturesResponse> {
  const point = `ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 28992)`;
  const [rd] = await db.query<{ x: number; y: number }>(`SELECT ST_X(p) AS x, ST_Y(p) AS y FROM (SELECT ${point} AS p) s`, [lon, lat]);
  const [plans, features] = await Promise.all([
    db.query(
      `SELECT p.plan_id, p.naam, p.planstatus, p.plan_datum, p.type_plan FROM geo_zoning_plans p
        WHERE ST_Intersects(p.geom, ${point}) ORDER BY p.plan_datum DESC NULLS LAST, p.plan_id`,
      [lon, lat],
    ),
    db.query(
      `SELECT o.id::int AS id, o.identificatie, o.plan_id, o.object_type, o.naam, o.hoofdgroep, o.category, o.artikelnummer, o.label, o.dimensions,
              ST_Area(o.geom) AS area, ST_AsGeoJSON(ST_Transform(o.geom, 4326), 7)::json AS geometry,
              (SELECT pl.naam FROM geo_zoning_plans pl WHERE pl.plan_id = o.plan_id ORDER BY pl.id DESC LIMIT 1) AS plan_name
         FROM geo_zoning_objects o WHERE ST_Intersects(o.geom, ${point})
        ORDER BY (o.object_type <> 'enkelbestemming'), o.object_type, o.plan_id, o.id LIMIT 200`,
      [lon, lat],
    ),
  ]);
  return {
    lat,
    lon,
    rd: { x: round2(rd!.x), y: round2(rd!.y) },
    plans: plans.map((p) => ({
      planId: p.plan_id as string,
      naam: (p.naam as string | null) ?? null,
      planstatus: (p.planstatus as string | null) ?? null,
      planDatum: (p.plan_datum as string | null) ?? null,
      typePlan: (p.type_plan as string | null) ?? null,
    })),
    features: features.map((o) => ({
      id: o.id as number,
      identificatie: o.identificatie as string,
      planId: o.plan_id as string,
      planName: (o.plan_name as string | null) ?? null,
      objectType: o.object_type as string,
      naam: (o.naam as string | null) ?? null,
      hoofdgroep: (o.hoofdgroep as string | null) ?? null,
      category: (o.category as string | null) ?? null,
      artikelnummer: (o.artikelnummer as string | null) ?? null,
      label: (o.label as string | null) ?? null,
      dimensions: ((o.dimensions as { waardeType: string; waarde: string }[] | null) ?? []).filter((d) => d && d.waardeType),
      areaSquareMeters: round2(o.area as number),
      geometry: o.geometry as GeoJsonGeometry,
    })),
  };
}
