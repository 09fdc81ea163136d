import { z } from 'zod';
import { locationOmgevingsplanResponseSchema, omgevingsplanCheckSchema } from './locationFacts';

/*
 * The online Omgevingswet sources (issue #21 item 2, docs/geodata.md "DSO adapters"): the rules at a location as
 * read from the DSO APIs (Omgevingsinformatie Ontsluiten v2, Omgevingsdocumenten Presenteren v8) and the
 * Ruimtelijke Plannen API v4, stored per location with the source and version they came from.
 */

/** PUT /api/dso/credentials: the company's DSO API key (the DSO developer portal's free key), or null to remove it. */
export const dsoCredentialsBody = z.strictObject({ apiKey: z.string().trim().min(8, 'an API key of the DSO developer portal').max(200).nullable() });

/** Whether a DSO key is set, and by whom (the key itself is never sent back). */
export const dsoCredentialsResponseSchema = z.object({
  /** the company entered one */
  company: z.boolean(),
  /** the installation has one (DSO_API_KEY); used when the company has none */
  installation: z.boolean(),
});
export type DsoCredentialsResponse = z.infer<typeof dsoCredentialsResponseSchema>;

/** The DSO developer portal's page to request a (free) API key; the same key serves all three APIs. */
export const DSO_KEY_REQUEST_URL = 'https://developer.omgevingswet.overheid.nl/formulieren/api-key-aanvragen-0/';

/** Which API a stored document came from. */
const onlineRuleSources = ['dso_presenteren_v8', 'ruimtelijke_plannen_v4'] as const;

const text = z.string().nullable();

/**
 * How the `source` of a constraint derived from a norm value read online begins (then the regeling, its expressionId
 * and date). A fetch replaces only these rows, a zoning refresh all derived rows but these; hand rows stay in both.
 */
export const ONLINE_NORM_SOURCE = 'DSO Presenteren v8 (online)';

/** A norm value (normwaarde) of an omgevingsnorm as Presenteren v8 gives it. */
const onlineNormValueSchema = z.object({
  norm: z.string(),
  /** the omgevingsnorm's identificatie (null in fetches stored before it was kept) */
  normId: text.default(null),
  /** the TypeNorm as the API labels it ("maximum bouwhoogte") */
  normType: text,
  /** its concept in the value list (MaximumBouwhoogte): the last part of the type's code URI, else null */
  normTypeCode: text.default(null),
  /** the eenheid as labelled ("meter") and its concept (Meter) */
  unit: text,
  unitCode: text.default(null),
  /** kwantitatieveWaarde */
  value: z.number().nullable(),
  /** kwalitatieveWaarde */
  text,
  /** waardeInRegeltekst: the value is only in the article */
  inRegeltekst: z.boolean(),
  locaties: z.array(z.string()),
  /** the noemer of each location where the API gives one (what keeps two values of one norm apart) */
  locatieNoemers: z.array(text).default([]),
});
export type OnlineNormValue = z.infer<typeof onlineNormValueSchema>;

/** One rule text (regeltekst) of an omgevingsplan with what is annotated on it. */
const onlineRuleTextSchema = z.object({
  identificatie: z.string(),
  wId: text,
  /** e.g. "Artikel 22.27" and its heading, from the document structure */
  label: text,
  activiteiten: z.array(z.string()),
  gebiedsaanwijzingen: z.array(z.string()),
  /** identificaties of the omgevingsnormen annotated on this rule text (the article their values are cited to) */
  omgevingsnormen: z.array(z.string()).default([]),
  /** the article's text as plain text (its STOP `inhoud` from the document structure); null when not read */
  text: text.default(null),
});
export type OnlineRuleText = z.infer<typeof onlineRuleTextSchema>;

/** A zoning plan area (bestemmingsvlak) or a measure (maatvoering) of an IMRO plan at the point. */
const onlinePlanObjectSchema = z.object({
  kind: z.enum(['bestemmingsvlak', 'maatvoering']),
  id: z.string(),
  naam: text,
  /** bestemmingshoofdgroep of a bestemmingsvlak */
  group: text,
  /** the measures of a maatvoering: name and value as the plan gives them */
  values: z.array(z.object({ naam: z.string(), waarde: z.string() })),
});
export type OnlinePlanObject = z.infer<typeof onlinePlanObjectSchema>;

