/**
 * Web-mercator arithmetic (EPSG:3857, the slippy-map tiles of OpenStreetMap and MapLibre): longitude and latitude
 * to fractional tile columns and rows and back, tile bounds, and the ground size of a pixel.
 */

const MAX_LAT = 85.0511287798066;

const EARTH_CIRCUMFERENCE_METERS = 40_075_016.686;

/** Metres on the ground per pixel at a latitude and zoom, for tiles of `tileSizePixels` (MapLibre draws 512). */
export function metresPerPixel(lat: number, zoom: number, tileSizePixels = 512): number {
  return (EARTH_CIRCUMFERENCE_METERS * Math.cos((lat * Math.PI) / 180)) / (tileSizePixels * 2 ** zoom);
}

/** Tile column of a longitude at zoom `z` (fractional). */
export function lonToTileX(lon: number, z: number): number {
  return ((lon + 180) / 360) * 2 ** z;
}

/** Tile row of a latitude at zoom `z` (fractional). */
export function latToTileY(lat: number, z: number): number {
  const l = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const s = Math.sin((l * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 2 ** z;
}

/** Longitude of a tile column's west edge at zoom `z`. */
export function tileXToLon(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

/** Latitude of a tile row's north edge at zoom `z`. */
export function tileYToLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** [west, south, east, north] of tile z/x/y in degrees. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  return [tileXToLon(x, z), tileYToLat(y + 1, z), tileXToLon(x + 1, z), tileYToLat(y, z)];
}
