import { Alert, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api';
import type { ApiError } from '../../api/ApiError';
import { locationPath } from '../../lib/links';
import { GridCapacityLine } from './GridCapacityLine';
import { OmgevingsplanRules } from './OmgevingsplanRules';
import { BuildingsSection, NeighbourhoodSection, PlotList, PlotLocations, ZoningSection } from './PlotPanelSections';
import { SurfacesTable } from './SurfacesTable';
import { plotRoutes } from '@plotwise/contracts';

/** The plot panel: what the cadastre, the zoning plan, the BAG and CBS say about the selected plots. */
export function PlotPanel({ plotIds, onClear }: { plotIds: number[]; onClear: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['plots', 'detail', plotIds],
    queryFn: ({ signal }) => api.call(plotRoutes.detail, { query: { ids: plotIds.join(',') }, signal }),
    enabled: plotIds.length > 0,
  });
  const create = useMutation({
    mutationFn: () => api.call(plotRoutes.toLocation, { body: { plotIds } }),
    onSuccess: (loc) => navigate(locationPath(loc)),
  });

  if (!plotIds.length) return <Text c="dimmed">{t('map.plot.empty')}</Text>;
  if (detail.isPending)
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('map.plot.loading')}</Text>
      </Group>
    );
  if (detail.isError) return <Alert color="red" role="alert">{t('map.plot.failed')}</Alert>;

  const { plots, context } = detail.data;
  return (
    <Stack gap="sm" data-testid="plot-panel">
      <PlotList plots={plots} onClear={onClear} />
      <PlotLocations
        locations={detail.data.locations}
        onCreate={() => create.mutate()}
        creating={create.isPending}
        createError={create.isError ? (create.error as ApiError).message || t('map.plot.createFailed') : null}
      />

      <Divider label={t('map.plot.zoning')} labelPosition="left" />
      <ZoningSection context={context} />

      {context.omgevingsplan && (
        <>
          <Divider label={t('map.plot.ow.title')} labelPosition="left" />
          <OmgevingsplanRules plan={context.omgevingsplan} />
        </>
      )}

      <Divider label={t('map.plot.buildings')} labelPosition="left" />
      <BuildingsSection context={context} />
      {context.gridCapacity && <GridCapacityLine grid={context.gridCapacity} />}

      {context.surfaces && (
        <>
          <Divider label={t('map.plot.surfaces.title')} labelPosition="left" />
          <SurfacesTable surfaces={context.surfaces} />
        </>
      )}

      <Divider label={t('map.plot.neighbourhood')} labelPosition="left" />
      <NeighbourhoodSection areas={context.areas} />
    </Stack>
  );
}
