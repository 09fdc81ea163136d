import type { ComponentType } from 'react';
import type {
  indicatorTypes,
  PublicPage,
  PublicSection,
  sectionTypes,
  surveyQuestionStatuses,
  surveyQuestionTypes,
} from '@plotwise/contracts';

export type SectionType = (typeof sectionTypes)[number];

/** Where a section renders: on the public page (visitors may answer and decide) or in the editor's preview. */
export type PageMode = 'public' | 'preview';

export interface SectionProps {
  section: PublicSection;
  page: PublicPage;
  mode: PageMode;
}

/** One field of a section's editor form: which stored parameter it writes and how it is edited. */
export interface ParamField {
  param: 'param1' | 'param2';
  /** i18n key of the label */
  label: string;
  multiline?: boolean;
}

/** A section type in the registry: its editor form (parameters, or an own editor) and its public renderer. */
export interface SectionKind {
  type: SectionType;
  /** the publication types this section suits (the editor offers it for those) */
  for: readonly PublicPage['publication']['type'][];
  params: readonly ParamField[];
  Render: ComponentType<SectionProps>;
  /** an editor of its own beside the parameters (the survey's questions) */
  Editor?: ComponentType<QuestionEditorProps>;
  /** the section shows indicators the author chooses (section cfg `indicators`; the scores sections) */
  indicators?: boolean;
  /** the author picks which images of the location or concept it shows (param2: image ids; the images carrousel) */
  images?: boolean;
}

/** An indicator of a scores section as the editor keeps it (ids of stored ones are kept). */
export interface EditorIndicator {
  id?: number;
  type: (typeof indicatorTypes)[number];
  name: string;
  description: string | null;
  /** the author's own figure (custom types) */
  score: number | null;
  order: number;
}

/** A survey question as the editor keeps it (ids of stored questions and values are kept, so answers stay). */
export interface EditorQuestion {
  id?: number;
  name: string;
  status: (typeof surveyQuestionStatuses)[number];
  description: string | null;
  field: string | null;
  type: (typeof surveyQuestionTypes)[number];
  folded: boolean;
  dependsOnQuestionField: string | null;
  dependsOnQuestionValue: string | null;
  order: number;
  values: { id?: number; name: string; value: string | null }[];
}

export interface QuestionEditorProps {
  questions: EditorQuestion[];
  onSave: (questions: EditorQuestion[]) => void;
  disabled?: boolean;
  /** a save is on its way: adding, moving and removing wait, so a new question is never sent twice without its id */
  busy?: boolean;
}
