import type { LayerDefinition, LayerPaint, LayerSource, TileLayerId, VectorStyleLayer } from './layerDefinition';

/*
 * A catalogue entry as MapLibre style objects (plain data, no MapLibre import): the web map adds the source
 * once (entries of one shared tile layer share a source id) and the layers in catalogue order.
 *
 * Zoom semantics: for raster sources `minZoom..maxZoom` is the range the service serves; above `maxZoom` the
 * map enlarges the last level. For our vector tiles it is the range in which the layer shows.
 */

export interface StyleOptions {
  /** absolute base URL of our tile API, e.g. `https://plotwise.example/api/tiles` (MapLibre's workers need absolute URLs) */
  tileUrlBase: string;
  language: 'nl' | 'en';
  /** the highest zoom our tile server cuts; the map overzooms above it (default 16) */
  tileMaxZoom?: number;
  /**
   * The tile layers read from a static archive (PMTiles, GET /api/tiles/archives) instead of tile by tile: its absolute
   * URL and deepest zoom. The map registers the `pmtiles` protocol that reads them.
   */
  archives?: Partial<Record<TileLayerId, { url: string; maxZoom: number }>>;
}

/** A MapLibre source specification (the subset we produce). */
export type MapSource =
  | { type: 'vector'; tiles: string[]; minzoom: number; maxzoom: number; attribution?: string }
  | { type: 'raster'; tiles: string[]; tileSize: number; minzoom: number; maxzoom: number; attribution?: string }
  | { type: 'geojson'; data: { type: 'FeatureCollection'; features: [] }; attribution?: string };

/** A MapLibre layer specification (the subset we produce). */
export interface MapLayer {
  id: string;
  type: 'fill' | 'line' | 'circle' | 'fill-extrusion' | 'raster' | 'symbol' | 'background';
  /** absent for a background layer only */
  source?: string;
  'source-layer'?: string;
  filter?: unknown[];
  minzoom?: number;
  maxzoom?: number;
  layout: { visibility: 'visible' | 'none' } & Record<string, unknown>;
  paint: Record<string, unknown>;
  metadata: { 'plotwise:layer': string; 'plotwise:name': string };
}

interface LayerStyle {
  /** the entry's (first) source */
  sourceId: string;
  source: MapSource;
  /** every source its layers draw from, by id (a `vectorStyle` entry draws from several tile layers) */
  sources: Record<string, MapSource>;
  layers: MapLayer[];
}

const MAX_ZOOM = 24;

/** The WMS GetMap URL template of a `wms` source for MapLibre (WMS 1.3.0, Web Mercator tiles). */
export function wmsGetMapTemplate(s: Extract<LayerSource, { kind: 'wms' }>): string {
  const q = [
    'SERVICE=WMS',
    'VERSION=1.3.0',
    'REQUEST=GetMap',
    `LAYERS=${encodeURIComponent(s.layers)}`,
    `STYLES=${encodeURIComponent(s.styles)}`,
    `FORMAT=${encodeURIComponent(s.format)}`,
    'TRANSPARENT=TRUE',
    'CRS=EPSG:3857',
    `WIDTH=${s.tileSize}`,
    `HEIGHT=${s.tileSize}`,
    'BBOX={bbox-epsg-3857}',
  ];
  return `${s.url}${s.url.includes('?') ? '&' : '?'}${q.join('&')}`;
}

/** The legend image of a `wms` source (GetLegendGraphic of its first layer): remote layers bring their own legend. */
export function wmsLegendUrl(s: Extract<LayerSource, { kind: 'wms' }>): string {
  const layer = s.layers.split(',')[0]!;
  const q = ['SERVICE=WMS', 'VERSION=1.3.0', 'REQUEST=GetLegendGraphic', `FORMAT=${encodeURIComponent(s.format)}`, `LAYER=${encodeURIComponent(layer)}`];
  return `${s.url}${s.url.includes('?') ? '&' : '?'}${q.join('&')}`;
}

/** The tile URL template of one of our tile layers. */
function tileUrlTemplate(tileUrlBase: string, tileLayer: string): string {
  return `${tileUrlBase.replace(/\/+$/, '')}/${tileLayer}/{z}/{x}/{y}.mvt`;
}

/** The tile URL template of a reprojected online source (`reprojectedTiles`): our server fetches and reprojects it. */
function reprojectedTileUrlTemplate(tileUrlBase: string, route: string): string {
  return `${tileUrlBase.replace(/\/+$/, '')}/${route}/{z}/{x}/{y}.pbf`;
}

const REPROJECTED_PREFIX = 'proxy-';

/** The source id of a `reprojectedTiles` entry: the map reports a failed tile of it as that layer unavailable. */
const reprojectedSourceId = (layerId: string) => `${REPROJECTED_PREFIX}${layerId}`;

/** The catalogue layer of a reprojected source id, or null for any other source. */
export const layerOfReprojectedSource = (sourceId: string | undefined): string | null =>
  sourceId?.startsWith(REPROJECTED_PREFIX) ? sourceId.slice(REPROJECTED_PREFIX.length) : null;

