import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitTextInput } from '../../../ui/CommitTextInput';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import { conceptFigures, unitMix } from './conceptFigures';
import { CardActions, CardLinks, type ConceptCardActions } from './CardActions';
import { CardFigures, CardVerdict } from './CardFigures';
import { CardThumbnail } from './CardThumbnail';

type ConceptRow = ApiRecord<'concepts'>;

/**
 * A concept as a card: its buildings on the site from above, the figures a developer asks first, the zoning
 * verdict from the location's constraints, and links to the editor, the plan view and the sheets.
 */
export function ConceptCard({
  concept,
  locationId,
  actions = {},
}: {
  concept: ConceptRow;
  locationId: number;
  actions?: ConceptCardActions;
}) {
  const { t } = useTranslation();
  const g = useConceptGeneration(locationId, concept.id);
  const figures = conceptFigures(g.formFactors, g.buildings.length, g.checks, g.ilsChecks);
  const topBuildings = useMemo(
    () => g.buildings.map((b) => ({ id: b.row.id, name: b.row.name, model: b.result.model })),
    [g.buildings],
  );
  const mix = useMemo(
    () =>
      unitMix(
        topBuildings.map((b) => b.model),
        g.units,
      ),
    [topBuildings, g.units],
  );
  const { onGenerated } = actions;
  const name = concept.name || t('conceptsOverview.unnamed', { id: concept.id });
  useEffect(() => {
    if (g.status === 'ready') onGenerated?.({ id: concept.id, name, formFactors: g.formFactors, mix });
  }, [g.status, g.formFactors, mix, concept.id, name, onGenerated]);
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="concept-card"
      data-concept-id={concept.id}
      // how the figures were had (read by the browser test): buildings shown from their stored result, or generated
      data-generation={g.status}
      data-from-store={g.fromStore}
      data-generated={g.generated}
      aria-label={name}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {actions.onSelect && (
            <Checkbox
              mb={6}
              checked={!!actions.selected}
              onChange={(e) => actions.onSelect?.(e.currentTarget.checked)}
              aria-label={t('conceptsOverview.selectForCompare', { name })}
              data-testid="concept-compare-check"
            />
          )}
          {actions.onRename ? (
            <CommitTextInput
              size="xs"
              value={concept.name ?? ''}
              onCommit={(v) => actions.onRename?.(v.trim())}
              aria-label={t('conceptsOverview.name')}
              style={{ flex: 1 }}
              data-testid="concept-name"
              maxLength={200}
            />
          ) : (
            <Text fw={600} style={{ flex: 1 }} data-testid="concept-name">
              {name}
            </Text>
          )}
        </Group>
        <CardThumbnail g={g} buildings={topBuildings} name={name} />
        {g.status === 'ready' && g.site?.source === 'default' && (
          <Text size="xs" c="dimmed">
            {t('conceptsOverview.defaultSite')}
          </Text>
        )}
        <CardFigures figures={figures} />
        <CardVerdict g={g} figures={figures} />
        <CardLinks locationId={locationId} conceptId={concept.id} />
        <CardActions actions={actions} name={name} />
      </Stack>
    </Paper>
  );
}
