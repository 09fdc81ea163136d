import {
  financeParameterCodeKeys,
  financeParameterNumberKeys,
  resolveFinanceParameters,
  type FinanceParametersInput,
} from '@plotwise/core/finance/index';
import { formatNumber } from '../../lib/format';
import { parseLocalNumber } from './parseNumber';

/** The number keys of the panel: the engine's table, plus the parking price the concept mapping reads. */
export const parameterNumberKeys = [...Object.keys(financeParameterNumberKeys), 'parking_price_euros'];
export const parameterCodeKeys = Object.keys(financeParameterCodeKeys);

/** The allowed range of a number key in words ("0,01 – 100", "> −100 and < 100"), from the engine's own table. */
export function allowedRange(key: string, lang: string): string | null {
  const spec = financeParameterNumberKeys[key];
  if (!spec) return key === 'parking_price_euros' ? `≥ 0` : null;
  const lo = `${spec.minExclusive ? '>' : '≥'} ${formatNumber(spec.min, lang, 2)}`;
  const hi = `${spec.maxExclusive ? '<' : '≤'} ${formatNumber(spec.max, lang, 2)}`;
  return `${lo}, ${hi}${spec.integer ? ' (1, 2, 3 …)' : ''}`;
}

/** The typed texts of the panel as stored values: numbers read in the user's notation, empty keys dropped. */
export function draftToParameters(draft: Record<string, string>, lang: string): FinanceParametersInput {
  const out: Record<string, number | string> = {};
  for (const [key, text] of Object.entries(draft)) {
    if (text.trim() === '') continue;
    if (parameterCodeKeys.includes(key)) out[key] = text;
    // text the reader refuses is kept as typed, so the engine names it (invalid_number) at the field
    else out[key] = parseLocalNumber(text, lang) ?? text;
  }
  return out;
}

/** The engine's verdict per key (its error code), plus the panel's own check of the parking price. */
export function parameterErrors(parameters: FinanceParametersInput): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of resolveFinanceParameters(parameters).errors) errors[e.path.replace(/^parameters\./, '')] = e.code;
  const parking = parameters.parking_price_euros;
  if (parking !== undefined && parking !== null) {
    if (typeof parking !== 'number') errors.parking_price_euros = 'invalid_number';
    else if (parking < 0) errors.parking_price_euros = 'out_of_range';
  }
  return errors;
}
