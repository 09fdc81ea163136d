import { useEffect, useMemo, useRef, useState } from 'react';
import { insertCorner, moveCorner, removeCorner, type ShapeEdit } from './editShape';
import { editShapeKey } from './modes/editShape';
import type { ShapeEditBinding } from './shapeEditLayer';

/**
 * The corners being edited (the edit_shape mode, modes/editShape.ts) and their keyboard (`editShapeKey`: arrows,
 * [ ], + or Insert, Delete, Enter saves a valid outline, Escape cancels), caught before the map's own keyboard.
 * Keys typed into a field are left alone; Enter on a button does the button's thing.
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
      const current = latest.current.edit;
      if (!current) return;
      const options = { shift: e.shiftKey, onButton };
      const step = editShapeKey(current, e.key, options);
      if (!step.handled) return;
      // the map would pan on the arrow keys too
      e.preventDefault();
      e.stopPropagation();
      if (step.action === 'cancel') latest.current.onCancel();
      else if (step.action === 'save') latest.current.onSave(current);
      else setEdit((s) => s && editShapeKey(s, e.key, options).edit);
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
