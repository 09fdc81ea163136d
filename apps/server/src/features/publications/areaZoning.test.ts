import { describe, expect, it } from 'vitest';
import type { PublicArea } from '@plotwise/contracts';
import { densifyOf } from './areaZoning';

// The densification potential from the area's facts and the maatvoeringen read: which limit applies and why a
// figure is unknown (the API test covers the bebouwingspercentage case on a real park outline).
const area: PublicArea = {
  kind: 'business_park',
  name: 'Proef',
  register: null,
  basis: 'location_plots',
  locations: 1,
  areaM2: 10_000,
  buildings: { count: 2, footprintM2: 2_000, withYear: 0, before1985: 0, before1995: 0 },
  companies: null,
};

describe('densifyOf', () => {
  it('without a percentage the bouwvlakken are the maximum built area, measured against the measured area', () => {
    const d = densifyOf(area, { read: [], buildingPlaneShare: 0.5 });
    expect(d).toMatchObject({ netAreaSquareMeters: 10_000, netBasis: 'measured', maxCoverageBasis: 'bouwvlak', maxBuiltSquareMeters: 5_000, roomSquareMeters: 3_000, maxHeightMeters: null, maxVolumeCubicMeters: null });
    expect(d.coverage).toBeCloseTo(0.2);
    expect(d.roomShare).toBeCloseTo(0.3);
  });

  it('no limit, no BAG or no area: the figures are null with their reason, never a guess; the room never goes below zero', () => {
    expect(densifyOf(area, { read: [], buildingPlaneShare: 0 })).toMatchObject({ maxCoverageBasis: 'unknown', maxCoverage: null, roomSquareMeters: null, roomShare: null });
    expect(densifyOf({ ...area, buildings: null }, { read: [], buildingPlaneShare: 1 })).toMatchObject({ footprintSquareMeters: null, maxBuiltSquareMeters: 10_000, roomSquareMeters: null, coverage: null });
    expect(densifyOf({ ...area, areaM2: null, basis: 'none' }, null)).toMatchObject({ netBasis: 'none', netAreaSquareMeters: null, coverage: null, maxCoverageBasis: 'unknown' });
    const full = densifyOf(area, { read: [{ name: 'bebouwingspercentage', value: '10', kind: 'gsi', zone: null, share: 1, number: 0.1 }], buildingPlaneShare: 0 });
    expect(full).toMatchObject({ maxBuiltSquareMeters: 1_000, roomSquareMeters: 0, roomShare: 0 });
  });
});
