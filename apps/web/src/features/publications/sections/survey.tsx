import {
  Alert,
  Button,
  Checkbox,
  Loader,
  Radio,
  Rating,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationTypes, type PublicQuestion } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { SectionFrame, paramText } from './SectionFrame';
import { answersToSend, invalidAnswer, visibleQuestions, type Answers } from './surveyLogic';
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

function QuestionInput({
  q,
  value,
  onChange,
  disabled,
}: {
  q: PublicQuestion;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
}) {
  const label = q.name;
  const description = q.folded ? undefined : (q.description ?? undefined);
  const options = q.values.map((v) => ({ label: v.name, value: v.value ?? v.name }));
  const common = { label, description, disabled, 'data-testid': `question-${q.field ?? q.id}` };
  switch (q.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={2}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'select':
      // radio buttons: every choice visible at once, easy to tap on a phone
      return (
        <Radio.Group {...common} value={value} onChange={onChange}>
          <Stack gap={4} mt={4}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiselect':
      return (
        <Checkbox.Group
          {...common}
          value={value ? value.split('; ') : []}
          onChange={(v) => onChange(v.join('; '))}
        >
          <Stack gap={4} mt={4}>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          description={description}
          disabled={disabled}
          checked={value === 'yes'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'yes' : '')}
          data-testid={common['data-testid']}
        />
      );
    case 'rating':
      return (
        <div>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Rating
            value={Number(value) || 0}
            onChange={(v) => onChange(String(v))}
            readOnly={disabled}
            aria-label={label}
          />
        </div>
      );
    default:
      return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

/** A survey: its questions in order, a dependent one only when its question has the value; answers are stored. */
function Survey({ section, page, mode }: SectionProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      api.request('POST', '/sections/list/public', {
        body: { publicationKey: page.publication.key, answers: answersToSend(section.questions, answers) },
      }),
  });
  const shown = visibleQuestions(section.questions, answers);
  const title = paramText(section.param1) || t('publications.sectionTypes.survey');
  const submit = () => {
    const bad = invalidAnswer(shown, answers);
    if (bad) return setProblem(t('publications.survey.invalid', { question: bad.name }));
    if (!answersToSend(section.questions, answers).length)
      return setProblem(t('publications.survey.nothing'));
    setProblem(null);
    send.mutate();
  };
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!section.questions.length && t('publications.sections.noQuestions')}
    >
      {send.isSuccess ? (
        <Alert color="teal" role="status" data-testid="survey-thanks">
          {t('publications.survey.thanks')}
        </Alert>
      ) : (
        <Stack
          gap="md"
          component="form"
          onSubmit={(e) => (e.preventDefault(), submit())}
          data-testid="pub-survey"
        >
          {paramText(section.param2) && (
            <Text style={{ whiteSpace: 'pre-line' }}>{paramText(section.param2)}</Text>
          )}
          {shown.map((q) => (
            <QuestionInput
              key={q.id}
              q={q}
              value={answers[q.id] ?? ''}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
              disabled={mode === 'preview'}
            />
          ))}
          {(problem || send.isError) && (
            <Text c="red.8" role="alert">
              {problem ?? t('publications.survey.failed')}
            </Text>
          )}
          <Button
            type="submit"
            w="fit-content"
            disabled={mode === 'preview'}
            loading={send.isPending}
            className="pub-no-print"
            style={{ background: page.company.style.primaryColor }}
          >
            {t('publications.survey.send')}
          </Button>
        </Stack>
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
