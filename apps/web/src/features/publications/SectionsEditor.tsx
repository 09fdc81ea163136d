import { Badge, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listsLocations, type PublicPage } from '@plotwise/contracts';
import { entityKeys, useEntityMutations } from '../../api/queries';
import { nextOrder, orderChanges } from '../../lib/order';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SortableList } from '../../ui/SortableList';
import type { EditorSection } from './editorModel';
import { sectionRegistry } from './sections/registry';
import type { EditorIndicator, EditorQuestion, ParamField, SectionType } from './sections/types';
import { IndicatorsEditor } from './IndicatorsEditor';
import { ImagesPicker } from './ImagesPicker';
import { paramText } from './sections/SectionFrame';

interface Props {
  publicationId: number;
  publicationType: PublicPage['publication']['type'];
  sections: EditorSection[];
  /** the editor's current sections (the preview follows every keystroke) */
  onChange: (sections: EditorSection[]) => void;
  disabled?: boolean;
}

/** Sections of a publication: add from the registry, drag or move to order (steps of 10), configure, remove. */
export function SectionsEditor({ publicationId, publicationType, sections, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const m = useEntityMutations('sections', [entityKeys.all('publications')]);
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<EditorSection | null>(null);
  const offered = Object.values(sectionRegistry)
    .filter((k) => k.for.includes(publicationType))
    .map((k) => ({ value: k.type, label: t(`publications.sectionTypes.${k.type}`) }));
  const label = (s: EditorSection) => paramText(s.param1) || t(`publications.sectionTypes.${s.type}`);
  const patchLocal = (id: number, p: Partial<EditorSection>) =>
    onChange(sections.map((s) => (s.id === id ? { ...s, ...p } : s)));
  const saveParams = (s: EditorSection) =>
    m.update.mutate({ id: s.id, body: { cfg: { param1: s.param1, param2: s.param2 } } });
  const saveQuestions = (s: EditorSection, questions: EditorQuestion[]) => {
    patchLocal(s.id, { questions });
    m.update.mutate({
      id: s.id,
      body: { cfg: { questions: questions.map((q) => ({ ...q, values: q.values })) } },
    });
  };
  const saveIndicators = (s: EditorSection, indicators: EditorIndicator[]) => {
    patchLocal(s.id, { indicators });
    m.update.mutate({ id: s.id, body: { cfg: { indicators } } });
  };
  const saveImages = (s: EditorSection, param2: number[] | null) => {
    patchLocal(s.id, { param2 });
    const title = (sections.find((x) => x.id === s.id) ?? s).param1;
    m.update.mutate({ id: s.id, body: { cfg: { param1: title, param2 } } });
  };
  const add = () => {
    if (!adding) return;
    m.create.mutate(
      { type: adding as SectionType, publicationId, order: nextOrder(sections) },
      { onSuccess: () => setAdding(null) },
    );
  };
  const reorder = (items: EditorSection[]) => {
    const changes = orderChanges(items);
    onChange(items.map((s, i) => ({ ...s, order: (i + 1) * 10 })));
    if (changes.length) m.order.mutate(changes);
  };

  return (
    <Stack gap="sm" data-testid="sections-editor">
      {sections.length ? (
        <SortableList
          items={sections}
          label={label}
          onReorder={reorder}
          render={(s) => (
            <SectionCard
              section={s}
              title={label(s)}
              disabled={disabled}
              busy={m.update.isPending}
              onLocal={(p) => patchLocal(s.id, p)}
              onCommit={() => saveParams(sections.find((x) => x.id === s.id) ?? s)}
              onQuestions={(q) => saveQuestions(s, q)}
              onIndicators={(i) => saveIndicators(s, i)}
              imagesOf={listsLocations(publicationType) ? null : publicationId}
              onImages={(p) => saveImages(s, p)}
              onRemove={() => setRemoving(s)}
            />
          )}
        />
      ) : (
        <Text c="dimmed">{t('publications.sections.none')}</Text>
      )}
      <Group align="end" gap="xs">
        <Select
          label={t('publications.editor.addSection')}
          data={offered}
          value={adding}
          onChange={setAdding}
          searchable
          disabled={disabled}
          w={280}
          data-testid="add-section-type"
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          onClick={add}
          disabled={disabled || !adding}
          loading={m.create.isPending}
          data-testid="add-section"
        >
          {t('common.add')}
        </Button>
      </Group>
      {m.update.isError && (
        <Text c="red.8" role="alert">
          {t('common.saveFailed')}
        </Text>
      )}
      <ConfirmDialog
        opened={!!removing}
        title={removing ? t('publications.editor.removeTitle', { name: label(removing) }) : ''}
        body={t('publications.editor.removeBody')}
        confirmLabel={t('publications.editor.remove')}
        danger
        pending={m.remove.isPending}
        onConfirm={() => removing && m.remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function SectionCard({
  section,
  title,
  disabled,
  busy,
  onLocal,
  onCommit,
  onQuestions,
  onIndicators,
  imagesOf,
  onImages,
  onRemove,
}: {
  section: EditorSection;
  title: string;
  disabled?: boolean;
  busy: boolean;
  onLocal: (p: Partial<EditorSection>) => void;
  onCommit: () => void;
  onQuestions: (q: EditorQuestion[]) => void;
  onIndicators: (i: EditorIndicator[]) => void;
  /** the publication whose location's or concept's images an images carrousel picks from; null on a list of locations (each shows its own) */
  imagesOf: number | null;
  onImages: (param2: number[] | null) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const kind = sectionRegistry[section.type];
  const field = (f: ParamField) => {
    const props = {
      key: f.param,
      label: t(f.label),
      value: paramText(section[f.param]),
      disabled,
      onChange: (e: { currentTarget: { value: string } }) =>
        onLocal({ [f.param]: e.currentTarget.value || null }),
      onBlur: onCommit,
      'data-testid': `section-${f.param}`,
    };
    return f.multiline ? (
      <Textarea {...props} autosize minRows={2} maxLength={1000} />
    ) : (
      <TextInput {...props} maxLength={1000} />
    );
  };
  return (
    <Stack gap={6} data-testid="section-card" data-type={section.type} style={{ flex: 1 }}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          <Badge variant="light" size="sm">
            {t(`publications.sectionTypes.${section.type}`)}
          </Badge>
        </Group>
        <Button
          variant="subtle"
          color="red.8"
          size="xs"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('common.deleteNamed', { name: title })}
        >
          {t('publications.editor.remove')}
        </Button>
      </Group>
      {kind ? kind.params.map(field) : <Text c="dimmed">{t('publications.sections.notBuilt')}</Text>}
      {kind?.Editor && (
        <kind.Editor questions={section.questions} onSave={onQuestions} disabled={disabled} busy={busy} />
      )}
      {kind?.indicators && <IndicatorsEditor indicators={section.indicators} onSave={onIndicators} disabled={disabled || busy} />}
      {kind?.images &&
        (imagesOf === null ? (
          <Text c="dimmed" size="sm" data-testid="image-choices-per-location">
            {t('publicationImages.perLocation')}
          </Text>
        ) : (
          <ImagesPicker publicationId={imagesOf} picked={section.param2} onSave={onImages} disabled={disabled} />
        ))}
    </Stack>
  );
}
