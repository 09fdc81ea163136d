import { Alert, Anchor, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { surroundingBuildingRoutes, type SurroundingBuilding } from '@plotwise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { api } from '../../../api/api';
import { useEntityDetail, useEntityMutations } from '../../../api/queries';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import { NeighbourMap } from './NeighbourMap';
import { existingBuildingShare, type ExistingBuildingShare } from './existingBuildingFactors';

const positiveId = (raw: string | undefined) =>
  raw !== undefined && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** /concepts/surrounding_building/:location_id/:concept_id/:identificatie : a neighbouring BAG building, kept or demolished. */
export default function SurroundingBuildingScreen() {
  const params = useParams();
  const locationId = positiveId(params.location_id);
  const conceptId = positiveId(params.concept_id);
  const identificatie = params.identificatie?.replace(/^NL\.IMBAG\.Pand\./, '');
  if (locationId === null || conceptId === null || !identificatie || !/^\d{4,20}$/.test(identificatie))
    return <NotFoundScreen />;
  return <Surrounding locationId={locationId} conceptId={conceptId} identificatie={identificatie} />;
}

function Surrounding({
  locationId,
  conceptId,
  identificatie,
}: {
  locationId: number;
  conceptId: number;
  identificatie: string;
}) {
  const { t } = useTranslation();
  const key = ['concepts', 'surrounding', conceptId, identificatie];
  const building = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(surroundingBuildingRoutes.detail, { params: { id: conceptId, identificatie }, signal }),
    retry: false,
  });
  const links = (
    <Group gap="md" data-print-hide>
      <Anchor component={Link} to={`/concepts/modify/${locationId}/${conceptId}`}>
        {t('conceptSurrounding.openEditor')}
      </Anchor>
      <Anchor component={Link} to={`/concepts/planview/${locationId}/${conceptId}`}>
        {t('conceptSurrounding.openPlanview')}
      </Anchor>
    </Group>
  );
  let body;
  if (building.isPending)
    body = (
      <Center h={200}>
        <Loader aria-label={t('conceptSurrounding.loading')} />
      </Center>
    );
  else if (building.error)
    body = (
      <Alert
        color={isNotFound(building.error) ? 'yellow' : 'red'}
        role="alert"
        data-testid="surrounding-error"
      >
        {isNotFound(building.error) ? t('conceptSurrounding.notFound') : building.error.message}
      </Alert>
    );
  else body = <Facts b={building.data} locationId={locationId} conceptId={conceptId} queryKey={key} />;
  return (
    <Stack data-screen="concepts.surroundingBuilding" gap="md" maw={900}>
      <ScreenTitle
        title={`${t('screens.concepts.surroundingBuilding')} ${identificatie}`}
        intro={t('conceptSurrounding.intro')}
      />
      {links}
      {body}
    </Stack>
  );
}

