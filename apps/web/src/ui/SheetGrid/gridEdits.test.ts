import { describe, expect, it } from 'vitest';
import { cellKey, emptyEdits, parseClipboard, pasteTargets, setCells, undoEdit } from './gridEdits';

describe('grid edits', () => {
  it('keeps typed values, drops a value equal to the stored one, and undoes a paste as one step', () => {
    let e = setCells(emptyEdits, [{ key: cellKey(1, 'city'), text: 'Almere', stored: 'Lelystad' }]);
    e = setCells(e, [
      { key: cellKey(1, 'road'), text: 'Kade', stored: '' },
      { key: cellKey(2, 'road'), text: 'Dijk', stored: '' },
    ]);
    expect([...e.values.keys()]).toEqual(['1|city', '1|road', '2|road']);
    e = setCells(e, [{ key: cellKey(1, 'city'), text: 'Lelystad', stored: 'Lelystad' }]);
    expect(e.values.has('1|city')).toBe(false);
    e = undoEdit(e);
    expect(e.values.get('1|city')).toBe('Almere');
    e = undoEdit(e);
    expect([...e.values.keys()]).toEqual(['1|city']);
    expect(undoEdit(undoEdit(e)).values.size).toBe(0);
  });

  it('reads a block from a spreadsheet and places it from the chosen cell, leaving out what falls outside', () => {
    const block = parseClipboard('Kade\t12\r\nDijk\t1.234,5\r\nPad\t3\r\n');
    expect(block).toEqual([['Kade', '12'], ['Dijk', '1.234,5'], ['Pad', '3']]);
    const { cells, dropped } = pasteTargets(block, { row: 1, column: 2 }, { rows: 3, columns: 4 });
    expect(cells).toEqual([
      { row: 1, column: 2, text: 'Kade' },
      { row: 1, column: 3, text: '12' },
      { row: 2, column: 2, text: 'Dijk' },
      { row: 2, column: 3, text: '1.234,5' },
    ]);
    expect(dropped).toBe(2);
  });
});
