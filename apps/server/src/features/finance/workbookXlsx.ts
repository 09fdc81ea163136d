import ExcelJS from 'exceljs';
import type { FinanceWorkbook } from '@plotwise/core';

/**
 * Writes the finance workbook model (packages/core finance/workbook) as XLSX: formulas with their cached
 * results, number formats and column widths. Excel is asked to recalculate on opening, so the file is live
 * even where a reader ignores cached values.
 */
export async function financeWorkbookXlsx(model: FinanceWorkbook): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Plotwise';
  wb.calcProperties.fullCalcOnLoad = true;
  for (const sheet of model.sheets) {
    const ws = wb.addWorksheet(sheet.name);
    sheet.columnWidths.forEach((w, i) => {
      ws.getColumn(i + 1).width = w;
    });
    sheet.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (!cell) return;
        const target = ws.getCell(r + 1, c + 1);
        target.value =
          cell.formula !== undefined ? { formula: cell.formula, result: cell.value ?? '' } : cell.value;
        if (cell.format) target.numFmt = cell.format;
        if (cell.bold) target.font = { bold: true };
        if (cell.note) target.note = cell.note;
      });
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
