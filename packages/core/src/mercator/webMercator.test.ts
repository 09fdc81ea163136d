import { describe, expect, it } from 'vitest';
import { isValidTile, parseTileAddress } from './tileAddress';
import { latToTileY, lonToTileX, tileBounds } from './webMercator';

describe('web-mercator tiles', () => {
  it('puts the Dam in Amsterdam in tile 10/525/336, as OpenStreetMap numbers it', () => {
    expect([Math.floor(lonToTileX(4.8932, 10)), Math.floor(latToTileY(52.3731, 10))]).toEqual([525, 336]);
    const [w, s, e, n] = tileBounds(10, 525, 336);
    expect(w).toBeLessThan(4.8932);
    expect(e).toBeGreaterThan(4.8932);
    expect(s).toBeLessThan(52.3731);
    expect(n).toBeGreaterThan(52.3731);
  });

  it('names tiles by z/x/y paths and refuses what names none', () => {
    expect(parseTileAddress('10', '525', '336.mvt', 'mvt')).toEqual({ z: 10, x: 525, y: 336 });
    expect(parseTileAddress('0', '0', '0.pbf', 'pbf')).toEqual({ z: 0, x: 0, y: 0 });
    expect(parseTileAddress('10', '525', '336.pbf', 'mvt')).toBeNull();
    expect(parseTileAddress('10', '525', '336', 'mvt')).toBeNull();
    expect(parseTileAddress('10', '-1', '336.mvt', 'mvt')).toBeNull();
    expect(parseTileAddress('10', '1.5', '336.mvt', 'mvt')).toBeNull();
    expect(parseTileAddress('2', '4', '0.mvt', 'mvt')).toBeNull();
    expect(parseTileAddress('25', '0', '0.mvt', 'mvt')).toBeNull();
    expect(isValidTile({ z: 24, x: 2 ** 24 - 1, y: 0 })).toBe(true);
    expect(isValidTile({ z: 3, x: 8, y: 0 })).toBe(false);
  });
});
