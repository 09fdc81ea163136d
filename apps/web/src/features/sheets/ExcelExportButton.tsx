import { Button, Stack, Text } from '@mantine/core';
import { CSRF_HEADER } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../app/environment';
import { saveBlob } from '../../lib/saveBlob';
import { useSheet } from './sheetContext';

/**
 * "Excel": the concept's sheets from POST /api/finance/export, a workbook in which every figure is a formula over
 * an Inputs sheet (docs/finance.md, Excel export). The answer is a file, not JSON, so the bytes are fetched here
 * with the same cookie and CSRF header as the data client.
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
      const res = await fetch(`${appConfig().services.api.replace(/\/$/, '')}/finance/export`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'plotwise' },
        body: JSON.stringify({ locationId, conceptId, lang }),
      });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`.trim());
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        `concept-${conceptId}.xlsx`;
      saveBlob(await res.blob(), name);
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
