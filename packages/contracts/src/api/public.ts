import { z } from 'zod';
import type { ApiRecord } from '../types';
import { indicatorTypes, publicationTypes, ratingModes, sectionTypes, surveyQuestionTypes } from '../enums/publicationEnums';
import { gridConstraints } from '../enums/locationEnums';
import { financeWarningCodes } from '../enums/financeEnums';
import { featureUnits } from '../search/plotFeatures';
import { locationNatura2000ResponseSchema } from './locationFacts';
import { publicAreaContextSchema, publicAreaDensifySchema, publicAreaZoningSchema, publicMunicipalityMapSchema } from './publicAreaDetails';
import { landPriceBases, landPriceUses } from '@plotwise/core/feasibility/landPrice';
import { NOISE_VERDICTS } from '@plotwise/core/feasibility/noiseAtFacades';
import { NOISE_SOURCE_CLASSES } from '@plotwise/core/feasibility/noiseNorms';
import { PARKING_MOMENTS, PARKING_PRESENCE_GROUPS } from '@plotwise/core/feasibility/parkingDoubleUse';
import { PARKING_CATEGORIES, PARKING_ZONES } from '@plotwise/core/feasibility/parkingNorm';

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

/** Why an indicator has no value: the figures it needs are not there, so the page says so instead of a number. */
export const scoreMissingReasons = [
  'no_area',
  'no_register',
  'no_buildings',
  'no_building_years',
  'no_companies',
  'no_source',
  'no_score',
  'no_heights',
  'no_zoning',
  'no_sbi',
  'no_categories',
  'no_register_category',
  'no_highway',
] as const;
/** What an indicator's value counts: hectares, a share (0-1), jobs, the author's own score, kilometres, or yes (1) / no (0). */
const scoreUnits = ['ha', 'ratio', 'jobs', 'score', 'km', 'yes_no'] as const;
/**
 * Where a figure comes from: the data set's name (with its edition when it has one), the date its data describe
 * (YYYY-MM-DD or a year; null when unknown: neither its files nor its import said) and the date it was imported.
 */
const provenanceSchema = z.object({ source: z.string(), date: z.string().nullable(), importedOn: z.string().nullable() });
/** The source and date of a public figure, shown on hover and printed under it (issue #19 "provenance"). */
export type Provenance = z.infer<typeof provenanceSchema>;
const publicScoreSchema = z.object({
  type: z.enum(indicatorTypes),
  /** the author's name of the indicator; empty: the type's own name */
  name: z.string(),
  description: z.string().nullable(),
  unit: z.enum(scoreUnits),
  value: z.number().nullable(),
  /** set exactly when value is null */
  missing: z.enum(scoreMissingReasons).nullable(),
  /** what the value is about when a number alone does not say it (the main environmental category, e.g. "3.2") */
  detail: z.string().nullable(),
  /** the data sets the value was computed from; empty for the author's own score */
  sources: z.array(provenanceSchema),
});
/** One indicator of a scores section as a visitor sees it. */
export type PublicScore = z.infer<typeof publicScoreSchema>;

