import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';

// A company's set-up (issue #42 item 1): what it has of the Dutch starting template's parts, and the template
// applied where it has nothing of its own (a new company gets it when staff create it).

const count = z.number().int().nonnegative();

/** What the company has set up: counts per part, so "Getting started" shows what is done and what is left. */
const companySetupResponseSchema = z.object({
  unitTypes: count,
  costLines: count,
  statuses: count,
  phases: count,
  presets: count,
  users: count,
  customStyle: z.boolean(),
});
export type CompanySetupResponse = z.infer<typeof companySetupResponseSchema>;

/** What applying the starting template added (0 where the company had its own), and how many locations took costs. */
const startingTemplateResponseSchema = z.object({
  added: z.object({ unitTypes: count, costLines: count, statuses: count, phases: count, presets: count }),
  locationsGivenCosts: count,
});
export type StartingTemplateResponse = z.infer<typeof startingTemplateResponseSchema>;

/** The gallery cost line a location took to price its open galleries, and whose figure it is. */
const galleryLineResponseSchema = z.object({
  costId: z.number().int(),
  name: z.string(),
  /** euros per m² of open gallery */
  parameter: z.number(),
  from: z.enum(['company_template', 'starting_template']),
});
export type GalleryLineResponse = z.infer<typeof galleryLineResponseSchema>;

/** The routes of a company's set-up. */
export const companySetupRoutes = {
  setup: defineRoute({
    method: 'GET',
    path: '/api/companies/setup',
    access: 'signedIn',
    summary: "What the company has set up: unit types, cost lines, statuses, phases, presets, users, its own style",
    response: companySetupResponseSchema,
  }),
  applyStartingTemplate: defineRoute({
    method: 'POST',
    path: '/api/companies/setup/starting-template',
    access: 'companyAdmin',
    summary: 'Give the company the Dutch starting template where it has nothing of its own (company admin; idempotent)',
    response: startingTemplateResponseSchema,
  }),
  addGalleryLine: defineRoute({
    method: 'POST',
    path: '/api/locations/detail/:id/costs/gallery-line',
    access: 'signedIn',
    params: idParamsSchema,
    summary: "A location prices its open galleries: the company template's gallery cost line, else the starting template's (409 conflict when it has one)",
    response: galleryLineResponseSchema,
  }),
};
