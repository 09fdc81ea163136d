import { entities, publicKeyPattern, type EntityDef } from '@plotwise/contracts';
import type { Db, Row } from '../db/database';
import { notFound } from '../http/appError';
import { present } from './present';
import { publicViews, type PublicEntity } from './publicAccess';
import { selectList } from './sql';

/** An entity definition cut down to the fields a view exposes. */
function viewDef(name: string, fields: string[]): EntityDef {
  const def = entities[name]!;
  return { ...def, fields: Object.fromEntries(fields.map((f) => [f, def.fields[f]!])) };
}

/** The rows of a public view that are exposed and meet `cond` (over alias t), in id order, with the view's fields only. */
export async function publicRows(db: Db, name: PublicEntity, cond: string, params: unknown[]): Promise<Row[]> {
  const v = publicViews[name];
  const def = viewDef(name, v.fields);
  const found = await db.query(`SELECT ${selectList(def)} FROM ${v.table} t WHERE (${v.exposed}) AND ${cond} ORDER BY t.id`, params);
  return found.map((r) => present(def, r));
}

/** The exposed record of a public view with this key; not_found for a key of the wrong form or not exposed. */
export async function publicByKey(db: Db, name: PublicEntity, key: string): Promise<Row> {
  if (!publicKeyPattern.test(key)) throw notFound(name);
  const r = (await publicRows(db, name, 't.key = $1', [key]))[0];
  if (!r) throw notFound(name);
  return r;
}

/** The rows of `table` whose `fk` is among `ids` (parents already exposed), with the listed fields, in id order. */
export async function publicChildren(db: Db, table: string, fields: string[], fk: string, ids: number[], name: string): Promise<Row[]> {
  return ids.length
    ? (await db.query(`SELECT ${selectList(viewDef(name, fields))} FROM ${table} t WHERE t.${fk} = ANY($1::integer[]) ORDER BY t.id`, [ids])).map((r) =>
        present(entities[name]!, r),
      )
    : [];
}
