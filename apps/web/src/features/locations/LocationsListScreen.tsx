import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { LocationTableColumn, LocationTableRow } from '@plotwise/contracts';
import type { ListResult } from '../../api/apiClient';
import { useUserCfg } from '../../app/useUserCfg';
import { locationPath } from '../../lib/links';
import { DataTable, type SortState } from '../../ui/DataTable';
import { sortRows } from '../../ui/DataTable/sortRows';
import { formatNumber } from '../../lib/format';
import { BulkBar } from './BulkBar';
import { UndoDeleteNotice } from './undo/UndoDeleteNotice';
import { exportLocations, type ExportKind } from './listExport';
import { SELECT, useLocationListColumns, WIDTH_PREFIX } from './listColumns';
import { LocationsListFilters } from './LocationsListFilters';
import { LocationsListHeader } from './LocationsListHeader';
import { isPartial, LIST_FIRST_ORDER, useLocationTable, useLocationVocabulary } from './useLocationTable';
import { useListFilters } from './useListFilters';
import { useRowSelection } from './useRowSelection';

// the table's first sort; the route's prefetch asks the first part in the same order (LIST_FIRST_ORDER), so its top
// rows are right at once
const INITIAL_SORT = { id: 'updatedAt', desc: true };

/**
 * What the table shows when no row does: no match for the filters (a string, which the table shows in its own
 * words' place), or no location at all, with the way to add one.
 */
function emptyList(anyLocation: boolean, t: TFunction): ReactNode {
  if (anyLocation) return t('locations.noMatches');
  return (
    <Text size="sm" c="dimmed">
      {t('locations.empty')}{' '}
      <Anchor component={Link} to="/locations/map" size="sm">
        {t('locations.toMap')}
      </Anchor>
    </Text>
  );
}

/** The line under a list that holds only its first rows: how many of all are shown, or are loaded so far. */
function moreRows(data: ListResult<LocationTableRow>, loadingMore: boolean, t: TFunction, lang: string) {
  const progress = {
    loaded: formatNumber(data.items.length, lang, 0),
    total: formatNumber(data.total, lang, 0),
  };
  const text = loadingMore ? (
    <span role="status" data-testid="locations-loading-more">
      {t('locationsTable.loadingMore', progress)}
    </span>
  ) : (
    t('locationsTable.firstOf', progress)
  );
  return { text, loading: loadingMore };
}

/** /locations/list/:location_id?: every column of spec section 2, filters, bulk actions and exports. */
export default function LocationsListScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { location_id } = useParams();
  const userCfg = useUserCfg();
  const table = useLocationTable(LIST_FIRST_ORDER);
  const vocabulary = useLocationVocabulary();
  const filters = useListFilters(table.data);
  const rows = filters.rows;
  const [sort, setSort] = useState<SortState>(INITIAL_SORT);
  const selection = useRowSelection(rows);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const { columns, visible, sortValues, toggleColumn } = useLocationListColumns({
    userCfg,
    valueById: vocabulary.valueById,
    selected: selection.selected,
    toggle: selection.toggle,
  });

  // the rows in screen order (sorted by the same values and rule as the DataTable) for the XLSX export
  const sortedIds = () => {
    const value = sort ? sortValues.get(sort.id as LocationTableColumn) : undefined;
    const list = rows ?? [];
    return (value && sort ? sortRows(list, value, sort.desc) : list).map((r) => r.id);
  };
  const exportAs = async (kind: ExportKind) => {
    setMessage(null);
    try {
      // the shown columns are known table columns (useLocationListColumns drops others), the selection column aside
      const shown = visible.filter((k): k is LocationTableColumn => k !== SELECT);
      await exportLocations(kind, sortedIds(), shown, t);
    } catch {
      setMessage({ ok: false, text: t('locationsTable.export.failed') });
    }
  };

  // while the rest of the list comes in parts, "select all" and the exports wait: they mean every location shown
  const loadingMore = table.loadingMore;
  return (
    <Stack gap="md" p="xs" data-screen="locations.list">
      <LocationsListHeader
        count={rows?.length}
        columns={columns.filter((c) => c.id !== SELECT)}
        visible={visible}
        onToggleColumn={toggleColumn}
        exportDisabled={!rows?.length || loadingMore}
        onExport={(kind) => void exportAs(kind)}
      />
      <LocationsListFilters
        filters={filters}
        vocabulary={vocabulary}
        allSelected={selection.allSelected}
        someSelected={selection.selectedRows.length > 0}
        selectDisabled={loadingMore}
        onSelectAll={selection.setAll}
      />
      {message && (
        <Alert
          color={message.ok ? 'green' : 'red'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setMessage(null)}
          data-testid="list-message"
        >
          {message.text}
        </Alert>
      )}
      {selection.selectedRows.length > 0 && (
        <BulkBar
          selected={selection.selectedRows}
          vocabulary={vocabulary}
          onDone={(text) => {
            setMessage({ ok: true, text });
            selection.setAll(false);
          }}
        />
      )}
      <DataTable
        columns={columns}
        visibleColumns={visible}
        rows={rows}
        rowId={(r) => r.id}
        label={t('screens.locations.list')}
        testId="locations-table"
        striped
        minWidth={600}
        loading={table.isPending}
        refreshing={table.isFetching && !table.isPending && !loadingMore}
        error={table.isError ? t('locations.failed') : undefined}
        onRetry={() => void table.refetch()}
        empty={emptyList(!!table.data?.items.length, t)}
        sort={sort}
        onSortChange={setSort}
        onRowActivate={(r) => navigate(locationPath(r))}
        onColumnResize={(id, width) => userCfg.update({ panels_width: { [`${WIDTH_PREFIX}${id}`]: width } })}
        selectedId={location_id ?? null}
        more={table.data && isPartial(table.data) ? moreRows(table.data, loadingMore, t, lang) : undefined}
      />
      <UndoDeleteNotice />
    </Stack>
  );
}
