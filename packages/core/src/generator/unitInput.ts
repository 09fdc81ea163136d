import { unitDefaults } from '../constants/buildingDefaults';
import type { PriceMode } from './enums';

/** A unit's balcony: name, type, and the largest depth and length it may take. */
interface BalconyCfg {
  name: string;
  type: string;
  maxdepth: number | null;
  maxlength: number | null;
}

/** Unit config of spec section 3; null limits fall back to the design rules. */
export interface UnitCfg {
  mindepth: number | null;
  maxdepth: number | null;
  minlength: number | null;
  maxlength: number | null;
  two_window_maxdepth: number | null;
  two_window_minlength: number | null;
  parking_ratio: number;
  balcony: BalconyCfg | null;
}

/** A concept's unit (dwelling type) as the generator needs it; sizes are net square metres. */
export interface UnitInput {
  id: string | number;
  name: string;
  order: number;
  size: number;
  size_max: number;
  /** Target share in the mix, relative to the other units' ratios. */
  ratio: number;
  price: number;
  income_mode: PriceMode;
  programme_goal: string | null;
  cfg: UnitCfg;
}

/** A unit config with every default of spec section 3 (what saving a unit without a config creates). */
export function defaultUnitCfg(): UnitCfg {
  return {
    mindepth: null,
    maxdepth: null,
    minlength: null,
    maxlength: null,
    two_window_maxdepth: null,
    two_window_minlength: null,
    parking_ratio: unitDefaults.parkingRatioSpotsPerUnit,
    balcony: null,
  };
}

/** A unit with every default of spec sections 3 and 9, optionally overridden. */
export function defaultUnitInput(overrides: Partial<UnitInput> & { id: string | number }): UnitInput {
  return {
    name: `Unit ${overrides.id}`,
    order: unitDefaults.order,
    size: unitDefaults.sizeSquareMeters,
    size_max: unitDefaults.sizeMaxSquareMeters,
    ratio: unitDefaults.ratio,
    price: unitDefaults.priceEuros,
    income_mode: 'rent_unit_month',
    programme_goal: null,
    ...overrides,
    cfg: { ...defaultUnitCfg(), ...overrides.cfg },
  };
}
