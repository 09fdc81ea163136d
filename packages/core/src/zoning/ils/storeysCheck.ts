import { conceptMeasures } from '../rules/conceptMeasures';
import { namedUse } from './uses';
import { citationOf, strictest, textOf } from './limits';
import type { IlsCheck, IlsInput } from './types';

const base = { id: 6, key: 'storeys', subject: null, unit: 'storeys' } as const;

/** Check 6: the storeys (bouwlagen) of every building against a maximum number of storeys that names no use. */
export function storeysCheck({ concept, constraints }: IlsInput): IlsCheck {
  const limitOf = strictest(constraints, (c) => c.type === 'nr_floors' && namedUse(textOf(c)) === null);
  if (!limitOf) return { ...base, status: 'not_checkable', reason: 'no_limit', actual: null, limit: null, citation: null };
  const citation = citationOf(limitOf);
  if (!concept.buildings.length) return { ...base, status: 'not_checkable', reason: 'no_buildings', actual: null, limit: limitOf.value, citation };
  const actual = conceptMeasures(concept).storeys!;
  return { ...base, status: actual <= limitOf.value ? 'pass' : 'fail', reason: null, actual, limit: limitOf.value, citation };
}
