import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { euros, Money } from './Figures';
import { LandPriceCheck } from './LandPriceCheck';
import type { DerivationLine, SheetLink } from './rgwDerivation';
import { RgwPdfButton } from './RgwPdfButton';
import { heatColour, parseSteps } from './sensitivityGrid';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';
import type { SheetPath } from './sheetLinks';

const target: Record<SheetLink, SheetPath> = { income: 'finance/income', costs: 'finance/costs', results: 'finance/results', rgw: 'finance/rgw' };

function Steps() {
  const { t } = useTranslation();
  const { stepsPercent, setSearch } = useSheet();
  const [text, setText] = useState(stepsPercent.join(', '));
  const parsed = parseSteps(text);
  return (
    <TextInput
      w={260}
      label={t('sheets.rgw.steps')}
      description={t('sheets.rgw.stepsHelp')}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={() => parsed && setSearch('steps', parsed.join(','))}
      onKeyDown={(e) => e.key === 'Enter' && parsed && setSearch('steps', parsed.join(','))}
      error={parsed ? undefined : t('sheets.rgw.badSteps')}
      data-testid="sensitivity-steps"
    />
  );
}

function Rgw() {
  const { t, i18n } = useTranslation();
  const { result, link } = useSheet();
  const view = result.view;
  if (!view?.ok) return null;
  const rgw = view.sheets.rgw;
  const columns: DataColumn<DerivationLine>[] = [
    { id: 'step', header: t('sheets.rgw.step'), cell: (l) => (l.key === 'land' ? <strong>{t('sheets.rgw.lines.land')}</strong> : <Link to={link(target[l.link])}>{t(`sheets.rgw.lines.${l.key}`)}</Link>) },
    { id: 'amount', header: t('sheets.rgw.amount'), numeric: true, cell: (l) => <Money cents={l.cents} testId={`rgw-line-${l.key}`} /> },
  ];
  return (
    <Stack gap="md">
      <Group gap="xl" data-testid="rgw-summary">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('sheets.rgw.value')}
          </Text>
          <Money figure={rgw.residualLandValue} testId="rgw-value" size="xl" />
          {rgw.isNegative && (
            <Text size="sm" c="red">
              {t('sheets.rgw.negative')}
            </Text>
          )}
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('sheets.rgw.perPlotM2')}
          </Text>
          <Money figure={rgw.perPlotSquareMeter} testId="rgw-per-plot-m2" why={t('sheets.why.noPlot')} />
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('sheets.rgw.perDwelling')}
          </Text>
          <Money figure={rgw.perUnit} testId="rgw-per-dwelling" why={t('sheets.why.noDwellings')} />
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('sheets.rgw.perGrossM2')}
          </Text>
          <Money figure={rgw.perGrossSquareMeter} why={t('sheets.why.noGross')} />
        </Stack>
        <RgwPdfButton />
      </Group>
      <Title order={2} size="h4">
        {t('sheets.rgw.derivation')}
      </Title>
      <DataTable columns={columns} rows={view.derivation} rowId={(l) => l.key} label={t('sheets.rgw.derivation')} testId="rgw-derivation" />
      <LandPriceCheck />
      <Title order={2} size="h4">
        {t('sheets.rgw.sensitivity')}
      </Title>
      <Steps />
      {/* a heat table: a grid of scenario cells, not a list of records */}
      <Table withTableBorder withColumnBorders data-testid="sensitivity-heat" style={{ width: 'auto' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sheets.rgw.factor')}</Table.Th>
            {view.heat[0]?.cells.map((c) => (
              <Table.Th key={c.stepPercent} style={{ textAlign: 'right' }}>
                {c.stepPercent > 0 ? '+' : ''}
                {c.stepPercent} %
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.heat.map((row) => (
            <Table.Tr key={row.factor}>
              <Table.Th scope="row">{t(`sheets.rgw.factors.${row.factor}`)}</Table.Th>
              {row.cells.map((c) => (
                <Table.Td key={c.stepPercent} style={{ background: heatColour(c.heat), textAlign: 'right', fontFamily: 'monospace' }} data-cents={c.rgwCents ?? ''} title={c.deltaCents === null ? t('sheets.rgw.noBalance') : `${c.deltaCents >= 0 ? '+' : ''}${euros(c.deltaCents, i18n.language)}`}>
                  {c.rgwCents === null ? t('sheets.rgw.noBalance') : euros(c.rgwCents, i18n.language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export default function RgwScreen() {
  return (
    <SheetsFrame screen="sheets.financeRgw" path="finance/rgw">
      <Rgw />
    </SheetsFrame>
  );
}
