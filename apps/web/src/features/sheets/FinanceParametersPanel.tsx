import { Alert, Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { financeParameterCodeKeys } from '@plotwise/core/finance/index';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { formatInputNumber } from './parseNumber';
import { allowedRange, draftToParameters, parameterCodeKeys, parameterErrors, parameterNumberKeys } from './parameterFields';
import { useSheet } from './sheetContext';

const asText = (v: unknown, lang: string) => (typeof v === 'number' ? formatInputNumber(v, lang, 4) : typeof v === 'string' ? v : '');

/**
 * The location's finance parameters (docs/finance.md) in a side panel. Every keystroke is checked by the engine's
 * own parameter reader, and its verdict shows at the field with the allowed range; saving goes through the
 * location's cfg, which keeps keys the panel does not know.
 */
export function FinanceParametersPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('sheets.parameters.title')} size="md">
      {opened && <ParametersForm onClose={onClose} />}
    </Drawer>
  );
}

function ParametersForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { parameters, locationId } = useSheet();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries([...parameterNumberKeys, ...parameterCodeKeys].map((k) => [k, asText(parameters[k], lang)])),
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const typed = draftToParameters(draft, lang);
  const errors = parameterErrors(typed);
  const save = async () => {
    setSaving(true);
    setFailure(null);
    const known = new Set([...parameterNumberKeys, ...parameterCodeKeys]);
    const kept = Object.fromEntries(Object.entries(parameters).filter(([k]) => !known.has(k)));
    try {
      await api.update('locations', locationId, { cfg: { finance_parameters: { ...kept, ...typed } } });
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
      onClose();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (key: string) => {
    const code = errors[key];
    if (!code) return undefined;
    const range = allowedRange(key, lang);
    return code === 'out_of_range' && range ? `${t('sheets.errorCodes.out_of_range')}: ${range}` : t(`sheets.errorCodes.${code}`);
  };
  return (
    <Stack gap="xs" data-testid="parameters-panel">
      {parameterCodeKeys.map((key) => (
        <Select
          key={key}
          label={t(`sheets.parameters.keys.${key}`)}
          data={financeParameterCodeKeys[key]!.codes.map((c) => ({ value: c, label: t(`sheets.parameters.codes.${c}`) }))}
          placeholder={t(`sheets.parameters.codes.${financeParameterCodeKeys[key]!.default}`)}
          value={draft[key] || null}
          onChange={(v) => setDraft((d) => ({ ...d, [key]: v ?? '' }))}
          error={fieldError(key)}
          clearable
        />
      ))}
      {parameterNumberKeys.map((key) => (
        <TextInput
          key={key}
          label={t(`sheets.parameters.keys.${key}`)}
          description={allowedRange(key, lang)}
          inputMode="decimal"
          value={draft[key] ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setDraft((d) => ({ ...d, [key]: v }));
          }}
          error={fieldError(key)}
          data-testid={`parameter-${key}`}
        />
      ))}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onClose}>
          {t('sheets.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={Object.keys(errors).length > 0} data-testid="save-parameters">
          {t('sheets.save')}
        </Button>
      </Group>
    </Stack>
  );
}
