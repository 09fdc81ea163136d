import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** a destructive or consequential change: red, and the focus starts on Cancel */
  danger?: boolean;
  pending?: boolean;
  /** a refusal of the server, already in words (refusalText): shown inside the dialog, which stays open */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/**
 * The one confirmation of the app, for deleting, archiving, changing roles and leaving unsaved changes.
 * Escape and the close button cancel.
 */
export function ConfirmDialog({ opened, title, body, confirmLabel, cancelLabel, danger, pending, error, onConfirm, onClose, testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('ui.confirm.close') }} data-testid={testId}>
      <Stack>
        {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
        {!!error && (
          <Alert color="red" role="alert" variant="light" data-testid="confirm-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* a consequential change starts with the focus on Cancel, so that Enter alone does not make it */}
          <Button variant="default" onClick={onClose} data-autofocus={danger ? true : undefined} data-testid="confirm-cancel">
            {cancelLabel ?? t('ui.confirm.cancel')}
          </Button>
          <Button color={danger ? 'red.8' : undefined} loading={pending} onClick={onConfirm} data-autofocus={danger ? undefined : true} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
