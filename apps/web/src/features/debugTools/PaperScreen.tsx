import { Box, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { LAYER_CATALOGUE } from '@plotwise/contracts/layers/layerCatalogue';
import type { LayerDefinition } from '@plotwise/contracts/layers/layerDefinition';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEntityList } from '../../api/queries';
import { storedSettings } from '../../app/storedSettings';
import { formatDate, formatLength, formatNumber } from '../../lib/format';
import { DEFAULT_MAP_VIEW, type MapView } from '../../lib/mapView';
import { staffScreen } from '../../ui/AdminFrame';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { MapCanvas } from '../map/MapCanvas';
import { emptySketch } from '../map/sketch';
import { useStoredLayers } from './DebugMap';
import { PAPER_SIZES, printScale, scaleBar, sheetMillimetres, viewOfSearch, type Orientation, type PaperSize } from './paperView';
import './paper.css';

const NO_PLOTS: number[] = [];
const noop = () => {};
/** CSS pixels per millimetre (96 per inch). */
const PX_PER_MM = 96 / 25.4;

/** The north arrow: it points where north lies on the rotated map. */
function NorthArrow({ bearing, label }: { bearing: number; label: string }) {
  return (
    <svg width="12mm" height="14mm" viewBox="0 0 24 28" role="img" aria-label={label} data-testid="paper-north">
      <g transform={`rotate(${-bearing} 12 15)`}>
        <polygon points="12,4 18,24 12,19 6,24" fill="#111" />
      </g>
      <text x="12" y="4" fontSize="5" textAnchor="middle" fill="#111">
        N
      </text>
    </svg>
  );
}

type Lang = 'nl' | 'en';

/** The legend of the data layers on the sheet, in columns; each layer with up to eight of its legend entries. */
function PaperLegend({ layers, lang, columns }: { layers: LayerDefinition[]; lang: Lang; columns: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="paper-legend" style={{ columnCount: columns, columnGap: '6mm', fontSize: '8pt', flex: 1 }}>
      <Text fw={700} fz="9pt">
        {t('debugTools.paper.legend')}
      </Text>
      {layers.length === 0 && <Text fz="8pt">{t('debugTools.paper.noLayers')}</Text>}
      {layers.map((l) => (
        <div key={l.id} style={{ breakInside: 'avoid', marginBottom: '1mm' }}>
          <Group gap={4} wrap="nowrap">
            <span aria-hidden style={{ width: '3mm', height: '3mm', background: l.paint?.color ?? l.legend[0]?.color ?? '#999', border: '0.2mm solid #333', flex: 'none' }} />
            <span>{l.name[lang]}</span>
          </Group>
          {/* a one-entry legend that repeats the layer's name says nothing more */}
          {l.legend.filter((item) => l.legend.length > 1 || item.label[lang] !== l.name[lang]).slice(0, 8).map((item) => (
            <Group key={item.label.en} gap={4} wrap="nowrap" pl="4mm">
              <span aria-hidden style={{ width: '2.5mm', height: '2.5mm', background: item.color, flex: 'none' }} />
              <span>{item.label[lang]}</span>
            </Group>
          ))}
        </div>
      ))}
    </div>
  );
}

/** A round scale bar of at most 4 cm with the north arrow, the scale at 100 % and the sources of the layers shown. */
function ScaleAndSources({ view, lang, sources }: { view: MapView; lang: Lang; sources: string[] }) {
  const { t } = useTranslation();
  const bar = scaleBar(view.lat, view.zoom, 40 * PX_PER_MM);
  const scale = Math.round(printScale(view.lat, view.zoom));
  return (
    <Stack gap={2} align="flex-end">
      <Group gap="4mm" align="flex-end" wrap="nowrap">
        <div data-testid="paper-scalebar">
          <div style={{ width: `${bar.pixels}px`, height: '2mm', border: '0.3mm solid #111', background: 'linear-gradient(90deg, #111 50%, #fff 50%)' }} />
          <Text fz="8pt">{formatLength(bar.metres, lang, 0)}</Text>
        </div>
        <NorthArrow bearing={view.bearing} label={t('debugTools.paper.north')} />
      </Group>
      <Text fz="8pt" data-testid="paper-scale">
        1 : {formatNumber(scale, lang, 0)} ({t('debugTools.paper.at100')})
      </Text>
      <Text fz="7pt" c="#444" maw="90mm" ta="right">
        {t('debugTools.paper.sources')}: {sources.join(', ') || '—'}
      </Text>
    </Stack>
  );
}

/**
 * /debug/paper: the current map view (or a location) laid out on A4 or A3 with title, scale bar, north arrow, legend
 * and sources, printed with the browser's print dialog. Everything on the sheet comes from the map and the layers shown.
 */
function PaperScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const [search] = useSearchParams();
  const [size, setSize] = useState<PaperSize>('A4');
  const [orientation, setOrientation] = useState<Orientation>('landscape');
  const [locationId, setLocationId] = useState<string | null>(search.get('location'));
  const locations = useEntityList('locations', { limit: 200, order: 'name' });
  const location = locations.data?.items.find((l) => String(l.id) === locationId) ?? null;
  // the view: the query string (from /debug/map), else the view last used on the map screens, else the default
  const [view, setView] = useState<MapView>(() => {
    const remembered = storedSettings.get<Partial<MapView>>('mapView.debug.map') ?? storedSettings.get<Partial<MapView>>('mapView.locations.map') ?? {};
    return { ...DEFAULT_MAP_VIEW, ...remembered, ...viewOfSearch(search), pitch: 0 };
  });
  const [title, setTitle] = useState('');
  // a newly chosen location moves the sheet's map to it and names the sheet (adjusted while rendering, once per choice)
  const [placed, setPlaced] = useState<number | null>(null);
  if (location && placed !== location.id) {
    setPlaced(location.id);
    if (location.lat != null && location.lon != null) setView((v) => ({ ...v, lat: location.lat!, lon: location.lon!, zoom: Math.max(v.zoom, 17), pitch: 0 }));
    setTitle(location.name ?? '');
  }
  const layers = useStoredLayers();
  const shown = useMemo(() => LAYER_CATALOGUE.filter((l) => l.role === 'data' && layers.visible[l.id] && view.zoom >= l.minZoom && view.zoom <= l.maxZoom), [layers, view.zoom]);
  const base = LAYER_CATALOGUE.find((l) => l.id === layers.base);
  const sources = [...new Set([base, ...shown].flatMap((l) => (l?.attribution ? [l.attribution] : [])))];
  const [w, h] = sheetMillimetres(size, orientation);

  return (
    <Stack data-screen="debug.paper" gap="sm">
      <ScreenTitle title={t('screens.debug.paper')} intro={t('debugTools.paper.intro')} />
      <Group align="flex-end" gap="sm">
        <SegmentedControl value={size} onChange={(v) => setSize(v as PaperSize)} data={Object.keys(PAPER_SIZES)} aria-label={t('debugTools.paper.size')} />
        <SegmentedControl
          value={orientation}
          onChange={(v) => setOrientation(v as Orientation)}
          data={(['portrait', 'landscape'] as const).map((o) => ({ value: o, label: t(`debugTools.paper.${o}`) }))}
          aria-label={t('debugTools.paper.orientation')}
        />
        <Select
          label={t('debugTools.paper.location')}
          placeholder={t('debugTools.paper.currentView')}
          data={(locations.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name || `#${l.id}` }))}
          value={locationId}
          onChange={setLocationId}
          clearable
          searchable
          w={260}
        />
        <TextInput label={t('debugTools.paper.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} w={260} />
        <Button onClick={() => window.print()} data-testid="paper-print">
          {t('debugTools.paper.print')}
        </Button>
      </Group>
      <style>{`@media print { @page { size: ${size} ${orientation}; margin: 0; } }`}</style>
      <Box style={{ overflow: 'auto' }} p="xs" bg="gray.1">
        <div className="debug-paper-sheet" style={{ width: `${w}mm`, height: `${h}mm` }} data-testid="paper-sheet" data-size={size} data-orientation={orientation}>
          <div>
            <Text fw={700} fz="18pt" lh={1.2} data-testid="paper-title">
              {title || t('debugTools.paper.untitled')}
            </Text>
            <Text fz="9pt" c="#444">
              {formatDate(new Date(), lang)} · {formatNumber(view.lat, lang, 5)}° N, {formatNumber(view.lon, lang, 5)}° E
            </Text>
          </div>
          <Box pos="relative" style={{ flex: 1, border: '0.3mm solid #111' }}>
            <MapCanvas
              key={`${size}-${orientation}`}
              view={view}
              onViewChange={(v) => setView({ ...v, pitch: 0 })}
              layers={layers}
              language={lang}
              mode="default"
              selectedPlotIds={NO_PLOTS}
              sketch={emptySketch}
              onClick={noop}
              highlightLocationId={location?.id ?? null}
              label={t('map.label')}
            />
          </Box>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="6mm">
            <PaperLegend layers={shown} lang={lang} columns={orientation === 'landscape' ? 3 : 2} />
            <ScaleAndSources view={view} lang={lang} sources={sources} />
          </Group>
        </div>
      </Box>
    </Stack>
  );
}

export default staffScreen('debug.paper', PaperScreen);
