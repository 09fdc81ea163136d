import type { EntityDef } from '@plotwise/contracts';
import type { Db } from '../db/database';
import { col, Params, q, valueSql } from './sql';

// PostgreSQL binds at most 65 535 parameters a statement; a statement of some 20 000 stays well clear of it and
// still writes a few hundred rows of the widest entity at once.
const MAX_PARAMS = 20_000;

/**
 * Insert rows of one entity (values by field name) with multi-row INSERTs; returns their ids in the order of the rows.
 * A row that lacks a column another row has gets the column's DEFAULT, as a one-row INSERT leaving it out would.
 */
export async function insertRows(db: Db, def: EntityDef, rows: Record<string, unknown>[]): Promise<number[]> {
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((n) => def.fields[n]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, names.length)));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const p = new Params();
    const values = rows
      .slice(start, start + perStatement)
      .map((r) => `(${names.map((n) => (n in r ? valueSql(def.fields[n]!, r[n], p) : 'DEFAULT')).join(', ')})`);
    const sql = `INSERT INTO ${q(def.table)} (${names.map(col).join(', ')}) VALUES ${values.join(', ')} RETURNING id`;
    const got = await db.query<{ id: number }>(sql, p.values);
    // The identity column takes its values in the order the VALUES rows are inserted, which is their written order,
    // so ascending ids are the rows' order (RETURNING itself promises no order).
    ids.push(...got.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}
