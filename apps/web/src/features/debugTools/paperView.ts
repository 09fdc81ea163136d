import type { MapView } from '../../lib/mapView';
import { metresPerPixel } from '@plotwise/core/mercator/webMercator';

/** Paper sizes in millimetres (ISO 216), portrait. */
export const PAPER_SIZES = { A4: [210, 297], A3: [297, 420] } as const;
export type PaperSize = keyof typeof PAPER_SIZES;
export type Orientation = 'portrait' | 'landscape';

/** The sheet's width and height in millimetres. */
export function sheetMillimetres(size: PaperSize, orientation: Orientation): [number, number] {
  const [w, h] = PAPER_SIZES[size];
  return orientation === 'portrait' ? [w, h] : [h, w];
}

/** The view as the paper screen's query string (/debug/paper?zoom=..), so the map screen can hand it over. */
export function paperSearch(view: Pick<MapView, 'zoom' | 'lat' | 'lon' | 'bearing'>): string {
  const q = new URLSearchParams({ zoom: view.zoom.toFixed(2), lat: view.lat.toFixed(6), lon: view.lon.toFixed(6), bearing: view.bearing.toFixed(1) });
  return q.toString();
}

/** The view in a paper query string; missing or broken parts are left out so the caller can fall back. */
export function viewOfSearch(search: URLSearchParams): Partial<MapView> {
  const out: Partial<MapView> = {};
  const num = (k: string, min: number, max: number) => {
    const raw = search.get(k);
    const v = raw === null || raw === '' ? NaN : Number(raw);
    return Number.isFinite(v) && v >= min && v <= max ? v : undefined;
  };
  const zoom = num('zoom', 0, 24);
  const lat = num('lat', -90, 90);
  const lon = num('lon', -180, 180);
  const bearing = num('bearing', -360, 360);
  if (zoom !== undefined) out.zoom = zoom;
  if (lat !== undefined) out.lat = lat;
  if (lon !== undefined) out.lon = lon;
  if (bearing !== undefined) out.bearing = bearing;
  return out;
}

// a CSS pixel prints as 1/96 inch; the ground size of a pixel comes from the one Web Mercator file of core
const CSS_PIXEL_M = 0.0254 / 96;

/** The scale of the printed map (1 : n) when printed at 100 %. */
export const printScale = (lat: number, zoom: number) => metresPerPixel(lat, zoom) / CSS_PIXEL_M;

/** A round scale bar length (1, 2 or 5 x 10^k metres) that fits in `maxPixels`, with its width in pixels. */
export function scaleBar(lat: number, zoom: number, maxPixels: number): { metres: number; pixels: number } {
  const mpp = metresPerPixel(lat, zoom);
  const max = mpp * maxPixels;
  const pow = 10 ** Math.floor(Math.log10(max));
  const metres = [5, 2, 1].map((m) => m * pow).find((m) => m <= max) ?? pow;
  return { metres, pixels: metres / mpp };
}
