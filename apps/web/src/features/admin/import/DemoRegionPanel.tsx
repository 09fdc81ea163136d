import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { DEMO_REGION_BUSY, useDemoRegion, type DemoRegionStatus } from './importApi';
import { formatDuration } from './importDisplay';
import { ProgressBar } from './ProgressBar';

const COLOR: Record<DemoRegionStatus['status'], string> = {
  off: 'gray.7',
  not_needed: 'gray.7',
  checking: 'blue.9',
  generating: 'blue.9',
  importing: 'blue.9',
  ready: 'teal.9',
  failed: 'red.9',
  stopped: 'orange.9',
};

/**
 * What the first start does with the demo region (GET /api/admin/demo-region): generating, importing file n
 * of m, ready, or why it is not loaded. Its files are ordinary import runs, so they are in the history too.
 */
export function DemoRegionPanel() {
  const { t, i18n } = useTranslation();
  const demo = useDemoRegion();
  const lang = i18n.language;
  // the demo region is a side show of this screen: a failure to ask is said in one line, not as an error page
  if (demo.isPending) return null;
  if (demo.isError)
    return (
      <Text size="sm" c="dimmed" data-testid="demo-region" data-status="unknown">
        {t('adminImport.demo.unknown')}
      </Text>
    );
  const d = demo.data;
  const busy = DEMO_REGION_BUSY.includes(d.status);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="demo-region-title" data-testid="demo-region" data-status={d.status}>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={2} size="h5" id="demo-region-title">
            {t('adminImport.demo.title')}
          </Title>
          <Badge variant="outline" color={COLOR[d.status] ?? 'gray.7'}>
            {t(`adminImport.demo.status.${d.status}`)}
          </Badge>
          {d.parcels > 0 && (
            <Text size="sm" c="dimmed">
              {formatCount(t, 'adminImport.demo.parcels', d.parcels, lang)}
            </Text>
          )}
        </Group>
        {d.reason && d.status !== 'ready' && (
          <Text size="sm" data-testid="demo-reason">
            {d.reason}
          </Text>
        )}
        {d.status === 'importing' && d.files > 0 && (
          <>
            <ProgressBar label={t('adminImport.demo.barLabel')} percent={Math.floor((100 * d.filesDone) / d.files)} />
            <Text size="sm">
              {t('adminImport.demo.files', { done: d.filesDone, total: d.files })}
              {d.file ? ` · ${t('adminImport.demo.current', { file: d.file })}` : ''}
            </Text>
          </>
        )}
        {busy && d.status !== 'importing' && <ProgressBar label={t('adminImport.demo.barLabel')} percent={null} />}
        {d.status === 'ready' && d.generateMs !== undefined && d.importMs !== undefined && (
          <Text size="sm">
            {t('adminImport.demo.timing', { files: d.runs.length, generate: formatDuration(d.generateMs, lang), import: formatDuration(d.importMs, lang) })}
          </Text>
        )}
        {d.error && (
          <Text size="sm" c="red.9" role="alert">
            {d.error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
