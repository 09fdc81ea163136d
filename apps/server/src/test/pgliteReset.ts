import type { PGlite } from '@electric-sql/pglite';

/**
 * Putting a used PGlite test database back into the state of the migrated template, so that the next test file of
 * the worker can take it instead of opening a copy of its own (a copy and an open cost about 3 s of CPU: 69 MB of
 * files, then PostgreSQL and PostGIS loaded and linked in WebAssembly; a reset a few tens of milliseconds). Tables,
 * views, sequences and indexes a file added (the importers create their geo_ tables on first use) are dropped; a
 * database whose template schema a test changed (a column, a function, a role) is not reset but closed.
 */

/** What the template holds besides its schema: the rows of its non-empty tables and every sequence's position. */
export interface TemplateState {
  fingerprint: string;
  /** the application's tables (not an extension's, such as PostGIS's spatial_ref_sys), quoted */
  tables: string[];
  rows: Map<string, { columns: string[]; json: string }>;
  sequences: { name: string; value: string; called: boolean }[];
  /** the template's relations (tables, views, sequences, indexes) by qualified name: any other was added by a test */
  relations: string[];
}

// Everything a test may create or change besides rows: relations and their columns, indexes, constraints, triggers,
// policies, functions, types, schemas and roles, by name and definition (not by oid: an importer that drops and
// creates its table again leaves the same schema behind, and PGlite's copy hands out oids below the template's).
// Temporary schemas stay once a temporary table was made; DISCARD ALL empties them, so they are left out.
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp_|toast_temp_)'`;
/** One sorted list of a catalogue's entries: `expr` over `from` (sorted by the text itself, not by its oid). */
const listOf = (expr: string, from: string) => `(SELECT string_agg(v, ',' ORDER BY v) FROM (SELECT (${expr})::text AS v ${from}) s)`;
const FINGERPRINT = `SELECT md5(concat_ws('|',
  ${listOf(`concat_ws(':', n.nspname, c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity)`, `FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMA}`)},
  ${listOf(
    `concat_ws(':', a.attrelid::regclass, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attisdropped, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))`,
    `FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum WHERE ${USER_SCHEMA} AND a.attnum > 0`,
  )},
  ${listOf(`pg_get_indexdef(i.indexrelid)`, `FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMA}`)},
  ${listOf(`concat_ws(':', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid))`, `FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE ${USER_SCHEMA}`)},
  ${listOf(`pg_get_triggerdef(t.oid)`, `FROM pg_trigger t WHERE NOT t.tgisinternal`)},
  ${listOf(`concat_ws(':', schemaname, tablename, policyname, cmd, roles::text, qual, with_check)`, `FROM pg_policies`)},
  md5(${listOf(`concat_ws(':', p.oid::regprocedure, md5(p.prosrc))`, `FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMA}`)}),
  ${listOf(`format_type(t.oid, NULL)`, `FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_SCHEMA}`)},
  ${listOf(`n.nspname`, `FROM pg_namespace n WHERE ${USER_SCHEMA}`)},
  ${listOf(`concat_ws(':', rolname, rolsuper)`, `FROM pg_roles`)})) AS fingerprint`;

// The relations of the schemas a test may write to, with the statement that drops each; tables first, so that their
// indexes, sequences and row types go with them.
const RELATIONS = `SELECT format('%I.%I', n.nspname, c.relname) AS name, format('DROP %s IF EXISTS %I.%I CASCADE;', CASE c.relkind
    WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' WHEN 'i' THEN 'INDEX' WHEN 'f' THEN 'FOREIGN TABLE'
    ELSE 'TABLE' END, n.nspname, c.relname) AS drop, c.relkind IN ('r', 'p') AS is_table
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'i', 'f') AND ${USER_SCHEMA}`;

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
  const relations = (await db.query<{ name: string }>(`SELECT name FROM (${RELATIONS}) r`)).rows.map((r) => r.name);
  return { fingerprint: await fingerprint(db), tables, rows, sequences, relations };
}

/** Drop the relations a test added to the template's schema (see RELATIONS). */
async function dropAddedRelations(db: PGlite, template: TemplateState): Promise<void> {
  const drops = (
    await db.query<{ drop: string }>(`SELECT drop FROM (${RELATIONS}) r WHERE NOT (name = ANY($1::text[])) ORDER BY is_table DESC`, [template.relations])
  ).rows.map((r) => r.drop);
  if (drops.length) await db.exec(drops.join('\n'));
}

/**
 * Drop the relations a test added and put the rows and sequences back as the template had them. False when the
 * instance is closed or its template schema was changed (rows untouched): the caller closes it then.
 */
export async function resetToTemplate(db: PGlite, template: TemplateState): Promise<boolean> {
  if (db.closed) return false;
  // a transaction a test left open would make every statement below fail; DISCARD ALL drops prepared statements,
  // temporary tables, session settings and LISTENs (it cannot run inside a transaction block)
  await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
  await dropAddedRelations(db, template);
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
