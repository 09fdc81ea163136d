import { OMGEVINGSWET_TILE_LAYER } from './layerDefinition';
import type { FeatureLayerId, LayerDefinition, LayerGroup, LayerPaint, LayerSource, LegendItem, TileLayerId } from './layerDefinition';
import { PLOT_MAP_LAYERS } from './plotMapLayers';
import { PLOTWISE_BASE_MAP } from './plotwiseBaseMap';
import { ZONING_COLOURS } from './zoningColours';

/*
 * Every base map and data layer of spec section 2 "Map layers", one entry each. Layers whose data we import
 * come from our own vector tiles (they work offline); the others point at the real public services (PDOK,
 * OpenStreetMap) and are marked needsInternet. `npm run check:layers` checks each remote entry against the
 * live GetCapabilities of its service. Adding a layer is adding one entry here (docs/geodata.md).
 */

const ATTRIBUTION = {
  brt: '© Kadaster / PDOK, BRT Achtergrondkaart (CC BY 4.0)',
  luchtfoto: '© Beeldmateriaal Nederland / PDOK, Luchtfoto (CC BY 4.0)',
  osm: '© OpenStreetMap contributors (ODbL)',
  brk: 'Kadaster / PDOK, BRK Kadastrale Kaart (CC BY 4.0)',
  bag: 'Kadaster / PDOK, BAG (CC0)',
  imro: 'ruimtelijkeplannen.nl, bestemmingsplannen (IMRO)',
  cbs: 'CBS, Wijk- en buurtkaart en Kerncijfers (CC BY 4.0)',
  bgt: '© Kadaster / PDOK, BGT',
  top10nl: '© Kadaster / PDOK, TOP10NL (CC BY 4.0)',
  bro: 'Basisregistratie Ondergrond / PDOK, BRO Bodemkaart (CC0)',
  ahn: 'Rijkswaterstaat / PDOK, Actueel Hoogtebestand Nederland (CC0)',
  omgevingswet: 'PDOK, Geometrieën Omgevingswet',
  plotwise: 'Plotwise',
} as const;

const PDOK = 'https://service.pdok.nl';

const L = (nl: string, en: string) => ({ nl, en });
const legend = (color: string, nl: string, en: string): LegendItem => ({ color, label: L(nl, en) });

interface Common {
  id: string;
  name: { nl: string; en: string };
  group: LayerGroup;
  order: number;
  minZoom: number;
  maxZoom: number;
  attribution: string;
  legend?: LegendItem[];
  opacity?: number;
  visibleByDefault?: boolean;
}

/** An online base map: exclusive, raster, from the internet. */
const base = (c: Omit<Common, 'group'>, source: LayerSource): LayerDefinition => ({
  legend: [],
  opacity: 1,
  visibleByDefault: false,
  ...c,
  group: 'base',
  role: 'base',
  source,
  needsInternet: true,
});

/** A data layer from our own vector tiles (offline), optionally one kind of feature out of a shared tile layer. */
const tiles = (
  c: Common,
  tileLayer: TileLayerId,
  paint: LayerPaint,
  filter?: { property: string; equals: string | number },
): LayerDefinition => ({
  opacity: 0.8,
  visibleByDefault: false,
  legend: [legend(paint.color, c.name.nl, c.name.en)],
  ...c,
  role: 'data',
  source: { kind: 'tiles', tileLayer, ...(filter ? { filter } : {}) },
  needsInternet: false,
  paint,
});

/** A generic imported layer (geo_features.layer), cut into the shared `features` tile layer. */
const feature = (c: Common, layer: FeatureLayerId, paint: LayerPaint) => tiles(c, 'features', paint, { property: 'layer', equals: layer });

/** A raster overlay from a public service (internet only). */
const remote = (c: Common, source: LayerSource): LayerDefinition => ({
  opacity: 0.7,
  visibleByDefault: false,
  legend: [],
  ...c,
  role: 'data',
  source,
  needsInternet: true,
});

const wms = (url: string, layers: string): LayerSource => ({ kind: 'wms', url, layers, styles: '', format: 'image/png', tileSize: 256 });
/** PDOK's WMTS in its REST form: {layer}/{tileMatrixSet}/{z}/{x}/{y}.{ext} under the service URL. */
const pdokWmts = (service: string, layer: string, format: 'png' | 'jpeg'): LayerSource => ({
  kind: 'wmts',
  url: `${service}/${layer}/EPSG:3857/{z}/{x}/{y}.${format}`,
  layer,
  tileMatrixSet: 'EPSG:3857',
  format: `image/${format}`,
  tileSize: 256,
});

