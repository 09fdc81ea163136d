import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RenderView } from '../shared/renderView';
import { useDerivedState } from '../../shared/useDerivedState';
import type { CameraMode, SceneRuntime } from './sceneRuntime';
import type { SurroundingBuilding } from './sceneTypes';
import type { SunMoment } from './SunControls';

/**
 * The state of the sun tab, kept by the view so it stays while another tab shows: the moment (from the render
 * settings whenever they change, else the first one given), the day animation, the camera mode and the shadows
 * (the render mode decides them when there are render settings). Choices are passed on to the runtime.
 */
export function useSunControls(
  runtime: SceneRuntime | null,
  view: RenderView | undefined,
  initialMoment: SunMoment | undefined,
  keepMoment: ((moment: SunMoment) => void) | undefined,
) {
  // the render settings' month and time move the sun whenever they change (in the panel beside the view)
  const momentKey = view ? `${view.moment.month}:${view.moment.minutes}` : 'own';
  const [moment, setMoment] = useDerivedState(
    momentKey,
    (): SunMoment => view?.moment ?? initialMoment ?? { month: 3, day: 21, minutes: 12 * 60 },
  );
  const [animating, setAnimating] = useState(false);
  const [camera, setCamera] = useState<CameraMode>('orbit');
  const [shadows, setShadows] = useState(true);
  return {
    moment,
    onMoment: (m: SunMoment) => {
      setMoment(m);
      if (!animating) keepMoment?.(m);
    },
    animating,
    onAnimating: setAnimating,
    camera,
    onCamera: (m: CameraMode) => {
      setCamera(m);
      runtime?.setCameraMode(m);
    },
    shadows: view ? view.shadows : shadows,
    // with render settings, the render mode decides the shadows (in the settings panel)
    onShadows: view
      ? undefined
      : (on: boolean) => {
          setShadows(on);
          runtime?.setShadows(on);
        },
  };
}

/** The glTF download of the scene: `download` saves it as `<fileName>.glb`; `exporting` while it is made. */
export function useGlbDownload(runtime: SceneRuntime | null, fileName: string | undefined) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    if (!runtime) return;
    setExporting(true);
    try {
      const glb = await runtime.exportGlb();
      const url = URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${fileName ?? 'concept'}.glb`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, download };
}

/** Without WebGL there is no 3D: says so, and points to the plan view when there is one. */
export function NoWebglAlert({ planViewHref }: { planViewHref: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('concepts3d.noWebglTitle')} data-testid="no-webgl">
      {t('concepts3d.noWebgl')}{' '}
      {planViewHref && (
        <Anchor component={Link} to={planViewHref}>
          {t('concepts3d.toPlanView')}
        </Anchor>
      )}
    </Alert>
  );
}

/** What the scene holds and how long it took, with neighbours of a default height and failed loads. */
export function SceneStatus({
  runtime,
  buildings,
  surroundings,
  treesError,
}: {
  runtime: SceneRuntime;
  buildings: number;
  surroundings: { list: readonly SurroundingBuilding[] | null; error: string | null };
  treesError: string | null;
}) {
  const { t } = useTranslation();
  const defaults = (surroundings.list ?? []).filter((b) => b.heightSource === 'default').length;
  return (
    <Text size="xs" c="dimmed" data-testid="scene-status">
      {t('concepts3d.status', {
        buildings,
        neighbours: runtime.built.neighbourCount,
        ms: Math.round(runtime.buildMs),
      })}
      {defaults > 0 && ` ${t('concepts3d.defaultHeights', { count: defaults })}`}
      {surroundings.error && ` ${t('concepts3d.neighboursFailed', { message: surroundings.error })}`}
      {` ${t('concepts3d.trees', { count: runtime.built.treeCount })}`}
      {treesError && ` ${t('concepts3d.treesFailed', { message: treesError })}`}
    </Text>
  );
}

/** The export tab: the glTF download and what it holds. */
export function ExportPanel({
  exporting,
  disabled,
  onDownload,
}: {
  exporting: boolean;
  disabled: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button onClick={onDownload} loading={exporting} disabled={disabled} data-testid="download-glb">
        {t('concepts3d.downloadGlb')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('concepts3d.glbHelp')}
      </Text>
    </Group>
  );
}
