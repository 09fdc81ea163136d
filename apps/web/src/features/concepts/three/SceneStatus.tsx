import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SceneRuntime } from './sceneRuntime';
import type { SurroundingBuilding } from './sceneTypes';

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
