import { Alert, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { BuildingModel } from '@plotwise/core/generator/index';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportPanel, useGlbDownload } from './GlbExport';
import { NoWebglAlert, SceneStatus } from './SceneStatus';
import { useSunControls } from './useSunControls';
import type { SceneRuntime } from './sceneRuntime';
import type { SceneSite, SurroundingBuilding } from './sceneTypes';
import { SunControls, type SunMoment } from './SunControls';
import { SunHoursPanel } from './SunHoursPanel';
import { useSceneRuntime, useSurroundings, useTrees } from './useSceneRuntime';
import type { RenderView } from '../shared/renderView';
import { useStableList } from '../shared/useStableList';

export interface ConceptView3DProps {
  /** the concept's site (the foundation's ConceptSite fits) */
  site: SceneSite;
  /** the generated models of the concept's buildings (RD coordinates) */
  models: readonly BuildingModel[];
  /** building names by building id, for the sun-hours table */
  names?: Record<string, string>;
  /** neighbours; left out, the BAG buildings within 250 m are read from the map tiles */
  surroundings?: readonly SurroundingBuilding[];
  /** BAG identificaties the concept demolishes (they leave the view) */
  demolished?: readonly string[];
  /** where the plan view is, for the no-WebGL message */
  planViewHref?: string;
  /** first month/day/time shown (default 21 March 12:00); a `view` gives it instead */
  initialMoment?: SunMoment;
  /** the location's render settings as the editor shows them: groups, opacities, shadows, style, camera, moment */
  view?: RenderView;
  /** a moment chosen with the sliders (not the day animation), for the render settings to keep */
  onMoment?: (moment: SunMoment) => void;
  /** file name of the glTF download, without extension */
  fileName?: string;
  height?: number;
  /** the debug screens get the runtime to show its internals */
  onRuntime?: (runtime: SceneRuntime | null) => void;
}

const NO_DEMOLITION: readonly string[] = [];

/**
 * The concept in 3D: buildings, neighbours, the sun for any date and time with real-time shadows, the
 * sun-hours study and a glTF download. three.js is loaded when this mounts, not before.
 */
export function ConceptView3D(props: ConceptView3DProps) {
  const { t } = useTranslation();
  const { site } = props;
  const models = useStableList(props.models, Object.is);
  const demolished = useStableList(props.demolished ?? NO_DEMOLITION, Object.is);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const surroundings = useSurroundings(site, props.surroundings);
  const trees = useTrees(site);
  const state = useSceneRuntime(host, models, surroundings.list, site, demolished, trees.list);
  const runtime = state.status === 'ready' ? state.runtime : null;
  const { view } = props;
  const sun = useSunControls(runtime, view, props.initialMoment, props.onMoment);
  useEffect(() => {
    if (runtime && view) runtime.applyView(view);
  }, [runtime, view]);
  const { exporting, download } = useGlbDownload(runtime, props.fileName);
  const year = useMemo(() => new Date().getFullYear(), []);
  const onRuntime = props.onRuntime;
  useEffect(() => onRuntime?.(runtime), [onRuntime, runtime]);
  const conceptOwners = useMemo(() => models.map((m) => String(m.building_id)), [models]);

  const noWebgl = state.status === 'nowebgl';
  return (
    <Stack gap="sm" data-testid="concept-3d">
      {noWebgl && <NoWebglAlert planViewHref={props.planViewHref} />}
      {/* The host stays mounted in every state: a new host element would start the runtime again. */}
      <Paper
        withBorder
        pos="relative"
        h={props.height ?? 520}
        style={{ overflow: 'hidden' }}
        display={noWebgl ? 'none' : undefined}
      >
        <div ref={setHost} style={{ width: '100%', height: '100%' }} data-testid="scene-host" />
        {state.status === 'loading' && (
          <Group pos="absolute" top={12} left={12} gap="xs">
            <Loader size="sm" />
            <Text size="sm">
              {surroundings.list ? t('concepts3d.loading') : t('concepts3d.loadingNeighbours')}
            </Text>
          </Group>
        )}
      </Paper>
      {state.status === 'error' && (
        <Alert color="red">{t('concepts3d.failed', { message: state.message })}</Alert>
      )}
      {runtime && (
        <SceneStatus
          runtime={runtime}
          buildings={models.length}
          surroundings={surroundings}
          treesError={trees.error}
        />
      )}
      <Tabs defaultValue="sun" display={noWebgl ? 'none' : undefined}>
        <Tabs.List>
          <Tabs.Tab value="sun">{t('concepts3d.sunTab')}</Tabs.Tab>
          <Tabs.Tab value="hours">{t('concepts3d.sunHoursTab')}</Tabs.Tab>
          <Tabs.Tab value="export">{t('concepts3d.exportTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sun" pt="xs">
          <SunControls runtime={runtime} site={site} year={year} {...sun} />
        </Tabs.Panel>
        <Tabs.Panel value="hours" pt="xs" keepMounted>
          <SunHoursPanel
            runtime={runtime}
            year={year}
            conceptOwners={conceptOwners}
            names={props.names ?? {}}
          />
        </Tabs.Panel>
        <Tabs.Panel value="export" pt="xs">
          <ExportPanel exporting={exporting} disabled={!runtime} onDownload={() => void download()} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
