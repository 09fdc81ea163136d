import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STEP } from '../../../lib/order';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QuestionCard } from './QuestionCard';
import type { EditorQuestion, QuestionEditorProps } from './types';

/** The survey's questions: add, edit, order, remove; a question may depend on another's value. Saved as a set. */
export function SurveyQuestionsEditor({ questions, onSave, disabled, busy }: QuestionEditorProps) {
  const { t } = useTranslation();
  const sorted = [...questions].sort((a, b) => a.order - b.order);
  // a question goes only after the user says so: its card's cross is one stray click from its text and its values
  // (issue #42), as a section's removal asks
  const [removing, setRemoving] = useState<EditorQuestion | null>(null);
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
          onRemove={() => setRemoving(q)}
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
      <ConfirmDialog
        opened={!!removing}
        title={t('publications.survey.removeTitle', { name: removing?.name ?? '' })}
        body={t('publications.survey.removeBody')}
        confirmLabel={t('publications.survey.remove')}
        danger
        testId="remove-question-dialog"
        onConfirm={() => {
          if (removing) save(sorted.filter((q) => q !== removing));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
