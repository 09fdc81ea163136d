import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type PlotContext, type PlotsDetailResponse, postcodeText } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatArea, formatLength, formatNumber } from '../../lib/format';
import { locationPath } from '../../lib/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';

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

type Building = PlotContext['buildings'][number];
const buildingColumns = (t: TFunction, lang: string): DataColumn<Building>[] => [
  { id: 'year', header: t('map.plot.year'), sortValue: (b) => b.year, cell: (b) => b.year ?? '–' },
  { id: 'use', header: t('map.plot.use'), sortValue: (b) => b.use, cell: (b) => b.use ?? '–' },
  { id: 'height', header: t('map.plot.height'), numeric: true, sortValue: (b) => b.heightMeters, cell: (b) => (b.heightMeters !== null ? formatLength(b.heightMeters, lang) : '–') },
  { id: 'units', header: t('map.plot.units'), numeric: true, sortValue: (b) => b.units, cell: (b) => b.units },
];

/** The selected plots' heading (with "clear") and each plot's number, municipality and area, with their total. */
export function PlotList({ plots, onClear }: { plots: PlotsDetailResponse['plots']; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = plots.reduce((s, p) => s + (p.areaSquareMeters ?? p.geometryAreaSquareMeters), 0);
  return (
    <>
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
    </>
  );
}

/** The company's locations that hold these parcels, to open; else the button that makes one of them. */
export function PlotLocations({
  locations,
  onCreate,
  creating,
  createError,
}: {
  locations: PlotsDetailResponse['locations'];
  onCreate: () => void;
  creating: boolean;
  /** why making the location failed, null when it did not */
  createError: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {locations.length > 0 ? (
        // a parcel already worked as a location is opened, not made into a second one
        <Stack gap={4} data-testid="plot-locations">
          <Text size="sm">{t('map.plot.inLocation', { count: locations.length })}</Text>
          {locations.map((l) => (
            <Button key={l.id} variant="light" onClick={() => navigate(locationPath(l))} data-testid="open-location">
              {t('map.plot.openLocation', { name: l.name || `#${l.id}` })}
            </Button>
          ))}
        </Stack>
      ) : (
        <Button onClick={onCreate} loading={creating} data-testid="create-location">
          {t('map.plot.createLocation')}
        </Button>
      )}
      {createError !== null && (
        <Alert color="red" role="alert">
          {createError}
        </Alert>
      )}
    </>
  );
}

/** The zoning plans over the plots, their main zones, the dimensions (maatvoering) and the other objects. */
export function ZoningSection({ context }: { context: PlotContext }) {
  const { t } = useTranslation();
  const zones = context.zoningObjects.filter((o) => o.type === 'enkelbestemming');
  const dims = context.zoningObjects.filter((o) => o.dimensions.length);
  const others = context.zoningObjects.filter((o) => o.type !== 'enkelbestemming' && o.type !== 'maatvoering');
  if (context.zoningPlans.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('map.plot.noZoning')}
      </Text>
    );
  return (
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
  );
}

/** The BAG buildings on the plots (a table) and their first five addresses. */
export function BuildingsSection({ context }: { context: PlotContext }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      {context.buildings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.plot.noBuildings')}
        </Text>
      ) : (
        <DataTable columns={buildingColumns(t, lang)} rows={context.buildings} rowId={(b) => b.identificatie} label={t('map.plot.buildings')} fz="xs" />
      )}
      {context.addresses.slice(0, 5).map((a, i) => (
        <Text size="sm" key={i}>
          {a.road} {a.houseNumber}, {postcodeText(a.postcode)} {a.city}
        </Text>
      ))}
      {context.addresses.length > 5 && (
        <Text size="xs" c="dimmed">
          {t('map.plot.moreAddresses', { count: context.addresses.length - 5 })}
        </Text>
      )}
    </>
  );
}

/** The CBS key figures of the neighbourhood, district and municipality the plots lie in. */
export function NeighbourhoodSection({ areas }: { areas: PlotContext['areas'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (areas.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('map.plot.noStatistics')}
      </Text>
    );
  return areas.map((a) => (
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
  ));
}
