import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { svgPoints, useSiteProjection } from '../shared/SiteTopView';
import { useSurroundings } from '../three/useSceneRuntime';

/**
 * The neighbouring BAG buildings' footprints under the site in the 2D view: the same tiles and loader as the 3D
 * view's surroundings (the buildings layer of our own tile server), so the two views show the same neighbours.
 * While they load, or when the tiles fail, the site simply shows without them: they are context, not data to edit.
 */
export function NeighbourFootprints({ site }: { site: ConceptSite }) {
  const projection = useSiteProjection();
  const { list } = useSurroundings(site, undefined);
  const stroke = projection.widthMeters / 400;
  return (
    <g data-testid="site-neighbours" data-count={list?.length ?? ''} pointerEvents="none">
      {(list ?? []).map((b, i) => (
        <polygon
          key={`${b.identificatie}-${i}`}
          points={svgPoints(b.ring, projection)}
          fill="#d9d4cc"
          stroke="#a39d93"
          strokeWidth={stroke}
        />
      ))}
    </g>
  );
}
