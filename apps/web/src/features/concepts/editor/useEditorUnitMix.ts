import type { ApiRecord } from '@plotwise/contracts';
import type { BuildingModel } from '@plotwise/core/generator/index';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../../api/session';
import type { BuildingRow, EditorAction } from './editorState';
import { achievedMix, conceptUnitMix, dwellingBlocks, mixReferences } from './unitMix';

/** The location's units as the unit-mix panel lists them. */
type MixPanelUnit = { id: number; name: string; size: number; size_max: number };

/**
 * The concept's unit mix: whether the company has the feature, the location's units, the mix the dwelling
 * buildings reference, the mix the generated models achieved, and `setMix` to set it on every dwelling building.
 */
export function useEditorUnitMix(
  location: ApiRecord<'locations'> | undefined,
  rows: readonly BuildingRow[],
  results: readonly { model: BuildingModel }[],
  dispatch: (action: EditorAction) => void,
) {
  // unit references in a building are the company's unit-mix feature (the server refuses them otherwise)
  const { data: session } = useSession();
  const unitMixOn = session?.user.is_staff === true || session?.company.cfg?.flags?.unitmix === true;
  const mixUnits: MixPanelUnit[] = useMemo(
    () =>
      (location?.units ?? []).map((u) => ({
        id: u.id,
        name: u.name ?? '',
        size: u.size ?? 0,
        size_max: u.size_max ?? 0,
      })),
    [location?.units],
  );
  const mix = useMemo(() => conceptUnitMix(rows, mixUnits), [rows, mixUnits]);
  const achieved = useMemo(() => achievedMix(results.map((r) => r.model)), [results]);
  const setMix = useCallback(
    (next: Record<number, number>) =>
      dispatch({
        type: 'cfgAll',
        cfg: (r) =>
          dwellingBlocks.has(String(r.cfg?.blocktype))
            ? ({ units: mixReferences(mixUnits, next) } as never)
            : null,
      }),
    [dispatch, mixUnits],
  );
  return { unitMixOn, mixUnits, mix, achieved, setMix };
}
