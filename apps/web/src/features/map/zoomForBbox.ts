/** A zoom at which a WGS84 bbox (a street, a place, the imported data) roughly fills the map. */
export function zoomForBbox([minLon, minLat, maxLon, maxLat]: readonly [number, number, number, number]): number {
  const span = Math.max(maxLon - minLon, (maxLat - minLat) * 1.6, 1e-5);
  return Math.min(18, Math.max(8, Math.log2(360 / span) - 0.5));
}
