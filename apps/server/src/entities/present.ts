import type { EntityDef } from '@plotwise/contracts';
import type { Row } from '../db/database';

/** A database row as the API sends it: timestamps as ISO strings (relations are already attached). */
export function present(def: EntityDef, row: Row): Row {
  for (const [name, fd] of Object.entries(def.fields)) {
    if (fd.kind === 'timestamp') {
      const v = row[name];
      if (v instanceof Date) row[name] = v.toISOString();
    }
  }
  return row;
}
