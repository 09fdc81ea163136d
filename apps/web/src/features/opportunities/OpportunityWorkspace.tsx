import { Alert, Anchor, Box, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { filterGroups, general, type FilterReferenceInput } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { entityKeys, useEntityDetail } from '../../api/queries';
import { storedSettings } from '../../app/storedSettings';
import { useCapabilities } from '../../app/useCapabilities';
import { useUserCfg } from '../../app/useUserCfg';
import { useRouteMapView } from '../../app/useRouteMapView';
import { formatDate, formatNumber } from '../../lib/format';
import { encodeCoordinate } from '../../lib/links';
import { DEFAULT_MAP_VIEW } from '../../lib/mapView';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { LayerPanel } from '../map/LayerPanel';
import { useLayerChoice } from '../map/useLayerChoice';
import { MapCanvas, type MapClick, type MapOverlay } from '../map/MapCanvas';
import { addPoint, emptySketch, finishSketch, removeLastPoint, sketchPolygon, type MapMode, type Sketch } from '../map/sketch';
import { useOpenOnData } from '../map/useOpenOnData';
import { useDerivedState } from '../shared/useDerivedState';
import { refusalText } from '../users/refusalText';
import { FilterEditor } from './FilterEditor';
import { FilterEditorContext, type FilterEditorContextValue, type MapPick } from './filterEditorContext';
import { appendDraft, cfgFilters, draftOf, draftsFromStored, insertDraftByGroup, queryFilters, removeDraft, sameFilters, updateDraft, type FilterDraft } from './filterDrafts';
import { QueryDialog, queryFieldsOf, type QueryFields } from './QueryDialog';
import { QueryList } from './QueryList';
import { ResultTable } from './ResultTable';
import { absoluteTileUrl, SCORE_STOPS, scoreCirclePaint } from './scoreColours';
import { searchClient, type ResultRow, type SearchQueryRecord } from './searchClient';
import { useDelayedFlag } from './useDebounced';
import { useLiveSearch, useRankedResults } from './useLiveSearch';
import { searchKeys, useSearchCatalogue } from './useSearchCatalogue';

/** The unsaved query of /opportunities, kept in the browser between visits. */
const BUILDER_KEY = 'opportunities.builder';
const PLOT_ZOOM = 17;
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** The run stored with a saved query (cfg.lastResults), in the shape of a run's answer; none before its first run. */
function lastRunOf(q: SearchQueryRecord | undefined): { count: number; newCount: number; ranAt: string; stored: boolean } | null {
  const last = q?.cfg?.lastResults;
  return last?.ranAt && last.count !== undefined ? { count: last.count, newCount: last.newCount ?? 0, ranAt: last.ranAt, stored: true } : null;
}

function ScoreLegend() {
  const { t } = useTranslation();
  const gradient = `linear-gradient(to right, ${SCORE_STOPS.map(([s, c]) => `${c} ${s}%`).join(', ')})`;
  return (
    <Paper withBorder shadow="xs" p={6} pos="absolute" bottom={36} left={10} style={{ zIndex: 2 }} data-testid="score-legend">
      <Text size="xs" fw={600}>
        {t('opportunities.map.legend')}
      </Text>
      <div aria-hidden style={{ width: 140, height: 8, background: gradient, borderRadius: 2, margin: '4px 0 2px' }} />
      <Group justify="space-between">
        <Text size="xs">0</Text>
        <Text size="xs">100</Text>
      </Group>
    </Paper>
  );
}

/**
 * The opportunities workspace (/opportunities and /opportunities/queries/:query_id): the saved queries, the
 * filter editor with live counts and histograms, the map colouring the matches by score, and the ranking with
 * its explanations. With a `queryId` it opens that saved query, runs it (POST /api/search/run) and saves edits.
 */
export function OpportunityWorkspace({ screen, queryId }: { screen: string; queryId?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { view, setView, isDefault, inRoute } = useRouteMapView();
  const catalogue = useSearchCatalogue();
  const entryOf = useCallback((key: string) => catalogue.byKey.get(key), [catalogue.byKey]);

  // the saved query (route 2) or the remembered unsaved one (route 1)
  const saved = useEntityDetail('searchqueries', queryId, 3);
  // the stored filters as text: a refetch that only brings new last results (after every run) keeps the edits on screen
  const savedFilters = queryId && saved.data ? JSON.stringify(cfgFilters(draftsFromStored(saved.data.cfg?.filters))) : null;
  const savedDrafts = useMemo(() => (savedFilters ? (JSON.parse(savedFilters) as FilterReferenceInput[]).map(draftOf) : []), [savedFilters]);
  const [drafts, setDraftsState] = useDerivedState(savedFilters, (json) =>
    (json ? (JSON.parse(json) as FilterReferenceInput[]) : queryId ? [] : (storedSettings.get<FilterReferenceInput[]>(BUILDER_KEY) ?? [])).map(draftOf),
  );
  const setDrafts = useCallback(
    (next: FilterDraft[]) => {
      setDraftsState(next);
      if (!queryId) storedSettings.set(BUILDER_KEY, cfgFilters(next));
    },
    [queryId, setDraftsState],
  );
  const dirty = queryId ? saved.isSuccess && !sameFilters(drafts, savedDrafts) : false;

  const filters = useMemo(() => queryFilters(drafts, entryOf), [drafts, entryOf]);
  const ready = catalogue.isSuccess && (!queryId || saved.isSuccess);
  const live = useLiveSearch(filters, drafts, entryOf, ready);
  const counting = useDelayedFlag(live.countSettling);

  const filtersKey = JSON.stringify(filters);
  const [pageState, setPageState] = useState({ key: filtersKey, index: 0 });
  const pageIndex = pageState.key === filtersKey ? pageState.index : 0;
  // rows per page: the user's list size (user cfg listSize), within what the search answers at once
  const { cfg } = useUserCfg();
  const pageSize = Math.min(general.maxListSize, Math.max(1, cfg.listSize));
  const ranked = useRankedResults(filters, pageIndex, pageSize, ready);

  // map state
  const [layers, setLayers] = useLayerChoice();
  const [bounds, setBounds] = useState<[number, number, number, number] | null>(null);
  const [pick, setPickState] = useState<MapPick | null>(null);
  const [sketch, setSketch] = useState<Sketch>(emptySketch);
  const setPick = useCallback((p: MapPick | null) => {
    setPickState(p);
    setSketch(emptySketch);
  }, []);
  const [selected, setSelected] = useState<number[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const [tab, setTab] = useState<string | null>('filters');
  const [dialog, setDialog] = useState<'saveAs' | 'edit' | null>(null);

  const change = useCallback((uid: string, patch: Partial<Omit<FilterDraft, 'uid'>>) => setDrafts(updateDraft(drafts, uid, patch)), [drafts, setDrafts]);
  const finishArea = useCallback(() => {
    const polygon = sketchPolygon(finishSketch(sketch));
    if (pick?.kind === 'area' && polygon) change(pick.uid, { polygon });
    setPick(null);
  }, [sketch, pick, change, setPick]);

  const addFilter = (key: string) => {
    const entry = entryOf(key);
    if (!entry) return;
    const d = draftOf(entry.newReference);
    if (entry.kind === 'region' && entry.region === 'bbox' && bounds) [d.param1, d.param2, d.param3, d.param4] = bounds.map(round);
    if (entry.kind === 'region' && entry.region === 'point' && view) [d.param1, d.param2] = [round(view.lat), round(view.lon)];
    const rank = (k: string) => filterGroups.indexOf((entryOf(k)?.group ?? 'or_choice') as (typeof filterGroups)[number]);
    setDrafts(insertDraftByGroup(drafts, d, rank));
  };

  // route 2: a run is recorded when the user asks for it (run, save) or the scheduler does - not by opening the query
  const run = useMutation({
    mutationFn: (id: number) => searchClient.run(id),
    onSuccess: (_out, id) => {
      void qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') });
      void qc.invalidateQueries({ queryKey: searchKeys.activity(id) });
    },
  });
  const { mutate: runQuery } = run;
  // the last run shown: this visit's, else the one stored with the query
  const lastRun = run.data ?? lastRunOf(saved.data);
  // a company that may only read gets results but no stored runs: nothing to save or create either
  const capabilities = useCapabilities();
  const readOnly = capabilities?.write === false || run.data?.stored === false;

  const editor: FilterEditorContextValue = {
    entries: catalogue.data?.filters ?? [],
    entryOf,
    histogramOf: live.histogramOf,
    dataDomainOf: live.dataDomainOf,
    change,
    remove: (uid) => {
      if (pick?.uid === uid) setPick(null);
      setDrafts(removeDraft(drafts, uid));
    },
    addChild: (parentUid, key) => {
      const entry = entryOf(key);
      if (entry) setDrafts(appendDraft(drafts, draftOf(entry.newReference), parentUid));
    },
    bounds,
    pick,
    setPick,
    areaPoints: sketch.points.length,
    finishArea,
    readOnly,
  };


  const save = useMutation({
    mutationFn: () => api.update('searchqueries', queryId!, { cfg: { filters: cfgFilters(drafts) } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') });
      runQuery(queryId!);
    },
  });
  const editQuery = useMutation({
    mutationFn: (f: QueryFields) => api.update('searchqueries', queryId!, f),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') });
      setDialog(null);
    },
  });
  const saveAs = useMutation({
    mutationFn: async (f: QueryFields) => {
      const created = await api.create('searchqueries', { ...f, cfg: { filters: cfgFilters(drafts) } });
      // saving a query is asking for its matches: its first run is the base of "newly matching" later
      await searchClient.run(created.id);
      return created;
    },
    onSuccess: async (created) => {
      const id = created.id;
      await qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') });
      setDialog(null);
      storedSettings.remove(BUILDER_KEY);
      if (id) navigate(view ? `/opportunities/queries/${id}/${encodeCoordinate(view.zoom, 2)}/${encodeCoordinate(view.lat)}/${encodeCoordinate(view.lon)}` : `/opportunities/queries/${id}`);
    },
  });
  const toLocations = useMutation({
    mutationFn: () => searchClient.toLocations(queryId!, selected),
    onSuccess: () => {
      setSelected([]);
      void qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
    },
  });

  useOpenOnData({ isDefault, inRoute }, setView, { minZoom: 13 });

  // keyboard on the map tools: Escape stops picking or drawing, Backspace takes back a corner, Enter closes the area
  useEffect(() => {
    if (!pick) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (e.key === 'Escape') setPick(null);
      else if (pick.kind === 'area' && e.key === 'Backspace') setSketch(removeLastPoint);
      else if (pick.kind === 'area' && e.key === 'Enter') finishArea();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pick, setPick, finishArea]);

  const onMapClick = (c: MapClick) => {
    if (pick?.kind === 'point') {
      change(pick.uid, { param1: round(c.lngLat[1]), param2: round(c.lngLat[0]) });
      setPick(null);
      return;
    }
    if (pick?.kind === 'area') {
      setSketch((s) => addPoint(s, c.lngLat));
      return;
    }
    const plotId = Number(c.overlay?.properties.plot_id ?? NaN);
    if (Number.isFinite(plotId) && plotId > 0) setSelected((s) => (s.includes(plotId) ? s.filter((x) => x !== plotId) : [...s, plotId]));
  };
  const focusPlot = (row: ResultRow) => {
    setFocused(row.plotId);
    setView({ lat: row.lat, lon: row.lon, zoom: Math.max(view?.zoom ?? 0, PLOT_ZOOM) });
  };

  const overlay = useMemo<MapOverlay | null>(
    () => (ranked.tiles.data ? { id: 'search-matches', tiles: absoluteTileUrl(ranked.tiles.data.tiles, window.location.origin), sourceLayer: 'search', paint: scoreCirclePaint(), maxzoom: 16 } : null),
    [ranked.tiles.data],
  );
  const mode: MapMode = pick?.kind === 'area' ? 'draw_plot' : pick?.kind === 'point' ? 'measure' : 'default';
  const mapSelection = useMemo(() => (focused !== null && !selected.includes(focused) ? [...selected, focused] : selected), [selected, focused]);

  if (!view) return null;
  const count = live.count.data?.count;
  const notFound = queryId && saved.isError && isApiError(saved.error) && saved.error.status === 404;
  const title = queryId ? (saved.data?.name ?? t('screens.opportunities.query')) : t('opportunities.builder.title');

  return (
    <Box data-screen={screen} style={{ display: 'flex', gap: 12, height: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))', minHeight: 540 }}>
      <Paper withBorder w={410} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 'none' }}>
        <Stack p="sm" gap={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="workspace-title">
              {title}
            </Title>
            {queryId && saved.data && (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => setDialog('edit')} disabled={readOnly}>
                  {t('opportunities.builder.edit')}
                </Button>
                <Button size="compact-xs" variant="subtle" component={Link} to={`/opportunities/queries/${queryId}/activity`} data-testid="activity-link">
                  {t('opportunities.queries.activity')}
                </Button>
              </Group>
            )}
          </Group>
          {catalogue.isSuccess && (
            <Group gap="xs" wrap="nowrap" align="center">
              <Text size="lg" fw={700} data-testid="match-count" data-count={count ?? ''} data-settling={live.countSettling} aria-live="polite">
                {count === undefined ? '…' : t('opportunities.count.matches', { count, formatted: formatNumber(count, lang, 0) })}
              </Text>
              {counting && <Loader size="xs" aria-label={t('opportunities.count.updating')} />}
              <Text size="xs" c="gray.7">
                {t('opportunities.count.of', { formatted: formatNumber(catalogue.data.plots, lang, 0) })}
              </Text>
            </Group>
          )}
          {live.count.isError && (
            <Text size="xs" c="red.8" role="alert">
              {refusalText(live.count.error, t)}
            </Text>
          )}
          {queryId ? (
            <Group gap="xs">
              <Button size="xs" disabled={!dirty || readOnly} loading={save.isPending} onClick={() => save.mutate()} data-testid="save-query">
                {t('opportunities.builder.save')}
              </Button>
              <Button size="xs" variant="default" disabled={!dirty} onClick={() => setDrafts(savedDrafts)}>
                {t('opportunities.builder.revert')}
              </Button>
              <Button size="xs" variant="default" loading={run.isPending} disabled={dirty} onClick={() => runQuery(queryId)}>
                {t('opportunities.builder.runAgain')}
              </Button>
              {dirty && (
                <Text size="xs" c="orange.9">
                  {t('opportunities.builder.unsaved')}
                </Text>
              )}
            </Group>
          ) : (
            <Group gap="xs">
              <Button size="xs" disabled={!drafts.length} onClick={() => setDialog('saveAs')} data-testid="save-as-query">
                {t('opportunities.builder.saveAs')}
              </Button>
              <Button size="xs" variant="default" disabled={!drafts.length} onClick={() => setDrafts([])}>
                {t('opportunities.builder.clear')}
              </Button>
            </Group>
          )}
          {save.isError && (
            <Text size="xs" c="red.8" role="alert">
              {refusalText(save.error, t)}
            </Text>
          )}
          {lastRun && (
            <Text size="xs" data-testid="run-summary" role="status">
              {t('opportunities.run.summary', {
                count: lastRun.count,
                formatted: formatNumber(lastRun.count, lang, 0),
                date: formatDate(lastRun.ranAt, lang, true),
              })}{' '}
              {t('opportunities.run.new', { count: lastRun.newCount, formatted: formatNumber(lastRun.newCount, lang, 0) })}
              {!lastRun.stored && ` ${t('opportunities.run.notStored')}`}
            </Text>
          )}
          {run.isError && (
            <Text size="xs" c="red.8" role="alert">
              {t('opportunities.run.failed')} {refusalText(run.error, t)}
            </Text>
          )}
        </Stack>
        <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          <Tabs.List grow>
            <Tabs.Tab value="filters" data-testid="tab-filters">
              {t('opportunities.tabs.filters')}
            </Tabs.Tab>
            <Tabs.Tab value="queries" data-testid="tab-queries">
              {t('opportunities.tabs.queries')}
            </Tabs.Tab>
            <Tabs.Tab value="layers">{t('opportunities.tabs.layers')}</Tabs.Tab>
          </Tabs.List>
          <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 'var(--mantine-spacing-sm)' }}>
            <Tabs.Panel value="filters">
              {notFound ? (
                <Alert color="red" variant="light" role="alert">
                  <Text size="sm">{t('opportunities.builder.notFound')}</Text>
                  <Anchor component={Link} to="/opportunities" size="sm">
                    {t('opportunities.builder.toList')}
                  </Anchor>
                </Alert>
              ) : catalogue.isError || saved.isError ? (
                <Alert color="red" variant="light" role="alert">
                  <Text size="sm">{t('opportunities.builder.loadFailed')}</Text>
                  <Button size="compact-xs" variant="light" mt={4} onClick={() => void (catalogue.isError ? catalogue.refetch() : saved.refetch())}>
                    {t('opportunities.retry')}
                  </Button>
                </Alert>
              ) : !ready ? (
                <Group gap="xs" aria-busy="true">
                  <Loader size="xs" />
                  <Text size="sm">{t('opportunities.builder.loading')}</Text>
                </Group>
              ) : (
                <Stack gap="sm">
                  {catalogue.data?.plots === 0 && (
                    <Alert color="yellow" variant="light">
                      <Text size="sm">{t('opportunities.builder.noPlots')}</Text>
                    </Alert>
                  )}
                  <FilterEditorContext.Provider value={editor}>
                    <FilterEditor drafts={drafts} onAdd={addFilter} />
                  </FilterEditorContext.Provider>
                </Stack>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="queries">
              <QueryList activeId={queryId} readOnly={readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="layers">
              <LayerPanel state={layers} onChange={setLayers} />
            </Tabs.Panel>
          </div>
        </Tabs>
      </Paper>

      <Stack gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Box pos="relative" style={{ flex: '1 1 55%', minHeight: 260, borderRadius: 4, overflow: 'hidden' }}>
          <MapCanvas
            view={view ?? DEFAULT_MAP_VIEW}
            onViewChange={setView}
            layers={layers}
            language={lang}
            mode={mode}
            selectedPlotIds={mapSelection}
            sketch={sketch}
            onClick={onMapClick}
            onDoubleClick={pick?.kind === 'area' ? finishArea : undefined}
            label={t('opportunities.map.label')}
            overlay={overlay}
            onBoundsChange={setBounds}
            animateViewChanges
          />
          <ScoreLegend />
          {pick && (
            <Paper withBorder shadow="sm" p="xs" pos="absolute" top={10} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 2 }} role="status">
              <Text size="sm">{pick.kind === 'point' ? t('opportunities.point.hint') : t('opportunities.area.hint')}</Text>
            </Paper>
          )}
        </Box>
        <Paper withBorder p="sm" style={{ flex: '1 1 45%', minHeight: 0, overflowY: 'auto' }} data-testid="results">
          <Group justify="space-between" mb="xs" gap="xs">
            <Title order={2} size="h5">
              {t('opportunities.results.title')}
            </Title>
            <Group gap="xs">
              {selected.length > 0 && (
                <Text size="xs" data-testid="selection-count">
                  {t('opportunities.results.selected', { count: selected.length })}
                </Text>
              )}
              {selected.length > 0 && (
                <Button size="compact-xs" variant="subtle" onClick={() => setSelected([])}>
                  {t('opportunities.results.clearSelection')}
                </Button>
              )}
              <Button
                size="compact-xs"
                disabled={!queryId || !selected.length || readOnly}
                loading={toLocations.isPending}
                onClick={() => toLocations.mutate()}
                title={!queryId ? t('opportunities.results.saveFirst') : undefined}
                data-testid="create-locations"
              >
                {selected.length ? t('opportunities.results.createLocations', { count: selected.length }) : t('opportunities.results.createLocationsNone')}
              </Button>
            </Group>
          </Group>
          {!queryId && selected.length > 0 && (
            <Text size="xs" mb="xs">
              {t('opportunities.results.saveFirst')}
            </Text>
          )}
          {toLocations.data && (
            <Alert color="teal" variant="light" mb="xs" withCloseButton onClose={() => toLocations.reset()} closeButtonLabel={t('opportunities.close')} role="status">
              <Text size="sm">
                {t('opportunities.results.created', { count: toLocations.data.created.length })}{' '}
                {toLocations.data.existing.length > 0 && t('opportunities.results.existing', { count: toLocations.data.existing.length })}{' '}
                <Anchor component={Link} to="/locations/list" size="sm">
                  {t('opportunities.results.toLocations')}
                </Anchor>
              </Text>
            </Alert>
          )}
          {toLocations.isError && (
            <Alert color="red" variant="light" mb="xs" role="alert">
              {refusalText(toLocations.error, t)}
            </Alert>
          )}
          {ready ? (
            <ResultTable
              page={ranked.results.data}
              pending={ranked.resultsSettling}
              error={ranked.results.error}
              onRetry={() => void ranked.results.refetch()}
              pageIndex={pageIndex}
              pageSize={pageSize}
              onPage={(index) => setPageState({ key: filtersKey, index })}
              entryOf={entryOf}
              selected={selected}
              onToggle={(id, on) => setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)))}
              onFocus={focusPlot}
              focusedId={focused}
            />
          ) : null}
        </Paper>
      </Stack>

      {/* edited filters of a saved query are lost when the screen goes: ask first (a map move stays) */}
      <UnsavedChangesGuard dirty={dirty} />
      <QueryDialog
        opened={dialog === 'saveAs'}
        title={t('opportunities.builder.saveAs')}
        submitLabel={t('opportunities.builder.saveAsSubmit')}
        pending={saveAs.isPending}
        error={saveAs.error}
        onSubmit={(f) => saveAs.mutate(f)}
        onClose={() => setDialog(null)}
      />
      <QueryDialog
        opened={dialog === 'edit'}
        title={t('opportunities.queries.editTitle')}
        submitLabel={t('common.save')}
        initial={saved.data ? queryFieldsOf(saved.data) : undefined}
        pending={editQuery.isPending}
        error={editQuery.error}
        onSubmit={(f) => editQuery.mutate(f)}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
