import { z } from 'zod';
import { defineRoute } from '../model/route';
import {
  publicDecisionResultSchema,
  publicDecisionSchema,
  publicNoteSchema,
  publicPageSchema,
  visitorDecisionSchema,
  visitorLocationChangeSchema,
  visitorRatingSchema,
} from './public';
import {
  ibisAnswersSavedSchema,
  ibisAnswersSchema,
  ibisIndexSchema,
  ibisMapSchema,
  ibisMunicipalityPageSchema,
  ibisParkPageSchema,
  publicRespondentAnswersSchema,
  publicSurveyAnswersSchema,
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

/** A record as a visitor may read it: the fields its entity exposes (server entities/publicAccess.ts). */
const publicRecord = z.record(z.string(), z.unknown());

/**
 * The public reads of the generic API (spec section 7): the exposed records of a published publication by their
 * keys, with `:entity` a storage name (publications, locations, concepts, searchqueries, companies, sections; any
 * other answers 404).
 */
export const publicRecordRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/:entity/public/list',
    access: 'public',
    summary: 'The exposed records with these public keys (of sections: the sections of the publications with these keys)',
    params: z.object({ entity: z.string() }),
    query: z.strictObject({ keys: z.string().min(1).max(5000) }),
    response: z.array(publicRecord),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/:entity/public/:key',
    access: 'public',
    summary: 'The exposed record with this public key and what its public page shows with it',
    params: z.object({ entity: z.string(), key }),
    response: publicRecord,
  }),
};

/** A visitor's writes through the generic API (spec section 7): a rating or decision on a location, a note, survey answers. */
export const visitorRoutes = {
  changeLocation: defineRoute({
    method: 'PATCH',
    path: '/api/locations/public/:key',
    access: 'public',
    summary: "A visitor rates, accepts or rejects a published location as far as a publication showing it allows (403 otherwise)",
    params: z.object({ key }),
    body: visitorLocationChangeSchema,
    response: publicRecord,
  }),
  rateLocation: defineRoute({
    method: 'PATCH',
    path: '/api/locations/public/:key/rating',
    access: 'public',
    summary: "A visitor rates a published location when a publication showing it allows rating (ratingMode edit)",
    params: z.object({ key }),
    body: visitorRatingSchema,
    response: publicRecord,
  }),
  decideLocation: defineRoute({
    method: 'PATCH',
    path: '/api/locations/public/:key/decision',
    access: 'public',
    summary: "A visitor accepts or rejects a location of a published search query's page that allows it",
    params: z.object({ key }),
    body: visitorDecisionSchema,
    response: publicRecord,
  }),
  note: defineRoute({
    method: 'POST',
    path: '/api/notes/list/public',
    access: 'public',
    summary: 'A visitor leaves a note on a published location: an open general note of its company',
    body: publicNoteSchema,
    response: publicRecord,
    status: 201,
  }),
  surveyAnswers: defineRoute({
    method: 'POST',
    path: '/api/sections/list/public',
    access: 'public',
    summary: "A respondent's answers to a published publication's survey; with respondentKey they replace that respondent's",
    body: publicSurveyAnswersSchema,
    response: z.object({ saved: z.number().int(), respondentKey: z.string() }),
    status: 201,
  }),
};
