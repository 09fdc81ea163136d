import { Alert, Anchor, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useConceptGeneration, type GeneratedConceptBuilding } from '../shared/useConceptGeneration';
import { downloadIfc } from './downloadIfc';
import { downloadPdf, downloadSvg, fileNameOf } from './downloads';
import { BuildingMessages } from './BuildingMessages';
import { PlanLegend } from './PlanLegend';
import { SitePlan } from './SitePlan';
import { fitScale, planLevels, storeySvgs, type PlanLevel } from './planDrawing';

// Printing shows the drawing and its legend only.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print="plan"], [data-print="plan"] * { visibility: visible; }
  [data-print="plan"] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-print-hide] { display: none !important; }
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
        <Loader aria-label={t('conceptPlanview.loading')} />
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

type Ready = ReturnType<typeof useConceptGeneration>;

function PlanBody({
  locationId,
  conceptId,
  generation,
  chosen,
  onBuilding,
}: {
  locationId: number;
  conceptId: number;
  generation: Ready;
  chosen: GeneratedConceptBuilding | undefined;
  onBuilding: (id: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const drawing = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<'pdf' | 'ifc' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const levels = useMemo(() => (chosen ? planLevels(chosen.result.model) : []), [chosen]);
  const askedLevel = Number(search.get('floor') ?? 0);
  const level: PlanLevel | undefined = levels.find((l) => l.level === askedLevel) ?? levels[0];
  const unitOrder = useMemo(() => generation.units.map((u) => u.id), [generation.units]);
  const svgs = useMemo(
    () =>
      chosen && level
        ? storeySvgs(
            chosen.result.model,
            level,
            unitOrder,
            { lang: i18n.language, stair: t('conceptPlanview.stair'), lift: t('conceptPlanview.lift') },
            fitScale(chosen.result.model),
          )
        : [],
    [chosen, level, unitOrder, i18n.language, t],
  );
  const conceptName = generation.concept?.name ?? `concept-${generation.concept?.id ?? ''}`;
  const drawn = chosen
    ? `${chosen.row.name || `#${chosen.row.id}`} – ${levelName(t, level?.level ?? 0)}`
    : t('conceptPlanview.wholeSite');
  const fileBase = fileNameOf(
    conceptName,
    chosen ? chosen.row.name || chosen.row.id : 'site',
    chosen ? `level-${level?.level ?? 0}` : null,
  );
  const firstSvg = () => drawing.current?.querySelector('svg') ?? null;

  const run = async (kind: 'pdf' | 'ifc', work: () => Promise<void>) => {
    setBusy(kind);
    setFailed(null);
    try {
      await work();
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const unitsHere =
    chosen && level
      ? level.floors.flatMap((i) =>
          chosen.result.model.children.floors[i]!.spaces.filter((s) => s.category === 'unit'),
        )
      : [];
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" data-print-hide wrap="wrap">
        <Select
          label={t('conceptPlanview.building')}
          data-testid="planview-building"
          allowDeselect={false}
          value={chosen ? String(chosen.row.id) : 'site'}
          data={[
            { value: 'site', label: t('conceptPlanview.wholeSite') },
            ...generation.buildings.map((b) => ({
              value: String(b.row.id),
              label: b.row.name || `#${b.row.id}`,
            })),
          ]}
          onChange={(v) => onBuilding(v && v !== 'site' ? Number(v) : null)}
        />
        {chosen && (
          <Select
            label={t('conceptPlanview.floor')}
            data-testid="planview-floor"
            allowDeselect={false}
            disabled={!levels.length}
            value={level ? String(level.level) : null}
            data={levels.map((l) => ({ value: String(l.level), label: levelName(t, l.level) }))}
            onChange={(v) =>
              setSearch(
                (s) => {
                  s.set('floor', v ?? '0');
                  return s;
                },
                { replace: true },
              )
            }
          />
        )}
        <Button
          variant="default"
          data-testid="download-svg"
          onClick={() => {
            const svg = firstSvg();
            if (svg) downloadSvg(svg, `${fileBase}.svg`);
          }}
        >
          {t('conceptPlanview.downloadSvg')}
        </Button>
        <Button
          variant="default"
          data-testid="download-pdf"
          loading={busy === 'pdf'}
          onClick={() => {
            const svg = firstSvg();
            if (svg) void run('pdf', () => downloadPdf(svg, `${conceptName} – ${drawn}`, `${fileBase}.pdf`));
          }}
        >
          {t('conceptPlanview.downloadPdf')}
        </Button>
        <Button
          variant="default"
          data-testid="download-ifc"
          loading={busy === 'ifc'}
          onClick={() => void run('ifc', () => downloadIfc(generation, t, `${fileNameOf(conceptName)}.ifc`))}
        >
          {t('conceptPlanview.downloadIfc')}
        </Button>
        <Button variant="subtle" onClick={() => window.print()}>
          {t('conceptPlanview.print')}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" role="alert" data-testid="planview-download-error">
          {failed}
        </Alert>
      )}
      <div data-print="plan">
        <Text fw={600} mb="xs" data-testid="planview-drawn">
          {drawn}
        </Text>
        {chosen ? (
          !svgs.length ? (
            <Alert color="yellow" data-testid="planview-no-floors">
              {t('conceptPlanview.noFloors')}
            </Alert>
          ) : (
            <div
              ref={drawing}
              data-testid="planview-plan"
              data-level={level?.level}
              style={{ overflowX: 'auto' }}
            >
              {svgs.map((svg, i) => (
                // our own renderer writes this SVG; every text in it is escaped there
                <div key={i} dangerouslySetInnerHTML={{ __html: svg }} />
              ))}
            </div>
          )
        ) : (
          generation.site && (
            <div ref={drawing} data-testid="planview-site" style={{ maxWidth: 720 }}>
              <SitePlan
                locationId={locationId}
                conceptId={conceptId}
                generation={generation}
                onBuilding={onBuilding}
              />
            </div>
          )
        )}
        {chosen && level && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="planview-summary">
            {t('conceptPlanview.unitsOnFloor', { count: unitsHere.length })}
          </Text>
        )}
        <PlanLegend units={generation.location?.units ?? []} />
        {chosen && <BuildingMessages messages={chosen.result.messages} />}
      </div>
    </Stack>
  );
}

/** "Begane grond" for level 0, else "Verdieping n". */
function levelName(t: (k: string, o?: Record<string, unknown>) => string, level: number): string {
  return level === 0 ? t('conceptPlanview.groundFloor') : t('conceptPlanview.level', { level });
}
