import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { ConceptView3D } from '../three/ConceptView3D';
import type { SceneRuntime } from '../three/sceneRuntime';
import type { SunMoment } from '../three/SunControls';
import { useDebugConcept } from './useDebugConcept';

export type DebugMode = 'three' | 'shaders' | 'shadows' | 'globaledges';

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

function Internals({
  runtime,
  mode,
  lang,
  onChange,
}: {
  runtime: SceneRuntime;
  mode: DebugMode;
  lang: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const stats = runtime.stats();
  const [frames, setFrames] = useState<{ meanMs: number; frames: number } | null>(null);
  const [override, setOverride] = useState('none');
  const rows: [string, string][] = [
    [t('concepts3dDebug.buildMs'), `${formatNumber(runtime.buildMs, lang, 0)} ms`],
    [t('concepts3dDebug.calls'), formatNumber(stats.calls, lang)],
    [t('concepts3dDebug.triangles'), formatNumber(stats.triangles, lang)],
    [t('concepts3dDebug.geometries'), formatNumber(stats.geometries, lang)],
    [t('concepts3dDebug.textures'), formatNumber(stats.textures, lang)],
    [t('concepts3dDebug.programs'), formatNumber(stats.programs.length, lang)],
    [t('concepts3dDebug.shadowMap'), `${stats.shadowMapSize} × ${stats.shadowMapSize}`],
    [t('concepts3dDebug.edges'), formatNumber(stats.edgeSegments, lang)],
  ];
  return (
    <Stack gap="sm">
      <Table data-testid="debug-figures" withRowBorders={false}>
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Td>{k}</Table.Td>
              <Table.Td ta="right">{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          size="xs"
          variant="light"
          data-testid="measure-frames"
          onClick={() => setFrames(runtime.measureFrames(10))}
        >
          {t('concepts3dDebug.measure')}
        </Button>
        {frames && (
          <Text size="sm" data-testid="frame-time">
            {t('concepts3dDebug.frameTime', {
              ms: formatNumber(frames.meanMs, lang, 1),
              frames: frames.frames,
            })}
          </Text>
        )}
        <Button size="xs" variant="subtle" onClick={onChange}>
          {t('concepts3dDebug.refresh')}
        </Button>
      </Group>
      {mode === 'shaders' && (
        <>
          <SegmentedControl
            size="xs"
            value={override}
            onChange={(v) => {
              setOverride(v);
              runtime.setOverride(v === 'none' ? null : (v as 'normals' | 'depth' | 'wireframe'));
            }}
            data={['none', 'normals', 'depth', 'wireframe'].map((v) => ({
              value: v,
              label: t(`concepts3dDebug.override.${v}`),
            }))}
          />
          <Table data-testid="materials" fz="xs">
            <Table.Tbody>
              {runtime.materialList().map((m, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{m.name || '—'}</Table.Td>
                  <Table.Td>{m.type}</Table.Td>
                  <Table.Td>
                    {m.colour && (
                      <span
                        style={{
                          display: 'inline-block',
                          width: 10,
                          height: 10,
                          background: m.colour,
                          marginRight: 4,
                        }}
                      />
                    )}
                    {m.colour}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Code block>{stats.programs.map((p) => `#${p.id} ${p.name}`).join('\n') || '—'}</Code>
        </>
      )}
      {mode === 'shadows' && (
        <>
          <Switch
            label={t('concepts3dDebug.shadowHelper')}
            defaultChecked
            onChange={(e) => runtime.setShadowHelper(e.currentTarget.checked)}
          />
          <Switch
            label={t('concepts3dDebug.viewFromSun')}
            onChange={(e) => runtime.setViewFromSun(e.currentTarget.checked)}
          />
          <Code block>{JSON.stringify(stats.shadowCamera, null, 1)}</Code>
        </>
      )}
      {mode === 'globaledges' && (
        <>
          <Switch
            label={t('concepts3dDebug.edgesOn')}
            defaultChecked
            onChange={(e) => runtime.setEdges(e.currentTarget.checked)}
          />
          <Switch
            label={t('concepts3dDebug.facesOn')}
            defaultChecked
            onChange={(e) => runtime.setFacesVisible(e.currentTarget.checked)}
          />
        </>
      )}
      {mode === 'three' && (
        <Switch
          label={t('concepts3dDebug.surroundingsOn')}
          defaultChecked
          onChange={(e) => runtime.setSurroundingsVisible(e.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
