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
  /** paved, green, water and built m² of the BGT inside the plots (docs/geodata.md, "BGT"); absent when no BGT is imported there */
  surfaces?: PlotSurfaces;
}

/** How the BGT importer reads a surface (BGT class and fysiekVoorkomen): the classes the surface areas are summed in. */
export const bgtSurfaceClasses = ['paved', 'green', 'water', 'building', 'other'] as const;
export type BgtSurfaceClass = (typeof bgtSurfaceClasses)[number];

/** The BGT surfaces at ground level inside plots: square metres per class (intersection areas), for the form factors. */
export interface PlotSurfaces {
  pavedSquareMeters: number;
  greenSquareMeters: number;
  waterSquareMeters: number;
  builtSquareMeters: number;
  otherSquareMeters: number;
  /** the area of the plots together; what the classes do not cover is not mapped in the imported BGT */
  plotSquareMeters: number;
}

/** GET /api/locations/detail/{id}/surfaces: the BGT surfaces inside the location's parcels together, null without parcels or BGT. */
export type LocationSurfacesResponse = {
  surfaces: PlotSurfaces | null;
};

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
  /** the location's naam or noemer (e.g. "Zuilichem industriegebied 3"), what keeps two values of one norm apart */
  locatieNaam: string | null;
  besluit: string | null;
  datumBekendmaking: string | null;
};

/** One juridische regel of an omgevingsplan whose locations meet a plot, with its article, citation, activities and norm values. */
export type OmgevingsplanRule = {
  ruleId: string;
  kind: string;
  /** regeling work id and wId of the cited text */
  citation: { regeling: string | null; wid: string | null };
  /** the besluit (work id) and its date of the version of the rule in force */
  besluit: string | null;
  datumBekendmaking: string | null;
  /** the official publication of the regeling (DSO "Regels op de kaart"), null without a regeling */
  url: string | null;
  /** a bruidsschat rule (the rules the state gave every municipality; docs/geodata.md "Omgevingsplan") */
  bruidsschat: boolean;
  article: { nummer: string | null; opschrift: string | null; tekst: string | null } | null;
  activiteiten: { id: string; naam: string | null }[];
  gebiedsaanwijzingen: { id: string; naam: string | null; type: string | null; groep: string | null }[];
  normValues: OmgevingsplanNormValue[];
  /** norms the rule cites whose type we do not know: their values are not read (listed, never a limit) */
  unknownNorms: { id: string; naam: string | null; type: string | null }[];
};

/** The omgevingsplan at a plot: its rules, the date they are as of, and whether a pons ends the old IMRO plan there. */
export interface OmgevingsplanRules {
  rulesAsOf: string | null;
  /** a pons covers the plot: the IMRO bestemmingsplan no longer applies there */
  pons: boolean;
  rules: OmgevingsplanRule[];
}

/** How much of a plot a pons covers: all of it (only the omgevingsplan applies), part (both apply) or none. */
export type PonsCoverage = 'full' | 'partial' | 'none';

/** Check status of the omgevingsplan at a location: were all its norms read as numbers (issue #21 item 4)? */
export const omgevingsplanCheckStatuses = ['checked', 'partly_checked', 'not_checkable'] as const;
export type OmgevingsplanCheckStatus = (typeof omgevingsplanCheckStatuses)[number];

/** Why a norm of a rule did not become a numeric constraint. */
export type OmgevingsplanUnreadReason = 'in_text' | 'qualitative' | 'unknown_type' | 'unit' | 'no_norm';

/** A norm (or a rule without one) that was not read as a number, with the article to read. */
export type OmgevingsplanUnread = {
  ruleId: string;
  /** e.g. "Artikel 2.12", the citation of the article */
  reference: string;
  url: string | null;
  naam: string | null;
  reason: OmgevingsplanUnreadReason;
};

/** What the location's constraints could read of the omgevingsplan: the status and what was not read. */
export type OmgevingsplanCheck = {
  status: OmgevingsplanCheckStatus;
  /** numeric constraints derived from the norms at the location */
  numeric: number;
  unread: OmgevingsplanUnread[];
};

/** GET /api/locations/detail/{id}/omgevingsplan: the rules at a location's parcels (or its point), null where none apply. */
export type LocationOmgevingsplanResponse = {
  omgevingsplan: (OmgevingsplanRules & { ponsCoverage: PonsCoverage; check: OmgevingsplanCheck }) | null;
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
  /** the TenneT area that supply area depends on for demand (its colour is merged in: the worst of both), when delivered */
  congestionArea: string | null;
  /** no known address on the plots: the postcode is the nearest address's within 250 m (docs/geodata.md "Grid capacity") */
  nearest: boolean;
  demandAvailableMw: number | null;
  demandQueueMw: number | null;
  generationAvailableMw: number | null;
  /** the year the operator expects the demand congestion to be relieved */
  demandAlleviationYear: number | null;
  /** the `issued` date of the (oldest) delivery read, YYYY-MM-DD */
  asOf: string;
}

/** GET /api/locations/detail/{id}/gridcapacity: the capacity status at the location's parcels (or its point), null where the map knows none. */
export type LocationGridCapacityResponse = { gridCapacity: GridCapacity | null };

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
