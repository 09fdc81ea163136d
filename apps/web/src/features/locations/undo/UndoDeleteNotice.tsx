import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { deletedRoutes } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/ApiError';
import { entityKeys } from '../../../api/queries';
import { clearDeleted, useDeletedLocation } from './deletedLocation';

/**
 * The notice after a location was deleted: "Undo" for UNDO_NOTICE_MS brings it back with everything that went with
 * it (POST /api/locations/undo-delete/{id}) and opens it again. Shown at the foot of the screen, reachable by Tab.
 */
export function UndoDeleteNotice() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const deleted = useDeletedLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // the offer ends by itself; an error stays until closed, so it can be read
  useEffect(() => {
    if (!deleted || error) return;
    const timer = setTimeout(() => clearDeleted(deleted.id), Math.max(0, deleted.until - Date.now()));
    return () => clearTimeout(timer);
  }, [deleted, error]);

  if (!deleted) return null;
  const close = () => {
    setError(null);
    clearDeleted(deleted.id);
  };
  const undo = async () => {
    setPending(true);
    setError(null);
    try {
      await api.call(deletedRoutes.undoLocationDelete, { params: { id: deleted.id } });
      clearDeleted(deleted.id);
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
      void navigate(`/locations/detail/${deleted.id}/modify`);
    } catch (e) {
      const code = isApiError(e) ? e.code : null;
      setError(
        code === 'undo_expired' || code === 'not_found' || code === 'forbidden' || code === 'restore_conflict' || code === 'restore_parent_missing'
          ? t(`locationUndo.errors.${code}`)
          : t('locationUndo.errors.other', { message: (e as Error).message }),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper
      shadow="md"
      withBorder
      p="sm"
      role="status"
      aria-live="polite"
      data-testid="undo-delete-notice"
      style={{ position: 'fixed', insetInline: 0, bottom: 16, marginInline: 'auto', width: 'min(520px, 92vw)', zIndex: 300 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{error ?? t('locationUndo.deleted', { name: deleted.name || t('locationUndo.unnamed') })}</Text>
        <Group gap="xs" wrap="nowrap">
          {!error && (
            <Button size="xs" variant="light" loading={pending} onClick={() => void undo()} data-testid="undo-delete">
              {t('locationUndo.undo')}
            </Button>
          )}
          <CloseButton size="sm" aria-label={t('locationUndo.close')} onClick={close} />
        </Group>
      </Group>
    </Paper>
  );
}
