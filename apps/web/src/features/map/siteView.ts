import { latToTileY, lonToTileX, tileXToLon, tileYToLat } from '@plotwise/core';

/** A WGS84 box: [minLon, minLat, maxLon, maxLat]. */
export type Bbox = [number, number, number, number];

/** Free space kept around a fitted site, in screen pixels (the side panel covers the map's left). */
export interface FitPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

interface Geometry {
  type?: string;
  coordinates?: unknown;
}

function outerRings(g: Geometry | null | undefined): number[][][] {
  if (g?.type === 'Polygon') return [(g.coordinates as number[][][])[0] ?? []];
  if (g?.type === 'MultiPolygon') return (g.coordinates as number[][][][]).map((poly) => poly[0] ?? []);
  return [];
}

/** The box around the parcels' polygons (GeoJSON in WGS84), or null when none has a polygon. */
export function plotsBbox(plots: readonly { geometry?: unknown }[]): Bbox | null {
  let box: Bbox | null = null;
  for (const p of plots)
    for (const ring of outerRings(p.geometry as Geometry | null))
      for (const [lon, lat] of ring) {
        if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
        box = box
          ? [Math.min(box[0], lon!), Math.min(box[1], lat!), Math.max(box[2], lon!), Math.max(box[3], lat!)]
          : [lon!, lat!, lon!, lat!];
      }
  return box;
}

/** A site's parcels fill the map, but a small one is not blown up past this zoom. */
export const SITE_MAX_ZOOM = 18;
/** A very large site (a business park) still opens with its parcels drawn, not as a dot on the province. */
const SITE_MIN_ZOOM = 10;

/** A map's size in pixels and the space kept free of its panels. */
export interface MapFrameSize {
  width: number;
  height: number;
  padding: FitPadding;
}

// MapLibre draws 512-pixel tiles, so the world is 512 * 2^zoom pixels wide; positions are in world fractions (zoom 0)
const TILE = 512;
const mercX = (lon: number) => lonToTileX(lon, 0);
const mercY = (lat: number) => latToTileY(lat, 0);
const lonOf = (x: number) => tileXToLon(x, 0);
const latOf = (y: number) => tileYToLat(y, 0);

/**
 * The centre and zoom at which `bbox` fills a map of `size` pixels inside `padding`, never closer than `maxZoom`
 * (a single small parcel would otherwise fill the screen) nor further than `minZoom`. The centre moves so the
 * box sits in the middle of the padded area, clear of a panel on one side.
 */
export function fitBbox(
  bbox: Bbox,
  size: { width: number; height: number },
  padding: FitPadding,
  { maxZoom, minZoom }: { maxZoom: number; minZoom: number },
): { lat: number; lon: number; zoom: number } {
  const [x0, x1] = [mercX(bbox[0]), mercX(bbox[2])];
  const [y0, y1] = [mercY(bbox[3]), mercY(bbox[1])];
  const free = {
    width: Math.max(1, size.width - padding.left - padding.right),
    height: Math.max(1, size.height - padding.top - padding.bottom),
  };
  const span = { x: Math.max(x1 - x0, 1e-12), y: Math.max(y1 - y0, 1e-12) };
  const fit = Math.log2(Math.min(free.width / (TILE * span.x), free.height / (TILE * span.y)));
  const zoom = Math.min(maxZoom, Math.max(minZoom, fit));
  const world = TILE * 2 ** zoom;
  // the map's centre lies half the padding difference away from the box's centre
  const cx = (x0 + x1) / 2 - (padding.left - padding.right) / 2 / world;
  const cy = (y0 + y1) / 2 - (padding.top - padding.bottom) / 2 / world;
  return { lat: latOf(cy), lon: lonOf(cx), zoom };
}

/** The view at which a site's box fills the free part of `frame`, within the site zoom limits (every site map uses it). */
export function fitSite(bbox: Bbox, { width, height, padding }: MapFrameSize): { lat: number; lon: number; zoom: number } {
  return fitBbox(bbox, { width, height }, padding, { maxZoom: SITE_MAX_ZOOM, minZoom: SITE_MIN_ZOOM });
}
