import { Anchor, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useEntityList } from '../../api/queries';
import { useUserCfg } from '../../app/useUserCfg';
import { locationPath } from '../../lib/links';
import { ColumnChooser, DataTable, type DataColumn, type SortState } from '../../ui/DataTable';
import { ScreenTitle } from '../shared/ScreenTitle';
import { filterRows, LOCATION_COLUMNS, type LocationRow } from './locationColumns';

const TEMPLATE_TYPE = 1;
// the list endpoint's page limit; beyond it the table says how many it shows
const LIMIT = 500;
const DEFAULT_COLUMNS = ['name', 'plotsize', 'city', 'updatedAt'];

/** /locations/list/:location_id?: the company's locations as a table with the user's columns. */
export default function LocationsListScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { location_id } = useParams();
  const { cfg, update } = useUserCfg();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<SortState>({ id: 'updatedAt', desc: true });
  const list = useEntityList<LocationRow>('locations', { where: { deleted: false }, order: '-updatedAt', limit: LIMIT });

  const known = new Set(LOCATION_COLUMNS.map((c) => c.key));
  const chosen = (cfg.columns ?? []).filter((k) => known.has(k));
  const visible = chosen.length ? chosen : DEFAULT_COLUMNS;
  const lang = i18n.language;
  const columns = useMemo<DataColumn<LocationRow>[]>(
    () =>
      LOCATION_COLUMNS.map((c) => ({
        id: c.key,
        header: t(`columns.${c.key}`),
        sortValue: c.value,
        numeric: !!c.numeric,
        cell: (r) => (c.format ? c.format(r, lang) : c.key === 'archived' ? (r.archived ? t('locations.yes') : '') : (c.value(r) ?? '')),
      })),
    [t, lang],
  );
  const rows = useMemo(() => {
    if (!list.data) return undefined;
    const all = list.data.items.filter((r) => r.type !== TEMPLATE_TYPE && (archived || !r.archived));
    return filterRows(all, search);
  }, [list.data, archived, search]);
  const toggleColumn = (key: string, on: boolean) => {
    const next = LOCATION_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : visible.includes(k)));
    update({ columns: next });
  };

  return (
    <Stack gap="md" p="xs" data-screen="locations.list">
      <Group justify="space-between" align="flex-end">
        <ScreenTitle title={t('screens.locations.list')} intro={rows ? t('locations.count', { count: rows.length }) : undefined} />
        <Group gap="xs">
          <Button variant="default" component={Link} to="/locations/map">
            {t('locations.onMap')}
          </Button>
          <ColumnChooser columns={columns} visible={visible} onChange={toggleColumn} label={t('locations.columnsDialog.title')} />
        </Group>
      </Group>
      <Group gap="md">
        <TextInput placeholder={t('locations.search')} aria-label={t('locations.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={320} />
        <Switch label={t('locations.showArchived')} checked={archived} onChange={(e) => setArchived(e.currentTarget.checked)} />
      </Group>
      <DataTable
        columns={columns}
        visibleColumns={visible}
        rows={rows}
        rowId={(r) => r.id}
        label={t('screens.locations.list')}
        testId="locations-table"
        striped
        minWidth={600}
        loading={list.isPending}
        error={list.isError ? t('locations.failed') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          search ? (
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
        selectedId={location_id ?? null}
        more={list.data && list.data.total > list.data.items.length ? { text: t('locations.firstOf', { shown: list.data.items.length, total: list.data.total }) } : undefined}
      />
    </Stack>
  );
}
