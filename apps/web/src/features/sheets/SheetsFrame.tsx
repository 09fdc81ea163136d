import { Alert, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { constraintsInForce } from '@plotwise/core/zoning/index';
import type { FinanceError, FinanceParametersInput } from '@plotwise/core/finance/index';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../api/ApiError';
import { useSession } from '../../api/session';
import { NotFoundScreen } from '../../app/NotFoundScreen';
import { useCurrentContext } from '../../app/currentContext';
import { formatNumber } from '../../lib/format';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { ComparisonPanel } from './ComparisonPanel';
import { ExcelExportButton } from './ExcelExportButton';
import { FinanceParametersPanel } from './FinanceParametersPanel';
import { FinanceWarnings } from './FinanceWarnings';
import { LocationPicker, SheetTabs } from './SheetNavigation';
import { sheetUrl, type SheetPath } from './sheetLinks';
import { useConceptSheets, type ConceptSheets } from './useConceptSheets';
import { SheetContext, type SheetContextValue } from './sheetContext';
import { useSheetsData, type ConceptRow } from './useSheetsData';
import { useSheetViewSettings } from './useSheetViewSettings';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { DetailsToggle } from '../../ui/DetailsToggle';

/** An engine error in words: the code's sentence and the field it is about. */
function useFinanceErrorText() {
  const { t } = useTranslation();
  return (e: FinanceError) => `${t(`sheets.errorCodes.${e.code}`)} (${e.path})`;
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
  const [panel, setPanel] = useState(false);
  const data = useSheetsData(locationId);
  const concepts = data.concepts.data?.items;
  const { search, conceptId, landPriceEuros, stepsPercent, setSearch, compare } = useSheetViewSettings(concepts, currentConcept);
  const parameters = (data.location.data?.cfg?.finance_parameters ?? undefined) as FinanceParametersInput | undefined;
  const result = useConceptSheets(
    locationId,
    conceptId,
    { units: data.units.data?.items, costs: data.costs.data?.items, parameters: data.location.data ? (parameters ?? {}) : undefined },
    { landPriceEuros, stepsPercent },
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
        <LoadingIndicator label={t('sheets.loading')} />
      </Center>
    );

  const ctx: SheetContextValue = {
    locationId,
    location,
    units: data.units.data.items,
    costs: data.costs.data.items,
    // the sheets check the constraints in force: a hand one may replace a derived one (core constraintsInForce)
    constraints: constraintsInForce(data.constraints.data.items).inForce,
    concepts,
    conceptId,
    parameters: parameters ?? {},
    result,
    landPriceEuros,
    stepsPercent,
    setSearch,
    link: (p) => sheetUrl(p, locationId, search),
  };
  return (
    <SheetContext.Provider value={ctx}>
      <Stack data-screen={screen} gap="sm">
        <Group justify="space-between" align="flex-end">
          <ScreenTitle title={`${t(`screens.${screen}`)} · ${location.name || `#${locationId}`}`} />
          <FrameActions concepts={concepts} conceptId={conceptId} compare={compare} setSearch={setSearch} openParameters={() => setPanel(true)} />
        </Group>
        <SheetTabs path={path} locationId={locationId} search={search} />
        {compare && <ComparisonPanel />}
        {concepts.length === 0 && (
          <Alert color="yellow" data-testid="no-concepts">
            {t('sheets.noConcepts')}{' '}
            <Link to={`/concepts/${locationId}`}>{t('sheets.toConcepts')}</Link>
          </Alert>
        )}
        <SheetsStatus result={result} conceptId={conceptId} />
        {result.view?.ok && <FinanceWarnings warnings={result.view.sheets.warnings} locationId={locationId} link={ctx.link} />}
        {children}
        {result.computeMs !== undefined && (
          // a figure for whoever tunes the product, not for the user reading the sheets (issue #42 item 3)
          <DetailsToggle testId="compute-ms">
            <Text size="xs" c="dimmed">
              {t('sheets.computedIn', { ms: formatNumber(result.computeMs, i18n.language, 1) })}
            </Text>
          </DetailsToggle>
        )}
      </Stack>
      <FinanceParametersPanel opened={panel} onClose={() => setPanel(false)} />
    </SheetContext.Provider>
  );
}

/** The frame's controls beside the title: the concept picker, the parameters panel, the comparison and the export. */
function FrameActions({ concepts, conceptId, compare, setSearch, openParameters }: { concepts: ConceptRow[]; conceptId: number | undefined; compare: string | null; setSearch: SheetContextValue['setSearch']; openParameters: () => void }) {
  const { t } = useTranslation();
  return (
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
      <Button variant="light" onClick={openParameters} data-testid="open-parameters">
        {t('sheets.parameters.open')}
      </Button>
      <Button variant={compare ? 'filled' : 'light'} onClick={() => setSearch('compare', compare ? null : 'on')} data-testid="toggle-compare" aria-pressed={!!compare}>
        {t('sheets.compare.toggle')}
      </Button>
      <ExcelExportButton />
    </Group>
  );
}

/** Where the computation of the chosen concept is: generating, failed, not computable, or without buildings. */
function SheetsStatus({ result, conceptId }: { result: ConceptSheets; conceptId: number | undefined }) {
  const { t } = useTranslation();
  const errorText = useFinanceErrorText();
  const view = result.view;
  return (
    <>
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
    </>
  );
}
