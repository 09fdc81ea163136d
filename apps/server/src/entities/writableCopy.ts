import { writableFields, type EntityDef } from '@plotwise/contracts';

type Row = Record<string, unknown>;

/** The writable values of a stored row, without the keys that tie it to its owner (the copy gets them anew). */
export function writableCopy(def: EntityDef, row: Row, without: readonly string[]): Row {
  const out: Row = {};
  for (const [name] of writableFields(def)) if (!without.includes(name) && row[name] !== undefined) out[name] = row[name];
  return out;
}
