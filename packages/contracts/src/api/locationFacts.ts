import { z } from 'zod';
import { NOISE_SOURCE_CLASSES } from '@plotwise/core/feasibility/noiseNorms';
import { gridConstraints } from '../enums/locationEnums';

// What the registers say about a plot or a location's parcels (BGT surfaces, the omgevingsplan, grid capacity):
// the zod schemas of those answers and their types, one source for the server, the OpenAPI document and the web.

/** How the BGT importer reads a surface (BGT class and fysiekVoorkomen): the classes the surface areas are summed in. */
export type BgtSurfaceClass = 'paved' | 'green' | 'water' | 'building' | 'other';

/** The BGT surfaces at ground level inside plots: square metres per class (intersection areas), for the form factors. */
export const plotSurfacesSchema = z.object({
  pavedSquareMeters: z.number(),
  greenSquareMeters: z.number(),
  waterSquareMeters: z.number(),
  builtSquareMeters: z.number(),
  otherSquareMeters: z.number(),
  /** the area of the plots together; what the classes do not cover is not mapped in the imported BGT */
  plotSquareMeters: z.number(),
});
export type PlotSurfaces = z.infer<typeof plotSurfacesSchema>;

/** GET /api/locations/detail/{id}/surfaces: the BGT surfaces inside the location's parcels together, null without parcels or BGT. */
export const locationSurfacesResponseSchema = z.object({ surfaces: plotSurfacesSchema.nullable() });
export type LocationSurfacesResponse = z.infer<typeof locationSurfacesResponseSchema>;

const text = z.string().nullable();

/** A norm value of an omgevingsplan that applies at a plot (IMOW normwaarde), with the besluit that set it. */
const omgevingsplanNormValueSchema = z.object({
  normId: z.string(),
  normKind: z.string(),
  naam: text,
  type: text,
  eenheid: text,
  kwantitatief: z.number().nullable(),
  kwalitatief: text,
  inRegeltekst: text,
  locatieId: z.string(),
  /** the location's naam or noemer (e.g. "Zuilichem industriegebied 3"), what keeps two values of one norm apart */
  locatieNaam: text,
  besluit: text,
  datumBekendmaking: text,
});
export type OmgevingsplanNormValue = z.infer<typeof omgevingsplanNormValueSchema>;

/** An earlier text of an article of an omgevingsplan, with the besluit that set it. */
const articleVersionSchema = z.object({
  besluit: text,
  datumBekendmaking: text,
  nummer: text,
  opschrift: text,
  tekst: text,
  wijzigactie: text,
});

/** One juridische regel of an omgevingsplan whose locations meet a plot, with its article, citation, activities and norm values. */
const omgevingsplanRuleSchema = z.object({
  ruleId: z.string(),
  kind: z.string(),
  /** regeling work id and wId of the cited text */
  citation: z.object({ regeling: text, wid: text }),
  /** the besluit (work id) and its date of the version of the rule in force */
  besluit: text,
  datumBekendmaking: text,
  /** the date the version takes effect (STOP juridischWerkendVanaf; online: beginGeldigheid), when known */
  inwerkingtreding: text.optional(),
  /** the official publication of the regeling (DSO "Regels op de kaart"), null without a regeling */
  url: text,
  /** a bruidsschat rule (the rules the state gave every municipality; docs/geodata.md "Omgevingsplan") */
  bruidsschat: z.boolean(),
  /**
   * The cited article as it reads now; `history` its earlier texts, newest first, each with the besluit that set it
   * and its date (`wijzigactie`: how a wijzigingsbesluit changed it, `verwijder` when it removed it; null for a whole
   * regeling text). `wijzigactie` `verwijder` on the article itself: the article no longer exists (tekst null).
   */
  article: z
    .object({
      nummer: text,
      opschrift: text,
      tekst: text,
      besluit: text.optional(),
      datumBekendmaking: text.optional(),
      wijzigactie: text.optional(),
      history: z.array(articleVersionSchema).optional(),
    })
    .nullable(),
  activiteiten: z.array(z.object({ id: z.string(), naam: text })),
  gebiedsaanwijzingen: z.array(z.object({ id: z.string(), naam: text, type: text, groep: text })),
  normValues: z.array(omgevingsplanNormValueSchema),
  /** norms the rule cites whose type we do not know: their values are not read (listed, never a limit) */
  unknownNorms: z.array(z.object({ id: z.string(), naam: text, type: text })),
});
export type OmgevingsplanRule = z.infer<typeof omgevingsplanRuleSchema>;

