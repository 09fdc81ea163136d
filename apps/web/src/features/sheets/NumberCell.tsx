import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInputNumber, parseLocalNumber } from './parseNumber';

/**
 * A number edited in place in the user's notation (1.234,56 in Dutch): saved once, on Enter or when leaving the
 * field; text that is not a number is refused at the cell and nothing is saved.
 */
export function NumberCell({ value, onCommit, label, testId, min, decimals = 2 }: { value: number; onCommit: (v: number) => void; label: string; testId?: string; min?: number; decimals?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const shown = formatInputNumber(value, lang, decimals);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? shown;
  const parsed = parseLocalNumber(text, lang);
  const error = draft === null ? undefined : parsed === null ? t('sheets.notANumber') : min !== undefined && parsed < min ? t('sheets.atLeast', { min }) : undefined;
  const commit = () => {
    if (draft === null) return;
    if (parsed === null || error) return;
    setDraft(null);
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <TextInput
      size="xs"
      w={130}
      aria-label={label}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
        if (e.key === 'Escape') setDraft(null);
      }}
      styles={{ input: { textAlign: 'right', fontFamily: 'monospace' } }}
      data-testid={testId}
    />
  );
}
