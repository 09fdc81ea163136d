import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';

// pg-boss sends scripts of several statements (its schema, and maintenance wrapped in BEGIN ... COMMIT with an
// advisory lock) without parameters; PGlite's extended-protocol query takes one statement, so those go to exec.
// None of pg-boss's scripts reads rows back.
const SCRIPT = /;\s*\S/;

/** pg-boss's database port over the server's Db: one implementation of the queue on PGlite and on PostgreSQL. */
export function queueDbOf(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return { rows: await db.query(text, values) };
      if (SCRIPT.test(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text) };
    },
  };
}
