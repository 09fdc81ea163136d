import type { ApiRecord } from '@plotwise/contracts';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import { describe, expect, it } from 'vitest';
import { parcelShapes, siteCentre, siteFacts } from './siteShapes';

const square = (x: number, y: number, side: number) => ({
  type: 'Polygon',
  coordinates: [[rdPoint(x, y), rdPoint(x + side, y), rdPoint(x + side, y + side), rdPoint(x, y + side), rdPoint(x, y)].map(rdToLngLat).map((p) => [p.lng, p.lat])],
});
const plots = [
  { id: 1, type: 'perceel', geometry: square(150_000, 450_000, 20), properties: { plotnr: 'ASD04 F 1234' } },
  { id: 2, type: 'drawn', geometry: square(150_030, 450_000, 10), properties: {} },
] as ApiRecord<'plots'>[];

describe('site facts', () => {
  it('measures every parcel in RD metres and totals area, perimeter and plot numbers', () => {
    const f = siteFacts(plots);
    expect(f.parcels[0]!.areaSquareMeters).toBeCloseTo(400, 1);
    expect(f.parcels[1]!.perimeterMeters).toBeCloseTo(40, 1);
    expect(f.areaSquareMeters).toBeCloseTo(500, 1);
    expect(f.plotnr).toBe('ASD04 F 1234');
  });

  it('marks the selected parcel for the map and opens on the middle of the parcels', () => {
    expect(parcelShapes(plots, 2).features.map((x) => x.properties.selected)).toEqual([false, true]);
    const c = siteCentre({ id: 9, lat: 0, lon: 0, plots } as unknown as ApiRecord<'locations'>)!;
    const mid = rdToLngLat(rdPoint(150_020, 450_010));
    expect(c.lat).toBeCloseTo(mid.lat, 5);
    expect(c.lon).toBeCloseTo(mid.lng, 4);
    expect(siteCentre({ id: 9, lat: 0, lon: 0, plots: [] } as unknown as ApiRecord<'locations'>)).toBeNull();
  });
});
