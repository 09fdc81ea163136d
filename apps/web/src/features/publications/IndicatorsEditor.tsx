import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indicatorTypes } from '@plotwise/contracts';
import type { EditorIndicator } from './sections/types';

type IndicatorType = (typeof indicatorTypes)[number];
const isCustom = (type: IndicatorType) => type === 'custom' || type === 'custom_sbi';

/**
 * The indicators of a scores section: add one of the spec's indicator types, name it (empty: the type's name), give a
 * custom indicator its score, remove. The set is saved whole (section cfg `indicators`, replaced as a set); the values
 * of the other types are computed by the server from the area's data, so the editor asks for none.
 */
export function IndicatorsEditor({
  indicators,
  onSave,
  disabled,
}: {
  indicators: EditorIndicator[];
  onSave: (indicators: EditorIndicator[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);
  const [draft, setDraft] = useState<EditorIndicator[] | null>(null);
  const list = draft ?? indicators;
  const label = (i: EditorIndicator) => i.name || t(`publications.indicators.${i.type}`);
  const save = (next: EditorIndicator[]) => {
    setDraft(null);
    onSave(next.map((i, n) => ({ ...i, order: (n + 1) * 10 })));
  };
  const edit = (n: number, p: Partial<EditorIndicator>) => setDraft(list.map((i, k) => (k === n ? { ...i, ...p } : i)));
  return (
    <Stack gap={4} data-testid="indicators-editor">
      <Text size="sm" fw={600}>
        {t('publications.editor.indicators')}
      </Text>
      {list.map((i, n) => (
        <Group key={i.id ?? `new-${n}`} gap="xs" align="end" wrap="nowrap" data-indicator={i.type}>
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={t(`publications.indicators.${i.type}`)}
            placeholder={t('publications.editor.indicatorName')}
            value={i.name}
            disabled={disabled}
            maxLength={200}
            onChange={(e) => edit(n, { name: e.currentTarget.value })}
            onBlur={() => draft && save(list)}
          />
          {isCustom(i.type) && (
            <NumberInput
              size="xs"
              w={100}
              label={t('publications.editor.indicatorScore')}
              value={i.score ?? ''}
              disabled={disabled}
              decimalSeparator=","
              onChange={(v) => edit(n, { score: typeof v === 'number' ? v : null })}
              onBlur={() => draft && save(list)}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red.8"
            disabled={disabled}
            aria-label={t('publications.editor.removeIndicator', { name: label(i) })}
            onClick={() => save(list.filter((_, k) => k !== n))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="end">
        <Select
          size="xs"
          label={t('publications.editor.addIndicator')}
          data={indicatorTypes.map((type) => ({ value: type, label: t(`publications.indicators.${type}`) }))}
          value={adding}
          onChange={setAdding}
          searchable
          disabled={disabled}
          w={260}
          data-testid="add-indicator-type"
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="xs"
          disabled={disabled || !adding}
          data-testid="add-indicator"
          onClick={() => {
            if (!adding) return;
            save([...list, { type: adding as IndicatorType, name: '', description: null, score: null, order: 0 }]);
            setAdding(null);
          }}
        >
          {t('common.add')}
        </Button>
      </Group>
    </Stack>
  );
}
