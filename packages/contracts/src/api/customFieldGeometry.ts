import { z } from 'zod';

// The value of a geometry custom field (type 5): the area drawn for it on /locations/detail/:id/modifyplot, kept as
// GeoJSON text in locationscustomvalues.value. The server checks every write against this (a value the screens
// cannot draw is refused, not stored).

/** The most positions one geometry custom field holds, all rings together (a drawn area has a few dozen). */
export const CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS = 10_000;

// WGS84 [longitude, latitude], an optional height; finite and on the globe
const position = z
  .array(z.number().finite())
  .min(2, 'a position is [longitude, latitude]')
  .max(3, 'a position is [longitude, latitude] or [longitude, latitude, height]')
  .superRefine((p, ctx) => {
    if (Math.abs(p[0]!) > 180) ctx.addIssue({ code: 'custom', message: 'longitude must lie between -180 and 180', path: [0] });
    if (Math.abs(p[1]!) > 90) ctx.addIssue({ code: 'custom', message: 'latitude must lie between -90 and 90', path: [1] });
  });
const ring = z
  .array(position)
  .min(4, 'a ring has at least 4 positions (3 corners and the first again)')
  .refine((r) => r.length < 4 || (r[0]![0] === r.at(-1)![0] && r[0]![1] === r.at(-1)![1]), 'a ring must end where it starts');
const polygon = z.array(ring).min(1, 'a polygon has an outer ring');

/** Positions in a GeoJSON coordinates array, counted without building anything (bounded by the JSON text). */
function countPositions(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  if (coordinates.length && typeof coordinates[0] === 'number') return 1;
  let n = 0;
  for (const c of coordinates) n += countPositions(c);
  return n;
}

/**
 * A geometry custom field's value: a GeoJSON Polygon (what the site screen draws) or MultiPolygon in WGS84 with
 * finite coordinates in range, closed rings, at most CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS positions.
 */
const customFieldGeometrySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: polygon }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1, 'a multipolygon has a polygon') }),
  ])
  .refine((g) => countPositions(g.coordinates) <= CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS, `at most ${CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS} positions`);

/** Checks the text of a geometry custom field's value; the problems found, each with its path ("coordinates.0.3: ..."). */
export function customFieldGeometryIssues(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return ['not GeoJSON: the text is not JSON'];
  }
  // the limit first: a huge value answers one line, not an issue per position
  const positions = countPositions((value as { coordinates?: unknown } | null)?.coordinates);
  if (positions > CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS) return [`${positions} positions: at most ${CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS}`];
  const r = customFieldGeometrySchema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || 'geometry'}: ${i.message}`);
}
