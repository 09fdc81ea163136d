import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReportingAnswer } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../../ui/AdminFrame';
import { filterLabel } from './filterLabel';
import { PeriodPicker, usePeriod } from './PeriodPicker';
import { useReporting } from './usageApi';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Staff: what users search for: the filters and regions, the hits, and what the saved queries' runs found. */
function ReportingScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [period, setPeriod] = usePeriod();
  const report = useReporting(period);
  const refused = isApiError(report.error) && report.error.status === 400 ? report.error.message : null;
  const n = (v: number) => formatNumber(v, lang, 0);
  const filterColumns: DataColumn<ReportingAnswer['filters'][number]>[] = [
    { id: 'filter', header: t('adminUsage.filter'), cell: (f) => filterLabel(f.key, lang), sortValue: (f) => filterLabel(f.key, lang), hideable: false },
    { id: 'searches', header: t('adminUsage.metrics.searches'), cell: (f) => n(f.searches), sortValue: (f) => f.searches, numeric: true },
    { id: 'companies', header: t('adminUsage.companies'), cell: (f) => n(f.companies), sortValue: (f) => f.companies, numeric: true },
  ];
  const regionColumns: DataColumn<ReportingAnswer['regions'][number]>[] = [
    { id: 'region', header: t('adminUsage.region'), cell: (r) => r.value, sortValue: (r) => r.value, hideable: false },
    { id: 'filter', header: t('adminUsage.filter'), cell: (r) => filterLabel(r.filter, lang), sortValue: (r) => r.filter },
    { id: 'searches', header: t('adminUsage.metrics.searches'), cell: (r) => n(r.searches), sortValue: (r) => r.searches, numeric: true },
  ];
  const data = report.data;
  return (
    <AdminFrame screen="admin.reporting" intro={t('adminUsage.reportingIntro')} actions={<Anchor component={Link} to={`/admin/reporting/searchresults?from=${period.from}&to=${period.to}`}>{t('adminUsage.toSearches')}</Anchor>}>
      <PeriodPicker period={period} onChange={setPeriod} error={refused} />
      {report.isPending ? (
        <Loading />
      ) : report.isError && !refused ? (
        <LoadFailed error={report.error} onRetry={() => void report.refetch()} />
      ) : data ? (
        <Stack>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('adminUsage.metrics.searches')} value={n(data.searches)} testId="report-searches" />
            <Figure label={t('adminUsage.medianHits')} value={data.medianHits === null ? '–' : n(data.medianHits)} testId="report-median" />
            <Figure label={t('adminUsage.emptySearches')} value={n(data.emptySearches)} testId="report-empty" />
            <Figure label={t('adminUsage.savedQueryRuns')} value={`${n(data.savedQueries.runs)} / ${n(data.savedQueries.total)}`} testId="report-saved" />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('adminUsage.alerts', { runs: n(data.savedQueries.runsWithNewMatches), plots: n(data.savedQueries.newMatches) })}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('adminUsage.filters')}
              </Title>
              <DataTable columns={filterColumns} rows={data.filters} rowId={(f) => f.key} label={t('adminUsage.filters')} testId="report-filters" empty={t('adminUsage.noSearches')} />
            </Stack>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {t('adminUsage.regions')}
                </Title>
              </Group>
              <DataTable columns={regionColumns} rows={data.regions} rowId={(r) => `${r.filter}:${r.value}`} label={t('adminUsage.regions')} testId="report-regions" empty={t('adminUsage.noRegions')} />
            </Stack>
          </SimpleGrid>
        </Stack>
      ) : null}
    </AdminFrame>
  );
}

export default staffScreen('admin.reporting', ReportingScreen);
