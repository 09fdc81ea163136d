import type { EntityDef } from '@plotwise/contracts';
import type { Db } from '../db/database';
import { col, Params, q, valueSql } from './sql';

// as insertRows: well clear of PostgreSQL's 65 535 parameters a statement
const MAX_PARAMS = 20_000;

/** One row's new values by field name. */
export interface RowValues {
  id: number;
  values: Record<string, unknown>;
}

/**
 * Update rows of one entity set-based: one UPDATE for the rows that write the same fields, each column's value
 * picked by id (`CASE id WHEN $1 THEN $2 ... ELSE col END`; the ELSE gives the parameters the column's type). Rows
 * are grouped by the fields they write so that a column is in an UPDATE's SET list only for the rows that write it,
 * as in a one-row update (a trigger `UPDATE OF` a column fires for the same rows). Each id may appear once.
 */
export async function updateRows(db: Db, def: EntityDef, rows: readonly RowValues[]): Promise<void> {
  const groups = new Map<string, RowValues[]>();
  for (const row of rows) {
    const names = Object.keys(row.values).filter((n) => def.fields[n]).sort();
    if (!names.length) continue;
    const key = names.join(',');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(row);
  }
  for (const [key, group] of groups) {
    const names = key.split(',');
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / (names.length + 1)));
    for (let start = 0; start < group.length; start += perStatement) {
      const slice = group.slice(start, start + perStatement);
      const p = new Params();
      const ids = slice.map((r) => p.add(r.id));
      const sets = names.map((n) => {
        const whens = slice.map((r, i) => `WHEN ${ids[i]} THEN ${valueSql(def.fields[n]!, r.values[n], p)}`).join(' ');
        return `${col(n)} = CASE id ${whens} ELSE ${col(n)} END`;
      });
      await db.query(`UPDATE ${q(def.table)} SET ${sets.join(', ')} WHERE id IN (${ids.join(', ')})`, p.values);
    }
  }
}
