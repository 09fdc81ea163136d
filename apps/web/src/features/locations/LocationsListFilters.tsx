import { Checkbox, Group, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useLocationVocabulary } from './useLocationTable';
import type { ListFilters } from './useListFilters';
import { LabelAssigneeSelects } from './LabelAssigneeSelects';
import { statusOptions } from './vocabularyOptions';

/** The row under the list's title: search, status, label and assignee filters, archived, and "select all". */
export function LocationsListFilters({
  filters,
  vocabulary,
  allSelected,
  someSelected,
  selectDisabled,
  onSelectAll,
}: {
  filters: ListFilters;
  vocabulary: ReturnType<typeof useLocationVocabulary>;
  allSelected: boolean;
  someSelected: boolean;
  /** while the rest of the list still comes in, "select all" waits: it means every location shown */
  selectDisabled: boolean;
  onSelectAll: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { filter, setFilter } = filters;
  return (
    <Group gap="md" align="flex-end">
      <TextInput
        placeholder={t('locations.search')}
        aria-label={t('locations.search')}
        value={filter.text}
        onChange={(e) => setFilter({ ...filter, text: e.currentTarget.value })}
        w={280}
      />
      <Select
        label={t('locationsTable.filters.status')}
        placeholder={t('locationsTable.filters.all')}
        clearable
        data={statusOptions(vocabulary, t)}
        value={filters.statusFilter}
        onChange={filters.setStatusFilter}
        w={180}
      />
      <LabelAssigneeSelects filter={filter} onFilter={setFilter} vocabulary={vocabulary} />
      <Switch
        label={t('locations.showArchived')}
        checked={filters.archived}
        onChange={(e) => filters.setArchived(e.currentTarget.checked)}
      />
      <Checkbox
        label={t('locationsTable.selectAll')}
        checked={allSelected}
        disabled={selectDisabled}
        indeterminate={!allSelected && someSelected}
        onChange={(e) => onSelectAll(e.currentTarget.checked)}
        data-testid="select-all"
      />
    </Group>
  );
}
