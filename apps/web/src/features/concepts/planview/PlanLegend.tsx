import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planLegend } from './planDrawing';

/** The plan colours: the location's unit types in their order, cores, corridors, galleries and balconies. */
export function PlanLegend({ units }: { units: readonly { id: number; name?: string | null }[] }) {
  const { t } = useTranslation();
  const entries = planLegend(
    units.map((u) => ({ id: u.id, name: u.name || `#${u.id}` })),
    {
      stair: t('conceptPlanview.legend.stair'),
      lift: t('conceptPlanview.legend.lift'),
      corridor: t('conceptPlanview.legend.corridor'),
      gallery: t('conceptPlanview.legend.gallery'),
      balcony: t('conceptPlanview.legend.balcony'),
    },
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
