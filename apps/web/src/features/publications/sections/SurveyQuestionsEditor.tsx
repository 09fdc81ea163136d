import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { surveyQuestionTypes } from '@plotwise/contracts';
import { CommitTextInput } from '../../shared/CommitTextInput';
import { useDerivedState } from '../../shared/useDerivedState';
import { ORDER_STEP } from '../../../lib/order';
import type { EditorQuestion, QuestionEditorProps } from './types';

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

/** The survey's questions: add, edit, order, remove; a question may depend on another's value. Saved as a set. */
export function SurveyQuestionsEditor({ questions, onSave, disabled, busy }: QuestionEditorProps) {
  const { t } = useTranslation();
  const sorted = [...questions].sort((a, b) => a.order - b.order);
  const save = (next: EditorQuestion[]) =>
    onSave(next.map((q, i) => ({ ...q, order: (i + 1) * ORDER_STEP })));
  const patch = (i: number, p: Partial<EditorQuestion>) =>
    save(sorted.map((q, j) => (j === i ? { ...q, ...p } : q)));
  const move = (i: number, d: -1 | 1) => {
    const next = [...sorted];
    const [q] = next.splice(i, 1);
    next.splice(i + d, 0, q!);
    save(next);
  };
  const add = () =>
    save([
      ...sorted,
      {
        name: t('publications.survey.newQuestion'),
        status: 'published',
        description: null,
        field: `q${sorted.length + 1}`,
        type: 'text',
        folded: false,
        dependsOnQuestionField: null,
        dependsOnQuestionValue: null,
        order: 0,
        values: [],
      },
    ]);
  return (
    <Stack gap="xs" data-testid="survey-editor">
      <Text fw={600} size="sm">
        {t('publications.survey.questions')}
      </Text>
      {sorted.map((q, i) => (
        <QuestionCard
          key={q.id ?? `new-${i}`}
          q={q}
          index={i}
          all={sorted}
          disabled={disabled}
          busy={busy}
          onPatch={(p) => patch(i, p)}
          onMove={(d) => move(i, d)}
          onRemove={() => save(sorted.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={add}
        disabled={disabled || busy}
        data-testid="add-question"
      >
        {t('publications.survey.addQuestion')}
      </Button>
    </Stack>
  );
}

function QuestionCard({
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
  const others = all
    .filter((o) => o !== q && o.field)
    .map((o) => ({ value: o.field!, label: `${o.name} (${o.field})` }));
  return (
    <Paper withBorder p="xs" data-testid="question-card">
      <Stack gap={6}>
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
            disabled={disabled || busy || index === all.length - 1}
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
      </Stack>
    </Paper>
  );
}
