/**
 * A small ISO 10303-21 (STEP physical file) writer: numbered entity lines and the value encodings IFC needs.
 * We write the text ourselves instead of driving web-ifc's WebAssembly in the browser: the app's content
 * security policy (script-src 'self') does not allow compiling WebAssembly, and the text is all an IFC file is.
 * The tests read every file back with web-ifc.
 */

/** A reference to an entity line (#12). */
export interface Ref {
  readonly ref: number;
}
/** An enumeration value (.ELEMENT.). */
export interface Enum {
  readonly enum: string;
}
/** A typed value such as IFCLABEL('x') inside a SELECT attribute. */
export interface Typed {
  readonly type: string;
  readonly value: StepValue;
}
/** A REAL: always written with a decimal point. */
export interface Real {
  readonly real: number;
}
/** Any attribute value; null is $ (unset), '*' is derived. */
export type StepValue =
  string | number | boolean | null | '*' | Ref | Enum | Typed | Real | readonly StepValue[];

/** An enumeration value. */
export const en = (name: string): Enum => ({ enum: name });
/** A REAL value (numbers given as `number` are written as INTEGER when whole). */
export const real = (n: number): Real => ({ real: n });
/** A typed value (IFCLABEL('x'), IFCAREAMEASURE(12.5)). */
export const typed = (type: string, value: StepValue): Typed => ({ type, value });

/** A STEP string: quotes doubled, backslashes doubled, non-ASCII as \X2\hhhh\X0\ (UTF-16 code units). */
export function stepString(s: string): string {
  let out = '';
  let wide = '';
  const flush = () => {
    if (wide) out += `\\X2\\${wide}\\X0\\`;
    wide = '';
  };
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) {
      flush();
      const ch = s[i]!;
      out += ch === "'" ? "''" : ch === '\\' ? '\\\\' : ch;
    } else wide += code.toString(16).toUpperCase().padStart(4, '0');
  }
  flush();
  return `'${out}'`;
}

/** A REAL in STEP notation: 3. / 2.5 / 1.E-05 (rounded to micrometres, enough for metres and square metres). */
export function stepReal(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  const r = Math.abs(n) < 1e-3 && n !== 0 ? n : Number(n.toFixed(6));
  const s = String(Object.is(r, -0) ? 0 : r).toUpperCase();
  const [mantissa, exponent] = s.split('E');
  const m = mantissa!.includes('.') ? mantissa! : `${mantissa!}.`;
  return exponent ? `${m}E${exponent}` : m;
}

function encode(v: StepValue): string {
  if (v === null) return '$';
  if (v === '*') return '*';
  if (typeof v === 'string') return stepString(v);
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : stepReal(v);
  if (typeof v === 'boolean') return v ? '.T.' : '.F.';
  if (Array.isArray(v)) return `(${v.map(encode).join(',')})`;
  const o = v as Ref | Enum | Typed | Real;
  if ('ref' in o) return `#${o.ref}`;
  if ('enum' in o) return `.${o.enum}.`;
  if ('real' in o) return stepReal(o.real);
  return `${o.type}(${encode(o.value)})`;
}

/** Collects entity lines in order and writes the whole file. */
export class StepFile {
  private readonly lines: string[] = [];

  /** Adds `TYPE(attr, ...)` as the next numbered line and answers its reference. */
  add(type: string, ...attributes: StepValue[]): Ref {
    const ref = this.lines.length + 1;
    this.lines.push(`#${ref}=${type.toUpperCase()}(${attributes.map(encode).join(',')});`);
    return { ref };
  }

  /** How many entity lines the file holds. */
  get size(): number {
    return this.lines.length;
  }

  /** The whole file with an IFC4 header. */
  text(header: { fileName: string; timestamp: string; application: string }): string {
    return [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');",
      `FILE_NAME(${stepString(header.fileName)},${stepString(header.timestamp)},(''),(''),${stepString(header.application)},${stepString(header.application)},'');`,
      "FILE_SCHEMA(('IFC4'));",
      'ENDSEC;',
      'DATA;',
      ...this.lines,
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n');
  }
}

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/**
 * A stable IFC GlobalId (22 characters, 128 bits in IFC's base 64) derived from a key, so exporting the same
 * concept twice gives the same ids and a CAD package can match objects between versions.
 */
export function ifcGuid(key: string): string {
  // Four 32-bit FNV-1a style hashes with different seeds make 128 bits.
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let h = seed >>> 0;
    for (let i = 0; i < key.length; i++) {
      h ^= key.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
      h ^= h >>> 13;
    }
    return h >>> 0;
  });
  // bit i of the 128 (most significant first)
  const bit = (i: number) => (words[i >>> 5]! >>> (31 - (i & 31))) & 1;
  const take = (from: number, n: number) => {
    let v = 0;
    for (let i = from; i < from + n; i++) v = (v << 1) | bit(i);
    return v;
  };
  let out = GUID_CHARS[take(0, 2)]!;
  for (let i = 2; i < 128; i += 6) out += GUID_CHARS[take(i, 6)]!;
  return out;
}
