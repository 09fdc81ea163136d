/**
 * A map layer of spec section 2 "Map layers": one registry entry per base map or data layer.
 * The catalogue (`layerCatalogue.ts`) lists them; the web map renders them in `order`; the tile server
 * serves the `tiles` sources.
 */

/** Layers our own server cuts as vector tiles at `/api/tiles/{tileLayer}/{z}/{x}/{y}.mvt`. */
export const TILE_LAYERS = [
  'plots', // geo_plots: BRK percelen
  'cadastral_buildings', // geo_cadastral_buildings: pand outlines on the cadastral map
  'buildings', // geo_bag_panden + heights + use (from the VBOs)
  'residence_objects', // geo_bag_verblijfsobjecten: points
  'zoning', // geo_zoning_objects + plan areas; property `type`
  'statistics', // geo_stat_areas + figures; property `level`
  'locations', // the signed-in company's locations (tenant-scoped)
  'features', // geo_features of every imported generic layer; property `layer`
  'grid_capacity', // geo_bag_verblijfsobjecten points coloured by the capaciteitskaart of their postcode; `demand`, `generation`
] as const;
export type TileLayerId = (typeof TILE_LAYERS)[number];

/**
 * The further MVT layers inside a tile of `plots` (beside `plots`, the parcels): the kadastrale kaart's boundary lines
 * (`type_code`, `type`; below z16 only those that are not definitive) and its street and water names (points with
 * `text`, `angle` in degrees clockwise from east, `type`: Weg, Water ...).
 */
export const PLOT_BOUNDARY_TILE_LAYER = 'plot_boundaries';
export const PLOT_LABEL_TILE_LAYER = 'plot_labels';

/** Online vector tile sources our server reprojects (`reprojectedTiles` layers), each its own route under /api/tiles. */
type ReprojectedTileRoute = 'omgevingswet';

/** The one layer name inside our reprojected Omgevingswet tiles (the source's own layer is the `source_layer` property). */
export const OMGEVINGSWET_TILE_LAYER = 'omgevingswet_geometries';

/**
 * Names of the generic layers (geo_features.layer) that importers, the demo region and search agree on.
 * A GeoJSON/GeoPackage import with `--layer <name>` fills one of these.
 */
export const FEATURE_LAYERS = [
  'amenities', // points; property `kind`: supermarket, shop, horeca, after_school_care, primary_school,
  //              secondary_school, higher_education, general_practitioner, hospital
  'public_transport', // points (kind: train_station, stop) and lines (kind: line)
  'business_parks', // IBIS: polygons; start_year, gross_size_ha, net_size_ha, environmental_category
  'companies', // points; employees, employees_2018
  'trees', // points; species, height_m
  'care', // points; kind
  'retail', // points; kind
  'transactions', // points; type, status, value_eur, date
  'natura2000', // polygons; name
  'nature_network', // polygons (NNN)
  'monuments', // points/polygons; monument number
  'noise', // polygons; noise_db (Lden contour)
  'roads', // lines (NWB); road_type (main, regional, local)
  'water', // polygons
  'sailing_routes', // lines
  'soil_use', // polygons (CBS Bestand Bodemgebruik); category
  'urbanisation', // polygons; degree 1-5
] as const;
export type FeatureLayerId = (typeof FEATURE_LAYERS)[number];

export type LayerGroup =
  | 'base'
  | 'cadastre'
  | 'buildings'
  | 'zoning'
  | 'environment'
  | 'infrastructure'
  | 'economy'
  | 'statistics'
  | 'user';

export type LayerSource =
  /** Our vector tiles; `filter` picks features of one kind out of a shared tile layer. */
  | {
      kind: 'tiles';
      tileLayer: TileLayerId;
      filter?: { property: string; equals: string | number };
    }
  /** A raster WMTS in a XYZ-addressable form: `url` holds {z}, {x}, {y}. */
  | { kind: 'wmts'; url: string; layer: string; tileMatrixSet: string; format: string; tileSize: number }
  /** A WMS; the map asks GetMap per tile with `bbox={bbox-epsg-3857}`. */
  | { kind: 'wms'; url: string; layers: string; styles: string; format: string; tileSize: number }
  /** A plain XYZ raster (e.g. OpenStreetMap). */
  | { kind: 'xyz'; url: string; tileSize: number }
  /**
   * Vector tiles of an online source that our server fetches and reprojects into Web Mercator tiles at
   * `/api/tiles/{route}/{z}/{x}/{y}.pbf` (PDOK's Omgevingswet geometries come in the RD tile grid only). Drawn
   * as fills with outlines, lines and points; a tile that cannot be fetched marks the layer unavailable.
   */
  | { kind: 'reprojectedTiles'; route: ReprojectedTileRoute; sourceLayer: string; maxZoom: number }
  /** Drawn by the user in the browser (buildable area, measurements): no remote source. */
  | { kind: 'user' }
  /** Several styled layers over our own tiles, drawn as one entry (the offline base map, `plotwiseBaseMap.ts`). */
  | { kind: 'vectorStyle'; layers: readonly VectorStyleLayer[] };

/**
 * One drawn layer of a `vectorStyle` entry: features of one of our tile layers (none for a plain background), in
 * MapLibre's own paint and layout properties. Its MapLibre id is `<entry id>-<id>`.
 */
export interface VectorStyleLayer {
  id: string;
  type: 'background' | 'fill' | 'line' | 'symbol';
  /**
   * the tile layer and, for shared ones, the kind of feature in it; `sourceLayer` a further MVT layer of its tile
   * (the plots tile's boundaries) instead of the tile layer's own; absent for the background
   */
  from?: { tileLayer: TileLayerId; sourceLayer?: string; filter?: { property: string; equals: string | number } };
  /** a further MapLibre filter expression (geometry type, a property's values) */
  filter?: unknown[];
  minZoom?: number;
  /** the layer shows below this zoom */
  maxZoom?: number;
  paint: Record<string, unknown>;
  layout?: Record<string, unknown>;
}

export interface LegendItem {
  color: string;
  label: { nl: string; en: string };
}

/** How a vector layer is drawn (raster layers ignore it). */
export interface LayerPaint {
  type: 'fill' | 'line' | 'circle' | 'fill-extrusion';
  color: string;
  /** Colour by a property's value (categories); falls back to `color`. */
  colorBy?: { property: string; values: Record<string, string> };
  outlineColor?: string;
}

export interface LayerDefinition {
  id: string;
  name: { nl: string; en: string };
  group: LayerGroup;
  /** `base` layers are exclusive (one at a time); `data` layers stack. */
  role: 'base' | 'data';
  source: LayerSource;
  /** True for sources on the internet (PDOK, OSM ...); the map says so when they cannot load. */
  needsInternet: boolean;
  legend: LegendItem[];
  /** Drawing order, low first. */
  order: number;
  opacity: number;
  minZoom: number;
  maxZoom: number;
  attribution: string;
  visibleByDefault: boolean;
  paint?: LayerPaint;
  /**
   * A `tiles` entry's further drawn layers out of the same tile (the plots' boundary lines and street names), shown,
   * hidden and faded with it, in its zoom range unless they name their own.
   */
  alsoDraws?: readonly VectorStyleLayer[];
}
