import { z } from 'zod';
import { columnName, f, type Field } from './field';

/**
 * How rows of an entity are scoped to a tenant:
 * - company: the row has company_id; users see their company's rows only;
 * - self: the row is the company itself;
 * - global: shared content (read by every signed-in user, written by staff).
 */
type Tenancy = 'company' | 'self' | 'global';

/** A one-to-many relation: `name` in a nested response holds rows of `entity` whose `foreignKey` is our id. */
export interface ChildRelation {
  name: string;
  entity: string;
  foreignKey: string;
}

/** A one-to-one configuration child, saved only through the parent's PATCH. */
export interface OneRelation {
  name: string;
  entity: string;
  foreignKey: string;
}

export interface EntityDef<
  F extends Record<string, Field> = Record<string, Field>,
  N extends string = string,
  C extends readonly ChildRelation[] = readonly ChildRelation[],
  O extends readonly OneRelation[] = readonly OneRelation[],
> {
  /** storage name in the API (`/api/{name}/...`) and the entity registry key */
  name: N;
  /** SQL table name */
  table: string;
  tenancy: Tenancy;
  fields: F;
  children: C;
  ones: O;
  /** reachable through the generic data API (spec section 7 storage names); configs are not */
  exposed: boolean;
  /** extra SQL indexes beyond id, company_id, foreign keys and geometry */
  uniques: string[][];
}

// a NOT NULL field (ids, owners' foreign keys) is never null in an answer; every other field may be
type Out<F extends Field> = F extends { required: true } ? z.output<F['zod']> : z.output<F['zod']> | null;
type PublicKeys<F extends Record<string, Field>> = {
  [K in keyof F]: F[K]['internal'] extends true ? never : K;
}[keyof F];
/** The record type of an entity as the API sends it (without relations). */
export type RecordOf<F extends Record<string, Field>> = { [K in PublicKeys<F>]: Out<F[K]> };

interface DefineInput<F extends Record<string, Field>, N extends string, C extends readonly ChildRelation[], O extends readonly OneRelation[]> {
  name: N;
  table?: string;
  tenancy?: Tenancy;
  fields: F;
  children?: C;
  ones?: O;
  exposed?: boolean;
  uniques?: string[][];
}

/** Standard columns of every tenant-owned row. */
export const tenantFields = {
  id: f.id(),
  companyId: { ...f.fk('companies', 'cascade'), readOnly: true, required: true as const },
};

/** Define an entity: its fields plus id (and companyId for tenant rows) and its relations. */
export function defineEntity<
  F extends Record<string, Field>,
  const N extends string,
  const C extends readonly ChildRelation[] = [],
  const O extends readonly OneRelation[] = [],
>(input: DefineInput<F, N, C, O>) {
  const tenancy = input.tenancy ?? 'company';
  const base = tenancy === 'company' ? tenantFields : { id: f.id() };
  const fields = { ...base, ...input.fields } as typeof base & F;
  const def: EntityDef<typeof fields, N, C, O> = {
    name: input.name,
    table: input.table ?? input.name,
    tenancy,
    fields,
    children: input.children ?? ([] as unknown as C),
    ones: input.ones ?? ([] as unknown as O),
    exposed: input.exposed ?? true,
    uniques: input.uniques ?? [],
  };
  return def;
}

/** zod schema of the record as sent to clients (relations are added by the data layer). */
export function recordSchema<F extends Record<string, Field>>(def: EntityDef<F>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, fd] of Object.entries(def.fields)) if (!fd.internal) shape[name] = fd.zod.nullable();
  return z.object(shape) as unknown as z.ZodType<RecordOf<F>>;
}

/** Fields a client may write (not read-only, not internal). */
export function writableFields(def: EntityDef): [string, Field][] {
  return Object.entries(def.fields).filter(([, fd]) => !fd.readOnly && !fd.internal);
}

/** The default value of a field for a new record. */
export function defaultValue(fd: Field): unknown {
  return typeof fd.default === 'function' ? (fd.default as () => unknown)() : fd.default;
}

/** A complete new record of an entity from its defaults (used for default configs). */
export function defaultsOf(def: EntityDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, fd] of writableFields(def)) out[name] = defaultValue(fd);
  return out;
}

export { columnName };

/** The field `name` of an entity, looked up as an own property (a key like `constructor` finds nothing). */
export function fieldOf(def: EntityDef, name: string): Field | undefined {
  return Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
}
