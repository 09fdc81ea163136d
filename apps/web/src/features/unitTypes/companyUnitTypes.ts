import { locationRoutes, locationTypes, type AdoptUnitTypesResponse } from '@plotwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError';
import { api } from '../../api/api';
import { refusalText } from '../../ui/refusalText';
import type { Id } from '../../api/apiClient';
import { entityKeys, useEntityList } from '../../api/queries';

const templateKey = ['entity', 'locations', 'template'];

/** The list of a location's unit types as the screens read it (depth 1: with each unit's cfg), one cache for all. */
export const unitTypeListParams = (locationId: Id) => ({ where: { locationId }, order: 'order', limit: 500, depth: 1 });

/** The company's template location, under which its unit types are kept (spec: location type template). */
export function useTemplateLocation(canCreate: boolean) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: templateKey,
    queryFn: async () =>
      (await api.list('locations', { where: { type: locationTypes.template }, order: 'createdAt', limit: 1 }))
        .items[0] ?? null,
  });
  const create = useMutation({
    mutationFn: () => api.create('locations', { name: 'Template', type: locationTypes.template, lat: 0, lon: 0 }),
    onSuccess: (loc) => qc.setQueryData(templateKey, loc),
  });
  return { location: query.data, ready: query.isSuccess, create: canCreate ? create : undefined };
}

/** The company's unit types (names, in their order): what a location can take. */
export function useCompanyUnitTypes() {
  const template = useTemplateLocation(false);
  const templateId = template.location?.id;
  const list = useEntityList('units', unitTypeListParams(templateId ?? 0), templateId !== undefined);
  return { names: (list.data?.items ?? []).map((u) => u.name ?? ''), ready: template.ready && (templateId === undefined || list.isSuccess) };
}

/** Locations take the company's unit types they lack (POST /api/locations/unit-types/adopt); their caches refresh. */
export function useAdoptUnitTypes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (locationIds: number[]): Promise<AdoptUnitTypesResponse> =>
      api.call(locationRoutes.adoptUnitTypes, { body: { locationIds }, expected: [404, 409] }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: entityKeys.all('units') }), qc.invalidateQueries({ queryKey: entityKeys.all('locations') })]),
  });
}

/** Why an adoption was refused, in the reader's language (the company keeping no unit types has a text of its own). */
export function adoptRefusalText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  return isApiError(error) && error.code === 'no_unit_types' ? t('locationModify.unitTypes.companyHasNone') : refusalText(error, t);
}
