import { designationUses, functionUse } from './uses';
import type { IlsCheck, IlsInput, IlsUse } from './types';

const base = { id: 1, key: 'use', subject: null, unit: null } as const;

/**
 * Check 1: every use the concept's units have is allowed by a designated function of the location. An office
 * in a building that also holds industry is the business's own office and counts as industry (bedrijfskantoor).
 */
export function designationCheck({ concept, designations }: IlsInput): IlsCheck {
  if (!concept.buildings.length) return { ...base, status: 'not_checkable', reason: 'no_buildings', actual: null, limit: null, citation: null };
  const uses = new Set<IlsUse>();
  for (const b of concept.buildings) {
    const own = new Set<IlsUse>();
    for (const fn of b.unitFunctions) {
      const use = functionUse(fn);
      if (!use) return { ...base, status: 'not_checkable', reason: 'unknown_function', actual: fn, limit: null, citation: null };
      own.add(use);
    }
    if (own.has('industrial')) own.delete('office');
    for (const u of own) uses.add(u);
  }
  const limit = designations.map((d) => d.name).join(', ') || null;
  const actual = [...uses].sort().join(', ') || null;
  if (!designations.length) return { ...base, status: 'not_checkable', reason: 'no_designation', actual, limit, citation: null };
  const known = designations.map((d) => ({ d, allows: designationUses(d.name) }));
  const allowedBy = (u: IlsUse) => known.find((k) => k.allows?.includes(u))?.d;
  const denied = [...uses].filter((u) => !allowedBy(u));
  const cite = (d: (typeof designations)[number]) => ({ name: d.name, reference: d.reference, url: d.url, source: d.source });
  if (!denied.length) {
    const first = [...uses].map(allowedBy).find((d) => d) ?? designations[0]!;
    return { ...base, status: 'pass', reason: null, actual, limit, citation: cite(first) };
  }
  // a designation we cannot read might allow what the known ones do not
  if (known.some((k) => k.allows === null)) return { ...base, status: 'not_checkable', reason: 'unknown_designation', actual, limit, citation: cite(designations[0]!) };
  return { ...base, status: 'fail', reason: null, actual: denied.sort().join(', '), limit, citation: cite(designations[0]!) };
}
