import type { ByteReader } from './byteReader';
import type { TextDecode } from './dbfEncoding';

/**
 * The attribute table of a shapefile: a dBase III file (.dbf). Layout as the ESRI Shapefile Technical Description
 * (July 1998, "dBASE File") refers to it: a 32-byte header (version, date, record count at 4, header length at 8,
 * record length at 10, language driver at 29), 32-byte field descriptors (name 11 bytes, type at 11, length at 16,
 * decimals at 17) ended by 0x0D, then fixed-length records, each starting with a deletion flag (' ' or '*').
 */

interface DbfField {
  name: string;
  /** C character, N numeric, F float, L logical, D date (YYYYMMDD); other types are not read */
  type: string;
  length: number;
  decimals: number;
}

export interface DbfHeader {
  records: number;
  headerLength: number;
  recordLength: number;
  /** the dBase language driver id (0: none) */
  ldid: number;
  fields: DbfField[];
}

/** A value a .dbf field cannot hold (a date that is no date, a number that is no number): rejects the record. */
export class DbfValueError extends Error {}

export const DBF_TYPES_READ = new Set(['C', 'N', 'F', 'L', 'D']);

/** Read the header and field descriptors; throws Error with the reason when the header is broken. */
export async function readDbfHeader(r: ByteReader, decode: (b: Uint8Array) => string): Promise<DbfHeader> {
  const head = await r.read(32);
  if (!Buffer.isBuffer(head)) throw new Error('the file ends inside its header');
  const records = head.readUInt32LE(4);
  const headerLength = head.readUInt16LE(8);
  const recordLength = head.readUInt16LE(10);
  const ldid = head[29]!;
  const fields: DbfField[] = [];
  for (;;) {
    const first = await r.read(1);
    if (!Buffer.isBuffer(first)) throw new Error('the field list has no end (0x0D)');
    if (first[0] === 0x0d) break;
    const rest = await r.read(31);
    if (!Buffer.isBuffer(rest)) throw new Error('the file ends inside a field descriptor');
    const d = Buffer.concat([first, rest]);
    const nameEnd = d.indexOf(0);
    const name = decode(d.subarray(0, nameEnd >= 0 && nameEnd < 11 ? nameEnd : 11)).trim();
    fields.push({ name, type: String.fromCharCode(d[11]!).toUpperCase(), length: d[16]!, decimals: d[17]! });
  }
  if (r.offset > headerLength) throw new Error(`the header is ${headerLength} bytes long but its fields take ${r.offset}`);
  // Visual FoxPro keeps 263 bytes after the field list; records start where the header says
  if (!(await r.skip(headerLength - r.offset))) throw new Error('the file ends inside its header');
  const sum = 1 + fields.reduce((s, f) => s + f.length, 0);
  if (sum !== recordLength) throw new Error(`the header says records of ${recordLength} bytes, its fields take ${sum}`);
  return { records, headerLength, recordLength, ldid, fields };
}

const ascii = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1').trim();

/** One field's value: strings, numbers, booleans and dates (YYYY-MM-DD) as JSON holds them; blank is null. */
function dbfValue(f: DbfField, raw: Uint8Array, decode: TextDecode): string | number | boolean | null {
  switch (f.type) {
    case 'C': {
      let end = raw.length;
      while (end > 0 && (raw[end - 1] === 0x20 || raw[end - 1] === 0)) end--;
      return end ? decode(raw.subarray(0, end)) : null;
    }
    case 'N':
    case 'F': {
      const s = ascii(raw);
      // blank, or the asterisks dBase writes for a number too wide for its field
      if (!s || /^\*+$/.test(s)) return null;
      const n = Number(s);
      if (!Number.isFinite(n) || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) throw new DbfValueError(`field ${f.name}: "${s}" is not a number`);
      return n;
    }
    case 'L': {
      const s = ascii(raw);
      if (/^[YyTt]$/.test(s)) return true;
      if (/^[NnFf]$/.test(s)) return false;
      if (s === '' || s === '?') return null;
      throw new DbfValueError(`field ${f.name}: "${s}" is not a logical value`);
    }
    case 'D': {
      const s = ascii(raw);
      if (!s || /^0+$/.test(s)) return null;
      const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
      const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
      if (!m || !date || date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3]))
        throw new DbfValueError(`field ${f.name}: "${s}" is not a date (YYYYMMDD)`);
      return `${m[1]}-${m[2]}-${m[3]}`;
    }
    default:
      return null;
  }
}

/** One record: deleted or not, and its fields of the types read, by name. */
export function dbfRecord(h: DbfHeader, rec: Buffer, decode: TextDecode): { deleted: boolean; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let at = 1;
  for (const f of h.fields) {
    if (DBF_TYPES_READ.has(f.type)) values[f.name] = dbfValue(f, rec.subarray(at, at + f.length), decode);
    at += f.length;
  }
  return { deleted: rec[0] === 0x2a, values };
}
