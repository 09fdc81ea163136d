import type { SearchCatalogueEntry } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchClient } from './searchClient';

export const searchKeys = {
  catalogue: ['search', 'catalogue'] as const,
  activity: (id: number) => ['search', 'activity', id] as const,
};

/** The filter catalogue with the values and coverage the server's data has (GET /api/search/catalogue). */
export function useSearchCatalogue() {
  const query = useQuery({ queryKey: searchKeys.catalogue, queryFn: ({ signal }) => searchClient.catalogue(signal), staleTime: 300_000 });
  const byKey = useMemo(() => new Map<string, SearchCatalogueEntry>((query.data?.filters ?? []).map((f) => [f.key, f])), [query.data]);
  return { ...query, byKey };
}
