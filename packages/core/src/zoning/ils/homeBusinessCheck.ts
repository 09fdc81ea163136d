import { asPercent, citationOf, round3, strictest, textOf } from './limits';
import type { IlsCheck, IlsInput } from './types';

const base = { id: 5, key: 'home_business', subject: null, unit: 'percent' } as const;

// How plans name a home-based profession or business (beroep/bedrijf aan huis, aan-huis-verbonden beroep).
const HOME_BUSINESS = /(beroep|bedrijf)[ -]aan[ -]huis|aan[ -]huis[ -]verbonden|home[ -]?business/i;

/**
 * Check 5: the floor area of a home business as a share of the dwelling's area against the plan's percentage.
 * The limit comes from the plan (the ILS's 50 % is its example); without a number there it cannot be checked.
 */
export function homeBusinessCheck({ concept, constraints }: IlsInput): IlsCheck {
  const limitOf = strictest(constraints, (c) => HOME_BUSINESS.test(textOf(c)));
  if (!limitOf) return { ...base, status: 'not_checkable', reason: 'no_limit', actual: null, limit: null, citation: null };
  const limit = round3(asPercent(limitOf.value));
  const citation = citationOf(limitOf);
  if (!concept.buildings.length) return { ...base, status: 'not_checkable', reason: 'no_buildings', actual: null, limit, citation };
  const hb = concept.homeBusiness;
  if (!hb || hb.dwellingAreaSquareMeters <= 0) return { ...base, status: 'not_checkable', reason: 'no_home_business', actual: null, limit, citation };
  const actual = round3((hb.businessAreaSquareMeters / hb.dwellingAreaSquareMeters) * 100);
  return { ...base, status: actual <= limit ? 'pass' : 'fail', reason: null, actual, limit, citation };
}
