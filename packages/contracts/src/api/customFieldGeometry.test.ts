import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS, customFieldGeometryIssues } from './customFieldGeometry';

const square = [
  [5.2, 52.3],
  [5.201, 52.3],
  [5.201, 52.301],
  [5.2, 52.301],
  [5.2, 52.3],
];
const text = (g: unknown) => JSON.stringify(g);

describe('the value of a geometry custom field', () => {
  it('accepts the polygon the site screen draws, a multipolygon, a hole and a height', () => {
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [square] }))).toEqual([]);
    expect(customFieldGeometryIssues(text({ type: 'MultiPolygon', coordinates: [[square], [square]] }))).toEqual([]);
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [square.map(([x, y]) => [x!, y!, 2])] }))).toEqual([]);
  });

  it('refuses text that is not JSON, other geometry types and other values', () => {
    expect(customFieldGeometryIssues('POLYGON((5 52, 6 52, 6 53, 5 52))')).toEqual(['not GeoJSON: the text is not JSON']);
    for (const v of [{ type: 'Point', coordinates: [5.2, 52.3] }, { type: 'LineString', coordinates: square }, 'Bouwkavel', 12, null, []])
      expect(customFieldGeometryIssues(text(v)).length).toBeGreaterThan(0);
  });

  it('names the path of an open ring, a short ring, a position out of range and a number that is not finite', () => {
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [square.slice(0, 4)] }))).toEqual(['coordinates.0: a ring must end where it starts']);
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [[square[0], square[1], square[0]]] }))[0]).toMatch(/^coordinates\.0: a ring has at least 4 positions/);
    const far = square.map((p, i) => (i === 2 ? [185, 52.301] : p));
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [far] }))).toEqual(['coordinates.0.2.0: longitude must lie between -180 and 180']);
    // JSON has no Infinity: 1e999 parses to it
    expect(customFieldGeometryIssues('{"type":"Polygon","coordinates":[[[5.2,52.3],[1e999,52.3],[5.201,52.301],[5.2,52.3]]]}')[0]).toMatch(/^coordinates\.0\.1\.0: /);
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [] }))).toEqual(['coordinates: a polygon has an outer ring']);
  });

  it('refuses more positions than the limit with one line', () => {
    const n = CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS;
    const ring = (count: number) => [...Array.from({ length: count - 1 }, (_, i) => [5 + i * 1e-6, 52 + (i % 2) * 1e-6]), [5, 52]];
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [ring(n)] }))).toEqual([]);
    expect(customFieldGeometryIssues(text({ type: 'Polygon', coordinates: [ring(n), square] }))).toEqual([`${n + 5} positions: at most ${n}`]);
  });
});
