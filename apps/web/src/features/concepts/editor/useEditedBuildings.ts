import type { ApiRecord } from '@plotwise/contracts';
import type { BuildingModel } from '@plotwise/core/generator/index';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { renderView, type RenderSettings } from '../shared/renderView';
import { useConceptBuildings } from '../shared/useConceptGeneration';
import {
  editorReducer,
  hasChanges,
  initialEditorState,
  type BuildingRow,
  type EditorAction,
} from './editorState';
import { saveConceptEdits } from './saveConceptEdits';
import { achievedMix, conceptUnitMix, dwellingBlocks, mixReferences } from './unitMix';

const EMPTY: BuildingRow[] = [];

/**
 * The stored buildings of a concept and the edited ones (reducer with undo). The stored buildings become the
 * editor's whenever they (re)load and nothing unsaved would be lost; `ready` once they first did.
 */
export function useEditedBuildings(conceptId: number) {
  const stored = useConceptBuildings(conceptId);
  const saved = stored.data?.items ?? EMPTY;
  const [state, dispatchRaw] = useReducer(editorReducer, EMPTY, initialEditorState);
  const [ready, setReady] = useState(false);

  const lastSaved = useRef<BuildingRow[] | null>(null);
  useEffect(() => {
    if (!stored.data || lastSaved.current === stored.data.items) return;
    const previous = lastSaved.current;
    lastSaved.current = stored.data.items;
    if (previous === null || !hasChanges(previous, state.rows)) {
      dispatchRaw({ type: 'reset', rows: stored.data.items });
      setReady(true);
    }
  }, [stored.data, state.rows]);
  // after a save the edits are stored: the next load replaces them whatever it holds
  const takeNextLoad = () => {
    lastSaved.current = null;
  };
  return { saved, state, dispatchRaw, ready, takeNextLoad };
}

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

/**
 * The location's render settings with the unsaved edits over them, and the view drawn from them (the one
 * function over the settings, shared/renderView.ts, so the 2D and 3D show the same).
 */
export function useRenderEdits(location: ApiRecord<'locations'> | undefined) {
  const [renderEdits, setRenderEdits] = useState<RenderSettings>({});
  const setRenderSettings = useCallback(
    (patch: RenderSettings) => setRenderEdits((r) => ({ ...r, ...patch })),
    [],
  );
  const storedRender = location?.cfg?.render_settings ?? null;
  const renderSettings: RenderSettings = useMemo(
    () => ({ ...(storedRender ?? {}), ...renderEdits }),
    [storedRender, renderEdits],
  );
  const view = useMemo(() => renderView(renderSettings), [renderSettings]);
  const clearRenderEdits = () => setRenderEdits({});
  return { renderEdits, clearRenderEdits, renderSettings, setRenderSettings, view };
}

/**
 * Saving the concept: the edited buildings against the stored ones, then the edited render settings on the
 * location; `onSaved` runs before the buildings and locations are refetched.
 */
export function useConceptSave(
  locationId: number,
  saved: BuildingRow[],
  rows: BuildingRow[],
  renderEdits: RenderSettings,
  onSaved: () => void,
) {
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await saveConceptEdits(saved, rows);
      if (Object.keys(renderEdits).length > 0)
        await api.update('locations', locationId, { cfg: { render_settings: renderEdits } } as never);
      onSaved();
      await Promise.all([
        qc.invalidateQueries({ queryKey: entityKeys.all('buildings') }),
        qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
      ]);
    } catch (e) {
      setSaveError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return { saving, saveError, save };
}