const publicImageSchema = z.object({
  /** the publication-scoped address on the public page; the company's own image address in the editor's preview */
  url: z.string(),
  /** the image's caption as the company wrote it (its alt text) */
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
/** An image of an images carrousel section, as a visitor's browser loads it. */
export type PublicImage = z.infer<typeof publicImageSchema>;

const paramSchema = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))]).nullable();
export const publicSectionSchema = z.object({
  id: z.number().int(),
  type: z.enum(sectionTypes),
  order: z.number().int(),
  param1: paramSchema,
  param2: paramSchema,
  /** an images carrousel's images: the author's pick (param2, image ids) of the location's or concept's, else all */
  images: z.array(publicImageSchema).optional(),
  questions: z.array(questionSchema),
  /** a scores section's configured indicators with their values computed on the server (publicScoreSchema) */
  scores: z.array(publicScoreSchema).optional(),
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

const locationSchema = z.object({
  name: z.string(),
  key: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  status: z.number().int().nullable(),
  statusName: z.string().nullable(),
  /** the name of the location's phase (a custom value of the company), null without one */
  phaseName: z.string().nullable(),
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

/** The form factors a public concept section shows (core FormFactors keys, as the concepts screens name them). */
export const publicFormFactorKeys = [
  'units',
  'gfa',
  'outdoor_circulation_area',
  'nfa',
  'built_area',
  'plot_area',
  'fsi',
  'gsi',
  'max_height',
  'floors',
  'average_unit_size',
  'parking_spots',
] as const;
export type PublicFormFactorKey = (typeof publicFormFactorKeys)[number];

const formFactorsSchema = z.object(
  Object.fromEntries(publicFormFactorKeys.map((k) => [k, z.number()])) as Record<PublicFormFactorKey, z.ZodNumber>,
);
/** Form factors of a building, or of a concept's buildings together (sums; FSI and GSI add up, height and floors the highest). */
export type PublicFormFactors = z.infer<typeof formFactorsSchema>;

/** A building's BENG pre-check (core feasibility/beng): its shape factor Als/Ag and the limits of its use (Bbl art. 4.149). */
const bengSchema = z.object({
  use: z.enum(['house', 'apartment_building', 'office']),
  lossAreaSquareMeters: z.number(),
  usableAreaSquareMeters: z.number(),
  shapeFactor: z.number(),
  band: z.enum(['compact', 'sliding', 'open']),
  compactBound: z.number(),
  energyNeedLimitKwhPerSquareMeterYear: z.number(),
  primaryFossilLimitKwhPerSquareMeterYear: z.number(),
  renewableShareMinPercent: z.number(),
  envelopeCutToCompactPercent: z.number().nullable(),
});

/** A dwelling building's noise pre-check at its façades (core feasibility/noiseAtFacades), without their geometry. */
const noiseSchema = z.object({
  verdict: z.enum(NOISE_VERDICTS),
  facades: z.number().int(),
  /** façades whose contour value is above the standard value */
  facadesAboveStandard: z.number().int(),
  /** façade area (m2) per worst verdict */
  areaByVerdict: z.object(Object.fromEntries(NOISE_VERDICTS.map((v) => [v, z.number()])) as Record<(typeof NOISE_VERDICTS)[number], z.ZodNumber>),
  governing: z
    .object({ sourceClass: z.enum(NOISE_SOURCE_CLASSES), sourceName: z.string(), ldenDb: z.number(), standardDb: z.number().nullable(), limitDb: z.number().nullable() })
    .nullable(),
});
const conceptBuildingSchema = z.object({
  name: z.string(),
  /** from the building's stored clean result; null when it has none yet (the section says so) */
  formFactors: formFactorsSchema.nullable(),
  /** units per type: count (every repeated floor and copy) and net area in m2 */
  unitTypes: z.array(z.object({ name: z.string(), count: z.number().int(), area: z.number() })),
  /** one storey's plan, an SVG made by core renderFloorSvg on the server (only when a floor-plan section asks) */
  floorplan: z.object({ level: z.number().int(), svg: z.string() }).nullable(),
  /** only when a BENG section is on the page: the pre-check, null where BENG sets nothing (parking, distribution centres) */
  beng: bengSchema.nullable().optional(),
  /** only when a noise section is on the page: the pre-check at its façades, null for a building without dwellings */
  noise: noiseSchema.nullable().optional(),
});
/** A building of a public concept, from its stored result (the public page never generates). */
export type PublicConceptBuilding = z.infer<typeof conceptBuildingSchema>;

const cents = z.number().int();
const conceptFinanceSchema = z.object({
  /** what the plan yields: capitalised rents and sale prices without VAT */
  totalValueCents: cents,
  /** every cost line with the land price, VAT not recoverable included */
  totalInvestmentCents: cents,
  /** value minus investment */
  resultCents: cents,
  /** the result as a percentage of the investment; null without costs */
  resultPercentOfCosts: z.number().nullable(),
  landPriceCents: cents,
  /** 'input': the location's land price; 'residual': none given, so the results are at the residual land value */
  landPriceSource: z.enum(['input', 'residual']),
  /** costs per group (ground, building, additional ...), in the costs sheet's order */
  costsByGroup: z.array(z.object({ group: z.string(), cents })),
  /** the value per unit type (and parking, houses); `untyped`: the dwellings without a unit type (priced at nothing) */
  income: z.array(z.object({ name: z.string(), count: z.number(), valueCents: cents, untyped: z.boolean().optional() })),
  /** what the figures lack (dwellings without a unit type, unit types without a price, no construction costs) */
  warnings: z.array(
    z.object({
      code: z.enum(financeWarningCodes),
      count: z.number().int(),
      names: z.array(z.string()),
    }),
  ),
  /** the residual land value (RGW): the land price at which the plan just earns its required margin */
  residualLandValueCents: cents,
  perPlotSquareMeterCents: cents.nullable(),
  perUnitCents: cents.nullable(),
  perGrossSquareMeterCents: cents.nullable(),
  /** the plan cannot bear any land price */
  isNegative: z.boolean(),
  /** only with a land-price section on the page: the RGW against the municipality's ground prices (core landPriceCheck) */
  landPrice: z
    .object({
      /** the location's municipality; null when it names none (then not checked) */
      municipality: z.string().nullable(),
      status: z.enum(['not_checked', 'partial', 'complete']),
      lines: z.array(
        z.object({
          use: z.enum(landPriceUses),
          grossFloorAreaSquareMeters: z.number(),
          dwellings: z.number(),
          price: z.object({ basis: z.enum(landPriceBases), priceCents: cents, year: z.number().int(), sourceTitle: z.string(), sourceUrl: z.string().nullable() }).nullable(),
          totalCents: cents.nullable(),
        }),
      ),
      missingUses: z.array(z.enum(landPriceUses)),
      municipalPriceCents: cents.nullable(),
      marginCents: cents.nullable(),
      marginPerPlotSquareMeterCents: cents.nullable(),
      marginPerGrossSquareMeterCents: cents.nullable(),
    })
    .optional(),
  /**
   * only with a land-price section on the page and a transactions layer imported: the RGW per m² plot against the plot
   * sales near the site (core landTransactionCheck, as the RGW sheet shows it)
   */
  landSales: z
    .object({
      /** the layer's date; sales with a parcel area, which the figures count; every sale within reach */
      asOf: z.string().nullable(),
      radiusMeters: z.number(),
      counted: z.number().int(),
      listed: z.number().int(),
      medianEurosPerSquareMeter: z.number().nullable(),
      lowEurosPerSquareMeter: z.number().nullable(),
      highEurosPerSquareMeter: z.number().nullable(),
      rgwPerPlotSquareMeterEuros: z.number().nullable(),
      marginPerSquareMeterEuros: z.number().nullable(),
      marginEuros: z.number().nullable(),
    })
    .optional(),
});
/** The business case and valuation of a concept, computed from its buildings' stored results (never by generating). */
export type PublicConceptFinance = z.infer<typeof conceptFinanceSchema>;

/** A concept's parking check (contracts conceptParkingCheck) with the nota it rests on. */
const parkingSchema = z.object({
  municipality: z.string().nullable(),
  /** 'municipal': the municipality's entered norms; 'unit_ratios': none entered, the unit types' own ratios */
  basis: z.enum(['municipal', 'unit_ratios']),
  zone: z.enum(PARKING_ZONES),
  /** the newest nota the norms come from (basis 'municipal') */
  source: z.object({ title: z.string(), year: z.number().int(), url: z.string().nullable() }).nullable(),
  required: z.number().int(),
  requiredWithoutDoubleUse: z.number().int(),
  /** the busiest moment's places (core parkingDoubleUse), or why the plain sum stands; null on the unit types' ratios */
  doubleUse: z
    .union([
      z.object({
        moments: z.array(z.object({ moment: z.enum(PARKING_MOMENTS), places: z.number() })),
        peakMoment: z.enum(PARKING_MOMENTS),
        required: z.number().int(),
      }),
      z.object({ reason: z.enum(['no_presence', 'no_visitor_share']) }),
      z.object({ reason: z.literal('incomplete_presence'), groups: z.array(z.enum(PARKING_PRESENCE_GROUPS)) }),
    ])
    .nullable(),
  /** the presence table double use rests on (its nota) */
  presenceSource: z.object({ title: z.string(), year: z.number().int(), url: z.string().nullable() }).nullable(),
  provided: z.number(),
  shortfall: z.number(),
  lines: z.array(z.object({ category: z.enum(PARKING_CATEGORIES), quantity: z.number(), norm: z.number().nullable(), places: z.number() })),
  dwellingsWithoutType: z.number().int(),
  missingNorms: z.array(z.enum(PARKING_CATEGORIES)),
});
/** The parking check of a public concept. */
export type PublicParkingCheck = z.infer<typeof parkingSchema>;

const conceptDetailSchema = z.object({
  name: z.string(),
  key: z.string(),
  buildings: z.array(conceptBuildingSchema),
  /**
   * only when a business-case or valuation section is on the page; null when it cannot be computed (a building
   * without a stored result, or figures the finance engine refuses): the section says so
   */
  finance: conceptFinanceSchema.nullable().optional(),
  /** the form factors of the buildings that have a stored result; null when none has */
  formFactors: formFactorsSchema.nullable(),
  /** how many buildings have no stored clean result yet */
  missing: z.number().int(),
  /** the site from above (plots and the stored buildings' ground outlines), an SVG made on the server; null without either */
  topview: z.string().nullable(),
  /** only when a noise section is on the page: whether a noise layer is imported (else nothing was checked), its date, the contours within reach */
  noiseLayer: z.object({ imported: z.boolean(), asOf: z.string().nullable(), radiusMeters: z.number(), contours: z.number().int() }).optional(),
  /** only when a parking section is on the page */
  parking: parkingSchema.optional(),
  /** only when a nitrogen section is on the page: the nearest Natura 2000 area to the location (the same for its concepts) */
  nitrogen: locationNatura2000ResponseSchema.optional(),
});
/** What the concept sections (form factors, unit breakdown, floor plans, top view) show of one concept. */
export type PublicConceptDetail = z.infer<typeof conceptDetailSchema>;

/**
 * The parcel figures (plot_features: national data, never a company's) each location section shows, by section. A
 * figure travels with its label from the filter catalogue and its unit, so the public entry carries no words for them.
 */
export const publicParcelFigureKeys = {
  location_current_situation: [
    'building_count',
    'building_function',
    'building_year_min',
    'building_date_built',
    'gsa',
    'gfa',
    'building_height',
    'building_volume',
    'resobject_count',
    'residential_ratio',
    'monument',
  ],
  location_context: [
    'demography_urbanization',
    'demography_woz_value',
    'demography_municipality_residents',
    'demography_5km_residents',
    'noise',
    'distance_supermarket',
    'distance_shops',
    'distance_ov_stop',
    'distance_trainstation',
    'distance_access_main_road',
    'distance_primary_education',
    'distance_general_practitioner',
    'distance_hospital',
  ],
  location_business: [
    'in_business_park',
    'businesspark_environmental_category',
    'company_employee_count',
    'company_employee_delta_2018',
  ],
} as const;

const figureSchema = z.object({
  key: z.string(),
  label: z.object({ nl: z.string(), en: z.string() }),
  unit: z.enum(featureUnits).nullable(),
  value: z.union([z.number(), z.string()]),
  /** the data set the figure is computed from and its import date; null when no import of it is recorded */
  source: provenanceSchema.nullable(),
});
/** One figure of a location's parcels (a plot feature with a value; unknown ones are left out). */
export type PublicParcelFigure = z.infer<typeof figureSchema>;

const locationDetailsSchema = z.object({
  /** values of the custom fields the company marked public (publish, not visibility none, not a geometry) */
  customFields: z.array(
    z.object({
      name: z.string(),
      /** how the page writes the value: a number in the page's number format, a checkbox as yes or no, else as stored */
      kind: z.enum(['text', 'number', 'checkbox']),
      value: z.string(),
    }),
  ),
  currentSituation: z.array(figureSchema),
  context: z.array(figureSchema),
  business: z.array(figureSchema),
  /** how the location scored under the search query it was found by; null outside a search-query page */
  filterSummary: z
    .object({
      query: z.string(),
      score: z.number().nullable(),
      /** the query's enabled filters (not those on the company's own owner data), each with the location's value */
      filters: z.array(
        z.object({
          label: z.object({ nl: z.string(), en: z.string() }),
          unit: z.enum(featureUnits).nullable(),
          value: z.union([z.number(), z.string()]).nullable(),
          /** null when it cannot be told here (a region, an unknown value) */
          matched: z.boolean().nullable(),
        }),
      ),
    })
    .nullable(),
});
/** What the location sections beyond the summary show (custom fields, current situation, context, business, filters). */
export type PublicLocationDetails = z.infer<typeof locationDetailsSchema>;

const publicationLinkSchema = z.object({ name: z.string(), type: z.enum(publicationTypes), key: z.string() });
/** A published publication of the company, as the publications list links to it. */
export type PublicPublicationLink = z.infer<typeof publicationLinkSchema>;
/** The area kinds whose sections (summary, scores ...) read `page.area`. */
const publicAreaKinds = ['business_park', 'population_core', 'municipality'] as const;
const publicAreaSchema = z.object({
  kind: z.enum(publicAreaKinds),
  name: z.string(),
  /** the park in the IBIS register (geodata layer business_parks) of the same name; null when it is not there */
  register: z
    .object({
      rin: z.string(),
      municipality: z.string().nullable(),
      kind: z.string().nullable(),
      status: z.string().nullable(),
      startYear: z.number().nullable(),
      grossHa: z.number().nullable(),
      netHa: z.number().nullable(),
      environmentalCategory: z.string().nullable(),
    })
    .nullable(),
  /** what the figures below were measured in: the register's outline of the park, the CBS outline of a population core, the plots of the company's locations there, or nothing */
  basis: z.enum(['register_outline', 'cbs_outline', 'location_plots', 'none']),
  /** the company's (non-deleted) locations in the area */
  locations: z.number().int(),
  /** m² of the basis; null without one */
  areaM2: z.number().nullable(),
  /** standing BAG buildings whose point on surface lies in the basis (null: BAG not imported) */
  buildings: z
    .object({
      count: z.number().int(),
      footprintM2: z.number(),
      withYear: z.number().int(),
      before1985: z.number().int(),
      before1995: z.number().int(),
    })
    .nullable(),
  /** companies (geodata layer companies) in the basis (null: that layer is not imported) */
  companies: z
    .object({
      count: z.number().int(),
      /** employees now and in 2018, summed over the companies that have both figures */
      withBoth: z.number().int(),
      employees: z.number(),
      employees2018: z.number(),
    })
    .nullable(),
  /**
   * Height headroom of those buildings (spec: "buildings that can be at least 3 m higher"): how many have a 3D BAG height,
   * how many of those also a maximum building height of the zoning (IMRO maatvoering) at their point, and how many of
   * these lie 3 m or more below it (null: 3D BAG not imported)
   */
  heightHeadroom: z.object({ withHeight: z.number().int(), withMaximum: z.number().int(), atLeast3m: z.number().int() }).nullable().optional(),
  /** the companies by SBI code and VNG environmental category (companyEnvironment.ts; null: the companies layer is not imported) */
  environment: z
    .object({
      /** companies with an SBI code, and of those the ones whose activity is not water-bound */
      withSbi: z.number().int(),
      nonWaterBound: z.number().int(),
      /** per environmental category (VNG, "1" ... "6"): companies and their employees; companies without a category are not in it */
      categories: z.array(z.object({ category: z.string(), companies: z.number().int(), employees: z.number() })),
    })
    .nullable()
    .optional(),
  /** inhabitants of the CBS population core the area is measured in (its figure `aantalInwoners`), when it has one */
  inhabitants: z.number().nullable().optional(),
  /** metres from the basis to the nearest motorway of the imported roads (null: no motorway imported) */
  highwayDistanceM: z.number().nullable().optional(),
  /** where each group of figures comes from: the register, BAG, 3D BAG, the zoning plans, the companies, the roads, the CBS outline */
  sources: z.partialRecord(z.enum(['register', 'buildings', 'heights', 'zoning', 'companies', 'roads', 'cbs']), provenanceSchema).optional(),
  /** the register's business parks of the area's municipality, only when the page has a business-park list */
  parks: z
    .array(z.object({ name: z.string(), rin: z.string(), kind: z.string().nullable(), grossHa: z.number().nullable(), netHa: z.number().nullable() }))
    .optional(),
  /** the zoning in the basis, only with a regulations or densify section (publicAreaDetails.ts) */
  zoning: publicAreaZoningSchema.optional(),
  /** the densification potential, only with a densify section */
  densify: publicAreaDensifySchema.optional(),
  /** the CBS figures of the core or municipality, only with a context section; null when none is imported */
  context: publicAreaContextSchema.nullable().optional(),
});
/** The facts of a business park, population core or municipality a page's area sections show, only when it has one. */
export type PublicArea = z.infer<typeof publicAreaSchema>;

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
  /** the concepts' buildings and figures, only when the page has a concept section that shows them */
  conceptDetails: z.array(conceptDetailSchema).optional(),
  /** the location's custom fields, parcel figures and filter summary, only when the page has a section that shows them */
  locationDetails: locationDetailsSchema.optional(),
  /** the company's published publications, only when the page has a publications list */
  publications: z.array(publicationLinkSchema).optional(),
  /** the area's register record and measured facts, only when the page has an area section (business park, population core, municipality) */
  area: publicAreaSchema.optional(),
  /** the municipalities with the company's published publications, only when the page has a state_municipality_map */
  municipalityMap: publicMunicipalityMapSchema.optional(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

/** The name a deciding visitor gives (required on the page's own route, optional on the generic API's). */
const visitorName = z.string().trim().min(1).max(200);

/** Body of POST /api/publications/decision/{key}/{location_key}: a visitor accepts or rejects a location. */
export const publicDecisionSchema = z.strictObject({
  decision: z.enum(['accept', 'reject']),
  visitorName,
});
export type PublicDecision = z.infer<typeof publicDecisionSchema>;

/** The answer of a visitor's decision: the status the location moved to. */
export const publicDecisionResultSchema = z.object({ status: z.number().int() });

/** A visitor's rating of a published location, 0-5 stars (when its publication's ratingMode is edit). */
const visitorRating = z.number().int().min(0).max(5);
const visitorDecision = z.enum(['accept', 'reject']);

/** Body of PATCH /api/locations/public/{key}: a visitor's rating, decision or both (the generic API's visitor write). */
export const visitorLocationChangeSchema = z
  .strictObject({ rating: visitorRating.optional(), decision: visitorDecision.optional(), visitorName: visitorName.optional() })
  .refine((b) => b.rating !== undefined || b.decision !== undefined, 'send {"rating": 0-5} or {"decision": "accept" | "reject"}')
  // the location's activity says who decided, by whichever route (the page's own asks the name too)
  .refine((b) => b.decision === undefined || b.visitorName !== undefined, { message: 'a decision needs the name of who decides', path: ['visitorName'] });
export type VisitorLocationChange = z.infer<typeof visitorLocationChangeSchema>;
/** Body of PATCH /api/locations/public/{key}/rating. */
export const visitorRatingSchema = z.strictObject({ rating: visitorRating });
/** Body of PATCH /api/locations/public/{key}/decision: the visitor's name is required, as on the page's own route. */
export const visitorDecisionSchema = z.strictObject({ decision: visitorDecision, visitorName });

/** A public key as a link carries it (publication, location, ...); anything else is no key at all. */
export const publicKeyPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** Body of POST /api/notes/list/public: a visitor's note on a published location. */
export const publicNoteSchema = z.strictObject({
  locationKey: z.string().regex(publicKeyPattern),
  name: z.string().min(1).max(200),
  description: z.string().max(10_000).optional(),
});
