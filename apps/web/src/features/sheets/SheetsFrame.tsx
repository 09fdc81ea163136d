import { Alert, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { FinanceError, FinanceParametersInput } from '@plotwise/core/finance/index';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../api/ApiError';
import { useEntityList } from '../../api/queries';
import { useSession } from '../../api/session';
import { NotFoundScreen } from '../../app/NotFoundScreen';
import { useCurrentContext } from '../../app/currentContext';
import { formatNumber } from '../../lib/format';
import { ScreenTitle } from '../shared/ScreenTitle';
import { ComparisonPanel } from './ComparisonPanel';
import { ExcelExportButton } from './ExcelExportButton';
import { FinanceParametersPanel } from './FinanceParametersPanel';
import { parseSteps } from './sensitivityGrid';
import { sheetTabs, sheetUrl, type SheetPath } from './sheetLinks';
import { useConceptSheets } from './useConceptSheets';
import { SheetContext, type SheetContextValue } from './sheetContext';
import { useSheetsData } from './useSheetsData';

const DEFAULT_STEPS = [-10, 0, 10];

/** An engine error in words: the code's sentence and the field it is about. */
function useFinanceErrorText() {
  const { t } = useTranslation();
  return (e: FinanceError) => `${t(`sheets.errorCodes.${e.code}`)} (${e.path})`;
}

function LocationPicker({ screen, path }: { screen: string; path: SheetPath }) {
  const { t } = useTranslation();
  const locations = useEntityList('locations', { limit: 200, order: 'name', where: { archived: false } });
  const [choice, setChoice] = useState<string | null>(null);
  if (choice) return <Navigate to={sheetUrl(path, choice)} replace />;
  return (
    <Stack data-screen={screen} maw={520}>
      <ScreenTitle title={t(`screens.${screen}`)} intro={t('sheets.chooseLocation')} />
      <Select
        label={t('sheets.location')}
        searchable
        data={(locations.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name || `#${l.id}` }))}
        onChange={setChoice}
        data-testid="sheets-location-picker"
      />
    </Stack>
  );
}

/**
 * The frame of the seven sheets: the location (from the route, or the one the user works on), a concept picker,
 * tabs between the sheets, the finance parameters panel and the comparison of concepts; the sheet itself gets
 * the computed figures through useSheet().
 */
export function SheetsFrame({ screen, path, children }: { screen: string; path: SheetPath; children: ReactNode }) {
  const params = useParams();
  const current = useCurrentContext();
  const { data: session } = useSession();
  const routeId = params.location_id;
  const fallback = current.locationId ?? (session?.user.current_location ? String(session.user.current_location) : undefined);
  // without a location in the route, the one the user works on (the URL stays as it is; the tabs name it)
  const chosen = routeId ?? fallback;
  if (!chosen) return <LocationPicker screen={screen} path={path} />;
  const id = Number(chosen);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen />;
  return (
    <LoadedFrame screen={screen} path={path} locationId={id} currentConcept={session?.user.current_concept ?? null}>
      {children}
    </LoadedFrame>
  );
}

