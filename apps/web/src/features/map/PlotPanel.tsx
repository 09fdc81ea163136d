import { Alert, Badge, Button, Divider, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api';
import type { ApiError } from '../../api/ApiError';
import { formatArea, formatLength, formatNumber } from '../../lib/format';
import { locationPath } from '../../lib/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { GridCapacityLine } from './GridCapacityLine';
import { OmgevingsplanRules } from './OmgevingsplanRules';
import { SurfacesTable } from './SurfacesTable';
import { plotRoutes, type PlotContext } from '@plotwise/contracts';

// CBS kerncijfers columns carry a numeric suffix that changes per year (AantalInwoners_5): match by prefix.
const FIGURES: { prefix: string; key: string }[] = [
  { prefix: 'AantalInwoners', key: 'inhabitants' },
  { prefix: 'HuishoudensTotaal', key: 'households' },
  { prefix: 'GemiddeldeWOZWaardeVanWoningen', key: 'wozValue' },
  { prefix: 'Bevolkingsdichtheid', key: 'density' },
  { prefix: 'MateVanStedelijkheid', key: 'urbanisation' },
];

function figure(figures: Record<string, unknown>, prefix: string): number | null {
  const key = Object.keys(figures).find((k) => k.toLowerCase().startsWith(prefix.toLowerCase()));
  const v = key ? figures[key] : null;
  return typeof v === 'number' ? v : null;
}

/** The plot panel: what the cadastre, the zoning plan, the BAG and CBS say about the selected plots. */
type Building = PlotContext['buildings'][number];
const buildingColumns = (t: TFunction, lang: string): DataColumn<Building>[] => [
  { id: 'year', header: t('map.plot.year'), sortValue: (b) => b.year, cell: (b) => b.year ?? '–' },
  { id: 'use', header: t('map.plot.use'), sortValue: (b) => b.use, cell: (b) => b.use ?? '–' },
  { id: 'height', header: t('map.plot.height'), numeric: true, sortValue: (b) => b.heightMeters, cell: (b) => (b.heightMeters !== null ? formatLength(b.heightMeters, lang) : '–') },
  { id: 'units', header: t('map.plot.units'), numeric: true, sortValue: (b) => b.units, cell: (b) => b.units },
];

export function PlotPanel({ plotIds, onClear }: { plotIds: number[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language;
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
  const total = plots.reduce((s, p) => s + (p.areaSquareMeters ?? p.geometryAreaSquareMeters), 0);
  const zones = context.zoningObjects.filter((o) => o.type === 'enkelbestemming');
  const dims = context.zoningObjects.filter((o) => o.dimensions.length);
  const others = context.zoningObjects.filter((o) => o.type !== 'enkelbestemming' && o.type !== 'maatvoering');
  return (
    <Stack gap="sm" data-testid="plot-panel">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {plots.length === 1 ? plots[0]!.plotnr : t('map.plot.selected', { count: plots.length })}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('map.plot.clear')}
        </Button>
      </Group>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {plots.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.plotnr}</Table.Td>
              <Table.Td>{p.kadastraleGemeente}</Table.Td>
              <Table.Td ta="right">{formatArea(p.areaSquareMeters ?? p.geometryAreaSquareMeters, lang)}</Table.Td>
            </Table.Tr>
          ))}
          {plots.length > 1 && (
            <Table.Tr>
              <Table.Td colSpan={2} fw={600}>
                {t('map.plot.total')}
              </Table.Td>
              <Table.Td ta="right" fw={600} data-testid="plots-total">
                {formatArea(total, lang)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {detail.data.locations.length > 0 ? (
        // a parcel already worked as a location is opened, not made into a second one
        <Stack gap={4} data-testid="plot-locations">
          <Text size="sm">{t('map.plot.inLocation', { count: detail.data.locations.length })}</Text>
          {detail.data.locations.map((l) => (
            <Button key={l.id} variant="light" onClick={() => navigate(locationPath(l))} data-testid="open-location">
              {t('map.plot.openLocation', { name: l.name || `#${l.id}` })}
            </Button>
          ))}
        </Stack>
      ) : (
        <Button onClick={() => create.mutate()} loading={create.isPending} data-testid="create-location">
          {t('map.plot.createLocation')}
        </Button>
      )}
      {create.isError && (
        <Alert color="red" role="alert">
          {(create.error as ApiError).message || t('map.plot.createFailed')}
        </Alert>
      )}

      <Divider label={t('map.plot.zoning')} labelPosition="left" />
      {context.zoningPlans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.plot.noZoning')}
        </Text>
      ) : (
        <Stack gap={4}>
          {context.zoningPlans.map((p) => (
            <Text size="sm" key={p.planId}>
              {p.naam ?? p.planId} <Badge size="xs" variant="light">{p.planstatus}</Badge> {p.planDatum}
            </Text>
          ))}
          {zones.map((z) => (
            <Text size="sm" key={z.identificatie} fw={600}>
              {z.naam} {z.category && <Badge size="xs" variant="outline">{t(`map.zoningCategory.${z.category}`, z.category)}</Badge>}
            </Text>
          ))}
          {dims.flatMap((o) =>
            o.dimensions.map((d) => (
              <Text size="sm" key={`${o.identificatie}-${d.waardeType}`} data-testid="maatvoering">
                {d.waardeType}: <b>{d.waarde}</b>
              </Text>
            )),
          )}
          {others.map((o) => (
            <Text size="xs" c="dimmed" key={o.identificatie}>
              {o.type}: {o.naam}
            </Text>
          ))}
        </Stack>
      )}

      {context.omgevingsplan && (
        <>
          <Divider label={t('map.plot.ow.title')} labelPosition="left" />
          <OmgevingsplanRules plan={context.omgevingsplan} />
        </>
      )}

      <Divider label={t('map.plot.buildings')} labelPosition="left" />
      {context.buildings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.plot.noBuildings')}
        </Text>
      ) : (
        <DataTable columns={buildingColumns(t, lang)} rows={context.buildings} rowId={(b) => b.identificatie} label={t('map.plot.buildings')} fz="xs" />
      )}
      {context.addresses.slice(0, 5).map((a, i) => (
        <Text size="sm" key={i}>
          {a.road} {a.houseNumber}, {a.postcode} {a.city}
        </Text>
      ))}
      {context.addresses.length > 5 && (
        <Text size="xs" c="dimmed">
          {t('map.plot.moreAddresses', { count: context.addresses.length - 5 })}
        </Text>
      )}
      {context.gridCapacity && <GridCapacityLine grid={context.gridCapacity} />}

      {context.surfaces && (
        <>
          <Divider label={t('map.plot.surfaces.title')} labelPosition="left" />
          <SurfacesTable surfaces={context.surfaces} />
        </>
      )}

      <Divider label={t('map.plot.neighbourhood')} labelPosition="left" />
      {context.areas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.plot.noStatistics')}
        </Text>
      ) : (
        context.areas.map((a) => (
          <Stack gap={0} key={`${a.level}-${a.code}`}>
            <Text size="sm" fw={600}>
              {t(`map.levels.${a.level}`, a.level)}: {a.name ?? a.code}
            </Text>
            {FIGURES.map((f) => {
              const v = figure(a.figures, f.prefix);
              return v === null ? null : (
                <Text size="xs" key={f.key}>
                  {t(`map.figures.${f.key}`)}: {formatNumber(v, lang, 1)}
                </Text>
              );
            })}
          </Stack>
        ))
      )}
    </Stack>
  );
}
