import type { ApiRecord, PublicPage, PublicSection } from '@plotwise/contracts';
import type { EditorIndicator, EditorQuestion, SectionType } from './sections/types';

/** A section as the editor holds it: the stored record with its parameters and questions. */
export interface EditorSection {
  id: number;
  type: SectionType;
  order: number;
  param1: PublicSection['param1'];
  param2: PublicSection['param2'];
  questions: EditorQuestion[];
  indicators: EditorIndicator[];
}

type StoredSection = ApiRecord<'sections'> & {
  cfg?: (ApiRecord<'section_cfgs'> & { questions?: ApiRecord<'survey_questions'>[]; indicators?: ApiRecord<'indicators'>[] }) | null;
};

/** The stored sections of a publication (GET detail, depth 3) in the editor's shape; answers are left out. */
export function editorSections(stored: readonly StoredSection[] | undefined): EditorSection[] {
  return (stored ?? [])
    .map((s) => ({
      id: s.id,
      type: s.type as SectionType,
      order: s.order ?? 0,
      param1: (s.cfg?.param1 ?? null) as PublicSection['param1'],
      param2: (s.cfg?.param2 ?? null) as PublicSection['param2'],
      // hidden questions stay in the set (they keep their answers); the preview leaves them out
      questions: (s.cfg?.questions ?? []).map((q) => ({
        id: q.id,
        name: q.name ?? '',
        status: q.status ?? 'published',
        description: q.description ?? null,
        field: q.field ?? null,
        type: q.type ?? 'text',
        folded: q.folded ?? false,
        dependsOnQuestionField: q.dependsOnQuestionField ?? null,
        dependsOnQuestionValue: q.dependsOnQuestionValue ?? null,
        order: q.order ?? 0,
        values: (q.values ?? []).map((v) => ({ id: v.id, name: v.name ?? '', value: v.value ?? null })),
      })),
      indicators: (s.cfg?.indicators ?? [])
        .map((i) => ({
          id: i.id,
          type: i.type ?? 'custom',
          name: i.name ?? '',
          description: i.description ?? null,
          score: i.score ?? null,
          order: i.order ?? 0,
        }))
        .sort((a, b) => a.order - b.order || (a.id ?? 0) - (b.id ?? 0)),
    }))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The preview page: the stored page's data (company, locations) with the editor's current sections and settings. */
export function previewPage(
  base: PublicPage,
  sections: readonly EditorSection[],
  publication: Partial<PublicPage['publication']>,
): PublicPage {
  return {
    ...base,
    publication: { ...base.publication, ...publication },
    sections: sections.map((s) => ({
      // the indicators' values are computed on the server: the stored page's, until a save brings the new ones
      ...(base.sections.find((b) => b.id === s.id)?.scores ? { scores: base.sections.find((b) => b.id === s.id)?.scores } : {}),
      // so are the images' addresses: the stored page's, until a save of the pick brings the new ones
      ...(base.sections.find((b) => b.id === s.id)?.images ? { images: base.sections.find((b) => b.id === s.id)?.images } : {}),
      id: s.id,
      type: s.type,
      order: s.order,
      param1: s.param1,
      param2: s.param2,
      questions: s.questions
        .filter((q) => q.status !== 'hidden')
        .map(({ status: _, ...q }, i) => ({
          ...q,
          id: q.id ?? -1 - i,
          values: q.values.map((v) => ({ name: v.name, value: v.value })),
        })),
    })),
  };
}
