import { buildingDefaults } from '../constants/buildingDefaults';
import type { EuroCents } from '../units/units';
import type { FinanceError } from './financeErrors';
import { marginBases, saleVatRegimes, yieldKinds } from './financeOptions';
import type { MarginBasis, SaleVatRegime, YieldKind } from './financeOptions';

/** The finance parameters with defaults applied and values checked (the engine's view of `finance_parameters`). */
export interface FinanceParameters {
  readonly yieldKind: YieldKind;
  readonly yieldPercent: number;
  readonly operatingCostsPercent: number;
  readonly saleVatRegime: SaleVatRegime;
  readonly saleVatPercent: number;
  readonly costVatRecoverablePercent: number;
  readonly interestRatePercent: number;
  readonly financingDurationMonths: number;
  readonly constructionDrawdownPercent: number;
  readonly requiredMarginPercent: number;
  readonly requiredMarginBasis: MarginBasis;
  readonly housePriceCents: EuroCents;
  /** The land price to evaluate the results at; null evaluates them at the residual land value. */
  readonly landPriceCents: EuroCents | null;
}

/** A location's stored `finance_parameters`: a flat record of snake_case keys (see docs/finance.md). */
export type FinanceParametersInput = Readonly<Record<string, number | string | boolean | null | undefined>>;

interface NumberKey {
  readonly field: keyof FinanceParameters;
  readonly default: number | null;
  readonly min: number;
  readonly max: number;
  readonly minExclusive?: boolean;
  readonly maxExclusive?: boolean;
  readonly integer?: boolean;
  /** Stored in euros, held in cents. */
  readonly euros?: boolean;
}

/** Every numeric key of `finance_parameters`, its default and its allowed range; the single source of the docs table. */
export const financeParameterNumberKeys: Readonly<Record<string, NumberKey>> = {
  yield_percent: { field: 'yieldPercent', default: 5, min: 0.01, max: 100 },
  operating_costs_percent: {
    field: 'operatingCostsPercent',
    default: 0,
    min: 0,
    max: 100,
    maxExclusive: true,
  },
  sale_vat_percent: { field: 'saleVatPercent', default: 21, min: 0, max: 100 },
  cost_vat_recoverable_percent: { field: 'costVatRecoverablePercent', default: 100, min: 0, max: 100 },
  interest_rate_percent: { field: 'interestRatePercent', default: 5, min: 0, max: 100 },
  financing_duration_months: {
    field: 'financingDurationMonths',
    default: 24,
    min: 0,
    max: 600,
    integer: true,
  },
  construction_drawdown_percent: { field: 'constructionDrawdownPercent', default: 50, min: 0, max: 100 },
  required_margin_percent: {
    field: 'requiredMarginPercent',
    default: 10,
    min: -100,
    max: 100,
    minExclusive: true,
    maxExclusive: true,
  },
  house_price_euros: {
    field: 'housePriceCents',
    default: buildingDefaults.housePriceEuros,
    min: 0,
    max: 1e9,
    euros: true,
  },
  land_price_euros: { field: 'landPriceCents', default: null, min: -1e10, max: 1e10, euros: true },
};

interface CodeKey {
  readonly field: keyof FinanceParameters;
  readonly default: string;
  readonly codes: readonly string[];
}

/** Every code-valued key of `finance_parameters` with its default and allowed codes. */
export const financeParameterCodeKeys: Readonly<Record<string, CodeKey>> = {
  yield_kind: { field: 'yieldKind', default: 'gross', codes: yieldKinds },
  sale_vat_regime: { field: 'saleVatRegime', default: 'von', codes: saleVatRegimes },
  required_margin_basis: { field: 'requiredMarginBasis', default: 'costs', codes: marginBases },
};

const numberKeyEntries = Object.entries(financeParameterNumberKeys);
const codeKeyEntries = Object.entries(financeParameterCodeKeys);

const parseNumber = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return raw;
  // Stored values may be text typed by Dutch users, so a decimal comma is accepted.
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw.trim().replace(',', '.'));
  return undefined;
};

/** Applies defaults to stored `finance_parameters` and checks them; unknown keys are ignored. */
export function resolveFinanceParameters(
  raw: FinanceParametersInput | null | undefined,
  path = 'parameters',
): { parameters: FinanceParameters; errors: FinanceError[] } {
  const source = raw ?? {};
  const errors: FinanceError[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, spec] of numberKeyEntries) {
    const given = source[key];
    let value: number | null = spec.default;
    if (given !== undefined && given !== null && given !== '') {
      const n = parseNumber(given);
      const where = `${path}.${key}`;
      if (n === undefined || !Number.isFinite(n)) {
        errors.push({
          code: 'invalid_number',
          message: `${key} must be a finite number, got ${String(given)}.`,
          path: where,
        });
      } else if (
        (spec.minExclusive ? n <= spec.min : n < spec.min) ||
        (spec.maxExclusive ? n >= spec.max : n > spec.max)
      ) {
        const lo = spec.minExclusive ? `above ${spec.min}` : `at least ${spec.min}`;
        const hi = spec.maxExclusive ? `below ${spec.max}` : `at most ${spec.max}`;
        errors.push({
          code: 'out_of_range',
          message: `${key} must be ${lo} and ${hi}, got ${n}.`,
          path: where,
        });
      } else if (spec.integer && !Number.isInteger(n)) {
        errors.push({
          code: 'not_integer',
          message: `${key} must be a whole number, got ${n}.`,
          path: where,
        });
      } else {
        value = n;
      }
    }
    out[spec.field] = value === null ? null : spec.euros ? Math.round(value * 100) : value;
  }
  for (const [key, spec] of codeKeyEntries) {
    const given = source[key];
    let value = spec.default;
    if (given !== undefined && given !== null && given !== '') {
      if (typeof given === 'string' && spec.codes.includes(given)) value = given;
      else
        errors.push({
          code: 'unknown_code',
          message: `${key} must be one of ${spec.codes.join(', ')}, got ${String(given)}.`,
          path: `${path}.${key}`,
        });
    }
    out[spec.field] = value;
  }
  return { parameters: out as unknown as FinanceParameters, errors };
}
