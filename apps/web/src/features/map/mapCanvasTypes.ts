import type { MapView } from '../../lib/mapView';
import type { FeatureCollection } from './featureCollection';
import type { LayerState } from './layerState';
import type { MapMode } from './modes/mapMode';
import type { ShapeEditBinding } from './shapeEditLayer';
import type { MapLngLat, Sketch } from './sketch';

// MapCanvas's props and what it reports, apart from the component so that mapLayers.ts can use them without an
// import cycle; MapCanvas.tsx re-exports them, where the screens import them from.

/** What a click on the map hit: the point, and the plot, location, overlay feature and site parcel under it. */
export interface MapClick {
  lngLat: MapLngLat;
  plot: { id: number; properties: Record<string, unknown> } | null;
  location: { id: number; properties: Record<string, unknown> } | null;
  /** a feature of the overlay under the click (e.g. a search match), when there is an overlay */
  overlay: { id: number | null; properties: Record<string, unknown> } | null;
  /** a parcel of the site being edited (the `shapes` prop) under the click */
  shape: { id: number; properties: Record<string, unknown> } | null;
}

/** An extra vector tile layer drawn on top of the catalogue layers, e.g. the search matches coloured by score. */
export interface MapOverlay {
  /** MapLibre layer id (its source is `overlay-${id}-<a key of the tile URL>`, a new one for new tiles) */
  id: string;
  /** absolute tile URL template with {z}/{x}/{y} */
  tiles: string;
  sourceLayer: string;
  paint: Record<string, unknown>;
  /** deepest zoom the tiles are cut for; the map overzooms beyond it */
  maxzoom?: number;
}

/** What the screen gives the map: the state it mirrors and the callbacks it reports to. */
export interface MapCanvasProps {
  view: MapView;
  onViewChange: (view: MapView) => void;
  layers: LayerState;
  language: 'nl' | 'en';
  /** the current mode: the map draws what it draws (`features`) and shows its pointer */
  mode: MapMode;
  selectedPlotIds: number[];
  sketch: Sketch;
  onClick: (click: MapClick) => void;
  onDoubleClick?: () => void;
  /** raster tiles that fail to load (no internet): the screen says so once */
  onBaseMapError?: () => void;
  /**
   * a tile of a layer our server fetches online (PDOK's Omgevingswet geometries) failed (false): the layer is
   * unavailable; a later tile of it loaded (true): it is available again
   */
  onLayerAvailable?: (layerId: string, available: boolean) => void;
  /** a location to outline more strongly (the detail screen) */
  highlightLocationId?: number | null;
  label: string;
  overlay?: MapOverlay | null;
  /** the visible map as [west, south, east, north] degrees, after every move */
  onBoundsChange?: (bounds: [number, number, number, number]) => void;
  /** move to a new `view` in a flight instead of a jump */
  animateViewChanges?: boolean;
  /** what the user-drawn catalogue layers show (buildable area, measurements), by layer id */
  userData?: Partial<Record<string, FeatureCollection>>;
  /** the parcels of the site being edited, outlined; a click on one reports it as `shape` */
  shapes?: FeatureCollection | null;
  /** the company's locations as pins, clustered or not, in the user's pin colour (also the colour of their plots) */
  pins?: LocationPins | null;
  /** the area whose corners are being edited, with what dragging its handles does (shapeEditLayer.ts) */
  shapeEdit?: ShapeEditBinding | null;
  /** the location's drawn geometry custom fields, outlined */
  fieldShapes?: FeatureCollection | null;
}

/** The pins of the locations layer: points with the tile layer's properties, and a MapLibre colour expression. */
export interface LocationPins {
  data: FeatureCollection;
  cluster: boolean;
  color: unknown;
}
