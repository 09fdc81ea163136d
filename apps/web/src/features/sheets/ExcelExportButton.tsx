import { Button, Stack, Text } from '@mantine/core';
import { financeRoutes } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFileRoute } from '../../api/fileRoute';
import { useSheet } from './sheetContext';

/**
 * "Excel": the concept's sheets from POST /api/finance/export, a workbook in which every figure is a formula over
 * an Inputs sheet (docs/finance.md, Excel export).
 */
export function ExcelExportButton() {
  const { t, i18n } = useTranslation();
  const { locationId, conceptId } = useSheet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (conceptId === undefined) return null;
  const lang = i18n.language.startsWith('en') ? 'en' : 'nl';
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFileRoute(financeRoutes.export, { body: { locationId, conceptId, lang } }, `concept-${conceptId}.xlsx`);
    } catch (e) {
      setError(t('sheets.excel.failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="light"
        loading={busy}
        onClick={() => void download()}
        title={t('sheets.excel.label')}
        aria-label={t('sheets.excel.label')}
        data-testid="sheets-excel"
      >
        {t('sheets.excel.button')}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="sheets-excel-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
