import type { CostGroup } from './costGroups';
import type { CostKind } from './costKinds';
import type { FinanceParametersInput } from './financeParameters';
import type { PriceBasis } from '../generator/priceBases';

/** Ids as stored: numbers from the database, strings from a generator. */
export type FinanceId = string | number;

/** One unit type (spec "Units") with the quantities a generator produced or a user entered. */
export interface FinanceUnitTypeInput {
  readonly id: FinanceId;
  readonly name: string;
  /** Function type of the units, e.g. 'apartment' or 'commercial'; groups the areas/functions sheet. */
  readonly function: string;
  readonly buildingId?: FinanceId | null;
  readonly count: number;
  /** Net floor area (GBO) of all units of this type together. */
  readonly totalNetFloorAreaSquareMeters: number;
  /** Gross floor area (BVO) of all units of this type together. */
  readonly totalGrossFloorAreaSquareMeters: number;
  /** The unit's income mode. */
  readonly priceBasis: PriceBasis;
  /** The unit's price in cents, meant per the price basis (per m2 or per unit, per month or year, or a sale price). */
  readonly priceCents: number;
  /** Parking spaces per unit (spec default 1); only used to derive the number of parking spaces. */
  readonly parkingRatio?: number | null;
  /** Overrides the location's yield for this unit type (e.g. commercial space in a housing block). */
  readonly yieldPercent?: number | null;
  /** False for non-dwelling units (e.g. commercial space), which then do not count in per-unit figures. Default true. */
  readonly isDwelling?: boolean | null;
}

/** Parking income per the parking settings: a number of spaces sold or let. */
export interface FinanceParkingInput {
  /** Spaces; when absent, the sum over unit types of count × parking ratio, rounded up. */
  readonly spaces?: number | null;
  /** Default 'sell_unit' (spec building cfg parking). */
  readonly priceBasis?: PriceBasis | null;
  readonly priceCents: number;
  readonly totalNetFloorAreaSquareMeters?: number | null;
  readonly totalGrossFloorAreaSquareMeters?: number | null;
  readonly buildingId?: FinanceId | null;
}

/** A group of (ground-bound) houses, sold per house. */
export interface FinanceHouseInput {
  readonly id: FinanceId;
  readonly name: string;
  readonly count: number;
  /** Sale price per house in cents; default the location's house price (400 000 euros). */
  readonly priceCents?: number | null;
  readonly totalNetFloorAreaSquareMeters: number;
  readonly totalGrossFloorAreaSquareMeters: number;
  readonly buildingId?: FinanceId | null;
}

/** Floor area that belongs to no unit (cores, galleries, storage, an indoor car park). */
export interface FinanceFunctionAreaInput {
  readonly function: string;
  readonly buildingId?: FinanceId | null;
  readonly totalNetFloorAreaSquareMeters: number;
  readonly totalGrossFloorAreaSquareMeters: number;
}

/** A building of the concept, for the areas/buildings sheet. */
interface FinanceBuildingInput {
  readonly id: FinanceId;
  readonly name: string;
  readonly footprintSquareMeters: number;
  /** What its floor area is priced as by a cost line of a building type (core costBuildingTypes); none: only untyped lines. */
  readonly buildingType?: string | null;
  /** Its gross floor area; default the sum of the area lines that name this building. Typed cost lines count it. */
  readonly grossFloorAreaSquareMeters?: number | null;
  /**
   * The gross area of its open galleries (form factor `outdoor_circulation_area`, every instance): outdoor space
   * outside the gross floor area (NEN 2580, ADR 0011), which only a per_m2_gallery cost line counts. Default 0.
   */
  readonly galleryAreaSquareMeters?: number | null;
}

/** A stored cost line (spec "Costs"); what `parameter` means depends on the kind (see docs/finance.md). */
export interface FinanceCostLineInput {
  readonly id: FinanceId;
  readonly name: string;
  /** Stored `type`; default 'flat_fee'. */
  readonly kind?: CostKind | null;
  /** Stored `category`; default 'ground'. */
  readonly group?: CostGroup | null;
  /**
   * Euros (flat_fee), euros per m2 of gross floor area (per_m2_floor), euros per place (per_parking_place), euros per
   * m2 of open gallery (per_m2_gallery) or a percentage (the other kinds).
   */
  readonly parameter: number;
  readonly order?: number | null;
  readonly archived?: boolean | null;
  readonly deleted?: boolean | null;
  /** per_m2_floor only: count only the gross floor area of this function (e.g. 'parking'). */
  readonly function?: string | null;
  /**
   * per_m2_floor and per_m2_gallery only: count only the gross floor area (or the open galleries) of the buildings of
   * this type (e.g. 'towers'); not with `function`.
   */
  readonly buildingType?: string | null;
  /** per_parking_place only: count only the places of this kind (core parkingPlaceKinds); none: every place. */
  readonly parkingKind?: string | null;
  /** VAT on this line; it adds to the cost as far as it is not recoverable. Default 0. */
  readonly vatPercent?: number | null;
}

/** Sensitivity grid request: relative steps in percent, e.g. [-10, 0, 10]. */
export interface FinanceSensitivityInput {
  readonly stepsPercent?: readonly number[] | null;
}

/** Everything the finance engine needs for one concept on one location; plain data a server builds from stored records. */
export interface FinanceInput {
  readonly plotAreaSquareMeters: number;
  readonly unitTypes?: readonly FinanceUnitTypeInput[] | null;
  readonly parking?: FinanceParkingInput | null;
  /** The parking places the concept draws, per kind (what a per-place cost line counts); none given: no places. */
  readonly parkingPlaces?: Partial<Record<string, number>> | null;
  readonly houses?: readonly FinanceHouseInput[] | null;
  readonly functionAreas?: readonly FinanceFunctionAreaInput[] | null;
  readonly buildings?: readonly FinanceBuildingInput[] | null;
  readonly costs?: readonly FinanceCostLineInput[] | null;
  /** The location's stored `finance_parameters`. */
  readonly parameters?: FinanceParametersInput | null;
  /** When present, the output carries a sensitivity grid. */
  readonly sensitivity?: FinanceSensitivityInput | null;
}
