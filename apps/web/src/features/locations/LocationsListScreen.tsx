import { Anchor, Button, Checkbox, Group, Loader, Modal, SimpleGrid, Stack, Switch, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useEntityList } from '../../api/queries';
import { useUserCfg } from '../../app/useUserCfg';
import { locationPath } from '../../lib/links';
import { ScreenTitle } from '../shared/ScreenTitle';
import { filterRows, LOCATION_COLUMNS, sortRows, type LocationRow, type SortState } from './locationColumns';

const TEMPLATE_TYPE = 1;
// the list endpoint's page limit; beyond it the table says how many it shows
const LIMIT = 500;

/** /locations/list/:location_id?: the company's locations as a table with the user's columns. */
export default function LocationsListScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { location_id } = useParams();
  const { cfg, update } = useUserCfg();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<SortState>({ key: 'updatedAt', dir: 'desc' });
  const [choosing, setChoosing] = useState(false);
  const list = useEntityList<LocationRow>('locations', { where: { deleted: false }, order: '-updatedAt', limit: LIMIT });

  const known = new Set(LOCATION_COLUMNS.map((c) => c.key));
  const chosen = (cfg.columns ?? []).filter((k) => known.has(k));
  const columns = LOCATION_COLUMNS.filter((c) => (chosen.length ? chosen : ['name', 'plotsize', 'city', 'updatedAt']).includes(c.key));
  const rows = useMemo(() => {
    const all = (list.data?.items ?? []).filter((r) => r.type !== TEMPLATE_TYPE && (archived || !r.archived));
    return sortRows(filterRows(all, search), sort);
  }, [list.data, archived, search, sort]);
  const toggleColumn = (key: string, on: boolean) => {
    const next = LOCATION_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : chosen.includes(k)));
    update({ columns: next });
  };
  const header = (key: string) => {
    const active = sort.key === key;
    return (
      <UnstyledButton
        onClick={() => setSort({ key, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}
        fw={600}
        fz="sm"
        aria-label={t('locations.sortBy', { column: t(`columns.${key}`) })}
      >
        {t(`columns.${key}`)} {active ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="md" p="xs" data-screen="locations.list">
      <Group justify="space-between" align="flex-end">
        <ScreenTitle title={t('screens.locations.list')} intro={list.data ? t('locations.count', { count: rows.length }) : undefined} />
        <Group gap="xs">
          <Button variant="default" component={Link} to="/locations/map">
            {t('locations.onMap')}
          </Button>
          <Button variant="default" onClick={() => setChoosing(true)}>
            {t('locations.columnsDialog.title')}
          </Button>
        </Group>
      </Group>
      <Group gap="md">
        <TextInput placeholder={t('locations.search')} aria-label={t('locations.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={320} />
        <Switch label={t('locations.showArchived')} checked={archived} onChange={(e) => setArchived(e.currentTarget.checked)} />
      </Group>
      {list.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('common.loading')}</Text>
        </Group>
      ) : list.isError ? (
        <Text c="red" role="alert">
          {t('locations.failed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          {search ? t('locations.noMatches') : t('locations.empty')}{' '}
          {!search && (
            <Anchor component={Link} to="/locations/map">
              {t('locations.toMap')}
            </Anchor>
          )}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table highlightOnHover striped data-testid="locations-table">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined} aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    {header(c.key)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr
                  key={r.id}
                  bg={String(r.id) === location_id ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onClick={() => navigate(locationPath(r))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') navigate(locationPath(r));
                  }}
                >
                  {columns.map((c) => (
                    <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                      {c.format ? c.format(r, i18n.language) : c.key === 'archived' ? (r.archived ? t('locations.yes') : '') : (c.value(r) ?? '')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total > list.data.items.length && (
        <Text size="sm" c="dimmed">
          {t('locations.firstOf', { shown: list.data.items.length, total: list.data.total })}
        </Text>
      )}
      <Modal opened={choosing} onClose={() => setChoosing(false)} title={t('locations.columnsDialog.title')} size="lg">
        <Stack>
          <Text size="sm">{t('locations.columnsDialog.instruction')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {LOCATION_COLUMNS.map((c) => (
              <Checkbox key={c.key} label={t(`columns.${c.key}`)} checked={columns.some((x) => x.key === c.key)} onChange={(e) => toggleColumn(c.key, e.currentTarget.checked)} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={() => setChoosing(false)}>{t('locations.columnsDialog.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
