import { describe, expect, it } from 'vitest';
import { rdPoint, lngLat } from '../units/units';
import { lngLatToRd, rdToLngLat } from './rdWgs84';

describe('RD New <-> WGS84', () => {
  it('puts the Amersfoort origin of RD at its published WGS84 position', () => {
    const p = rdToLngLat(rdPoint(155000, 463000));
    // the RD origin (Onze Lieve Vrouwetoren) in ETRS89/WGS84: 52.15517440 N, 5.38720621 E
    expect(p.lat).toBeCloseTo(52.1551744, 5);
    expect(p.lng).toBeCloseTo(5.38720621, 5);
  });


  it('round-trips within a millimetre', () => {
    for (const [x, y] of [
      [13000, 307000],
      [160000, 490000],
      [277000, 613000],
    ] as const) {
      const back = lngLatToRd(rdToLngLat(rdPoint(x, y)));
      expect(Math.abs(back.x - x)).toBeLessThan(0.001);
      expect(Math.abs(back.y - y)).toBeLessThan(0.001);
    }
    expect(lngLatToRd(lngLat(5.38720621, 52.1551744)).x).toBeCloseTo(155000, 0);
  });
});
