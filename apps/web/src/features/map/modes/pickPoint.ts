import { sketchFeatures, type MapLngLat } from '../sketch';
import { clearSketch, type MapModeDef, type ModeState } from './mapMode';

/**
 * Pick a point (the site search's distance-to-a-point filter): the first click is the point, and the mode
 * finishes with it. Escape cancels.
 */
export const pickPoint: MapModeDef = {
  id: 'pick_point',
  draws: 'point',
  cursor: 'crosshair',
  enter: clearSketch,
  exit: clearSketch,
  onClick: (click, state) => ({ state: { ...state, sketch: { points: [click.lngLat], done: true } }, event: 'finish' }),
  onKey: (key, state) => (key === 'Escape' ? { state: clearSketch(state), event: 'cancel' } : { state }),
  features: (state) => sketchFeatures(state.sketch, false),
};

/** The picked point, once there is one. */
export const pickedPoint = (state: ModeState): MapLngLat | null => (state.sketch.done ? (state.sketch.points[0] ?? null) : null);
