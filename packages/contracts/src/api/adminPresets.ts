import { z } from 'zod';
import { defineRoute } from '../model/route';
import { presetKinds, preset_towers, preset_units, presets } from '../entities/companies';
import { defaultsOf, writableFields, type EntityDef, type RecordOf } from '../model/entity';
import type { Field } from '../model/field';

// The staff's global presets (GET/PUT /api/admin/presets, POST /api/admin/presets/reset): the presets a new
// company starts from, each with its units and towers. Their fields are the company presets' own (spec section 3).

const OWNER_FIELDS = new Set(['companyCfgId', 'companyPresetId']);

/** The writable fields of a preset entity without its owner, each optional (a missing one takes its default). */
function fieldsOf(def: EntityDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, fd] of writableFields(def)) if (!OWNER_FIELDS.has(name)) shape[name] = fd.zod.nullable().optional();
  return shape;
}

const name = z.string().trim().min(1).max(200);
const presetUnitSchema = z.strictObject({ ...fieldsOf(preset_units), name });
const presetTowerSchema = z.strictObject(fieldsOf(preset_towers));
const presetSchema = z.strictObject({
  ...fieldsOf(presets),
  name,
  units: z.array(presetUnitSchema).max(50).default([]),
  towers: z.array(presetTowerSchema).max(50).default([]),
});

/** PUT /api/admin/presets: the whole list of global presets. */
const globalPresetsBodySchema = z.strictObject({ presets: z.array(presetSchema).max(50) });

type Fields<E extends { fields: Record<string, Field> }> = Omit<RecordOf<E['fields']>, 'id' | 'companyId' | 'companyCfgId' | 'companyPresetId'>;
/** A global preset unit with every field (its default where none was given). */
export type GlobalPresetUnit = Fields<typeof preset_units>;
/** A global preset tower with every field. */
export type GlobalPresetTower = Fields<typeof preset_towers>;
/** A global preset with every field, its units and towers. */
export type GlobalPreset = Fields<typeof presets> & { units: GlobalPresetUnit[]; towers: GlobalPresetTower[] };

const withDefaults = <T extends Record<string, unknown>>(def: EntityDef, given: T) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(defaultsOf(def))) if (!OWNER_FIELDS.has(k)) out[k] = v;
  for (const [k, v] of Object.entries(given)) if (v !== undefined && v !== null) out[k] = v;
  return out;
};

/**
 * The stored form of a checked list: every field present (its default where none was given) and `order` in
 * steps of 10 as listed, so what a company gets does not depend on defaults applied elsewhere.
 */
export function completeGlobalPresets(body: z.output<typeof globalPresetsBodySchema>): GlobalPreset[] {
  return body.presets.map((p, i) => {
    const { units, towers, ...fields } = p;
    return {
      ...withDefaults(presets, fields),
      order: (i + 1) * 10,
      units: units.map((u, j) => ({ ...withDefaults(preset_units, u), order: (j + 1) * 10 })),
      towers: towers.map((t, j) => ({ ...withDefaults(preset_towers, t), order: (j + 1) * 10 })),
    } as unknown as GlobalPreset;
  });
}

// Names of the spec's preset kinds as the Dutch product calls them; staff rename them freely.
const KIND_NAMES: Record<keyof typeof presetKinds, string> = {
  flat_path_gallery: 'Galerijflat',
  flat_corridor: 'Corridorflat',
  tower: 'Toren',
  street_housing: 'Grondgebonden woningen',
  parking: 'Parkeergebouw',
  office: 'Kantoor',
  distribution_centre: 'Distributiecentrum',
};

/** The spec defaults: a preset per preset kind with the entity defaults and one unit of the default size (spec 3, 9). */
export function specDefaultGlobalPresets(): GlobalPreset[] {
  return completeGlobalPresets(
    globalPresetsBodySchema.parse({
      presets: Object.entries(presetKinds).map(([kind, presetId]) => ({
        name: KIND_NAMES[kind as keyof typeof presetKinds],
        presetId,
        units: [{ name: 'Standaard' }],
      })),
    }),
  );
}

/** GET /api/admin/presets (and what saving or resetting answers). */
export interface GlobalPresetsResponse {
  presets: GlobalPreset[];
  /** false: nothing stored yet, the list is the spec defaults and new companies start without presets */
  stored: boolean;
  updatedAt: string | null;
}

/** A stored preset entity's fields as answered: each of its own type or null, every one present. */
function answeredFields(def: EntityDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, fd] of writableFields(def)) if (!OWNER_FIELDS.has(name)) shape[name] = fd.zod.nullable();
  return z.object(shape);
}

// checked against the entity definitions field by field; its static type is the one the entities give
const globalPresetsResponseSchema = z.object({
  presets: z.array(answeredFields(presets).extend({ units: z.array(answeredFields(preset_units)), towers: z.array(answeredFields(preset_towers)) })),
  stored: z.boolean(),
  updatedAt: z.string().nullable(),
}) as unknown as z.ZodType<GlobalPresetsResponse>;

/** The routes of /admin/presets (staff). */
export const globalPresetRoutes = {
  read: defineRoute({ method: 'GET', path: '/api/admin/presets', access: 'staff', summary: 'Staff: the global presets new companies start from (the spec defaults while none are stored)', response: globalPresetsResponseSchema }),
  replace: defineRoute({ method: 'PUT', path: '/api/admin/presets', access: 'staff', summary: 'Staff: replace the global presets', body: globalPresetsBodySchema, response: globalPresetsResponseSchema }),
  reset: defineRoute({ method: 'POST', path: '/api/admin/presets/reset', access: 'staff', summary: 'Staff: reset the global presets to the spec defaults', response: globalPresetsResponseSchema }),
};
