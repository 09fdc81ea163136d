import { describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { MAP_MODES } from '.';
import { startEdit } from '../editShape';
import { editShapeKey } from './editShape';
import { emptyModeState } from './mapMode';

const rd = (x: number, y: number): [number, number] => {
  const p = rdToLngLat(rdPoint(x, y));
  return [p.lng, p.lat];
};
const ring = [rd(160000, 490000), rd(160020, 490000), rd(160020, 490020), rd(160000, 490020)];
const edit = startEdit({ kind: 'buildable' }, { type: 'Polygon', coordinates: [[...ring, ring[0]!]] })!;

describe('edit the corners of a stored area', () => {
  it('leaves the map clicks to the corner handles and draws nothing of its own', () => {
    const mode = MAP_MODES.edit_shape;
    const s = { ...emptyModeState, selection: [2] };
    expect(mode.onClick({ lngLat: ring[0]!, target: 3 }, s)).toEqual({ state: s });
    expect(mode.onKey('Escape', s)).toEqual({ state: s });
    expect(mode.features(s).features).toEqual([]);
  });

  it('] and [ choose a corner, arrows move it (Shift further), + adds one, Delete removes it', () => {
    let e = editShapeKey(edit, ']').edit;
    expect(e.selected).toBe(0);
    expect(editShapeKey(e, '[').edit.selected).toBe(3);
    const moved = editShapeKey(e, 'ArrowRight', { shift: true });
    expect(moved.handled).toBe(true);
    expect(moved.edit.points[0]![0]).toBeGreaterThan(edit.points[0]![0]);
    e = editShapeKey(e, '+').edit;
    expect(e.points).toHaveLength(5);
    expect(e.selected).toBe(1);
    expect(editShapeKey(e, 'Delete').edit.points).toHaveLength(4);
  });

  it('Enter saves a valid outline, not one that crosses itself, and not on a button; Escape cancels', () => {
    expect(editShapeKey(edit, 'Enter')).toEqual({ edit, handled: true, action: 'save' });
    expect(editShapeKey(edit, 'Enter', { onButton: true }).handled).toBe(false);
    const crossed = { ...edit, points: [ring[0]!, ring[2]!, ring[1]!, ring[3]!] };
    expect(editShapeKey(crossed, 'Enter')).toEqual({ edit: crossed, handled: true });
    expect(editShapeKey(edit, 'Escape').action).toBe('cancel');
  });

  it('leaves keys it has no use for to the map: arrows without a chosen corner, other letters', () => {
    expect(editShapeKey(edit, 'ArrowLeft').handled).toBe(false);
    expect(editShapeKey(edit, 'Backspace').handled).toBe(false);
    expect(editShapeKey(edit, 'a').handled).toBe(false);
  });
});
