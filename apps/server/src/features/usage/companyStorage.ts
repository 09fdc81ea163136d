import type { Db } from '../../db/database';

/**
 * Tables that carry a company_id but hold the server's bookkeeping about a company, not the company's own records:
 * sign-in sessions and reset keys, the audit log, the usage rollups and events this screen reads, search runs and
 * tile queries, the product mail log and client error entries. Every other table with a company_id is counted, so a
 * table added later is counted without anyone remembering this list.
 */
const BOOKKEEPING_TABLES = [
  'sessions',
  'password_resets',
  'audit_events',
  'usage_events',
  'usage_counts',
  'usage_active_users',
  'search_runs',
  'search_tile_queries',
  'mail_log',
  'errors',
] as const;

/** What a company stores: its images (originals and thumbnails) and its records, in bytes. */
export interface CompanyStorage {
  imageBytes: number;
  recordBytes: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The bytes each company stores (one company, or all with `companyId` null):
 * - images: the stored original and thumbnail of every image (`pg_column_size`, as stored: compressed when the
 *   database compressed them);
 * - records: the company row and every row of every table with a `company_id` (locations, concepts, buildings,
 *   notes, configs, publications, the DSO rules kept for its locations, deleted items kept for restore ...) but the
 *   images table and the bookkeeping above, each as `pg_column_size` of the whole row. That is the row's data as
 *   PostgreSQL stores it; indexes, free space and page headers are not counted, so it is a lower bound of disk use.
 * National geodata (parcels, buildings, zoning, the search index) belongs to no company and is not counted.
 * The same SQL on PGlite and PostgreSQL: the table list comes from information_schema.
 */
export async function companyStorage(db: Db, companyId: number | null): Promise<Map<number, CompanyStorage>> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.table_name AS name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE'
        AND c.table_name <> 'images' AND NOT (c.table_name = ANY($1::text[]))
      ORDER BY 1`,
    [[...BOOKKEEPING_TABLES]],
  );
  // table names from the catalogue, quoted; the company only as a parameter
  const perTable = tables.map(
    ({ name }) => `SELECT x.company_id AS id, sum(pg_column_size(x.*))::float8 AS bytes FROM ${quoteIdent(name)} x WHERE ($1::integer IS NULL OR x.company_id = $1) GROUP BY x.company_id`,
  );
  const [records, images] = await Promise.all([
    db.query<{ id: number; bytes: number }>(
      `SELECT id, sum(bytes)::float8 AS bytes FROM (
         SELECT x.id, pg_column_size(x.*)::float8 AS bytes FROM companies x WHERE ($1::integer IS NULL OR x.id = $1)
         ${perTable.map((q) => `UNION ALL ${q}`).join('\n')}
       ) s WHERE id IS NOT NULL GROUP BY id`,
      [companyId],
    ),
    db.query<{ id: number; bytes: number }>(
      `SELECT company_id AS id, sum(coalesce(pg_column_size(data), 0) + coalesce(pg_column_size(thumb), 0))::float8 AS bytes
         FROM images WHERE ($1::integer IS NULL OR company_id = $1) GROUP BY company_id`,
      [companyId],
    ),
  ]);
  const out = new Map<number, CompanyStorage>();
  const of = (id: number) => out.get(id) ?? out.set(id, { imageBytes: 0, recordBytes: 0 }).get(id)!;
  for (const r of records) of(r.id).recordBytes = r.bytes;
  for (const r of images) of(r.id).imageBytes = r.bytes;
  return out;
}
