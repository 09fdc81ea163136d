import { useEffect, useReducer, useRef, useState } from 'react';
import { useConceptBuildings } from '../shared/useConceptGeneration';
import { editorReducer, hasChanges, initialEditorState, type BuildingRow } from './editorState';

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
