import type { KeyboardEvent } from 'react';
import { isLocked, type BuildingRow, type EditorAction } from './editorState';
import { moved, toRadians } from './placement';

/** What a key in the site editor acts on. */
interface EditorKeyTarget {
  selected: BuildingRow | null;
  /** snap size in metres (0: none) */
  grid: number;
  dispatch: (action: EditorAction) => void;
  /** Escape: disarm the palette and drop the selection */
  onEscape: () => void;
  /** the selected building was deleted */
  onRemoved: () => void;
}

/**
 * The site editor's keys: Escape, Ctrl/Cmd+Z undo, and on the selected building Delete/Backspace, the arrows
 * (a grid step, ten with Shift) and R (15°, back with Shift). Keys typed in a field are left to the field; a
 * key the editor used does not scroll or type anywhere else.
 */
export function onEditorKey(
  ev: KeyboardEvent,
  { selected, grid, dispatch, onEscape, onRemoved }: EditorKeyTarget,
) {
  if ((ev.target as HTMLElement).closest('input, textarea, [role="combobox"]')) return;
  if (ev.key === 'Escape') onEscape();
  else if ((ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'z') dispatch({ type: 'undo' });
  else if (!selected) return;
  else if (ev.key === 'Delete' || ev.key === 'Backspace') {
    dispatch({ type: 'remove', id: selected.id });
    onRemoved();
  } else if (ev.key.startsWith('Arrow') && !isLocked(selected)) {
    const step = (grid || 1) * (ev.shiftKey ? 10 : 1);
    const [dx, dy] = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    }[ev.key] ?? [0, 0];
    dispatch({ type: 'place', id: selected.id, placement: moved(selected, dx!, dy!, grid) });
  } else if (ev.key.toLowerCase() === 'r' && !isLocked(selected))
    dispatch({
      type: 'place',
      id: selected.id,
      placement: { rotate_z: (selected.rotate_z ?? 0) + toRadians(ev.shiftKey ? -15 : 15) },
    });
  else return;
  ev.preventDefault();
}
