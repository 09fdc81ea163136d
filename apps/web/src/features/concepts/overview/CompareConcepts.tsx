import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatNumber, formatVolume } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { compareRows, type ComparedConcept, type CompareRow } from './conceptFigures';

/** Two or three concepts side by side: their form factors and their unit mix in one table. */
export function CompareConcepts({
  concepts,
  onClose,
}: {
  concepts: readonly ComparedConcept[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows = useMemo(() => compareRows(concepts), [concepts]);
  const show = (r: CompareRow, v: number | null) => {
    if (v === null) return '–';
    switch (r.kind) {
      case 'area':
        return formatArea(v, lang, { hectares: false });
      case 'length':
        return formatLength(v, lang);
      case 'volume':
        return formatVolume(v, lang);
      case 'ratio':
        return formatNumber(v, lang, 2);
      default:
        return formatNumber(v, lang, 0);
    }
  };
  const columns: DataColumn<CompareRow>[] = [
    {
      id: 'figure',
      header: t('conceptsOverview.compare.figure'),
      cell: (r) =>
        r.factor
          ? t(`conceptsOverview.ff.${r.factor}`)
          : t('conceptsOverview.compare.mixRow', { name: r.label }),
    },
    ...concepts.map((c, i): DataColumn<CompareRow> => ({
      id: `c${c.id}`,
      header: c.name,
      numeric: true,
      cell: (r) => show(r, r.values[i] ?? null),
    })),
  ];
  return (
    <Paper withBorder p="md" data-testid="concepts-compare">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('conceptsOverview.compare.title', { count: concepts.length })}
          </Title>
          <Button size="xs" variant="subtle" onClick={onClose}>
            {t('conceptsOverview.compare.close')}
          </Button>
        </Group>
        {concepts.some((c) => !c.formFactors) && (
          <Text size="sm" c="dimmed">
            {t('conceptsOverview.compare.emptyConcept')}
          </Text>
        )}
        <DataTable
          columns={columns}
          rows={rows}
          rowId={(r) => r.id}
          label={t('conceptsOverview.compare.title', { count: concepts.length })}
          testId="concepts-compare-table"
        />
      </Stack>
    </Paper>
  );
}
