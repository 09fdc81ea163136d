import { useState } from 'react';
import type { MapClick } from '../map/MapCanvas';
import type { MapMode } from '../map/modes/mapMode';
import { selectMode } from '../map/modes/select';
import { lngLatOfMap, sketchPolygon, type Sketch } from '../map/sketch';
import { useMapWorkspace } from '../map/useMapWorkspace';
import type { FilterDraftAction } from './filterDraftReducer';
import type { MapPick } from './filterEditorContext';

/** a match clicked on the map is chosen for new locations as its check box in the results: each click adds or takes away */
const SEARCH_MODES = { default: selectMode('default', { multiple: true, keepOnExit: true, cursor: '' }) };
/** the mode a filter picks with: a point (distance to a point) or an area drawn corner by corner (custom area) */
const PICK_MODES = { point: 'pick_point', area: 'draw_area' } as const;

const matchOf = (click: MapClick) => {
  const id = Number(click.overlay?.properties.plot_id ?? NaN);
  return Number.isFinite(id) && id > 0 ? id : null;
};

/**
 * The search's map on the one workspace shell: its default mode chooses matches, and a filter card picks a point
 * or draws an area in the pick modes. A picked point or a closed area (Enter, double-click, the card's button)
 * goes into that filter through `dispatch`; Escape stops picking.
 */
export function useSearchMap(dispatch: (action: FilterDraftAction) => void) {
  const [pick, setPickState] = useState<MapPick | null>(null);
  const pickWith = (setMode: (mode: MapMode) => void, p: MapPick | null) => {
    setPickState(p);
    setMode(p ? PICK_MODES[p.kind] : 'default');
  };
  const finish = (setMode: (mode: MapMode) => void, sketch: Sketch) => {
    const point = pick?.kind === 'point' ? sketch.points[0] : undefined;
    const polygon = pick?.kind === 'area' ? sketchPolygon(sketch) : null;
    if (pick && point) dispatch({ type: 'point', uid: pick.uid, lngLat: lngLatOfMap(point) });
    if (pick && polygon) dispatch({ type: 'area', uid: pick.uid, polygon });
    pickWith(setMode, null);
  };
  const ws = useMapWorkspace({
    open: { minZoom: 13 },
    modes: {
      initial: 'default',
      modes: SEARCH_MODES,
      targetOf: matchOf,
      onEvent: (event, { state, setMode }) => {
        if (pick && event === 'finish') finish(setMode, state.sketch);
        else if (pick && event === 'cancel') pickWith(setMode, null);
      },
    },
  });
  const { setMode, sketch } = ws.mode;
  return { ws, pick, setPick: (p: MapPick | null) => pickWith(setMode, p), finishArea: () => finish(setMode, sketch) };
}
