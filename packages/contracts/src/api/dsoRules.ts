import { z } from 'zod';
import type { LocationOmgevingsplanResponse } from './plots';

/*
 * The online Omgevingswet sources (issue #21 item 2, docs/geodata.md "DSO adapters"): the rules at a location as
 * read from the DSO APIs (Omgevingsinformatie Ontsluiten v2, Omgevingsdocumenten Presenteren v8) and the
 * Ruimtelijke Plannen API v4, stored per location with the source and version they came from.
 */

/** PUT /api/dso/credentials: the company's DSO API key (the DSO developer portal's free key), or null to remove it. */
export const dsoCredentialsBody = z.strictObject({ apiKey: z.string().trim().min(8, 'an API key of the DSO developer portal').max(200).nullable() });

/** Whether a DSO key is set, and by whom (the key itself is never sent back). */
export interface DsoCredentialsResponse {
  /** the company entered one */
  company: boolean;
  /** the installation has one (DSO_API_KEY); used when the company has none */
  installation: boolean;
}

/** The DSO developer portal's page to request a (free) API key; the same key serves all three APIs. */
export const DSO_KEY_REQUEST_URL = 'https://developer.omgevingswet.overheid.nl/formulieren/api-key-aanvragen-0/';

/** Which API a stored document came from. */
export const onlineRuleSources = ['dso_presenteren_v8', 'ruimtelijke_plannen_v4'] as const;
export type OnlineRuleSource = (typeof onlineRuleSources)[number];

/** A norm value (normwaarde) of an omgevingsnorm as Presenteren v8 gives it. */
export interface OnlineNormValue {
  norm: string;
  normType: string | null;
  unit: string | null;
  /** kwantitatieveWaarde */
  value: number | null;
  /** kwalitatieveWaarde */
  text: string | null;
  /** waardeInRegeltekst: the value is only in the article */
  inRegeltekst: boolean;
  locaties: string[];
}

/** One rule text (regeltekst) of an omgevingsplan with what is annotated on it. */
export interface OnlineRuleText {
  identificatie: string;
  wId: string | null;
  /** e.g. "Artikel 22.27" and its heading, from the document structure */
  label: string | null;
  activiteiten: string[];
  gebiedsaanwijzingen: string[];
}

/** A zoning plan area (bestemmingsvlak) or a measure (maatvoering) of an IMRO plan at the point. */
export interface OnlinePlanObject {
  kind: 'bestemmingsvlak' | 'maatvoering';
  id: string;
  naam: string | null;
  /** bestemmingshoofdgroep of a bestemmingsvlak */
  group: string | null;
  /** the measures of a maatvoering: name and value as the plan gives them */
  values: { naam: string; waarde: string }[];
}

/** One document read for a location: an omgevingsplan (Presenteren) or an IMRO plan (Ruimtelijke Plannen). */
export interface OnlineRuleDocument {
  source: OnlineRuleSource;
  /** AKN work id of the regeling, or the IMRO plan id */
  identificatie: string;
  title: string | null;
  /** the regeling's expressionId (version) or the plan's dossier status and date */
  version: string | null;
  /** the date of that version (YYYY-MM-DD), when the API gives one */
  versionDate: string | null;
  fetchedAt: string;
  /** the official publication (DSO "Regels op de kaart" or ruimtelijkeplannen.nl) */
  url: string | null;
  ruleTexts: OnlineRuleText[];
  normValues: OnlineNormValue[];
  planObjects: OnlinePlanObject[];
}

/** The online rules stored for a location, newest fetch; null when never fetched. */
export interface OnlineRules {
  fetchedAt: string;
  documents: OnlineRuleDocument[];
}

/** POST /api/locations/detail/{id}/omgevingsplan/fetch: what was fetched and stored. */
export type OmgevingsplanFetchResponse = OnlineRules;

/** GET /api/locations/detail/{id}/omgevingsplan with the online rules last fetched for the location (null: never). */
export type LocationOmgevingsplanWithOnline = LocationOmgevingsplanResponse & { online: OnlineRules | null };
