import { plotRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/api';
import type { MapView } from '../../lib/mapView';
import { fitSite, type MapFrameSize } from './siteView';
import type { MapFocus } from './useLocationFocus';
import { zoomForBbox } from './zoomForBbox';

/** The zoom a site known only by a point (no parcels) opens at. */
const SITE_ZOOM = 17;

/** The map's size and the space kept free of panels around a fitted site. */
export type MapFrame = () => MapFrameSize;

interface OpenOptions {
  minZoom: number;
  pitch?: number;
  /**
   * What the screen is about (a location): the map opens on its place; 'loading' waits for it; absent, or a
   * place it does not have, opens on the data's extent. With a `bbox` (the extent of its parcels) the map fits it
   * into `frame`.
   */
  focus?: MapFocus;
  frame?: MapFrame;
}

/**
 * Where a map opens when its address carries no view: on what the screen is about (a location), else - on a
 * first visit - where the imported data lies (the demo town on a fresh install), not on all of the Netherlands.
 * `isDefault`: neither the address nor an earlier visit chose a view; `inRoute`: the address carries one.
 */
export function useOpenOnData(
  { isDefault, inRoute }: { isDefault: boolean; inRoute: boolean },
  setView: (view: Partial<MapView>) => void,
  { minZoom, pitch, focus, frame }: OpenOptions,
) {
  const waitsForFocus = focus === 'loading' || (!!focus && typeof focus === 'object');
  const extent = useQuery({
    queryKey: ['geodata', 'extent'],
    queryFn: () => api.call(plotRoutes.extent),
    enabled: isDefault && !waitsForFocus,
    staleTime: 300_000,
  });
  const bbox = isDefault && !waitsForFocus ? extent.data?.bbox : undefined;
  const tilt = pitch !== undefined ? { pitch } : {};
  const place = !inRoute && focus && typeof focus === 'object' ? focus : undefined;
  const focusLat = place?.lat;
  const focusLon = place?.lon;
  const focusBox = place?.bbox ? place.bbox.join(',') : undefined;
  useEffect(() => {
    if (focusBox !== undefined) {
      const box = focusBox.split(',').map(Number) as [number, number, number, number];
      const size = frame?.() ?? { width: window.innerWidth, height: window.innerHeight, padding: { top: 40, right: 40, bottom: 40, left: 40 } };
      setView({ ...fitSite(box, size), ...tilt });
    } else if (focusLat !== undefined && focusLon !== undefined) setView({ lat: focusLat, lon: focusLon, zoom: SITE_ZOOM, ...tilt });
    else if (bbox) setView({ lon: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2, zoom: Math.max(minZoom, zoomForBbox(bbox)), ...tilt });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tilt` is rebuilt from `pitch` on every render
  }, [bbox, focusBox, focusLat, focusLon, setView, minZoom, pitch]);
}
