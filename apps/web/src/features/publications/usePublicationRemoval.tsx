import { publicationStatuses, type PublicationOverviewRow } from '@plotwise/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityMutations } from '../../api/queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { PublicationAction } from './publicationColumns';

type Pending = { row: PublicationOverviewRow; action: PublicationAction } | null;

/**
 * Archiving (status hidden) and deleting a publication, each confirmed first: `ask` opens the question, `dialog`
 * goes into the screen, `done` is the sentence of the last one that succeeded (for a status line).
 */
export function usePublicationRemoval() {
  const { t } = useTranslation();
  const { update, remove } = useEntityMutations('publications');
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState('');

  const confirm = () => {
    if (!pending) return;
    const { row, action } = pending;
    const after = {
      onSuccess: () => (
        setDone(t(`publications.actions.${action}Done`, { name: row.name })),
        setPending(null)
      ),
    };
    if (action === 'delete') remove.mutate(row.id, after);
    else update.mutate({ id: row.id, body: { status: publicationStatuses.hidden } }, after);
  };

  const dialog = (
    <ConfirmDialog
      opened={!!pending}
      title={pending ? t(`publications.actions.${pending.action}Title`, { name: pending.row.name }) : ''}
      body={pending ? t(`publications.actions.${pending.action}Body`, { name: pending.row.name }) : ''}
      confirmLabel={pending ? t(`publications.actions.${pending.action}`) : ''}
      danger={pending?.action === 'delete'}
      pending={update.isPending || remove.isPending}
      error={update.isError || remove.isError ? t('publications.actions.failed') : null}
      onConfirm={confirm}
      onClose={() => setPending(null)}
    />
  );
  // stable: the table's columns keep it
  const ask = useCallback(
    (row: PublicationOverviewRow, action: PublicationAction) => setPending({ row, action }),
    [],
  );
  return { ask, dialog, done };
}
