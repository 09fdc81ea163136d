import type { FeatureCollection } from '../featureCollection';
import { addPoint, emptySketch, finishSketch, removeLastPoint, sketchFeatures, type MapLngLat, type Sketch } from '../sketch';

/**
 * The map's interaction modes (spec section 4: default, select plots, draw plot, measure), the site screen's
 * (draw the buildable area, split a parcel, draw a geometry custom field, edit the corners of a stored area) and
 * the site search's (pick a point, draw an area for a filter). The ids are what the mode buttons show as their
 * values; one file per mode in this folder, the registry in index.ts.
 */
export type MapMode =
  | 'default'
  | 'select_plot'
  | 'draw_plot'
  | 'measure'
  | 'draw_buildable'
  | 'split_plot'
  | 'draw_field'
  | 'edit_shape'
  | 'pick_point'
  | 'draw_area';

/**
 * What the modes work on: one store shared by every mode of a map (as terra-draw's modes share theirs), so a
 * selection made in one mode is still shown while drawing in another.
 */
export interface ModeState {
  /** the points clicked in a drawing mode, WGS84 [lon, lat]; `done` once closed or finished */
  sketch: Sketch;
  /** what is selected: plots of the map, parcels of a site, matches of a search (ids) */
  selection: number[];
}

export const emptyModeState: ModeState = { sketch: emptySketch, selection: [] };

/** A click as a mode sees it: where, and the id of what the screen makes selectable under it (else null). */
interface ModeClick {
  lngLat: MapLngLat;
  target: number | null;
}

/** The keys every mode answers (a key typed into a field never reaches a mode). */
export type ModeKey = 'Escape' | 'Backspace' | 'Enter';

export const isModeKey = (key: string): key is ModeKey => key === 'Escape' || key === 'Backspace' || key === 'Enter';

/**
 * What an input asks of the screen besides the new state: `select` an item was chosen or let go, `finish` a
 * drawing was ended (Enter, double-click) or a point picked, `cancel` Escape.
 */
export type ModeEvent = 'select' | 'finish' | 'cancel';

/** The answer of a mode to an input: its new state and, when the screen should act, an event. */
export interface ModeStep {
  state: ModeState;
  event?: ModeEvent;
}

/**
 * The base contract of a mode (after terra-draw's modes and iD's modes/draw_area): pure transitions over the
 * shared state. The screen's hook (useMapMode) holds the state, enters and exits modes and dispatches clicks and
 * keys to the current one; the map draws what `features` returns.
 */
export interface MapModeDef {
  readonly id: MapMode;
  /** what clicks make: nothing (selecting, editing), one point, a line, or an area (a closed ring) */
  readonly draws: 'none' | 'point' | 'line' | 'area';
  /** the map's pointer in this mode */
  readonly cursor: '' | 'crosshair';
  /** the state as the mode starts on it (a drawing starts empty) */
  enter(state: ModeState): ModeState;
  /** the state the mode leaves behind for the next one */
  exit(state: ModeState): ModeState;
  onClick(click: ModeClick, state: ModeState): ModeStep;
  /** Escape, Backspace and Enter; a double-click on the map is Enter */
  onKey(key: ModeKey, state: ModeState): ModeStep;
  /** what the map draws for the mode (the sketch layer) */
  features(state: ModeState): FeatureCollection;
}

export const noFeatures: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The state without a sketch (as every mode starts and leaves it). */
export const clearSketch = (state: ModeState): ModeState => (state.sketch === emptySketch ? state : { ...state, sketch: emptySketch });

/**
 * A mode in which clicks add points to a sketch (drawPolygon, measure, splitPlot): Escape clears it (cancel),
 * Backspace takes back the last point, Enter or a double-click finishes it (a line needs two points to be done).
 */
export function sketchMode<Id extends MapMode>(id: Id, draws: 'line' | 'area'): MapModeDef & { id: Id } {
  return {
    id,
    draws,
    cursor: 'crosshair',
    enter: clearSketch,
    exit: clearSketch,
    // after a finished sketch a click starts a new one
    onClick: (click, state) => ({ state: { ...state, sketch: addPoint(state.sketch, click.lngLat) } }),
    onKey: (key, state) => {
      if (key === 'Escape') return { state: clearSketch(state), event: 'cancel' };
      if (key === 'Backspace') return { state: { ...state, sketch: removeLastPoint(state.sketch) } };
      return { state: { ...state, sketch: finishSketch(state.sketch) }, event: 'finish' };
    },
    features: (state) => sketchFeatures(state.sketch, draws === 'area'),
  };
}
