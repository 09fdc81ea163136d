import type { LandPriceCheck, LandPriceEntry } from '../feasibility/landPrice';
import type { LandTransaction } from '../feasibility/landTransactions';
import type { FinanceCostLineInput } from '../finance/financeInput';
import type { FinanceParametersInput } from '../finance/financeParameters';
import type { ConceptUnitType } from '../finance/financeInputFromConcept';
import type { BlockType, TowerType } from '../generator/enums';
import type { GenerationParameters } from '../generator/generationParameters';
import type { SiteInput } from '../generator/generatorInput';
import type { UnitInput } from '../generator/unitInput';
import type { PlacedRect } from './placeBlock';
import type { FinanceWarningCode } from '../finance/financeWarnings';

/** A block the search tries: its type, depth across, length range along and floor range. */
export interface VariantBlock {
  id: string;
  blocktype: BlockType;
  towertype: TowerType | null;
  width: number;
  minLength: number;
  maxLength: number;
  minFloors: number;
  maxFloors: number;
}

/** One unit type of a mix with its repeat ratio (a building cfg unit reference). */
export interface MixPart {
  unitId: string | number;
  name: string;
  ratio: number;
}

/** Everything a search needs; plain data, so it crosses to a Web Worker as it is. */
export interface VariantSearchInput {
  /** the same seed gives the same variants in the same order */
  seed: number;
  /** how many variants to value (the target: 1 000) */
  count: number;
  /** buildable area, plot area and the height limit of the location */
  site: SiteInput;
  /** the location's unit types as generator inputs (sizes, cfg) */
  units: readonly UnitInput[];
  /** the same unit types with their prices and price bases, for the finance engine */
  unitTypes: readonly ConceptUnitType[];
  costs: readonly FinanceCostLineInput[];
  parameters: FinanceParametersInput;
  generationParameters?: Partial<GenerationParameters>;
  /**
   * orientations tried per block: the site's longest edge and drawn ones (default 30 ÷ the number of mixes,
   * so 5 with 6 mixes and 30 with one)
   */
  angles?: number;
  /**
   * false when the company has no unit-mix feature: buildings then store no unit references and the generator
   * mixes all the location's unit types (one mix, not varied)
   */
  unitMix?: boolean;
  /** unit mixes drawn (default 6) */
  mixes?: number;
  /** the best this many are generated exactly at their own floor count (default 10) */
  refine?: number;
  /** blocks tried (default variantBlocks) */
  blocks?: readonly VariantBlock[];
  /**
   * the municipality's ground prices (feasibility landPriceCheck): each variant then carries its margin against them;
   * absent when the company switched the check off or the location names no municipality
   */
  landPrices?: readonly LandPriceEntry[];
  /**
   * the plot sales near the site (feasibility landTransactionCheck): each variant then carries its margin against their
   * median per m² plot; absent when the check is off or the location's sales were not read
   */
  landSales?: readonly LandTransaction[];
}

/** Where one block stands with one orientation and one mix; the floors vary per candidate. */
export interface VariantLayout {
  index: number;
  block: VariantBlock;
  angleDegrees: number;
  mix: readonly MixPart[];
  mixName: string;
  rect: PlacedRect;
}

/** The figures a zoning constraint can be checked against (the keys of the sheets' constraint checks). */
export interface VariantMetrics {
  plot: number;
  gsi: number;
  fsi: number;
  gfa: number;
  nfa: number;
  office_gfa: number;
  units: number;
  buildings: number;
  height: number;
  floors: number;
}

/** A valued variant: where and what it is, its figures and its residual land value. */
export interface RankedVariant {
  key: string;
  layout: number;
  block: string;
  blocktype: BlockType;
  towertype: TowerType | null;
  angleDegrees: number;
  floors: number;
  mixName: string;
  metrics: VariantMetrics;
  rgwCents: number;
  valueCents: number;
  /** generated at its own floor count (true) or interpolated between two generated floor counts (false) */
  exact: boolean;
  /** what its figures lack (no construction costs, no price ...): such a variant is ranked after the complete ones */
  warnings: readonly FinanceWarningCode[];
  /** its RGW against the ground prices of the input (the RGW sheet's check on its own sheets); null without prices */
  landPrice: { status: LandPriceCheck['status']; marginCents: number | null } | null;
  /** its RGW against the median of the plot sales near the site, over its plot (the RGW sheet's check); null without sales */
  landSales: { marginEuros: number | null; marginPerSquareMeterEuros: number | null } | null;
}

/** A check of a variant's figures beyond the site's own limits (the location's constraints). */
export type VariantAccept = (metrics: VariantMetrics) => boolean;
