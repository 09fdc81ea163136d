import type { EntityDef } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { quoteName, readSchemaGraph, type ForeignKey, type SchemaGraph } from './schemaGraph';

type Row = Record<string, unknown>;
/** The rows of one table a delete removed, in the order the delete reached them. */
export interface CopiedTable {
  table: string;
  rows: Row[];
}
/** References (row id, value) of `table.column` that the delete set to NULL: a restore puts them back. */
export interface LostLink {
  table: string;
  column: string;
  pairs: [number, number][];
}

/** Everything deleting `ids` of `def` removes, per record deleted: its row, the rows the delete cascades to, and the lost links. */
async function collect(tx: Db, graph: SchemaGraph, def: EntityDef, ids: number[]) {
  const copies = new Map<number, Map<string, Row[]>>(ids.map((id) => [id, new Map()]));
  const links = new Map<number, Map<string, LostLink>>(ids.map((id) => [id, new Map()]));
  const rootOf = new Map<string, Map<number, number>>(); // table -> row id -> the deleted record it goes with
  const keep = (table: string, root: number, row: Row) => {
    const tables = copies.get(root)!;
    if (!tables.has(table)) tables.set(table, []);
    tables.get(table)!.push(row);
    if (typeof row.id === 'number') {
      if (!rootOf.has(table)) rootOf.set(table, new Map());
      rootOf.get(table)!.set(row.id, root);
    }
  };
  const first = await tx.query<{ r: Row }>(`SELECT to_jsonb(t) AS r FROM ${quoteName(def.table)} t WHERE t.id = ANY($1::integer[])`, [ids]);
  for (const { r } of first) keep(def.table, r.id as number, r);

  // breadth first, one statement per table reached: the rows of all its cascading children at once
  const queue: { table: string; ids: number[] }[] = [{ table: def.table, ids: first.map(({ r }) => r.id as number) }];
  const setNull: { key: ForeignKey; ids: number[] }[] = [];
  while (queue.length) {
    const { table, ids: parentIds } = queue.shift()!;
    if (!parentIds.length) continue;
    const children = graph.keys.filter((k) => k.parent === table && graph.readable(k.child));
    for (const key of children) if (key.onDelete === 'setNull') setNull.push({ key, ids: parentIds });
    const cascades = children.filter((k) => k.onDelete === 'cascade');
    if (!cascades.length) continue;
    const rows = await tx.query<{ k: number; r: Row; ref: number }>(
      cascades.map((key, i) => `SELECT ${i} AS k, to_jsonb(t) AS r, t.${quoteName(key.column)} AS ref FROM ${quoteName(key.child)} t WHERE t.${quoteName(key.column)} = ANY($1::integer[])`).join(' UNION ALL '),
      [parentIds],
    );
    const fresh = cascades.map(() => [] as number[]);
    for (const { k, r, ref } of rows) {
      const child = cascades[k]!.child;
      if (typeof r.id === 'number' && rootOf.get(child)?.has(r.id)) continue; // reached twice (two parents deleted)
      keep(child, rootOf.get(table)!.get(ref)!, r);
      if (typeof r.id === 'number') fresh[k]!.push(r.id);
    }
    cascades.forEach((key, k) => queue.push({ table: key.child, ids: fresh[k]! }));
  }
  // references from rows that stay: the delete sets them to NULL, a restore sets them back
  const refs = setNull.length
    ? await tx.query<{ k: number; id: number; ref: number }>(
        setNull.map(({ key }, i) => `SELECT ${i} AS k, t.id, t.${quoteName(key.column)} AS ref FROM ${quoteName(key.child)} t WHERE t.${quoteName(key.column)} = ANY($${i + 1}::integer[])`).join(' UNION ALL '),
        setNull.map((s) => s.ids),
      )
    : [];
  for (const { k, id, ref } of refs) {
    const { key } = setNull[k]!;
    if (rootOf.get(key.child)?.has(id)) continue; // deleted as well
    const root = rootOf.get(key.parent)!.get(ref)!;
    const name = `${key.child}.${key.column}`;
    const byRoot = links.get(root)!;
    if (!byRoot.has(name)) byRoot.set(name, { table: key.child, column: key.column, pairs: [] });
    byRoot.get(name)!.pairs.push([id, ref]);
  }
  return first.map(({ r }) => {
    const id = r.id as number;
    const tables: CopiedTable[] = [...copies.get(id)!].map(([table, rows]) => ({ table, rows }));
    return { id, label: labelOf(r, def.name), tables, links: [...links.get(id)!.values()], rowCount: tables.reduce((n, t) => n + t.rows.length, 0) };
  });
}

/** What staff see a deleted record as: its name, title or e-mail address, or its entity and id. */
function labelOf(row: Row, entity: string): string {
  for (const k of ['name', 'title', 'display_address', 'email']) if (typeof row[k] === 'string' && row[k]) return row[k];
  const person = [row.first_name, row.last_name].filter((x) => typeof x === 'string' && x).join(' ');
  return person || `${entity} ${String(row.id)}`;
}

/**
 * Copy the records about to be deleted, with everything their delete cascades to, into deleted_records (one row
 * per record), in the deleting transaction: the copy and the delete commit together or not at all.
 */
export async function keepBeforeDelete(tx: Db, def: EntityDef, actor: Actor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const graph = await readSchemaGraph(tx);
  const kept = await collect(tx, graph, def, ids);
  if (!kept.length) return;
  await tx.query(
    `INSERT INTO deleted_records (company_id, entity, record_id, label, deleted_by, deleted_by_name, tables, links, row_count)
     SELECT $1, $2, k.id, k.label, $3, $4, k.tables, k.links, k.row_count
       FROM jsonb_to_recordset($5::jsonb) AS k(id integer, label text, tables jsonb, links jsonb, row_count integer)`,
    [actor.companyId, def.name, actor.userId || null, actor.userName, JSON.stringify(kept.map((k) => ({ id: k.id, label: k.label, tables: k.tables, links: k.links, row_count: k.rowCount })))],
  );
}
