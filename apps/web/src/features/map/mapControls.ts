import { useEffect, useRef, type RefObject } from 'react';
import i18next from 'i18next';
import { AttributionControl, NavigationControl, ScaleControl, type IControl, type Map as MapLibreMap } from 'maplibre-gl';

/** MapLibre's own control texts (its `locale`) in the interface language: zoom, rotate, attribution, scale. */
export function mapControlLocale(language: 'nl' | 'en'): Record<string, string> {
  const t = i18next.getFixedT(language);
  return {
    'AttributionControl.ToggleAttribution': t('map.controls.toggleAttribution'),
    'AttributionControl.MapFeedback': t('map.controls.mapFeedback'),
    'Map.Title': t('map.controls.map'),
    'NavigationControl.ResetBearing': t('map.controls.resetBearing'),
    'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
    'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
    'Popup.Close': t('map.controls.closePopup'),
  };
}

/**
 * MapLibre opens a compact attribution the moment it first has text, over the lower part of a small map (some 20
 * sources on the search map, covering its legend). Ours starts as one line with its ⓘ; a click opens it.
 */
function collapseWhenCompact(map: MapLibreMap): void {
  const box = map.getContainer().querySelector<HTMLElement>('.maplibregl-ctrl-attrib');
  if (!box) return;
  const collapse = () => {
    if (!box.classList.contains('maplibregl-compact')) return false;
    box.classList.remove('maplibregl-compact-show');
    return true;
  };
  if (collapse()) return;
  const watch = new MutationObserver(() => {
    if (collapse()) watch.disconnect();
  });
  watch.observe(box, { attributes: true, attributeFilter: ['class'] });
  map.once('remove', () => watch.disconnect());
}

/**
 * The map's controls (zoom and rotate, scale, attribution) in `language`. Installed again when the language changes:
 * MapLibre writes a control's texts when it is added, so the controls are replaced after the texts are.
 */
function installMapControls(map: MapLibreMap, language: 'nl' | 'en', previous: IControl[] = []): IControl[] {
  for (const control of previous) if (map.hasControl(control)) map.removeControl(control);
  map._locale = { ...map._locale, ...mapControlLocale(language) };
  const controls: [IControl, 'top-right' | 'bottom-left' | 'bottom-right'][] = [
    [new NavigationControl({ visualizePitch: true }), 'top-right'],
    [new ScaleControl({ unit: 'metric' }), 'bottom-left'],
    [new AttributionControl({ compact: true }), 'bottom-right'],
  ];
  for (const [control, corner] of controls) map.addControl(control, corner);
  collapseWhenCompact(map);
  return controls.map(([control]) => control);
}

/** The map's controls, in the interface language (MapCanvas: after the map is made, again on a language change). */
export function useMapControls(mapRef: RefObject<MapLibreMap | null>, language: 'nl' | 'en', made: boolean): void {
  const installedRef = useRef<{ map: MapLibreMap; controls: IControl[] } | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const previous = installedRef.current?.map === map ? installedRef.current.controls : [];
    installedRef.current = { map, controls: installMapControls(map, language, previous) };
  }, [mapRef, language, made]);
}
