import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Sketch } from './sketch';
import type { MapClick } from './MapCanvas';
import { MAP_MODES } from './modes';
import { emptyModeState, isModeKey, type MapMode, type MapModeDef, type ModeEvent, type ModeKey, type ModeState, type ModeStep } from './modes/mapMode';

export interface MapModeOptions {
  /** the mode the map starts in */
  initial: MapMode;
  /** this screen's own options for a mode (a select mode that toggles, or keeps its selection) */
  modes?: Partial<Record<MapMode, MapModeDef>>;
  /** what a click selects: the id of the plot under it, unless the screen says otherwise (a site parcel, a match) */
  targetOf?: (click: MapClick) => number | null;
  /** a click the screen takes before the mode (open a location, add a cadastral parcel): true when it took it */
  takeClick?: (click: MapClick, mode: MapMode) => boolean;
  /** what the screen does on a mode's event (open the plot panel, apply a picked point, clear on Escape) */
  onEvent?: (event: ModeEvent, at: ModeEventContext) => void;
}

/** Where an event happened (the mode and its new state), and what the screen may change in answer. */
interface ModeEventContext {
  mode: MapMode;
  state: ModeState;
  setMode: (mode: MapMode) => void;
  setSelection: (selection: number[]) => void;
}

const plotOf = (click: MapClick) => click.plot?.id ?? null;

interface Store {
  mode: MapMode;
  state: ModeState;
}

/**
 * The current mode of a map and its state: enter and exit on a change of mode, the map's clicks and double-clicks
 * and the keyboard (Escape, Backspace, Enter; not while typing in a field) dispatched to the mode, and its events
 * passed to the screen.
 */
export function useMapMode(options: MapModeOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const defOf = useCallback((mode: MapMode) => latest.current.modes?.[mode] ?? MAP_MODES[mode], []);

  const [store, setStore] = useState<Store>(() => ({ mode: options.initial, state: (options.modes?.[options.initial] ?? MAP_MODES[options.initial]).enter(emptyModeState) }));
  // the newest state, for inputs that follow each other faster than the screen renders (the clicks of a double-click)
  const current = useRef(store);
  const commit = useCallback((next: Store) => {
    current.current = next;
    setStore(next);
  }, []);

  const setMode = useCallback(
    (mode: MapMode) => {
      const { mode: from, state } = current.current;
      commit({ mode, state: defOf(mode).enter(defOf(from).exit(state)) });
    },
    [commit, defOf],
  );
  const setState = useCallback((change: (state: ModeState) => ModeState) => commit({ ...current.current, state: change(current.current.state) }), [commit]);
  const setSelection = useCallback((selection: number[] | ((selection: number[]) => number[])) => setState((s) => ({ ...s, selection: typeof selection === 'function' ? selection(s.selection) : selection })), [setState]);
  const setSketch = useCallback((sketch: Sketch) => setState((s) => ({ ...s, sketch })), [setState]);

  const apply = useCallback(
    (step: ModeStep) => {
      const { mode } = current.current;
      commit({ mode, state: step.state });
      if (step.event) latest.current.onEvent?.(step.event, { mode, state: step.state, setMode, setSelection });
    },
    [commit, setMode, setSelection],
  );

  const key = useCallback((k: ModeKey) => apply(defOf(current.current.mode).onKey(k, current.current.state)), [apply, defOf]);
  const onClick = useCallback(
    (click: MapClick) => {
      const { mode, state } = current.current;
      if (latest.current.takeClick?.(click, mode)) return;
      const target = (latest.current.targetOf ?? plotOf)(click);
      apply(defOf(mode).onClick({ lngLat: click.lngLat, target }, state));
    },
    [apply, defOf],
  );
  // a double-click ends a drawing, as Enter does
  const onDoubleClick = useCallback(() => key('Enter'), [key]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (isModeKey(e.key)) key(e.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key]);

  const { mode, state } = store;
  const def = options.modes?.[mode] ?? MAP_MODES[mode];
  return useMemo(
    () => ({ mode, state, sketch: state.sketch, selection: state.selection, def, setMode, setSelection, setSketch, onClick, onDoubleClick }),
    [mode, state, def, setMode, setSelection, setSketch, onClick, onDoubleClick],
  );
}
