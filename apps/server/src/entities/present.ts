import type { EntityDef } from '@plotwise/contracts';
import type { Row } from '../db/database';

// the timestamp fields of each definition, found once: present() runs for every row and config of every answer
const timestampFields = new WeakMap<EntityDef, string[]>();

/** A database row as the API sends it: timestamps as ISO strings (relations are already attached). */
export function present(def: EntityDef, row: Row): Row {
  let names = timestampFields.get(def);
  if (!names) timestampFields.set(def, (names = Object.keys(def.fields).filter((name) => def.fields[name]!.kind === 'timestamp')));
  for (const name of names) {
    const v = row[name];
    if (v instanceof Date) row[name] = v.toISOString();
  }
  return row;
}
