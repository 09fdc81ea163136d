import { z } from 'zod';
import { gridConstraints } from '@plotwise/contracts';

// The rules of Netbeheer Nederland's JSON Schema im_capaciteitskaart v1.3.0 (project/jsonschema/
// im_capaciteitskaart.schema.json, generated from the LinkML model), written out in zod: the required fields, the
// value lists, MW >= 0. Fields the schema allows and we do not read pass through unchecked (additionalProperties).

// RAGKind: the traffic-light status of one direction (contracts gridConstraints: transparant = capacity, red = shortage)
const rag = z.enum(gridConstraints);
const mw = z.number().min(0);
const count = z.number().int().min(0);
// JSON Schema's "format: date" (full-date of RFC 3339)
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)');
/** PC6 as the schema's description states it: four digits, two capital letters, no space. */
const PC6 = /^[1-9]\d{3}[A-Z]{2}$/;

const interval = z.looseObject({ start: date.optional(), end: date.optional(), year: z.number().int().optional(), quarter: z.number().int().min(1).max(4).optional() });

const work = z.looseObject({
  project_name: z.string().min(1),
  description: z.string().optional(),
  status_kind: z.enum(['cancelled', 'completed', 'inProgress', 'scheduled']).optional(),
  time_schedules: z.array(z.looseObject({ schedule_interval: interval })),
});

const postcodeArea = z.looseObject({
  postcode: z.string().regex(PC6, 'not a 6-character postcode (1234AB)'),
  demand_constraint: rag,
  generation_constraint: rag,
  substation_short_code: z.string().optional(),
});

const direction = (d: 'demand' | 'generation') => ({
  [`${d}_available_capacity`]: mw.optional(),
  [`${d}_quoted_capacity`]: mw.optional(),
  [`${d}_capacity_in_queue`]: mw.optional(),
  [`${d}_forecast_capacity`]: mw.optional(),
  [`${d}_requests_in_queue`]: count.optional(),
  [`${d}_alleviation_year`]: z.number().int().optional(),
  [`${d}_constraint`]: rag.optional(),
  [`${d}_energy_area_short_code`]: z.string().optional(),
});

/** One supply area (voedingsgebied) or TenneT congestion area. */
export const energyAreaSchema = z.looseObject({
  short_code: z.string().min(1),
  type: z.enum(['energy_area', 'congestion_area']).optional(),
  description: z.string().optional(),
  names: z.array(z.looseObject({ name: z.string().optional() })).optional(),
  works: z.array(work),
  postcode_areas: z.array(z.unknown()).optional(),
  ...direction('demand'),
  ...direction('generation'),
});

/** The root HeatmapDataSet without its areas (checked one by one, so that a problem names its area). */
export const dataSetHeadSchema = z.looseObject({
  conforms_to: z.string(),
  creator: z.string(),
  identifier: z.string(),
  issued: date,
  energy_areas: z.array(z.unknown()),
  updated: z.array(z.looseObject({ date, type: z.enum(['KI', 'ATC', 'BTC', 'WR', 'NU', 'JC']) })).optional(),
  valid: interval.optional(),
});

export type EnergyArea = z.infer<typeof energyAreaSchema>;
export type PostcodeArea = z.infer<typeof postcodeArea>;
export const postcodeAreaSchema = postcodeArea;

/** The first problem zod found, as "field: message". */
export function firstIssue(e: z.ZodError): string {
  const i = e.issues[0]!;
  return `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`;
}