/** Our vector tile source of one tile layer: one per tile layer, shared by every entry that draws from it. */
function tileSource(tileLayer: TileLayerId, opts: StyleOptions): { sourceId: string; source: MapSource } {
  const archive = opts.archives?.[tileLayer];
  if (archive) return { sourceId: `plotwise-${tileLayer}`, source: { type: 'vector', tiles: [`pmtiles://${archive.url}/{z}/{x}/{y}`], minzoom: 0, maxzoom: archive.maxZoom } };
  return {
    sourceId: `plotwise-${tileLayer}`,
    // the attribution of a shared source is the map's concern, not one entry's
    source: { type: 'vector', tiles: [tileUrlTemplate(opts.tileUrlBase, tileLayer)], minzoom: 0, maxzoom: opts.tileMaxZoom ?? 16 },
  };
}

/** A colour, or a `match` on a property's value when the paint colours by category. */
function colorExpression(p: LayerPaint): unknown {
  if (!p.colorBy || !Object.keys(p.colorBy.values).length) return p.color;
  const pairs = Object.entries(p.colorBy.values).flatMap(([value, color]) => [value, color]);
  return ['match', ['to-string', ['get', p.colorBy.property]], ...pairs, p.color];
}

/** The MapLibre source and layers that draw a catalogue entry. */
export function styleForLayer(def: LayerDefinition, opts: StyleOptions): LayerStyle {
  const metadata = { 'plotwise:layer': def.id, 'plotwise:name': def.name[opts.language] };
  const visibility = def.visibleByDefault ? 'visible' : 'none';
  const attribution = def.attribution || undefined;
  const s = def.source;
  switch (s.kind) {
    case 'wmts':
    case 'xyz':
    case 'wms': {
      const url = s.kind === 'wms' ? wmsGetMapTemplate(s) : s.url;
      const sourceId = `remote-${def.id}`;
      const source: MapSource = { type: 'raster', tiles: [url], tileSize: s.tileSize, minzoom: def.minZoom, maxzoom: def.maxZoom, ...(attribution ? { attribution } : {}) };
      return {
        sourceId,
        source,
        sources: { [sourceId]: source },
        layers: [{ id: def.id, type: 'raster', source: sourceId, minzoom: def.minZoom, layout: { visibility }, paint: { 'raster-opacity': def.opacity }, metadata }],
      };
    }
    case 'tiles': {
      const { sourceId, source } = tileSource(s.tileLayer, opts);
      const filter = s.filter ? ['==', ['get', s.filter.property], s.filter.equals] : undefined;
      return {
        sourceId,
        source,
        sources: { [sourceId]: source },
        layers: [
          ...vectorLayers(def, { source: sourceId, 'source-layer': s.tileLayer, filter, visibility, metadata }),
          ...(def.alsoDraws ?? []).map((l) =>
            styledLayer(def.id, { minZoom: def.minZoom, maxZoom: Math.min(MAX_ZOOM, def.maxZoom + 1), ...l }, tileSource(l.from?.tileLayer ?? s.tileLayer, opts).sourceId, visibility, metadata),
          ),
        ],
      };
    }
    case 'reprojectedTiles': {
      const sourceId = reprojectedSourceId(def.id);
      const source: MapSource = { type: 'vector', tiles: [reprojectedTileUrlTemplate(opts.tileUrlBase, s.route)], minzoom: def.minZoom, maxzoom: s.maxZoom, ...(attribution ? { attribution } : {}) };
      return { sourceId, source, sources: { [sourceId]: source }, layers: reprojectedLayers(def, { source: sourceId, 'source-layer': s.sourceLayer, filter: undefined, visibility, metadata }) };
    }
    case 'user': {
      const sourceId = `user-${def.id}`;
      const source: MapSource = { type: 'geojson', data: { type: 'FeatureCollection', features: [] } };
      return {
        sourceId,
        source,
        sources: { [sourceId]: source },
        layers: vectorLayers(def, { source: sourceId, filter: undefined, visibility, metadata }),
      };
    }
    case 'vectorStyle': {
      const sources: Record<string, MapSource> = {};
      const layers = s.layers.map((l) => {
        if (!l.from) return styledLayer(def.id, l, undefined, visibility, metadata);
        const t = tileSource(l.from.tileLayer, opts);
        sources[t.sourceId] ??= t.source;
        return styledLayer(def.id, l, t.sourceId, visibility, metadata);
      });
      const [sourceId, source] = Object.entries(sources)[0] ?? [];
      if (!sourceId || !source) throw new Error(`Layer ${def.id} draws from none of our tile layers`);
      return { sourceId, source, sources, layers };
    }
  }
}

/** One layer of a `vectorStyle` entry as MapLibre draws it: its kind out of a shared tile layer, and its own filter. */
function styledLayer(entryId: string, l: VectorStyleLayer, sourceId: string | undefined, visibility: 'visible' | 'none', metadata: MapLayer['metadata']): MapLayer {
  const kind = l.from?.filter ? ['==', ['get', l.from.filter.property], l.from.filter.equals] : undefined;
  const filter = kind && l.filter ? ['all', kind, l.filter] : (kind ?? l.filter);
  return {
    id: `${entryId}-${l.id}`,
    type: l.type,
    ...(sourceId && l.from ? { source: sourceId, 'source-layer': l.from.sourceLayer ?? l.from.tileLayer } : {}),
    ...(filter ? { filter } : {}),
    ...(l.minZoom !== undefined ? { minzoom: l.minZoom } : {}),
    ...(l.maxZoom !== undefined ? { maxzoom: l.maxZoom } : {}),
    layout: { visibility, ...l.layout },
    paint: { ...l.paint },
    metadata,
  };
}

