import { describe, expect, it } from 'vitest';
import { GeometryError } from '../../geodata/geometry/geometry';
import { parseWkt } from './wkt';
import { rdArea, readShape } from './shape';

// The shape tool's readers: WKT in its common spellings, and the RD/WGS84 detection with the area in RD metres.
describe('reading WKT', () => {
  it('reads every geometry type, EWKT SRIDs and drops Z and M', () => {
    expect(parseWkt('SRID=28992;POINT Z (155000 463000 4.5)')).toEqual({ srid: 28992, geometry: { type: 'Point', coords: [155000, 463000] } });
    expect(parseWkt('MULTIPOINT((1 2), (3 4))').geometry).toEqual({ type: 'MultiPoint', points: [[1, 2], [3, 4]] });
    expect(parseWkt('multipoint(1 2, 3 4)').geometry).toEqual({ type: 'MultiPoint', points: [[1, 2], [3, 4]] });
    expect(parseWkt('MULTIPOLYGON(((0 0, 10 0, 10 10, 0 0)), ((20 20, 30 20, 30 30, 20 20)))').geometry.type).toBe('MultiPolygon');
    expect(parseWkt('GEOMETRYCOLLECTION(POINT(1 2), LINESTRING(0 0, 1e1 1.5))').geometry).toEqual({
      type: 'GeometryCollection',
      geometries: [
        { type: 'Point', coords: [1, 2] },
        { type: 'LineString', coords: [0, 0, 10, 1.5] },
      ],
    });
  });

  it('closes an open ring and refuses what it cannot read, saying where', () => {
    expect(parseWkt('POLYGON((0 0, 10 0, 10 10, 0 10))').geometry).toEqual({ type: 'Polygon', rings: [[0, 0, 10, 0, 10, 10, 0, 10, 0, 0]] });
    expect(() => parseWkt('POLYGON((0 0, 10 0')).toThrow(/expected .* \(end of text\)/);
    expect(() => parseWkt('POINT(1 2) extra')).toThrow(/the end of the text/);
    expect(() => parseWkt('POINT EMPTY')).toThrow(GeometryError);
  });
});

describe('placing a shape', () => {
  it('tells RD New from WGS84 and measures both in RD metres', () => {
    const rd = readShape('POLYGON((155000 463000, 155100 463000, 155100 463050, 155000 463050, 155000 463000))');
    expect(rd).toMatchObject({ crs: 'EPSG:28992', format: 'wkt', areaSquareMeters: 5000 });
    const wgs = readShape(JSON.stringify(rd.wgs84));
    expect(wgs.crs).toBe('EPSG:4326');
    expect(Math.abs(wgs.areaSquareMeters - 5000)).toBeLessThan(1);
  });

  it('subtracts holes and refuses coordinates in neither system', () => {
    expect(rdArea(parseWkt('POLYGON((0 0, 10 0, 10 10, 0 10, 0 0), (2 2, 4 2, 4 4, 2 4, 2 2))').geometry)).toBe(96);
    expect(() => readShape('POINT(1000000 1000000)')).toThrow(/neither RD New/);
    expect(() => readShape('SRID=4326;POINT(155000 463000)')).toThrow(/declared EPSG:4326/);
  });
});
