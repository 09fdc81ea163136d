import type { UnitCfg } from '../unitInput';

/** A unit type ready for layout: limits resolved against the design rules. */
export interface MixUnit {
  unit_id: string | number;
  name: string;
  order: number;
  size: number;
  size_max: number;
  /** Normalised target share (all ratios of a mix add up to 1). */
  share: number;
  mindepth: number;
  maxdepth: number;
  two_window_maxdepth: number;
  minlength: number;
  maxlength: number;
  two_window_minlength: number;
  parking_ratio: number;
  balcony: UnitCfg['balcony'];
}

/** The depth limit that applies to a unit, given whether it has windows on two facades. */
export function maxDepthFor(
  unit: Pick<MixUnit, 'maxdepth' | 'two_window_maxdepth' | 'two_window_minlength'>,
  twoWindow: boolean,
  lengthMeters: number,
): number {
  return twoWindow && lengthMeters >= unit.two_window_minlength - 1e-9
    ? unit.two_window_maxdepth
    : unit.maxdepth;
}
