import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { locationTableRoutes, type LocationTableColumn, type LocationTableRow } from '@plotwise/contracts';
import { downloadFileRoute } from '../../api/fileRoute';
import { useUserCfg } from '../../app/useUserCfg';
import { locationPath } from '../../lib/links';
import { ColumnChooser, DataTable, type DataColumn, type SortState } from '../../ui/DataTable';
import { sortRows } from '../../ui/DataTable/sortRows';
import { formatNumber } from '../../lib/format';
import { ScreenTitle } from '../shared/ScreenTitle';
import { BulkBar } from './BulkBar';
import { UndoDeleteNotice } from './undo/UndoDeleteNotice';
import { DEFAULT_COLUMNS, LOCATION_COLUMNS, type CellContext } from './locationColumns';
import { filterCards, type CardFilter } from './planboard/boardModel';
import { ValueDot } from './planboard/ValueDot';
import { isPartial, LIST_FIRST_ORDER, useLocationTable, useLocationVocabulary } from './useLocationTable';

const SELECT = '_select';
// the widths of resized columns live in the user's cfg (panels_width), under these keys
const WIDTH_PREFIX = 'locations.list.';
const WIDE = new Set([
  'name',
  'address',
  'labels',
  'lastNote',
  'lastTodo',
  'cadastreOwners',
  'unitMix',
  'zones',
]);
// the table's first sort; the route's prefetch asks the first part in the same order (LIST_FIRST_ORDER), so its top
// rows are right at once
const INITIAL_SORT = { id: 'updatedAt', desc: true };

/** A column's width until the user drags its edge: figures narrow, names and lists wide. */
const defaultWidth = (key: string, numeric: boolean) =>
  key === 'id' ? 72 : WIDE.has(key) ? 220 : numeric ? 120 : 150;

