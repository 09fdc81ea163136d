import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSteps } from './sensitivityGrid';
import type { ConceptRow } from './useSheetsData';

const DEFAULT_STEPS = [-10, 0, 10];

/**
 * The view settings of the sheets, kept in the URL so a link opens the same view: the concept (?concept, else
 * the one the user works on, else the first), the land price (?land, 'rgw' for the residual value), the
 * sensitivity steps (?steps) and the comparison (?compare); `setSearch` changes one of them in place.
 */
export function useSheetViewSettings(concepts: ConceptRow[] | undefined, currentConcept: number | string | null) {
  const [search, setSearchParams] = useSearchParams();
  const asked = Number(search.get('concept'));
  const conceptId =
    concepts?.find((c) => c.id === asked)?.id ??
    concepts?.find((c) => String(c.id) === String(currentConcept))?.id ??
    concepts?.[0]?.id;
  const land = search.get('land');
  const landPriceEuros =
    land === null ? undefined : land === 'rgw' ? null : Number.isFinite(Number(land)) ? Number(land) : undefined;
  const stepsText = search.get('steps');
  const stepsPercent = useMemo(
    () => (stepsText ? (parseSteps(stepsText) ?? DEFAULT_STEPS) : DEFAULT_STEPS),
    [stepsText],
  );
  const setSearch = (key: string, value: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { search, conceptId, landPriceEuros, stepsPercent, setSearch, compare: search.get('compare') };
}
