import type { ApiRecord } from '@plotwise/contracts';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import { describe, expect, it } from 'vitest';
import { parcelShapes, siteExtent, siteFacts } from './siteShapes';

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

  it('marks the selected parcel for the map', () => {
    expect(parcelShapes(plots, 2).features.map((x) => x.properties.selected)).toEqual([false, true]);
  });

  it('opens on the box around the parcels and the drawn shapes, else on the point, else nowhere', () => {
    const site = (extra: Partial<ApiRecord<'locations'>>) => ({ id: 9, lat: 0, lon: 0, plots: [], ...extra }) as unknown as ApiRecord<'locations'>;
    const corner = (x: number, y: number) => rdToLngLat(rdPoint(x, y));
    const box = (e: ReturnType<typeof siteExtent>) => (e && 'bbox' in e ? e.bbox : null);
    // (RD's grid turns slightly against WGS84: corners agree to a few centimetres, 1e-5 degrees is about a metre)
    const [sw, ne] = [corner(150_000, 450_000), corner(150_040, 450_020)];
    expect(box(siteExtent(site({ plots }), []))).toEqual([expect.closeTo(sw.lng, 5), expect.closeTo(sw.lat, 5), expect.closeTo(ne.lng, 5), expect.closeTo(ne.lat, 5)]);
    // a buildable area or a geometry field 1 km away widens the box; an empty field changes nothing
    const far = square(151_000, 450_500, 10);
    const wide = box(siteExtent(site({ plots }), [null, far]))!;
    expect(wide[2]).toBeCloseTo(corner(151_010, 450_510).lng, 5);
    expect(wide[3]).toBeCloseTo(corner(151_010, 450_510).lat, 5);
    expect(box(siteExtent(site({}), [far]))![0]).toBeCloseTo(corner(151_000, 450_500).lng, 5);
    expect(siteExtent(site({ lat: 52.1, lon: 5.1 }), [null])).toEqual({ lat: 52.1, lon: 5.1 });
    expect(siteExtent(site({}), [])).toBeNull();
  });
});
