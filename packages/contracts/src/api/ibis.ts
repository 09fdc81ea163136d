import { z } from 'zod';
import { publicPageSchema, publicSectionSchema } from './public';

/**
 * The IBIS park properties a survey question may update through its `field`, with their kind: numbers are checked
 * as numbers (a Dutch decimal comma is accepted) before they are stored. Name, IBIS number and municipality are the
 * register's and not asked.
 */
export const ibisParkFields = {
  kind: 'text',
  status: 'text',
  start_year: 'number',
  gross_size_ha: 'number',
  net_size_ha: 'number',
  environmental_category: 'text',
} as const;
export type IbisParkField = keyof typeof ibisParkFields;

/** Whether a question's field names an IBIS park property. */
export const isIbisParkField = (field: string | null | undefined): field is IbisParkField =>
  !!field && Object.prototype.hasOwnProperty.call(ibisParkFields, field);

/** The number a visitor typed ("12,5", "12.5", " 7 "), or null when it is not one. */
export function parseSurveyNumber(value: string): number | null {
  const v = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** What every visitor write of survey answers carries, with its caps (at most 200 answers of 10,000 characters). */
const surveyAnswerItemsSchema = z
  .array(z.strictObject({ surveyquestionId: z.number().int().positive(), value: z.string().max(10_000) }))
  .min(1)
  .max(200);

/** Body of POST /api/sections/list/public: a visitor's survey answers; with `respondentKey` they replace that respondent's. */
export const publicSurveyAnswersSchema = z.strictObject({
  publicationKey: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  answers: surveyAnswerItemsSchema,
  respondentKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/).optional(),
});
export type PublicSurveyAnswers = z.infer<typeof publicSurveyAnswersSchema>;

/** Answer of POST /api/sections/list/public: how many answers were stored, and the key of the respondent's private link. */
export interface PublicSurveySaved {
  saved: number;
  respondentKey: string;
}

/** GET /api/publications/respondent/{key}/{respondent_key}: a respondent's answers, to change them. */
export const publicRespondentAnswersSchema = z.object({
  answers: z.array(z.object({ surveyquestionId: z.number().int(), value: z.string() })),
  sentAt: z.string().nullable(),
});
export type PublicRespondentAnswers = z.infer<typeof publicRespondentAnswersSchema>;

/** Body of POST /api/publications/ibis/{key}/{municipality}/{rin}: a company's answers about its park. */
export const ibisAnswersSchema = z.strictObject({ answers: surveyAnswerItemsSchema });
export type IbisAnswers = z.infer<typeof ibisAnswersSchema>;

const headSchema = z.object({
  publication: publicPageSchema.shape.publication,
  company: publicPageSchema.shape.company,
});

/** A municipality with business parks in the register, and how many. */
export const ibisMunicipalitySchema = z.object({ name: z.string(), parks: z.number().int() });
export type IbisMunicipality = z.infer<typeof ibisMunicipalitySchema>;

/** A park of the IBIS register by name, for a business-park publication of a park none of the company's locations names yet. */
export const ibisParkChoiceSchema = z.object({ name: z.string(), municipality: z.string(), rin: z.string() });
export type IbisParkChoice = z.infer<typeof ibisParkChoiceSchema>;

/** A business park as IBIS records it (sizes in hectares; bbox in WGS84: west, south, east, north). */
const ibisParkSchema = z.object({
  rin: z.string(),
  name: z.string(),
  municipality: z.string(),
  kind: z.string().nullable(),
  status: z.string().nullable(),
  start_year: z.number().nullable(),
  gross_size_ha: z.number().nullable(),
  net_size_ha: z.number().nullable(),
  environmental_category: z.string().nullable(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type IbisPark = z.infer<typeof ibisParkSchema>;

/** A park property as the survey reported it last (a number's value is stored with a decimal point). */
const ibisReportedSchema = z.object({ field: z.string(), value: z.string().nullable(), answeredAt: z.string() });
export type IbisReported = z.infer<typeof ibisReportedSchema>;

/** GET /api/publications/ibis/{key}: the survey and the municipalities it covers (step 1). */
export const ibisIndexSchema = headSchema.extend({ municipalities: z.array(ibisMunicipalitySchema) });
export type IbisIndex = z.infer<typeof ibisIndexSchema>;

/** GET /api/publications/ibis/{key}/{municipality}: the parks of one municipality (step 2). */
export const ibisMunicipalityPageSchema = headSchema.extend({ municipality: z.string(), parks: z.array(ibisParkSchema) });
export type IbisMunicipalityPage = z.infer<typeof ibisMunicipalityPageSchema>;

/** GET /api/publications/ibis/{key}/{municipality}/{rin}: one park, the survey's sections and what it reported so far. */
export const ibisParkPageSchema = headSchema.extend({
  park: ibisParkSchema,
  sections: z.array(publicSectionSchema),
  reported: z.array(ibisReportedSchema),
});
export type IbisParkPage = z.infer<typeof ibisParkPageSchema>;

/** The answer of POST /api/publications/ibis/{key}/{municipality}/{rin}: how many answers were stored, the park's values now. */
export const ibisAnswersSavedSchema = z.object({ saved: z.number().int(), reported: z.array(ibisReportedSchema) });
export type IbisAnswersSaved = z.infer<typeof ibisAnswersSavedSchema>;

/** A park's register outline for the survey's map: GeoJSON (Polygon or MultiPolygon) in RD metres, simplified. */
const ibisParkOutlineSchema = z.object({ rin: z.string(), name: z.string(), municipality: z.string(), outline: z.unknown() });
export type IbisParkOutline = z.infer<typeof ibisParkOutlineSchema>;

/** GET /api/publications/ibis-map/{key}[?municipality=]: the outlines of the survey's parks (of one municipality). */
export const ibisMapSchema = z.object({ parks: z.array(ibisParkOutlineSchema) });
export type IbisMap = z.infer<typeof ibisMapSchema>;
