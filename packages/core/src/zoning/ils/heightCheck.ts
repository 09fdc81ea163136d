import { conceptMeasures } from '../rules/conceptMeasures';
import { citationOf, strictest } from './limits';
import type { IlsCheck, IlsInput } from './types';

const base = { id: 2, key: 'height', unit: 'm' } as const;

/**
 * Check 2: the highest point of every building against the maximum building height (bouwhoogte), and the eaves
 * against the maximum gutter height (goothoogte) when the plan sets one. A failed part decides; otherwise the
 * building height is shown when it has a limit.
 */
export function heightCheck({ concept, constraints }: IlsInput): IlsCheck {
  const heightLimit = strictest(constraints, (c) => c.type === 'building_height');
  const gutterLimit = strictest(constraints, (c) => c.type === 'gutter_height');
  if (!heightLimit && !gutterLimit) return { ...base, subject: null, status: 'not_checkable', reason: 'no_limit', actual: null, limit: null, citation: null };
  if (!concept.buildings.length) return { ...base, subject: null, status: 'not_checkable', reason: 'no_buildings', actual: null, limit: null, citation: null };
  // the same measured height and eaves as the rules panel's lines (conceptMeasures)
  const measured = conceptMeasures(concept);
  const parts = [];
  if (heightLimit && measured.heightMeters !== null) {
    const actual = measured.heightMeters;
    parts.push({ subject: null, actual, limit: heightLimit.value, ok: actual <= heightLimit.value, citation: citationOf(heightLimit) });
  }
  if (gutterLimit && measured.eavesHeightMeters !== null) {
    const actual = measured.eavesHeightMeters;
    parts.push({ subject: 'gutter_height', actual, limit: gutterLimit.value, ok: actual <= gutterLimit.value, citation: citationOf(gutterLimit) });
  }
  if (!parts.length) return { ...base, subject: 'gutter_height', status: 'not_checkable', reason: 'no_buildings', actual: null, limit: gutterLimit!.value, citation: citationOf(gutterLimit!) };
  const shown = parts.find((p) => !p.ok) ?? parts[0]!;
  return { ...base, subject: shown.subject, status: shown.ok ? 'pass' : 'fail', reason: null, actual: shown.actual, limit: shown.limit, citation: shown.citation };
}
