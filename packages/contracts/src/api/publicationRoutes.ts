import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';
import { createPublicationSchema, publicationCreatedSchema, publicationImageChoiceSchema, publicationLangQuerySchema, publicationOverviewRowSchema, surveyAnswerRowSchema } from './publications';
import { publicPageSchema } from './public';
import { ibisMunicipalitySchema, ibisParkChoiceSchema } from './ibis';

// The company's routes of publications beside the generic data API (issue #19): the overview, create, duplicate, the
// editor's preview and survey answers. The public pages' routes are in publicRoutes.ts, apart, so the public entry
// (pub.html) does not carry these schemas.

/** An XLSX workbook's media type. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The company's publications (signed in; another company's publication is a 404). */
export const publicationRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/publications/overview',
    access: 'signedIn',
    summary: "The company's publications with their public key, sections, visits and survey answers",
    response: z.array(publicationOverviewRowSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/publications/create',
    access: 'signedIn',
    summary: 'A new draft publication with the default sections of its type, from a record, an area or the IBIS register',
    body: createPublicationSchema,
    response: publicationCreatedSchema,
    status: 201,
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/api/publications/duplicate/:id',
    access: 'signedIn',
    summary: 'A copy of a publication with its sections and questions, named "<name> (copy)" (lang en) or "(kopie)"',
    params: idParamsSchema,
    query: publicationLangQuerySchema,
    response: publicationCreatedSchema,
    status: 201,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/publications/preview/:id',
    access: 'signedIn',
    summary: "The page a visitor would see, whatever the publication's status (the editor's preview)",
    params: idParamsSchema,
    response: publicPageSchema,
  }),
  answers: defineRoute({
    method: 'GET',
    path: '/api/publications/answers/:id',
    access: 'signedIn',
    summary: 'The survey answers of a publication, newest first (an IBIS answer with its park)',
    params: idParamsSchema,
    response: z.array(surveyAnswerRowSchema),
  }),
  answersXlsx: defineRoute({
    method: 'GET',
    path: '/api/publications/answers/:id/xlsx',
    access: 'signedIn',
    summary: 'The survey answers of a publication as an XLSX sheet (lang nl or en)',
    params: idParamsSchema,
    query: publicationLangQuerySchema,
    response: z.unknown(),
    file: XLSX,
  }),
  imageChoices: defineRoute({
    method: 'GET',
    path: '/api/publications/image-choices/:id',
    access: 'signedIn',
    summary: "The images an images carrousel of the publication can show: its location's or concept's, in their order",
    params: idParamsSchema,
    response: z.array(publicationImageChoiceSchema),
  }),
  ibisMunicipalities: defineRoute({
    method: 'GET',
    path: '/api/publications/ibis-municipalities',
    access: 'signedIn',
    summary: 'The municipalities with business parks in the IBIS register, for a new IBIS survey',
    response: z.array(ibisMunicipalitySchema),
  }),
  ibisParks: defineRoute({
    method: 'GET',
    path: '/api/publications/ibis-parks',
    access: 'signedIn',
    summary: 'The business parks of the IBIS register by name, for a new business-park publication',
    response: z.array(ibisParkChoiceSchema),
  }),
};
