import { z } from 'zod';
import { PARKING_MOMENTS, PARKING_PRESENCE_GROUPS, type ParkingPresenceEntry } from '@plotwise/core/feasibility/parkingDoubleUse';
import { defineRoute } from '../model/route';
import { municipalityField, notaYearField, sourceUrlField } from '../model/sourceFields';

/*
 * A municipality's presence table (issue #43 item 1, double use): per user group the share of its parking places in
 * use at each moment of the week, as its nota parkeernormen prints it, entered by a company with the nota's title,
 * year and link. A mixed programme then needs the places of its busiest moment (core feasibility/parkingDoubleUse.ts).
 */

const cellSchema = z.strictObject({
  group: z.enum(PARKING_PRESENCE_GROUPS),
  moment: z.enum(PARKING_MOMENTS),
  percent: z.number().min(0, 'at least 0 %').max(100, 'at most 100 %'),
});

/** PUT /api/parkingpresence: a nota's whole table of one municipality and year (it replaces that year's table). */
export const parkingPresenceInputSchema = z.strictObject({
  municipality: municipalityField,
  year: notaYearField,
  cells: z
    .array(cellSchema)
    .min(1, 'at least one percentage')
    .max(PARKING_MOMENTS.length * PARKING_PRESENCE_GROUPS.length)
    .refine((cells) => new Set(cells.map((c) => `${c.group}/${c.moment}`)).size === cells.length, 'each group and moment once'),
  sourceTitle: z.string().trim().min(1, 'the title of the nota the table comes from').max(200),
  sourceUrl: sourceUrlField,
});
export type ParkingPresenceInput = z.infer<typeof parkingPresenceInputSchema>;

/** A stored table: the nota's year, its cells and source, and when it was entered. */
const parkingPresenceSchema = z.object({
  municipality: z.string(),
  year: z.number().int(),
  cells: z.array(z.object({ group: z.enum(PARKING_PRESENCE_GROUPS), moment: z.enum(PARKING_MOMENTS), percent: z.number() })),
  sourceTitle: z.string(),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ParkingPresence = z.infer<typeof parkingPresenceSchema>;

/** The cells the check applies: the newest nota's table, as the norms' newest year replaces an older one's. */
export function parkingPresenceEntries(tables: readonly ParkingPresence[]): ParkingPresenceEntry[] {
  const newest = Math.max(...tables.map((t) => t.year));
  return tables.find((t) => t.year === newest)?.cells ?? [];
}

const municipalityQuerySchema = z.strictObject({ municipality: municipalityField });

/** The company's presence tables per municipality: every user reads, enters (whole) and removes them. */
export const parkingPresenceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/parkingpresence',
    access: 'signedIn',
    summary: "The company's presence tables of a municipality (double use of parking places), newest year first",
    query: municipalityQuerySchema,
    response: z.array(parkingPresenceSchema),
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/api/parkingpresence',
    access: 'signedIn',
    summary: "Enter a municipality's presence table of one nota year, replacing that year's table",
    body: parkingPresenceInputSchema,
    response: parkingPresenceSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/parkingpresence',
    access: 'signedIn',
    summary: "Remove a municipality's presence table of one nota year",
    query: municipalityQuerySchema.extend({ year: z.coerce.number().int() }),
    response: z.undefined(),
    status: 204,
  }),
};
