import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteTopView } from '../shared/SiteTopView';
import type { ConceptGeneration } from '../shared/useConceptGeneration';
import { useSurroundingBuildings } from '../surrounding/useSurroundingBuildings';
import { NeighboursLayer } from './NeighboursLayer';

/** The whole site from above: the concept's buildings (click one for its plans) and the neighbours (click for their page). */
export function SitePlan({
  locationId,
  conceptId,
  generation,
  onBuilding,
}: {
  locationId: number;
  conceptId: number;
  generation: ConceptGeneration;
  onBuilding: (id: number) => void;
}) {
  const { t } = useTranslation();
  const neighbours = useSurroundingBuildings(conceptId, generation.site);
  if (!generation.site) return null;
  return (
    <>
      <SiteTopView
        site={generation.site}
        buildings={generation.buildings.map((b) => ({
          id: b.row.id,
          name: b.row.name,
          model: b.result.model,
        }))}
        onSelect={(id) => onBuilding(Number(id))}
        title={t('conceptPlanview.wholeSite')}
      >
        {neighbours.data && (
          <NeighboursLayer
            items={neighbours.data}
            href={(id) => `/concepts/surrounding_building/${locationId}/${conceptId}/${id}`}
            label={(id) => t('conceptPlanview.neighbour', { id })}
          />
        )}
      </SiteTopView>
      <Text size="xs" c="dimmed" mt={4}>
        {neighbours.error ? t('conceptPlanview.neighboursFailed') : t('conceptPlanview.siteHint')}
      </Text>
    </>
  );
}
