import { Alert, Button, Checkbox, Radio, Rating, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicQuestion } from '@plotwise/contracts';
import { isApiError } from '../../../api/ApiError';
import { answersToSend, invalidAnswer, visibleQuestions, type Answers } from './surveyLogic';

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

export type SentAnswer = ReturnType<typeof answersToSend>[number];

/**
 * The form of a survey's questions (dependent questions shown while their question has the value, numbers checked
 * before sending): the survey section of every public page, and the park page of the IBIS survey with its own `send`.
 * A refusal the server explains (400, e.g. a number it cannot read) is shown with its message.
 */
export function SurveyForm<Result>({
  questions,
  intro,
  disabled,
  color,
  send,
  thanks,
  initial,
  notice,
}: {
  questions: readonly PublicQuestion[];
  intro?: string;
  disabled: boolean;
  color: string;
  send: (answers: SentAnswer[]) => Promise<Result>;
  /** what shows once the answers are in (default: a thank-you), given what `send` answered */
  thanks?: ReactNode | ((result: Result) => ReactNode);
  /** answers to start from (a respondent changing what they sent) */
  initial?: Answers;
  /** a line above the questions (e.g. "you are changing the answers you sent on ...") */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>(initial ?? {});
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useMutation({ mutationFn: () => send(answersToSend(questions, answers)) });
  const shown = visibleQuestions(questions, answers);
  const submit = () => {
    const bad = invalidAnswer(shown, answers);
    if (bad) return setProblem(t('publications.survey.invalid', { question: bad.name }));
    if (!answersToSend(questions, answers).length) return setProblem(t('publications.survey.nothing'));
    setProblem(null);
    sending.mutate();
  };
  const refused = !isApiError(sending.error)
    ? null
    : sending.error.status === 400
      ? sending.error.message
      : sending.error.code === 'visitor_storage_full'
        ? t('publications.survey.full')
        : sending.error.code === 'rate_limited'
          ? t('publications.survey.tooMany')
          : null;
  if (sending.isSuccess)
    return (
      <Alert color="teal" role="status" data-testid="survey-thanks">
        {(typeof thanks === 'function' ? thanks(sending.data as Result) : thanks) ?? t('publications.survey.thanks')}
      </Alert>
    );
  return (
    <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="pub-survey">
      {intro && <Text style={{ whiteSpace: 'pre-line' }}>{intro}</Text>}
      {notice}
      {shown.map((q) => (
        <QuestionInput
          key={q.id}
          q={q}
          value={answers[q.id] ?? ''}
          onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
          disabled={disabled}
        />
      ))}
      {(problem || sending.isError) && (
        <Text c="red.8" role="alert">
          {problem ?? refused ?? t('publications.survey.failed')}
        </Text>
      )}
      <Button
        type="submit"
        w="fit-content"
        disabled={disabled}
        loading={sending.isPending}
        className="pub-no-print"
        style={{ background: color }}
      >
        {t('publications.survey.send')}
      </Button>
    </Stack>
  );
}
