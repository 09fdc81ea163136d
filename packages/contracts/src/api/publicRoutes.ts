import { z } from 'zod';
import { defineRoute } from '../model/route';
import { publicDecisionResultSchema, publicDecisionSchema, publicPageSchema } from './public';
import {
  ibisAnswersSavedSchema,
  ibisAnswersSchema,
  ibisIndexSchema,
  ibisMapSchema,
  ibisMunicipalityPageSchema,
  ibisParkPageSchema,
  publicRespondentAnswersSchema,
} from './ibis';

// The routes of the public publication pages (signed out; docs/publications.md): the page in one request, a visitor's
// accept or reject, a respondent's answers by their private link, and the IBIS survey's steps. Apart from the
// company's routes (publicationRoutes.ts), so the public entry (pub.html) carries only the schemas of its own pages.

/**
 * A key in a public path. Any text here: a malformed key answers the same 404 as an unknown one (no hint that the
 * form was wrong), so the handler checks it, not the schema.
 */
const key = z.string();

/** The public page of a published publication and a visitor's writes on it (signed out; draft, hidden and unknown alike 404). */
export const publicPageRoutes = {
  page: defineRoute({
    method: 'GET',
    path: '/api/publications/page/:key/:location_key?',
    access: 'public',
    summary: "A published publication's public page in one request; with a location key, that location of it",
    params: z.object({ key, location_key: key.optional() }),
    response: publicPageSchema,
  }),
  decision: defineRoute({
    method: 'POST',
    path: '/api/publications/decision/:key/:location_key',
    access: 'public',
    summary: "A visitor accepts or rejects a location of a published search query's page (when the publication allows it)",
    params: z.object({ key, location_key: key }),
    body: publicDecisionSchema,
    response: publicDecisionResultSchema,
  }),
  respondent: defineRoute({
    method: 'GET',
    path: '/api/publications/respondent/:key/:respondent_key',
    access: 'public',
    summary: "A respondent's survey answers by their private link, to change them",
    params: z.object({ key, respondent_key: key }),
    response: publicRespondentAnswersSchema,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/publications/images/:key/:image_key',
    access: 'public',
    summary: "An image a published publication shows (its images carrousel), by the image's share key; draft, hidden, unknown and any other image alike 404",
    params: z.object({ key, image_key: key }),
    response: z.unknown(),
    file: 'image/png',
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/publications/pdf/:key',
    access: 'public',
    summary: 'A published publication as an A4 PDF that looks like its public page (printed by a headless Chromium on the server)',
    params: z.object({ key }),
    query: z.object({ lang: z.enum(['nl', 'en']).default('nl') }),
    response: z.unknown(),
    file: 'application/pdf',
  }),
};

/** The public IBIS survey's steps (/pub/ibis, signed out): municipalities, parks, one park, a company's answers about it. */
export const ibisSurveyRoutes = {
  index: defineRoute({
    method: 'GET',
    path: '/api/publications/ibis/:key',
    access: 'public',
    summary: 'A published IBIS survey and the municipalities with business parks it covers',
    params: z.object({ key }),
    response: ibisIndexSchema,
  }),
  municipality: defineRoute({
    method: 'GET',
    path: '/api/publications/ibis/:key/:municipality',
    access: 'public',
    summary: 'The business parks of one municipality of a published IBIS survey',
    params: z.object({ key, municipality: z.string() }),
    response: ibisMunicipalityPageSchema,
  }),
  park: defineRoute({
    method: 'GET',
    path: '/api/publications/ibis/:key/:municipality/:rin',
    access: 'public',
    summary: 'One business park (rin: its IBIS number) with the survey and the values reported for it so far',
    params: z.object({ key, municipality: z.string(), rin: z.string() }),
    response: ibisParkPageSchema,
  }),
  map: defineRoute({
    method: 'GET',
    path: '/api/publications/ibis-map/:key',
    access: 'public',
    summary: "The register outlines of a published IBIS survey's business parks (of one municipality), for its map",
    params: z.object({ key }),
    query: z.object({ municipality: z.string().max(200).optional() }),
    response: ibisMapSchema,
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/publications/ibis/:key/:municipality/:rin',
    access: 'public',
    summary: "A company's answers about its business park; the park's values as reported now",
    params: z.object({ key, municipality: z.string(), rin: z.string() }),
    body: ibisAnswersSchema,
    response: ibisAnswersSavedSchema,
    status: 201,
  }),
};
