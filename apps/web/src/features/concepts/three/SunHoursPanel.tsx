import { Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { LIGHT_NORM_DAY, type FacadeSunHours } from '@plotwise/core/sun/index';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { monthNames } from './monthNames';
import type { SceneRuntime } from './sceneRuntime';
import { runSunHoursStudy, type SunHoursResult } from './sunHoursClient';
import { sunHoursColour } from './sunHoursColour';
import { studyOwners } from './studyOwners';

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const compass = (degrees: number) => COMPASS[Math.round(degrees / 45) % 8]!;
type Row = FacadeSunHours & { name: string };

const columns = (t: TFunction, lang: string): DataColumn<Row>[] => [
  { id: 'building', header: t('concepts3d.facadeBuilding'), sortValue: (r) => r.name, cell: (r) => r.name },
  {
    id: 'facing',
    header: t('concepts3d.facadeFacing'),
    sortValue: (r) => r.facade.facingDegrees,
    cell: (r) => `${compass(r.facade.facingDegrees)} (${Math.round(r.facade.facingDegrees)}°)`,
  },
  {
    id: 'width',
    header: t('concepts3d.facadeWidth'),
    numeric: true,
    cell: (r) =>
      `${formatNumber(Math.hypot(r.facade.to.x - r.facade.from.x, r.facade.to.y - r.facade.from.y), lang, 1)} m`,
  },
  {
    id: 'points',
    header: t('concepts3d.facadePoints'),
    numeric: true,
    sortValue: (r) => r.points,
    cell: (r) => formatNumber(r.points, lang),
  },
  {
    id: 'min',
    header: t('concepts3d.facadeMin'),
    numeric: true,
    sortValue: (r) => r.minHours,
    cell: (r) => formatNumber(r.minHours, lang, 1),
  },
  {
    id: 'mean',
    header: t('concepts3d.facadeMean'),
    numeric: true,
    sortValue: (r) => r.meanHours,
    cell: (r) => formatNumber(r.meanHours, lang, 1),
  },
  {
    id: 'passing',
    header: t('concepts3d.facadePassing'),
    numeric: true,
    sortValue: (r) => r.passingPoints / r.points,
    cell: (r) => formatPercent(r.passingPoints / r.points, lang),
  },
];

type StudyState =
  | { status: 'idle' | 'running' }
  | { status: 'error'; message: string }
  | { status: 'done'; result: SunHoursResult };

/**
 * A sun-hours study on the runtime's scene, run in a worker and drawn on the facades; a study belongs to the
 * scene it ran on (a new scene, with other buildings, shows none) and a new run or closing cancels the last.
 */
function useSunHoursStudy(runtime: SceneRuntime | null, conceptOwners: readonly string[], year: number) {
  const [study, setStudy] = useState<{ runtime: SceneRuntime | null; state: StudyState }>({
    runtime: null,
    state: { status: 'idle' },
  });
  const state: StudyState = study.runtime === runtime ? study.state : { status: 'idle' };
  const setState = (next: StudyState) => setStudy({ runtime, state: next });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = (month: number, day: number) => {
    if (!runtime) return;
    abort.current?.abort();
    abort.current = new AbortController();
    setState({ status: 'running' });
    const prisms = runtime.shownPrisms();
    const { lat, lng } = runtime.centreLngLat;
    runSunHoursStudy(
      {
        prisms,
        studyOwners: studyOwners(prisms, new Set(conceptOwners)),
        latitude: lat,
        longitude: lng,
        year,
        month,
        day,
      },
      abort.current.signal,
    )
      .then((result) => {
        runtime.showSunHours(result);
        setState({ status: 'done', result });
      })
      .catch((e: unknown) => {
        if (e instanceof Error && e.message === 'cancelled') return;
        setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      });
  };
  const clear = () => {
    runtime?.showSunHours(null);
    setState({ status: 'idle' });
  };
  return { state, run, clear };
}

/** The sun-hours study of spec issue #17: computed in a worker, drawn on the facades, failing facades listed. */
export function SunHoursPanel({
  runtime,
  year,
  conceptOwners,
  names,
}: {
  runtime: SceneRuntime | null;
  year: number;
  conceptOwners: readonly string[];
  names: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState<number>(LIGHT_NORM_DAY.month);
  const [day, setDay] = useState<number>(LIGHT_NORM_DAY.day);
  const { state, run, clear } = useSunHoursStudy(runtime, conceptOwners, year);
  const months = monthNames(i18n.language);
  const outOfPeriod = month < 2 || (month === 2 && day < 19) || month > 10 || (month === 10 && day > 21);

  return (
    <Stack gap="xs" data-testid="sun-hours">
      <Text size="sm">{t('concepts3d.sunHoursIntro')}</Text>
      <Group gap="sm" align="end">
        <Select
          label={t('concepts3d.month')}
          w={140}
          value={String(month)}
          onChange={(v) => v && setMonth(Number(v))}
          data={months.map((m, i) => ({ value: String(i + 1), label: m }))}
          allowDeselect={false}
        />
        <NumberInput
          label={t('concepts3d.day')}
          w={80}
          min={1}
          max={31}
          value={day}
          onChange={(v) => typeof v === 'number' && setDay(v)}
        />
        <Button
          onClick={() => run(month, day)}
          loading={state.status === 'running'}
          disabled={!runtime}
          data-testid="run-sun-hours"
        >
          {t('concepts3d.runSunHours')}
        </Button>
        {state.status === 'done' && (
          <Button variant="subtle" onClick={clear}>
            {t('concepts3d.clearSunHours')}
          </Button>
        )}
      </Group>
      {outOfPeriod && (
        <Text size="xs" c="orange">
          {t('concepts3d.outsidePeriod')}
        </Text>
      )}
      {state.status === 'error' && (
        <Alert color="red">{t('concepts3d.sunHoursFailed', { message: state.message })}</Alert>
      )}
      {state.status === 'done' && <SunHoursResultView result={state.result} names={names} />}
    </Stack>
  );
}

/** A finished study: its summary, the colour legend of the hours and the facades that fail the norm. */
function SunHoursResultView({ result, names }: { result: SunHoursResult; names: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const failing = result.facades
    .filter((f) => !f.passes)
    .map((f) => ({ ...f, name: names[f.facade.owner] ?? f.facade.owner }));
  return (
    <>
      <Text size="sm" data-testid="sun-hours-summary">
        {t('concepts3d.sunHoursSummary', {
          points: formatNumber(result.hours.length, i18n.language),
          facades: formatNumber(result.facades.length, i18n.language),
          failing: formatNumber(failing.length, i18n.language),
          day: formatNumber(result.dayLengthHours, i18n.language, 1),
          ms: formatNumber(result.elapsedMs, i18n.language, 0),
        })}
      </Text>
      <Group gap={4} aria-label={t('concepts3d.legend')}>
        {[0, 1, 2, 4, 6].map((h) => (
          <Group key={h} gap={4} mr="sm">
            <span
              style={{
                width: 12,
                height: 12,
                display: 'inline-block',
                background: `rgb(${sunHoursColour(h)
                  .map((c) => Math.round(c * 255))
                  .join(',')})`,
              }}
            />
            <Text size="xs">{t('concepts3d.hours', { hours: h })}</Text>
          </Group>
        ))}
      </Group>
      <DataTable
        testId="failing-facades"
        label={t('concepts3d.failingFacades')}
        columns={columns(t, i18n.language)}
        rows={failing}
        rowId={(r) => r.facade.id}
        empty={t('concepts3d.noFailingFacades')}
        maxHeight={320}
        fz="xs"
      />
      <Text size="xs" c="dimmed">
        {t('concepts3d.normRule')}
      </Text>
    </>
  );
}
