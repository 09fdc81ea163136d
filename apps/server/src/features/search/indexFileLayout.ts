import type { IndexParts } from '@plotwise/core';

/** The typed arrays an index file may hold, by the name its header gives them (the only constructors a file can ask for). */
const arrayTypes = { Float64Array, Float32Array, Uint32Array, Uint16Array, Uint8Array } as const;
type ArrayType = keyof typeof arrayTypes;
type StoredArray = InstanceType<(typeof arrayTypes)[ArrayType]>;

/** Where one array's bytes are in the file, and what they must be. */
export interface ArrayEntry {
  readonly type: ArrayType;
  readonly length: number;
  /** byte offset from the file's start, a multiple of 8 so that any typed array can view it in place */
  readonly offset: number;
  /** CRC-32 of its bytes (a flipped bit anywhere in the data is caught, not searched) */
  readonly crc: number;
}

/**
 * The index's parts with every typed array replaced by `{ $a: n }` (its number in the file's array table) and every
 * NaN or infinite number by `{ $n: 'NaN' }` (JSON has neither): the rest (sizes, column kinds, category dictionaries,
 * min/max) is plain JSON in the header.
 */
export function describeParts(parts: IndexParts): { shape: unknown; arrays: StoredArray[] } {
  const arrays: StoredArray[] = [];
  const walk = (v: unknown): unknown => {
    if (ArrayBuffer.isView(v)) {
      if (!(v.constructor.name in arrayTypes)) throw new Error(`index array of type ${v.constructor.name} cannot be stored`);
      arrays.push(v as StoredArray);
      return { $a: arrays.length - 1 };
    }
    if (typeof v === 'number' && !Number.isFinite(v)) return { $n: String(v) };
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { shape: walk(parts), arrays };
}

/** The parts again from a header's shape and the arrays read for its table (`describeParts` reversed). */
export function partsOfShape(shape: unknown, arrays: readonly StoredArray[]): IndexParts {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.$a === 'number') {
        const a = arrays[o.$a];
        if (!a) throw new Error(`array ${o.$a} is not in the file`);
        return a;
      }
      if (typeof o.$n === 'string') return Number(o.$n);
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(shape) as IndexParts;
}

/** An empty array of a stored type over `bytes` of the given buffer, or null for a type no file may name. */
export function arrayOver(type: string, buffer: ArrayBufferLike, length: number): StoredArray | null {
  if (!Object.hasOwn(arrayTypes, type)) return null;
  return new arrayTypes[type as ArrayType](buffer as ArrayBuffer, 0, length);
}

/** Bytes an array of a stored type and length takes (NaN for a type no file may name). */
export function arrayBytes(type: string, length: number): number {
  return Object.hasOwn(arrayTypes, type) ? arrayTypes[type as ArrayType].BYTES_PER_ELEMENT * length : NaN;
}