/**
 * The layers of a reprojected source: fills of its polygons, and lines drawn from its line features only. The server
 * sends a polygon's outline as lines without the seams where the source's own tiles were cut, so a polygon spanning
 * several source tiles shows one outline.
 */
function reprojectedLayers(def: LayerDefinition, b: Base): MapLayer[] {
  const p: LayerPaint = def.paint ?? { type: 'fill', color: '#333333' };
  const color = colorExpression(p);
  const outline = p.outlineColor ?? p.color;
  const layer = (suffix: string, type: MapLayer['type'], geometry: string, paint: Record<string, unknown>): MapLayer => ({
    id: `${def.id}${suffix}`,
    type,
    source: b.source,
    'source-layer': b['source-layer']!,
    filter: ['==', ['geometry-type'], geometry],
    minzoom: def.minZoom,
    maxzoom: Math.min(MAX_ZOOM, def.maxZoom + 1),
    layout: { visibility: b.visibility },
    paint,
    metadata: b.metadata,
  });
  return [
    // no antialiasing: it outlines every piece, and the pieces of a polygon cut by the source's tiles showed their seams
    layer('', 'fill', 'Polygon', { 'fill-color': color, 'fill-opacity': def.opacity, 'fill-antialias': false }),
    layer('-outline', 'line', 'LineString', { 'line-color': outline, 'line-width': 1.5, 'line-opacity': Math.min(1, def.opacity + 0.2) }),
    layer('-point', 'circle', 'Point', { 'circle-color': color, 'circle-radius': 4, 'circle-opacity': def.opacity, 'circle-stroke-color': outline, 'circle-stroke-width': 1 }),
  ];
}

interface Base {
  source: string;
  'source-layer'?: string;
  filter: unknown[] | undefined;
  visibility: 'visible' | 'none';
  metadata: MapLayer['metadata'];
}

/**
 * The layers of a vector entry. Generic layers mix geometry types, so each paint draws what fits it:
 * circles for points (with lines and faint fills for the other types), fills with an outline, lines.
 */
function vectorLayers(def: LayerDefinition, b: Base): MapLayer[] {
  const p: LayerPaint = def.paint ?? { type: 'line', color: '#333333' };
  const color = colorExpression(p);
  const zoom = { minzoom: def.minZoom, maxzoom: Math.min(MAX_ZOOM, def.maxZoom + 1) };
  const layer = (suffix: string, type: MapLayer['type'], geometry: string | null, paint: Record<string, unknown>, layout: Record<string, unknown> = {}): MapLayer => {
    const geometryFilter = geometry ? ['==', ['geometry-type'], geometry] : undefined;
    const filter = b.filter && geometryFilter ? ['all', b.filter, geometryFilter] : (b.filter ?? geometryFilter);
    return {
      id: `${def.id}${suffix}`,
      type,
      source: b.source,
      ...(b['source-layer'] ? { 'source-layer': b['source-layer'] } : {}),
      ...(filter ? { filter } : {}),
      ...zoom,
      layout: { visibility: b.visibility, ...layout },
      paint,
      metadata: b.metadata,
    };
  };
  const outline = p.outlineColor ?? p.color;
  switch (p.type) {
    case 'fill':
      return [
        layer('', 'fill', 'Polygon', { 'fill-color': color, 'fill-opacity': def.opacity }),
        layer('-outline', 'line', 'Polygon', { 'line-color': outline, 'line-width': 1, 'line-opacity': Math.min(1, def.opacity + 0.2) }),
      ];
    case 'line':
      return [layer('', 'line', null, { 'line-color': color, 'line-width': 1.5, 'line-opacity': def.opacity }, { 'line-join': 'round' })];
    case 'circle':
      return [
        layer('', 'circle', 'Point', { 'circle-color': color, 'circle-radius': 5, 'circle-opacity': def.opacity, 'circle-stroke-color': outline, 'circle-stroke-width': 1 }),
        layer('-line', 'line', 'LineString', { 'line-color': color, 'line-width': 2, 'line-opacity': def.opacity }),
        layer('-fill', 'fill', 'Polygon', { 'fill-color': color, 'fill-opacity': def.opacity * 0.4, 'fill-outline-color': outline }),
      ];
    case 'fill-extrusion':
      return [
        layer('', 'fill-extrusion', 'Polygon', {
          'fill-extrusion-color': color,
          'fill-extrusion-opacity': def.opacity,
          // our building tiles carry the height in metres (height_m); 3 m (one storey) when unknown
          'fill-extrusion-height': ['coalesce', ['to-number', ['get', 'height_m']], 3],
        }),
      ];
  }
}
