/**
 * The edit state of a spreadsheet grid, pure: typed values per cell (text, as typed) on top of the stored
 * rows, an undo stack where a paste or a fill counts as one step, and the TSV a spreadsheet puts on the
 * clipboard. Rows and columns are addressed by their position on screen.
 */
export type CellKey = `${string}|${string}`;
export interface GridEdits {
  /** typed text per cell `${rowId}|${columnId}` */
  values: ReadonlyMap<CellKey, string>;
  /** earlier states, newest last */
  undo: readonly ReadonlyMap<CellKey, string>[];
}

export const emptyEdits: GridEdits = { values: new Map(), undo: [] };
export const cellKey = (rowId: string | number, columnId: string): CellKey => `${rowId}|${columnId}`;

/** Sets cells in one undoable step; a value equal to the stored one drops the edit. */
export function setCells(edits: GridEdits, cells: readonly { key: CellKey; text: string; stored: string }[]): GridEdits {
  if (!cells.length) return edits;
  const values = new Map(edits.values);
  for (const c of cells) {
    if (c.text === c.stored) values.delete(c.key);
    else values.set(c.key, c.text);
  }
  return { values, undo: [...edits.undo, edits.values].slice(-100) };
}

/** Goes back one step. */
export function undoEdit(edits: GridEdits): GridEdits {
  const previous = edits.undo[edits.undo.length - 1];
  return previous ? { values: previous, undo: edits.undo.slice(0, -1) } : edits;
}

/** A block of cells copied from a spreadsheet: rows by newline, cells by tab; a trailing newline is no row. */
export function parseClipboard(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((l) => l.split('\t'));
}

/**
 * The cells a pasted block fills from the cell (row, column) on: as far as the grid reaches, the rest of the
 * block is left out (and counted, so the screen can say so).
 */
export function pasteTargets(block: string[][], start: { row: number; column: number }, size: { rows: number; columns: number }) {
  const cells: { row: number; column: number; text: string }[] = [];
  let dropped = 0;
  block.forEach((line, r) =>
    line.forEach((text, c) => {
      const row = start.row + r;
      const column = start.column + c;
      if (row < size.rows && column < size.columns) cells.push({ row, column, text });
      else dropped += 1;
    }),
  );
  return { cells, dropped };
}
