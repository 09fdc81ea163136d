import { blockTypes } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { editorReducer, hasChanges, initialEditorState, savePlan, type BuildingRow } from './editorState';
import { paletteEntries } from './palette';
import { footprintCorners, rectFromDrag, rotationHandle, rotationTo, toDegrees } from './placement';
import { conceptUnitMix, mixReferences } from './unitMix';

const row = (id: number, extra: Partial<BuildingRow> = {}, cfg: Record<string, unknown> = {}): BuildingRow =>
  ({
    id,
    name: `b${id}`,
    x: 100,
    y: 200,
    rotate_z: 0,
    maxlength: 40,
    maxwidth: 10,
    maxheight: 20,
    conceptId: 1,
    cfg: { blocktype: 'gallery_flats', locked: false, units: [], ...cfg },
    ...extra,
  }) as BuildingRow;

describe('the concept editor state', () => {
  it('adds with negative ids, moves, deletes and undoes step by step', () => {
    let s = initialEditorState([row(1)]);
    s = editorReducer(s, { type: 'add', row: { ...row(0), name: 'new' } });
    expect(s.rows.map((r) => r.id)).toEqual([1, -1]);
    s = editorReducer(s, { type: 'place', id: 1, placement: { x: 110 } });
    s = editorReducer(s, { type: 'remove', id: -1 });
    expect(s.rows.map((r) => [r.id, r.x])).toEqual([[1, 110]]);
    s = editorReducer(s, { type: 'undo' });
    expect(s.rows.map((r) => r.id)).toEqual([1, -1]);
    s = editorReducer(s, { type: 'undo' });
    expect(s.rows[0]!.x).toBe(100);
    s = editorReducer(s, { type: 'undo' });
    expect(s.rows.map((r) => r.id)).toEqual([1]);
  });

  it('a drag is one undo step', () => {
    let s = initialEditorState([row(1)]);
    s = editorReducer(s, { type: 'place', id: 1, placement: { x: 101 } });
    s = editorReducer(s, { type: 'place', id: 1, placement: { x: 102 }, continued: true });
    s = editorReducer(s, { type: 'place', id: 1, placement: { x: 103 }, continued: true });
    expect(editorReducer(s, { type: 'undo' }).rows[0]!.x).toBe(100);
  });

  it('a locked building does not move or turn, but may be renamed', () => {
    let s = initialEditorState([row(1, {}, { locked: true })]);
    s = editorReducer(s, { type: 'place', id: 1, placement: { x: 150, rotate_z: 1 } });
    expect(s.rows[0]!.x).toBe(100);
    expect(s.rows[0]!.rotate_z).toBe(0);
    s = editorReducer(s, { type: 'place', id: 1, placement: { name: 'Toren' } });
    expect(s.rows[0]!.name).toBe('Toren');
  });

  it('plans the writes of a save: new, changed and removed buildings', () => {
    const saved = [row(1), row(2), row(3)];
    let s = initialEditorState(saved);
    expect(hasChanges(saved, s.rows)).toBe(false);
    s = editorReducer(s, { type: 'place', id: 2, placement: { y: 5 } });
    s = editorReducer(s, { type: 'remove', id: 3 });
    s = editorReducer(s, { type: 'add', row: row(0) });
    const plan = savePlan(saved, s.rows);
    expect(plan.create.map((r) => r.id)).toEqual([-1]);
    expect(plan.update.map((r) => r.id)).toEqual([2]);
    expect(plan.remove).toEqual([3]);
  });

  it('a generation result written back meanwhile is not an edit of the building', () => {
    const saved = [row(1), row(2)];
    const s = initialEditorState(saved);
    const stored = saved.map((r) => ({ ...r, dirty: false, result: { format: 1 }, messages: [], updatedAt: '2026-11-25T13:00:00.000Z' }));
    expect(hasChanges(stored, s.rows)).toBe(false);
    const moved = editorReducer(s, { type: 'place', id: 2, placement: { y: 5 } });
    expect(savePlan(stored, moved.rows).update.map((r) => r.id)).toEqual([2]);
  });
});

describe('drawing on the site', () => {
  it('a dragged rectangle snapped to a 5 m grid gives centre, length and width', () => {
    expect(rectFromDrag({ x: 11, y: 19 }, { x: 52, y: 3 }, 5)).toEqual({
      x: 30,
      y: 12.5,
      maxlength: 40,
      maxwidth: 15,
      rotate_z: 0,
    });
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 11, y: 30 }, 0)).toBeNull();
  });

  it('corners and the handle follow the rotation; degrees are shown, radians stored', () => {
    const b = { x: 0, y: 0, maxlength: 40, maxwidth: 10, rotate_z: Math.PI / 2 };
    const c = footprintCorners(b)[1]!;
    expect(c.x).toBeCloseTo(5, 9);
    expect(c.y).toBeCloseTo(20, 9);
    const h = rotationHandle(b);
    expect(h.x).toBeCloseTo(0, 9);
    expect(h.y).toBeCloseTo(24, 9);
    expect(toDegrees(rotationTo({ x: 0, y: 0 }, { x: -1, y: -1.05 }, false))).toBe(226);
    expect(toDegrees(rotationTo({ x: 0, y: 0 }, { x: -1, y: -1.05 }, true))).toBe(225);
  });
});

describe('the palette and the unit mix', () => {
  it('offers every block type but none, with all tower and house variants', () => {
    const entries = paletteEntries();
    expect(new Set(entries.map((e) => e.blocktype))).toEqual(new Set(blockTypes.filter((b) => b !== 'none')));
    expect(entries.filter((e) => e.blocktype === 'tower')).toHaveLength(9);
    expect(entries.filter((e) => e.blocktype === 'street_housing')).toHaveLength(4);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('reads the targets from the dwelling buildings and writes them back as references', () => {
    const units = [
      { id: 7, name: 'Studio' },
      { id: 8, name: 'Family' },
    ];
    expect(conceptUnitMix([row(1)], units)).toEqual({ 7: 1, 8: 1 });
    const refs = mixReferences(units, { 7: 3, 8: 0 });
    expect(refs.map((r) => [r.unitId, r.repeat_ratio])).toEqual([[7, 3]]);
    expect(
      conceptUnitMix([row(1, {}, { units: refs }), row(2, {}, { blocktype: 'parking', units: [] })], units),
    ).toEqual({ 7: 3, 8: 0 });
  });
});
