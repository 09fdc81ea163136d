import type { LayerDefinition, VectorStyleLayer } from './layerDefinition';

/*
 * The Plotwise base map: a topographic background drawn from our own vector tiles, so the map is a map without
 * internet (the demo, a laptop on site). Land use tints, water, roads by type, the railway, building footprints,
 * and municipality, district and neighbourhood outlines with their names. Colours are opaque on purpose: a base
 * map is drawn at full opacity (the map sets each base layer's opacity to the entry's 1).
 *
 * Labels need no glyph server: a style without a `glyphs` URL has MapLibre draw the letters with the browser's
 * own fonts (TinySDF), so nothing is fetched from the internet. The font names below only pick the weight and
 * style; where no such font is installed the browser's sans-serif draws them.
 */

const feature = (layer: string) => ({ tileLayer: 'features' as const, filter: { property: 'layer', equals: layer } });
const area = (level: string) => ({ tileLayer: 'statistics' as const, filter: { property: 'level', equals: level } });
const polygons = ['==', ['geometry-type'], 'Polygon'];
const lines = ['==', ['geometry-type'], 'LineString'];

/** The colour of a land use category of CBS Bestand Bodemgebruik (any case); unknown ones are not tinted. */
const LAND_USE: Record<string, string> = {
  woongebied: '#E9E5DF',
  'detailhandel en horeca': '#EFDFDA',
  'openbare voorziening': '#EDE4D6',
  'sociaal-culturele voorziening': '#EDE4D6',
  bedrijventerrein: '#E6E1EA',
  bouwterrein: '#ECE7DB',
  'semi-verhard overig terrein': '#ECE7DB',
  spoorterrein: '#E3E0DB',
  hoofdweg: '#E3E0DB',
  vliegveld: '#E3E0DB',
  'park en plantsoen': '#D6EACB',
  sportterrein: '#D9EBCF',
  volkstuin: '#DCEBCB',
  'dagrecreatief terrein': '#DCEBCB',
  'verblijfsrecreatief terrein': '#DCEBCB',
  begraafplaats: '#D8E5CF',
  bos: '#C7E0B6',
  'open droog natuurlijk terrein': '#E2EDD2',
  'open nat natuurlijk terrein': '#D9EBDD',
  'agrarisch terrein': '#F3F0DF',
  'overig agrarisch gebruik': '#F3F0DF',
  glastuinbouw: '#EEEEE4',
};
const WATER = '#AAD3DF';
const NONE = 'rgba(0,0,0,0)';

/** CBS stedelijkheid 1 (very strongly urban) to 5 (not urban): a faint grey where no land use is imported. */
const URBANISATION: Record<string, string> = { '1': '#E4E1DC', '2': '#E8E5E0', '3': '#ECE9E4', '4': '#EFECE7' };

const match = (property: string, values: Record<string, string>, fallback: string, lowerCase = false) => [
  'match',
  lowerCase ? ['downcase', ['to-string', ['get', property]]] : ['to-string', ['get', property]],
  ...Object.entries(values).flat(),
  fallback,
];

/** Road widths in pixels by zoom, per NWB road type (`road_type`: main, regional, local; others as local). */
const ROAD_WIDTHS: [zoom: number, main: number, regional: number, local: number][] = [
  [8, 1.2, 0.6, 0],
  [12, 2.5, 1.5, 0.4],
  [14, 4, 3, 1.5],
  [16, 8, 6, 4],
  [18, 16, 12, 9],
];
const roadWidth = (extra: number) => [
  'interpolate',
  ['exponential', 1.4],
  ['zoom'],
  ...ROAD_WIDTHS.flatMap(([z, main, regional, local]) => [z, ['match', ['get', 'road_type'], 'main', main + (main ? extra : 0), 'regional', regional + (regional ? extra : 0), local + (local ? extra : 0)]]),
];

const halo = { 'text-halo-color': '#FFFFFF', 'text-halo-width': 1.4 };
const label = (font: string, size: unknown, extra: Record<string, unknown> = {}) => ({
  'text-field': ['get', 'name'],
  'text-font': [font],
  'text-size': size,
  'text-max-width': 8,
  ...extra,
});

