import type { PublicArea, PublicAreaDensify, PublicAreaZoning, PublicSection } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { constraintsFromZoning } from '../../geodata/plots/constraintsFromZoning';
import { articleReference } from '../../geodata/omgevingsplan/citation';
import { rulesAtPlots } from '../../geodata/omgevingsplan/rulesAtPlot';

/**
 * The zoning within an area's measured basis (the register outline or the plots of the company's locations, as
 * areaFacts.ts defines it) for business_park_regulations and business_park_densify: the IMRO bestemmingen with their
 * share of the area, the maatvoeringen read by the same rules as a location's constraints (constraintsFromZoning),
 * the environmental categories the plan names, and the omgevingsplan rules (rulesAtPlots, the location page's reader).
 * Only the fields of contracts publicAreaDetails.ts leave the server.
 */

/** The basis as SQL (a `geom` column) with its parameters, from areaFacts.ts. */
export interface AreaBasis {
  sql: string;
  params: unknown[];
}

/** Whether the page has a section that shows the zoning (regulations, densify). */
export const needsZoning = (sections: readonly PublicSection[]) =>
  sections.some((s) => s.type === 'business_park_regulations' || s.type === 'business_park_densify');

// a zoning object must overlap the basis by 1 m² to count (as plotDetails.ts: an edge shared is not lying on it)
const MIN_OVERLAP = 1;
const MAX_NORMS = 40;
const MAX_ARTICLES = 30;

type ObjectRow = {
  object_type: string;
  plan_id: string;
  identificatie: string;
  naam: string | null;
  category: string | null;
  label: string | null;
  dimensions: { waardeType: string; waarde: string }[] | null;
  zone: string | null;
  overlap: number;
};

/** A maatvoering as the densification reads it: the public row plus its number (gsi as a fraction). */
type ReadDimension = PublicAreaZoning['dimensions'][number] & { number: number | null };

const kindOf = (type: string): PublicAreaZoning['dimensions'][number]['kind'] =>
  type === 'building_height' || type === 'gutter_height' || type === 'gsi' || type === 'fsi' ? type : 'other';

const byShare = <T extends { share: number }>(a: T, b: T) => b.share - a.share;

/** The zoning of the basis, with the maatvoeringen's numbers kept for densifyOf (strip them with publicZoning). */
export async function zoningOf(db: Db, basis: AreaBasis, areaM2: number): Promise<PublicAreaZoning & { read: ReadDimension[] }> {
  const plans = await db.query<{ planId: string; name: string | null; date: string | null; status: string | null }>(
    `WITH g AS (${basis.sql})
     SELECT p.plan_id AS "planId", p.naam AS name, p.plan_datum AS date, p.planstatus AS status FROM geo_zoning_plans p, g
      WHERE p.geom && g.geom AND ST_Intersects(p.geom, g.geom) ORDER BY p.plan_datum DESC NULLS LAST, p.plan_id LIMIT 20`,
    basis.params,
  );
  const objects = await db.query<ObjectRow>(
    `WITH g AS (${basis.sql}), o AS (
       SELECT o.*, ST_Intersection(o.geom, g.geom) AS part FROM geo_zoning_objects o, g
        WHERE o.geom && g.geom AND ST_Intersects(o.geom, g.geom))
     SELECT o.object_type, o.plan_id, o.identificatie, o.naam, o.category, o.label, o.dimensions, ST_Area(o.part) AS overlap,
            CASE WHEN o.object_type <> 'enkelbestemming' THEN (
              SELECT e.naam FROM geo_zoning_objects e
               WHERE e.plan_id = o.plan_id AND e.object_type = 'enkelbestemming' AND e.geom && o.part
               ORDER BY ST_Area(ST_Intersection(e.geom, o.part)) DESC, e.id LIMIT 1) END AS zone
       FROM o WHERE ST_Area(o.part) >= ${MIN_OVERLAP} ORDER BY o.object_type, ST_Area(o.part) DESC, o.id LIMIT 2000`,
    basis.params,
  );
  const share = (m2: number) => (areaM2 > 0 ? Math.min(1, m2 / areaM2) : 0);

  const zones = new Map<string, { name: string; category: string | null; m2: number }>();
  for (const o of objects.filter((x) => x.object_type === 'enkelbestemming')) {
    const name = o.naam?.trim() || o.label?.trim() || '';
    if (!name) continue;
    const z = zones.get(name) ?? { name, category: o.category, m2: 0 };
    z.m2 += o.overlap;
    zones.set(name, z);
  }

  const dims = new Map<string, ReadDimension & { m2: number }>();
  for (const o of objects) {
    for (const d of o.dimensions ?? []) {
      if (!d.waardeType?.trim()) continue;
      const [draft] = constraintsFromZoning([{ identificatie: o.identificatie, planId: o.plan_id, zone: o.zone, naam: o.naam, dimensions: [d] }]);
      const key = `${d.waardeType.trim()}|${d.waarde}|${o.zone ?? ''}`;
      const prev = dims.get(key);
      if (prev) prev.m2 += o.overlap;
      else
        dims.set(key, {
          name: d.waardeType.trim(),
          value: String(d.waarde),
          kind: kindOf(draft?.type ?? 'general'),
          zone: o.zone,
          share: 0,
          number: draft?.value ?? null,
          m2: o.overlap,
        });
    }
  }
  const read = [...dims.values()].map(({ m2, ...d }) => ({ ...d, share: share(m2) })).sort(byShare);

  const categories = new Set<string>();
  for (const o of objects) {
    for (const text of [o.naam, o.label]) if (text && /categorie/i.test(text)) categories.add(text.trim());
    for (const d of o.dimensions ?? []) if (/categorie/i.test(d.waardeType ?? '')) categories.add(`${d.waardeType.trim()}: ${d.waarde}`);
  }

  const planeM2 = objects.filter((o) => o.object_type === 'bouwvlak').reduce((s, o) => s + o.overlap, 0);
  return {
    plans,
    zones: [...zones.values()].map((z) => ({ name: z.name, category: z.category, share: share(z.m2) })).sort(byShare),
    dimensions: read.map(({ number: _n, ...d }) => d),
    buildingPlaneShare: share(planeM2),
    environmentalCategories: [...categories].sort(),
    omgevingsplan: await omgevingsplanOf(db, basis),
    read,
  };
}

