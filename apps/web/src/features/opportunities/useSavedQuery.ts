import type { FilterReferenceInput, SearchCatalogueEntry } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { entityKeys, useEntityDetail } from '../../api/queries';
import { storedSettings } from '../../app/storedSettings';
import { useCapabilities } from '../../app/useCapabilities';
import { useDerivedState } from '../../ui/useDerivedState';
import { filterDraftReducer, type FilterDraftAction } from './filterDraftReducer';
import { cfgFilters, draftOf, draftsFromStored, sameFilters } from './filterDrafts';
import type { QueryFields } from './QueryDialog';
import { searchClient, type SearchQueryRecord } from './searchClient';
import { searchKeys } from './useSearchCatalogue';

/** The unsaved query of /opportunities, kept in the browser between visits. */
const BUILDER_KEY = 'opportunities.builder';

/** The run stored with a saved query (cfg.lastResults), in the shape of a run's answer; none before its first run. */
function lastRunOf(q: SearchQueryRecord | undefined): { count: number; newCount: number; ranAt: string; stored: boolean } | null {
  const last = q?.cfg?.lastResults;
  return last?.ranAt && last.count !== undefined ? { count: last.count, newCount: last.newCount ?? 0, ranAt: last.ranAt, stored: true } : null;
}

/**
 * The query being edited: with a `queryId` the saved query (loaded, run on request, saved, its edits unsaved until
 * then), without one the builder's query remembered in this browser. `dispatch` applies the filter editor's
 * actions (filterDraftReducer).
 */
export function useSavedQuery(queryId: number | undefined, entryOf: (key: string) => SearchCatalogueEntry | undefined) {
  const qc = useQueryClient();
  const saved = useEntityDetail('searchqueries', queryId, 3);
  // the stored filters as text: a refetch that only brings new last results (after every run) keeps the edits on screen
  const savedFilters = queryId && saved.data ? JSON.stringify(cfgFilters(draftsFromStored(saved.data.cfg?.filters))) : null;
  const savedDrafts = useMemo(() => (savedFilters ? (JSON.parse(savedFilters) as FilterReferenceInput[]).map(draftOf) : []), [savedFilters]);
  const [drafts, setDrafts] = useDerivedState(savedFilters, (json) =>
    (json ? (JSON.parse(json) as FilterReferenceInput[]) : queryId ? [] : (storedSettings.get<FilterReferenceInput[]>(BUILDER_KEY) ?? [])).map(draftOf),
  );
  const reduce = useMemo(() => filterDraftReducer(entryOf), [entryOf]);
  const dispatch = useCallback(
    (action: FilterDraftAction) => {
      const next = reduce(drafts, action);
      setDrafts(next);
      if (!queryId) storedSettings.set(BUILDER_KEY, cfgFilters(next));
    },
    [drafts, reduce, queryId, setDrafts],
  );
  const dirty = queryId ? saved.isSuccess && !sameFilters(drafts, savedDrafts) : false;

  const invalidate = () => qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') });
  // a run is recorded when the user asks for it (run, save) or the scheduler does - not by opening the query
  const run = useMutation({
    mutationFn: (id: number) => searchClient.run(id),
    onSuccess: (_out, id) => {
      void invalidate();
      void qc.invalidateQueries({ queryKey: searchKeys.activity(id) });
    },
  });
  const { mutate: runQuery } = run;
  const save = useMutation({
    mutationFn: () => api.update('searchqueries', queryId!, { cfg: { filters: cfgFilters(drafts) } }),
    onSuccess: async () => {
      await invalidate();
      runQuery(queryId!);
    },
  });
  const edit = useMutation({
    mutationFn: (f: QueryFields) => api.update('searchqueries', queryId!, f),
    onSuccess: () => invalidate(),
  });
  const saveAs = useMutation({
    mutationFn: async (f: QueryFields) => {
      const created = await api.create('searchqueries', { ...f, cfg: { filters: cfgFilters(drafts) } });
      // saving a query is asking for its matches: its first run is the base of "newly matching" later
      await searchClient.run(created.id);
      return created;
    },
    // the screen then opens the new query
    onSuccess: async () => {
      await invalidate();
      storedSettings.remove(BUILDER_KEY);
    },
  });

  // a company that may only read gets results but no stored runs: nothing to save or create either
  const capabilities = useCapabilities();
  return {
    saved,
    notFound: !!queryId && saved.isError && isApiError(saved.error) && saved.error.status === 404,
    drafts,
    dispatch,
    /** edits of a saved query not saved yet */
    dirty,
    revert: () => dispatch({ type: 'reset', drafts: savedDrafts }),
    run,
    runAgain: () => queryId && runQuery(queryId),
    /** the last run shown: this visit's, else the one stored with the query */
    lastRun: run.data ?? lastRunOf(saved.data),
    readOnly: capabilities?.write === false || run.data?.stored === false,
    save,
    saveAs,
    edit,
  };
}

export type SavedQuery = ReturnType<typeof useSavedQuery>;
