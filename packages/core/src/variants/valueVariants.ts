import type { FinanceInput } from '../finance/financeInput';
import { evaluateFinance } from '../finance/evaluateFinance';
import { landPriceCheck, type LandPriceCheck } from '../feasibility/landPrice';
import { landTransactionCheck, type LandTransactionCheck } from '../feasibility/landTransactions';
import { financeInputFromConcept } from '../finance/financeInputFromConcept';
import { defaultBuildingCfg, defaultFloorCfg } from '../generator/buildingCfg';
import type { GeneratorResult } from '../generator/generateBuilding';
import type { BuildingInput, GeneratorInput } from '../generator/generatorInput';
import type { MessageCode } from '../generator/generatorMessage';
import { generate } from '../generator/versions';
import { radians } from '../units/units';
import { ilsConcept } from '../zoning/ils/ilsChecks';
import { conceptMeasures } from '../zoning/rules/conceptMeasures';
import type { VariantCandidate, VariantPlan } from './planVariants';
import type {
  RankedVariant,
  VariantAccept,
  VariantLayout,
  VariantMetrics,
  VariantSearchInput,
} from './variantTypes';

// Messages that mean the building does not stand as asked on this site: such a variant is not kept.
const blocking = new Set<MessageCode>([
  'footprint_outside_buildable_area',
  'outside_buildable_area',
  'footprint_too_small',
  'max_height_exceeded',
  'block_type_unknown',
]);

/** The key of a variant: block, orientation, mix and floors (unique within a search). */
const variantKey = (layout: VariantLayout, floors: number) =>
  `${layout.block.id}|${layout.angleDegrees}|${layout.mixName}|${floors}`;

/** The building record of a variant, as it is stored when the variant becomes a concept. */
export function variantBuilding(
  input: VariantSearchInput,
  layout: VariantLayout,
  floors: number,
): BuildingInput {
  const base = defaultBuildingCfg();
  const { block, rect } = layout;
  const houses = block.blocktype === 'street_housing';
  const height = houses ? floors * base.floor_height + 4 : floors * base.floor_height;
  return {
    id: `variant-${variantKey(layout, floors)}`,
    name: `${block.id} ${floors}`,
    archetype: 0,
    maxwidth: rect.width,
    maxlength: rect.length,
    // the generator's own limit is the site's; the building asks for what its floors need
    maxheight: Math.max(height, input.site.max_height ?? 0),
    x: rect.x,
    y: rect.y,
    z: 0,
    rotate_z: radians(rect.rotateZ),
    version: 3,
    conceptId: null,
    cfg: {
      ...base,
      blocktype: block.blocktype,
      towertype: block.towertype ?? base.towertype,
      floors: houses ? base.floors : [defaultFloorCfg({ repeat_count: floors })],
      house: houses ? { ...base.house, residential_floors: floors } : base.house,
      units: layout.mix.map((m, order) => ({
        mode: 'reference',
        repeat_ratio: m.ratio,
        order,
        name: m.name,
        size: null,
        size_max: null,
        unitId: m.unitId,
      })),
    },
  };
}

function generatorInput(input: VariantSearchInput, layout: VariantLayout, floors: number): GeneratorInput {
  return {
    building: variantBuilding(input, layout, floors),
    units: input.units,
    site: input.site,
    ...(input.generationParameters ? { generation_parameters: input.generationParameters } : {}),
  };
}

interface Sample {
  floors: number;
  result: GeneratorResult;
  finance: FinanceInput;
  usable: boolean;
}

