import type { ApiRecord } from '@plotwise/contracts';
import { useMemo } from 'react';
import { storedSettings } from '../../../app/storedSettings';
import { LAYERS_KEY, restoreLayerState } from '../../map/layerState';
import type { ShapeEdit } from '../../map/editShape';
import { fieldShapeCollection, type geometryFields } from './fieldShapes';
import { geometryCollection, measurementCollection, parcelShapes } from './siteShapes';
import type { useSiteEdits } from './useSiteEdits';

/** The map's layers as the user left them, with the parcels to click and the drawn layers on: this screen is about them. */
export function initialLayers() {
  const s = restoreLayerState(storedSettings.get(LAYERS_KEY));
  return { ...s, visible: { ...s.visible, plots: true, buildable_area: true, measurements: true } };
}

type Plot = NonNullable<ApiRecord<'locations'>['plots']>[number];

/**
 * What the site's map draws: the parcels (the selected one marked), the buildable area, the user's measurements on
 * this location and the geometry fields. The area being edited is drawn by its handles only, so it is left out.
 */
export function useSiteLayers({
  plots,
  selectedId,
  edit,
  buildableGeometry,
  measurements,
  locationId,
  fields,
}: {
  plots: Plot[];
  selectedId: number | null;
  edit: ShapeEdit | null;
  buildableGeometry: unknown;
  measurements: ReturnType<typeof useSiteEdits>['measurements'];
  locationId: number;
  fields: ReturnType<typeof geometryFields>;
}) {
  const editedPlotId = edit?.target.kind === 'parcel' ? edit.target.plotId : null;
  const editsBuildable = edit?.target.kind === 'buildable';
  const editedFieldId = edit?.target.kind === 'field' ? edit.target.fieldId : null;
  const shapes = useMemo(() => parcelShapes(plots.filter((p) => p.id !== editedPlotId), selectedId), [plots, selectedId, editedPlotId]);
  const userData = useMemo(
    () => ({
      buildable_area: geometryCollection(editsBuildable ? null : buildableGeometry),
      measurements: measurementCollection(measurements.filter((m) => m.locationId === locationId)),
    }),
    [buildableGeometry, measurements, locationId, editsBuildable],
  );
  const fieldShapes = useMemo(() => fieldShapeCollection(fields, editedFieldId), [fields, editedFieldId]);
  return { shapes, userData, fieldShapes };
}