/** /locations/list/:location_id?: every column of spec section 2, filters, bulk actions and exports. */
export default function LocationsListScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { location_id } = useParams();
  const { cfg, update } = useUserCfg();
  const table = useLocationTable(LIST_FIRST_ORDER);
  const vocabulary = useLocationVocabulary();
  const [filter, setFilter] = useState<CardFilter>({ text: '', labelId: null, assignee: null });
  const [statusFilter, setStatusFilter] = useState<string | null>(null);
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<SortState>(INITIAL_SORT);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const known = new Set<string>(LOCATION_COLUMNS.map((c) => c.key));
  const chosen = (cfg.columns ?? []).filter((k) => known.has(k));
  // the selection column comes last: the first cell of a row stays its first data column (the row's name for the keyboard)
  const visible = [...(chosen.length ? chosen : DEFAULT_COLUMNS), SELECT];
  const lang = i18n.language;
  const widths = cfg.panels_width;
  const ctx = useMemo<CellContext>(
    () => ({ lang, valueName: (id) => vocabulary.valueById.get(id)?.name ?? null, t: (key: string) => t(key) }),
    [lang, vocabulary.valueById, t],
  );

  const rows = useMemo(() => {
    if (!table.data) return undefined;
    let all = table.data.items.filter((r) => archived || !r.archived);
    if (statusFilter)
      all = all.filter((r) =>
        statusFilter === 'none' ? r.status === null : r.status === Number(statusFilter),
      );
    return filterCards(all, filter);
  }, [table.data, archived, statusFilter, filter]);
  const shownIds = useMemo(() => new Set((rows ?? []).map((r) => r.id)), [rows]);
  const selectedRows = (rows ?? []).filter((r) => selected.has(r.id));
  const allSelected = !!rows?.length && selectedRows.length === rows.length;

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // one value function per column while the language and the values stay: the table keeps the rows' sort keys
  const sortValues = useMemo(
    () => new Map(LOCATION_COLUMNS.map((c) => [c.key, (r: LocationTableRow) => c.value(r, ctx)])),
    [ctx],
  );
  const columns = useMemo<DataColumn<LocationTableRow>[]>(() => {
    const cellOf = (key: LocationTableColumn, r: LocationTableRow, text: string) => {
      if (key === 'status' || key === 'phase') {
        const v = r[key] === null ? undefined : vocabulary.valueById.get(r[key]!);
        return v ? <ValueDot name={v.name} color={v.color} /> : text;
      }
      if (key === 'labels')
        return (
          <Group gap={4} wrap="nowrap">
            {r.labels.map((l) => (
              <Badge key={l.id} size="xs" variant="light" color={l.color ?? 'gray'}>
                {l.name}
              </Badge>
            ))}
          </Group>
        );
      if (key === 'archived') return r.archived ? t('locations.yes') : '';
      // the name opens the location editor (issue #16 item 1)
      if (key === 'name')
        return (
          <Anchor
            component={Link}
            to={`/locations/detail/${r.id}/modify`}
            onClick={(e) => e.stopPropagation()}
            data-testid="modify-link"
          >
            {text}
          </Anchor>
        );
      return text;
    };
    const check: DataColumn<LocationTableRow> = {
      id: SELECT,
      header: t('locationsTable.selectAll'),
      headerHidden: true,
      hideable: false,
      ownClick: true,
      width: 36,
      cell: (r) => (
        <Checkbox
          size="xs"
          aria-label={t('locationsTable.selectRow', { name: r.name ?? r.id })}
          checked={selected.has(r.id)}
          onChange={(e) => toggle(r.id, e.currentTarget.checked)}
        />
      ),
    };
    return [
      ...LOCATION_COLUMNS.map((c) => ({
        id: c.key,
        header: t(`columns.${c.key}`),
        width: widths[`${WIDTH_PREFIX}${c.key}`] ?? defaultWidth(c.key, !!c.numeric),
        sortValue: sortValues.get(c.key),
        numeric: !!c.numeric,
        // one line per row: a wide table scrolls sideways instead of wrapping figures and dates
        cell: (r: LocationTableRow) => <span style={{ whiteSpace: 'nowrap' }}>{cellOf(c.key, r, c.format(r, ctx))}</span>,
      })),
      check,
    ];
  }, [t, ctx, vocabulary.valueById, selected, widths, sortValues]);

  const toggleColumn = (key: string, on: boolean) => {
    const next = LOCATION_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : visible.includes(k)));
    update({ columns: next });
  };

  // the rows in screen order (sorted by the same values and rule as the DataTable) for the XLSX export
  const sortedIds = () => {
    const value = sort ? sortValues.get(sort.id as LocationTableColumn) : undefined;
    const list = rows ?? [];
    return (value && sort ? sortRows(list, value, sort.desc) : list).map((r) => r.id);
  };
  const exportAs = async (kind: 'xlsx' | 'geojson' | 'gpkg') => {
    setMessage(null);
    try {
      const ids = sortedIds();
      if (kind === 'xlsx') {
        // the shown columns are known table columns (`known` above), the selection column aside
        const cols = visible.filter((k): k is LocationTableColumn => k !== SELECT).map((key) => ({ key, header: t(`columns.${key}`) }));
        await downloadFileRoute(locationTableRoutes.exportXlsx, { body: { ids, columns: cols, sheetName: t('locationsTable.export.sheet') } }, 'locaties.xlsx');
      } else
        await downloadFileRoute(kind === 'geojson' ? locationTableRoutes.exportGeoJson : locationTableRoutes.exportGpkg, { body: { ids } }, `locaties.${kind}`);
    } catch {
      setMessage({ ok: false, text: t('locationsTable.export.failed') });
    }
  };

  const items = table.data?.items;
  // while the rest of the list comes in parts, "select all" and the exports wait: they mean every location shown
  const loadingMore = table.loadingMore;
  const progress = (loaded: number, total: number) => ({
    loaded: formatNumber(loaded, lang, 0),
    total: formatNumber(total, lang, 0),
  });
  return (
    <Stack gap="md" p="xs" data-screen="locations.list">
      <Group justify="space-between" align="flex-end">
        <ScreenTitle
          title={t('screens.locations.list')}
          intro={rows ? t('locations.count', { count: rows.length }) : undefined}
        />
        <Group gap="xs">
          <Button variant="default" component={Link} to="/locations/planboard">
            {t('locationsTable.planboard')}
          </Button>
          <Button variant="default" component={Link} to="/locations/map">
            {t('locations.onMap')}
          </Button>
          <ColumnChooser
            columns={columns.filter((c) => c.id !== SELECT)}
            visible={visible}
            onChange={toggleColumn}
            label={t('locations.columnsDialog.title')}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" disabled={!rows?.length || loadingMore} data-testid="export-menu">
                {t('locationsTable.export.menu')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportAs('xlsx')} data-testid="export-xlsx">
                {t('locationsTable.export.xlsx')}
              </Menu.Item>
              <Menu.Item onClick={() => void exportAs('geojson')} data-testid="export-geojson">
                {t('locationsTable.export.geojson')}
              </Menu.Item>
              <Menu.Item onClick={() => void exportAs('gpkg')} data-testid="export-gpkg">
                {t('locationsTable.export.gpkg')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Group gap="md" align="flex-end">
        <TextInput
          placeholder={t('locations.search')}
          aria-label={t('locations.search')}
          value={filter.text}
          onChange={(e) => setFilter({ ...filter, text: e.currentTarget.value })}
          w={280}
        />
        <Select
          label={t('locationsTable.filters.status')}
          placeholder={t('locationsTable.filters.all')}
          clearable
          data={[
            { value: 'none', label: t('locationsTable.filters.noStatus') },
            ...vocabulary.status.map((v) => ({ value: String(v.id), label: v.name })),
          ]}
          value={statusFilter}
          onChange={setStatusFilter}
          w={180}
        />
        <Select
          label={t('locationsTable.filters.label')}
          placeholder={t('locationsTable.filters.all')}
          clearable
          data={vocabulary.labels.map((l) => ({ value: String(l.id), label: l.name ?? '' }))}
          value={filter.labelId === null ? null : String(filter.labelId)}
          onChange={(v) => setFilter({ ...filter, labelId: v === null ? null : Number(v) })}
          w={180}
        />
        <Select
          label={t('locationsTable.filters.assignee')}
          placeholder={t('locationsTable.filters.all')}
          clearable
          data={[
            { value: 'none', label: t('locationsTable.filters.nobody') },
            ...vocabulary.users.map((u) => ({ value: String(u.id), label: u.name })),
          ]}
          value={filter.assignee === null ? null : String(filter.assignee)}
          onChange={(v) =>
            setFilter({ ...filter, assignee: v === null ? null : v === 'none' ? 'none' : Number(v) })
          }
          w={180}
        />
        <Switch
          label={t('locations.showArchived')}
          checked={archived}
          onChange={(e) => setArchived(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('locationsTable.selectAll')}
          checked={allSelected}
          disabled={loadingMore}
          indeterminate={!allSelected && selectedRows.length > 0}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(shownIds) : new Set())}
          data-testid="select-all"
        />
      </Group>
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
      {selectedRows.length > 0 && (
        <BulkBar
          selected={selectedRows}
          vocabulary={vocabulary}
          onDone={(text) => {
            setMessage({ ok: true, text });
            setSelected(new Set());
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
        empty={
          items?.length ? (
            t('locations.noMatches')
          ) : (
            <Text size="sm" c="dimmed">
              {t('locations.empty')}{' '}
              <Anchor component={Link} to="/locations/map" size="sm">
                {t('locations.toMap')}
              </Anchor>
            </Text>
          )
        }
        sort={sort}
        onSortChange={setSort}
        onRowActivate={(r) => navigate(locationPath(r))}
        onColumnResize={(id, width) => update({ panels_width: { [`${WIDTH_PREFIX}${id}`]: width } })}
        selectedId={location_id ?? null}
        more={
          table.data && isPartial(table.data)
            ? {
                text: loadingMore ? (
                  <span role="status" data-testid="locations-loading-more">
                    {t('locationsTable.loadingMore', progress(table.data.items.length, table.data.total))}
                  </span>
                ) : (
                  t('locationsTable.firstOf', progress(table.data.items.length, table.data.total))
                ),
                loading: loadingMore,
              }
            : undefined
        }
      />
      <UndoDeleteNotice />
    </Stack>
  );
}
