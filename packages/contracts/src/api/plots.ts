import type { GeoJsonGeometry } from '../model/field';
import type { ApiRecord } from '../types';

// What the plot endpoints of /api/geodata answer (apps/server/src/geodata/plots/): the map's plot panel reads them.

/** A parcel of the national cadastre as the plot panel and location creation see it. */
export interface PlotDetail {
  id: number;
  identificatie: string;
  /** the three cadastral parts joined (spec 3 Plots): AKR code, sectie, perceelnummer */
  plotnr: string;
  kadastraleGemeente: string | null;
  akrCode: string | null;
  sectie: string | null;
  perceelnummer: number | null;
  /** kadastraleGrootte as registered */
  areaSquareMeters: number | null;
  /** the area of the drawn parcel (differs a little from the registered size) */
  geometryAreaSquareMeters: number;
  /** GeoJSON in WGS84 */
  geometry: GeoJsonGeometry;
  lat: number;
  lon: number;
}

/** What lies on and around a set of plots: zoning, buildings, addresses and neighbourhood figures. */
export interface PlotContext {
  zoningPlans: { planId: string; naam: string | null; planstatus: string | null; planDatum: string | null; typePlan: string | null }[];
  zoningObjects: {
    identificatie: string;
    planId: string;
    type: string;
    naam: string | null;
    category: string | null;
    hoofdgroep: string | null;
    label: string | null;
    /** the enkelbestemming this object lies in (for maatvoeringen and aanduidingen) */
    zone: string | null;
    dimensions: { waardeType: string; waarde: string }[];
    overlapSquareMeters: number;
  }[];
  buildings: {
    identificatie: string;
    year: number | null;
    status: string | null;
    use: string | null;
    units: number;
    floorAreaSquareMeters: number | null;
    footprintSquareMeters: number;
    heightMeters: number | null;
  }[];
  addresses: { road: string | null; houseNumber: string; postcode: string | null; city: string | null; use: string[] }[];
  areas: { level: string; code: string; name: string | null; year: number | null; figures: Record<string, unknown> }[];
  /** grid congestion from the operators' capacity map, by the postcodes of the BAG addresses on the plots; absent when none is known */
  gridCapacity?: GridCapacity;
  /** the omgevingsplan rules whose locations meet the plots (docs/geodata.md, "Omgevingsplan"); absent when none is imported there */
  omgevingsplan?: OmgevingsplanRules;
}

/** A norm value of an omgevingsplan that applies at a plot (IMOW normwaarde), with the besluit that set it. */
export type OmgevingsplanNormValue = {
  normId: string;
  normKind: string;
  naam: string | null;
  type: string | null;
  eenheid: string | null;
  kwantitatief: number | null;
  kwalitatief: string | null;
  inRegeltekst: string | null;
  locatieId: string;
  besluit: string | null;
  datumBekendmaking: string | null;
};

/** One juridische regel of an omgevingsplan whose locations meet a plot, with its article, citation, activities and norm values. */
export type OmgevingsplanRule = {
  ruleId: string;
  kind: string;
  citation: { regeling: string | null; wid: string | null };
  article: { nummer: string | null; opschrift: string | null; tekst: string | null } | null;
  activiteiten: { id: string; naam: string | null }[];
  gebiedsaanwijzingen: { id: string; naam: string | null; type: string | null; groep: string | null }[];
  normValues: OmgevingsplanNormValue[];
};

/** The omgevingsplan at a plot: its rules, the date they are as of, and whether a pons ends the old IMRO plan there. */
export interface OmgevingsplanRules {
  rulesAsOf: string | null;
  /** a pons covers the plot: the IMRO bestemmingsplan no longer applies there */
  pons: boolean;
  rules: OmgevingsplanRule[];
}

/** GET /api/locations/detail/{id}/omgevingsplan: the rules at a location's parcels (or its point), null where none apply. */
export type LocationOmgevingsplanResponse = {
  omgevingsplan: OmgevingsplanRules | null;
};

/** A grid operator's traffic-light statuses (capaciteitskaart RAGKind), from capacity (transparant) to shortage with a queue (red). */
export const gridConstraints = ['transparant', 'yellow', 'amber', 'red'] as const;
export type GridConstraint = (typeof gridConstraints)[number];

/** The capacity status of a set of plots: the worst colour over their postcodes, per direction. */
export interface GridCapacity {
  /** demand (afname): taking power from the grid */
  demand: GridConstraint;
  /** generation (invoeding): feeding power into the grid */
  generation: GridConstraint;
  /** the postcodes (PC6) of the plots' addresses that the capacity map knows; more than one: the colours are the worst */
  postcodes: string[];
  /** the supply area of the worst demand postcode, with its figures in MW */
  energyArea: string;
  demandAvailableMw: number | null;
  demandQueueMw: number | null;
  generationAvailableMw: number | null;
  /** the year the operator expects the demand congestion to be relieved */
  demandAlleviationYear: number | null;
  /** the `issued` date of the (oldest) delivery read, YYYY-MM-DD */
  asOf: string;
}

/** GET /api/geodata/plots/detail?ids=1,2 */
export interface PlotsDetailResponse {
  plots: PlotDetail[];
  context: PlotContext;
  /** the asking company's locations that already hold one of these parcels (open one rather than make another) */
  locations: PlotLocation[];
}

/** A location of the company that holds a parcel (by its cadastral identificatie). */
export type PlotLocation = {
  id: number;
  name: string | null;
  lat: number | null;
  lon: number | null;
  /** the identificaties of the asked parcels it holds */
  identificaties: string[];
};

/** GET /api/geodata/extent: where the imported parcels lie (WGS84 [west, south, east, north]), null before any import. */
export interface GeodataExtentResponse {
  bbox: [number, number, number, number] | null;
}

/** POST /api/geodata/plots/to-location: the new location with its plots (depth 2). */
export type PlotsToLocationResponse = ApiRecord<'locations'>;
