import { Button, Checkbox, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A button that opens the check boxes of the columns a user may show or hide. */
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
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" data-testid="column-chooser">
          {label ?? t('ui.table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={560}>
        <Stack gap="xs">
          <Text size="sm">{t('ui.table.columnsInstruction')}</Text>
          <SimpleGrid cols={columns.length > 8 ? { base: 1, sm: 2, md: 3 } : 1} spacing={6}>
            {columns.map((c) => (
              <Checkbox key={c.id} size="xs" label={c.header} checked={visible.includes(c.id)} onChange={(e) => onChange(c.id, e.currentTarget.checked)} />
            ))}
          </SimpleGrid>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
