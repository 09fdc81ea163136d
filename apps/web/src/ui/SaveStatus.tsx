import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A live region, so screen readers hear that a save finished or failed. */
export function SaveStatus({ state, error }: { state: 'idle' | 'pending' | 'success' | 'error'; error?: unknown }) {
  const { t } = useTranslation();
  const text =
    state === 'pending' ? t('common.saving') : state === 'success' ? t('common.saved') : state === 'error' ? `${t('common.saveFailed')} ${(error as Error)?.message ?? ''}` : '';
  return (
    <Text size="sm" role="status" aria-live="polite" c={state === 'error' ? 'red.8' : 'dimmed'} data-testid="save-status" data-state={state}>
      {text}
    </Text>
  );
}
