import type { DesignRules } from '../constants/designRules';
import type { Radians, RdPoint } from '../units/units';
import type { BuildingCfg } from './buildingCfg';
import type { GenerationParameters } from './generationParameters';
import type { Preset } from './preset';
import type { UnitInput } from './unitInput';

/**
 * A building record of spec section 3. (x, y) is the RD position of the footprint's centre; the footprint
 * runs `maxlength` along local x (turned by `rotate_z`) and `maxwidth` along local y.
 */
export interface BuildingInput {
  id: string | number;
  name: string;
  archetype: number;
  maxwidth: number;
  maxlength: number;
  maxheight: number;
  x: number;
  y: number;
  z: number;
  rotate_z: Radians;
  version: number;
  conceptId: string | number | null;
  cfg: BuildingCfg;
}

/** The location side of generation: the buildable area polygon in RD metres and optional plot facts. */
export interface SiteInput {
  buildable_area: readonly RdPoint[];
  /** Plot area for GSI and FSI; the buildable area's own area when absent. */
  plot_area?: number;
  /** Height limit of the location (buildable area box or zoning), metres. */
  max_height?: number;
}

/** Everything one building's generation needs; no I/O happens behind it. */
export interface GeneratorInput {
  building: BuildingInput;
  units: readonly UnitInput[];
  generation_parameters?: Partial<GenerationParameters>;
  preset?: Preset;
  site: SiteInput;
  design_rules?: DesignRules;
}
