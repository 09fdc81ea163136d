import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import type { CopiedTable, LostLink } from './keepDeleted';
import { quoteName, readSchemaGraph, type SchemaGraph } from './schemaGraph';

/** Parents before children: a table comes after every other copied table it has a foreign key to (cycles keep the copy's order). */
function insertOrder(graph: SchemaGraph, tables: CopiedTable[]): CopiedTable[] {
  const names = new Set(tables.map((t) => t.table));
  const needs = new Map(tables.map((t) => [t.table, new Set(graph.keys.filter((k) => k.child === t.table && k.parent !== t.table && names.has(k.parent)).map((k) => k.parent))]));
  const done = new Set<string>();
  const ordered: CopiedTable[] = [];
  let pending = [...tables];
  while (pending.length) {
    const ready = pending.filter((t) => [...needs.get(t.table)!].every((p) => done.has(p)));
    const next = ready.length ? ready : [pending[0]!];
    for (const t of next) {
      ordered.push(t);
      done.add(t.table);
    }
    pending = pending.filter((t) => !done.has(t.table));
  }
  return ordered;
}

/**
 * A copied row whose primary key is taken can only have been taken during this restore: ids come from sequences,
 * and a row keyed by its parent (location_production_values by location_id, migration 0045) was made by a trigger
 * when that parent came back. The copy replaces such a row; any other unique value taken still refuses the restore.
 */
async function onOwnRow(tx: Db, table: string, columns: { name: string }[]): Promise<string> {
  const keys = await tx.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary`,
    [quoteName(table)],
  );
  if (!keys.length) return '';
  const key = new Set(keys.map((k) => k.name));
  const rest = columns.filter((c) => !key.has(c.name)).map((c) => `${quoteName(c.name)} = EXCLUDED.${quoteName(c.name)}`);
  return `ON CONFLICT (${keys.map((k) => quoteName(k.name)).join(', ')}) DO ${rest.length ? `UPDATE SET ${rest.join(', ')}` : 'NOTHING'}`;
}

interface DatabaseError {
  code?: string;
  constraint?: string;
  table?: string;
}

/** Which readable word names a table in an error ("locations" for a note's location). */
const parentOf = (graph: SchemaGraph, constraint: string | undefined) => graph.keys.find((k) => constraint === `${k.child}_${k.column}_fkey`)?.parent;

/** What a restore may be refused by before anything is put back (features/deletedRecords/undoDelete.ts). */
export interface KeptRecord {
  entity: string;
  companyId: number;
  deletedBy: number | null;
  deletedAt: Date;
}

/**
 * Put a deleted record back with everything its delete removed, in one transaction, and drop the copy. A row it
 * belongs to that is gone (purged, or deleted itself) refuses the restore with restore_parent_missing; a unique
 * value taken since with restore_conflict. References that pointed at rows which are gone now stay empty, as the
 * delete of those rows would have left them. `allow` sees the copy (locked) first and throws to refuse.
 */
export async function restoreDeleted(db: Db, id: number, allow?: (kept: KeptRecord) => void): Promise<{ entity: string; recordId: number; companyId: number; rowCount: number }> {
  return db.transaction(async (tx) => {
    const [kept] = await tx.query<{ entity: string; record_id: number; company_id: number; deleted_by: number | null; deleted_at: Date | string; tables: CopiedTable[]; links: LostLink[]; row_count: number }>(
      'SELECT entity, record_id, company_id, deleted_by, deleted_at, tables, links, row_count FROM deleted_records WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!kept) throw notFound('Deleted record');
    allow?.({ entity: kept.entity, companyId: kept.company_id, deletedBy: kept.deleted_by, deletedAt: new Date(kept.deleted_at) });
    const graph = await readSchemaGraph(tx);
    try {
      for (const { table, rows } of insertOrder(graph, kept.tables)) {
        const columns = await tx.query<{ name: string }>(
          `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
          [quoteName(table)],
        );
        const optional = new Map(graph.keys.filter((k) => k.child === table && k.onDelete === 'setNull').map((k) => [k.column, k.parent]));
        const values = columns.map(({ name }) => {
          const parent = optional.get(name);
          return parent ? `(SELECT x.id FROM ${quoteName(parent)} x WHERE x.id = r.${quoteName(name)})` : `r.${quoteName(name)}`;
        });
        await tx.query(
          `INSERT INTO ${quoteName(table)} (${columns.map((c) => quoteName(c.name)).join(', ')})
           SELECT ${values.join(', ')} FROM jsonb_populate_recordset(NULL::${quoteName(table)}, $1::jsonb) r
           ${await onOwnRow(tx, table, columns)}`,
          [JSON.stringify(rows)],
        );
      }
      for (const link of kept.links)
        await tx.query(
          `UPDATE ${quoteName(link.table)} t SET ${quoteName(link.column)} = v.ref
             FROM unnest($1::integer[], $2::integer[]) AS v(id, ref)
            WHERE t.id = v.id AND t.${quoteName(link.column)} IS NULL`,
          [link.pairs.map((p) => p[0]), link.pairs.map((p) => p[1])],
        );
    } catch (e) {
      const err = e as DatabaseError;
      if (err.code === '23503') {
        const parent = parentOf(graph, err.constraint) ?? 'a record it belongs to';
        throw new AppError('restore_parent_missing', `This ${kept.entity} record cannot be restored: it belongs to ${parent === 'a record it belongs to' ? parent : `a record of ${parent}`} that is gone. Restore that first, if it is still in the deleted items.`, { parent });
      }
      if (err.code === '23505') throw new AppError('restore_conflict', `This ${kept.entity} record cannot be restored: a record made since has the same unique value${err.constraint ? ` (${err.constraint})` : ''}.`);
      throw e;
    }
    await tx.query('DELETE FROM deleted_records WHERE id = $1', [id]);
    return { entity: kept.entity, recordId: kept.record_id, companyId: kept.company_id, rowCount: kept.row_count };
  });
}
