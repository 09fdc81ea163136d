import { general, type ApiRecord } from '@plotwise/contracts';
import { defaultBuildingCfg } from '@plotwise/core/generator/index';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { useConceptBuildings, useConceptGeneration } from '../shared/useConceptGeneration';
import { useCurrentConcept } from '../shared/useCurrentConcept';
import {
  editorReducer,
  hasChanges,
  initialEditorState,
  type BuildingRow,
  type EditorAction,
  type Placement,
} from './editorState';
import type { PaletteEntry } from './palette';
import { renderView, type RenderSettings } from '../shared/renderView';
import { saveConceptEdits } from './saveConceptEdits';
import { achievedMix, conceptUnitMix, dwellingBlocks, mixReferences, type MixUnit } from './unitMix';
import { useRegenerationTiming } from './useRegenerationTiming';
import { useStableList } from '../shared/useStableList';

const EMPTY: BuildingRow[] = [];

/**
 * The concept editor's data: the stored buildings, the edited ones (reducer with undo), their live generation
 * (unsaved edits included), the unit mix, the render settings of the location, timing and saving.
 */
export function useConceptEditor(locationId: number, conceptId: number) {
  const qc = useQueryClient();
  const stored = useConceptBuildings(conceptId);
  const saved = stored.data?.items ?? EMPTY;
  const [state, dispatchRaw] = useReducer(editorReducer, EMPTY, initialEditorState);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [redrawMs, setRedrawMs] = useState<number | null>(null);
  const [renderEdits, setRenderEdits] = useState<RenderSettings>({});

  // The stored buildings become the editor's whenever they (re)load and nothing unsaved would be lost.
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

  const gen = useConceptGeneration(locationId, conceptId, ready ? { buildings: state.rows } : undefined);
  const results = useStableList(
    useMemo(() => gen.buildings.map((b) => b.result), [gen.buildings]),
    (a, b) => a === b,
  );
  const markEdit = useRegenerationTiming(results, setRedrawMs);
  const dispatch = useCallback(
    (a: EditorAction) => {
      markEdit();
      dispatchRaw(a);
    },
    [markEdit],
  );

  const location = gen.location;
  // unit references in a building are the company's unit-mix feature (the server refuses them otherwise)
  const { data: session } = useSession();
  const unitMixOn = session?.user.is_staff === true || session?.company.cfg?.flags?.unitmix === true;
  const mixUnits = useMemo(
    () =>
      (location?.units ?? []).map((u) => ({
        id: u.id,
        name: u.name ?? '',
        size: u.size ?? 0,
        size_max: u.size_max ?? 0,
      })),
    [location?.units],
  );
  useCurrentConcept(locationId, conceptId);
  const mix = useMemo(() => conceptUnitMix(state.rows, mixUnits), [state.rows, mixUnits]);
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
  const setRenderSettings = useCallback(
    (patch: RenderSettings) => setRenderEdits((r) => ({ ...r, ...patch })),
    [],
  );

  const storedRender = location?.cfg?.render_settings ?? null;
  const renderSettings: RenderSettings = useMemo(
    () => ({ ...(storedRender ?? {}), ...renderEdits }),
    [storedRender, renderEdits],
  );
  // what the 2D and 3D show, from the one function over the settings (shared/renderView.ts)
  const view = useMemo(() => renderView(renderSettings), [renderSettings]);
  const grid = view.snapMeters;

  const add = (entry: PaletteEntry, placement: Placement, name: string) => {
    const cfg = {
      ...defaultBuildingCfg(),
      ...entry.cfg,
      units: unitMixOn && dwellingBlocks.has(entry.blocktype) ? mixReferences(mixUnits, mix) : [],
    };
    const row = {
      name,
      archetype: 0,
      maxheight: entry.size.height,
      z: 0,
      version: general.defaultGeneratorVersion,
      conceptId,
      ...placement,
      cfg,
    } as unknown as Omit<BuildingRow, 'id'>;
    dispatch({ type: 'add', row });
  };

  const dirty = (ready && hasChanges(saved, state.rows)) || Object.keys(renderEdits).length > 0;
  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await saveConceptEdits(saved, state.rows);
      if (Object.keys(renderEdits).length > 0)
        await api.update('locations', locationId, { cfg: { render_settings: renderEdits } } as never);
      lastSaved.current = null;
      setRenderEdits({});
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

  return {
    gen,
    state,
    dispatch,
    ready,
    dirty,
    saving,
    saveError,
    save,
    add,
    grid,
    mix,
    unitMixOn,
    mixUnits: mixUnits as (MixUnit & { size: number; size_max: number })[],
    achieved,
    setMix,
    renderSettings,
    setRenderSettings,
    view,
    redrawMs,
    location: location as ApiRecord<'locations'> | undefined,
  };
}
