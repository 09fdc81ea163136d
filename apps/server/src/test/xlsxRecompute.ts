import ExcelJS from 'exceljs';
import { HyperFormula } from 'hyperformula';

// An exported XLSX read back with exceljs and recomputed from its formulas alone by HyperFormula (no cached value
// is read), so a test compares what a controller's spreadsheet would compute with what the screens show.

/** A recomputed workbook: a cell by sheet and A1-style row and column (1-based), or by the label in its column A. */
export interface RecomputedWorkbook {
  /** how many cells hold a formula, and the sheets in their order */
  formulas: number;
  sheetNames: string[];
  value(sheet: string, row: number, column: number): unknown;
  /** the value in `column` of the first row whose column A is `label` */
  byLabel(sheet: string, label: string, column: number): unknown;
}

/** Reads an XLSX file and recomputes every formula in it. */
export async function recomputeXlsx(file: Buffer): Promise<RecomputedWorkbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheets: Record<string, (string | number | null)[][]> = {};
  let formulas = 0;
  wb.eachSheet((ws) => {
    const rows: (string | number | null)[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const out: (string | number | null)[] = [];
      for (let c = 1; c <= row.cellCount; c++) {
        const v = row.getCell(c).value as unknown;
        if (v && typeof v === 'object' && 'formula' in v) {
          formulas++;
          out.push(`=${(v as { formula: string }).formula}`);
        } else out.push(typeof v === 'number' || typeof v === 'string' ? v : null);
      }
      rows.push(out);
    }
    sheets[ws.name] = rows;
  });
  // smartRounding would round outputs to about 11 digits; the millicent amounts have up to 15
  const hf = HyperFormula.buildFromSheets(sheets, { licenseKey: 'gpl-v3', smartRounding: false });
  const value = (sheet: string, row: number, column: number) => hf.getCellValue({ sheet: hf.getSheetId(sheet)!, row: row - 1, col: column - 1 });
  return {
    formulas,
    sheetNames: wb.worksheets.map((w) => w.name),
    value,
    byLabel: (sheet, label, column) => {
      const row = (sheets[sheet] ?? []).findIndex((r) => r[0] === label);
      if (row < 0) throw new Error(`no row "${label}" on sheet ${sheet}`);
      return value(sheet, row + 1, column);
    },
  };
}
