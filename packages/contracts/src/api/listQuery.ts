import { z } from 'zod';
import { general } from '../constants/general';

/** Operators a where condition may use; anything else is rejected, never ignored. */
export const whereOperators = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'isnull'] as const;
export type WhereOperator = (typeof whereOperators)[number];

const scalar = z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()]);
const condition = z.union([
  scalar,
  z.partialRecord(z.enum(whereOperators), z.union([scalar, z.array(scalar).max(1000)])),
]);
/** `{ field: value }` or `{ field: { op: value } }`; fields are checked against the entity afterwards. */
const whereSchema = z.record(z.string().max(100), condition);

const intParam = (min: number, max: number, d: number) =>
  z.coerce.number().int().min(min).max(max).default(d);

/** Query string of GET /api/{entity}/list. */
export const listQuerySchema = z.strictObject({
  limit: intParam(1, general.maxListSize, general.listSize),
  offset: intParam(0, 10_000_000, 0),
  order: z
    .string()
    .max(500)
    .regex(/^-?[A-Za-z_][A-Za-z0-9_]*(,-?[A-Za-z_][A-Za-z0-9_]*)*$/, 'comma-separated field names, - for descending')
    .optional(),
  depth: intParam(0, general.maxNestingDepth, 0),
  where: z.string().max(20_000).optional(),
});

export const detailQuerySchema = z.strictObject({ depth: intParam(0, general.maxNestingDepth, 1) });

/** Body of DELETE /api/{entity}/list: a where condition is required, an empty one is refused. */
export const deleteWhereSchema = z.strictObject({ where: whereSchema });

/** Body of PUT /api/{entity}/order. */
export const orderBodySchema = z
  .array(z.strictObject({ id: z.number().int().positive(), order: z.number().int().min(-1_000_000_000).max(1_000_000_000) }))
  .min(1)
  .max(1000);
