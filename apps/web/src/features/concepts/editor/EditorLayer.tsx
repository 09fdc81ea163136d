import type { GeneratorMessage } from '@plotwise/core/generator/index';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { svgPoints, useSiteProjection, type SiteProjection } from '../shared/SiteTopView';
import { isLocked, type BuildingRow, type Placement } from './editorState';
import { footprintCorners, rectFromDrag, rotationHandle, type Pt } from './placement';
import { useLayerDrag } from './useLayerDrag';

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
  const { ref, drag, origin, toRd, start, onMove, onUp } = useLayerDrag({
    rows,
    grid,
    projection,
    onDraw,
    onPlace,
  });
  const stroke = projection.widthMeters / 400;

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
            const p = toRd(e);
            start(e, { kind: 'draw', from: p, to: p });
          }}
        />
      )}
      {rows.map((r) => (
        <EditedBuilding
          key={r.id}
          row={r}
          selected={r.id === selectedId}
          drawing={drawing}
          tools={tools}
          messageCount={messages.filter((m) => String(m.building_id) === String(r.id)).length}
          projection={projection}
          stroke={stroke}
          onPointerDown={(e) => {
            e.stopPropagation();
            onSelect(r.id);
            if (isLocked(r)) return;
            start(e, {
              kind: 'move',
              id: r.id,
              from: toRd(e),
              origin: { x: r.x ?? 0, y: r.y ?? 0 },
              started: false,
            });
          }}
        />
      ))}
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
        <RotateHandle
          centre={centre}
          handle={handle}
          stroke={stroke}
          onPointerDown={(e) => {
            e.stopPropagation();
            start(e, { kind: 'rotate', id: selected.id, started: false });
          }}
        />
      )}
    </g>
  );
}

/** One edited building: its outline (dashed when locked, bold when selected) and the badge of its messages. */
function EditedBuilding({
  row: r,
  selected,
  drawing,
  tools,
  messageCount: count,
  projection,
  stroke,
  onPointerDown,
}: {
  row: BuildingRow;
  selected: boolean;
  drawing: boolean;
  tools: boolean;
  messageCount: number;
  projection: SiteProjection;
  stroke: number;
  onPointerDown: (e: ReactPointerEvent) => void;
}) {
  const c = projection.toSvg({ x: r.x ?? 0, y: r.y ?? 0 });
  return (
    <g
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
        stroke={selected ? '#1c6dd0' : tools ? '#333' : 'none'}
        strokeWidth={selected ? stroke * 3 : stroke}
        strokeDasharray={isLocked(r) ? `${stroke * 4} ${stroke * 3}` : undefined}
        style={{
          cursor: drawing ? 'crosshair' : isLocked(r) ? 'not-allowed' : 'move',
          pointerEvents: drawing ? 'none' : 'all',
        }}
        onPointerDown={onPointerDown}
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
}

/** The selected building's rotate handle: a line from its centre to a round grip. */
function RotateHandle({
  centre,
  handle,
  stroke,
  onPointerDown,
}: {
  centre: Pt;
  handle: Pt;
  stroke: number;
  onPointerDown: (e: ReactPointerEvent) => void;
}) {
  return (
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
        onPointerDown={onPointerDown}
      />
    </g>
  );
}
