import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardFilter } from './planboard/boardModel';
import type { useLocationVocabulary } from './useLocationTable';
import { assigneeOptions, labelOptions } from './vocabularyOptions';

type LabelAssignee = Pick<CardFilter, 'labelId' | 'assignee'>;

/** The label and assignee filters the list and the planboard share ('none' in the assignee select is "nobody"). */
export function LabelAssigneeSelects<F extends LabelAssignee>({
  filter,
  onFilter,
  vocabulary,
}: {
  filter: F;
  onFilter: (filter: F) => void;
  vocabulary: ReturnType<typeof useLocationVocabulary>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('locationsTable.filters.label')}
        placeholder={t('locationsTable.filters.all')}
        clearable
        data={labelOptions(vocabulary)}
        value={filter.labelId === null ? null : String(filter.labelId)}
        onChange={(v) => onFilter({ ...filter, labelId: v === null ? null : Number(v) })}
        w={180}
      />
      <Select
        label={t('locationsTable.filters.assignee')}
        placeholder={t('locationsTable.filters.all')}
        clearable
        data={assigneeOptions(vocabulary, t)}
        value={filter.assignee === null ? null : String(filter.assignee)}
        onChange={(v) =>
          onFilter({ ...filter, assignee: v === null ? null : v === 'none' ? 'none' : Number(v) })
        }
        w={180}
      />
    </>
  );
}
