import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { globalPresetRoutes, type GlobalPreset, type GlobalPresetsResponse } from '@plotwise/contracts';
import { api } from '../../../api/api';

const key = ['admin', 'globalPresets'] as const;

/** The editor keeps an unnamed preset or unit as null; sent as empty, the server names it in its 400 like any empty name. */
const named = (presets: GlobalPreset[]) => presets.map((p) => ({ ...p, name: p.name ?? '', units: p.units.map((u) => ({ ...u, name: u.name ?? '' })) }));

/** GET /api/admin/presets: the stored global presets, or the spec defaults while none are stored. */
export function useGlobalPresets() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(globalPresetRoutes.read, { signal }) });
}

/** PUT /api/admin/presets (a refused list is a 400 with the wrong paths, shown on the screen) and the reset. */
export function useGlobalPresetChanges() {
  const client = useQueryClient();
  const onSuccess = (answer: GlobalPresetsResponse) => client.setQueryData(key, answer);
  const save = useMutation({
    mutationFn: (presets: GlobalPreset[]) => api.call(globalPresetRoutes.replace, { body: { presets: named(presets) }, expected: [400] }),
    onSuccess,
  });
  const reset = useMutation({
    mutationFn: () => api.call(globalPresetRoutes.reset),
    onSuccess,
  });
  return { save, reset };
}
