import { PLOT_BOUNDARY_TILE_LAYER, PLOT_LABEL_TILE_LAYER, type VectorStyleLayer } from './layerDefinition';

const PLOT_RED = '#C62828';
const DEFINITIVE = ['==', ['get', 'type_code'], '3'];

/**
 * What the plots entry draws beside the parcels' outlines, out of the same tile (docs/geodata.md "BRK boundaries and
 * street labels"): the kadastrale grenzen and the kadastrale kaart's street and water names. The definitive
 * boundaries lie on the parcels' own outlines and are drawn as they are; the others (provisional, administrative)
 * dashed and in another colour, as the Kadaster's own map tells them apart.
 */
export const PLOT_MAP_LAYERS: readonly VectorStyleLayer[] = [
  {
    id: 'boundaries',
    type: 'line',
    from: { tileLayer: 'plots', sourceLayer: PLOT_BOUNDARY_TILE_LAYER },
    filter: DEFINITIVE,
    paint: { 'line-color': PLOT_RED, 'line-width': 1.2 },
  },
  {
    id: 'boundaries-other',
    type: 'line',
    from: { tileLayer: 'plots', sourceLayer: PLOT_BOUNDARY_TILE_LAYER },
    filter: ['!', DEFINITIVE],
    // line-dasharray is not data-driven in MapLibre: the dashed kinds are a layer of their own
    paint: { 'line-color': '#EF6C00', 'line-width': 1.6, 'line-dasharray': [3, 2] },
  },
  {
    id: 'labels',
    type: 'symbol',
    from: { tileLayer: 'plots', sourceLayer: PLOT_LABEL_TILE_LAYER },
    layout: {
      'text-field': ['get', 'text'],
      'text-font': ['Noto Sans Italic'],
      'text-size': ['interpolate', ['linear'], ['zoom'], 14, 10, 18, 14],
      // the Kadaster's angle is degrees clockwise from east, as MapLibre's text-rotate; turning with the map keeps
      // the name along its street (RD's grid north is within 2 degrees of true north: not corrected)
      'text-rotate': ['coalesce', ['to-number', ['get', 'angle']], 0],
      'text-rotation-alignment': 'map',
      'text-max-width': 20,
    },
    paint: {
      'text-color': ['match', ['get', 'type'], 'Water', '#1565C0', '#4E342E'],
      'text-halo-color': '#FFFFFF',
      'text-halo-width': 1.4,
    },
  },
];
