import { Stack, Text, Title } from '@mantine/core';
import { filterGroups } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { AddFilterSelect } from './AddFilterSelect';
import { FilterCard } from './FilterCard';
import { useFilterEditor } from './filterEditorContext';
import type { FilterDraft } from './filterDrafts';

/** The query's filters by group of the catalogue, and the choice of a filter to add. */
export function FilterEditor({ drafts, onAdd }: { drafts: readonly FilterDraft[]; onAdd: (key: string) => void }) {
  const { t } = useTranslation();
  const { entryOf, readOnly } = useFilterEditor();
  const groupOf = (d: FilterDraft) => entryOf(d.key)?.group ?? 'unknown';
  const groups = [...filterGroups, 'unknown'].map((g) => ({ group: g, drafts: drafts.filter((d) => groupOf(d) === g) })).filter((g) => g.drafts.length);
  return (
    <Stack gap="sm" data-testid="filter-editor">
      {!readOnly && <AddFilterSelect label={t('opportunities.filter.add')} onAdd={onAdd} />}
      {drafts.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('opportunities.filter.empty')}
        </Text>
      )}
      {groups.map((g) => (
        <Stack key={g.group} gap={6} role="group" aria-label={g.group === 'unknown' ? t('opportunities.groups.unknown') : t(`opportunities.groups.${g.group}`)}>
          <Title order={3} size="h6" c="gray.8">
            {g.group === 'unknown' ? t('opportunities.groups.unknown') : t(`opportunities.groups.${g.group}`)}
          </Title>
          {g.drafts.map((d) => (
            <FilterCard key={d.uid} draft={d} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
