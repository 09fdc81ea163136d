import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { featureOutlines } from './plotOutline';

/** One outline of an OutlineLinksSvg: its name (title and link label), its geometry and where it leads (none: not a link). */
interface OutlineLink {
  id: string;
  name: string;
  outline: unknown;
  to: string | null;
  /** data-* attributes the browser tests find a shape by */
  data: Record<`data-${string}`, string>;
}

/**
 * Areas as one SVG of their outlines (RD metres, no tiles, no map library), each a link reachable with Tab and opened
 * with Enter inside the public pages' router; used by the state index's municipalities and the IBIS survey's parks.
 * `empty` (default nothing) when no outline can be drawn.
 */
export default function OutlineLinksSvg({
  items,
  color,
  label,
  testId,
  empty = null,
}: {
  items: readonly OutlineLink[];
  color: string;
  label: string;
  testId: string;
  empty?: ReactNode;
}) {
  const navigate = useNavigate();
  const o = featureOutlines(items.map((i) => i.outline));
  if (!o) return empty;
  return (
    <svg
      viewBox={`0 0 ${o.size} ${o.size}`}
      role="group"
      aria-label={label}
      data-testid={testId}
      style={{ width: '100%', maxWidth: 480, background: '#eef2ee', borderRadius: 8 }}
    >
      {items.map((item, i) => {
        const shape = <path d={o.paths[i]} fill={color} fillOpacity={0.35} fillRule="evenodd" stroke={color} strokeWidth={1.5} />;
        const to = item.to;
        if (!to)
          return (
            <g key={item.id}>
              <title>{item.name}</title>
              {shape}
            </g>
          );
        return (
          <a
            key={item.id}
            href={to}
            className="pub-map-link"
            aria-label={item.name}
            {...item.data}
            onClick={(e) => {
              e.preventDefault();
              void navigate(to);
            }}
          >
            <title>{item.name}</title>
            {shape}
          </a>
        );
      })}
    </svg>
  );
}
