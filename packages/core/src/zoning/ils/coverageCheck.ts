import { conceptMeasures } from '../rules/conceptMeasures';
import { asPercent, citationOf, round3, strictest } from './limits';
import type { IlsCheck, IlsInput } from './types';

const base = { id: 3, key: 'coverage', subject: null, unit: 'percent' } as const;

/** Check 3: the projected area of all buildings over the plot area, in percent, against the bebouwingspercentage. */
export function coverageCheck({ concept, constraints }: IlsInput): IlsCheck {
  const limitOf = strictest(constraints, (c) => c.type === 'gsi' || c.type === 'ground_space_index');
  if (!limitOf) return { ...base, status: 'not_checkable', reason: 'no_limit', actual: null, limit: null, citation: null };
  const limit = round3(asPercent(limitOf.value));
  const citation = citationOf(limitOf);
  if (!concept.buildings.length) return { ...base, status: 'not_checkable', reason: 'no_buildings', actual: null, limit, citation };
  // the same measured coverage as the rules panel's GSI line (conceptMeasures)
  const ratio = conceptMeasures(concept).coverageRatio;
  if (ratio === null) return { ...base, status: 'not_checkable', reason: 'no_plot_area', actual: null, limit, citation };
  const actual = round3(ratio * 100);
  return { ...base, status: actual <= limit ? 'pass' : 'fail', reason: null, actual, limit, citation };
}
