import type { SurroundingBuildingItem } from '@plotwise/contracts';
import { rdPoint } from '@plotwise/core/units/units';
import { useNavigate } from 'react-router';
import { svgPoints, useSiteProjection } from '../shared/SiteTopView';

/**
 * The neighbouring BAG buildings on the site's top view, each a link to its page (keep or demolish); a
 * demolished one is drawn as a dashed outline. Drawn inside SiteTopView, in its coordinates.
 */
export function NeighboursLayer({
  items,
  href,
  label,
}: {
  items: readonly SurroundingBuildingItem[];
  href: (identificatie: string) => string;
  label: (identificatie: string) => string;
}) {
  const projection = useSiteProjection();
  const navigate = useNavigate();
  const stroke = projection.widthMeters / 400;
  return (
    <g data-testid="planview-neighbours">
      {items.map((n) =>
        n.outline.length < 3 ? null : (
          <a
            key={n.identificatie}
            href={href(n.identificatie)}
            aria-label={label(n.identificatie)}
            data-identificatie={n.identificatie}
            data-demolished={n.demolished}
            onClick={(e) => {
              e.preventDefault();
              navigate(href(n.identificatie));
            }}
          >
            <title>{label(n.identificatie)}</title>
            <polygon
              points={svgPoints(
                n.outline.map(([x, y]) => rdPoint(x, y)),
                projection,
              )}
              fill={n.demolished ? 'none' : '#d8cfc0'}
              stroke={n.demolished ? '#b3261e' : '#8c8375'}
              strokeWidth={stroke * (n.demolished ? 2 : 1)}
              strokeDasharray={n.demolished ? `${stroke * 4} ${stroke * 3}` : undefined}
            />
          </a>
        ),
      )}
    </g>
  );
}
