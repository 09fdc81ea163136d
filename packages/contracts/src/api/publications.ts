import { z } from 'zod';
import type { PublicPublication } from './public';
import { publicationTypes, ratingModes, sectionTypes, surveyQuestionTypes } from '../enums/publicationEnums';
import { gridConstraints } from './locationFacts';

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
export const publicationRecordSources = ['location', 'concept', 'searchquery'] as const;
/** An area a publication is made from by name: the company's locations in that business park or population core (town). */
export const publicationAreaSources = ['business_park', 'population_core'] as const;
/**
 * The location field an area publication selects on: a business park by the locations' `businesspark`, a population
 * core (a town, "kern") by their `city` (both one word, so the field is also the column).
 */
export const publicationAreaFields = { business_park: 'businesspark', population_core: 'city' } as const;
/** A survey made from nothing but the register: an IBIS survey of the business parks, of one municipality or of all. */
export const publicationSurveySources = ['ibis_survey'] as const;
/** Everything a publication can be made from, in the order the create dialog offers them. */
export const publicationSources = [...publicationRecordSources, ...publicationAreaSources, ...publicationSurveySources] as const;
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
]);
export type CreatePublication = z.infer<typeof createPublicationSchema>;

/** The answer of create and duplicate: the new publication's id (its editor is /publications/modify/{id}). */
export const publicationCreatedSchema = z.object({ id: z.number().int(), key: z.string() });
export type PublicationCreated = z.infer<typeof publicationCreatedSchema>;

const styleSchema = z.object({
  hasCustomStyle: z.boolean(),
  textColor: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});

const questionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  field: z.string().nullable(),
  type: z.enum(surveyQuestionTypes),
  folded: z.boolean(),
  dependsOnQuestionField: z.string().nullable(),
  dependsOnQuestionValue: z.string().nullable(),
  order: z.number().int(),
  values: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
});
/** A survey question as a visitor sees it (published questions only). */
export type PublicQuestion = z.infer<typeof questionSchema>;

const paramSchema = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))]).nullable();
export const publicSectionSchema = z.object({
  id: z.number().int(),
  type: z.enum(sectionTypes),
  order: z.number().int(),
  param1: paramSchema,
  param2: paramSchema,
  questions: z.array(questionSchema),
});
/** A section of a public page: its type, order, the two parameters the editor sets and its survey questions. */
export type PublicSection = z.infer<typeof publicSectionSchema>;

const conceptSchema = z.object({
  name: z.string(),
  key: z.string(),
  buildings: z.number().int(),
  /** sums over the concept's generated buildings; null when none is generated yet */
  gfa: z.number().nullable(),
  nfa: z.number().nullable(),
  fsi: z.number().nullable(),
});
/** A concept of a public location with its figures. */
export type PublicConcept = z.infer<typeof conceptSchema>;

const locationSchema = z.object({
  name: z.string(),
  key: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  status: z.number().int().nullable(),
  statusName: z.string().nullable(),
  display_address: z.string().nullable(),
  city: z.string().nullable(),
  municipality: z.string().nullable(),
  plotnr: z.string().nullable(),
  plotsize: z.number().nullable(),
  businesspark: z.string().nullable(),
  rating: z.number().nullable(),
  /** plot outlines in WGS84 (GeoJSON geometries) */
  plots: z.array(z.unknown()),
  zones: z.array(z.string()),
  maxHeight: z.number().nullable(),
  maxFsi: z.number().nullable(),
  constraints: z.array(
    z.object({
      name: z.string(),
      zone: z.string().nullable(),
      type: z.string(),
      value: z.number().nullable(),
    }),
  ),
  concepts: z.array(conceptSchema),
  /** grid congestion at the location's parcels (the capaciteitskaart's worst colour, MW and date); null where unknown */
  gridCapacity: z
    .object({
      demand: z.enum(gridConstraints),
      generation: z.enum(gridConstraints),
      demandAvailableMw: z.number().nullable(),
      asOf: z.string(),
      nearest: z.boolean(),
    })
    .nullable(),
});
/** A location as a public page shows it: only the fields of the public allow-list (no owner, buyer, notes, costs). */
export type PublicLocation = z.infer<typeof locationSchema>;

/** GET /api/publications/page/{key} (published only) and /api/publications/preview/{id} (the editor): one public page. */
export const publicPageSchema = z.object({
  publication: z.object({
    name: z.string(),
    description: z.string().nullable(),
    key: z.string(),
    type: z.enum(publicationTypes),
    status: z.number().int(),
    reference: z.string().nullable(),
    allowAcceptReject: z.boolean(),
    ratingMode: z.enum(ratingModes),
  }),
  company: z.object({ name: z.string(), key: z.string(), style: styleSchema }),
  sections: z.array(publicSectionSchema),
  /** the location of a location publication, or the one asked for on a search-query page */
  location: locationSchema.nullable(),
  /** the locations of a search query */
  locations: z.array(locationSchema),
  searchquery: z.object({ name: z.string(), description: z.string().nullable() }).nullable(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

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

/** Body of POST /api/publications/decision/{key}/{location_key}: a visitor accepts or rejects a location. */
export const publicDecisionSchema = z.strictObject({
  decision: z.enum(['accept', 'reject']),
  visitorName: z.string().trim().min(1).max(200),
});
export type PublicDecision = z.infer<typeof publicDecisionSchema>;

/** GET /api/companies/public/{key}: a company with its published publications (/pub/index/{company_key}). */
export interface PublicCompanyIndex {
  name: string;
  key: string;
  publications: PublicPublication[];
}
