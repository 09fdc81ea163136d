import { namedUse } from './uses';
import { citationOf, isMaximum, textOf } from './limits';
import type { IlsCheck, IlsInput } from './types';

const base = { id: 4, key: 'storeys_per_use', unit: 'storeys' } as const;

/**
 * Check 4: for every maximum number of storeys that names a use ("maximum 2 bouwlagen wonen"), the storeys of
 * any building that hold units of that use. The first broken limit decides; otherwise the tightest is shown.
 */
export function storeysPerUseCheck({ concept, constraints }: IlsInput): IlsCheck {
  const limits = constraints
    .filter((c) => c.type === 'nr_floors' && isMaximum(c))
    .map((c) => ({ c, use: namedUse(textOf(c)) }))
    .filter((x) => x.use !== null);
  if (!limits.length) return { ...base, subject: null, status: 'not_checkable', reason: 'no_limit', actual: null, limit: null, citation: null };
  if (!concept.buildings.length) return { ...base, subject: limits[0]!.use, status: 'not_checkable', reason: 'no_buildings', actual: null, limit: limits[0]!.c.value, citation: citationOf(limits[0]!.c) };
  const results = limits.map(({ c, use }) => {
    const actual = Math.max(0, ...concept.buildings.map((b) => b.storeysByUse[use!] ?? 0));
    return { use, actual, limit: c.value!, ok: actual <= c.value!, room: c.value! - actual, citation: citationOf(c) };
  });
  const shown = results.find((r) => !r.ok) ?? [...results].sort((a, b) => a.room - b.room)[0]!;
  return { ...base, subject: shown.use, status: shown.ok ? 'pass' : 'fail', reason: null, actual: shown.actual, limit: shown.limit, citation: shown.citation };
}
