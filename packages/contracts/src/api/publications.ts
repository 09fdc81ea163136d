import { z } from 'zod';
import type { PublicPublication } from './public';
import { publicationTypes, surveyQuestionTypes } from '../enums/publicationEnums';

/** One row of GET /api/publications/overview: a publication with its public key, visits and survey answers. */
export const publicationOverviewRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(publicationTypes),
  status: z.number().int(),
  key: z.string(),
  sections: z.number().int(),
  visits: z.number().int(),
  answers: z.number().int(),
  /** what the publication shows: the location, concept or search query it was made from (name), if any */
  source: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PublicationOverviewRow = z.infer<typeof publicationOverviewRowSchema>;

/** A stored record a publication is made from (POST /api/publications/create with its id). */
const publicationRecordSources = ['location', 'concept', 'searchquery'] as const;
/** An area a publication is made from by name: the company's locations in that business park, population core (town) or municipality. */
const publicationAreaSources = ['business_park', 'population_core', 'municipality'] as const;
/**
 * The location field an area publication selects on: a business park by the locations' `businesspark`, a population
 * core (a town, "kern") by their `city`, a municipality by their `municipality` (each one word, so the field is also
 * the column).
 */
export const publicationAreaFields = { business_park: 'businesspark', population_core: 'city', municipality: 'municipality' } as const;
/** A survey made from nothing but the register: an IBIS survey of the business parks, of one municipality or of all. */
const publicationSurveySources = ['ibis_survey'] as const;
/** A publication made from nothing: a plain survey (its page is /pub/publication/{key}), or the state index with its
 * municipalities map (the company's published publications). */
export const publicationBlankSources = ['survey', 'state_index'] as const;
/** Everything a publication can be made from, in the order the create dialog offers them. */
export const publicationSources = [...publicationRecordSources, ...publicationAreaSources, ...publicationSurveySources, ...publicationBlankSources] as const;
export type PublicationSource = (typeof publicationSources)[number];

const publicationName = z.string().trim().min(1).max(200).optional();

/**
 * Body of POST /api/publications/create: a new draft publication with the default sections of its type, made from a
 * stored record (`id`) or from an area by name (`area`: a location's `businesspark`, or its `city` for a population core).
 */
export const createPublicationSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.enum(publicationRecordSources), id: z.number().int().positive(), name: publicationName }),
  z.strictObject({ source: z.enum(publicationAreaSources), area: z.string().trim().min(1).max(200), name: publicationName }),
  // `area`: the municipality whose parks the survey covers (publications.filterMunicipality); without it, every one
  z.strictObject({ source: z.enum(publicationSurveySources), area: z.string().trim().min(1).max(200).optional(), name: publicationName }),
  z.strictObject({ source: z.enum(publicationBlankSources), name: publicationName }),
]);
export type CreatePublication = z.infer<typeof createPublicationSchema>;

/** The answer of create and duplicate: the new publication's id (its editor is /publications/modify/{id}). */
export const publicationCreatedSchema = z.object({ id: z.number().int(), key: z.string() });
export type PublicationCreated = z.infer<typeof publicationCreatedSchema>;

/** One survey answer for the company (GET /api/publications/answers/{id}). */
export const surveyAnswerRowSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  questionId: z.number().int(),
  /** how the question is answered: the charts per question count choices, ratings and numbers by it */
  questionType: z.enum(surveyQuestionTypes),
  value: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** the business park of an IBIS survey's answer: its IBIS number and its name in the register (null elsewhere) */
  rin: z.string().nullable(),
  park: z.string().nullable(),
});
export type SurveyAnswerRow = z.infer<typeof surveyAnswerRowSchema>;

/** An image the author may show in an images carrousel (GET /api/publications/image-choices/{id}); `name` is its caption. */
export const publicationImageChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PublicationImageChoice = z.infer<typeof publicationImageChoiceSchema>;

/** `?lang=` of duplicate and the answers' XLSX: the language of the copy's name suffix or of the file (Dutch unless en). */
export const publicationLangQuerySchema = z.object({ lang: z.enum(['nl', 'en']).catch('nl').default('nl') });

/** GET /api/companies/public/{key}: a company with its published publications (/pub/index/{company_key}). */
export interface PublicCompanyIndex {
  name: string;
  key: string;
  publications: PublicPublication[];
}
