import { columnName, entities, general, type EntityDef, type Field } from '@plotwise/contracts';
import type { Actor } from '../auth/sessions';

/** Quote an identifier we generated ourselves (never user text). */
export const q = (ident: string) => `"${ident}"`;

// Every request builds its statements anew (the tenant's parameters are numbered as they are added); the quoted
// column names and SELECT lists inside them depend on the model alone, so they are made once. A list with its
// children spells out some 300 columns, and converting each name again cost more than the rest of the SQL text.
const columns = new Map<string, string>();
export const col = (field: string) => {
  let c = columns.get(field);
  if (c === undefined) columns.set(field, (c = q(columnName(field))));
  return c;
};

/** Collects positional parameters while SQL is assembled. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * LIMIT and OFFSET of a list. The page size is written into the statement as a checked integer: PostgreSQL plans a
 * prepared statement with `LIMIT $n` anew on every execution, because its generic plan must assume a tenth of the
 * rows, looks dearer than a custom plan for 20 and is never chosen (~1 ms of planning per list request). With the
 * page size in the text the generic plan costs what a custom one does and is kept after five executions. The first
 * page has no OFFSET at all (it is most requests, and an unknown `OFFSET $n` is again costed as a tenth of the rows,
 * enough to tip the choice back to planning every time); later pages bind theirs, since a literal would make a
 * statement text, prepared on every pooled connection, for every page. At most two texts per page size.
 */
export function pageSql(limit: number, offset: number, p: Params): string {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > general.maxListSize) throw new Error(`invalid list limit ${limit}`);
  if (!Number.isSafeInteger(offset) || offset < 0) throw new Error(`invalid list offset ${offset}`);
  return offset === 0 ? `LIMIT ${limit}` : `LIMIT ${limit} OFFSET ${p.add(offset)}`;
}

// keyed by the definition object, not its name: public access builds reduced views of an entity under its name
const selectLists = new WeakMap<EntityDef, Map<string, string>>();

/** The SELECT list of an entity: API field names, geometry as WGS84 GeoJSON, internal fields left out. */
export function selectList(def: EntityDef, alias = 't'): string {
  let byAlias = selectLists.get(def);
  if (!byAlias) selectLists.set(def, (byAlias = new Map()));
  let list = byAlias.get(alias);
  if (list === undefined) byAlias.set(alias, (list = buildSelectList(def, alias)));
  return list;
}

function buildSelectList(def: EntityDef, alias: string): string {
  return Object.entries(def.fields)
    .filter(([, fd]) => !fd.internal)
    .map(([name, fd]) => {
      const c = `${alias}.${col(name)}`;
      if (fd.kind === 'geometry') return `ST_AsGeoJSON(ST_Transform(${c}, 4326), 7)::json AS ${q(name)}`;
      // ISO 8601 in UTC, the same in nested JSON and in top-level rows
      if (fd.kind === 'timestamp') return `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${q(name)}`;
      return `${c} AS ${q(name)}`;
    })
    .join(', ');
}

/** Whether a config subtree has no collections anywhere below it, so that SQL can return it as one JSON value. */
export function isStaticTree(def: EntityDef): boolean {
  return def.children.length === 0 && def.ones.every((o) => isStaticTree(entityOf(o.entity)));
}

/**
 * Extra SELECT columns that read an entity's one-to-one configs (recursively) as JSON in the same statement:
 * one round trip for a location with its cfg, buildable area, render settings, status and summary.
 * Configs with collections below them are left to the repository's batched reads.
 */
function staticOnesSql(def: EntityDef, scope: ScopeFn, p: Params, alias = 't', depth = 0): string {
  const cols: string[] = [];
  for (const one of def.ones) {
    const child = entityOf(one.entity);
    if (!isStaticTree(child)) continue;
    const a = `o${alias}_${depth}_${cols.length}`;
    const nested = staticOnesSql(child, scope, p, a, depth + 1);
    cols.push(
      `(SELECT row_to_json(j) FROM (SELECT ${selectList(child, a)}${nested ? `, ${nested}` : ''} FROM ${q(child.table)} ${a} ` +
        `WHERE ${a}.${col(one.foreignKey)} = ${alias}.id AND ${scope(child, p, a)}) j) AS ${q(one.name)}`,
    );
  }
  return cols.join(', ');
}

/** The SELECT list of an entity plus its static configs. */
export function selectWithOnes(def: EntityDef, scope: ScopeFn, p: Params, alias = 't'): string {
  const ones = staticOnesSql(def, scope, p, alias);
  return ones ? `${selectList(def, alias)}, ${ones}` : selectList(def, alias);
}

/** SQL for one value written to a column of this kind. */
export function valueSql(fd: Field, v: unknown, p: Params): string {
  if (v === null || v === undefined) return 'NULL';
  switch (fd.kind) {
    case 'geometry':
      return `ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON(${p.add(JSON.stringify(v))}), 4326), 28992)`;
    case 'json':
      return `${p.add(JSON.stringify(v))}::jsonb`;
    case 'timestamp':
      return `${p.add(v)}::timestamptz`;
    default:
      return p.add(v);
  }
}

/** Builds the tenant predicate of an entity at an alias. */
export type ScopeFn = (def: EntityDef, p: Params, alias?: string) => string;

/** The tenant predicate of an entity for an actor (`true` for shared content). */
export function scopeSql(def: EntityDef, actor: Actor, p: Params, alias = 't'): string {
  switch (def.tenancy) {
    case 'company':
      return `${alias}.company_id = ${p.add(actor.companyId)}${visibilitySql(def, actor, alias)}`;
    case 'self':
      return `${alias}.id = ${p.add(actor.companyId)}`;
    case 'global':
      return 'true';
  }
}

/**
 * Custom field visibility (spec 3: none, edit, view): fields set to `none` and their values are hidden from
 * users who are not company admins, wherever they are read (lists, details, nested children).
 */
function visibilitySql(def: EntityDef, actor: Actor, alias: string): string {
  if (actor.isAdmin || actor.isStaff) return '';
  if (def.name === 'customfields') return ` AND ${alias}.visibility IS DISTINCT FROM 'none'`;
  if (def.name === 'locationscustomvalues')
    return ` AND NOT EXISTS (SELECT 1 FROM customfields vf WHERE vf.id = ${alias}.customfield_id AND vf.visibility = 'none')`;
  return '';
}

/** SQL array type for `= ANY(...)` on a field of this kind. */
export function arrayType(fd: Field): string {
  switch (fd.kind) {
    case 'id':
    case 'int':
    case 'fk':
      return 'integer[]';
    case 'float':
      return 'double precision[]';
    case 'bool':
      return 'boolean[]';
    case 'timestamp':
      return 'timestamptz[]';
    default:
      return 'text[]';
  }
}

/** The entity definition behind a relation (the registry is complete, a missing one is a programming error). */
export function entityOf(name: string): EntityDef {
  const def = entities[name];
  if (!def) throw new Error(`entity ${name} is not in the registry`);
  return def;
}
