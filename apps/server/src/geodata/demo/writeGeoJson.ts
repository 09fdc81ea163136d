import { mJson, polygonCoords, type PolygonDm } from './geometry';
import type { DemoFeature } from './model';
import type { Sink } from './sink';

/** GeoJSON FeatureCollections in RD New, one feature per line, streamed. */

export function geoJsonHead(name: string): string {
  return `{"type":"FeatureCollection","name":${JSON.stringify(name)},"crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::28992"}},"features":[\n`;
}
export const GEOJSON_TAIL = '\n]}\n';

export function geometryJson(g: DemoFeature['geometry'] | { type: 'MultiPolygon'; polygons: PolygonDm[] }): unknown {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: [mJson(g.at[0]), mJson(g.at[1])] };
    case 'LineString':
      return { type: 'LineString', coordinates: g.line.map(([x, y]) => [mJson(x), mJson(y)]) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: polygonCoords(g.polygon) };
    default:
      return g.polygons.length === 1 ? { type: 'Polygon', coordinates: polygonCoords(g.polygons[0]!) } : { type: 'MultiPolygon', coordinates: g.polygons.map(polygonCoords) };
  }
}

/** Append one feature to a collection sink (the separator before all but the first). */
export function writeFeature(sink: Sink, id: string | undefined, properties: Record<string, unknown>, geometry: unknown) {
  sink.write(`${sink.count++ ? ',\n' : ''}${JSON.stringify({ type: 'Feature', ...(id !== undefined ? { id } : {}), properties, geometry })}`);
}
