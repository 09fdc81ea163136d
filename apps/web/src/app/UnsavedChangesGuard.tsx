import type { Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** Put it in an editable screen: asks "stay or leave without saving?" when the user leaves with changes. */
export function UnsavedChangesGuard({ dirty, allow }: { dirty: boolean; allow?: (next: Location, current: Location) => boolean }) {
  const { t } = useTranslation();
  const blocker = useUnsavedChangesGuard(dirty, allow);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('ui.unsaved.title')}
      body={t('ui.unsaved.body')}
      cancelLabel={t('ui.unsaved.stay')}
      confirmLabel={t('ui.unsaved.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
      testId="unsaved-changes"
    />
  );
}
