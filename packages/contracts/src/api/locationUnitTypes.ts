import { z } from 'zod';
import { recordId } from '../model/routeParams';

/** A unit type's name as two lists compare it: case and outer spaces ignored (the server's SQL: lower(btrim(name))). */
export const unitTypeKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

/** The most locations one adoption takes (the list's largest page). */
export const ADOPT_UNIT_TYPES_MAX_LOCATIONS = 200;

/** Locations that take the company's unit types (from the location's screen: one; from the list: a selection). */
export const adoptUnitTypesBody = z.strictObject({
  locationIds: z.array(recordId).min(1).max(ADOPT_UNIT_TYPES_MAX_LOCATIONS),
});

/** Per location, how many unit types it took (those it had no unit of the same name of), and the company's count. */
export const adoptUnitTypesResponseSchema = z.object({
  unitTypes: z.number().int(),
  locations: z.array(z.object({ locationId: z.number().int(), added: z.number().int() })),
});
export type AdoptUnitTypesResponse = z.infer<typeof adoptUnitTypesResponseSchema>;