/**
 * An omgevingsnorm or omgevingswaarde whose own location meets a plot (IMOW: each normwaarde names its locations),
 * whatever rule cites it: its type, unit, the values at the plot with their location, the rules citing it and the
 * regeling and besluit of its version in force.
 */
const omgevingsplanNormSchema = z.object({
  normId: z.string(),
  /** Omgevingsnorm or Omgevingswaarde */
  normKind: z.string(),
  naam: text,
  /** the TypeNorm concept (MaximumBouwhoogte ...) */
  type: text,
  eenheid: text,
  regeling: text,
  besluit: text,
  datumBekendmaking: text,
  inwerkingtreding: text,
  /** the values at the plot, one per location of the norm that meets it */
  values: z.array(
    z.object({ kwantitatief: z.number().nullable(), kwalitatief: text, inRegeltekst: text, locatieId: z.string(), locatieNaam: text }),
  ),
  /**
   * The juridische regels in force that cite the norm, each with its article ("Artikel 2.14 lid 1"); `atPlot` whether
   * the rule's own location meets the plot too. Empty: the norm is cited by no rule.
   */
  citedBy: z.array(z.object({ ruleId: z.string(), wid: text, reference: text, atPlot: z.boolean() })),
});
export type OmgevingsplanNorm = z.infer<typeof omgevingsplanNormSchema>;

/**
 * Where the rules at a plot come from: per imported besluit of their regelingen, the regeling (work id, expression and
 * date of entry into force; from the STOP regeling, or without one from the OW manifest) and what its delivery lacked.
 */
const omgevingsplanDeliverySchema = z.object({
  regeling: text,
  /** the regeling's expression (`.../nld@2024-05-01`): only a delivered STOP regeling names it */
  expression: text,
  inwerkingtreding: text,
  besluit: text,
  datumBekendmaking: text,
  /** where the regeling was read: the STOP regeling, or (none delivered) the OW manifest */
  regelingFrom: z.enum(['stop', 'manifest']).nullable(),
  /** files the delivery's manifests name that it lacks */
  absentFiles: z.array(z.string()),
  /** references that resolve nowhere, by kind, with a count and a few examples */
  unresolved: z.array(z.object({ kind: z.string(), count: z.number().int(), examples: z.array(z.string()) })),
  /** locations (Gebied, Lijn, Punt) delivered without geometry: they meet no plot */
  withoutGeometry: z.array(z.string()),
});
export type OmgevingsplanDelivery = z.infer<typeof omgevingsplanDeliverySchema>;

/** The omgevingsplan at a plot: its rules, the date they are as of, and whether a pons ends the old IMRO plan there. */
export const omgevingsplanRulesSchema = z.object({
  rulesAsOf: text,
  /** a pons covers the plot: the IMRO bestemmingsplan no longer applies there */
  pons: z.boolean(),
  rules: z.array(omgevingsplanRuleSchema),
  /**
   * Every norm whose own location meets the plot (also those cited by no rule, or by rules located elsewhere); a norm
   * whose location misses the plot is never here. Absent from the online (DSO) reads.
   */
  norms: z.array(omgevingsplanNormSchema).optional(),
  /** the deliveries of the regelingen of the rules and norms at the plot (absent from the online reads) */
  deliveries: z.array(omgevingsplanDeliverySchema).optional(),
  /**
   * Rules located by an Ambtsgebied whose municipality boundary is not imported (the delivery names it by code only):
   * whether they apply at the plot is not known, so they are listed apart, never dropped.
   */
  notLocated: z
    .array(z.object({ ruleId: z.string(), citation: z.object({ regeling: text, wid: text }), opschrift: text, ambtsgebied: text, reason: z.literal('ambtsgebied_not_resolved') }))
    .optional(),
});
export type OmgevingsplanRules = z.infer<typeof omgevingsplanRulesSchema>;

