import { Box, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeCoordinate } from '../../lib/links';
import type { MapView } from '../../lib/mapView';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import type { MapOverlay } from '../map/MapCanvas';
import { MapShell } from '../map/MapShell';
import type { FilterEditorContextValue } from './filterEditorContext';
import { queryFilters } from './filterDrafts';
import { ResultsPanel, useResultPages } from './ResultsPanel';
import { ScoreLegend } from './ScoreLegend';
import { absoluteTileUrl, scoreCirclePaint } from './scoreColours';
import type { ResultRow } from './searchClient';
import { useLiveSearch } from './useLiveSearch';
import { useSavedQuery } from './useSavedQuery';
import { useSearchCatalogue } from './useSearchCatalogue';
import { useSearchMap } from './useSearchMap';
import { WorkspaceHeader } from './WorkspaceHeader';
import { WorkspaceTabs } from './WorkspaceTabs';

const PLOT_ZOOM = 17;
/** a saved query opens at the view the builder had */
const queryPath = (id: number, v: MapView) => `/opportunities/queries/${id}/${encodeCoordinate(v.zoom, 2)}/${encodeCoordinate(v.lat)}/${encodeCoordinate(v.lon)}`;

/**
 * The opportunities workspace (/opportunities and /opportunities/queries/:query_id) on the one map shell
 * (useSearchMap): the saved queries, the filter editor with live counts and histograms, the map colouring the
 * matches by score, and the ranking with its explanations. With a `queryId` it opens that saved query, runs it
 * (POST /api/search/run) and saves edits (useSavedQuery).
 */
export function OpportunityWorkspace({ screen, queryId }: { screen: string; queryId?: number }) {
  const { t } = useTranslation();
  const catalogue = useSearchCatalogue();
  const entryOf = useCallback((key: string) => catalogue.byKey.get(key), [catalogue.byKey]);
  const query = useSavedQuery(queryId, entryOf);
  const { drafts, dispatch, readOnly } = query;
  const filters = useMemo(() => queryFilters(drafts, entryOf), [drafts, entryOf]);
  const ready = catalogue.isSuccess && (!queryId || query.saved.isSuccess);
  const live = useLiveSearch(filters, drafts, entryOf, ready);
  const pages = useResultPages(filters, ready);
  const [bounds, setBounds] = useState<[number, number, number, number] | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const { ws, pick, setPick, finishArea } = useSearchMap(dispatch);
  const { mode, view } = ws;

  const editor: FilterEditorContextValue = {
    entries: catalogue.data?.filters ?? [],
    entryOf,
    histogramOf: live.histogramOf,
    dataDomainOf: live.dataDomainOf,
    change: (uid, patch) => dispatch({ type: 'change', uid, patch }),
    remove: (uid) => {
      if (pick?.uid === uid) setPick(null);
      dispatch({ type: 'remove', uid });
    },
    addChild: (parentUid, key) => dispatch({ type: 'addChild', parentUid, key }),
    bounds,
    pick,
    setPick,
    areaPoints: mode.sketch.points.length,
    finishArea,
    readOnly,
  };
  const focusPlot = (row: ResultRow) => {
    setFocused(row.plotId);
    ws.setView({ lat: row.lat, lon: row.lon, zoom: Math.max(view?.zoom ?? 0, PLOT_ZOOM) });
  };
  const overlay = useMemo<MapOverlay | null>(
    () => (pages.tiles.data ? { id: 'search-matches', tiles: absoluteTileUrl(pages.tiles.data.tiles, window.location.origin), sourceLayer: 'search', paint: scoreCirclePaint(), maxzoom: 16 } : null),
    [pages.tiles.data],
  );
  const selected = mode.selection;
  const mapSelection = useMemo(() => (focused !== null && !selected.includes(focused) ? [...selected, focused] : selected), [selected, focused]);

  if (!view) return null;
  const status = query.notFound ? 'notFound' : catalogue.isError || query.saved.isError ? 'failed' : ready ? 'ready' : 'loading';
  return (
    <Box data-screen={screen} style={{ display: 'flex', gap: 12, height: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))', minHeight: 540 }}>
      <Paper withBorder w={410} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 'none' }}>
        <WorkspaceHeader queryId={queryId} query={query} live={live} plots={catalogue.isSuccess ? catalogue.data.plots : undefined} savedPath={(id) => queryPath(id, view)} />
        <WorkspaceTabs
          queryId={queryId}
          status={status}
          onRetry={() => void (catalogue.isError ? catalogue.refetch() : query.saved.refetch())}
          noPlots={catalogue.data?.plots === 0}
          editor={editor}
          drafts={drafts}
          onAdd={(key) => dispatch({ type: 'add', key, map: { bounds, centre: { lat: view.lat, lon: view.lon } } })}
          layers={ws.layers}
          onLayers={ws.setLayers}
          unavailableLayers={ws.unavailableLayers}
        />
      </Paper>
      <Stack gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Box pos="relative" style={{ flex: '1 1 55%', minHeight: 260, borderRadius: 4, overflow: 'hidden' }}>
          <MapShell workspace={ws} label={t('opportunities.map.label')} selectedPlotIds={mapSelection} overlay={overlay} onBoundsChange={setBounds} animateViewChanges />
          <ScoreLegend />
          {pick && (
            <Paper withBorder shadow="sm" p="xs" pos="absolute" top={10} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 2 }} role="status">
              <Text size="sm">{pick.kind === 'point' ? t('opportunities.point.hint') : t('opportunities.area.hint')}</Text>
            </Paper>
          )}
        </Box>
        <ResultsPanel queryId={queryId} readOnly={readOnly} pages={ready ? pages : null} entryOf={entryOf} selected={selected} setSelected={mode.setSelection} focused={focused} onFocus={focusPlot} />
      </Stack>
      {/* edited filters of a saved query are lost when the screen goes: ask first (a map move stays) */}
      <UnsavedChangesGuard dirty={query.dirty} />
    </Box>
  );
}