/** The layers of the base map, lowest first. */
const PLOTWISE_BASE_LAYERS: readonly VectorStyleLayer[] = [
  { id: 'land', type: 'background', paint: { 'background-color': '#F2EFE9' } },
  { id: 'urbanisation', type: 'fill', from: feature('urbanisation'), filter: polygons, minZoom: 8, paint: { 'fill-color': match('degree', URBANISATION, NONE) } },
  { id: 'landuse', type: 'fill', from: feature('soil_use'), filter: polygons, minZoom: 8, paint: { 'fill-color': match('category', LAND_USE, NONE, true) } },
  { id: 'water', type: 'fill', from: feature('water'), filter: polygons, minZoom: 8, paint: { 'fill-color': WATER, 'fill-outline-color': '#8CBCCC' } },
  { id: 'buildings', type: 'fill', from: { tileLayer: 'buildings' }, filter: polygons, minZoom: 13, paint: { 'fill-color': '#DCD8D3', 'fill-outline-color': '#C4BEB7' } },
  {
    id: 'neighbourhood-outline', type: 'line', from: area('buurt'), minZoom: 13,
    paint: { 'line-color': '#CDC3D3', 'line-width': 0.8, 'line-dasharray': [3, 2] },
  },
  { id: 'district-outline', type: 'line', from: area('wijk'), minZoom: 11, paint: { 'line-color': '#B9ACC4', 'line-width': 1.1 } },
  {
    id: 'municipality-outline', type: 'line', from: area('gemeente'), minZoom: 6,
    paint: { 'line-color': '#9C8AA8', 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 1, 14, 2.5], 'line-dasharray': [5, 2] },
  },
  {
    id: 'railway', type: 'line', from: feature('public_transport'), filter: ['all', lines, ['==', ['get', 'kind'], 'line'], ['==', ['get', 'mode'], 'train']], minZoom: 9,
    paint: { 'line-color': '#8F8F8F', 'line-width': ['interpolate', ['linear'], ['zoom'], 9, 0.8, 16, 2.5] },
  },
  {
    id: 'road-casing', type: 'line', from: feature('roads'), filter: lines, minZoom: 13,
    layout: { 'line-join': 'round', 'line-cap': 'round', 'line-sort-key': ['match', ['get', 'road_type'], 'main', 3, 'regional', 2, 1] },
    paint: { 'line-color': '#C9C1B6', 'line-width': roadWidth(2) },
  },
  {
    id: 'roads', type: 'line', from: feature('roads'), filter: lines, minZoom: 8,
    layout: { 'line-join': 'round', 'line-cap': 'round', 'line-sort-key': ['match', ['get', 'road_type'], 'main', 3, 'regional', 2, 1] },
    paint: { 'line-color': ['match', ['get', 'road_type'], 'main', '#F4A65E', 'regional', '#FADB9A', '#FFFFFF'], 'line-width': roadWidth(0) },
  },
  {
    id: 'water-label', type: 'symbol', from: feature('water'), filter: polygons, minZoom: 12,
    layout: label('Noto Sans Italic', 12), paint: { 'text-color': '#3E6F8E', ...halo },
  },
  {
    id: 'road-label', type: 'symbol', from: feature('roads'), filter: lines, minZoom: 15,
    layout: label('Noto Sans Regular', ['interpolate', ['linear'], ['zoom'], 15, 10, 18, 13], { 'symbol-placement': 'line', 'text-max-angle': 30 }),
    paint: { 'text-color': '#5C5650', ...halo },
  },
  {
    id: 'neighbourhood-label', type: 'symbol', from: area('buurt'), minZoom: 14, maxZoom: 18,
    layout: label('Noto Sans Regular', 12, { 'text-transform': 'uppercase', 'text-letter-spacing': 0.05 }), paint: { 'text-color': '#7D6F88', ...halo },
  },
  {
    id: 'district-label', type: 'symbol', from: area('wijk'), minZoom: 11.5, maxZoom: 14,
    layout: label('Noto Sans Bold', 12), paint: { 'text-color': '#6E5F7B', ...halo },
  },
  {
    id: 'municipality-label', type: 'symbol', from: area('gemeente'), minZoom: 8, maxZoom: 11.5,
    layout: label('Noto Sans Bold', ['interpolate', ['linear'], ['zoom'], 8, 12, 11, 16]), paint: { 'text-color': '#4E4059', ...halo },
  },
];

/** The base map the map opens on: drawn from our own tiles, needs no internet. */
export const PLOTWISE_BASE_MAP: LayerDefinition = {
  id: 'plotwise_base',
  name: { nl: 'Plotwise-basiskaart', en: 'Plotwise base map' },
  group: 'base',
  role: 'base',
  source: { kind: 'vectorStyle', layers: PLOTWISE_BASE_LAYERS },
  needsInternet: false,
  legend: [],
  order: 0,
  opacity: 1,
  minZoom: 0,
  maxZoom: 24,
  attribution:
    'Plotwise-basiskaart: CBS (CC BY 4.0), Kadaster BAG (CC0), Rijkswaterstaat NWB (CC0), TOP10NL water (CC BY 4.0)',
  visibleByDefault: true,
};
