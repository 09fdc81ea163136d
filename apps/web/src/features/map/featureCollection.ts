/** A GeoJSON feature collection as the map's user layers and site shapes take it. */
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; id?: number | string; properties: Record<string, unknown>; geometry: unknown }[];
}
