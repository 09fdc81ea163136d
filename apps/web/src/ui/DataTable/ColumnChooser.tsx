import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * A button that opens the dialog of the columns a user may show or hide (spec, table of locations: a dialog titled
 * with the button's words, the instruction to select the fields, and a close action). Each box applies at once, so
 * closing is all there is to confirm.
 */
export function ColumnChooser({
  columns,
  visible,
  onChange,
  label,
}: {
  columns: readonly { id: string; header: string }[];
  visible: readonly string[];
  onChange: (id: string, on: boolean) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const title = label ?? t('ui.table.columns');
  return (
    <>
      <Button variant="default" onClick={open} data-testid="column-chooser">
        {title}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size={columns.length > 8 ? 'xl' : 'sm'}
        closeButtonProps={{ 'aria-label': t('ui.confirm.close') }}
        data-testid="column-dialog"
      >
        <Stack gap="sm">
          <Text size="sm">{t('ui.table.columnsInstruction')}</Text>
          <SimpleGrid cols={columns.length > 8 ? { base: 1, sm: 2, md: 3 } : 1} spacing={6}>
            {columns.map((c) => (
              <Checkbox key={c.id} size="xs" label={c.header} checked={visible.includes(c.id)} onChange={(e) => onChange(c.id, e.currentTarget.checked)} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={close} data-testid="column-dialog-close">
              {t('ui.confirm.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
