import { Alert, Anchor, Center, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import { PlanBody } from './PlanBody';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

// Printing shows the drawing and its legend only (without the marks of generator messages, like the downloads).
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print="plan"], [data-print="plan"] * { visibility: visible; }
  [data-print="plan"] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-print-hide], [data-print="plan"] .message-mark { display: none !important; }
}`;

const positiveId = (raw: string | undefined) =>
  raw !== undefined && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** /concepts/planview/:location_id/:concept_id/:building_id? : floor plans per building and storey, or the site from above. */
export default function PlanViewScreen() {
  const params = useParams();
  const locationId = positiveId(params.location_id);
  const conceptId = positiveId(params.concept_id);
  const buildingId = params.building_id === undefined ? undefined : positiveId(params.building_id);
  if (locationId === null || conceptId === null || buildingId === null) return <NotFoundScreen />;
  return <PlanView locationId={locationId} conceptId={conceptId} buildingId={buildingId} />;
}

function PlanView({
  locationId,
  conceptId,
  buildingId,
}: {
  locationId: number;
  conceptId: number;
  buildingId: number | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generation = useConceptGeneration(locationId, conceptId);
  const base = `/concepts/planview/${locationId}/${conceptId}`;
  const title = generation.concept?.name
    ? `${t('screens.concepts.planview')}: ${generation.concept.name}`
    : t('screens.concepts.planview');

  let body;
  if (generation.status === 'error')
    body = (
      <Alert color="red" role="alert" title={t('conceptPlanview.loadFailed')} data-testid="planview-error">
        {generation.error}
      </Alert>
    );
  else if (generation.status === 'loading')
    body = (
      <Center h={240}>
        <LoadingIndicator label={t('conceptPlanview.loading')} />
      </Center>
    );
  else if (!generation.buildings.length)
    body = (
      <Alert color="yellow" data-testid="planview-empty" title={t('conceptPlanview.emptyTitle')}>
        <Text size="sm">{t('conceptPlanview.empty')}</Text>
        <Anchor
          component={Link}
          to={`/concepts/modify/${locationId}/${conceptId}`}
          size="sm"
          data-testid="planview-editor-link"
        >
          {t('conceptPlanview.openEditor')}
        </Anchor>
      </Alert>
    );
  else {
    const chosen =
      buildingId === undefined ? undefined : generation.buildings.find((b) => b.row.id === buildingId);
    body =
      buildingId !== undefined && !chosen ? (
        <Alert color="yellow" data-testid="planview-no-building">
          {t('conceptPlanview.noSuchBuilding')}{' '}
          <Anchor component={Link} to={base}>
            {t('conceptPlanview.wholeSite')}
          </Anchor>
        </Alert>
      ) : (
        <PlanBody
          locationId={locationId}
          conceptId={conceptId}
          generation={generation}
          chosen={chosen}
          onBuilding={(id) => navigate(id === null ? base : `${base}/${id}`)}
        />
      );
  }

  return (
    <Stack data-screen="concepts.planview" gap="md">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="flex-end" data-print-hide>
        <ScreenTitle title={title} intro={t('conceptPlanview.intro')} />
        <Anchor component={Link} to={`/concepts/modify/${locationId}/${conceptId}`}>
          {t('conceptPlanview.openEditor')}
        </Anchor>
      </Group>
      {body}
    </Stack>
  );
}
