import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationTypes } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { SectionFrame, paramText } from './SectionFrame';
import { SurveyForm } from './SurveyForm';
import type { QuestionEditorProps, SectionKind, SectionProps } from './types';

// The questions' editor (selects, switches: Mantine's Combobox and floating-ui) is only for the signed-in editor;
// loaded on demand it stays out of the public pages' entry.
const SurveyQuestionsEditor = lazy(() =>
  import('./SurveyQuestionsEditor').then((m) => ({ default: m.SurveyQuestionsEditor })),
);

function QuestionsEditor(props: QuestionEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
      <SurveyQuestionsEditor {...props} />
    </Suspense>
  );
}

/** A survey: its questions in order, a dependent one only when its question has the value; answers are stored. */
function Survey({ section, page, mode }: SectionProps) {
  const { t } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.survey');
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!section.questions.length && t('publications.sections.noQuestions')}
    >
      <SurveyForm
        questions={section.questions}
        intro={paramText(section.param2)}
        disabled={mode === 'preview'}
        color={page.company.style.primaryColor}
        send={(answers) =>
          api.request('POST', '/sections/list/public', { body: { publicationKey: page.publication.key, answers } })
        }
      />
    </SectionFrame>
  );
}

export const survey: SectionKind = {
  type: 'survey',
  for: publicationTypes,
  params: [
    { param: 'param1', label: 'publications.params.title' },
    { param: 'param2', label: 'publications.params.intro', multiline: true },
  ],
  Render: Survey,
  Editor: QuestionsEditor,
};
