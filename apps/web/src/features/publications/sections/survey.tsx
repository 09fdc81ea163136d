import { Alert, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationTypes, type PublicSurveySaved } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { SectionFrame, paramText } from './SectionFrame';
import { formatDate } from '../../../lib/format';
import { SurveyForm } from './SurveyForm';
import { useRespondent } from './useRespondent';
import type { QuestionEditorProps, SectionKind, SectionProps } from './types';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

// The questions' editor (selects, switches: Mantine's Combobox and floating-ui) is only for the signed-in editor;
// loaded on demand it stays out of the public pages' entry.
// The private link with its copy button shows only after sending: it stays out of the public entry (its budget).
const PrivateAnswersLink = lazy(() => import('./PrivateAnswersLink').then((m) => ({ default: m.PrivateAnswersLink })));
const SurveyQuestionsEditor = lazy(() =>
  import('./SurveyQuestionsEditor').then((m) => ({ default: m.SurveyQuestionsEditor })),
);

function QuestionsEditor(props: QuestionEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingIndicator size="sm" label={t('common.loading')} />}>
      <SurveyQuestionsEditor {...props} />
    </Suspense>
  );
}

/**
 * A survey: its questions in order, a dependent one only when its question has the value; answers are stored. After
 * sending, the respondent gets a private link; opened again, the form holds their answers and sending replaces them.
 */
function Survey({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.survey');
  const respondent = useRespondent(page.publication.key, mode !== 'preview');
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!section.questions.length && t('publications.sections.noQuestions')}
    >
      {respondent.loading ? (
        <LoadingIndicator size="sm" label={t('common.loading')} />
      ) : (
        <SurveyForm
          // a respondent's answers arrive after the first render: the form starts from them
          key={respondent.key ?? 'new'}
          questions={section.questions}
          intro={paramText(section.param2)}
          disabled={mode === 'preview'}
          color={page.company.style.primaryColor}
          initial={respondent.initial}
          notice={
            respondent.key ? (
              <Text size="sm" c="dimmed" data-testid="survey-changing">
                {t('publications.survey.changing', { date: formatDate(respondent.sentAt, i18n.language, true) })}
              </Text>
            ) : respondent.unknown ? (
              <Alert color="yellow" data-testid="survey-link-unknown">
                {t('publications.survey.linkUnknown')}
              </Alert>
            ) : null
          }
          send={(answers) =>
            api.request<PublicSurveySaved>('POST', '/sections/list/public', {
              body: { publicationKey: page.publication.key, answers, ...(respondent.key ? { respondentKey: respondent.key } : {}) },
            })
          }
          thanks={(saved) => (
            <Suspense fallback={t('publications.survey.thanks')}>
              <PrivateAnswersLink respondentKey={saved.respondentKey} />
            </Suspense>
          )}
        />
      )}
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
