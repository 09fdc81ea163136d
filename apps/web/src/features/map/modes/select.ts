import { clearSketch, noFeatures, type MapMode, type MapModeDef, type ModeState } from './mapMode';

/** How a select mode answers clicks. */
export interface SelectOptions {
  /** a click adds or removes an item (select plots, the search's matches); else one item at a time */
  multiple: boolean;
  /** one at a time: a click on the selected item lets it go (the site's parcels) */
  toggle?: boolean;
  /** a click on nothing selectable clears the selection (the map's default mode) */
  clearOnMiss?: boolean;
  /** multiple: leaving the mode keeps the whole selection; else only the last item (the other modes show one plot) */
  keepOnExit?: boolean;
  cursor?: '' | 'crosshair';
}

/**
 * Selecting what the screen makes clickable (plots, site parcels, search matches): single or multiple. Each
 * click on an item emits `select`; Escape emits `cancel` (the screen decides what it clears).
 */
export function selectMode(id: MapMode, options: SelectOptions): MapModeDef {
  const { multiple, toggle = false, clearOnMiss = false, keepOnExit = false, cursor = 'crosshair' } = options;
  const select = (state: ModeState, target: number): ModeState => {
    const has = state.selection.includes(target);
    const selection = multiple ? (has ? state.selection.filter((x) => x !== target) : [...state.selection, target]) : toggle && has ? [] : [target];
    return { ...state, selection };
  };
  return {
    id,
    draws: 'none',
    cursor,
    enter: clearSketch,
    exit: (state) => (multiple && !keepOnExit && state.selection.length > 1 ? { ...state, selection: state.selection.slice(-1) } : state),
    onClick: (click, state) => {
      if (click.target !== null) return { state: select(state, click.target), event: 'select' };
      return { state: clearOnMiss && state.selection.length ? { ...state, selection: [] } : state };
    },
    onKey: (key, state) => (key === 'Escape' ? { state, event: 'cancel' } : { state }),
    features: () => noFeatures,
  };
}

/** The map's default mode: a click on a plot selects it alone, a click beside the plots lets it go. */
export const browse = selectMode('default', { multiple: false, clearOnMiss: true, cursor: '' });

/** Select plots: every click adds a plot or takes it away again. */
export const selectPlots = selectMode('select_plot', { multiple: true });
