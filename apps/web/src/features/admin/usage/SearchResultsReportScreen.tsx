import { Anchor, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReportedSearchRow } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { formatDate, formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../../ui/AdminFrame';
import { filterLabel } from './filterLabel';
import { PeriodPicker, usePeriod } from './PeriodPicker';
import { useReportedSearches } from './usageApi';

/** The info panel of one search: who, when, every filter by name, the regions and the hits. */
function SearchInfo({ row }: { row: ReportedSearchRow | undefined }) {
  const { t, i18n } = useTranslation();
  if (!row)
    return (
      <Text c="dimmed" size="sm">
        {t('adminUsage.pickSearch')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="search-info">
      <Title order={2} size="h4">
        {t('adminUsage.searchOf', { date: formatDate(row.at, i18n.language, true) })}
      </Title>
      <Text size="sm">
        {row.companyName}
        {row.userEmail ? ` · ${row.userEmail}` : ''}
      </Text>
      <Text size="sm" data-testid="search-info-hits">
        {t('adminUsage.hits', { count: row.hits, formatted: formatNumber(row.hits, i18n.language, 0) })}
      </Text>
      <Text size="sm" fw={500}>
        {t('adminUsage.filters')}
      </Text>
      <Group gap={4}>
        {row.filterKeys.length ? row.filterKeys.map((k) => <Badge key={k} variant="light" color="teal.9">{filterLabel(k, i18n.language)}</Badge>) : <Text size="sm">{t('adminUsage.noFilters')}</Text>}
      </Group>
      {row.regions.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t('adminUsage.regions')}
          </Text>
          <Text size="sm">{row.regions.map((r) => `${filterLabel(r.filter, i18n.language)}: ${r.value}`).join(', ')}</Text>
        </>
      )}
    </Stack>
  );
}

/** Staff: the period's searches one by one, newest first, with an info panel for the one chosen. */
function SearchResultsReportScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [period, setPeriod] = usePeriod();
  const [selected, setSelected] = useState<number | null>(null);
  const searches = useReportedSearches(period);
  const refused = isApiError(searches.error) && searches.error.status === 400 ? searches.error.message : null;
  const columns: DataColumn<ReportedSearchRow>[] = [
    { id: 'at', header: t('adminUsage.when'), cell: (s) => formatDate(s.at, lang, true), sortValue: (s) => s.at, hideable: false },
    { id: 'company', header: t('adminUsage.company'), cell: (s) => s.companyName, sortValue: (s) => s.companyName },
    { id: 'user', header: t('adminUsage.user'), cell: (s) => s.userEmail ?? '', sortValue: (s) => s.userEmail },
    { id: 'filters', header: t('adminUsage.filters'), cell: (s) => s.filterKeys.map((k) => filterLabel(k, lang)).join(', ') },
    { id: 'hits', header: t('adminUsage.hitsColumn'), cell: (s) => formatNumber(s.hits, lang, 0), sortValue: (s) => s.hits, numeric: true },
  ];
  const rows = searches.data ?? [];
  return (
    <AdminFrame
      screen="admin.reportingSearchResults"
      intro={t('adminUsage.searchesIntro')}
      crumbs={[{ to: `/admin/reporting?from=${period.from}&to=${period.to}`, label: t('screens.admin.reporting') }]}
      actions={<Anchor component={Link} to={`/admin/reporting?from=${period.from}&to=${period.to}`}>{t('adminUsage.toReporting')}</Anchor>}
    >
      <PeriodPicker period={period} onChange={setPeriod} error={refused} />
      {searches.isPending ? (
        <Loading />
      ) : searches.isError && !refused ? (
        <LoadFailed error={searches.error} onRetry={() => void searches.refetch()} />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <DataTable columns={columns} rows={rows} rowId={(s) => s.id} label={t('adminUsage.searches')} testId="reported-searches" selectedId={selected} onRowActivate={(s) => setSelected(s.id)} empty={t('adminUsage.noSearches')} maxHeight={560} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Paper withBorder p="md" aria-live="polite">
              <SearchInfo row={rows.find((s) => s.id === selected)} />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </AdminFrame>
  );
}

export default staffScreen('admin.reportingSearchResults', SearchResultsReportScreen);
