import { describe, expect, it } from 'vitest';
import { toWkbHex } from './wkb';
import { likelyCrs, outOfDomain, wkbOutOfDomain } from './crsDomain';

// Amersfoort in RD New, in lon/lat and in Web Mercator
const RD = [155000, 463000];
const LNG_LAT = [5.387, 52.156];
const MERCATOR = [599_680, 6_828_380];

describe('the CRS domain check', () => {
  it('accepts positions inside the domain of the CRS they are read in', () => {
    expect(outOfDomain({ type: 'Point', coords: RD }, 28992)).toBeUndefined();
    expect(outOfDomain({ type: 'Point', coords: LNG_LAT }, 4326)).toBeUndefined();
    expect(outOfDomain({ type: 'Point', coords: LNG_LAT }, 4258)).toBeUndefined();
    expect(outOfDomain({ type: 'Point', coords: MERCATOR }, 3857)).toBeUndefined();
    // a CRS without a known domain is not checked
    expect(outOfDomain({ type: 'Point', coords: [0, 0] }, 9999)).toBeUndefined();
  });

  it('finds the first position outside, in any geometry type, and names the likely CRS', () => {
    const polygon = { type: 'MultiPolygon' as const, polygons: [[[...RD, RD[0]! + 10, RD[1]!, RD[0]!, RD[1]! + 10, ...RD]], [[...LNG_LAT, 5.4, 52.2, 5.3, 52.2, ...LNG_LAT]]] };
    expect(outOfDomain(polygon, 28992)).toMatchObject({ x: LNG_LAT[0], y: LNG_LAT[1] });
    expect(outOfDomain({ type: 'Point', coords: RD }, 4326)).toMatchObject({ x: RD[0], domain: expect.stringMatching(/^the Netherlands/) });
    expect(likelyCrs(LNG_LAT[0]!, LNG_LAT[1]!)).toBe('longitude/latitude (WGS84 EPSG:4326 or ETRS89 EPSG:4258)');
    expect(likelyCrs(LNG_LAT[1]!, LNG_LAT[0]!)).toMatch(/^latitude\/longitude, latitude first/);
    expect(likelyCrs(RD[0]!, RD[1]!)).toBe('RD New (EPSG:28992)');
    expect(likelyCrs(RD[1]!, RD[0]!)).toBe('RD New with x and y swapped');
    expect(likelyCrs(MERCATOR[0]!, MERCATOR[1]!)).toBe('Web Mercator (EPSG:3857)');
    expect(likelyCrs(640_000, 5_780_000)).toBe('UTM zone 31N (EPSG:25831 or EPSG:32631)');
    expect(likelyCrs(-70, 40)).toBe('none that covers the Netherlands');
  });

  it('reads WKB (GeoPackage rows) as well', () => {
    const wkb = (g: Parameters<typeof toWkbHex>[0]) => Buffer.from(toWkbHex(g), 'hex');
    const line = { type: 'LineString' as const, coords: [...RD, ...LNG_LAT] };
    expect(wkbOutOfDomain(wkb(line), 28992)).toMatchObject({ x: LNG_LAT[0], y: LNG_LAT[1] });
    expect(wkbOutOfDomain(wkb({ type: 'MultiPolygon', polygons: [[[...RD, RD[0]! + 1, RD[1]!, RD[0]!, RD[1]! + 1, ...RD]]] }), 28992)).toBeUndefined();
    expect(wkbOutOfDomain(wkb({ type: 'Point', coords: RD }), 4326)).toMatchObject({ x: RD[0] });
  });
});
