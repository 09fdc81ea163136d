import { HyperFormula } from 'hyperformula';
import type { FinanceWorkbook } from './buildFinanceWorkbook';

/** Loads the workbook model into HyperFormula (formulas only, no cached values) for tests. */
export function loadWorkbook(workbook: FinanceWorkbook): HyperFormula {
  const sheets: Record<string, (string | number | null)[][]> = {};
  for (const sheet of workbook.sheets) {
    sheets[sheet.name] = sheet.rows.map((row) =>
      Array.from({ length: row.length }, (_, i) => {
        const cell = row[i];
        if (!cell) return null;
        return cell.formula !== undefined ? `=${cell.formula}` : cell.value;
      }),
    );
  }
  // smartRounding would round outputs to about 11 digits; millicent amounts have up to 15.
  return HyperFormula.buildFromSheets(sheets, { licenseKey: 'gpl-v3', smartRounding: false });
}

/** A cell's value by sheet name and A1 address. */
export function valueAt(hf: HyperFormula, sheet: string, address: string): unknown {
  const at = hf.simpleCellAddressFromString(address, hf.getSheetId(sheet)!);
  if (!at) throw new Error(`bad address ${address}`);
  return hf.getCellValue(at);
}