/** How much of a plot a pons covers: all of it (only the omgevingsplan applies), part (both apply) or none. */
const ponsCoverages = ['full', 'partial', 'none'] as const;
export type PonsCoverage = (typeof ponsCoverages)[number];

/** Check status of the omgevingsplan at a location: were all its norms read as numbers (issue #21 item 4)? */
const omgevingsplanCheckStatuses = ['checked', 'partly_checked', 'not_checkable'] as const;
export type OmgevingsplanCheckStatus = (typeof omgevingsplanCheckStatuses)[number];

/** Why a norm of a rule did not become a numeric constraint. */
const omgevingsplanUnreadReasons = ['in_text', 'qualitative', 'unknown_type', 'unit', 'no_norm'] as const;

/** A norm (or a rule without one) that was not read as a number, with the article to read. */
const omgevingsplanUnreadSchema = z.object({
  ruleId: z.string(),
  /** e.g. "Artikel 2.12", the citation of the article */
  reference: z.string(),
  url: text,
  naam: text,
  reason: z.enum(omgevingsplanUnreadReasons),
});
export type OmgevingsplanUnread = z.infer<typeof omgevingsplanUnreadSchema>;

/**
 * A norm value the product does not check (a type that is no limit of a concept's figures: noise, odour, a
 * concentration, or a type outside the value list), listed with its value: neither "no limit" nor "unknown".
 */
const omgevingsplanNotCheckedSchema = z.object({
  ruleId: z.string(),
  reference: z.string(),
  url: text,
  naam: text,
  type: text,
  /** the value as written, with its unit ("55 dB", "laag", "waarde in de regeltekst") */
  value: z.string(),
  /** the location's name */
  locatie: text,
});
export type OmgevingsplanNotChecked = z.infer<typeof omgevingsplanNotCheckedSchema>;

/** What the location's constraints could read of the omgevingsplan: the status and what was not read. */
export const omgevingsplanCheckSchema = z.object({
  status: z.enum(omgevingsplanCheckStatuses),
  /** numeric constraints derived from the norms at the location */
  numeric: z.number().int(),
  unread: z.array(omgevingsplanUnreadSchema),
  /** norms at the location with values the product does not check (not counted in the status) */
  notChecked: z.array(omgevingsplanNotCheckedSchema).optional(),
  /**
   * a delivery of the rules here was partial (absent files, unresolved references, locations without geometry; the
   * `deliveries` say which): what was read may be incomplete, so the status is at most partly checked
   */
  partialDelivery: z.boolean().optional(),
});
export type OmgevingsplanCheck = z.infer<typeof omgevingsplanCheckSchema>;

/** GET /api/locations/detail/{id}/omgevingsplan: the rules at a location's parcels (or its point), null where none apply. */
export const locationOmgevingsplanResponseSchema = z.object({
  omgevingsplan: omgevingsplanRulesSchema.extend({ ponsCoverage: z.enum(ponsCoverages), check: omgevingsplanCheckSchema }).nullable(),
});
export type LocationOmgevingsplanResponse = z.infer<typeof locationOmgevingsplanResponseSchema>;

/** The capacity status of a set of plots: the worst colour over their postcodes, per direction. */
export const gridCapacitySchema = z.object({
  /** demand (afname): taking power from the grid */
  demand: z.enum(gridConstraints),
  /** generation (invoeding): feeding power into the grid */
  generation: z.enum(gridConstraints),
  /** the postcodes (PC6) of the plots' addresses that the capacity map knows; more than one: the colours are the worst */
  postcodes: z.array(z.string()),
  /** the supply area of the worst demand postcode, with its figures in MW */
  energyArea: z.string(),
  /** the TenneT area that supply area depends on for demand (its colour is merged in: the worst of both), when delivered */
  congestionArea: text,
  /** no known address on the plots: the postcode is the nearest address's within 250 m (docs/geodata.md "Grid capacity") */
  nearest: z.boolean(),
  demandAvailableMw: z.number().nullable(),
  demandQueueMw: z.number().nullable(),
  generationAvailableMw: z.number().nullable(),
  /** the year the operator expects the demand congestion to be relieved */
  demandAlleviationYear: z.number().int().nullable(),
  /** the `issued` date of the (oldest) delivery read, YYYY-MM-DD */
  asOf: z.string(),
});
export type GridCapacity = z.infer<typeof gridCapacitySchema>;

