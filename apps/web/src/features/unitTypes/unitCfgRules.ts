import { designRules } from '@plotwise/core/constants/designRules';

/** The unit cfg fields settings/concepts/units edits (spec section 3, unit_cfgs); null: the design rule applies. */
export interface UnitCfgValues {
  mindepth: number | null;
  maxdepth: number | null;
  minlength: number | null;
  maxlength: number | null;
  two_window_maxdepth: number | null;
  two_window_minlength: number | null;
  parking_ratio: number | null;
  balcony_maxdepth: number | null;
  balcony_maxlength: number | null;
}
export type UnitCfgField = keyof UnitCfgValues;

/** What each empty field falls back to in the generator (packages/core resolveMix and balconyFor). */
export const unitCfgFallback: Record<UnitCfgField, number | null> = {
  mindepth: designRules.apartmentMinDepthMeters,
  maxdepth: designRules.apartmentMaxDepthMeters,
  minlength: designRules.apartmentMinLengthMeters,
  maxlength: designRules.apartmentMaxLengthMeters,
  two_window_maxdepth: designRules.apartmentTwoWindowMaxDepthMeters,
  two_window_minlength: designRules.apartmentTwoWindowMinLengthMeters,
  parking_ratio: designRules.parkingRatioSpotsPerUnit,
  balcony_maxdepth: null,
  balcony_maxlength: null,
};

/** A problem of one field, as an i18n key under settings.unitCfg.problems with its values. */
export interface UnitCfgProblem {
  field: UnitCfgField;
  key: 'negative' | 'minAboveMax' | 'twoWindowBelowMax' | 'balconyTooSmall' | 'balconyHalf';
  values?: Record<string, number>;
}

const eff = (v: UnitCfgValues, k: UnitCfgField) => v[k] ?? unitCfgFallback[k];

/**
 * The unit cfg's values checked before they are saved (refused at the field): no negatives, a minimum not above
 * its maximum (empty fields count as their design rule), the two-window depth not below the ordinary one, and a
 * balcony of at least the design rule's 1.5 x 2.6 m given whole (both sizes or neither).
 */
export function unitCfgProblems(v: UnitCfgValues): UnitCfgProblem[] {
  const out: UnitCfgProblem[] = [];
  for (const k of Object.keys(v) as UnitCfgField[])
    if ((v[k] ?? 0) < 0) out.push({ field: k, key: 'negative' });
  if (out.length) return out;
  const pairs: [UnitCfgField, UnitCfgField][] = [
    ['mindepth', 'maxdepth'],
    ['minlength', 'maxlength'],
  ];
  for (const [lo, hi] of pairs) {
    const [a, b] = [eff(v, lo)!, eff(v, hi)!];
    if (a > b) out.push({ field: v[lo] !== null ? lo : hi, key: 'minAboveMax', values: { min: a, max: b } });
  }
  if (eff(v, 'two_window_maxdepth')! < eff(v, 'maxdepth')!)
    out.push({
      field: v.two_window_maxdepth !== null ? 'two_window_maxdepth' : 'maxdepth',
      key: 'twoWindowBelowMax',
      values: { max: eff(v, 'maxdepth')! },
    });
  if ((v.balcony_maxdepth === null) !== (v.balcony_maxlength === null))
    out.push({
      field: v.balcony_maxdepth === null ? 'balcony_maxdepth' : 'balcony_maxlength',
      key: 'balconyHalf',
    });
  if (v.balcony_maxdepth !== null && v.balcony_maxdepth < designRules.balconyMinDepthMeters)
    out.push({
      field: 'balcony_maxdepth',
      key: 'balconyTooSmall',
      values: { min: designRules.balconyMinDepthMeters },
    });
  if (v.balcony_maxlength !== null && v.balcony_maxlength < designRules.balconyMinLengthMeters)
    out.push({
      field: 'balcony_maxlength',
      key: 'balconyTooSmall',
      values: { min: designRules.balconyMinLengthMeters },
    });
  return out;
}

type StoredBalcony = { name: string; type: string; maxdepth: number; maxlength: number } | null | undefined;
/** A stored unit cfg as the editor's values. */
export function unitCfgValues(cfg: Partial<Record<string, unknown>> | null | undefined): UnitCfgValues {
  const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  const balcony = cfg?.balcony as StoredBalcony;
  return {
    mindepth: n(cfg?.mindepth),
    maxdepth: n(cfg?.maxdepth),
    minlength: n(cfg?.minlength),
    maxlength: n(cfg?.maxlength),
    two_window_maxdepth: n(cfg?.two_window_maxdepth),
    two_window_minlength: n(cfg?.two_window_minlength),
    parking_ratio: n(cfg?.parking_ratio),
    balcony_maxdepth: n(balcony?.maxdepth),
    balcony_maxlength: n(balcony?.maxlength),
  };
}

/** The editor's values as the stored unit cfg (PATCH /units/detail/{id} { cfg }). */
export function unitCfgBody(v: UnitCfgValues) {
  const { balcony_maxdepth: d, balcony_maxlength: l, ...rest } = v;
  return {
    ...rest,
    balcony:
      d !== null && l !== null ? { name: 'balcony', type: 'balcony', maxdepth: d, maxlength: l } : null,
  };
}
