import { z } from 'zod';
import { landPriceBases, landPriceUses, type LandPriceEntry } from '@plotwise/core/feasibility/landPrice';
import { defineRoute } from '../model/route';
import { municipalityField, sourceUrlField } from '../model/sourceFields';
import { idParamsSchema } from '../model/routeParams';

/*
 * A municipality's published ground prices (issue #43 item 5): what its grondprijzenbrief asks per m² of gross floor
 * area or per dwelling for each use, entered by a company with the letter's title, year and link. The RGW sheet sets
 * the concept's residual land value against them (core feasibility/landPrice.ts).
 */

const THIS_YEAR = new Date().getFullYear();

/** POST /api/landprices: one price as a company enters it from the municipality's letter. */
export const landPriceInputSchema = z
  .strictObject({
    /** the municipality as the location names it ("Utrecht") */
    municipality: municipalityField,
    /** the year the letter sets prices for */
    year: z
      .number()
      .int()
      .min(2000, 'a year from 2000')
      .max(THIS_YEAR + 2, `a year up to ${THIS_YEAR + 2}`),
    use: z.enum(landPriceUses),
    basis: z.enum(landPriceBases),
    /** euros per m² GFA or per dwelling, as the basis says */
    priceEuros: z.number().positive('a price above 0').max(10_000_000, 'at most 10 000 000 euros'),
    /** the letter's title ("Grondprijzenbrief 2026") */
    sourceTitle: z.string().trim().min(1, 'the title of the letter or page the price comes from').max(200),
    sourceUrl: sourceUrlField,
  })
  .superRefine((p, ctx) => {
    if (p.basis === 'per_dwelling' && !p.use.startsWith('residential'))
      ctx.addIssue({
        code: 'custom',
        path: ['basis'],
        message: 'a price per dwelling is for housing; offices, shops and industry are priced per m² GFA',
      });
  });
export type LandPriceInput = z.infer<typeof landPriceInputSchema>;

/** A stored price with who entered it and when. */
const landPriceSchema = z.object({
  id: z.number().int(),
  municipality: z.string(),
  year: z.number().int(),
  use: z.enum(landPriceUses),
  basis: z.enum(landPriceBases),
  priceEuros: z.number(),
  sourceTitle: z.string(),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type LandPrice = z.infer<typeof landPriceSchema>;

/** Stored prices as the core check takes them (cents): the one conversion for the sheet, the variants and the page. */
export const landPriceEntries = (prices: readonly LandPrice[]): LandPriceEntry[] => prices.map((p) => ({ ...p, priceCents: Math.round(p.priceEuros * 100) }));

/** GET /api/landprices?municipality=: the company's prices of one municipality (every municipality without it). */
const landPriceQuerySchema = z.strictObject({ municipality: z.string().trim().min(1).max(80).optional() });

const signedIn = 'signedIn' as const;
/** The company's ground prices per municipality: every user reads and enters them; a price is removed, not changed. */
export const landPriceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/landprices',
    access: signedIn,
    summary: "The company's entered ground prices, of one municipality or all, newest year first",
    query: landPriceQuerySchema,
    response: z.array(landPriceSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/landprices',
    access: signedIn,
    summary: "Enter a ground price from a municipality's letter",
    body: landPriceInputSchema,
    response: landPriceSchema,
    status: 201,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/landprices/:id',
    access: signedIn,
    summary: 'Remove an entered ground price',
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
  }),
};
