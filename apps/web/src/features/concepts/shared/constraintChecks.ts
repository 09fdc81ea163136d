import type { AreasOverview } from '@plotwise/core/finance/index';
import type { FormFactors, GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { polygonArea } from '@plotwise/core/geometry/index';
import { ilsBuildingFigures } from '@plotwise/core/zoning/index';

/** The figures of the areas sheets a constraint can be checked against. */
export type AreaMetric =
  | 'plot'
  | 'gsi'
  | 'fsi'
  | 'gfa'
  | 'nfa'
  | 'office_gfa'
  | 'units'
  | 'buildings'
  | 'height'
  | 'floors'
  | 'gutter'
  | 'psi'
  | 'buildable_gsi';

/** Which figure each constraint kind (spec "constraint kinds in sheets") limits; null: not computed by the sheets. */
const metricOfConstraint: Readonly<Record<string, AreaMetric | null>> = {
  general: null,
  gsi: 'gsi',
  ground_space_index: 'gsi',
  fsi: 'fsi',
  floor_space_index: 'fsi',
  building_height: 'height',
  gutter_height: 'gutter',
  nr_buildings: 'buildings',
  nr_floors: 'floors',
  nr_units: 'units',
  floor_space: 'gfa',
  office_floor_space: 'office_gfa',
  area: 'plot',
  gfa: 'gfa',
  nfa: 'nfa',
  psi: 'psi',
  buildable_area_gsi: 'buildable_gsi',
};

/** A stored constraint as far as the check needs it. */
export interface ConstraintLike {
  id: number | string;
  name: string | null;
  type: string | null;
  operator: string | null;
  value: number | null;
}

type CheckStatus = 'ok' | 'violated' | 'unchecked';

/** One constraint checked against the concept's figure. */
export interface ConstraintCheck {
  id: number | string;
  name: string;
  type: string;
  operator: string;
  limit: number | null;
  metric: AreaMetric | null;
  actual: number | null;
  status: CheckStatus;
  /** why a constraint is unchecked: the kind is not computed, it has no limit, or the figure is undefined */
  reason: 'not_computed' | 'no_limit' | 'no_figure' | null;
}

/** Figures the form factors do not hold: the eaves of the generated buildings and the buildable area. */
export interface SiteMetrics {
  /** the top of the highest full storey below the roof of any building, metres (core ilsBuildingFigures) */
  eavesHeightMeters: number | null;
  buildableAreaSquareMeters: number | null;
}

/** The eaves height and buildable area of generated buildings (each input carries the site it was placed on). */
export function siteMetrics(generated: readonly { input: GeneratorInput; result: GeneratorResult }[]): SiteMetrics {
  const eaves = generated
    .map((g) => ilsBuildingFigures(g.result.model, '').eavesHeightMeters)
    .filter((e): e is number => e !== null);
  const area = generated[0]?.input.site.buildable_area;
  return {
    eavesHeightMeters: eaves.length ? Math.max(...eaves) : null,
    buildableAreaSquareMeters: area && area.length >= 3 ? polygonArea(area) : null,
  };
}

const noSiteMetrics: SiteMetrics = { eavesHeightMeters: null, buildableAreaSquareMeters: null };
const ratio = (a: number, b: number | null) => (b !== null && b > 0 ? a / b : null);

/** The concept's figures per metric, from the areas overview and the generated buildings' form factors. */
export function areaMetrics(
  overview: AreasOverview,
  formFactors: readonly FormFactors[],
  buildings: number,
  site: SiteMetrics = noSiteMetrics,
): Record<AreaMetric, number | null> {
  const builtArea = formFactors.reduce((s, f) => s + f.built_area, 0);
  const parking = formFactors.reduce((s, f) => s + f.parking_spots, 0);
  return {
    plot: overview.plotAreaSquareMeters,
    gsi: overview.groundSpaceIndex.value,
    fsi: overview.floorSpaceIndex.value,
    gfa: overview.grossFloorAreaSquareMeters.value,
    nfa: overview.netFloorAreaSquareMeters.value,
    office_gfa: formFactors.reduce((s, f) => s + (f.gfa_by_use.office ?? 0), 0),
    units: overview.units,
    buildings,
    height: formFactors.length ? Math.max(...formFactors.map((f) => f.max_height)) : null,
    floors: formFactors.length ? Math.max(...formFactors.map((f) => f.floors)) : null,
    gutter: site.eavesHeightMeters,
    // PSI, the parking index of spec 3: parking spaces per unit (none without units)
    psi: ratio(parking, overview.units),
    buildable_gsi: buildings ? ratio(builtArea, site.buildableAreaSquareMeters) : null,
  };
}

/** The same figures straight from a concept's form factors (the concept screens, which run no finance). */
export function formFactorMetrics(
  formFactors: FormFactors,
  buildings: number,
  site: SiteMetrics = noSiteMetrics,
): Record<AreaMetric, number | null> {
  return {
    plot: formFactors.plot_area,
    gsi: formFactors.gsi,
    fsi: formFactors.fsi,
    gfa: formFactors.gfa,
    nfa: formFactors.nfa,
    office_gfa: formFactors.gfa_by_use.office ?? 0,
    units: formFactors.units,
    buildings,
    height: buildings ? formFactors.max_height : null,
    floors: buildings ? formFactors.floors : null,
    gutter: buildings ? site.eavesHeightMeters : null,
    psi: ratio(formFactors.parking_spots, formFactors.units),
    buildable_gsi: buildings ? ratio(formFactors.built_area, site.buildableAreaSquareMeters) : null,
  };
}

// A figure within a thousandth of the limit meets an 'equal' constraint (areas are held to 0.01 m2).
const EQUAL_TOLERANCE = 1e-3;

/**
 * Checks every constraint of the location against the concept: `smaller_than` is a maximum (the figure may
 * reach it), `greater_than` a minimum, `equal` within a thousandth. Kinds the sheets do not compute, and
 * constraints without a number, are listed as unchecked with the reason.
 */
export function checkConstraints(
  constraints: readonly ConstraintLike[],
  // a caller that does not know a figure (the variants search has no eaves) leaves it out: unchecked, no_figure
  metrics: Readonly<Partial<Record<AreaMetric, number | null>>>,
): ConstraintCheck[] {
  return constraints.map((c) => {
    const type = c.type ?? 'general';
    const operator = c.operator ?? 'smaller_than';
    const metric = metricOfConstraint[type] ?? null;
    const base = { id: c.id, name: c.name ?? '', type, operator, limit: c.value, metric, actual: null };
    if (metric === null) return { ...base, status: 'unchecked', reason: 'not_computed' };
    const actual = metrics[metric] ?? null;
    if (c.value === null || !Number.isFinite(c.value)) return { ...base, actual, status: 'unchecked', reason: 'no_limit' };
    if (actual === null || !Number.isFinite(actual)) return { ...base, status: 'unchecked', reason: 'no_figure' };
    const ok =
      operator === 'smaller_than' ? actual <= c.value : operator === 'greater_than' ? actual >= c.value : Math.abs(actual - c.value) <= EQUAL_TOLERANCE * Math.max(1, Math.abs(c.value));
    return { ...base, actual, status: ok ? 'ok' : 'violated', reason: null };
  });
}
