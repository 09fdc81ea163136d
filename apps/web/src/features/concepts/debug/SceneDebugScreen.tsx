import { Alert, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { ConceptView3D } from '../three/ConceptView3D';
import type { SceneRuntime } from '../three/sceneRuntime';
import type { SunMoment } from '../three/SunControls';
import { Internals, type DebugMode } from './SceneInternals';
import { useDebugConcept } from './useDebugConcept';

/** `?month=3&day=21&time=09:00` opens the view at that moment (the browser test compares two of them). */
function momentFromQuery(q: URLSearchParams): SunMoment | undefined {
  const month = Number(q.get('month'));
  const time = /^(\d{1,2}):(\d{2})$/.exec(q.get('time') ?? '');
  if (!(month >= 1 && month <= 12) || !time) return undefined;
  return {
    month,
    day: Math.min(28, Math.max(1, Number(q.get('day')) || 21)),
    minutes: Number(time[1]) * 60 + Number(time[2]),
  };
}

/** The internals of the 3D view of a real concept (staff): renderer figures, shaders, shadow map, edges. */
export function SceneDebugScreen({ mode }: { mode: DebugMode }) {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  // /debug/shaders has no path parameters in the spec: it takes them from the query (?location_id=1&concept_id=2).
  const path = useParams();
  const params = {
    location_id: path.location_id ?? query.get('location_id') ?? undefined,
    concept_id: path.concept_id ?? query.get('concept_id') ?? undefined,
    building_id: path.building_id,
  };
  const concept = useDebugConcept(params);
  const [runtime, setRuntime] = useState<SceneRuntime | null>(null);
  const [tick, setTick] = useState(0);
  const onRuntime = useCallback((r: SceneRuntime | null) => setRuntime(r), []);
  const refresh = () => setTick((n) => n + 1);
  const [moment] = useState(() => momentFromQuery(query));

  useEffect(() => {
    if (!runtime) return;
    if (mode === 'globaledges') runtime.setEdges(true);
    if (mode === 'shadows') runtime.setShadowHelper(true);
    if (mode === 'three' || mode === 'shaders') runtime.setEdges(false);
    const timer = setTimeout(refresh, 300);
    return () => clearTimeout(timer);
  }, [runtime, mode]);

  return (
    <Stack data-screen={`debug.${mode}`}>
      <ScreenTitle title={t(`screens.debug.${mode}`)} intro={t(`concepts3dDebug.intro.${mode}`)} />
      {concept.example && <Alert color="blue">{t('concepts3dDebug.example')}</Alert>}
      {concept.status === 'loading' && <Loader />}
      {concept.status === 'error' && <Alert color="red">{concept.error}</Alert>}
      {concept.status === 'ready' && concept.site && concept.models.length === 0 && (
        <Alert color="orange">{t('concepts3dDebug.noBuildings')}</Alert>
      )}
      {concept.status === 'ready' && concept.site && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ConceptView3D
            site={concept.site}
            models={concept.models}
            names={concept.names}
            surroundings={concept.surroundings}
            demolished={concept.demolished}
            planViewHref={
              concept.example ? undefined : `/concepts/planview/${params.location_id}/${params.concept_id}`
            }
            onRuntime={onRuntime}
            initialMoment={moment}
            fileName={concept.example ? 'standard-concept' : `concept-${params.concept_id ?? ''}`}
          />
          <Paper withBorder p="sm" data-testid="debug-panel" data-tick={tick}>
            {runtime ? (
              <Internals runtime={runtime} mode={mode} lang={i18n.language} onChange={refresh} />
            ) : (
              <Loader size="sm" />
            )}
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}
