import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useLocationVocabulary } from '../useLocationTable';
import { LabelAssigneeSelects } from '../LabelAssigneeSelects';
import type { CardFilter, GroupBy } from './boardModel';

/** The planboard's controls: group by status or phase, then the search, label and assignee filters. */
export function PlanboardFilters({
  groupBy,
  onGroupBy,
  filter,
  onFilter,
  vocabulary,
}: {
  groupBy: GroupBy;
  onGroupBy: (groupBy: GroupBy) => void;
  filter: CardFilter;
  onFilter: (filter: CardFilter) => void;
  vocabulary: ReturnType<typeof useLocationVocabulary>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="flex-end">
      <Stack gap={2}>
        <Text size="sm" fw={500} id="planboard-groupby">
          {t('planboard.groupBy')}
        </Text>
        <SegmentedControl
          aria-labelledby="planboard-groupby"
          value={groupBy}
          onChange={(v) => onGroupBy(v as GroupBy)}
          data={[
            { value: 'status', label: t('planboard.byStatus') },
            { value: 'phase', label: t('planboard.byPhase') },
          ]}
        />
      </Stack>
      <TextInput
        label={t('planboard.search')}
        value={filter.text}
        onChange={(e) => onFilter({ ...filter, text: e.currentTarget.value })}
        w={240}
      />
      <LabelAssigneeSelects filter={filter} onFilter={onFilter} vocabulary={vocabulary} />
    </Group>
  );
}
