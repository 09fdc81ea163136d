import { locationRoutes, type ApiRecord, type CustomValueCells } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { useUserCfg } from '../../../app/useUserCfg';
import { sketchLengthMeters, sketchPolygon, type Sketch } from '../../map/sketch';

type Measurement = NonNullable<ApiRecord<'user_cfgs'>['measurements']>[number];

type Polygon = { type: 'Polygon'; coordinates: [number, number][][] };

/** A drawn parcel's outline; the screen offers "add" only for a closed sketch, so fewer than three corners is our fault. */
function drawnParcel(sketch: Sketch): Polygon {
  const polygon = sketchPolygon(sketch);
  if (!polygon) throw new Error('a drawn parcel needs at least three corners');
  return polygon;
}

/**
 * Every change the site screen makes: parcels through /locations/detail/{id}/plots (the server keeps plot size
 * and number), the buildable area through the location's cfg, a geometry custom field through the custom-values
 * API (the GeoJSON as its value), measurements in the user's cfg. Each change
 * refreshes the location, so the panel and the map show what is stored.
 */
export function useSiteEdits(locationId: number) {
  const qc = useQueryClient();
  const { cfg, update } = useUserCfg();
  const refresh = () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
  const onSuccess = () => refresh();

  const addParcels = useMutation({ mutationFn: (plotIds: number[]) => api.call(locationRoutes.addPlots, { params: { id: locationId }, body: { plotIds } }), onSuccess });
  const addDrawn = useMutation({ mutationFn: (sketch: Sketch) => api.call(locationRoutes.addPlots, { params: { id: locationId }, body: { geometry: drawnParcel(sketch) } }), onSuccess });
  const removeParcel = useMutation({ mutationFn: (plotId: number) => api.call(locationRoutes.removePlot, { params: { id: locationId, plotId } }), onSuccess });
  const split = useMutation({
    mutationFn: ({ plotId, sketch }: { plotId: number; sketch: Sketch }) => api.call(locationRoutes.splitPlot, { params: { id: locationId, plotId }, body: { line: sketch.points } }),
    onSuccess,
  });
  const fetchOwners = useMutation({
    mutationFn: () => api.call(locationRoutes.fetchOwners, { params: { id: locationId } }),
    onSuccess,
  });
  const reshapeParcel = useMutation({
    mutationFn: ({ plotId, geometry }: { plotId: number; geometry: Polygon }) => api.call(locationRoutes.reshapePlot, { params: { id: locationId, plotId }, body: { geometry } }),
    onSuccess,
  });
  const saveField = useMutation({
    mutationFn: ({ fieldId, geometry }: { fieldId: number; geometry: Polygon | null }) => {
      const cells: CustomValueCells = [{ locationId, customfieldId: fieldId, value: geometry ? JSON.stringify(geometry) : null }];
      return api.call(locationRoutes.customValues, { body: cells });
    },
    onSuccess,
  });
  const saveBuildable = useMutation({
    mutationFn: (area: Sketch | Polygon | null) =>
      api.update('locations', locationId, { cfg: { buildable_area: { geometry: area && 'points' in area ? sketchPolygon(area) : area } } }),
    onSuccess,
  });

  const measurements: Measurement[] = cfg.measurements ?? [];
  const keepMeasurement = (sketch: Sketch) =>
    update(
      {
        measurements: [
          ...measurements,
          { key: `m${Date.now().toString(36)}`, points: sketch.points, lengthMeters: sketchLengthMeters(sketch), createdAt: new Date().toISOString(), locationId },
        ],
      },
      { immediate: true },
    );
  const dropMeasurement = (key: string) => update({ measurements: measurements.filter((m) => m.key !== key) }, { immediate: true });

  const all = [addParcels, addDrawn, removeParcel, split, saveBuildable, reshapeParcel, saveField];
  const failed = all.find((m) => m.isError);
  return {
    addParcels,
    addDrawn,
    removeParcel,
    split,
    saveBuildable,
    reshapeParcel,
    saveField,
    fetchOwners,
    measurements,
    keepMeasurement,
    dropMeasurement,
    state: all.some((m) => m.isPending) ? ('pending' as const) : failed ? ('error' as const) : all.some((m) => m.isSuccess) ? ('success' as const) : ('idle' as const),
    error: failed?.error,
  };
}
