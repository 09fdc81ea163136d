import { Button, Code, Group, SegmentedControl, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { SceneRuntime } from '../three/sceneRuntime';

/** What a debug screen looks into: the renderer, the shaders, the shadows or the edges. */
export type DebugMode = 'three' | 'shaders' | 'shadows' | 'globaledges';
type Stats = ReturnType<SceneRuntime['stats']>;
type Override = 'normals' | 'depth' | 'wireframe';

/** The renderer's figures: build time, draw calls, triangles, memory, programs, shadow map and edges. */
function FigureTable({ runtime, stats, lang }: { runtime: SceneRuntime; stats: Stats; lang: string }) {
  const { t } = useTranslation();
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
  );
}

/** Measure the mean frame time over ten frames, and read the figures again. */
function FrameControls({ runtime, lang, onChange }: { runtime: SceneRuntime; lang: string; onChange: () => void }) {
  const { t } = useTranslation();
  const [frames, setFrames] = useState<{ meanMs: number; frames: number } | null>(null);
  return (
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
  );
}

/** /debug/shaders: a material override (normals, depth, wireframe), the scene's materials and the compiled programs. */
function ShaderInternals({
  runtime,
  stats,
  override,
  onOverride,
}: {
  runtime: SceneRuntime;
  stats: Stats;
  override: string;
  onOverride: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SegmentedControl
        size="xs"
        value={override}
        onChange={(v) => {
          onOverride(v);
          runtime.setOverride(v === 'none' ? null : (v as Override));
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
  );
}

/** /debug/shadows: the shadow camera's helper, the view from the sun and the camera's bounds. */
function ShadowInternals({ runtime, stats }: { runtime: SceneRuntime; stats: Stats }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The debug panel beside the view: the renderer's figures, frame timing, and what the screen's mode looks into. */
export function Internals({
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
  // kept here, not in ShaderInternals, so that the choice lives as long as the panel (as it always did)
  const [override, setOverride] = useState('none');
  return (
    <Stack gap="sm">
      <FigureTable runtime={runtime} stats={stats} lang={lang} />
      <FrameControls runtime={runtime} lang={lang} onChange={onChange} />
      {mode === 'shaders' && (
        <ShaderInternals runtime={runtime} stats={stats} override={override} onOverride={setOverride} />
      )}
      {mode === 'shadows' && <ShadowInternals runtime={runtime} stats={stats} />}
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
