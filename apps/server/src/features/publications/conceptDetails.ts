import {
  publicFormFactorKeys,
  type PublicConceptBuilding,
  type PublicConceptDetail,
  type PublicFormFactors,
  type PublicSection,
} from '@plotwise/contracts';
import { conceptFinanceInput, conceptFormFactorsOf, type ConceptRecords } from '@plotwise/contracts/conceptGeneration/conceptResults';
import {
  bengPrecheck,
  modelFootprints,
  planFill,
  renderFloorSvg,
  type BuildingModel,
  type BuildingNoiseCheck,
  type GeneratorResult,
  type ModelFootprint,
} from '@plotwise/core';
import { systemActor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { generateConcept, readConceptBuildings, readLocationRecords } from '../concepts/conceptGeneration';
import { listLandPrices } from '../landPrices/landPrices';
import { landTransactionsAtLocation } from '../landPrices/landTransactions';
import { conceptNoise, pagePrechecks, publicNoise, publicParking, type PagePrechecks } from './conceptPrechecks';
import { needsFinance, publicConceptFinance, type PublicLandPrices } from './publicFinance';

/**
 * What the concept sections of a public page show (form factors, unit breakdown, floor plans, top view, business
 * case, BENG, noise, parking and nitrogen pre-checks): the results the editor and the sheets show, each building's stored result while it is current and else
 * generated on the server (features/concepts/conceptGeneration), so a concept with buildings always has its figures.
 * The SVGs are made here by core's plan renderer and the top view below, so the browser gets ready pictures and the
 * public entry no geometry code; the page shows them as images (`<img>` of a data URL), where no script or link can run.
 */

/** The section types that need these details. */
const conceptDetailSections: readonly PublicSection['type'][] = [
  'concept_formfactors',
  'concept_unit_breakdown',
  'concept_floorplans',
  'concept_topview',
  'concept_beng',
  'concept_noise',
  'concept_parking',
  'concept_nitrogen',
];

const numberOr0 = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The public form factors of one stored result (only the allow-listed keys). */
const pickFormFactors = (ff: Record<string, unknown>): PublicFormFactors =>
  Object.fromEntries(publicFormFactorKeys.map((k) => [k, numberOr0(ff[k])])) as PublicFormFactors;

/** Units per type as the concepts screens count them (every repeated floor and building copy), with their net area. */
export function unitTypesOf(model: BuildingModel, unitNames: ReadonlyMap<string, string>): PublicConceptBuilding['unitTypes'] {
  const byType = new Map<string, { name: string; count: number; area: number }>();
  const copies = Math.max(1, model.shape.instances?.length ?? 1);
  for (const floor of model.children.floors ?? [])
    for (const s of floor.spaces ?? []) {
      if (s.category !== 'unit' || !s.counts_as_unit) continue;
      const key = s.unit_id === null ? `fn:${s.functiontype}` : String(s.unit_id);
      const name = unitNames.get(key) ?? s.unit_name ?? s.functiontype;
      const entry = byType.get(key) ?? { name, count: 0, area: 0 };
      const n = copies * floor.repeat_count;
      entry.count += n;
      entry.area += n * numberOr0(s.area_net);
      byType.set(key, entry);
    }
  return [...byType.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The storey a floor plan shows: the asked level when the building has it, else the first storey with units, else the ground floor. */
export function planFloorIndex(model: BuildingModel, level: number | null): number {
  const floors = model.children.floors ?? [];
  const storeys = floors.filter((f) => f.kind === 'storey');
  const asked = level === null ? undefined : storeys.find((f) => level >= f.level && level < f.level + f.repeat_count);
  const withUnits = storeys.find((f) => f.spaces.some((s) => s.category === 'unit'));
  return (asked ?? withUnits ?? storeys[0])?.index ?? 0;
}

/** A floor plan of a stored model, with no words on its spaces (only dwellings' areas) so it reads the same in both languages. */
function floorplanOf(model: BuildingModel, level: number | null): PublicConceptBuilding['floorplan'] {
  const index = planFloorIndex(model, level);
  const floor = model.children.floors.find((f) => f.index === index);
  if (!floor) return null;
  const svg = renderFloorSvg(model, model.children.floors.indexOf(floor), {
    scale: 4,
    site: false,
    areaLabel: (m2) => `${Math.round(m2)} m²`,
  });
  return { level: floor.level, svg };
}

type Ring = readonly { x: number; y: number }[];

/**
 * The site from above: the plots (grey) and the ground outlines of the stored buildings and their site functions
 * in the plan colours, north up, in an SVG of at most 640 px wide. Null when there is nothing to draw.
 */
export function topViewSvg(plots: readonly Ring[], footprints: readonly ModelFootprint[]): string | null {
  const rings = [...plots, ...footprints.map((f) => f.ring)].filter((r) => r.length >= 3);
  if (!rings.length) return null;
  const xs = rings.flatMap((r) => r.map((p) => p.x));
  const ys = rings.flatMap((r) => r.map((p) => p.y));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const pad = 4;
  const scale = Math.min(8, 640 / Math.max(1, x1 - x0 + 2 * pad));
  const w = (x1 - x0 + 2 * pad) * scale;
  const h = (y1 - y0 + 2 * pad) * scale;
  const pts = (r: Ring) =>
    r.map((p) => `${((p.x - x0 + pad) * scale).toFixed(1)},${((y1 - p.y + pad) * scale).toFixed(1)}`).join(' ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w.toFixed(0)}" height="${h.toFixed(0)}" viewBox="0 0 ${w.toFixed(1)} ${h.toFixed(1)}">`,
    ...plots.filter((r) => r.length >= 3).map((r) => `<polygon class="plot" points="${pts(r)}" fill="#f1f3f5" stroke="#868e96" stroke-width="1"/>`),
    ...footprints
      .filter((f) => f.kind === 'site' && f.ring.length >= 3)
      .map((f) => `<polygon class="site" points="${pts(f.ring)}" fill="${planFill(f.functiontype)}" stroke="#adb5bd" stroke-width="0.5"/>`),
    ...footprints
      .filter((f) => f.kind === 'floor' && f.ring.length >= 3)
      .map((f) => `<polygon class="building" points="${pts(f.ring)}" fill="#495057" stroke="#212529" stroke-width="1"/>`),
    '</svg>',
  ];
  return parts.join('');
}

/** What the page's concept sections ask for: which parts to compute and the storey of the floor plans. */
export function detailNeeds(sections: readonly PublicSection[]) {
  const types = new Set(sections.map((s) => s.type));
  const plan = sections.find((s) => s.type === 'concept_floorplans');
  const level = plan && plan.param2 !== null && plan.param2 !== '' && Number.isInteger(Number(plan.param2)) ? Number(plan.param2) : null;
  const finance = needsFinance(sections);
  return {
    any: finance || conceptDetailSections.some((t) => types.has(t)),
    finance,
    floorplans: types.has('concept_floorplans'),
    topview: types.has('concept_topview'),
    beng: types.has('concept_beng'),
    noise: types.has('concept_noise'),
    parking: types.has('concept_parking'),
    nitrogen: types.has('concept_nitrogen'),
    landPrice: types.has('concept_land_price'),
    level,
  };
}

/** The details of the location's concepts (one concept on a concept page), read with the page's company only. */
export async function conceptDetailsOf(
  db: Db,
  companyId: number,
  locationId: number,
  sections: readonly PublicSection[],
  onlyConcept?: string,
): Promise<PublicConceptDetail[]> {
  const needs = detailNeeds(sections);
  if (!needs.any) return [];
  const concepts = await db.query<{ id: number; key: string; name: string | null }>(
    `SELECT id, key, name FROM concepts WHERE location_id = $1 AND company_id = $2 ${onlyConcept ? 'AND key = $3' : ''}
      ORDER BY "order", id LIMIT 50`,
    onlyConcept ? [locationId, companyId, onlyConcept] : [locationId, companyId],
  );
  if (!concepts.length) return [];
  // the location, its costs and the company's parameters once; each concept's buildings (up to 50 concepts a page)
  const actor = systemActor(companyId);
  const { shared, buildings } = await db.tenant(companyId, async (tx) => {
    const repo = new Repository(tx);
    const shared = await readLocationRecords(repo, actor, locationId);
    const buildings = [];
    for (const c of concepts) buildings.push(await readConceptBuildings(repo, actor, c.id));
    return { shared, buildings };
  });
  const municipality = shared.location.municipality?.trim() || null;
  const landPrices: PublicLandPrices | undefined = needs.landPrice
    ? {
        municipality,
        prices: municipality ? await listLandPrices(db, companyId, municipality) : [],
        sales: await landTransactionsAtLocation(db, actor, locationId),
      }
    : undefined;
  const prechecks = await pagePrechecks(db, companyId, shared.location, needs);
  return concepts.map((c, i) => conceptDetail(c, { ...shared, buildings: buildings[i]! }, needs, landPrices, prechecks));
}

/**
 * One concept's sections from the results the editor and the sheets show (features/concepts/conceptGeneration): its
 * form factors over the buildings on the site, per building its own, unit types, floor plan, the top view of the
 * site's parcels and footprints, and the finance of the same results.
 */
function conceptDetail(
  concept: { key: string; name: string | null },
  records: ConceptRecords,
  needs: ReturnType<typeof detailNeeds>,
  landPrices?: PublicLandPrices,
  prechecks: PagePrechecks = {},
): PublicConceptDetail {
  const { site, buildings } = generateConcept(records);
  const unitNames = new Map(records.units.filter((u) => u.name).map((u) => [String(u.id), u.name!]));
  const noiseChecks = conceptNoise(buildings, prechecks.noise);
  const built = buildings.map((b, i) =>
    buildingOf(b.row.name ?? '', b.input.building.cfg.blocktype, b.result, unitNames, needs, noiseChecks ? { check: noiseChecks[i] ?? null } : undefined),
  );
  const models = built.flatMap((b) => (b.model ? [b.model] : []));
  const formFactors = conceptFormFactorsOf(site, buildings);
  return {
    name: concept.name ?? '',
    key: concept.key,
    buildings: built.map((b) => b.building),
    formFactors: formFactors ? pickFormFactors(formFactors as unknown as Record<string, unknown>) : null,
    missing: built.filter((b) => !b.model).length,
    topview: needs.topview ? topViewSvg(site.parcels ?? [], models.flatMap((m) => safeFootprints(m))) : null,
    ...(prechecks.noise ? { noiseLayer: prechecks.noise.layer } : {}),
    ...(prechecks.parking ? { parking: publicParking(buildings, records.units, prechecks.parking) } : {}),
    ...(prechecks.nitrogen ? { nitrogen: prechecks.nitrogen } : {}),
    ...(needs.finance
      ? { finance: buildings.length ? publicConceptFinance(conceptFinanceInput(records, site, buildings), landPrices) : null }
      : {}),
  };
}

/** A building as the sections show it; a model the current core cannot draw counts as missing rather than failing the page. */
function buildingOf(
  name: string,
  blocktype: string,
  result: GeneratorResult,
  unitNames: ReadonlyMap<string, string>,
  needs: ReturnType<typeof detailNeeds>,
  noise?: { check: BuildingNoiseCheck | null },
): { building: PublicConceptBuilding; model: BuildingModel | null } {
  try {
    const building: PublicConceptBuilding = {
      name,
      formFactors: pickFormFactors(result.form_factors as unknown as Record<string, unknown>),
      unitTypes: unitTypesOf(result.model, unitNames),
      floorplan: needs.floorplans ? floorplanOf(result.model, needs.level) : null,
      ...(needs.beng ? { beng: bengPrecheck(blocktype, result.form_factors) } : {}),
      ...(noise ? { noise: publicNoise(noise.check) } : {}),
    };
    return { building, model: result.model };
  } catch {
    return { building: { name, formFactors: null, unitTypes: [], floorplan: null }, model: null };
  }
}

/** The ground outlines of a stored model; a model the current core cannot read gives none rather than an error. */
function safeFootprints(model: BuildingModel): ModelFootprint[] {
  try {
    return modelFootprints(model);
  } catch {
    return [];
  }
}