/** The omgevingsplan rules met in the basis, summed up: pons, date, number of rules, their norm values and articles. */
async function omgevingsplanOf(db: Db, basis: AreaBasis): Promise<PublicAreaZoning['omgevingsplan']> {
  const [g] = await db.query<{ wkt: string | null }>(`WITH g AS (${basis.sql}) SELECT ST_AsText(g.geom) AS wkt FROM g`, basis.params);
  if (!g?.wkt) return null;
  const [at] = await rulesAtPlots(db, [g.wkt]);
  if (!at || (!at.rules.length && !at.pons)) return null;
  const norms = new Map<string, NonNullable<PublicAreaZoning['omgevingsplan']>['norms'][number]>();
  const articles = new Map<string, NonNullable<PublicAreaZoning['omgevingsplan']>['articles'][number]>();
  for (const r of at.rules) {
    for (const v of r.normValues) {
      const value = v.kwantitatief != null ? String(v.kwantitatief) : (v.kwalitatief ?? null);
      if (value === null) continue;
      const n = { name: v.naam ?? '', value, unit: v.eenheid ?? null, place: v.locatieNaam ?? null, besluit: v.besluit ?? null, date: v.datumBekendmaking ?? null };
      norms.set(`${n.name}|${n.value}|${n.place}`, n);
    }
    const reference = articleReference(r.citation.wid, r.article?.nummer);
    if (reference) articles.set(`${r.url}|${reference}`, { reference, title: r.article?.opschrift ?? null, url: r.url });
  }
  return {
    pons: at.pons,
    rulesAsOf: at.rulesAsOf,
    rules: at.rules.length,
    norms: [...norms.values()].slice(0, MAX_NORMS),
    articles: [...articles.values()].slice(0, MAX_ARTICLES),
  };
}

/** The zoning as it leaves the server (without the numbers read for the densification). */
export const publicZoning = ({ read: _read, ...z }: PublicAreaZoning & { read: ReadDimension[] }): PublicAreaZoning => z;

/**
 * The densification potential: the maximum built area the zoning allows (the area-weighted bebouwingspercentage of
 * the maatvoeringen times the net area, else the bouwvlakken's area) against the standing footprint. Pure.
 */
export function densifyOf(area: PublicArea, zoning: { read: readonly ReadDimension[]; buildingPlaneShare: number } | null): PublicAreaDensify {
  const registerNet = area.register?.netHa != null ? area.register.netHa * 10_000 : null;
  const net = registerNet ?? area.areaM2;
  const netBasis = registerNet != null ? 'register_net' : area.areaM2 != null ? 'measured' : 'none';
  const footprint = area.buildings ? area.buildings.footprintM2 : null;
  const gsi = (zoning?.read ?? []).filter((d) => d.kind === 'gsi' && d.number !== null && d.number > 0 && d.share > 0);
  const gsiShare = gsi.reduce((s, d) => s + d.share, 0);
  const heights = (zoning?.read ?? []).filter((d) => d.kind === 'building_height' && d.number !== null && d.number > 0).map((d) => d.number!);
  let maxCoverage: number | null = null;
  let maxBuilt: number | null = null;
  let basis: PublicAreaDensify['maxCoverageBasis'] = 'unknown';
  let limitShare = 0;
  if (gsi.length && net) {
    maxCoverage = gsi.reduce((s, d) => s + d.number! * d.share, 0) / gsiShare;
    maxBuilt = maxCoverage * net;
    basis = 'bebouwingspercentage';
    limitShare = Math.min(1, gsiShare);
  } else if (zoning && zoning.buildingPlaneShare > 0 && area.areaM2 && net) {
    // without a percentage a bouwvlak may be built over whole
    maxBuilt = zoning.buildingPlaneShare * area.areaM2;
    maxCoverage = maxBuilt / net;
    basis = 'bouwvlak';
    limitShare = zoning.buildingPlaneShare;
  }
  const maxHeight = heights.length ? Math.min(...heights) : null;
  const room = maxBuilt !== null && footprint !== null ? Math.max(0, maxBuilt - footprint) : null;
  return {
    netAreaSquareMeters: net,
    netBasis,
    footprintSquareMeters: footprint,
    coverage: net && footprint !== null ? footprint / net : null,
    maxCoverage,
    maxCoverageBasis: basis,
    maxCoverageShare: limitShare,
    maxHeightMeters: maxHeight,
    maxBuiltSquareMeters: maxBuilt,
    maxVolumeCubicMeters: maxBuilt !== null && maxHeight !== null ? maxBuilt * maxHeight : null,
    roomSquareMeters: room,
    roomShare: room !== null && net ? room / net : null,
  };
}