function LoadedFrame({ screen, path, locationId, currentConcept, children }: { screen: string; path: SheetPath; locationId: number; currentConcept: number | string | null; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [search, setSearchParams] = useSearchParams();
  const [panel, setPanel] = useState(false);
  const data = useSheetsData(locationId);
  const concepts = data.concepts.data?.items;
  const asked = Number(search.get('concept'));
  const conceptId =
    concepts?.find((c) => c.id === asked)?.id ?? concepts?.find((c) => String(c.id) === String(currentConcept))?.id ?? concepts?.[0]?.id;
  const land = search.get('land');
  const landPriceEuros = land === null ? undefined : land === 'rgw' ? null : Number.isFinite(Number(land)) ? Number(land) : undefined;
  const stepsText = search.get('steps');
  const stepsPercent = useMemo(() => (stepsText ? (parseSteps(stepsText) ?? DEFAULT_STEPS) : DEFAULT_STEPS), [stepsText]);
  const parameters = (data.location.data?.cfg?.finance_parameters ?? undefined) as FinanceParametersInput | undefined;
  const result = useConceptSheets(
    conceptId,
    { plotAreaSquareMeters: data.location.data?.plotsize ?? 0, units: data.units.data?.items, costs: data.costs.data?.items, parameters: data.location.data ? (parameters ?? {}) : undefined },
    { landPriceEuros, stepsPercent },
  );
  const errorText = useFinanceErrorText();
  const setSearch = (key: string, value: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (isNotFound(data.location.error)) return <NotFoundScreen />;
  const failed = data.location.error ?? data.units.error ?? data.costs.error ?? data.concepts.error ?? data.constraints.error;
  if (failed)
    return (
      <Stack data-screen={screen}>
        <Alert color="red" role="alert" title={t('sheets.loadFailed')}>
          {failed.message}
        </Alert>
      </Stack>
    );
  const location = data.location.data;
  if (!location || !concepts || !data.units.data || !data.costs.data || !data.constraints.data)
    return (
      <Center data-screen={screen} mih={240}>
        <Loader aria-label={t('sheets.loading')} />
      </Center>
    );

  const ctx: SheetContextValue = {
    locationId,
    location,
    units: data.units.data.items,
    costs: data.costs.data.items,
    constraints: data.constraints.data.items,
    concepts,
    conceptId,
    parameters: parameters ?? {},
    result,
    landPriceEuros,
    stepsPercent,
    setSearch,
    link: (p) => sheetUrl(p, locationId, search),
  };
  const view = result.view;
  const compare = search.get('compare');
  return (
    <SheetContext.Provider value={ctx}>
      <Stack data-screen={screen} gap="sm">
        <Group justify="space-between" align="flex-end">
          <ScreenTitle title={`${t(`screens.${screen}`)} · ${location.name || `#${locationId}`}`} />
          <Group align="flex-end" gap="xs">
            {concepts.length > 0 && (
              <Select
                label={t('sheets.concept')}
                data={concepts.map((c) => ({ value: String(c.id), label: c.name || `#${c.id}` }))}
                value={conceptId === undefined ? null : String(conceptId)}
                onChange={(v) => v && setSearch('concept', v)}
                allowDeselect={false}
                data-testid="sheets-concept"
              />
            )}
            <Button variant="light" onClick={() => setPanel(true)} data-testid="open-parameters">
              {t('sheets.parameters.open')}
            </Button>
            <Button variant={compare ? 'filled' : 'light'} onClick={() => setSearch('compare', compare ? null : 'on')} data-testid="toggle-compare" aria-pressed={!!compare}>
              {t('sheets.compare.toggle')}
            </Button>
            <ExcelExportButton />
          </Group>
        </Group>
        <Group component="nav" aria-label={t('sheets.tabs')} gap={4}>
          {sheetTabs.map((s) => (
            <Button key={s.path} component={Link} to={sheetUrl(s.path, locationId, search)} size="compact-sm" variant={s.path === path ? 'light' : 'subtle'} aria-current={s.path === path ? 'page' : undefined} data-testid={`sheet-tab-${s.path.replace('/', '-')}`}>
              {t(`screens.${s.screen}`)}
            </Button>
          ))}
        </Group>
        {compare && <ComparisonPanel />}
        {concepts.length === 0 && (
          <Alert color="yellow" data-testid="no-concepts">
            {t('sheets.noConcepts')}{' '}
            <Link to={`/concepts/${locationId}`}>{t('sheets.toConcepts')}</Link>
          </Alert>
        )}
        {result.status === 'loading' && conceptId !== undefined && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('sheets.generating')}</Text>
          </Group>
        )}
        {result.status === 'error' && (
          <Alert color="red" role="alert" title={t('sheets.generationFailed')}>
            {result.error}
          </Alert>
        )}
        {view && !view.ok && (
          <Alert color="red" role="alert" title={t('sheets.cannotCompute')} data-testid="finance-errors">
            <ul style={{ margin: 0 }}>
              {view.errors.map((e) => (
                <li key={e.path + e.code}>{errorText(e)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {result.status === 'ready' && result.generated?.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-buildings">
            {t('sheets.noBuildings')}
          </Text>
        )}
        {children}
        {result.computeMs !== undefined && (
          <Text size="xs" c="dimmed" data-testid="compute-ms">
            {t('sheets.computedIn', { ms: formatNumber(result.computeMs, i18n.language, 1) })}
          </Text>
        )}
      </Stack>
      <FinanceParametersPanel opened={panel} onClose={() => setPanel(false)} />
    </SheetContext.Provider>
  );
}