const zoningLegend = Object.values(ZONING_COLOURS)
  .filter((z, i, all) => all.findIndex((o) => o.nl === z.nl) === i)
  .map((z) => legend(z.color, z.nl, z.en));

const statistics = (level: string, nl: string, en: string, order: number, minZoom: number, color: string): LayerDefinition =>
  tiles(
    { id: `stat_${level}`, name: L(`Kerncijfers ${nl}`, `Key figures ${en}`), group: 'statistics', order, minZoom, maxZoom: 18, attribution: ATTRIBUTION.cbs, opacity: 0.5 },
    'statistics',
    { type: 'fill', color, outlineColor: '#3C3C3C' },
    { property: 'level', equals: level },
  );

/** The layer catalogue: every base map and data layer of the map, drawn in `order` (low first). */
export const LAYER_CATALOGUE: readonly LayerDefinition[] = [
  // --- base maps (one at a time): the map opens on our own, which needs no internet; the online ones are choices ---
  PLOTWISE_BASE_MAP,
  base(
    { id: 'brt_standaard', name: L('Topografische achtergrondkaart', 'Topographic background'), order: 1, minZoom: 6, maxZoom: 19, attribution: ATTRIBUTION.brt },
    pdokWmts(`${PDOK}/brt/achtergrondkaart/wmts/v2_0`, 'standaard', 'png'),
  ),
  base(
    { id: 'brt_grijs', name: L('Achtergrondkaart grijs', 'Background map grey'), order: 2, minZoom: 6, maxZoom: 19, attribution: ATTRIBUTION.brt },
    pdokWmts(`${PDOK}/brt/achtergrondkaart/wmts/v2_0`, 'grijs', 'png'),
  ),
  base(
    { id: 'brt_pastel', name: L('Achtergrondkaart pastel', 'Background map pastel'), order: 3, minZoom: 6, maxZoom: 19, attribution: ATTRIBUTION.brt },
    pdokWmts(`${PDOK}/brt/achtergrondkaart/wmts/v2_0`, 'pastel', 'png'),
  ),
  base(
    { id: 'luchtfoto', name: L('Luchtfoto', 'Satellite (aerial photo)'), order: 4, minZoom: 6, maxZoom: 19, attribution: ATTRIBUTION.luchtfoto },
    pdokWmts(`${PDOK}/hwh/luchtfotorgb/wmts/v1_0`, 'Actueel_orthoHR', 'jpeg'),
  ),
  base(
    { id: 'osm', name: L('Wegenkaart (OpenStreetMap)', 'Road map (OpenStreetMap)'), order: 5, minZoom: 0, maxZoom: 19, attribution: ATTRIBUTION.osm },
    { kind: 'xyz', url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileSize: 256 },
  ),

  // --- environment: remote rasters first (drawn lowest), then our imported layers ---
  remote(
    { id: 'bgt', name: L('Grootschalige topografie (BGT)', 'Large-scale topography (BGT)'), group: 'environment', order: 100, minZoom: 12, maxZoom: 21, attribution: ATTRIBUTION.bgt, opacity: 0.8 },
    pdokWmts(`${PDOK}/lv/bgt/wmts/v1_0`, 'standaardvisualisatie', 'png'),
  ),
  remote(
    { id: 'top10nl_terrain', name: L('Terrein (TOP10NL)', 'Terrain (TOP10NL)'), group: 'environment', order: 101, minZoom: 10, maxZoom: 19, attribution: ATTRIBUTION.top10nl },
    wms(`${PDOK}/brt/top10nl/wms/v1_0`, 'terrein'),
  ),
  remote(
    { id: 'top10nl_water', name: L('Water (TOP10NL)', 'Water (TOP10NL)'), group: 'environment', order: 102, minZoom: 8, maxZoom: 19, attribution: ATTRIBUTION.top10nl },
    wms(`${PDOK}/brt/top10nl/wms/v1_0`, 'waterdeel'),
  ),
  remote(
    { id: 'bro_soil_map', name: L('Bodemkaart (BRO)', 'Soil map (BRO)'), group: 'environment', order: 103, minZoom: 8, maxZoom: 19, attribution: ATTRIBUTION.bro, opacity: 0.6 },
    wms(`${PDOK}/bzk/bro-bodemkaart/wms/v1_0`, 'soilarea'),
  ),
  remote(
    { id: 'ahn_dtm', name: L('Hoogtekaart maaiveld (AHN)', 'Elevation, ground level (AHN)'), group: 'environment', order: 104, minZoom: 8, maxZoom: 19, attribution: ATTRIBUTION.ahn, opacity: 0.6 },
    wms(`${PDOK}/rws/ahn/wms/v1_0`, 'dtm_05m'),
  ),
  feature(
    { id: 'soil_use', name: L('Bodemgebruik (CBS)', 'Soil use (CBS)'), group: 'environment', order: 110, minZoom: 9, maxZoom: 18, attribution: 'CBS, Bestand Bodemgebruik (CC BY 4.0)', opacity: 0.5 },
    'soil_use',
    { type: 'fill', color: '#C8B48C', outlineColor: '#8C7850' },
  ),
  feature(
    { id: 'water', name: L('Water', 'Water'), group: 'environment', order: 111, minZoom: 9, maxZoom: 18, attribution: ATTRIBUTION.top10nl, opacity: 0.7 },
    'water',
    { type: 'fill', color: '#7FB2E5', outlineColor: '#4A86C5' },
  ),
  feature(
    { id: 'natura2000', name: L('Natura 2000', 'Natura 2000'), group: 'environment', order: 112, minZoom: 7, maxZoom: 18, attribution: 'RVO / PDOK, Natura 2000', opacity: 0.5 },
    'natura2000',
    { type: 'fill', color: '#4CAF50', outlineColor: '#2E7D32' },
  ),
  feature(
    { id: 'nature_network', name: L('Natuurnetwerk Nederland', 'National nature network'), group: 'environment', order: 113, minZoom: 7, maxZoom: 18, attribution: 'Provincies (IPO) / PDOK, Natuurnetwerk Nederland', opacity: 0.5 },
    'nature_network',
    { type: 'fill', color: '#9CCC65', outlineColor: '#558B2F' },
  ),
  feature(
    { id: 'noise', name: L('Geluidscontouren', 'Noise contours'), group: 'environment', order: 114, minZoom: 10, maxZoom: 18, attribution: 'RIVM / Atlas Leefomgeving, geluid (Lden)', opacity: 0.5 },
    'noise',
    { type: 'fill', color: '#FFB74D', outlineColor: '#E65100' },
  ),
  feature(
    { id: 'monuments', name: L('Rijksmonumenten', 'National monuments'), group: 'environment', order: 115, minZoom: 12, maxZoom: 20, attribution: 'Rijksdienst voor het Cultureel Erfgoed, rijksmonumenten', opacity: 0.9 },
    'monuments',
    { type: 'circle', color: '#8E24AA', outlineColor: '#FFFFFF' },
  ),
  feature(
    { id: 'trees', name: L('Bomen', 'Trees'), group: 'environment', order: 116, minZoom: 14, maxZoom: 20, attribution: 'RIVM, Atlas Natuurlijk Kapitaal (bomenkaart)', opacity: 0.9 },
    'trees',
    { type: 'circle', color: '#2E7D32', outlineColor: '#FFFFFF' },
  ),

  // --- statistics ---
  statistics('gemeente', 'gemeente', 'municipality', 200, 6, '#B3CDE3'),
  statistics('kern', 'bevolkingskern', 'population core', 201, 8, '#CCEBC5'),
  statistics('wijk', 'wijk', 'district', 202, 10, '#DECBE4'),
  statistics('buurt', 'buurt', 'neighbourhood', 203, 12, '#FED9A6'),
  statistics('pc4', 'postcode 4', 'postcode 4', 204, 9, '#FFFFCC'),
  statistics('pc6', 'postcode 6', 'postcode 6', 205, 13, '#E5D8BD'),
  feature(
    { id: 'urbanisation', name: L('Stedelijkheid', 'Urbanisation'), group: 'statistics', order: 206, minZoom: 8, maxZoom: 18, attribution: 'CBS, stedelijkheid (CC BY 4.0)', opacity: 0.5 },
    'urbanisation',
    {
      type: 'fill',
      color: '#BDBDBD',
      colorBy: { property: 'degree', values: { '1': '#B71C1C', '2': '#E53935', '3': '#FB8C00', '4': '#FDD835', '5': '#FFF9C4' } },
    },
  ),

  // --- zoning (IMRO bestemmingsplannen) ---
  {
    ...tiles(
      { id: 'zoning_enkelbestemming', name: L('Enkelbestemmingen', 'Single zoning'), group: 'zoning', order: 300, minZoom: 11, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 0.7 },
      'zoning',
      {
        type: 'fill',
        color: ZONING_COLOURS.other.color,
        colorBy: { property: 'category', values: Object.fromEntries(Object.entries(ZONING_COLOURS).map(([k, v]) => [k, v.color])) },
        outlineColor: '#000000',
      },
      { property: 'type', equals: 'enkelbestemming' },
    ),
    legend: zoningLegend,
  },
  tiles(
    { id: 'zoning_dubbelbestemming', name: L('Dubbelbestemmingen', 'Double zoning'), group: 'zoning', order: 301, minZoom: 12, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 0.9 },
    'zoning',
    { type: 'line', color: '#C2185B' },
    { property: 'type', equals: 'dubbelbestemming' },
  ),
  tiles(
    { id: 'zoning_gebiedsaanduiding', name: L('Gebiedsaanduidingen', 'Area designations'), group: 'zoning', order: 302, minZoom: 12, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 0.9 },
    'zoning',
    { type: 'line', color: '#7B1FA2' },
    { property: 'type', equals: 'gebiedsaanduiding' },
  ),
  tiles(
    { id: 'zoning_functieaanduiding', name: L('Functieaanduidingen', 'Function designations'), group: 'zoning', order: 303, minZoom: 14, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 0.9 },
    'zoning',
    { type: 'line', color: '#5D4037' },
    { property: 'type', equals: 'functieaanduiding' },
  ),
  tiles(
    { id: 'zoning_bouwvlak', name: L('Bouwvlakken', 'Building envelopes'), group: 'zoning', order: 304, minZoom: 13, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 1 },
    'zoning',
    { type: 'line', color: '#000000' },
    { property: 'type', equals: 'bouwvlak' },
  ),
  tiles(
    { id: 'zoning_maatvoering', name: L('Maatvoeringen', 'Dimensions'), group: 'zoning', order: 305, minZoom: 14, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 0.9 },
    'zoning',
    { type: 'line', color: '#455A64' },
    { property: 'type', equals: 'maatvoering' },
  ),
  tiles(
    { id: 'zoning_bestemmingsplangebied', name: L('Plangebieden', 'Plan areas'), group: 'zoning', order: 306, minZoom: 9, maxZoom: 20, attribution: ATTRIBUTION.imro, opacity: 1 },
    'zoning',
    { type: 'line', color: '#D81B60' },
    { property: 'type', equals: 'bestemmingsplangebied' },
  ),
  // --- zoning (Omgevingswet): PDOK's keyless geometry tiles, published in the RD grid only, reprojected by our server
  // (docs/geodata.md "Omgevingswet geometries"). The tiles carry a geometry's identification and nothing else: what a
  // shape means comes from the rules (DSO Presenteren). From zoom 13: below it one tile holds a whole region's plan
  // geometries, heavy to fetch and unreadable drawn. Its tiles are cut up to zoom 17 (the map enlarges beyond).
  {
    id: 'omgevingswet_geometries',
    name: L('Omgevingswet-geometrieën (PDOK)', 'Omgevingswet geometries (PDOK)'),
    group: 'zoning',
    role: 'data',
    source: { kind: 'reprojectedTiles', route: 'omgevingswet', sourceLayer: OMGEVINGSWET_TILE_LAYER, maxZoom: 17 },
    needsInternet: true,
    legend: [legend('#26A69A', 'Locatie (GIO)', 'Location (GIO)')],
    order: 310,
    opacity: 0.35,
    minZoom: 13,
    maxZoom: 21,
    attribution: ATTRIBUTION.omgevingswet,
    visibleByDefault: false,
    paint: { type: 'fill', color: '#26A69A', outlineColor: '#00695C' },
  },

  // --- cadastre ---
  {
    ...tiles(
      { id: 'plots', name: L('Percelen', 'Plots'), group: 'cadastre', order: 400, minZoom: 14, maxZoom: 21, attribution: ATTRIBUTION.brk, opacity: 1, visibleByDefault: true },
      'plots',
      { type: 'line', color: '#C62828' },
    ),
    legend: [legend('#C62828', 'Percelen', 'Plots'), legend('#EF6C00', 'Grens, niet definitief', 'Boundary, not definitive')],
    // the kadastrale grenzen and the street names come in the parcels' tile and show with them
    alsoDraws: PLOT_MAP_LAYERS,
  },
  tiles(
    { id: 'cadastral_buildings', name: L('Bebouwing (kadastrale kaart)', 'Buildings on the cadastral map'), group: 'cadastre', order: 401, minZoom: 15, maxZoom: 21, attribution: ATTRIBUTION.brk, opacity: 0.8 },
    'cadastral_buildings',
    { type: 'line', color: '#6D4C41' },
  ),

  // --- buildings (BAG) ---
  tiles(
    { id: 'buildings', name: L('Gebouwen (BAG panden)', 'Buildings (BAG)'), group: 'buildings', order: 500, minZoom: 14, maxZoom: 21, attribution: ATTRIBUTION.bag, opacity: 0.7, visibleByDefault: true },
    'buildings',
    { type: 'fill', color: '#B0A48F', outlineColor: '#7A6F5C' },
  ),
  tiles(
    { id: 'buildings_3d', name: L('Gebouwen in 3D (hoogte)', 'Buildings in 3D (height)'), group: 'buildings', order: 502, minZoom: 14, maxZoom: 21, attribution: ATTRIBUTION.bag, opacity: 0.85 },
    'buildings',
    { type: 'fill-extrusion', color: '#C9BBA3' },
  ),
  tiles(
    { id: 'residence_objects', name: L('Verblijfsobjecten', 'Residence objects'), group: 'buildings', order: 501, minZoom: 16, maxZoom: 21, attribution: ATTRIBUTION.bag, opacity: 0.9 },
    'residence_objects',
    { type: 'circle', color: '#1565C0', outlineColor: '#FFFFFF' },
  ),

  // --- infrastructure ---
  // the network operators' own colours (Netbeheer Nederland capaciteitskaart); the format has no geometry, so the
  // addresses carry the colour of their postcode (docs/geodata.md, "Grid capacity")
  tiles(
    {
      id: 'grid_capacity', name: L('Netcongestie afname (capaciteitskaart)', 'Grid congestion, demand (capacity map)'), group: 'infrastructure', order: 650, minZoom: 14, maxZoom: 21,
      attribution: 'Netbeheer Nederland, capaciteitskaart (netbeheerders)', opacity: 0.9,
      legend: [legend('#BDBDBD', 'Transportcapaciteit beschikbaar', 'Capacity available'), legend('#FDD835', 'Beperkt beschikbaar', 'Limited'), legend('#FB8C00', 'In onderzoek, wachtrij', 'Being investigated, queue'), legend('#D32F2F', 'Tekort, wachtrij', 'Shortage, queue')],
    },
    'grid_capacity',
    { type: 'circle', color: '#BDBDBD', colorBy: { property: 'demand', values: { transparant: '#BDBDBD', yellow: '#FDD835', amber: '#FB8C00', red: '#D32F2F' } }, outlineColor: '#FFFFFF' },
  ),
  feature(
    { id: 'roads', name: L('Wegen (NWB)', 'Roads (NWB)'), group: 'infrastructure', order: 600, minZoom: 10, maxZoom: 20, attribution: 'Rijkswaterstaat, Nationaal Wegenbestand (CC0)', opacity: 0.9, legend: [legend('#D32F2F', 'Rijksweg', 'Main road'), legend('#F57C00', 'Provinciale weg', 'Regional road'), legend('#757575', 'Lokale weg', 'Local road')] },
    'roads',
    { type: 'line', color: '#757575', colorBy: { property: 'road_type', values: { main: '#D32F2F', regional: '#F57C00', local: '#757575' } } },
  ),
  feature(
    { id: 'sailing_routes', name: L('Vaarwegen', 'Sailing routes'), group: 'infrastructure', order: 601, minZoom: 9, maxZoom: 20, attribution: 'Rijkswaterstaat, NWB Vaarwegen (CC0)', opacity: 0.9 },
    'sailing_routes',
    { type: 'line', color: '#0277BD' },
  ),
  feature(
    { id: 'public_transport', name: L('Openbaar vervoer', 'Public transport'), group: 'infrastructure', order: 602, minZoom: 11, maxZoom: 20, attribution: 'OV-haltes en -lijnen (universiteit)', opacity: 0.9, legend: [legend('#283593', 'Station', 'Train station'), legend('#00897B', 'Halte', 'Stop'), legend('#5C6BC0', 'Lijn', 'Line')] },
    'public_transport',
    { type: 'circle', color: '#00897B', colorBy: { property: 'kind', values: { train_station: '#283593', stop: '#00897B', line: '#5C6BC0' } }, outlineColor: '#FFFFFF' },
  ),

  // --- economy ---
  feature(
    { id: 'business_parks', name: L('Bedrijventerreinen (IBIS)', 'Business parks (IBIS)'), group: 'economy', order: 700, minZoom: 9, maxZoom: 20, attribution: 'Provincies, IBIS bedrijventerreinen', opacity: 0.5 },
    'business_parks',
    { type: 'fill', color: '#C8A0D7', outlineColor: '#7B1FA2' },
  ),
  feature(
    { id: 'amenities', name: L('Voorzieningen', 'Amenities'), group: 'economy', order: 701, minZoom: 13, maxZoom: 20, attribution: 'Voorzieningen (supermarkten, scholen, zorg)', opacity: 0.9 },
    'amenities',
    { type: 'circle', color: '#6D4C41', outlineColor: '#FFFFFF' },
  ),
  feature(
    { id: 'retail', name: L('Detailhandel', 'Retail'), group: 'economy', order: 702, minZoom: 13, maxZoom: 20, attribution: 'Detailhandel', opacity: 0.9 },
    'retail',
    { type: 'circle', color: '#FF7043', outlineColor: '#FFFFFF' },
  ),
  feature(
    { id: 'care', name: L('Zorginstellingen', 'Care institutions'), group: 'economy', order: 703, minZoom: 13, maxZoom: 20, attribution: 'Zorginstellingen', opacity: 0.9 },
    'care',
    { type: 'circle', color: '#E91E63', outlineColor: '#FFFFFF' },
  ),
  feature(
    { id: 'companies', name: L('Bedrijven', 'Companies'), group: 'economy', order: 704, minZoom: 14, maxZoom: 20, attribution: 'Bedrijvenregister', opacity: 0.9 },
    'companies',
    { type: 'circle', color: '#5E35B1', outlineColor: '#FFFFFF' },
  ),
  feature(
    { id: 'transactions', name: L('Transacties', 'Transactions'), group: 'economy', order: 705, minZoom: 13, maxZoom: 20, attribution: 'Vastgoedtransacties', opacity: 0.9 },
    'transactions',
    { type: 'circle', color: '#F9A825', outlineColor: '#FFFFFF' },
  ),

  // --- the user's own: the company's locations, and what is drawn in the browser ---
  tiles(
    { id: 'locations', name: L('Mijn locaties', 'My locations'), group: 'user', order: 900, minZoom: 6, maxZoom: 21, attribution: ATTRIBUTION.plotwise, opacity: 1, visibleByDefault: true },
    'locations',
    { type: 'circle', color: '#00897B', outlineColor: '#FFFFFF' },
  ),
  {
    id: 'buildable_area',
    name: L('Bebouwbaar gebied', 'Buildable area'),
    group: 'user',
    role: 'data',
    source: { kind: 'user' },
    needsInternet: false,
    legend: [legend('#FF9800', 'Bebouwbaar gebied', 'Buildable area')],
    order: 910,
    opacity: 0.5,
    minZoom: 0,
    maxZoom: 24,
    attribution: '',
    visibleByDefault: true,
    paint: { type: 'fill', color: '#FF9800', outlineColor: '#E65100' },
  },
  {
    id: 'measurements',
    name: L('Metingen', 'Measurements'),
    group: 'user',
    role: 'data',
    source: { kind: 'user' },
    needsInternet: false,
    legend: [legend('#212121', 'Meting', 'Measurement')],
    order: 920,
    opacity: 1,
    minZoom: 0,
    maxZoom: 24,
    attribution: '',
    visibleByDefault: true,
    paint: { type: 'line', color: '#212121' },
  },
];

const BY_ID = new Map(LAYER_CATALOGUE.map((l) => [l.id, l]));

/** The catalogue entry with this id, or undefined. */
export function layerById(id: string): LayerDefinition | undefined {
  return BY_ID.get(id);
}
