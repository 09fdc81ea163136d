import type { PolygonDm, PtDm, RingDm } from './geometry';
import type { CellKind, KadastraleGemeente } from './region';

/** What one district cell of the demo region holds, as the writers of every format need it. */

export interface DemoParcel {
  id: string;
  kg: KadastraleGemeente;
  sectie: string;
  perceelnummer: number;
  polygon: PolygonDm;
  /** exact area of the polygon in m2 (kadastraleGrootte is this rounded) */
  areaM2: number;
  label: PtDm;
  /** the year the parcel got its current shape */
  year: number;
}

export interface DemoAddress {
  numId: string;
  huisnummer: number;
  huisletter?: string;
  toevoeging?: string;
  postcode: string;
  oprId: string;
}

export interface DemoVbo {
  id: string;
  doelen: string[];
  oppervlakte: number;
  point: PtDm;
  status: string;
  address: DemoAddress;
}

export type RoofType = 'slanted' | 'horizontal' | 'multiple horizontal';

export interface DemoPand {
  id: string;
  ring: RingDm;
  year: number;
  status: string;
  /** storeys above ground */
  floors: number;
  roof: RoofType;
  /** roof ridge (max) and gutter (min) above ground, metres */
  ridgeM: number;
  gutterM: number;
  /** ground level, metres NAP (Zuidelijk Flevoland lies 3 to 5 m below sea level) */
  groundM: number;
  vbos: DemoVbo[];
  /** what it is, for amenities and statistics: house, apartment, shop, office, hall, school ... */
  kind: string;
  /** house type for the statistics */
  dwelling?: 'terraced' | 'corner' | 'semi' | 'detached' | 'apartment' | 'farm';
}

export interface DemoStreet {
  id: string;
  name: string;
  /** centre line */
  line: PtDm[];
  roadType: 'main' | 'regional' | 'local';
}

export type ZoningType = 'Enkelbestemming' | 'Dubbelbestemming' | 'Bouwvlak' | 'Maatvoering' | 'Functieaanduiding' | 'Bouwaanduiding' | 'Gebiedsaanduiding';

export interface DemoZoning {
  type: ZoningType;
  id: string;
  naam: string;
  hoofdgroep?: string;
  artikelnummer?: number;
  label?: string;
  polygon: PolygonDm;
  bestemmingsvlak?: string;
  /** maatvoering: waardeType -> waarde */
  dimensions?: [string, string][];
}

export interface DemoFeature {
  layer: string;
  id: string;
  properties: Record<string, string | number | boolean | null>;
  geometry: { type: 'Point'; at: PtDm } | { type: 'LineString'; line: PtDm[] } | { type: 'Polygon'; polygon: PolygonDm };
}

interface DemoPc6 {
  code: string;
  polygon: PolygonDm;
}

/** Figures of one buurt (a cell), for the CBS kerncijfers. */
export interface CellStats {
  dwellings: number;
  singleFamily: number;
  apartments: number;
  owned: number;
  builtLast10Years: number;
  inhabitants: number;
  households: number;
  onePerson: number;
  withChildren: number;
  men: number;
  age: [number, number, number, number, number];
  wozSumThousands: number;
  addresses: number;
  companies: number;
  waterM2: number;
  cars: number;
  incomeSumThousands: number;
}

export interface CellContent {
  parcels: DemoParcel[];
  panden: DemoPand[];
  streets: DemoStreet[];
  zoning: DemoZoning[];
  features: DemoFeature[];
  pc6: DemoPc6[];
  stats: CellStats;
}

export const emptyStats = (): CellStats => ({
  dwellings: 0,
  singleFamily: 0,
  apartments: 0,
  owned: 0,
  builtLast10Years: 0,
  inhabitants: 0,
  households: 0,
  onePerson: 0,
  withChildren: 0,
  men: 0,
  age: [0, 0, 0, 0, 0],
  wozSumThousands: 0,
  addresses: 0,
  companies: 0,
  waterM2: 0,
  cars: 0,
  incomeSumThousands: 0,
});

/** The generic GeoJSON layers the demo region writes. */
export const DEMO_LAYERS = [
  'amenities',
  'public_transport',
  'business_parks',
  'companies',
  'trees',
  'care',
  'retail',
  'transactions',
  'natura2000',
  'nature_network',
  'monuments',
  'noise',
  'roads',
  'water',
  'sailing_routes',
  'soil_use',
  'urbanisation',
] as const;
export type DemoLayer = (typeof DEMO_LAYERS)[number];

/** A buurt of the region: one cell, its codes and figures. */
export interface CellRecord {
  index: number;
  i: number;
  j: number;
  ring: number;
  kind: CellKind;
  buurtCode: string;
  buurtName: string;
  wijk: number;
  pc4: string;
  stats: CellStats;
  centre: PtDm;
  businessNetM2: number;
  businessFirstYear: number;
}

export interface Wijk {
  index: number;
  code: string;
  name: string;
  cells: [number, number][];
  buurten: number;
}

