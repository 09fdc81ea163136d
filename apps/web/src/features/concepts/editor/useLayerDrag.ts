import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { SiteProjection } from '../shared/SiteTopView';
import type { BuildingRow, Placement } from './editorState';
import { moved, rectFromDrag, rotationTo, type Pt } from './placement';

/** What a pointer drag on the editing layer is doing. */
type Drag =
  | { kind: 'draw'; from: Pt; to: Pt }
  | { kind: 'move'; id: number; from: Pt; origin: Pt; started: boolean }
  | { kind: 'rotate'; id: number; started: boolean };

interface DragTarget {
  rows: readonly BuildingRow[];
  grid: number;
  projection: SiteProjection;
  onDraw(placement: Placement | null, at: Pt): void;
  onPlace(id: number, placement: Placement, continued: boolean): void;
}

/**
 * The drags of the editing layer: drawing a new outline, moving a building and turning it by its handle. The
 * first step of a move or turn is a new undo entry, the later ones continue it; a drawn outline is handed on
 * when the pointer is released. `ref` goes on the layer's group, to map the pointer to RD metres.
 */
export function useLayerDrag({ rows, grid, projection, onDraw, onPlace }: DragTarget) {
  const ref = useRef<SVGGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
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
  /** starts a drag at a pointer-down, keeping the pointer until it is released */
  const start = (e: ReactPointerEvent, next: Drag) => {
    capture(e);
    setDrag(next);
  };

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
  return { ref, drag, origin, toRd, start, onMove, onUp };
}
