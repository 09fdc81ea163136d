import type { ApiRecord } from '@plotwise/contracts';
import { useCallback, useMemo, useState } from 'react';
import { renderView, type RenderSettings } from '../shared/renderView';

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
