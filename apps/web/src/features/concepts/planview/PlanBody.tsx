import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConceptGeneration, GeneratedConceptBuilding } from '../shared/useConceptGeneration';
import { BuildingMessages } from './BuildingMessages';
import { downloadIfc } from './downloadIfc';
import { downloadPdf, downloadSvg, fileNameOf } from './downloads';
import { messageFloor } from './messageMarks';
import type { PlanLevel } from './planDrawing';
import { PlanLegend } from './PlanLegend';
import { useDownloadRun, usePickedMessage, usePlanLevel } from './planViewHooks';
import { SitePlan } from './SitePlan';

type Translate = (k: string, o?: Record<string, unknown>) => string;

/** "Begane grond" for level 0, else "Verdieping n". */
function levelName(t: Translate, level: number): string {
  return level === 0 ? t('conceptPlanview.groundFloor') : t('conceptPlanview.level', { level });
}

interface PlanBodyProps {
  locationId: number;
  conceptId: number;
  generation: ConceptGeneration;
  chosen: GeneratedConceptBuilding | undefined;
  onBuilding: (id: number | null) => void;
}

/** The plan view of a generated concept: the building and floor pickers, the downloads and the drawing. */
export function PlanBody({ locationId, conceptId, generation, chosen, onBuilding }: PlanBodyProps) {
  const { t } = useTranslation();
  const drawing = useRef<HTMLDivElement>(null);
  const { busy, failed, run } = useDownloadRun();
  const { selected, pick } = usePickedMessage(chosen);
  const { levels, level, svgs, setFloor } = usePlanLevel(generation, chosen, selected);
  const models = useMemo(() => generation.buildings.map((b) => b.result.model), [generation.buildings]);
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

  const unitsHere =
    chosen && level
      ? level.floors.flatMap((i) =>
          chosen.result.model.children.floors[i]!.spaces.filter((s) => s.category === 'unit'),
        )
      : [];
  return (
    <Stack gap="sm">
      <PlanToolbar
        generation={generation}
        chosen={chosen}
        onBuilding={onBuilding}
        levels={levels}
        level={level}
        onFloor={setFloor}
        busy={busy}
        onSvg={() => {
          const svg = firstSvg();
          if (svg) downloadSvg(svg, `${fileBase}.svg`);
        }}
        onPdf={() => {
          const svg = firstSvg();
          if (svg) void run('pdf', () => downloadPdf(svg, `${conceptName} – ${drawn}`, `${fileBase}.pdf`));
        }}
        onIfc={() => void run('ifc', () => downloadIfc(generation, t, `${fileNameOf(conceptName)}.ifc`))}
      />
      {failed && (
        <Alert color="red" role="alert" data-testid="planview-download-error">
          {failed}
        </Alert>
      )}
      <div data-print="plan">
        <Text fw={600} mb="xs" data-testid="planview-drawn">
          {drawn}
        </Text>
        <PlanDrawing
          drawing={drawing}
          locationId={locationId}
          conceptId={conceptId}
          generation={generation}
          chosen={chosen}
          onBuilding={onBuilding}
          level={level}
          svgs={svgs}
        />
        {chosen && level && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="planview-summary">
            {t('conceptPlanview.unitsOnFloor', { count: unitsHere.length })}
          </Text>
        )}
        <PlanLegend units={generation.location?.units ?? []} models={models} />
        {chosen && (
          <BuildingMessages
            messages={chosen.result.messages}
            shows={(m) => messageFloor(chosen.result.model, m) !== null}
            onShow={(m) => pick(m, levels, setFloor)}
            selected={selected}
          />
        )}
      </div>
    </Stack>
  );
}

/** The building and floor pickers and the downloads (SVG, PDF, IFC) and print; hidden when printed. */
function PlanToolbar({
  generation,
  chosen,
  onBuilding,
  levels,
  level,
  onFloor,
  busy,
  onSvg,
  onPdf,
  onIfc,
}: Pick<PlanBodyProps, 'generation' | 'chosen' | 'onBuilding'> & {
  levels: PlanLevel[];
  level: PlanLevel | undefined;
  onFloor: (v: string | null) => void;
  busy: 'pdf' | 'ifc' | null;
  onSvg: () => void;
  onPdf: () => void;
  onIfc: () => void;
}) {
  const { t } = useTranslation();
  return (
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
          onChange={onFloor}
        />
      )}
      <Button variant="default" data-testid="download-svg" onClick={onSvg}>
        {t('conceptPlanview.downloadSvg')}
      </Button>
      <Button variant="default" data-testid="download-pdf" loading={busy === 'pdf'} onClick={onPdf}>
        {t('conceptPlanview.downloadPdf')}
      </Button>
      <Button variant="default" data-testid="download-ifc" loading={busy === 'ifc'} onClick={onIfc}>
        {t('conceptPlanview.downloadIfc')}
      </Button>
      <Button variant="subtle" onClick={() => window.print()}>
        {t('conceptPlanview.print')}
      </Button>
    </Group>
  );
}

/** The drawing itself: the chosen storey of a building, or the site plan; `drawing` holds it for the downloads. */
function PlanDrawing({
  drawing,
  locationId,
  conceptId,
  generation,
  chosen,
  onBuilding,
  level,
  svgs,
}: PlanBodyProps & {
  drawing: RefObject<HTMLDivElement | null>;
  level: PlanLevel | undefined;
  svgs: string[];
}) {
  const { t } = useTranslation();
  // a message picked in the list: bring its marked space into view (a wide plan scrolls sideways)
  useEffect(() => {
    drawing.current
      ?.querySelector('[data-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [drawing, svgs]);
  if (!chosen)
    return generation.site ? (
      <div ref={drawing} data-testid="planview-site" style={{ maxWidth: 720 }}>
        <SitePlan
          locationId={locationId}
          conceptId={conceptId}
          generation={generation}
          onBuilding={onBuilding}
        />
      </div>
    ) : null;
  if (!svgs.length)
    return (
      <Alert color="yellow" data-testid="planview-no-floors">
        {t('conceptPlanview.noFloors')}
      </Alert>
    );
  return (
    <div ref={drawing} data-testid="planview-plan" data-level={level?.level} style={{ overflowX: 'auto' }}>
      {svgs.map((svg, i) => (
        // our own renderer writes this SVG; every text in it is escaped there
        <div key={i} dangerouslySetInnerHTML={{ __html: svg }} />
      ))}
    </div>
  );
}
