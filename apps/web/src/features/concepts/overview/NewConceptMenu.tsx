import { Button, Menu, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/session';
import { useEmptyChoiceHint } from '../../../ui/useEmptyChoiceHint';

type ConceptRow = ApiRecord<'concepts'>;

/** "New concept": empty, from one of the company's presets, or as a copy of a concept of this location. */
export function NewConceptMenu({
  concepts,
  busy,
  onEmpty,
  onPreset,
  onCopy,
}: {
  concepts: readonly ConceptRow[];
  busy: boolean;
  onEmpty: () => void;
  onPreset: (presetId: number, name: string) => void;
  onCopy: (c: ConceptRow) => void;
}) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const presets = [...(session?.company.cfg?.presets ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const noPresets = useEmptyChoiceHint(presets.length, t('emptyChoice.what.presets'), '/settings/concepts/parameters');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button loading={busy} data-testid="new-concept">
          {t('conceptsOverview.new')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEmpty} data-testid="new-concept-empty">
          {t('conceptsOverview.newEmpty')}
        </Menu.Item>
        <Menu.Label>{t('conceptsOverview.fromPreset')}</Menu.Label>
        {noPresets && (
          <Text size="xs" c="dimmed" px="sm" py={4} maw={280} data-testid="new-concept-no-presets">
            {noPresets}
          </Text>
        )}
        {presets.map((p) => (
          <Menu.Item key={p.id} onClick={() => onPreset(p.id, p.name ?? '')} data-testid="new-concept-preset">
            {p.name || `#${p.id}`}
          </Menu.Item>
        ))}
        {concepts.length > 0 && <Menu.Label>{t('conceptsOverview.copyOf')}</Menu.Label>}
        {concepts.map((c) => (
          <Menu.Item key={c.id} onClick={() => onCopy(c)} data-testid="new-concept-copy">
            {c.name || `#${c.id}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
