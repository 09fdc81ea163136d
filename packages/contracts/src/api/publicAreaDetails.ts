import { z } from 'zod';
import { publicationTypes } from '../enums/publicationEnums';

/**
 * What the business-park regulations and densification sections and the population-core and municipality context
 * sections show (issue #19). Each part travels in `page.area` only when the page has that section; only these
 * fields leave the server.
 */

/** How a maatvoering's text was read (the same rules as the location constraints, apps/server constraintsFromZoning). */
const areaDimensionKinds = ['building_height', 'gutter_height', 'gsi', 'fsi', 'other'] as const;

export const publicAreaZoningSchema = z.object({
  /** the IMRO plans that cover the basis, newest first: the source and date of the figures below */
  plans: z.array(z.object({ planId: z.string(), name: z.string().nullable(), date: z.string().nullable(), status: z.string().nullable() })),
  /** enkelbestemmingen by name, with the share of the basis they cover (0-1), largest first */
  zones: z.array(z.object({ name: z.string(), category: z.string().nullable(), share: z.number() })),
  /** maatvoeringen: the plan's text, its value, how it was read, the enkelbestemming it lies in and the share of the basis it covers */
  dimensions: z.array(
    z.object({ name: z.string(), value: z.string(), kind: z.enum(areaDimensionKinds), zone: z.string().nullable(), share: z.number() }),
  ),
  /** share of the basis inside a bouwvlak (0-1) */
  buildingPlaneShare: z.number(),
  /** the environmental categories the plan names (aanduidingen and labels with "categorie") */
  environmentalCategories: z.array(z.string()),
  /** the omgevingsplan (Omgevingswet) rules located in the basis; null when none is imported there */
  omgevingsplan: z
    .object({
      /** a pons: the omgevingsplan replaces the old IMRO plan there */
      pons: z.boolean(),
      rulesAsOf: z.string().nullable(),
      rules: z.number().int(),
      norms: z.array(
        z.object({
          name: z.string(),
          value: z.string(),
          unit: z.string().nullable(),
          place: z.string().nullable(),
          besluit: z.string().nullable(),
          date: z.string().nullable(),
        }),
      ),
      /** the cited articles: their reference as the constraints cite it ("Artikel 3.1 lid 1"), title and official publication */
      articles: z.array(z.object({ reference: z.string(), title: z.string().nullable(), url: z.string().nullable() })),
    })
    .nullable(),
});
/** The zoning within an area's measured basis (business_park_regulations, business_park_densify). */
export type PublicAreaZoning = z.infer<typeof publicAreaZoningSchema>;

export const publicAreaDensifySchema = z.object({
  /** the net area the room is measured against: the register's net hectares, else the measured area */
  netAreaSquareMeters: z.number().nullable(),
  netBasis: z.enum(['register_net', 'measured', 'none']),
  /** footprint of the standing BAG buildings in the basis; null without BAG */
  footprintSquareMeters: z.number().nullable(),
  /** footprint / net area */
  coverage: z.number().nullable(),
  /** the maximum coverage the zoning allows (0-1) and where it comes from */
  maxCoverage: z.number().nullable(),
  maxCoverageBasis: z.enum(['bebouwingspercentage', 'bouwvlak', 'unknown']),
  /** share of the basis the limit was read in (0-1) */
  maxCoverageShare: z.number(),
  /** the lowest maximum building height of the maatvoeringen, in m; null when none */
  maxHeightMeters: z.number().nullable(),
  maxBuiltSquareMeters: z.number().nullable(),
  /** maximum built area x maximum height; null when either is unknown */
  maxVolumeCubicMeters: z.number().nullable(),
  /** the room left: maximum built area - footprint (never below 0), and as a share of the net area */
  roomSquareMeters: z.number().nullable(),
  roomShare: z.number().nullable(),
});
/** The densification potential of an area (business_park_densify). */
export type PublicAreaDensify = z.infer<typeof publicAreaDensifySchema>;

/** The CBS kerncijfers a context section shows (the importer keeps CBS's column names; the server reads them by prefix). */
export const areaContextFigureKeys = [
  'population',
  'men',
  'women',
  'age0to15',
  'age15to25',
  'age25to45',
  'age45to65',
  'age65plus',
  'households',
  'singlePersonHouseholds',
  'householdsWithChildren',
  'averageHouseholdSize',
  'populationDensity',
  'dwellings',
  'averageWozValue',
  'averageIncomePerResident',
  'companies',
  'carsPerHousehold',
  'distanceToGp',
  'distanceToSupermarket',
  'distanceToDaycare',
  'distanceToSchool',
  'schoolsWithin3km',
  'urbanity',
] as const;
export type AreaContextFigureKey = (typeof areaContextFigureKeys)[number];

export const publicAreaContextSchema = z.object({
  /** the CBS area the figures are of (level, code, name) and its year: the period of the figures */
  level: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  year: z.number().int().nullable(),
  figures: z.array(z.object({ key: z.enum(areaContextFigureKeys), value: z.number() })),
});
/** The CBS figures of a population core or municipality (population_core_context, municipality_context). */
export type PublicAreaContext = z.infer<typeof publicAreaContextSchema>;

export const publicMunicipalityMapSchema = z.array(
  z.object({
    /** the municipality's name as the publications name it */
    name: z.string(),
    /** its CBS gemeente outline (GeoJSON in RD metres, simplified); null when the CBS areas are not imported */
    outline: z.unknown().nullable(),
    /** the company's published area and location publications there */
    publications: z.array(z.object({ name: z.string(), type: z.enum(publicationTypes), key: z.string() })),
  }),
);
/** The municipalities with the company's published publications (state_municipality_map). */
export type PublicMunicipalityMap = z.infer<typeof publicMunicipalityMapSchema>;
