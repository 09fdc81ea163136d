import { Select } from '@mantine/core';
import { filterGroups } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFilterEditor } from './filterEditorContext';

/**
 * Adds a filter from the catalogue, by group (type to search, arrows and Enter to choose). Inside an
 * or-choice only filters on plot features are offered: space restrictions and or-choices do not nest there.
 */
export function AddFilterSelect({ label, nested, onAdd }: { label: string; nested?: boolean; onAdd: (key: string) => void }) {
  const { t, i18n } = useTranslation();
  const { entries } = useFilterEditor();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const data = filterGroups
    .map((group) => ({
      group: t(`opportunities.groups.${group}`),
      items: entries
        .filter((e) => e.group === group && !(nested && (e.kind === 'or' || e.kind === 'polygon' || (e.kind === 'region' && e.region !== 'category'))))
        .map((e) => ({ value: e.key, label: e.known === 0 ? `${e.label[lang]} (${t('opportunities.filter.noDataShort')})` : e.label[lang] })),
    }))
    .filter((g) => g.items.length);
  return (
    <Select
      size="xs"
      aria-label={label}
      placeholder={label}
      data={data}
      value={null}
      searchable
      clearable={false}
      nothingFoundMessage={t('opportunities.filter.nothingFound')}
      onChange={(key) => key && onAdd(key)}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={360}
      data-testid={nested ? 'add-child-filter' : 'add-filter'}
    />
  );
}
