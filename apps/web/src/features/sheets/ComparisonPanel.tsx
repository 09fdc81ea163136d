import { MultiSelect, Paper, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { comparisonRows, type ComparisonRow } from './comparisonRows';
import type { SheetsView } from './computeSheets';
import { Money, Quantity } from './Figures';
import { useSheet } from './sheetContext';
import { useConceptSheets } from './useConceptSheets';

const MAX = 3;

/** Two or three concepts of the location side by side: areas, income, costs and the RGW (?compare=id,id,id). */
export function ComparisonPanel() {
  const { t } = useTranslation();
  const { concepts, units, costs, parameters, location, landPriceEuros, stepsPercent } = useSheet();
  const [search, setSearch] = useSearchParams();
  const asked = (search.get('compare') ?? '').split(',').map(Number).filter((id) => concepts.some((c) => c.id === id));
  const ids = (asked.length ? asked : concepts.map((c) => c.id)).slice(0, MAX);
  const stored = { units, costs, parameters };
  const options = { landPriceEuros, stepsPercent };
  // a fixed number of hooks: one per column, idle when there is no such concept
  const a = useConceptSheets(location.id, ids[0], stored, options);
  const b = useConceptSheets(location.id, ids[1], stored, options);
  const c = useConceptSheets(location.id, ids[2], stored, options);
  const results = [a, b, c].slice(0, ids.length);
  const views: SheetsView[] = results.map((r) => r.view ?? { ok: false, errors: [] });
  const rows = comparisonRows(views);
  const name = (id: number) => concepts.find((x) => x.id === id)?.name || `#${id}`;
  const columns: DataColumn<ComparisonRow>[] = [
    { id: 'figure', header: t('sheets.figure'), cell: (r) => t(`sheets.compare.rows.${r.key}`) },
    ...ids.map(
      (id, i): DataColumn<ComparisonRow> => ({
        id: `c${id}`,
        header: name(id),
        numeric: true,
        cell: (r) => {
          const status = results[i]?.status;
          const why = status === 'loading' ? t('sheets.generating') : results[i]?.view && !results[i]!.view!.ok ? t('sheets.cannotCompute') : t('sheets.why.noBase');
          const v = r.values[i] ?? null;
          return r.kind === 'money' ? <Money cents={v} why={why} testId={`compare-${r.key}-${i}`} /> : <Quantity value={v} kind={r.kind} why={why} testId={`compare-${r.key}-${i}`} />;
        },
      }),
    ),
  ];
  return (
    <Paper withBorder p="sm" data-testid="comparison">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('sheets.compare.title')}
        </Title>
        {concepts.length < 2 ? (
          <span>{t('sheets.compare.needTwo')}</span>
        ) : (
          <>
            <MultiSelect
              label={t('sheets.compare.concepts')}
              data={concepts.map((x) => ({ value: String(x.id), label: x.name || `#${x.id}` }))}
              value={ids.map(String)}
              maxValues={MAX}
              onChange={(v) =>
                setSearch(
                  (prev) => {
                    const next = new URLSearchParams(prev);
                    next.set('compare', v.length ? v.join(',') : 'on');
                    return next;
                  },
                  { replace: true },
                )
              }
              data-testid="compare-concepts"
            />
            <DataTable columns={columns} rows={rows} rowId={(r) => r.key} label={t('sheets.compare.title')} testId="comparison-table" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
