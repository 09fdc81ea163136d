import type { ApiRecord } from '../types';
import { polygonArea, signedPolygonArea } from '@plotwise/core/geometry/polygonArea';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import { describe, expect, it } from 'vitest';
import { conceptSite } from './conceptSite';

type Location = ApiRecord<'locations'>;
const location = (extra: Partial<Location>): Location =>
  ({ id: 1, name: 'x', lat: 0, lon: 0, plotsize: 0, ...extra }) as Location;

/** A GeoJSON polygon in WGS84 of an RD rectangle, closed, clockwise (as some sources deliver). */
function plotOf(x: number, y: number, w: number, h: number) {
  const ring = [rdPoint(x, y), rdPoint(x, y + h), rdPoint(x + w, y + h), rdPoint(x + w, y), rdPoint(x, y)]
    .map(rdToLngLat)
    .map((p) => [p.lng, p.lat]);
  return { id: 1, geometry: { type: 'Polygon', coordinates: [ring] } };
}

describe('conceptSite', () => {
  it('takes one parcel as drawn, counter-clockwise and open, in RD metres', () => {
    const site = conceptSite(location({ plots: [plotOf(121_000, 487_000, 50, 30)] as Location['plots'] }));
    expect(site.source).toBe('plots');
    expect(site.buildableArea).toHaveLength(4);
    expect(signedPolygonArea(site.buildableArea)).toBeGreaterThan(0);
    expect(site.plotAreaSquareMeters).toBeCloseTo(1500, 0);
    expect(site.centre.x).toBeCloseTo(121_025, 0);
    expect(site.centre.y).toBeCloseTo(487_015, 0);
  });

  it('joins several parcels into their hull and sums their areas', () => {
    const site = conceptSite(
      location({
        plots: [plotOf(0 + 121_000, 487_000, 20, 20), plotOf(121_030, 487_000, 20, 20)] as Location['plots'],
      }),
    );
    expect(site.plotAreaSquareMeters).toBeCloseTo(800, 0);
    expect(polygonArea(site.buildableArea)).toBeCloseTo(50 * 20, 0);
  });

  it('uses the placed buildable-area box with its height, limited by a lower zoning height', () => {
    const cfg = {
      buildable_area: { x: 150_000, y: 460_000, length: 40, width: 20, height: 30, rotation_z: Math.PI / 2 },
    } as Location['cfg'];
    const site = conceptSite(
      location({
        cfg,
        constraints: [
          { id: 1, type: 'building_height', operator: 'smaller_than', value: 22 },
        ] as Location['constraints'],
      }),
    );
    expect(site.source).toBe('buildable_area');
    expect(site.maxHeightMeters).toBe(22);
    const xs = site.buildableArea.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(20, 6); // turned a quarter: the length runs north
  });

  it('takes the height limit in force: a hand 15 m that replaces the zoning 11 m (issue #39 item 4)', () => {
    const zoning = { id: 1, type: 'building_height', operator: 'smaller_than', value: 11, source: 'IMRO x', reference: 'NL.IMRO.m1', description: 'maximum bouwhoogte (m): 11' };
    const hand = { id: 2, type: 'building_height', operator: 'smaller_than', value: 15, source: 'hand', reference: null, description: null, replaces: 'NL.IMRO.m1|maximum bouwhoogte (m)' };
    expect(conceptSite(location({ constraints: [zoning] as Location['constraints'] })).maxHeightMeters).toBe(11);
    expect(conceptSite(location({ constraints: [zoning, hand] as Location['constraints'] })).maxHeightMeters).toBe(15);
    // a hand limit that replaces nothing stands beside the zoning's: the lower one counts
    expect(conceptSite(location({ constraints: [zoning, { ...hand, replaces: null }] as Location['constraints'] })).maxHeightMeters).toBe(11);
  });

  it('prefers the buildable area drawn on the map, keeping the parcels for the plot area', () => {
    const drawn = plotOf(121_005, 487_005, 30, 20).geometry;
    const site = conceptSite(
      location({
        plots: [plotOf(121_000, 487_000, 50, 30)] as Location['plots'],
        cfg: { buildable_area: { geometry: drawn } } as Location['cfg'],
      }),
    );
    expect(site.source).toBe('buildable_area');
    expect(polygonArea(site.buildableArea)).toBeCloseTo(600, 0);
    expect(site.plotAreaSquareMeters).toBeCloseTo(1500, 0);
  });

  it('falls back to a square of the plot size around the address, then to a default site', () => {
    const bySize = conceptSite(location({ lat: 52.3707, lon: 4.9262, plotsize: 6120 }));
    expect(bySize.source).toBe('plotsize');
    expect(polygonArea(bySize.buildableArea)).toBeCloseTo(6120, 0);
    expect(bySize.centreLngLat.lat).toBeCloseTo(52.3707, 4);
    const empty = conceptSite(location({}));
    expect(empty.source).toBe('default');
    expect(empty.plotAreaSquareMeters).toBe(2400);
    expect(empty.maxHeightMeters).toBeNull();
  });
});
