import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldConflict } from './conflict';

/**
 * Someone else saved this location after it was opened: per field, their saved value and the user's, and the
 * user chooses which stays. Their value is the default, so a quick "apply" never overwrites a colleague unseen.
 */
export function ConflictDialog({
  conflicts,
  label,
  show,
  pending,
  onApply,
  onClose,
}: {
  conflicts: FieldConflict[];
  label: (field: string) => string;
  show: (field: string, value: unknown) => string;
  pending: boolean;
  onApply: (keepMine: Record<string, boolean>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keepMine, setKeepMine] = useState<Record<string, boolean>>({});
  return (
    <Modal
      opened={conflicts.length > 0}
      onClose={onClose}
      title={t('locationModify.conflict.title')}
      size="lg"
      centered
      data-testid="conflict-dialog"
    >
      <Stack>
        <Text size="sm">{t('locationModify.conflict.body')}</Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('locationModify.conflict.field')}</Table.Th>
              <Table.Th>{t('locationModify.conflict.theirs')}</Table.Th>
              <Table.Th>{t('locationModify.conflict.mine')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conflicts.map((c) => (
              <Table.Tr key={c.field} data-field={c.field}>
                <Table.Td>{label(c.field)}</Table.Td>
                <Table.Td>
                  <Radio
                    name={`conflict-${c.field}`}
                    checked={!keepMine[c.field]}
                    onChange={() => setKeepMine((k) => ({ ...k, [c.field]: false }))}
                    label={show(c.field, c.theirs)}
                    data-testid="keep-theirs"
                  />
                </Table.Td>
                <Table.Td>
                  <Radio
                    name={`conflict-${c.field}`}
                    checked={!!keepMine[c.field]}
                    onChange={() => setKeepMine((k) => ({ ...k, [c.field]: true }))}
                    label={show(c.field, c.mine)}
                    data-testid="keep-mine"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('locationModify.conflict.cancel')}
          </Button>
          <Button loading={pending} onClick={() => onApply(keepMine)} data-testid="conflict-apply">
            {t('locationModify.conflict.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
