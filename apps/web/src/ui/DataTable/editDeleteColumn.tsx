import { Button, Group } from '@mantine/core';
import type { DataColumn } from './types';

/** The last column of an editable list: Edit and Delete buttons per row (always shown, its header read aloud only). */
export function editDeleteColumn<T>({
  header,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  header: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}): DataColumn<T> {
  return {
    id: 'actions',
    header,
    headerHidden: true,
    ownClick: true,
    hideable: false,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="default" onClick={() => onEdit(row)}>
          {editLabel}
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
          {deleteLabel}
        </Button>
      </Group>
    ),
  };
}
