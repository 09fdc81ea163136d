import ExcelJS from 'exceljs';
import { cadastreOwnersText, locationCellValue, ownersTextWords, type LocationExportXlsx, type LocationTableRow } from '@plotwise/contracts';

// columns that hold an instant: written as Excel dates, not text
const DATE_COLUMNS = new Set(['createdAt', 'updatedAt', 'activity']);

/** The language an export is written in: the first of nl or en in the request's Accept-Language (the screen's), else Dutch. */
export function exportLanguage(acceptLanguage: string | undefined): 'nl' | 'en' {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (tag === 'nl' || tag === 'en') return tag;
  }
  return 'nl';
}

/**
 * The rows shown in the table of locations as an XLSX workbook: one sheet, a header row of the screen's column
 * names, then one row per location in the order given. Numbers stay numbers and instants are dates, so the sheet
 * sorts and sums in Excel; status and phase are written by the name of the company's value; the owners column
 * says what the screen says (names with their owner type, in `language`).
 */
export async function locationsXlsx(
  rows: readonly LocationTableRow[],
  body: LocationExportXlsx,
  valueName: (id: number) => string | null,
  language: 'nl' | 'en' = 'nl',
): Promise<Buffer> {
  const ownerWords = ownersTextWords(language);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Plotwise';
  const ws = wb.addWorksheet(body.sheetName.replace(/[\\/?*[\]:]/g, ' '));
  ws.columns = body.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.min(40, Math.max(10, c.header.length + 2)),
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows) {
    ws.addRow(
      body.columns.map((c) => {
        if (c.key === 'cadastreOwners') return cadastreOwnersText(r.ownerDetails, ownerWords) || null;
        const v = locationCellValue(r, c.key, valueName);
        if (DATE_COLUMNS.has(c.key) && typeof v === 'string') return new Date(v);
        if (typeof v === 'boolean') return v ? 1 : 0;
        return v;
      }),
    );
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
