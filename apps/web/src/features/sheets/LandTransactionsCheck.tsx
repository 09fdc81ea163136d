import { Group, Stack, Text, Title } from '@mantine/core';
import { landTransactionCheck, type LandTransactionCheck } from '@plotwise/core/feasibility/index';
import type { FinanceSheets } from '@plotwise/core/finance/index';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate } from '../../lib/format';
import { useLandSales } from './useLandPrices';

/**
 * The RGW against the plot sales near the site (issue #43 item 5): the sales' median and quartiles in euros per m² of
 * their parcels beside the concept's RGW per m² of its plot, and the margin; without a transactions layer or sales
 * within reach it says so.
 */
export function LandTransactionsCheck({ locationId, sheets }: { locationId: number; sheets: FinanceSheets }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const q = useLandSales(locationId);
  const eur = (v: number | null) => (v === null ? '–' : formatCurrency(v, lang, 0));
  if (!q.data) return q.isError ? <Text size="sm" c="red.8">{t('feasibility.plotSales.failed')}</Text> : null;
  const d = q.data;
  const check: LandTransactionCheck = landTransactionCheck(sheets, d.transactions);
  return (
    <Stack gap={4} data-testid="land-transactions" data-counted={check.counted} data-median={check.medianEurosPerSquareMeter ?? ''} data-margin={check.marginPerSquareMeterEuros ?? ''}>
      <Title order={3} size="h5">
        {t('feasibility.plotSales.title', { km: d.radiusMeters / 1000 })}
      </Title>
      {!d.layerImported ? (
        <Text size="sm">{t('feasibility.plotSales.noLayer')}</Text>
      ) : check.counted === 0 ? (
        <Text size="sm">{d.transactions.length ? t('feasibility.plotSales.none', { count: d.transactions.length }) : t('feasibility.plotSales.noneWithin')}</Text>
      ) : (
        <>
          <Group gap="xl">
            <Figure label={t('feasibility.plotSales.median', { count: check.counted })} value={`${eur(check.medianEurosPerSquareMeter)} /m²`} />
            <Figure label={t('feasibility.plotSales.range')} value={`${eur(check.lowEurosPerSquareMeter)} – ${eur(check.highEurosPerSquareMeter)} /m²`} />
            <Figure label={t('feasibility.plotSales.rgw')} value={`${eur(check.rgwPerPlotSquareMeterEuros)} /m²`} />
            <Figure label={t('feasibility.plotSales.margin')} value={`${eur(check.marginPerSquareMeterEuros)} /m² · ${eur(check.marginEuros)}`} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('feasibility.plotSales.source', { date: d.asOf ? formatDate(d.asOf, lang) : '–', listed: d.transactions.length })}
          </Text>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
