import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { svgPoints, useSiteProjection } from '../shared/SiteTopView';
import { isLocked, type BuildingRow, type Placement } from './editorState';
import { footprintCorners, moved, rectFromDrag, rotationHandle, rotationTo, type Pt } from './placement';

type Drag =
  | { kind: 'draw'; from: Pt; to: Pt }
  | { kind: 'move'; id: number; from: Pt; origin: Pt; started: boolean }
  | { kind: 'rotate'; id: number; started: boolean };

interface Props {
  rows: readonly BuildingRow[];
  selectedId: number | null;
  /** a palette entry is armed: a drag draws its outline, a click places it at its own size */
  drawing: boolean;
  grid: number;
  /** render setting show_tools: the rotate handle, outlines and message badges; off, a clean view (still editable) */
  tools: boolean;
  messages: readonly GeneratorMessage[];
  onSelect(id: number | null): void;
  onDraw(placement: Placement | null, at: Pt): void;
  onPlace(id: number, placement: Placement, continued: boolean): void;
}

/**
 * The editing layer drawn inside the SiteTopView (same coordinates, RD metres): each edited building's
 * outline (answering at once, before the generator does), drag to move, the round handle to rotate, a drag
 * on the ground to draw a new building's outline, and a badge with the count of the building's messages.
 */
export function EditorLayer({
  rows,
  selectedId,
  drawing,
  grid,
  tools,
  messages,
  onSelect,
  onDraw,
  onPlace,
}: Props) {
  const projection = useSiteProjection();
  const ref = useRef<SVGGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const stroke = projection.widthMeters / 400;
  const origin = projection.toSvg({ x: 0, y: 0 });

  // pointer -> SVG user units -> RD metres (the projection is a shift and a flip of y, one unit a metre)
  const toRd = (e: { clientX: number; clientY: number }): Pt => {
    const svg = ref.current?.ownerSVGElement;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x - origin.x, y: origin.y - p.y };
  };
  const capture = (e: ReactPointerEvent) => (e.currentTarget as Element).setPointerCapture?.(e.pointerId);

  const onMove = (e: ReactPointerEvent) => {
    if (!drag) return;
    const p = toRd(e);
    if (drag.kind === 'draw') setDrag({ ...drag, to: p });
    else if (drag.kind === 'move') {
      onPlace(
        drag.id,
        moved({ x: drag.origin.x, y: drag.origin.y }, p.x - drag.from.x, p.y - drag.from.y, grid),
        drag.started,
      );
      if (!drag.started) setDrag({ ...drag, started: true });
    } else {
      const row = rows.find((r) => r.id === drag.id);
      if (row)
        onPlace(
          drag.id,
          { rotate_z: rotationTo({ x: row.x ?? 0, y: row.y ?? 0 }, p, grid > 0) },
          drag.started,
        );
      if (!drag.started) setDrag({ ...drag, started: true });
    }
  };
  const onUp = (e: ReactPointerEvent) => {
    if (drag?.kind === 'draw') onDraw(rectFromDrag(drag.from, toRd(e), grid), drag.from);
    setDrag(null);
  };

  const selected = rows.find((r) => r.id === selectedId);
  const handle = tools && selected && !isLocked(selected) ? projection.toSvg(rotationHandle(selected)) : null;
  const centre = selected ? projection.toSvg({ x: selected.x ?? 0, y: selected.y ?? 0 }) : null;
  const preview = drag?.kind === 'draw' ? rectFromDrag(drag.from, drag.to, grid) : null;

  return (
    <g
      ref={ref}
      onPointerMove={onMove}
      onPointerUp={onUp}
      data-testid="editor-layer"
      data-origin-x={origin.x}
      data-origin-y={origin.y}
      data-tools={tools}
    >
      {drawing && (
        <rect
          x={0}
          y={0}
          width={projection.widthMeters}
          height={projection.heightMeters}
          fill="transparent"
          style={{ cursor: 'crosshair' }}
          data-testid="draw-surface"
          onPointerDown={(e) => {
            capture(e);
            const p = toRd(e);
            setDrag({ kind: 'draw', from: p, to: p });
          }}
        />
      )}
      {rows.map((r) => {
        const count = messages.filter((m) => String(m.building_id) === String(r.id)).length;
        const c = projection.toSvg({ x: r.x ?? 0, y: r.y ?? 0 });
        return (
          <g
            key={r.id}
            data-testid="editor-building"
            data-id={r.id}
            data-name={r.name ?? ''}
            data-x={r.x ?? 0}
            data-y={r.y ?? 0}
            data-rotate={r.rotate_z ?? 0}
          >
            <polygon
              points={svgPoints(footprintCorners(r), projection)}
              fill="transparent"
              stroke={r.id === selectedId ? '#1c6dd0' : tools ? '#333' : 'none'}
              strokeWidth={r.id === selectedId ? stroke * 3 : stroke}
              strokeDasharray={isLocked(r) ? `${stroke * 4} ${stroke * 3}` : undefined}
              style={{
                cursor: drawing ? 'crosshair' : isLocked(r) ? 'not-allowed' : 'move',
                pointerEvents: drawing ? 'none' : 'all',
              }}
              onPointerDown={(e) => {
                e.stopPropagation();
                onSelect(r.id);
                if (isLocked(r)) return;
                capture(e);
                setDrag({
                  kind: 'move',
                  id: r.id,
                  from: toRd(e),
                  origin: { x: r.x ?? 0, y: r.y ?? 0 },
                  started: false,
                });
              }}
            />
            {tools && count > 0 && (
              <g data-testid="building-messages-badge" pointerEvents="none">
                <circle cx={c.x} cy={c.y} r={stroke * 12} fill="#c92a2a" />
                <text
                  x={c.x}
                  y={c.y}
                  fill="#fff"
                  fontSize={stroke * 14}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {count}
                </text>
              </g>
            )}
          </g>
        );
      })}
      {preview && (
        <polygon
          points={svgPoints(footprintCorners(preview), projection)}
          fill="rgba(28,109,208,0.15)"
          stroke="#1c6dd0"
          strokeWidth={stroke * 2}
          pointerEvents="none"
        />
      )}
      {handle && centre && selected && (
        <g>
          <line
            x1={centre.x}
            y1={centre.y}
            x2={handle.x}
            y2={handle.y}
            stroke="#1c6dd0"
            strokeWidth={stroke}
            pointerEvents="none"
          />
          <circle
            cx={handle.x}
            cy={handle.y}
            r={stroke * 8}
            fill="#fff"
            stroke="#1c6dd0"
            strokeWidth={stroke * 2}
            style={{ cursor: 'grab' }}
            data-testid="rotate-handle"
            onPointerDown={(e) => {
              e.stopPropagation();
              capture(e);
              setDrag({ kind: 'rotate', id: selected.id, started: false });
            }}
          />
        </g>
      )}
    </g>
  );
}