/** GET /api/locations/detail/{id}/gridcapacity: the capacity status at the location's parcels (or its point), null where the map knows none. */
export const locationGridCapacityResponseSchema = z.object({ gridCapacity: gridCapacitySchema.nullable() });
export type LocationGridCapacityResponse = z.infer<typeof locationGridCapacityResponseSchema>;

/** A noise contour near a location (issue #43 item 3): Lden of at least `ldenDb` inside its polygons (RD metres, clipped). */
const noiseContourSchema = z.object({
  ldenDb: z.number(),
  /** the band's top (exclusive): the layer's `noise_db_max`, else 5 dB above */
  bandTopDb: z.number(),
  sourceClass: z.enum(NOISE_SOURCE_CLASSES),
  sourceName: z.string(),
  /** polygons of rings of [x, y] in RD New metres, the first ring outer */
  polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});

/**
 * GET /api/locations/detail/{id}/noise: the Lden contours of the imported noise layer within `radiusMeters` of the
 * location's parcels (or its point). `layerImported` false: no noise layer at all, so nothing can be checked (never
 * read as quiet); `asOf` the date of the newest import of the layer.
 */
export const locationNoiseResponseSchema = z.object({
  layerImported: z.boolean(),
  asOf: z.string().nullable(),
  radiusMeters: z.number(),
  contours: z.array(noiseContourSchema),
});
export type LocationNoiseResponse = z.infer<typeof locationNoiseResponseSchema>;

/** The nearest Natura 2000 area to a location (issue #43 item 4, step 1 of the nitrogen screening). */
const natura2000AreaSchema = z.object({
  name: z.string(),
  /** the site code (NL…) where the layer gives it */
  siteCode: z.string().nullable(),
  /** Vogelrichtlijn, Habitatrichtlijn or both, as the layer writes it */
  status: z.string().nullable(),
  /** from the location's parcels (or its point) to the area's edge, metres; 0 inside it */
  distanceMeters: z.number(),
  /** whether the layer marks it nitrogen-sensitive (a habitat with a critical deposition value); null: not in the layer */
  nitrogenSensitive: z.boolean().nullable(),
});

/**
 * GET /api/locations/detail/{id}/natura2000: the nearest Natura 2000 area within `searchedMeters` of the location's
 * parcels or point. `layerImported` false: no Natura 2000 layer, so nothing is known (never read as "none near").
 */
export const locationNatura2000ResponseSchema = z.object({
  layerImported: z.boolean(),
  asOf: z.string().nullable(),
  searchedMeters: z.number(),
  nearest: natura2000AreaSchema.nullable(),
});
export type LocationNatura2000Response = z.infer<typeof locationNatura2000ResponseSchema>;

/**
 * GET /api/locations/detail/{id}/landtransactions: plot sales of the transactions layer within `radiusMeters` of the
 * location (issue #43 item 5), nearest first, each with the area of the parcel it lies on where the parcels know it.
 */
export const locationLandTransactionsResponseSchema = z.object({
  layerImported: z.boolean(),
  asOf: z.string().nullable(),
  radiusMeters: z.number(),
  transactions: z.array(
    z.object({
      valueEuros: z.number(),
      plotAreaSquareMeters: z.number().nullable(),
      date: z.string().nullable(),
      status: z.string().nullable(),
      distanceMeters: z.number(),
    }),
  ),
});
export type LocationLandTransactionsResponse = z.infer<typeof locationLandTransactionsResponseSchema>;