function Facts({
  b,
  locationId,
  conceptId,
  queryKey,
}: {
  b: SurroundingBuilding;
  locationId: number;
  conceptId: number;
  queryKey: unknown[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const qc = useQueryClient();
  const concept = useEntityDetail('concepts', conceptId, 0);
  // the concept on its site: the plot area the shares are of, its form factors and its buildings for the map
  const generation = useConceptGeneration(locationId, conceptId);
  const { update } = useEntityMutations('concepts');
  const plotArea = generation.formFactors?.plot_area ?? generation.site?.plotAreaSquareMeters ?? 0;
  const models = useMemo(() => generation.buildings.map((g) => g.result.model), [generation.buildings]);
  const share = existingBuildingShare(b, b.demolished, plotArea);
  const kept = existingBuildingShare(b, false, plotArea);
  const none = t('conceptSurrounding.unknown');
  const address = b.addresses[0];

  const choose = async (demolish: boolean) => {
    const current = (concept.data?.demolished ?? []).filter((d) => d !== b.identificatie);
    await update.mutateAsync({
      id: conceptId,
      body: { demolished: demolish ? [...current, b.identificatie] : current },
    });
    await qc.invalidateQueries({ queryKey });
  };

  const rows: [string, string, string][] = [
    [
      'address',
      t('conceptSurrounding.address'),
      address
        ? [address.road, address.houseNumber, address.postcode, address.city].filter(Boolean).join(' ') +
          (b.addresses.length > 1 ? ` (+${b.addresses.length - 1})` : '')
        : none,
    ],
    ['year', t('conceptSurrounding.year'), b.year === null ? none : String(b.year)],
    ['status', t('conceptSurrounding.status'), b.status ?? none],
    [
      'use',
      t('conceptSurrounding.use'),
      b.uses.length ? b.uses.map((u) => `${u.use} (${formatNumber(u.units, lang, 0)})`).join(', ') : none,
    ],
    ['units', t('conceptSurrounding.units'), formatNumber(b.units, lang, 0)],
    [
      'floorArea',
      t('conceptSurrounding.floorArea'),
      b.floorAreaSquareMeters === null
        ? none
        : formatArea(b.floorAreaSquareMeters, lang, { hectares: false }),
    ],
    [
      'footprint',
      t('conceptSurrounding.footprint'),
      formatArea(b.footprintSquareMeters, lang, { hectares: false }),
    ],
    ['onPlot', t('conceptSurrounding.onPlot'), formatArea(b.onPlotSquareMeters, lang, { hectares: false })],
    [
      'height',
      t('conceptSurrounding.height'),
      b.heightMeters === null ? t('conceptSurrounding.noHeight') : formatLength(b.heightMeters, lang),
    ],
    [
      'storeys',
      t('conceptSurrounding.storeys'),
      b.storeys === null ? none : formatNumber(b.storeys, lang, 0),
    ],
    ['roof', t('conceptSurrounding.roof'), b.roofType ?? none],
  ];
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Table w={520} withRowBorders data-testid="surrounding-facts">
          <Table.Tbody>
            {rows.map(([id, label, value]) => (
              <Table.Tr key={id}>
                <Table.Th w={220}>{label}</Table.Th>
                <Table.Td data-testid={`surrounding-${id}`}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {generation.site ? (
          <NeighbourMap
            site={generation.site}
            models={models}
            outline={b.outline}
            demolished={b.demolished}
            label={t('conceptSurrounding.map')}
          />
        ) : (
          <Outline ring={b.outline} label={t('conceptSurrounding.outline')} />
        )}
      </Group>
      <Stack gap={6}>
        <Text fw={600}>{t('conceptSurrounding.choice')}</Text>
        <SegmentedControl
          data-testid="surrounding-choice"
          w={320}
          disabled={update.isPending || !concept.data}
          value={b.demolished ? 'demolish' : 'keep'}
          onChange={(v) => void choose(v === 'demolish')}
          data={[
            { value: 'keep', label: t('conceptSurrounding.keep') },
            { value: 'demolish', label: t('conceptSurrounding.demolish') },
          ]}
        />
        {update.error && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Text size="sm" data-testid="surrounding-counts">
          {b.onPlotSquareMeters <= 0
            ? t('conceptSurrounding.besidePlot')
            : b.demolished
              ? t('conceptSurrounding.countsDemolished', {
                  gsi: formatNumber(kept.gsi, lang, 3),
                  fsi: formatNumber(kept.fsi, lang, 3),
                })
              : t('conceptSurrounding.countsKept', {
                  area: formatArea(share.builtArea, lang, { hectares: false }),
                  gsi: formatNumber(share.gsi, lang, 3),
                  fsi: formatNumber(share.fsi, lang, 3),
                })}
        </Text>
        {generation.formFactors && b.onPlotSquareMeters > 0 && (
          <FactorsWithAndWithout
            gsi={generation.formFactors.gsi}
            fsi={generation.formFactors.fsi}
            kept={kept}
            demolished={b.demolished}
          />
        )}
        <Text size="sm" c="dimmed">
          {t('conceptSurrounding.view3d')}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The concept's GSI and FSI with the building kept and demolished; the current choice in bold. */
function FactorsWithAndWithout({
  gsi,
  fsi,
  kept,
  demolished,
}: {
  gsi: number;
  fsi: number;
  kept: ExistingBuildingShare;
  demolished: boolean;
}) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language, 3);
  const cell = (v: string, current: boolean, id: string) => (
    <Table.Td fw={current ? 700 : 400} data-testid={id}>
      {v}
    </Table.Td>
  );
  return (
    <Table w={420} data-testid="surrounding-factors">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('conceptSurrounding.factorsTitle')}</Table.Th>
          <Table.Th>{t('conceptSurrounding.keep')}</Table.Th>
          <Table.Th>{t('conceptSurrounding.demolish')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th>GSI</Table.Th>
          {cell(n(gsi + kept.gsi), !demolished, 'surrounding-gsi-kept')}
          {cell(n(gsi), demolished, 'surrounding-gsi-demolished')}
        </Table.Tr>
        <Table.Tr>
          <Table.Th>FSI</Table.Th>
          {cell(n(fsi + kept.fsi), !demolished, 'surrounding-fsi-kept')}
          {cell(n(fsi), demolished, 'surrounding-fsi-demolished')}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The building's outline, north up, scaled to a 240 px box. */
function Outline({ ring, label }: { ring: readonly (readonly [number, number])[]; label: string }) {
  if (ring.length < 3) return null;
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(x1 - x0, y1 - y0, 1);
  const m = size * 0.08;
  const points = ring.map(([x, y]) => `${(x - x0 + m).toFixed(2)},${(y1 - y + m).toFixed(2)}`).join(' ');
  return (
    <svg
      width={240}
      height={240}
      viewBox={`0 0 ${size + 2 * m} ${size + 2 * m}`}
      role="img"
      aria-label={label}
      data-testid="surrounding-outline"
    >
      <polygon points={points} fill="#d9d2c3" stroke="#333" strokeWidth={size / 150} />
    </svg>
  );
}
