import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GlobalPreset, GlobalPresetsResponse } from '@plotwise/contracts';
import { api } from '../../../api/api';

const key = ['admin', 'globalPresets'] as const;

/** GET /api/admin/presets: the stored global presets, or the spec defaults while none are stored. */
export function useGlobalPresets() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.request<GlobalPresetsResponse>('GET', '/admin/presets', { signal }) });
}

/** PUT /api/admin/presets (a refused list is a 400 with the wrong paths, shown on the screen) and the reset. */
export function useGlobalPresetChanges() {
  const client = useQueryClient();
  const onSuccess = (answer: GlobalPresetsResponse) => client.setQueryData(key, answer);
  const save = useMutation({
    mutationFn: (presets: GlobalPreset[]) => api.request<GlobalPresetsResponse>('PUT', '/admin/presets', { body: { presets }, expected: [400] }),
    onSuccess,
  });
  const reset = useMutation({
    mutationFn: () => api.request<GlobalPresetsResponse>('POST', '/admin/presets/reset', { body: {} }),
    onSuccess,
  });
  return { save, reset };
}
