import { editPolygon, startEdit, type EditTarget, type ShapeEdit } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import type { useMapMode } from '../../map/useMapMode';
import type { useShapeEdit } from '../../map/useShapeEdit';
import type { geometryFields } from './fieldShapes';
import type { useSiteEdits } from './useSiteEdits';

/**
 * What the site screen's mode buttons and corner edits do, for this render: change the mode (ending an edit),
 * start editing a parcel, the buildable area or a field, draw a field, and save an edit.
 */
export function siteEditing({
  modes,
  shapeEdit,
  setDrawFieldId,
  edits,
  selectedId,
  selectedIsDrawn,
  plots,
  buildableGeometry,
  fields,
}: {
  modes: ReturnType<typeof useMapMode>;
  shapeEdit: ReturnType<typeof useShapeEdit>;
  setDrawFieldId: (id: number | null) => void;
  edits: ReturnType<typeof useSiteEdits>;
  selectedId: number | null;
  selectedIsDrawn: boolean;
  plots: readonly { id: number; geometry?: unknown }[];
  buildableGeometry: unknown;
  fields: ReturnType<typeof geometryFields>;
}) {
  const setMode = (m: MapMode) => {
    // the edit mode from the mode buttons edits the selected drawn parcel
    if (m === 'edit_shape') {
      if (selectedIsDrawn) beginEdit({ kind: 'parcel', plotId: selectedId! });
      return;
    }
    modes.setMode(m);
    shapeEdit.setEdit(null);
    if (m !== 'draw_field') setDrawFieldId(null);
  };

  const geometryOf = (target: EditTarget): unknown =>
    target.kind === 'parcel' ? plots.find((p) => p.id === target.plotId)?.geometry : target.kind === 'buildable' ? buildableGeometry : fields.find((f) => f.id === target.fieldId)?.geometry;
  const beginEdit = (target: EditTarget) => {
    const started = startEdit(target, geometryOf(target));
    if (!started) return;
    setDrawFieldId(null);
    shapeEdit.setEdit(started);
    modes.setMode('edit_shape');
  };
  const drawField = (fieldId: number) => {
    setMode('draw_field');
    setDrawFieldId(fieldId);
  };

  const saveEdit = (e: ShapeEdit) => {
    const geometry = editPolygon(e.points);
    if (!geometry) return;
    const done = { onSuccess: () => setMode('select_plot') };
    if (e.target.kind === 'parcel') edits.reshapeParcel.mutate({ plotId: e.target.plotId, geometry }, done);
    else if (e.target.kind === 'buildable') edits.saveBuildable.mutate(geometry, done);
    else edits.saveField.mutate({ fieldId: e.target.fieldId, geometry }, done);
  };
  return { setMode, beginEdit, drawField, saveEdit };
}
