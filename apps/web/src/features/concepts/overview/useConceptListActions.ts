import type { ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys, useEntityMutations } from '../../../api/queries';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import type { ComparedConcept } from './conceptFigures';
import { conceptFromPreset, copyConcept } from './conceptsApi';

type ConceptRow = ApiRecord<'concepts'>;
const MAX_COMPARED = 3;

/**
 * The writes of a location's concept list: create, rename, delete, reorder, duplicate and from a preset (the
 * last two refetch the concepts, the location, its buildings and units), and the one whose state to show.
 */
export function useConceptMutations(locationId: number, location: ApiRecord<'locations'> | undefined) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { create, update, remove, order } = useEntityMutations('concepts', [entityKeys.all('locations')]);
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: entityKeys.all('concepts') }),
      qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
      qc.invalidateQueries({ queryKey: entityKeys.all('buildings') }),
      qc.invalidateQueries({ queryKey: entityKeys.all('units') }),
    ]);
  const copy = useMutation({
    mutationFn: (c: ConceptRow) =>
      copyConcept(c.id, { name: t('conceptsOverview.copyName', { name: c.name || `#${c.id}` }) }),
    onSuccess: refresh,
  });
  const fromPreset = useMutation({
    mutationFn: ({ presetId, name }: { presetId: number; name: string }) =>
      conceptFromPreset({
        locationId,
        presetId,
        ...(name.trim() ? { name: name.trim() } : {}),
        // the building stands on the middle of the site (plots or buildable area), not on the address point
        ...(location ? { x: conceptSite(location).centre.x, y: conceptSite(location).centre.y } : {}),
      }),
    onSuccess: refresh,
  });
  const mutations = [create, update, remove, order, copy, fromPreset];
  const last =
    mutations.find((m) => m.isPending) ??
    mutations.find((m) => m.isError) ??
    mutations.find((m) => m.isSuccess);
  return { create, update, remove, order, copy, fromPreset, last };
}

/**
 * The comparison of concepts: the ones ticked (the last three), whether the comparison is open, and the
 * figures each card hands up once generated.
 */
export function useConceptComparison() {
  const [selected, setSelected] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [generated, setGenerated] = useState<Record<number, ComparedConcept>>({});
  const onGenerated = useCallback(
    (c: ComparedConcept) => setGenerated((g) => (g[c.id] === c ? g : { ...g, [c.id]: c })),
    [],
  );
  const compared = selected.map((id) => generated[id]).filter((c): c is ComparedConcept => !!c);
  const select = (id: number, on: boolean) =>
    setSelected((s) =>
      on ? [...s.filter((x) => x !== id), id].slice(-MAX_COMPARED) : s.filter((x) => x !== id),
    );
  const unselect = (id: number) => setSelected((s) => s.filter((x) => x !== id));
  return { selected, select, unselect, comparing, setComparing, compared, onGenerated };
}
