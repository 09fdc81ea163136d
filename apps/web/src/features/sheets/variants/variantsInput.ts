import type { LandPriceEntry, LandTransaction } from '@plotwise/core/feasibility/index';
import type { ApiRecord } from '@plotwise/contracts';
import { sheetCostLines, sheetUnitTypes } from '@plotwise/contracts/api/sheetsInput';
import { storedUnitInputs } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import type { FinanceParametersInput } from '@plotwise/core/finance/index';
import type { GenerationParameters } from '@plotwise/core/generator/index';
import type { VariantAccept, VariantSearchInput } from '@plotwise/core/variants/index';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { checkConstraints, type ConstraintLike } from '@plotwise/core/zoning/index';

/** What a search of one location is made from: its site and the records its sheets read. */
export interface VariantSource {
  site: ConceptSite;
  units: readonly ApiRecord<'units'>[];
  costs: readonly ApiRecord<'costs'>[];
  parameters: FinanceParametersInput;
  generationParameters: Partial<GenerationParameters>;
  /** the company's unit-mix feature (staff always): without it a building may not store unit references */
  unitMix: boolean;
  /** the municipality's ground prices when the land price check is on (each variant's margin against them) */
  landPrices?: readonly LandPriceEntry[];
  /** the plot sales near the site when the check is on and a transactions layer is imported */
  landSales?: readonly LandTransaction[];
}

/**
 * The core search input of a location: the concept screens' site (buildable area, plot area, height limit), the
 * unit types as the generator and the finance engine see them (the same mapping as the sheets), the cost lines and
 * the finance parameters. Prices are the stored ones.
 */
export function variantSearchInput(source: VariantSource, seed: number, count: number): VariantSearchInput {
  const { site } = source;
  const units = storedUnitInputs(source.units);
  return {
    seed,
    count,
    site: {
      buildable_area: site.buildableArea,
      plot_area: site.plotAreaSquareMeters,
      ...(site.maxHeightMeters !== null ? { max_height: site.maxHeightMeters } : {}),
    },
    units,
    unitTypes: sheetUnitTypes(source.units),
    costs: sheetCostLines(source.costs),
    parameters: source.parameters,
    generationParameters: source.generationParameters,
    unitMix: source.unitMix,
    ...(source.landPrices ? { landPrices: source.landPrices } : {}),
    ...(source.landSales ? { landSales: source.landSales } : {}),
  };
}

/**
 * The location's constraints as the search's check, with the sheets' own rules (checkConstraints): a variant
 * is kept when no constraint it can be checked against is violated.
 */
export function constraintAccept(constraints: readonly ConstraintLike[]): VariantAccept {
  return (metrics) => checkConstraints(constraints, metrics).every((c) => c.status !== 'violated');
}
