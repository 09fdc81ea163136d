import { Group, Text } from '@mantine/core';
import type { BuildingModel } from '@plotwise/core/generator/index';
import { planKindColours } from '@plotwise/core/generator/renderFloorSvg';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { planSpaceWords } from '../../generator/planSpaceWords';
import { planLegend } from './planDrawing';

/** The plan colours: the location's unit types in their order, every kind of space the buildings' plans draw, balconies. */
export function PlanLegend({ units, models }: { units: readonly { id: number; name?: string | null }[]; models: readonly BuildingModel[] }) {
  const { t } = useTranslation();
  const kinds = useMemo(() => planKindColours(models), [models]);
  const entries = planLegend(
    units.map((u) => ({ id: u.id, name: u.name || `#${u.id}` })),
    kinds,
    { spaces: planSpaceWords(t), balcony: t('conceptPlanview.legend.balcony') },
  );
  return (
    <Group gap="md" mt="sm" data-testid="planview-legend" aria-label={t('conceptPlanview.legend.title')}>
      {entries.map((e) => (
        <Group key={e.key} gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 14,
              height: 14,
              background: e.dashed ? 'transparent' : e.colour,
              border: e.dashed ? `1px dashed ${e.colour}` : '1px solid #bbb',
            }}
          />
          <Text size="sm">{e.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
