import { z } from 'zod';
import { searchCountBodySchema } from '@plotwise/contracts';
import { blockTypes, defaultBuildingCfg, defaultUnitInput, type BuildingCfg, type GeneratorInput } from '@plotwise/core/generator/index';
import type { FinanceInput } from '@plotwise/core/finance/index';
import { radians, rdPoint } from '@plotwise/core/units/units';

/** What parsing a pasted input gives: the value for the engine, or the wrong paths with what is wrong there. */
export type ParsedInput<T> = { ok: true; value: T } | { ok: false; problems: { path: string; message: string }[] };

const finite = z.number().finite();
const id = z.union([z.string().min(1), z.number().finite()]);
const point = z.object({ x: finite, y: finite });

// The generator takes TypeScript types, not a schema; this is the sandbox's gate in front of it. The building cfg
// is checked where a wrong type would break generation and laid over the defaults (a pasted partial cfg works).
const generatorInputSchema = z.object({
  building: z.object({
    id,
    name: z.string().default(''),
    archetype: finite.default(0),
    maxwidth: finite.positive(),
    maxlength: finite.positive(),
    maxheight: finite.positive(),
    x: finite,
    y: finite,
    z: finite.default(0),
    rotate_z: finite.default(0),
    version: z.number().int().min(1).default(3),
    conceptId: id.nullable().default(null),
    cfg: z
      .looseObject({
        blocktype: z.enum(blockTypes).optional(),
        floor_height: finite.positive().optional(),
        floors: z.array(z.looseObject({})).optional(),
        towers: z.array(z.looseObject({})).optional(),
        units: z.array(z.looseObject({})).optional(),
      })
      .default({}),
  }),
  units: z
    .array(
      z.looseObject({
        id,
        size: finite.positive().optional(),
        size_max: finite.positive().optional(),
        ratio: finite.min(0).optional(),
        cfg: z.looseObject({}).optional(),
      }),
    )
    .max(200),
  generation_parameters: z.record(z.string(), z.union([finite, z.string(), z.null()])).optional(),
  site: z.object({
    buildable_area: z.array(point).min(3).max(10_000),
    plot_area: finite.positive().optional(),
    max_height: finite.positive().optional(),
  }),
});

// The finance engine checks every field itself and names the wrong ones (normalizeFinanceInput); the schema
// only makes sure the outline is an object of the right kind before the engine sees it.
const financeInputSchema = z.looseObject({
  plotAreaSquareMeters: finite.min(0),
  unitTypes: z.array(z.looseObject({})).nullish(),
  houses: z.array(z.looseObject({})).nullish(),
  functionAreas: z.array(z.looseObject({})).nullish(),
  buildings: z.array(z.looseObject({})).nullish(),
  costs: z.array(z.looseObject({})).nullish(),
  parking: z.looseObject({}).nullish(),
  parameters: z.looseObject({}).nullish(),
  sensitivity: z.looseObject({}).nullish(),
});

/** A path as the screen lists it: `building.cfg.floors[0].height`, or `(the whole input)`. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(the whole input)';
}

function parseWith<S extends z.ZodType, T>(schema: S, text: string, finish: (value: z.infer<S>) => T): ParsedInput<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, problems: [{ path: '(JSON)', message: (e as Error).message }] };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ path: pathText(i.path), message: i.message })) };
  return { ok: true, value: finish(parsed.data) };
}

/** A pasted generator input (e.g. a regression case): checked, its cfg and units laid over the defaults. */
export function parseGeneratorInput(text: string): ParsedInput<GeneratorInput> {
  return parseWith(generatorInputSchema, text, (v) => {
    const { cfg, ...building } = v.building;
    const input: GeneratorInput = {
      building: { ...building, rotate_z: radians(building.rotate_z), cfg: { ...defaultBuildingCfg(), ...cfg } as BuildingCfg },
      units: v.units.map((u) => defaultUnitInput(u as Parameters<typeof defaultUnitInput>[0])),
      site: { ...v.site, buildable_area: v.site.buildable_area.map((p) => rdPoint(p.x, p.y)) },
    };
    if (v.generation_parameters) (input as { generation_parameters?: unknown }).generation_parameters = v.generation_parameters;
    return input;
  });
}

/** A pasted finance engine input: its outline checked here, its fields by the engine. */
export function parseFinanceInput(text: string): ParsedInput<FinanceInput> {
  return parseWith(financeInputSchema, text, (v) => v as unknown as FinanceInput);
}

/** A pasted search body `{ "filters": [...] }`, checked with the search API's own schema. */
export function parseSearchFilters(text: string): ParsedInput<z.infer<typeof searchCountBodySchema>> {
  return parseWith(searchCountBodySchema, text, (v) => v);
}
