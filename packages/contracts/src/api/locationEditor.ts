import { z } from 'zod';

/**
 * `details` of a 409 `conflict` from the data API's version rule (docs/api.md): the record changed since the
 * version (`basedOn`) the edit was based on; `current` holds the saved values of the fields the edit writes.
 */
export const versionConflictDetailsSchema = z.object({
  entity: z.string(),
  id: z.number(),
  basedOn: z.string(),
  updatedAt: z.string(),
  current: z.record(z.string(), z.unknown()),
});
export type VersionConflictDetails = z.infer<typeof versionConflictDetailsSchema>;

/**
 * The `source` of a constraint entered or changed by hand on the location editor (core's, the one rule of what is in
 * force reads it). A refresh of the zoning replaces only the derived rows (source `IMRO <plan id>`) and keeps these.
 */
export { HAND_CONSTRAINT_SOURCE } from '@plotwise/core/zoning/rules/constraintsInForce';

/** POST /api/locations/detail/{id}/constraints/refresh: constraints derived again from the zoning, and hand rows kept. */
export const constraintsRefreshResponseSchema = z.object({ derived: z.number().int(), kept: z.number().int() });
export type ConstraintsRefreshResponse = z.infer<typeof constraintsRefreshResponseSchema>;

/** POST /api/locations/detail/{id}/enrich: what the refresh of a location's data found, step by step. */
export const locationEnrichResponseSchema = z.object({
  /** load state per step (contracts loadStates: 0 not started, 1 loading, 2 failed, 3 success) */
  steps: z.object({ getAddress: z.number().int(), getDestinationPlan: z.number().int(), getRegulations: z.number().int() }),
  constraints: constraintsRefreshResponseSchema,
  /** the national parcels the data came from: the site's own, or those under its position when it has none */
  parcels: z.number().int(),
  from: z.enum(['parcels', 'position', 'nothing']),
});
export type LocationEnrichResponse = z.infer<typeof locationEnrichResponseSchema>;
