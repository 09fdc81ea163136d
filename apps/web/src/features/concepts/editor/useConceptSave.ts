import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import type { RenderSettings } from '../shared/renderView';
import type { BuildingRow } from './editorState';
import { saveConceptEdits } from './saveConceptEdits';

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
