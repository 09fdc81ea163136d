import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema, recordId } from '../model/routeParams';

// What GET /api/concepts/detail/{conceptId}/surrounding_buildings/{identificatie} answers
// (apps/server/src/features/surroundingBuildings): a neighbouring BAG pand seen from one concept.

/** A BAG pand identificatie: 16 digits (BAG 2.0), or the longer forms some sources write (a prefix is stripped). */
const pandIdentificatieSchema = z
  .string()
  .trim()
  .regex(/^(NL\.IMBAG\.Pand\.)?\d{4,20}$/, 'a BAG pand identificatie (16 digits)')
  .transform((s) => s.replace(/^NL\.IMBAG\.Pand\./, ''));

const address = z.object({
  road: z.string().nullable(),
  houseNumber: z.string(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
});

/** A neighbouring building: BAG facts, the 3D BAG height when imported, and whether the concept demolishes it. */
export const surroundingBuildingSchema = z.object({
  identificatie: z.string(),
  /** oorspronkelijk bouwjaar */
  year: z.number().int().nullable(),
  /** BAG status, e.g. "Pand in gebruik" */
  status: z.string().nullable(),
  /** the gebruiksdoel of most of its verblijfsobjecten */
  use: z.string().nullable(),
  /** every gebruiksdoel with the number of verblijfsobjecten that have it */
  uses: z.array(z.object({ use: z.string(), units: z.number().int() })),
  /** verblijfsobjecten in the pand */
  units: z.number().int(),
  /** the sum of their registered oppervlakte (gebruiksoppervlakte), m2 */
  floorAreaSquareMeters: z.number().nullable(),
  /** area of the pand's outline, m2 */
  footprintSquareMeters: z.number(),
  /** the part of the outline on the location's plots, m2 (0 when it stands beside them) */
  onPlotSquareMeters: z.number(),
  /** height above ground from the 3D BAG (70th percentile roof), metres; null when not imported */
  heightMeters: z.number().nullable(),
  /** storeys from the 3D BAG */
  storeys: z.number().int().nullable(),
  roofType: z.string().nullable(),
  /** outline in RD New metres (outer ring of the largest part, not closed) */
  outline: z.array(z.tuple([z.number(), z.number()])),
  lat: z.number(),
  lon: z.number(),
  addresses: z.array(address),
  /** the concept lists it in `demolished` */
  demolished: z.boolean(),
});
/** A neighbouring building seen from a concept. */
export type SurroundingBuilding = z.infer<typeof surroundingBuildingSchema>;

/** GET /api/concepts/detail/{id}/surrounding_buildings?bbox=minx,miny,maxx,maxy (RD New metres, at most 2 km a side). */
const surroundingBuildingsQuerySchema = z.object({
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'bbox: minx,miny,maxx,maxy in RD metres')
    .transform((s) => s.split(',').map(Number) as [number, number, number, number])
    .refine(
      ([x0, y0, x1, y1]) => x1 > x0 && y1 > y0 && x1 - x0 <= 2000 && y1 - y0 <= 2000,
      'bbox: min below max, at most 2000 m a side',
    ),
});

/** A neighbour in a box around a concept's site: enough to draw it and link to its page. */
export const surroundingBuildingItemSchema = z.object({
  identificatie: z.string(),
  /** outer ring of its largest part in RD New metres, not closed */
  outline: z.array(z.tuple([z.number(), z.number()])),
  heightMeters: z.number().nullable(),
  storeys: z.number().int().nullable(),
  footprintSquareMeters: z.number(),
  /** the part of the outline on the location's plots, m2 */
  onPlotSquareMeters: z.number(),
  /** the sum of its verblijfsobjecten's oppervlakte, m2 */
  floorAreaSquareMeters: z.number().nullable(),
  demolished: z.boolean(),
});
/** A neighbour in a box around a concept's site. */
export type SurroundingBuildingItem = z.infer<typeof surroundingBuildingItemSchema>;

/** A neighbouring building seen from a concept of the actor's company (another company's concept is a 404 before any geodata is read). */
export const surroundingBuildingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/concepts/detail/:id/surrounding_buildings',
    access: 'signedIn',
    summary: "The BAG panden in a box around a concept's site (bbox in RD metres), each with the concept's demolish choice",
    params: idParamsSchema,
    query: surroundingBuildingsQuerySchema,
    response: z.array(surroundingBuildingItemSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/concepts/detail/:id/surrounding_buildings/:identificatie',
    access: 'signedIn',
    summary: 'A neighbouring BAG pand seen from a concept: BAG facts, 3D BAG height, the part on the plots, demolished or kept',
    params: z.strictObject({ id: recordId, identificatie: pandIdentificatieSchema }),
    response: surroundingBuildingSchema,
  }),
};
