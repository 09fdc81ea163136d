import { surroundingBuildingRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';

/** The RD box around a site, `margin` metres wider on every side, as the endpoint's bbox parameter. */
function siteBox(site: ConceptSite, margin: number): string {
  const xs = site.buildableArea.map((p) => p.x);
  const ys = site.buildableArea.map((p) => p.y);
  return [
    Math.min(...xs) - margin,
    Math.min(...ys) - margin,
    Math.max(...xs) + margin,
    Math.max(...ys) + margin,
  ]
    .map((v) => v.toFixed(1))
    .join(',');
}

/** The BAG panden around a concept's site with the concept's demolish choice (empty without imported BAG). */
export function useSurroundingBuildings(conceptId: number, site: ConceptSite | undefined, margin = 40) {
  const bbox = site ? siteBox(site, margin) : undefined;
  return useQuery({
    queryKey: ['concepts', 'surrounding', conceptId, 'box', bbox],
    queryFn: ({ signal }) => api.call(surroundingBuildingRoutes.list, { params: { id: conceptId }, query: { bbox: bbox! }, signal }),
    enabled: bbox !== undefined,
    staleTime: 60_000,
  });
}
