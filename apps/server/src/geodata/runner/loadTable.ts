import type { Db } from '../../db/database';

/**
 * Bulk loads into a new table.
 *
 * Keeping indexes up to date row by row is most of PostgreSQL's work in an import: for 100 000 BAG
 * verblijfsobjecten the spatial index alone costs 0.44 s that way, against 0.1 s to build it once over the
 * loaded rows (docs/geodata.md, "Benchmark"). So when an import replaces everything a table holds (the first
 * load, or a national re-load), its rows go into a new table without indexes, the indexes are built at the end,
 * and the new table takes the place of the old one in the same transaction. Readers see the old rows until the
 * import commits and wait only for the swap itself.
 *
 * Tables that other objects depend on (views, foreign keys, triggers, row level security) and datasets that
 * share a table (a filter column) keep the usual path: rows go into the live table.
 */

const quoteIdent = (s: string) => `"${s.replaceAll('"', '""')}"`;

/**
 * Whether `table` may be replaced wholesale by an import that writes rows of `area`: no other import is writing
 * to it, it holds no rows of any other area, and nothing depends on it. Takes a lock that keeps other imports out
 * of the table until this one ends (readers are not blocked), so the answer holds until the commit. The lock is
 * only tried (NOWAIT): an import never waits for another here, so two imports cannot deadlock on it.
 */
export async function canReplaceTable(tx: Db, table: string, area: string): Promise<boolean> {
  await tx.exec('SAVEPOINT plotwise_load_lock');
  try {
    await tx.exec(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE NOWAIT`);
    await tx.exec('RELEASE SAVEPOINT plotwise_load_lock');
  } catch {
    await tx.exec('ROLLBACK TO SAVEPOINT plotwise_load_lock');
    return false;
  }
  const [r] = await tx.query<{ other_rows: boolean; depended_on: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${table} WHERE area < $1 OR area > $1) AS other_rows,
       (SELECT c.relrowsecurity FROM pg_class c WHERE c.oid = $2::regclass)
       OR EXISTS (SELECT 1 FROM pg_depend d WHERE d.refobjid = $2::regclass AND d.classid = 'pg_rewrite'::regclass)
       OR EXISTS (SELECT 1 FROM pg_constraint f WHERE f.confrelid = $2::regclass)
       OR EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = $2::regclass AND NOT t.tgisinternal) AS depended_on`,
    [area, table],
  );
  return !!r && !r.other_rows && !r.depended_on;
}

/** Create the table an import loads into instead of `table`: its columns, defaults and checks, no indexes. */
export async function createLoadTable(tx: Db, table: string, loadTable: string): Promise<void> {
  await tx.exec(`CREATE TABLE ${loadTable} (LIKE ${table} INCLUDING ALL EXCLUDING INDEXES)`);
}

/**
 * Build `table`'s indexes and constraints on `loadTable`, hand it `table`'s sequences and grants, drop `table`
 * and give `loadTable` its name (and the indexes theirs).
 */
export async function replaceWithLoadTable(tx: Db, table: string, loadTable: string): Promise<void> {
  const indexes = await tx.query<{
    name: string;
    def: string;
    constraint_name: string | null;
    constraint_def: string | null;
  }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def,
            c.conname AS constraint_name, pg_get_constraintdef(c.oid) AS constraint_def
     FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
     WHERE i.indrelid = $1::regclass ORDER BY 1`,
    [table],
  );
  const renames: string[] = [];
  for (const [k, ix] of indexes.entries()) {
    const temp = `${loadTable}_i${k}`;
    if (ix.constraint_name && ix.constraint_def) {
      await tx.exec(`ALTER TABLE ${loadTable} ADD CONSTRAINT ${temp} ${ix.constraint_def}`);
      renames.push(`ALTER TABLE ${table} RENAME CONSTRAINT ${temp} TO ${quoteIdent(ix.constraint_name)}`);
    } else {
      const m = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ (.*)$/.exec(ix.def);
      if (!m) throw new Error(`cannot rebuild index ${ix.name}: ${ix.def}`);
      await tx.exec(`CREATE ${m[1] ?? ''}INDEX ${temp} ON ${loadTable} ${m[2]}`);
      renames.push(`ALTER INDEX ${temp} RENAME TO ${quoteIdent(ix.name.replace(/^.*\./, ''))}`);
    }
  }
  const sequences = await tx.query<{ col: string; seq: string }>(
    `SELECT a.attname AS col, pg_get_serial_sequence($1, a.attname) AS seq
     FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND pg_get_serial_sequence($1, a.attname) IS NOT NULL`,
    [table],
  );
  for (const s of sequences)
    await tx.exec(`ALTER SEQUENCE ${s.seq} OWNED BY ${loadTable}.${quoteIdent(s.col)}`);
  // LIKE does not copy per-column statistics targets (e.g. none for geometry on PGlite, statistics.ts): hand them over
  const targets = await tx.query<{ col: string; target: number }>(
    `SELECT attname AS col, attstattarget AS target FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attstattarget >= 0`,
    [table],
  );
  for (const t of targets)
    await tx.exec(`ALTER TABLE ${loadTable} ALTER COLUMN ${quoteIdent(t.col)} SET STATISTICS ${Number(t.target)}`);
  const grants = await tx.query<{ grantee: string; privileges: string }>(
    `SELECT g.grantee, string_agg(g.privilege_type, ', ') AS privileges
     FROM information_schema.role_table_grants g
     WHERE g.table_schema = current_schema() AND g.table_name = $1
       AND g.grantee <> (SELECT pg_get_userbyid(c.relowner) FROM pg_class c WHERE c.oid = $1::regclass)
     GROUP BY g.grantee`,
    [table],
  );
  for (const g of grants)
    await tx.exec(
      `GRANT ${g.privileges} ON ${loadTable} TO ${g.grantee === 'PUBLIC' ? 'PUBLIC' : quoteIdent(g.grantee)}`,
    );
  await tx.exec(`DROP TABLE ${table}`);
  await tx.exec(`ALTER TABLE ${loadTable} RENAME TO ${table}`);
  for (const r of renames) await tx.exec(r);
}
