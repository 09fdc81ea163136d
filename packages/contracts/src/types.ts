import type { ChildRelation, EntityDef, OneRelation, RecordOf } from './model/entity';
import type { Field } from './model/field';
import type * as c from './entities/companies';
import type * as u from './entities/users';
import type * as l from './entities/locations';
import type * as k from './entities/concepts';
import type * as n from './entities/content';
import type * as s from './entities/searchqueries';
import type * as p from './entities/publications';

type R<E extends { fields: Record<string, Field> }> = RecordOf<E['fields']>;

// The record types of the entities as the API sends them (relations come on top, see the data layer).
export type User = R<typeof u.users>;
export type Location = R<typeof l.locations>;
export type Constraint = R<typeof l.constraints>;
export type Unit = R<typeof l.units>;
export type Label = R<typeof n.labels>;
export type CustomField = R<typeof n.customfields>;
export type CustomValue = R<typeof n.customvalues>;
export type Ticket = R<typeof n.tickets>;
export type SearchQuery = R<typeof s.searchqueries>;

// ---- Records by storage name, with the relations the data API nests at depth >= 1 ----

type ValuesOf<M> = M[keyof M];
type AnyEntity = EntityDef<Record<string, Field>, string, readonly ChildRelation[], readonly OneRelation[]>;
type AllEntities = Extract<
  ValuesOf<typeof c> | ValuesOf<typeof u> | ValuesOf<typeof l> | ValuesOf<typeof k> | ValuesOf<typeof n> | ValuesOf<typeof s> | ValuesOf<typeof p>,
  AnyEntity
>;
/** Every entity name of the model (storage names, configs and join rows). */
export type EntityName = AllEntities['name'];
type EntityNamed<N extends EntityName> = Extract<AllEntities, { name: N }>;
type ChildrenOf<D> = D extends EntityDef<Record<string, Field>, string, infer C, readonly OneRelation[]> ? C[number] : never;
type OnesOf<D> = D extends EntityDef<Record<string, Field>, string, readonly ChildRelation[], infer O> ? O[number] : never;

/**
 * A record of entity `N` as the data API sends it: its fields, and - when the request's depth reaches them - its
 * configs (`cfg`) and children (`plots`, `notes`, ...), each typed by its own entity.
 */
export type ApiRecord<N extends EntityName> = RecordOf<EntityNamed<N>['fields']> & {
  [R in ChildrenOf<EntityNamed<N>> as R['name']]?: ApiRecord<R['entity'] & EntityName>[];
} & {
  [R in OnesOf<EntityNamed<N>> as R['name']]?: ApiRecord<R['entity'] & EntityName> | null;
};

type DeepPartial<T> = T extends (infer E)[] ? DeepPartial<E>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> | null } : T;
/** A write body of entity `N`: any of its fields, configs nested as in a read (saved through the parent). */
export type ApiWrite<N extends EntityName> = DeepPartial<ApiRecord<N>>;
