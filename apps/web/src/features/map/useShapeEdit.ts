import { useEffect, useMemo, useRef, useState } from 'react';
import { insertCorner, isValidRing, moveCorner, nudgeCorner, removeCorner, selectCorner, type ShapeEdit } from './editShape';
import type { ShapeEditBinding } from './shapeEditLayer';

/** Metres an arrow key moves the selected corner; with Shift ten times as far. */
const NUDGE_METERS = 0.5;

/**
 * The corners being edited and their keyboard: arrow keys move the selected corner (Shift: further), [ and ]
 * choose the previous or next corner, Insert or + adds a corner after it, Delete or Backspace removes it, Enter
 * saves (only a valid outline), Escape cancels. Keys typed into a field, or pressed on a button, are left alone.
 * `binding` is what the map's handles call (shapeEditLayer.ts).
 */
export function useShapeEdit(onSave: (edit: ShapeEdit) => void, onCancel: () => void) {
  const [edit, setEdit] = useState<ShapeEdit | null>(null);
  const latest = useRef({ edit, onSave, onCancel });
  useEffect(() => {
    latest.current = { edit, onSave, onCancel };
  });

  const active = edit !== null;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)) return;
      const onButton = !!target && ['BUTTON', 'A'].includes(target.tagName);
      const step = e.shiftKey ? NUDGE_METERS * 10 : NUDGE_METERS;
      const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
      const current = latest.current.edit;
      if (!current) return;
      let handled = true;
      if (e.key === 'Escape') latest.current.onCancel();
      else if (e.key === 'Enter' && !onButton) {
        if (isValidRing(current.points)) latest.current.onSave(current);
      } else if (e.key in arrows && current.selected !== null) setEdit((s) => s && nudgeCorner(s, ...arrows[e.key]!));
      else if (e.key === ']') setEdit((s) => s && selectCorner(s, 1));
      else if (e.key === '[') setEdit((s) => s && selectCorner(s, -1));
      else if (e.key === 'Insert' || e.key === '+') setEdit((s) => s && insertCorner(s, s.selected ?? s.points.length - 1));
      else if ((e.key === 'Delete' || e.key === 'Backspace') && current.selected !== null) setEdit((s) => s && s.selected !== null ? removeCorner(s, s.selected) : s);
      else handled = false;
      // the map would pan on the arrow keys too
      if (handled) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    // capture: before the map's own keyboard handler
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active]);

  const binding = useMemo<ShapeEditBinding>(
    () => ({
      edit,
      onMove: (index, to) => setEdit((s) => s && moveCorner(s, index, to)),
      onInsert: (after, at) => setEdit((s) => s && insertCorner(s, after, at)),
      onRemove: (index) => setEdit((s) => s && removeCorner(s, index)),
      onSelect: (index) => setEdit((s) => s && { ...s, selected: index }),
    }),
    [edit],
  );
  return { edit, setEdit, binding };
}
