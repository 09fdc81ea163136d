import { Alert, Anchor, Center, Group, Stack, Table } from '@mantine/core';
import { surroundingBuildingRoutes, type SurroundingBuilding } from '@plotwise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { api } from '../../../api/api';
import { useEntityDetail, useEntityMutations } from '../../../api/queries';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import { NeighbourMap } from './NeighbourMap';
import { existingBuildingShare } from './existingBuildingFactors';
import { Outline } from './BuildingOutline';
import { factRows } from './buildingFacts';
import { DemolishChoice } from './DemolishChoice';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

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
    queryFn: ({ signal }) =>
      api.call(surroundingBuildingRoutes.detail, { params: { id: conceptId, identificatie }, signal }),
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
        <LoadingIndicator label={t('conceptSurrounding.loading')} />
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

  const choose = async (demolish: boolean) => {
    const current = (concept.data?.demolished ?? []).filter((d) => d !== b.identificatie);
    await update.mutateAsync({
      id: conceptId,
      body: { demolished: demolish ? [...current, b.identificatie] : current },
    });
    await qc.invalidateQueries({ queryKey });
  };

  const rows = factRows(b, t, lang);
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
      <DemolishChoice
        b={b}
        share={share}
        kept={kept}
        formFactors={generation.formFactors}
        disabled={update.isPending || !concept.data}
        error={update.error}
        onChoose={(demolish) => void choose(demolish)}
      />
    </Stack>
  );
}
