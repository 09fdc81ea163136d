import { z } from 'zod';
import { PARKING_CATEGORIES, PARKING_ZONES, type ParkingNormEntry } from '@plotwise/core/feasibility/parkingNorm';
import { defineRoute } from '../model/route';
import { municipalityField, notaYearField, sourceUrlField } from '../model/sourceFields';
import { idParamsSchema } from '../model/routeParams';

/*
 * A municipality's parking norms (issue #43 item 1): what its nota parkeernormen asks per dwelling or per 100 m² GFA,
 * per area of the municipality, entered by a company with the nota's title, year and link. The concept's parking check
 * applies them (core feasibility/parkingNorm.ts).
 */

/** POST /api/parkingnorms: one norm as a company enters it from the municipality's nota. */
export const parkingNormInputSchema = z.strictObject({
  /** the municipality as the location names it ("Utrecht") */
  municipality: municipalityField,
  /** the year the nota was adopted */
  year: notaYearField,
  zone: z.enum(PARKING_ZONES),
  category: z.enum(PARKING_CATEGORIES),
  /** places per dwelling, or per 100 m² GFA for offices, shops and industry, visitors included */
  places: z.number().min(0, 'at least 0').max(50, 'at most 50 places'),
  /** of a dwelling's places, the share for visitors (0-100 %) as the nota gives it; double use needs it */
  visitorSharePercent: z.number().min(0, 'at least 0 %').max(100, 'at most 100 %').nullable().default(null),
  /** the nota's title ("Nota parkeernormen 2024") */
  sourceTitle: z.string().trim().min(1, 'the title of the nota the norm comes from').max(200),
  sourceUrl: sourceUrlField,
});
export type ParkingNormInput = z.infer<typeof parkingNormInputSchema>;

/** A stored norm with when it was entered. */
const parkingNormSchema = z.object({
  id: z.number().int(),
  municipality: z.string(),
  year: z.number().int(),
  zone: z.enum(PARKING_ZONES),
  category: z.enum(PARKING_CATEGORIES),
  places: z.number(),
  visitorSharePercent: z.number().nullable(),
  sourceTitle: z.string(),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ParkingNorm = z.infer<typeof parkingNormSchema>;

/**
 * The norms the check applies: of the municipality's newest nota only (its year), so a new nota replaces the old one's
 * figures without the old rows being removed.
 */
export function parkingNormEntries(norms: readonly ParkingNorm[]): ParkingNormEntry[] {
  const newest = Math.max(...norms.map((n) => n.year));
  return norms
    .filter((n) => n.year === newest)
    .map(({ category, zone, places, visitorSharePercent }) => ({ category, zone, places, visitorSharePercent }));
}

/**
 * GET /api/locations/detail/{id}/carownership: the cars per household of the finest CBS area (buurt, wijk, gemeente)
 * around the location that has the figure, shown beside the parking norm as evidence for a lower one (issue #43 item 1).
 */
const carOwnershipResponseSchema = z.object({
  area: z
    .object({
      level: z.enum(['buurt', 'wijk', 'gemeente']),
      code: z.string(),
      name: z.string().nullable(),
      /** the year of the boundaries the figures were joined to */
      year: z.number().int().nullable(),
      carsPerHousehold: z.number(),
    })
    .nullable(),
});
export type CarOwnershipResponse = z.infer<typeof carOwnershipResponseSchema>;

/** GET /api/parkingnorms?municipality=: the company's norms of one municipality (every municipality without it). */
const parkingNormQuerySchema = z.strictObject({ municipality: z.string().trim().min(1).max(80).optional() });

const signedIn = 'signedIn' as const;
/** The company's parking norms per municipality: every user reads and enters them; a norm is removed, not changed. */
export const parkingNormRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/parkingnorms',
    access: signedIn,
    summary: "The company's entered parking norms, of one municipality or all, newest year first",
    query: parkingNormQuerySchema,
    response: z.array(parkingNormSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/parkingnorms',
    access: signedIn,
    summary: "Enter a parking norm from a municipality's nota parkeernormen",
    body: parkingNormInputSchema,
    response: parkingNormSchema,
    status: 201,
  }),
  carOwnership: defineRoute({
    method: 'GET',
    path: '/api/locations/detail/:id/carownership',
    access: signedIn,
    summary: 'Cars per household in the CBS area around the location, beside the parking norm',
    params: idParamsSchema,
    response: carOwnershipResponseSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/parkingnorms/:id',
    access: signedIn,
    summary: 'Remove an entered parking norm',
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
  }),
};
