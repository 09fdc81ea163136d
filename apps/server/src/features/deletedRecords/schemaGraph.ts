import { TENANT_ROLE, type Db } from '../../db/database';

/** A foreign key of the public schema: `child.column` references `parent.id`, with its ON DELETE action. */
export interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  onDelete: 'cascade' | 'setNull' | 'other';
}

/**
 * The foreign keys of the schema and which tables the tenant role may read, from the catalogue. Rows are copied with to_jsonb: PostGIS values come out as hex EWKB, which reads back exactly.
 */
export interface SchemaGraph {
  keys: ForeignKey[];
  readable(table: string): boolean;
}

const ACTION: Record<string, ForeignKey['onDelete']> = { c: 'cascade', n: 'setNull' };

/**
 * Read the graph once per process (the schema is fixed once migrations ran at start; a delete then pays nothing
 * for it). A table the tenant role may not read (sessions, the audit log, the mail log) is not readable: its rows are
 * neither copied nor restored.
 */
export function readSchemaGraph(db: Db): Promise<SchemaGraph> {
  cached ??= loadSchemaGraph(db).catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}
let cached: Promise<SchemaGraph> | null = null;

async function loadSchemaGraph(db: Db): Promise<SchemaGraph> {
  const keys = await db.query<{ child: string; column: string; parent: string; action: string }>(
    `SELECT c.conrelid::regclass::text AS child, a.attname AS "column", c.confrelid::regclass::text AS parent, c.confdeltype AS action
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1`,
  );
  const tables = await db.query<{ table: string }>(
    `SELECT c.relname AS "table" FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND has_table_privilege($1, c.oid, 'SELECT')`,
    [TENANT_ROLE],
  );
  const readable = new Set(tables.map((t) => t.table));
  return {
    keys: keys.map((k) => ({ child: stripQuotes(k.child), column: k.column, parent: stripQuotes(k.parent), onDelete: ACTION[k.action] ?? 'other' })),
    readable: (table) => readable.has(table),
  };
}

// regclass::text quotes names that need it ("order"); ours are plain, but be exact
const stripQuotes = (name: string) => name.replace(/^"(.*)"$/, '$1');

/** A table name from the catalogue, quoted for SQL. */
export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
