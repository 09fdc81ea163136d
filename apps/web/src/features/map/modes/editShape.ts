import { insertCorner, isValidRing, nudgeCorner, removeCorner, selectCorner, type ShapeEdit } from '../editShape';
import { clearSketch, noFeatures, type MapModeDef } from './mapMode';

/**
 * Edit the corners of a stored area (a drawn parcel, the buildable area, a geometry custom field). The map's
 * clicks belong to the corner handles (shapeEditLayer.ts), which drag, add and remove corners and draw the
 * outline; the shared keys pass through this mode untouched. Its own keyboard is `editShapeKey`, which
 * useShapeEdit runs before the map's (and this mode's) keyboard.
 */
export const editShape: MapModeDef = {
  id: 'edit_shape',
  draws: 'none',
  cursor: 'crosshair',
  enter: clearSketch,
  exit: clearSketch,
  onClick: (_click, state) => ({ state }),
  onKey: (_key, state) => ({ state }),
  features: () => noFeatures,
};

/** Metres an arrow key moves the selected corner; with Shift ten times as far. */
const NUDGE_METERS = 0.5;

/** What a key does to the edit: the new corners, whether the key was used, and a save or cancel asked for. */
export interface EditKeyStep {
  edit: ShapeEdit;
  handled: boolean;
  action?: 'save' | 'cancel';
}

/**
 * The edit's keyboard: arrow keys move the selected corner (Shift: further), [ and ] choose the previous or next
 * corner, Insert or + adds a corner after it, Delete or Backspace removes it, Enter saves (only a valid outline;
 * not when pressed on a button, which does its own thing), Escape cancels.
 */
export function editShapeKey(edit: ShapeEdit, key: string, { shift = false, onButton = false }: { shift?: boolean; onButton?: boolean } = {}): EditKeyStep {
  const step = shift ? NUDGE_METERS * 10 : NUDGE_METERS;
  const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
  const to = (next: ShapeEdit): EditKeyStep => ({ edit: next, handled: true });
  if (key === 'Escape') return { edit, handled: true, action: 'cancel' };
  if (key === 'Enter' && !onButton) return isValidRing(edit.points) ? { edit, handled: true, action: 'save' } : { edit, handled: true };
  if (key in arrows && edit.selected !== null) return to(nudgeCorner(edit, ...arrows[key]!));
  if (key === ']') return to(selectCorner(edit, 1));
  if (key === '[') return to(selectCorner(edit, -1));
  if (key === 'Insert' || key === '+') return to(insertCorner(edit, edit.selected ?? edit.points.length - 1));
  if ((key === 'Delete' || key === 'Backspace') && edit.selected !== null) return to(removeCorner(edit, edit.selected));
  return { edit, handled: false };
}
