import { general } from '@plotwise/contracts';
import { defaultBuildingCfg } from '@plotwise/core/generator/index';
import { useCallback, useMemo, useState } from 'react';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import { useCurrentConcept } from '../shared/useCurrentConcept';
import { useStableList } from '../shared/useStableList';
import { useConceptSave } from './useConceptSave';
import { useEditedBuildings } from './useEditedBuildings';
import { useEditorUnitMix } from './useEditorUnitMix';
import { useRenderEdits } from './useRenderEdits';
import { hasChanges, type BuildingRow, type EditorAction, type Placement } from './editorState';
import type { PaletteEntry } from './palette';
import { dwellingBlocks, mixReferences } from './unitMix';
import { useRegenerationTiming } from './useRegenerationTiming';

/** Everything the concept editor screen works with (see useConceptEditor). */
export type ConceptEditor = ReturnType<typeof useConceptEditor>;

/**
 * The concept editor's data: the stored buildings, the edited ones (reducer with undo), their live generation
 * (unsaved edits included), the unit mix, the render settings of the location, timing and saving.
 */
export function useConceptEditor(locationId: number, conceptId: number) {
  const { saved, state, dispatchRaw, ready, takeNextLoad } = useEditedBuildings(conceptId);
  const [redrawMs, setRedrawMs] = useState<number | null>(null);

  const unsaved = ready && hasChanges(saved, state.rows);
  // results are stored only while nothing is unsaved: what is stored is what the rows on the server generate
  const gen = useConceptGeneration(
    locationId,
    conceptId,
    ready ? { buildings: state.rows, store: !unsaved } : undefined,
  );
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
    [markEdit, dispatchRaw],
  );

  const location = gen.location;
  const { unitMixOn, mixUnits, mix, achieved, setMix } = useEditorUnitMix(
    location,
    state.rows,
    results,
    dispatch,
  );
  useCurrentConcept(locationId, conceptId);
  const { renderEdits, clearRenderEdits, renderSettings, setRenderSettings, view } = useRenderEdits(location);
  const grid = view.snapMeters;
  const { saving, saveError, save } = useConceptSave(locationId, saved, state.rows, renderEdits, () => {
    takeNextLoad();
    clearRenderEdits();
  });

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

  const dirty = unsaved || Object.keys(renderEdits).length > 0;
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
    mixUnits,
    achieved,
    setMix,
    renderSettings,
    setRenderSettings,
    view,
    redrawMs,
    location,
  };
}
