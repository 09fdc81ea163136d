import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refusalText } from './refusalText';

/**
 * Asks before a consequential change (deactivating, archiving, changing roles). Escape cancels, and a refusal
 * of the server is shown inside the dialog, which then stays open.
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('companyUsers.close') }}>
      <Stack>
        <Text size="sm">{body}</Text>
        {!!error && (
          <Alert color="red" role="alert" variant="light" data-testid="confirm-error">
            {refusalText(error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* a consequential change starts with the focus on Cancel, so that Enter alone does not make it */}
          <Button variant="default" onClick={onClose} data-autofocus={danger ? true : undefined}>
            {t('companyUsers.cancel')}
          </Button>
          <Button color={danger ? 'red.8' : undefined} loading={pending} onClick={onConfirm} data-autofocus={danger ? undefined : true}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
