import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Delete X? This cannot be undone." before a record goes. `ask(item)` opens the question; `dialog` goes into
 * the screen. The deletion runs after the confirmation; its progress and a refusal show where the screen
 * shows its other saves (SaveStatus), so the dialog closes at once.
 */
export function useDeleteConfirm<T>(nameOf: (item: T) => string, onDelete: (item: T) => void): { ask: (item: T) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [item, setItem] = useState<{ value: T } | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={!!item}
      title={t('ui.confirm.deleteTitle', { name: item ? nameOf(item.value) : '' })}
      body={t('ui.confirm.deleteBody')}
      confirmLabel={t('ui.confirm.delete')}
      danger
      onConfirm={() => {
        if (item) onDelete(item.value);
        setItem(null);
      }}
      onClose={() => setItem(null)}
    />
  );
  return { ask: (value: T) => setItem({ value }), dialog };
}
