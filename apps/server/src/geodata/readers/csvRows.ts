import { AppError } from '../../http/appError';

/**
 * Stream the rows of a CSV file (comma or semicolon, told from the header; quotes with doubled quotes
 * inside), each as an object keyed by the header. `line` is the 1-based line of the row.
 */
export async function streamCsvRows(
  source: AsyncIterable<string>,
  fileName: string,
  onRow: (row: Record<string, string>, line: number) => void,
  afterChunk: () => Promise<void>,
): Promise<void> {
  let header: string[] | null = null;
  let sep = ',';
  let rest = '';
  let line = 0;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    field = '';
    const f = fields;
    fields = [];
    if (!header) {
      header = f.map((h) => h.replace(/^\uFEFF/, '').trim());
      return;
    }
    if (f.length === 1 && f[0] === '') return; // blank line
    if (f.length !== header.length) throw new AppError('validation_failed', `${fileName}: line ${rowLine}: ${f.length} fields where the header has ${header.length}`);
    const row: Record<string, string> = {};
    header.forEach((h, i) => (row[h] = f[i]!));
    onRow(row, rowLine);
  };
  for await (const chunk of source) {
    const text = rest + chunk;
    rest = '';
    if (line === 0 && header === null) {
      const firstLine = text.split('\n', 1)[0]!;
      sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"') {
          if (i + 1 === text.length) {
            rest = '"'; // cannot tell "" from " yet
            break;
          }
          if (text[i + 1] === '"') {
            field += '"';
            i++;
          } else quoted = false;
        } else {
          if (c === '\n') line++;
          field += c;
        }
      } else if (c === '"' && field === '') quoted = true;
      else if (c === sep) {
        fields.push(field);
        field = '';
      } else if (c === '\n') {
        line++;
        if (field.endsWith('\r')) field = field.slice(0, -1);
        endRow();
        rowLine = line + 1;
      } else field += c;
    }
    await afterChunk();
  }
  if (quoted) throw new AppError('validation_failed', `${fileName}: line ${rowLine}: the file ends inside a quoted field (is it truncated?)`);
  if (field !== '' || fields.length) {
    if (field.endsWith('\r')) field = field.slice(0, -1);
    endRow();
  }
  if (!header) throw new AppError('validation_failed', `${fileName}: empty CSV file`);
}
