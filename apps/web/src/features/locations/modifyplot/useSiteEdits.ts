import type { ApiRecord, OwnersFetchResponse, SitePlotsResponse } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { useUserCfg } from '../../../app/useUserCfg';
import { sketchLengthMeters, sketchPolygon, type Sketch } from '../../map/sketch';

type Measurement = NonNullable<ApiRecord<'user_cfgs'>['measurements']>[number];

/**
 * Every change the site screen makes: parcels through /locations/detail/{id}/plots (the server keeps plot size
 * and number), the buildable area through the location's cfg, measurements in the user's cfg. Each change
 * refreshes the location, so the panel and the map show what is stored.
 */
export function useSiteEdits(locationId: number) {
  const qc = useQueryClient();
  const { cfg, update } = useUserCfg();
  const refresh = () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
  const base = `/locations/detail/${locationId}/plots`;
  const onSuccess = () => refresh();

  const addParcels = useMutation({ mutationFn: (plotIds: number[]) => api.request<SitePlotsResponse>('POST', base, { body: { plotIds } }), onSuccess });
  const addDrawn = useMutation({ mutationFn: (sketch: Sketch) => api.request<SitePlotsResponse>('POST', base, { body: { geometry: sketchPolygon(sketch) } }), onSuccess });
  const removeParcel = useMutation({ mutationFn: (plotId: number) => api.request<SitePlotsResponse>('DELETE', `${base}/${plotId}`), onSuccess });
  const split = useMutation({
    mutationFn: ({ plotId, sketch }: { plotId: number; sketch: Sketch }) => api.request<SitePlotsResponse>('POST', `${base}/${plotId}/split`, { body: { line: sketch.points } }),
    onSuccess,
  });
  const fetchOwners = useMutation({
    mutationFn: () => api.request<OwnersFetchResponse>('POST', `/locations/detail/${locationId}/owners/fetch`, { body: {} }),
    onSuccess,
  });
  const saveBuildable = useMutation({
    mutationFn: (sketch: Sketch | null) => api.update('locations', locationId, { cfg: { buildable_area: { geometry: sketch ? sketchPolygon(sketch) : null } } }),
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

  const all = [addParcels, addDrawn, removeParcel, split, saveBuildable];
  const failed = all.find((m) => m.isError);
  return {
    addParcels,
    addDrawn,
    removeParcel,
    split,
    saveBuildable,
    fetchOwners,
    measurements,
    keepMeasurement,
    dropMeasurement,
    state: all.some((m) => m.isPending) ? ('pending' as const) : failed ? ('error' as const) : all.some((m) => m.isSuccess) ? ('success' as const) : ('idle' as const),
    error: failed?.error,
  };
}
