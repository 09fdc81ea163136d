import type { AreasOverview } from '@plotwise/core/finance/index';
import type { FormFactors, GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { polygonArea } from '@plotwise/core/geometry/index';
import { conceptMeasures, ilsConcept, type ZoningQuantity } from '@plotwise/core/zoning/index';

/** The figures of the areas sheets a constraint can be checked against (core's measured quantities). */
export type AreaMetric = ZoningQuantity;

/**
 * Figures the form factors do not hold, or hold otherwise than the zoning measures them: the highest point (a lift's
 * machine room included), the eaves and the storeys of the generated buildings (core conceptMeasures, the numbers
 * the ILS checks read), and the buildable area.
 */
export interface SiteMetrics {
  heightMeters?: number | null;
  /** the top of the highest full storey below the roof of any building, metres */
  eavesHeightMeters: number | null;
  storeys?: number | null;
  buildableAreaSquareMeters: number | null;
}

/** The measured height, eaves and storeys and the buildable area of generated buildings (each input carries its site). */
export function siteMetrics(generated: readonly { input: GeneratorInput; result: GeneratorResult }[]): SiteMetrics {
  const measured = conceptMeasures(ilsConcept(generated.map((g) => ({ name: '', model: g.result.model })), null));
  const area = generated[0]?.input.site.buildable_area;
  return {
    heightMeters: measured.heightMeters,
    eavesHeightMeters: measured.eavesHeightMeters,
    storeys: measured.storeys,
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
    height: site.heightMeters ?? null,
    floors: site.storeys ?? null,
    gutter: site.eavesHeightMeters,
    // PSI, the parking index of spec 3: parking spaces per unit (none without units)
    psi: ratio(parking, overview.units),
    buildable_gsi: buildings ? ratio(builtArea, site.buildableAreaSquareMeters) : null,
  };
}

/**
 * The same figures straight from a concept's form factors (the concept screens, which run no finance); height,
 * storeys, eaves and coverage are left to core's rulesPanel, which measures them as the ILS checks do.
 */
export function formFactorMetrics(
  formFactors: FormFactors,
  buildings: number,
  site: Pick<SiteMetrics, 'buildableAreaSquareMeters'>,
): Partial<Record<AreaMetric, number | null>> {
  return {
    plot: formFactors.plot_area,
    fsi: formFactors.fsi,
    gfa: formFactors.gfa,
    nfa: formFactors.nfa,
    office_gfa: formFactors.gfa_by_use.office ?? 0,
    units: formFactors.units,
    buildings,
    psi: ratio(formFactors.parking_spots, formFactors.units),
    buildable_gsi: buildings ? ratio(formFactors.built_area, site.buildableAreaSquareMeters) : null,
  };
}
