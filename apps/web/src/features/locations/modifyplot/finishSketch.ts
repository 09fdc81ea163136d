import type { MapMode, ModeState } from '../../map/modes/mapMode';
import { parcelToSplit } from '../../map/modes/splitPlot';
import { emptySketch, sketchPolygon, type Sketch } from '../../map/sketch';
import type { useSiteEdits } from './useSiteEdits';

/**
 * What the finish button of each drawing mode does with the sketch: add a drawn parcel, save the buildable area
 * or a geometry field, split the selected parcel, or keep a measurement; back to selecting parcels once saved.
 */
export function finishSketch({
  mode,
  sketch,
  state,
  drawFieldId,
  edits,
  setMode,
  setSelectedId,
  setSketch,
}: {
  mode: MapMode;
  sketch: Sketch;
  state: ModeState;
  drawFieldId: number | null;
  edits: ReturnType<typeof useSiteEdits>;
  setMode: (mode: MapMode) => void;
  setSelectedId: (id: number | null) => void;
  setSketch: (sketch: Sketch) => void;
}) {
  const done = { onSuccess: () => setMode('select_plot') };
  const plotId = parcelToSplit(state);
  const finishers: Partial<Record<MapMode, () => void>> = {
    draw_plot: () => edits.addDrawn.mutate(sketch, done),
    draw_buildable: () => edits.saveBuildable.mutate(sketch, done),
    split_plot: () => plotId !== null && edits.split.mutate({ plotId, sketch }, { onSuccess: () => (setSelectedId(null), setMode('select_plot')) }),
    measure: () => void edits.keepMeasurement(sketch)?.then(() => setSketch(emptySketch)),
    draw_field: () => drawFieldId !== null && edits.saveField.mutate({ fieldId: drawFieldId, geometry: sketchPolygon(sketch) }, done),
  };
  finishers[mode]?.();
}
