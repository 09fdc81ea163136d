import type { PGlite } from '@electric-sql/pglite';

/**
 * Putting a used PGlite test database back into the state of the migrated template, so that the next test file of
 * the worker can take it instead of opening a copy of its own (an open costs about 2 s of CPU: loading PostgreSQL
 * and PostGIS into WebAssembly; a reset a few tens of milliseconds). A database whose schema a test changed (a
 * table, a function, a role, a column) is not reset but closed: only rows and sequences are put back.
 */

/** What the template holds besides its schema: the rows of its non-empty tables and every sequence's position. */
export interface TemplateState {
  fingerprint: string;
  /** the application's tables (not an extension's, such as PostGIS's spatial_ref_sys), quoted */
  tables: string[];
  rows: Map<string, { columns: string[]; json: string }>;
  sequences: { name: string; value: string; called: boolean }[];
}

// Everything a test may create or change besides rows: relations and their columns, functions, types, triggers,
// constraints, policies, schemas and roles. Truncating or deleting rows changes none of it.
const FINGERPRINT = `SELECT md5(concat_ws('|',
  (SELECT string_agg(concat_ws(':', c.oid, c.relkind, c.relnatts), ',' ORDER BY c.oid) FROM pg_class c),
  (SELECT string_agg(concat_ws(':', a.attrelid, a.attnum, a.atttypid, a.attnotnull, a.attisdropped), ',' ORDER BY a.attrelid, a.attnum)
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND a.attnum > 0),
  (SELECT concat_ws(':', count(*), max(oid)) FROM pg_proc), (SELECT concat_ws(':', count(*), max(oid)) FROM pg_type),
  (SELECT concat_ws(':', count(*), max(oid)) FROM pg_trigger), (SELECT concat_ws(':', count(*), max(oid)) FROM pg_constraint),
  (SELECT concat_ws(':', count(*), max(oid)) FROM pg_policy), (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_namespace),
  (SELECT string_agg(concat_ws(':', rolname, rolsuper), ',' ORDER BY oid) FROM pg_roles))) AS fingerprint`;

const APP_TABLES = `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  ORDER BY 1`;

async function fingerprint(db: PGlite): Promise<string> {
  return (await db.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

/** The tables among `tables` that hold a row (one statement: a probe per table). */
async function nonEmpty(db: PGlite, tables: string[]): Promise<string[]> {
  if (!tables.length) return [];
  const probe = tables.map((t, i) => `SELECT ${i} AS i WHERE EXISTS (SELECT 1 FROM ${t})`).join(' UNION ALL ');
  return (await db.query<{ i: number }>(probe)).rows.map((r) => tables[r.i]!);
}

/** Read the template's state from a database just opened from it, before any test used it. */
export async function templateState(db: PGlite): Promise<TemplateState> {
  const tables = (await db.query<{ name: string }>(APP_TABLES)).rows.map((r) => r.name);
  const rows = new Map<string, { columns: string[]; json: string }>();
  for (const table of await nonEmpty(db, tables)) {
    // generated columns are computed again on insert; identity columns are written as they were
    const columns = (
      await db.query<{ name: string }>(
        `SELECT quote_ident(attname) AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [table],
      )
    ).rows.map((r) => r.name);
    const json = (await db.query<{ json: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS json FROM ${table} t`)).rows[0]!.json;
    rows.set(table, { columns, json });
  }
  const sequences = (
    await db.query<{ name: string; value: string; called: boolean }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called FROM pg_sequences`,
    )
  ).rows;
  return { fingerprint: await fingerprint(db), tables, rows, sequences };
}

/**
 * Put the rows and sequences back as the template had them. False (and the database untouched) when the instance is
 * closed or its schema differs from the template's: the caller closes it then.
 */
export async function resetToTemplate(db: PGlite, template: TemplateState): Promise<boolean> {
  if (db.closed) return false;
  // a transaction a test left open would make every statement below fail; DISCARD ALL drops prepared statements,
  // temporary tables, session settings and LISTENs (it cannot run inside a transaction block)
  await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
  if ((await fingerprint(db)) !== template.fingerprint) return false;
  const used = await nonEmpty(db, template.tables);
  const restore = [...template.rows.keys()];
  const deletes = [...new Set([...used, ...restore])].map((t) => `DELETE FROM ${t};`);
  const inserts = restore.map((t) => {
    const { columns, json } = template.rows.get(t)!;
    const list = columns.join(', ');
    return `INSERT INTO ${t} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${t}, ${literal(json)});`;
  });
  const sequences = template.sequences.map((s) => `SELECT setval(${literal(s.name)}, ${s.value}, ${s.called});`);
  // replica: no foreign-key triggers, so the tables empty in any order
  await db.exec(['BEGIN;', "SET LOCAL session_replication_role = 'replica';", ...deletes, ...inserts, ...sequences, 'COMMIT;'].join('\n'));
  return true;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
