import type { GeoJsonGeometry } from '../model/field';
import type { ApiRecord } from '../types';
import type { GridCapacity, OmgevingsplanRules, PlotSurfaces } from './locationFacts';

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
