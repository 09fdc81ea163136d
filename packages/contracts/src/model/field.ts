import { z } from 'zod';

/** How a field is stored; the DDL and the SQL layer switch on this, the API on `zod`. */
type FieldKind = 'id' | 'text' | 'int' | 'float' | 'bool' | 'json' | 'timestamp' | 'geometry' | 'fk' | 'bytes';

interface FieldRef {
  /** storage or table name the foreign key points to */
  table: string;
  /** what happens to this row when the referenced row goes: owned children cascade, plain links are cleared */
  onDelete: 'cascade' | 'set null';
}

export interface Field<Z extends z.ZodType = z.ZodType> {
  kind: FieldKind;
  /** schema of a non-null value */
  zod: Z;
  /** value a new record gets when the field is not given (null when absent) */
  default: z.output<Z> | null | (() => z.output<Z>);
  /** set by the server only (id, timestamps, tenant); ignored in request bodies */
  readOnly: boolean;
  /** never leaves the server (password hashes, binary data) */
  internal: boolean;
  /** a staff decision (licence, subscription, trial, staff rights): a write by anyone else is refused (403 staff_only_field) */
  staffOnly: boolean;
  ref?: FieldRef;
  /** NOT NULL in the database */
  required: boolean;
  /** applied to an incoming value before validation (spec rules such as "plot size is forced to an integer") */
  coerce?: (v: unknown) => unknown;
}

function field<Z extends z.ZodType>(kind: FieldKind, zod: Z, def: Field<Z>['default'] = null): Field<Z> {
  return { kind, zod, default: def, readOnly: false, internal: false, staffOnly: false, required: false };
}

/** Field builders: each returns a Field that is refined with the helpers below. */
export const f = {
  id: () => ({ ...field('id', z.number().int().positive()), readOnly: true, required: true as const }),
  text: (d: string | null = null) => field('text', z.string().max(100_000), d),
  /** text with its own validation (email, colour, decimal) */
  textOf: <Z extends z.ZodType<string>>(schema: Z, d: string | null = null) =>
    field('text', schema, d as z.output<Z> | null),
  enum: <const T extends readonly [string, ...string[]]>(values: T, d: T[number] | null = null) =>
    field('text', z.enum(values), d),
  int: (d: number | null = null) => field('int', z.number().int().min(-2_147_483_648).max(2_147_483_647), d),
  /** an integer code of an enumeration given as `{ name: code }` */
  code: <const T extends Record<string, number>>(codes: T, d: T[keyof T] | null = null) =>
    field('int', z.union(Object.values(codes).map((c) => z.literal(c)) as unknown as [z.ZodLiteral<number>]), d),
  float: (d: number | null = null) => field('float', z.number().finite(), d),
  /** a share or score from 0 to 100 */
  percentage: (d: number | null = null) => field('float', z.number().min(0).max(100), d),
  bool: (d: boolean | null = null) => field('bool', z.boolean(), d),
  json: <Z extends z.ZodType>(schema: Z, d: Field<Z>['default'] = null) => field('json', schema, d),
  timestamp: () => ({ ...field('timestamp', z.string()), readOnly: true }),
  /** a date-time the user sets (due dates and the like) */
  datetime: () => field('timestamp', z.iso.datetime({ offset: true })),
  geometry: () => field('geometry', geoJsonGeometry),
  fk: (table: string, onDelete: FieldRef['onDelete'] = 'set null') => ({
    ...field('fk', z.number().int().positive()),
    ref: { table, onDelete },
  }),
  bytes: () => ({ ...field('bytes', z.instanceof(Uint8Array)), internal: true }),
};

/** Mark a field as set by the server only. */
export const readOnly = <F extends Field>(x: F): F => ({ ...x, readOnly: true });
/** Mark a field as internal: stored, never sent to clients. */
export const internal = <F extends Field>(x: F): F => ({ ...x, internal: true, readOnly: true });
/** Mark a field as a staff decision: only staff may write it (through /api/admin); everyone may read it. */
export const staffOnly = <F extends Field>(x: F): F => ({ ...x, staffOnly: true });
/** Mark a field NOT NULL. */
export const required = <F extends Field>(x: F): F & { required: true } => ({ ...x, required: true });

/** Give a field an input coercion. */
export const coerced = <F extends Field>(x: F, coerce: (v: unknown) => unknown): F => ({ ...x, coerce });

/** Spec 5: plot size is forced to an integer, 0 when not numeric (parseInt semantics: "1234.7 m2" is 1234). */
export function toIntegerOrZero(v: unknown): number {
  if (v === null || v === undefined) return 0;
  const n = typeof v === 'number' ? Math.trunc(v) : Number.parseInt(String(v), 10);
  return Number.isFinite(n) && Math.abs(n) <= 2_147_483_647 ? n : 0;
}

// WGS84 positions: longitude first, in range, optional height.
const position = z
  .array(z.number().finite())
  .min(2)
  .max(3)
  .refine((c) => Math.abs(c[0]!) <= 180 && Math.abs(c[1]!) <= 90, 'longitude and latitude out of range');
const ring = z
  .array(position)
  .min(4)
  .refine((r) => r[0]![0] === r[r.length - 1]![0] && r[0]![1] === r[r.length - 1]![1], 'a ring must be closed');
/** GeoJSON geometry in WGS84 (what the API speaks); stored as EPSG:28992. */
export const geoJsonGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1).max(1000) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1).max(1000)).min(1).max(1000) }),
]);
export type GeoJsonGeometry = z.infer<typeof geoJsonGeometry>;

/** snake_case column name of an API field name (`companyId` -> `company_id`). */
export function columnName(fieldName: string): string {
  return fieldName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
