import { cellRef } from './formula';
import type { Expr } from './formula';

/** One cell of the workbook model: a constant, or a formula with its cached value. */
export interface WorkbookCell {
  /** The constant, or the formula's cached result. */
  readonly value: number | string | null;
  /** Excel formula text without the leading '='. */
  readonly formula?: string;
  /** Excel number format, e.g. '#,##0.00'. */
  readonly format?: string;
  readonly bold?: boolean;
  /** A note on the cell (Excel shows it on hover): what the figure rests on that is missing. */
  readonly note?: string;
}

/** One sheet of the workbook model; `rows[r][c]` is the cell at row r + 1, column c + 1. */
export interface WorkbookSheet {
  readonly name: string;
  readonly columnWidths: readonly number[];
  readonly rows: readonly (readonly (WorkbookCell | undefined)[])[];
}

/** Excel formats used by the export. */
export const formats = {
  euros: '#,##0.00',
  whole: '#,##0',
  decimal: '#,##0.00##',
  percent: '0.00##',
} as const;

/** The column letters of a 1-based column number (1 → A, 27 → AA). */
export const columnName = (column: number): string => {
  let s = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
};

const quoteSheet = (name: string): string =>
  /^[A-Za-z][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;

/** Builds one sheet cell by cell; rows and columns are 1-based as in Excel. */
export class SheetBuilder {
  private readonly cells: (WorkbookCell | undefined)[][] = [];
  private readonly widths: number[] = [];

  constructor(readonly name: string) {}

  private put(row: number, column: number, cell: WorkbookCell): void {
    const r = (this.cells[row - 1] ??= []);
    r[column - 1] = cell;
  }

  /** Sets a column's width in characters. */
  width(column: number, chars: number): void {
    this.widths[column - 1] = chars;
  }

  /** A text cell. */
  text(row: number, column: number, text: string, bold = false): void {
    this.put(row, column, bold ? { value: text, bold } : { value: text });
  }

  /** Adds a note to a written cell. */
  note(row: number, column: number, text: string): void {
    const cell = this.cells[row - 1]?.[column - 1];
    if (cell) this.put(row, column, { ...cell, note: text });
  }

  /** A constant input; returns a reference to it. */
  input(row: number, column: number, value: number | string | null, format?: string): Expr {
    this.put(row, column, format ? { value, format } : { value });
    return this.ref(row, column);
  }

  /** A formula cell; returns a reference to it carrying the formula's value. */
  formula(row: number, column: number, expr: Expr, format: string = formats.euros, bold = false): Expr {
    this.put(row, column, { value: expr.v, formula: expr.f, format, ...(bold ? { bold } : {}) });
    return this.ref(row, column);
  }

  /** The address of a cell within this sheet, e.g. 'C5'. */
  address(row: number, column: number): string {
    return `${columnName(column)}${row}`;
  }

  /** A reference to a cell of this sheet, used from a formula on this sheet. */
  ref(row: number, column: number): Expr {
    return cellRef(this.address(row, column), this.value(row, column));
  }

  /** A reference to a cell of this sheet, used from a formula on another sheet. */
  refFrom(row: number, column: number): Expr {
    return cellRef(`${quoteSheet(this.name)}!${this.address(row, column)}`, this.value(row, column));
  }

  /** A range address of this sheet, qualified when used from another sheet. */
  range(row1: number, column1: number, row2: number, column2: number, qualified = false): string {
    const a = `${this.address(row1, column1)}:${this.address(row2, column2)}`;
    return qualified ? `${quoteSheet(this.name)}!${a}` : a;
  }

  /** The value (constant or cached result) of a cell; null when blank. */
  value(row: number, column: number): number | string | null {
    return this.cells[row - 1]?.[column - 1]?.value ?? null;
  }

  /** The finished sheet. */
  build(): WorkbookSheet {
    const rows = Array.from({ length: this.cells.length }, (_, i) => this.cells[i] ?? []);
    return { name: this.name, columnWidths: [...this.widths].map((w) => w ?? 10), rows };
  }
}
