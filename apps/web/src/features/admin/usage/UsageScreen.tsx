import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { usageMetrics, type UsageBucket, type UsageCompanyRow, type UsageMetric } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { formatDate, formatNumber } from '../../../lib/format';
import { saveBlob } from '../../../lib/saveBlob';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { useAdminCompanies } from '../adminApi';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../../ui/AdminFrame';
import { PeriodPicker, usePeriod } from './PeriodPicker';
import { useUsage } from './usageApi';
import { usageCsv } from './usageCsv';
import { UsageChart } from './UsageChart';

const COMPANY_FIGURES = ['activeUsers', 'signIns', 'searches', 'locations', 'concepts', 'publications', 'publicationVisits'] as const;
/** storage, then what it is made of (what each counts: adminUsage.storageHelp, docs/operations.md) */
const STORAGE_FIGURES = ['storageBytes', 'imageBytes', 'recordBytes'] as const;
const megabytes = (bytes: number, lang: string) => `${formatNumber(bytes / 1_048_576, lang, 2)} MB`;

/** Staff: what the companies do over time (sign-ins, active users, searches, records made, imports), per company and as CSV. */
function UsageScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [period, setPeriod] = usePeriod();
  const [bucket, setBucket] = useState<UsageBucket>('month');
  const [metric, setMetric] = useState<UsageMetric>('signIns');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const companies = useAdminCompanies({ limit: 500, archived: 'all' });
  const usage = useUsage(period, bucket, companyId ? Number(companyId) : null);
  const refused = isApiError(usage.error) && usage.error.status === 400 ? usage.error.message : null;
  const columns: DataColumn<UsageCompanyRow>[] = [
    { id: 'name', header: t('adminUsage.company'), cell: (c) => c.name, sortValue: (c) => c.name.toLowerCase(), hideable: false },
    ...COMPANY_FIGURES.map((k) => ({ id: k, header: t(`adminUsage.metrics.${k}`), cell: (c: UsageCompanyRow) => formatNumber(c[k], lang, 0), sortValue: (c: UsageCompanyRow) => c[k], numeric: true })),
    ...STORAGE_FIGURES.map((k) => ({ id: k, header: t(`adminUsage.metrics.${k}`), cell: (c: UsageCompanyRow) => megabytes(c[k], lang), sortValue: (c: UsageCompanyRow) => c[k], numeric: true })),
    { id: 'last', header: t('adminUsage.lastSignIn'), cell: (c) => formatDate(c.lastSignInAt, lang), sortValue: (c) => c.lastSignInAt },
  ];
  const exportCsv = () => usage.data && saveBlob(new Blob([usageCsv(usage.data, lang, t)], { type: 'text/csv;charset=utf-8' }), `plotwise-usage-${period.from}-${period.to}.csv`);
  return (
    <AdminFrame
      screen="admin.usage"
      intro={t('adminUsage.intro')}
      actions={
        <Button variant="default" onClick={exportCsv} disabled={!usage.data} data-testid="usage-csv">
          {t('adminUsage.csv')}
        </Button>
      }
    >
      <PeriodPicker period={period} onChange={setPeriod} error={refused} />
      <Group align="flex-end">
        <Select
          label={t('adminUsage.company')}
          placeholder={t('adminUsage.allCompanies')}
          data={(companies.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={companyId}
          onChange={setCompanyId}
          searchable
          clearable
          w={260}
        />
        <SegmentedControl
          value={bucket}
          onChange={(v) => setBucket(v as UsageBucket)}
          data={[
            { value: 'week', label: t('adminUsage.week') },
            { value: 'month', label: t('adminUsage.month') },
          ]}
          aria-label={t('adminUsage.bucket')}
        />
      </Group>
      {usage.isPending ? (
        <Loading />
      ) : usage.isError && !refused ? (
        <LoadFailed error={usage.error} onRetry={() => void usage.refetch()} />
      ) : usage.data ? (
        <Stack>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <SegmentedControl
                value={metric}
                onChange={(v) => setMetric(v as UsageMetric)}
                data={usageMetrics.map((m) => ({ value: m, label: t(`adminUsage.metrics.${m}`) }))}
                aria-label={t('adminUsage.metric')}
                fullWidth
                data-testid="usage-metric"
              />
              <UsageChart series={usage.data.series} metric={metric} label={t(`adminUsage.metrics.${metric}`)} lang={lang} />
              {metric === 'imports' && companyId && (
                <Text size="sm" c="dimmed">
                  {t('adminUsage.importsNational')}
                </Text>
              )}
            </Stack>
          </Paper>
          <DataTable columns={columns} rows={usage.data.companies} rowId={(c) => c.id} label={t('adminUsage.perCompany')} testId="usage-companies" refreshing={usage.isFetching} empty={t('adminUsage.noCompanies')} />
          <Text size="sm" c="dimmed" data-testid="usage-storage-help">
            {t('adminUsage.storageHelp')}
          </Text>
        </Stack>
      ) : null}
    </AdminFrame>
  );
}

export default staffScreen('admin.usage', UsageScreen);
