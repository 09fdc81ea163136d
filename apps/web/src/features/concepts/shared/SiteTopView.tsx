import { modelFootprints, planFill, type BuildingModel } from '@plotwise/core/generator/index';
import type { RdPoint } from '@plotwise/core/units/units';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import type { RenderView } from './renderView';

/** Places RD metres in the top view's SVG: x to the right, north up, one unit per metre. */
export interface SiteProjection {
  toSvg(p: { x: number; y: number }): { x: number; y: number };
  /** SVG viewBox covering the site and its buildings with a margin */
  viewBox: string;
  widthMeters: number;
  heightMeters: number;
}

const ProjectionContext = createContext<SiteProjection | null>(null);

/** The projection of the surrounding SiteTopView, for layers drawn inside it. */
export function useSiteProjection(): SiteProjection {
  const p = useContext(ProjectionContext);
  if (!p) throw new Error('useSiteProjection is used outside a SiteTopView');
  return p;
}

/** A projection framing the site and the given extra points (buildings reaching outside it) with a 10 % margin. */
export function siteProjection(site: ConceptSite, extra: readonly RdPoint[] = []): SiteProjection {
  const all = [...site.buildableArea, ...extra];
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(x1 - x0, y1 - y0, 10) * 0.1;
  const w = x1 - x0 + 2 * margin;
  const h = y1 - y0 + 2 * margin;
  return {
    toSvg: (p) => ({ x: p.x - x0 + margin, y: y1 + margin - p.y }),
    viewBox: `0 0 ${w.toFixed(2)} ${h.toFixed(2)}`,
    widthMeters: w,
    heightMeters: h,
  };
}

// The top view colours a building's ground by what the block holds, from the floor plans' palette.
const blockUse: Record<string, string> = {
  gallery_flats: 'residential',
  corridor_flats: 'residential',
  tower: 'residential',
  street_housing: 'residential',
  office: 'office',
  distribution_centre: 'industrial',
  parking: 'parking',
  street: 'concrete',
  pathway: 'concrete',
};

/** A building on the top view: its id and generated model. */
export interface TopViewBuilding {
  id: number | string;
  name?: string | null;
  model: BuildingModel;
}

/** SVG `points` of a ring through a projection. */
export function svgPoints(ring: readonly { x: number; y: number }[], projection: SiteProjection): string {
  return ring
    .map((p) => projection.toSvg(p))
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ');
}

/**
 * Top view of a concept in RD metres: the buildable area dashed, every building copy's ground coloured by
 * its use, the selected building outlined. `children` draw in the same coordinates (useSiteProjection).
 */
export function SiteTopView({
  site,
  buildings,
  selectedId,
  onSelect,
  width = '100%',
  height,
  title,
  view,
  ground,
  underlay,
  children,
}: {
  site: ConceptSite;
  buildings: readonly TopViewBuilding[];
  selectedId?: number | string | null;
  onSelect?: (id: number | string) => void;
  width?: number | string;
  height?: number | string;
  title?: string;
  /** the editor's render settings (plot and buildable area shown, their opacity); left out, the area dashed */
  view?: Pick<RenderView, 'plot' | 'buildableArea'>;
  /** drawn first, under the plot, in the same coordinates (the editor's neighbouring buildings) */
  ground?: ReactNode;
  /** drawn under the buildings in the same coordinates (the editor's grid) */
  underlay?: ReactNode;
  children?: ReactNode;
}) {
  const prints = useMemo(
    () => buildings.map((b) => ({ id: b.id, name: b.name, prints: modelFootprints(b.model) })),
    [buildings],
  );
  const projection = useMemo(
    () =>
      siteProjection(site, [
        ...prints.flatMap((b) => b.prints.flatMap((p) => p.ring)),
        ...(view ? (site.parcels ?? []).flat() : []),
      ]),
    [site, prints, view],
  );
  // the plot is the parcels; a site without parcels (a box, the plot size, the default) is its own plot
  const plotRings = site.parcels?.length ? site.parcels : [site.buildableArea];
  const stroke = projection.widthMeters / 400;
  return (
    <svg
      viewBox={projection.viewBox}
      width={width}
      height={height}
      role="img"
      aria-label={title}
      data-testid="site-top-view"
      style={{ display: 'block', background: '#fbfaf7' }}
    >
      {title && <title>{title}</title>}
      <ProjectionContext.Provider value={projection}>{ground}</ProjectionContext.Provider>
      {!view && (
        <polygon
          points={svgPoints(site.buildableArea, projection)}
          fill="#eef5e9"
          stroke="#5a7a3a"
          strokeWidth={stroke * 2}
          strokeDasharray={`${stroke * 8} ${stroke * 5}`}
        />
      )}
      {view?.plot.visible && (
        <g data-testid="site-plot" data-opacity={view.plot.opacity}>
          {plotRings.map((ring, i) => (
            <polygon
              key={i}
              points={svgPoints(ring, projection)}
              fill="#eef5e9"
              fillOpacity={view.plot.opacity}
              stroke="#5a7a3a"
              strokeOpacity={Math.max(view.plot.opacity, 0.3)}
              strokeWidth={stroke * 1.5}
            />
          ))}
        </g>
      )}
      {view?.buildableArea.visible && (
        <polygon
          data-testid="site-buildable-area"
          data-opacity={view.buildableArea.opacity}
          points={svgPoints(site.buildableArea, projection)}
          fill="#4c9be8"
          fillOpacity={view.buildableArea.opacity}
          stroke="#1c6fd1"
          strokeWidth={stroke * 2}
          strokeDasharray={`${stroke * 8} ${stroke * 5}`}
        />
      )}
      <ProjectionContext.Provider value={projection}>{underlay}</ProjectionContext.Provider>
      {prints.map((b) => (
        <g
          key={b.id}
          data-building-id={b.id}
          onClick={onSelect ? () => onSelect(b.id) : undefined}
          style={onSelect ? { cursor: 'pointer' } : undefined}
        >
          {/* an SVG group names itself with a title (aria-label on a plain <g> is not allowed) */}
          {b.name && <title>{b.name}</title>}
          {b.prints.map((p, i) => (
            <polygon
              key={i}
              points={svgPoints(p.ring, projection)}
              fill={planFill(p.kind === 'floor' ? (blockUse[p.functiontype] ?? 'empty') : p.functiontype)}
              stroke={b.id === selectedId ? '#1c6dd0' : '#555'}
              strokeWidth={b.id === selectedId ? stroke * 4 : stroke}
            />
          ))}
        </g>
      ))}
      <ProjectionContext.Provider value={projection}>{children}</ProjectionContext.Provider>
    </svg>
  );
}
