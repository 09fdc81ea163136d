import { z } from 'zod';
import type { EntityDef } from '../model/entity';
import {
  authentications,
  companies,
  company_styles,
  companycfgs,
  feature_flags,
  generation_parameters,
  preset_towers,
  preset_units,
  presets,
} from '../entities/companies';
import { location_filters, user_cfgs, user_emails, users } from '../entities/users';
import type { ApiRecord } from '../types';

// A user and a company as the data layer answers them (the session, the staff's customer and user routes, an
// invitation): their fields with the configs that always come along. Built from the entities' own fields, so an
// answer is checked field by field, while the static types stay the ones the entities give (ApiRecord).

/**
 * The schema of a record as the data layer attaches it: its public fields, its configs (`ones`) and the collections
 * that are no entities of their own (company presets), whatever the depth; children that are entities of their own
 * come by depth and are not checked here. `parts` are the entities below it.
 */
function attachedSchema(def: EntityDef, parts: readonly EntityDef[]): z.ZodObject {
  const part = (name: string) => {
    const found = parts.find((p) => p.name === name);
    if (!found) throw new Error(`${def.name}: the schema of ${name} is not given`);
    return found;
  };
  const shape: Record<string, z.ZodType> = {};
  for (const [name, fd] of Object.entries(def.fields)) if (!fd.internal) shape[name] = fd.zod.nullable();
  for (const one of def.ones) shape[one.name] = attachedSchema(part(one.entity), parts).nullable();
  for (const rel of def.children) {
    const child = parts.find((p) => p.name === rel.entity);
    if (child && !child.exposed) shape[rel.name] = z.array(attachedSchema(child, parts));
  }
  return z.object(shape);
}

/** A user as the data API answers it at depth 0: its fields and its cfg (with the location filters and e-mail choices). */
export const userRecordSchema = attachedSchema(users, [user_cfgs, location_filters, user_emails]) as unknown as z.ZodType<ApiRecord<'users'>>;

/** A company as the data API answers it at depth 0: its fields and its cfg (sign-in, flags, style, parameters, presets). */
export const companyRecordSchema = attachedSchema(companies, [
  companycfgs,
  authentications,
  feature_flags,
  company_styles,
  generation_parameters,
  presets,
  preset_units,
  preset_towers,
]) as unknown as z.ZodType<ApiRecord<'companies'>>;