/** One document read for a location: an omgevingsplan (Presenteren) or an IMRO plan (Ruimtelijke Plannen). */
export const onlineRuleDocumentSchema = z.object({
  source: z.enum(onlineRuleSources),
  /** AKN work id of the regeling, or the IMRO plan id */
  identificatie: z.string(),
  title: text,
  /** the regeling's expressionId (version) or the plan's dossier status and date */
  version: text,
  /** the date of that version (YYYY-MM-DD), when the API gives one */
  versionDate: text,
  fetchedAt: z.string(),
  /** the official publication (DSO "Regels op de kaart" or ruimtelijkeplannen.nl) */
  url: text,
  ruleTexts: z.array(onlineRuleTextSchema),
  normValues: z.array(onlineNormValueSchema),
  planObjects: z.array(onlinePlanObjectSchema),
});
export type OnlineRuleDocument = z.infer<typeof onlineRuleDocumentSchema>;

/**
 * The online rules stored for a location, newest fetch; null when never fetched. `check`: how much of the norm values
 * read online became numeric constraints (the same status as the imported omgevingsplan's; null without a regeling).
 */
const onlineRulesSchema = z.object({ fetchedAt: z.string(), documents: z.array(onlineRuleDocumentSchema), check: omgevingsplanCheckSchema.nullable() });
export type OnlineRules = z.infer<typeof onlineRulesSchema>;

/** Where an omgevingsplan's rules at a location can come from: the imported delivery or the online read. */
const planSourceKinds = ['imported', 'online'] as const;

/**
 * Why a source was used for a regeling (docs/geodata.md "Which source answers"): the only one; the newer version
 * (by the date it takes effect); the same date (one version: the import, read whole, answers); a date missing on
 * one side (the import answers: a version of unknown date cannot be shown to be newer).
 */
const planSourceReasons = ['only_imported', 'only_online', 'online_newer', 'imported_newer', 'same_date', 'undated'] as const;

/** The one source that gives a regeling's rules at a location, and the one set aside (null when only one exists). */
const planSourceDecisionSchema = z.object({
  /** the regeling's work id (/akn/nl/act/...) */
  regeling: z.string(),
  title: text,
  used: z.enum(planSourceKinds),
  setAside: z.enum(planSourceKinds).nullable(),
  reason: z.enum(planSourceReasons),
  /** the imported version: its besluit and the date it takes effect (else its publication date) */
  imported: z.object({ besluit: text, date: text }).nullable(),
  /** the online version: its expressionId and beginGeldigheid */
  online: z.object({ version: text, date: text }).nullable(),
});
export type PlanSourceDecision = z.infer<typeof planSourceDecisionSchema>;

/**
 * POST /api/locations/detail/{id}/omgevingsplan/fetch: what was fetched and stored, and the location's constraints
 * derived from its norm values (`derived` rows written, `kept` hand rows that keep overriding).
 */
export const omgevingsplanFetchResponseSchema = onlineRulesSchema.extend({
  constraints: z.object({ derived: z.number().int(), kept: z.number().int() }),
  /** per regeling read both ways, which source gives its constraints */
  sources: z.array(planSourceDecisionSchema),
});
export type OmgevingsplanFetchResponse = z.infer<typeof omgevingsplanFetchResponseSchema>;

/** GET /api/locations/detail/{id}/omgevingsplan with the online rules last fetched for the location (null: never). */
export const locationOmgevingsplanWithOnlineSchema = locationOmgevingsplanResponseSchema.extend({
  online: onlineRulesSchema.nullable(),
  /** per regeling at the location, which source (imported or online) gives its rules and constraints, and why */
  sources: z.array(planSourceDecisionSchema),
});
export type LocationOmgevingsplanWithOnline = z.infer<typeof locationOmgevingsplanWithOnlineSchema>;
