import type { EntityDef } from '../model/entity';
import * as companiesMod from './companies';
import * as usersMod from './users';
import * as locationsMod from './locations';
import * as conceptsMod from './concepts';
import * as contentMod from './content';
import * as searchMod from './searchqueries';
import * as publicationsMod from './publications';

const isEntity = (x: unknown): x is EntityDef =>
  typeof x === 'object' && x !== null && 'fields' in x && 'table' in x && 'tenancy' in x;

/** Every entity of the data model by name, in dependency-safe order for DDL (referenced tables first). */
export const entities: Record<string, EntityDef> = Object.fromEntries(
  [companiesMod, usersMod, locationsMod, conceptsMod, contentMod, searchMod, publicationsMod]
    .flatMap((m) => Object.values(m))
    .filter(isEntity)
    .map((e) => [e.name, e]),
);

/** The storage names of spec section 7, in its order; each is served by the generic data API. */
export const storageNames = [
  'contentitems',
  'companies',
  'users',
  'customfields',
  'customvalues',
  'images',
  'locations',
  'locationslabels',
  'locationscustomvalues',
  'plots',
  'notes',
  'costs',
  'concepts',
  'buildings',
  'tickets',
  'units',
  'constraints',
  'labels',
  'searchqueries',
  'publications',
  'sections',
  'jsons',
] as const;
export type StorageName = (typeof storageNames)[number];

/** Entities the generic API serves: the storage names plus client error entries. */
export const apiEntityNames = [...storageNames, 'errors'] as const;

/** Look up an entity definition; undefined for an unknown name. */
export function entityByName(name: string): EntityDef | undefined {
  return Object.prototype.hasOwnProperty.call(entities, name) ? entities[name] : undefined;
}
