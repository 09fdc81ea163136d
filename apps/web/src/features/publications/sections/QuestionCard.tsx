import { ActionIcon, Group, Paper, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { surveyQuestionTypes } from '@plotwise/contracts';
import { CommitTextInput } from '../../../ui/CommitTextInput';
import { useDerivedState } from '../../../ui/useDerivedState';
import type { EditorQuestion } from './types';

// One question of the survey editor (SurveyQuestionsEditor.tsx), in its parts.

const CHOICES = new Set(['select', 'multiselect']);

/** The values of a choice question, one per line ("Label" or "Label = value"). */
const valuesFromText = (text: string, old: EditorQuestion['values']): EditorQuestion['values'] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line, i) => {
      const [name, value] = line.split('=').map((s) => s.trim());
      return { ...(old[i]?.id ? { id: old[i]!.id } : {}), name: name!, value: value || name! };
    });
const valuesToText = (values: EditorQuestion['values']) =>
  values.map((v) => (v.value && v.value !== v.name ? `${v.name} = ${v.value}` : v.name)).join('\n');

/** A question's top row: its name and type, and the buttons that move it up or down or remove it. */
function QuestionHeading({
  q,
  index,
  count,
  disabled,
  busy,
  onPatch,
  onMove,
  onRemove,
}: {
  q: EditorQuestion;
  index: number;
  count: number;
  disabled?: boolean;
  busy?: boolean;
  onPatch: (p: Partial<EditorQuestion>) => void;
  onMove: (d: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <CommitTextInput
        label={t('publications.survey.name')}
        value={q.name}
        onCommit={(name) => onPatch({ name })}
        disabled={disabled}
        style={{ flex: 1 }}
        data-testid="question-name"
      />
      <Select
        label={t('publications.survey.type')}
        data={surveyQuestionTypes.map((v) => ({ value: v, label: t(`publications.survey.types.${v}`) }))}
        value={q.type}
        onChange={(v) => v && onPatch({ type: v as EditorQuestion['type'] })}
        allowDeselect={false}
        disabled={disabled}
        w={150}
        data-testid="question-type"
      />
      <ActionIcon
        variant="subtle"
        onClick={() => onMove(-1)}
        disabled={disabled || busy || index === 0}
        aria-label={t('common.moveUp', { name: q.name })}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        onClick={() => onMove(1)}
        disabled={disabled || busy || index === count - 1}
        aria-label={t('common.moveDown', { name: q.name })}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        onClick={onRemove}
        disabled={disabled || busy}
        aria-label={t('common.deleteNamed', { name: q.name })}
      >
        ×
      </ActionIcon>
    </Group>
  );
}

/** A question's field name, and the question and value it depends on (the value only once a question is chosen). */
function QuestionDependency({
  q,
  all,
  disabled,
  onPatch,
}: {
  q: EditorQuestion;
  all: EditorQuestion[];
  disabled?: boolean;
  onPatch: (p: Partial<EditorQuestion>) => void;
}) {
  const { t } = useTranslation();
  const others = all
    .filter((o) => o !== q && o.field)
    .map((o) => ({ value: o.field!, label: `${o.name} (${o.field})` }));
  return (
    <Group gap="xs" grow>
      <CommitTextInput
        label={t('publications.survey.field')}
        value={q.field ?? ''}
        onCommit={(f) => onPatch({ field: f || null })}
        disabled={disabled}
        data-testid="question-field"
      />
      <Select
        label={t('publications.survey.dependsOn')}
        data={others}
        value={q.dependsOnQuestionField}
        onChange={(v) =>
          onPatch({
            dependsOnQuestionField: v,
            dependsOnQuestionValue: v ? q.dependsOnQuestionValue : null,
          })
        }
        clearable
        disabled={disabled}
        data-testid="question-depends-field"
      />
      <CommitTextInput
        label={t('publications.survey.dependsValue')}
        value={q.dependsOnQuestionValue ?? ''}
        onCommit={(v) => onPatch({ dependsOnQuestionValue: v || null })}
        disabled={disabled || !q.dependsOnQuestionField}
        data-testid="question-depends-value"
      />
    </Group>
  );
}

/** Whether a question starts folded, and whether it is shown at all. */
function QuestionFlags({
  q,
  disabled,
  onPatch,
}: {
  q: EditorQuestion;
  disabled?: boolean;
  onPatch: (p: Partial<EditorQuestion>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Switch
        label={t('publications.survey.folded')}
        checked={q.folded}
        onChange={(e) => onPatch({ folded: e.currentTarget.checked })}
        disabled={disabled}
        size="xs"
      />
      <Switch
        label={t('publications.survey.shown')}
        checked={q.status !== 'hidden'}
        onChange={(e) => onPatch({ status: e.currentTarget.checked ? 'published' : 'hidden' })}
        disabled={disabled}
        size="xs"
      />
    </Group>
  );
}

/** One question of the survey editor; a choice question also lists its values, committed when the field loses focus. */
export function QuestionCard({
  q,
  index,
  all,
  disabled,
  busy,
  onPatch,
  onMove,
  onRemove,
}: {
  q: EditorQuestion;
  index: number;
  all: EditorQuestion[];
  disabled?: boolean;
  busy?: boolean;
  onPatch: (p: Partial<EditorQuestion>) => void;
  onMove: (d: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [valuesText, setValuesText] = useDerivedState(q.values, valuesToText);
  return (
    <Paper withBorder p="xs" data-testid="question-card">
      <Stack gap={6}>
        <QuestionHeading
          q={q}
          index={index}
          count={all.length}
          disabled={disabled}
          busy={busy}
          onPatch={onPatch}
          onMove={onMove}
          onRemove={onRemove}
        />
        <QuestionDependency q={q} all={all} disabled={disabled} onPatch={onPatch} />
        {CHOICES.has(q.type) && (
          <Textarea
            label={t('publications.survey.values')}
            description={t('publications.survey.valuesHint')}
            value={valuesText}
            onChange={(e) => setValuesText(e.currentTarget.value)}
            onBlur={() => onPatch({ values: valuesFromText(valuesText, q.values) })}
            autosize
            minRows={2}
            disabled={disabled}
            data-testid="question-values"
          />
        )}
        <QuestionFlags q={q} disabled={disabled} onPatch={onPatch} />
      </Stack>
    </Paper>
  );
}