function sample(input: VariantSearchInput, layout: VariantLayout, floors: number): Sample {
  const gi = generatorInput(input, layout, floors);
  const result = generate(gi);
  const finance = financeInputFromConcept({
    plotAreaSquareMeters: input.site.plot_area ?? result.form_factors.plot_area,
    unitTypes: input.unitTypes,
    buildings: [
      { id: gi.building.id, name: gi.building.name, result, housePriceEuros: gi.building.cfg.house.price },
    ],
    costs: input.costs,
    parameters: input.parameters,
  });
  return { floors, result, finance, usable: !result.messages.some((m) => blocking.has(m.message)) };
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const area = (v: number) => Math.max(0, Math.round(v * 100) / 100);
const whole = (v: number) => Math.max(0, Math.round(v));

/**
 * The finance input a share `t` of the way from sample a to sample b (more floors): every count and area in
 * proportion, rounded to whole units and 0.01 m2.
 */
function interpolate(a: FinanceInput, b: FinanceInput, t: number): FinanceInput {
  const byId = <T extends { id: string | number }>(list: readonly T[] | null | undefined) =>
    new Map((list ?? []).map((x) => [String(x.id), x]));
  const bu = byId(b.unitTypes);
  // one building: houses by position and function areas by function (the samples' building ids differ)
  const bf = new Map((b.functionAreas ?? []).map((f) => [f.function, f]));
  const ids = new Set([...(a.unitTypes ?? []).map((u) => String(u.id)), ...bu.keys()]);
  const au = byId(a.unitTypes);
  const unitTypes = [...ids].map((id) => {
    const x = au.get(id);
    const y = bu.get(id);
    const ref = (y ?? x)!;
    return {
      ...ref,
      count: whole(lerp(x?.count ?? 0, y?.count ?? 0, t)),
      totalNetFloorAreaSquareMeters: area(
        lerp(x?.totalNetFloorAreaSquareMeters ?? 0, y?.totalNetFloorAreaSquareMeters ?? 0, t),
      ),
      totalGrossFloorAreaSquareMeters: area(
        lerp(x?.totalGrossFloorAreaSquareMeters ?? 0, y?.totalGrossFloorAreaSquareMeters ?? 0, t),
      ),
    };
  });
  const houses = (a.houses ?? []).map((h, i) => {
    const y = b.houses?.[i] ?? h;
    return {
      ...h,
      count: whole(lerp(h.count, y.count, t)),
      totalNetFloorAreaSquareMeters: area(
        lerp(h.totalNetFloorAreaSquareMeters, y.totalNetFloorAreaSquareMeters, t),
      ),
      totalGrossFloorAreaSquareMeters: area(
        lerp(h.totalGrossFloorAreaSquareMeters, y.totalGrossFloorAreaSquareMeters, t),
      ),
    };
  });
  // every function of either sample: a use that only the taller one has (a second core, a plant floor) grows from 0
  const af = new Map((a.functionAreas ?? []).map((f) => [f.function, f]));
  const buildingId = a.buildings?.[0]?.id;
  const functionAreas = [...new Set([...af.keys(), ...bf.keys()])].map((fn) => {
    const x = af.get(fn);
    const y = bf.get(fn);
    const ref = (x ?? y)!;
    return {
      ...ref,
      buildingId: buildingId ?? ref.buildingId,
      totalNetFloorAreaSquareMeters: area(lerp(x?.totalNetFloorAreaSquareMeters ?? 0, y?.totalNetFloorAreaSquareMeters ?? 0, t)),
      totalGrossFloorAreaSquareMeters: area(lerp(x?.totalGrossFloorAreaSquareMeters ?? 0, y?.totalGrossFloorAreaSquareMeters ?? 0, t)),
    };
  });
  const parking =
    a.parking && b.parking
      ? { ...a.parking, spaces: whole(lerp(a.parking.spaces ?? 0, b.parking.spaces ?? 0, t)) }
      : a.parking;
  // the building's own floor area too: a construction line of its building type counts it (not the lower sample's);
  // and its open galleries, which a line per m2 of open gallery counts
  const buildings = (a.buildings ?? []).map((x, i) => {
    const y = b.buildings?.[i] ?? x;
    const gross = x.grossFloorAreaSquareMeters == null ? {} : { grossFloorAreaSquareMeters: area(lerp(x.grossFloorAreaSquareMeters, y.grossFloorAreaSquareMeters ?? x.grossFloorAreaSquareMeters, t)) };
    const gallery = x.galleryAreaSquareMeters == null ? {} : { galleryAreaSquareMeters: area(lerp(x.galleryAreaSquareMeters, y.galleryAreaSquareMeters ?? x.galleryAreaSquareMeters, t)) };
    return { ...x, ...gross, ...gallery };
  });
  return { ...a, unitTypes, houses, functionAreas, parking, buildings };
}

// the highest point of the generated building, a lift's machine room included: the height the rules panel and the
// ILS checks measure (core conceptMeasures), so a variant the search accepts is one the concept's checks accept
const highestPointMeters = (s: Sample): number =>
  conceptMeasures(ilsConcept([{ name: '', model: s.result.model }], null)).heightMeters ?? 0;

function metricsOf(s: Sample): VariantMetrics {
  const ff = s.result.form_factors;
  return {
    plot: ff.plot_area,
    gsi: ff.gsi,
    fsi: ff.fsi,
    gfa: ff.gfa,
    nfa: ff.nfa,
    office_gfa: ff.gfa_by_use.office ?? 0,
    units: ff.units,
    buildings: 1,
    height: highestPointMeters(s),
    floors: ff.floors,
  };
}

function interpolateMetrics(a: VariantMetrics, b: VariantMetrics, t: number): VariantMetrics {
  const gfa = area(lerp(a.gfa, b.gfa, t));
  return {
    plot: a.plot,
    gsi: a.gsi,
    fsi: a.plot > 0 ? gfa / a.plot : 0,
    gfa,
    nfa: area(lerp(a.nfa, b.nfa, t)),
    office_gfa: area(lerp(a.office_gfa, b.office_gfa, t)),
    units: whole(lerp(a.units, b.units, t)),
    buildings: 1,
    height: lerp(a.height, b.height, t),
    floors: whole(lerp(a.floors, b.floors, t)),
  };
}

/** The variant if it stands on the site, meets the constraints and can be valued; null otherwise. */
function valued(
  layout: VariantLayout,
  floors: number,
  finance: FinanceInput,
  metrics: VariantMetrics,
  exact: boolean,
  maxHeight: number | undefined,
  accept: VariantAccept | undefined,
  land: Pick<VariantSearchInput, 'landPrices' | 'landSales'>,
): RankedVariant | null {
  if (metrics.units <= 0) return null;
  // the highest point, a roof structure included, within the site's height limit (the limit in force, conceptSite)
  if (maxHeight !== undefined && metrics.height > maxHeight + 1e-6) return null;
  if (accept && !accept(metrics)) return null;
  const out = evaluateFinance(finance);
  if (!out.ok) return null;
  const { block } = layout;
  return {
    key: variantKey(layout, floors),
    layout: layout.index,
    block: block.id,
    blocktype: block.blocktype,
    towertype: block.towertype,
    angleDegrees: layout.angleDegrees,
    floors,
    mixName: layout.mixName,
    metrics,
    rgwCents: out.value.rgw.residualLandValue.cents,
    valueCents: out.value.results.totalValue.cents,
    exact,
    warnings: out.value.warnings.map((w) => w.code),
    landPrice: land.landPrices ? marginOf(landPriceCheck(out.value, land.landPrices)) : null,
    landSales: land.landSales ? salesMarginOf(landTransactionCheck(out.value, land.landSales)) : null,
  };
}

const marginOf = (c: LandPriceCheck) => ({ status: c.status, marginCents: c.marginCents });
const salesMarginOf = (c: LandTransactionCheck) => ({ marginEuros: c.marginEuros, marginPerSquareMeterEuros: c.marginPerSquareMeterEuros });

/** What valuing some layouts gave: the variants kept and how many candidates were turned down. */
export interface LayoutsValued {
  variants: RankedVariant[];
  evaluated: number;
  rejected: number;
}

/**
 * Values the plan's candidates of the given layouts. Each layout is generated at its lowest and highest floor
 * count drawn; those candidates are exact, the ones between are interpolated floor by floor (counts and areas
 * grow almost linearly with the storeys), which is what makes a thousand variants affordable: a generation
 * costs 5-50 ms, a valuation about 0.03 ms. The best are generated exactly afterwards (refineVariants).
 */
export function valueLayouts(
  input: VariantSearchInput,
  plan: VariantPlan,
  layoutIndices: readonly number[],
  accept?: VariantAccept,
  onLayout?: (done: number) => void,
): LayoutsValued {
  const wanted = new Set(layoutIndices);
  const byLayout = new Map<number, VariantCandidate[]>();
  for (const c of plan.candidates)
    if (wanted.has(c.layout)) byLayout.set(c.layout, [...(byLayout.get(c.layout) ?? []), c]);
  const variants: RankedVariant[] = [];
  let evaluated = 0;
  let rejected = 0;
  let done = 0;
  const maxHeight = input.site.max_height;
  for (const index of layoutIndices) {
    const layout = plan.layouts[index]!;
    const list = byLayout.get(index) ?? [];
    if (list.length) {
      // the plan sorts a layout's candidates by floors: the first and last are the ends generated
      const lo = list[0]!.floors;
      const hi = list[list.length - 1]!.floors;
      const a = sample(input, layout, lo);
      const b = hi > lo ? sample(input, layout, hi) : a;
      const [ma, mb] = [metricsOf(a), metricsOf(b)];
      for (const c of list) {
        evaluated += 1;
        const at = c.floors === lo ? a : c.floors === hi ? b : null;
        const t = hi > lo ? (c.floors - lo) / (hi - lo) : 0;
        const v = at
          ? at.usable
            ? valued(layout, c.floors, at.finance, metricsOf(at), true, maxHeight, accept, input)
            : null
          : a.usable && b.usable
            ? valued(
                layout,
                c.floors,
                interpolate(a.finance, b.finance, t),
                interpolateMetrics(ma, mb, t),
                false,
                maxHeight,
                accept,
                input,
              )
            : null;
        if (v) variants.push(v);
        else rejected += 1;
      }
    }
    done += 1;
    onLayout?.(done);
  }
  return { variants, evaluated, rejected };
}

/** Generates the given variants exactly at their own floor count and values them again; null where one fails. */
export function refineVariants(
  input: VariantSearchInput,
  plan: VariantPlan,
  variants: readonly RankedVariant[],
  accept?: VariantAccept,
): { key: string; variant: RankedVariant | null }[] {
  return variants.map((v) => {
    const layout = plan.layouts[v.layout]!;
    const s = sample(input, layout, v.floors);
    return {
      key: v.key,
      variant: s.usable
        ? valued(layout, v.floors, s.finance, metricsOf(s), true, input.site.max_height, accept, input)
        : null,
    };
  });
}
