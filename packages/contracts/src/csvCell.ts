// The one writer of CSV cells, for every CSV the product makes (on the server or in the browser). A spreadsheet
// reads a cell that starts with =, +, -, @, a tab or a carriage return as a formula, so a name typed by one customer
// could run in the spreadsheet of another reader (OWASP "CSV injection"): such a text gets a leading single quote,
// which Excel and LibreOffice show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text that could start a formula gets a leading `'`, quoted when it holds the separator, a quote or a line break (RFC 4180); numbers as they are. */
export function csvCell(value: string | number | null | undefined, separator: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line: each value through csvCell, joined by the separator (no line break). */
export const csvLine = (values: readonly (string | number | null | undefined)[], separator: string): string =>
  values.map((v) => csvCell(v, separator)).join(separator);
