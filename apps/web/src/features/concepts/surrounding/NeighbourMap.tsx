import { modelFootprints, type BuildingModel } from '@plotwise/core/generator/index';
import { rdPoint } from '@plotwise/core/units/units';
import { useMemo } from 'react';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { siteProjection, svgPoints } from '../shared/SiteTopView';

/**
 * The neighbour beside the concept, north up: the site dashed, the concept's buildings grey, the neighbour
 * filled (struck through when the concept demolishes it). Framed on both, so a building across the street shows.
 */
export function NeighbourMap({
  site,
  models,
  outline,
  demolished,
  label,
}: {
  site: ConceptSite;
  models: readonly BuildingModel[];
  outline: readonly (readonly [number, number])[];
  demolished: boolean;
  label: string;
}) {
  const ring = useMemo(() => outline.map(([x, y]) => rdPoint(x, y)), [outline]);
  const prints = useMemo(
    () => models.flatMap((m) => modelFootprints(m).filter((p) => p.kind === 'floor')),
    [models],
  );
  const projection = useMemo(
    () => siteProjection(site, [...ring, ...prints.flatMap((p) => p.ring)]),
    [site, ring, prints],
  );
  const stroke = projection.widthMeters / 300;
  const a = ring.length ? projection.toSvg(ring[0]!) : null;
  const c = ring.length > 2 ? projection.toSvg(ring[Math.floor(ring.length / 2)]!) : null;
  return (
    <svg
      viewBox={projection.viewBox}
      width={320}
      height={320}
      role="img"
      aria-label={label}
      data-testid="surrounding-map"
      style={{ background: '#fbfaf7' }}
    >
      <title>{label}</title>
      <polygon
        points={svgPoints(site.buildableArea, projection)}
        fill="#eef5e9"
        stroke="#5a7a3a"
        strokeWidth={stroke}
        strokeDasharray={`${stroke * 6} ${stroke * 4}`}
      />
      {prints.map((p, i) => (
        <polygon
          key={i}
          points={svgPoints(p.ring, projection)}
          fill="#c8c8c8"
          stroke="#666"
          strokeWidth={stroke / 2}
        />
      ))}
      {ring.length > 2 && (
        <g data-demolished={demolished}>
          <polygon
            points={svgPoints(ring, projection)}
            fill={demolished ? 'none' : '#d9a441'}
            stroke="#8a5a00"
            strokeWidth={stroke * 1.5}
            strokeDasharray={demolished ? `${stroke * 3} ${stroke * 2}` : undefined}
          />
          {demolished && a && c && (
            <line x1={a.x} y1={a.y} x2={c.x} y2={c.y} stroke="#b3261e" strokeWidth={stroke * 1.5} />
          )}
        </g>
      )}
    </svg>
  );
}
