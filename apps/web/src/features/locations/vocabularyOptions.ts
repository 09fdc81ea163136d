import type { TFunction } from 'i18next';
import type { useLocationVocabulary } from './useLocationTable';

type Vocabulary = ReturnType<typeof useLocationVocabulary>;

// the list's filters and the bulk bar offer the same choices; 'none' stands for "no status" / "nobody"

/** The status choices of a select: "no status", then the company's status values in their order. */
export const statusOptions = (vocabulary: Vocabulary, t: TFunction) => [
  { value: 'none', label: t('locationsTable.filters.noStatus') },
  ...vocabulary.status.map((v) => ({ value: String(v.id), label: v.name })),
];

/** The label choices of a select, by name. */
export const labelOptions = (vocabulary: Vocabulary) =>
  vocabulary.labels.map((l) => ({ value: String(l.id), label: l.name ?? '' }));

/** The assignee choices of a select: "nobody", then the company's users. */
export const assigneeOptions = (vocabulary: Vocabulary, t: TFunction) => [
  { value: 'none', label: t('locationsTable.filters.nobody') },
  ...vocabulary.users.map((u) => ({ value: String(u.id), label: u.name })),
];
