import { Button } from '@mantine/core';
import { DELETED_RETENTION_DAYS } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { announceDeleted } from '../undo/deletedLocation';

/**
 * Delete the location after a confirmation (it takes its notes, labels, values and constraints with it). The list it
 * sends the user to offers Undo for a while (UndoDeleteNotice); after that staff can still restore it.
 */
export function DeleteLocation({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    try {
      await api.remove('locations', id);
      announceDeleted(id, name);
      qc.removeQueries({ queryKey: ['entity', 'locations', 'detail', String(id)] });
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
      void navigate('/locations/list');
    } catch (e) {
      setError((e as Error).message);
      setPending(false);
    }
  };
  return (
    <>
      <Button color="red.8" variant="outline" onClick={() => setOpen(true)} data-testid="delete-location">
        {t('locationModify.delete')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('ui.confirm.deleteTitle', { name })}
        body={t('locationModify.deleteBody', { days: DELETED_RETENTION_DAYS })}
        confirmLabel={t('ui.confirm.delete')}
        danger
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
