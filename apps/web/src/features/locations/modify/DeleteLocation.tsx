import { Button } from '@mantine/core';
import { DELETED_RETENTION_DAYS } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { currentContextStore } from '../../../app/currentContext';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { announceDeleted } from '../undo/deletedLocation';

/** A query of one location's own data: ['entity', 'locations', kind, String(id), ...]. */
const isQueryOfLocation = (key: readonly unknown[], id: number): boolean =>
  key[0] === 'entity' && key[1] === 'locations' && key[3] === String(id);

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
  const deleted = useRef(false);
  // its queries go when the editor has gone: the list opens in a transition (a lazy screen), so the editor can still
  // be drawn after navigate() returns, and a query removed under it is asked for again, a 404 each (issue #42 item 6)
  useEffect(
    () => () => {
      if (deleted.current) qc.removeQueries({ predicate: (q) => isQueryOfLocation(q.queryKey, id) });
    },
    [qc, id],
  );
  const confirm = async () => {
    setPending(true);
    try {
      // what the editor is still loading of it is cancelled first: answered after the delete, each would be a 404
      await qc.cancelQueries({ predicate: (q) => isQueryOfLocation(q.queryKey, id) });
      await api.remove('locations', id);
      announceDeleted(id, name);
      // it stops being the location the user works on (the header asks for it no more), the list opens and the lists
      // refresh; its own queries (its detail, surfaces, activity, grid capacity, omgevingsplan: ['entity',
      // 'locations', kind, id]) are left alone until the editor unmounts (the effect above)
      deleted.current = true;
      currentContextStore.forgetLocation(String(id));
      await navigate('/locations/list');
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations'), predicate: (q) => !isQueryOfLocation(q.queryKey, id) });
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
