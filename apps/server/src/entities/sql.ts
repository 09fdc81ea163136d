import { columnName, entities, type EntityDef, type Field } from '@plotwise/contracts';
import type { Actor } from '../auth/sessions';

/** Quote an identifier we generated ourselves (never user text). */
export const q = (ident: string) => `"${ident}"`;
export const col = (field: string) => q(columnName(field));

/** Collects positional parameters while SQL is assembled. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** The SELECT list of an entity: API field names, geometry as WGS84 GeoJSON, internal fields left out. */
export function selectList(def: EntityDef, alias = 't'): string {
  return Object.entries(def.fields)
    .filter(([, fd]) => !fd.internal)
    .map(([name, fd]) => {
      const c = `${alias}.${col(name)}`;
      if (fd.kind === 'geometry') return `ST_AsGeoJSON(ST_Transform(${c}, 4326), 7)::json AS ${q(name)}`;
      return `${c} AS ${q(name)}`;
    })
    .join(', ');
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

/** The tenant predicate of an entity for an actor (`true` for shared content). */
export function scopeSql(def: EntityDef, actor: Actor, p: Params, alias = 't'): string {
  switch (def.tenancy) {
    case 'company':
      return `${alias}.company_id = ${p.add(actor.companyId)}`;
    case 'self':
      return `${alias}.id = ${p.add(actor.companyId)}`;
    case 'global':
      return 'true';
  }
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
