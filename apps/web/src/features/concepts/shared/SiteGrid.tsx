import { gridLines } from './renderView';
import { useSiteProjection } from './SiteTopView';

/**
 * The editor's grid inside a SiteTopView: lines at multiples of the grid size in RD metres, the same lines
 * snapping moves buildings to. Too fine a grid for the view draws nothing rather than a grey wash.
 */
export function SiteGrid({ sizeMeters }: { sizeMeters: number }) {
  const projection = useSiteProjection();
  const origin = projection.toSvg({ x: 0, y: 0 });
  // SVG x = RD x + origin.x, SVG y = origin.y - RD y (one unit a metre)
  const [x0, x1] = [-origin.x, projection.widthMeters - origin.x];
  const [y0, y1] = [origin.y - projection.heightMeters, origin.y];
  const xs = gridLines(x0, x1, sizeMeters);
  const ys = gridLines(y0, y1, sizeMeters);
  const stroke = projection.widthMeters / 800;
  return (
    <g
      data-testid="site-grid"
      data-size={sizeMeters}
      data-lines={xs.length + ys.length}
      stroke="#9fb3c8"
      strokeWidth={stroke}
      strokeOpacity={0.6}
      pointerEvents="none"
    >
      {xs.map((x) => (
        <line key={`x${x}`} x1={x + origin.x} x2={x + origin.x} y1={0} y2={projection.heightMeters} />
      ))}
      {ys.map((y) => (
        <line key={`y${y}`} x1={0} x2={projection.widthMeters} y1={origin.y - y} y2={origin.y - y} />
      ))}
    </g>
  );
}
