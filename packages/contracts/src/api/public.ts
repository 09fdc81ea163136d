import { z } from 'zod';
import type { ApiRecord } from '../types';
import { publicationTypes, ratingModes, sectionTypes, surveyQuestionTypes } from '../enums/publicationEnums';
import { gridConstraints } from './locationFacts';

// What a visitor of a public publication page reads and writes, signed out (GET /api/publications/page/{key}, the
// editor's preview): apart from the company's publication schemas (publications.ts), so the public entry (pub.html)
// carries only these.

/** The fields of a publication that GET /api/publications/public/{key} shows a visitor (a published one only). */
export const publicPublicationFields = [
  'id',
  'name',
  'description',
  'key',
  'type',
  'status',
  'filterPhase',
  'filterStatus',
  'filterBusinessPark',
  'filterMunicipality',
  'filterState',
  'createdAt',
] as const;

/** A published publication as a visitor reads it. */
export type PublicPublication = Pick<ApiRecord<'publications'>, (typeof publicPublicationFields)[number]>;

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

/** Body of POST /api/publications/decision/{key}/{location_key}: a visitor accepts or rejects a location. */
export const publicDecisionSchema = z.strictObject({
  decision: z.enum(['accept', 'reject']),
  visitorName: z.string().trim().min(1).max(200),
});
export type PublicDecision = z.infer<typeof publicDecisionSchema>;

/** The answer of a visitor's decision: the status the location moved to. */
export const publicDecisionResultSchema = z.object({ status: z.number().int() });
