import type { VariantSearchInput, VariantSearchResult } from '@plotwise/core/variants/index';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ConstraintLike } from '@plotwise/core/zoning/index';
import { runVariantSearch, type VariantsProgress } from './variantsClient';

/** How long the last search took in the browser, with its answer. */
export interface TimedSearch {
  result: VariantSearchResult;
  ms: number;
}

/**
 * Runs the variant search of an input in two Web Workers, once per input (seed, count and stored records): the
 * answer stays cached while the screen is open, so going back to it does not search again.
 */
export function useVariantSearch(
  input: VariantSearchInput | undefined,
  constraints: readonly ConstraintLike[] | undefined,
) {
  const [progress, setProgress] = useState<VariantsProgress>({ done: 0, total: 0 });
  const search = useQuery({
    queryKey: ['sheets', 'variants', input, constraints],
    queryFn: async ({ signal }): Promise<TimedSearch> => {
      setProgress({ done: 0, total: 0 });
      const started = performance.now();
      const result = await runVariantSearch(input!, constraints ?? [], setProgress, undefined, 2, signal);
      return { result, ms: performance.now() - started };
    },
    enabled: input !== undefined && constraints !== undefined,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  return { search, progress };
}
