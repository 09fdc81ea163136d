import { Alert, Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { general, type FilterReferenceInput, type SearchCatalogueEntry } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityKeys } from '../../api/queries';
import { useUserCfg } from '../../app/useUserCfg';
import { refusalText } from '../../ui/refusalText';
import { ResultTable } from './ResultTable';
import { searchClient, type ResultRow } from './searchClient';
import { useRankedResults } from './useLiveSearch';

/**
 * The ranking of the filters, a page at a time (the page starts over when the filters change), and the score
 * tiles the map colours the matches with. Rows per page: the user's list size (user cfg listSize), within what
 * the search answers at once.
 */
export function useResultPages(filters: FilterReferenceInput[], ready: boolean) {
  const filtersKey = JSON.stringify(filters);
  const [pageState, setPageState] = useState({ key: filtersKey, index: 0 });
  const pageIndex = pageState.key === filtersKey ? pageState.index : 0;
  const { cfg } = useUserCfg();
  const pageSize = Math.min(general.maxListSize, Math.max(1, cfg.listSize));
  const ranked = useRankedResults(filters, pageIndex, pageSize, ready);
  return { ...ranked, pageIndex, pageSize, setPage: (index: number) => setPageState({ key: filtersKey, index }) };
}

/**
 * The results of the opportunities workspace: the ranking with its explanations, the plots chosen (in the table
 * or on the map) and making them locations of the saved query.
 */
export function ResultsPanel({
  queryId,
  readOnly,
  pages,
  entryOf,
  selected,
  setSelected,
  focused,
  onFocus,
}: {
  queryId?: number;
  readOnly: boolean;
  /** null until the catalogue (and the saved query) are known */
  pages: ReturnType<typeof useResultPages> | null;
  entryOf: (key: string) => SearchCatalogueEntry | undefined;
  selected: number[];
  setSelected: (change: (selected: number[]) => number[]) => void;
  focused: number | null;
  onFocus: (row: ResultRow) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const toLocations = useMutation({
    mutationFn: () => searchClient.toLocations(queryId!, selected),
    onSuccess: () => {
      setSelected(() => []);
      void qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
    },
  });
  return (
    <Paper withBorder p="sm" style={{ flex: '1 1 45%', minHeight: 0, overflowY: 'auto' }} data-testid="results">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h5">
          {t('opportunities.results.title')}
        </Title>
        <Group gap="xs">
          {selected.length > 0 && (
            <Text size="xs" data-testid="selection-count">
              {t('opportunities.results.selected', { count: selected.length })}
            </Text>
          )}
          {selected.length > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => setSelected(() => [])}>
              {t('opportunities.results.clearSelection')}
            </Button>
          )}
          <Button
            size="compact-xs"
            disabled={!queryId || !selected.length || readOnly}
            loading={toLocations.isPending}
            onClick={() => toLocations.mutate()}
            title={!queryId ? t('opportunities.results.saveFirst') : undefined}
            data-testid="create-locations"
          >
            {selected.length ? t('opportunities.results.createLocations', { count: selected.length }) : t('opportunities.results.createLocationsNone')}
          </Button>
        </Group>
      </Group>
      {!queryId && selected.length > 0 && (
        <Text size="xs" mb="xs">
          {t('opportunities.results.saveFirst')}
        </Text>
      )}
      {toLocations.data && (
        <Alert color="teal" variant="light" mb="xs" withCloseButton onClose={() => toLocations.reset()} closeButtonLabel={t('opportunities.close')} role="status">
          <Text size="sm">
            {t('opportunities.results.created', { count: toLocations.data.created.length })}{' '}
            {toLocations.data.existing.length > 0 && t('opportunities.results.existing', { count: toLocations.data.existing.length })}{' '}
            <Anchor component={Link} to="/locations/list" size="sm">
              {t('opportunities.results.toLocations')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {toLocations.isError && (
        <Alert color="red" variant="light" mb="xs" role="alert">
          {refusalText(toLocations.error, t)}
        </Alert>
      )}
      {pages && (
        <ResultTable
          page={pages.results.data}
          pending={pages.resultsSettling}
          error={pages.results.error}
          onRetry={() => void pages.results.refetch()}
          pageIndex={pages.pageIndex}
          pageSize={pages.pageSize}
          onPage={pages.setPage}
          entryOf={entryOf}
          selected={selected}
          onToggle={(id, on) => setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)))}
          onFocus={onFocus}
          focusedId={focused}
        />
      )}
    </Paper>
  );
}
