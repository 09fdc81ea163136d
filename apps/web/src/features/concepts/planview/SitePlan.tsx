import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteTopView } from '../shared/SiteTopView';
import type { ConceptGeneration } from '../shared/useConceptGeneration';
import { keptNeighboursShare } from '../surrounding/existingBuildingFactors';
import { useSurroundingBuildings } from '../surrounding/useSurroundingBuildings';
import { formatArea, formatNumber } from '../../../lib/format';
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
  const { t, i18n } = useTranslation();
  const neighbours = useSurroundingBuildings(conceptId, generation.site);
  // kept buildings standing on the plots count in the concept's built area and floor area
  const plotArea = generation.formFactors?.plot_area ?? generation.site?.plotAreaSquareMeters ?? 0;
  const kept = neighbours.data ? keptNeighboursShare(neighbours.data, plotArea) : null;
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
      {kept && kept.builtArea > 0 && (
        <Text size="sm" mt={4} data-testid="planview-kept-existing">
          {t('conceptPlanview.keptExisting', {
            area: formatArea(kept.builtArea, i18n.language, { hectares: false }),
            gsi: formatNumber(kept.gsi, i18n.language, 3),
            fsi: formatNumber(kept.fsi, i18n.language, 3),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {neighbours.error ? t('conceptPlanview.neighboursFailed') : t('conceptPlanview.siteHint')}
      </Text>
    </>
  );
}
