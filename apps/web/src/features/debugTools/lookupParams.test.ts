import { describe, expect, it } from 'vitest';
import { lngLat } from '@plotwise/core';
import { perceelLookupOfSearch, pointOfSearch, roundedPoint } from './lookupParams';

const s = (q: string) => new URLSearchParams(q);

describe('the debug lookups in the address bar', () => {
  it('reads a designation first, then an id, then a point', () => {
    expect(perceelLookupOfSearch(s('q=OTL02 B 1044&id=3'))).toEqual({ q: 'OTL02 B 1044' });
    expect(perceelLookupOfSearch(s('id=3&lat=52&lon=5'))).toEqual({ id: 3 });
    expect(perceelLookupOfSearch(s('lat=52.1&lon=5.2'))).toEqual({ lat: 52.1, lon: 5.2 });
    expect(perceelLookupOfSearch(s(''))).toBeNull();
  });

  it('refuses a broken or missing point', () => {
    expect(pointOfSearch(s('lat=abc&lon=5'))).toBeNull();
    expect(pointOfSearch(s('lat=95&lon=5'))).toBeNull();
    expect(pointOfSearch(s('lat=52'))).toBeNull();
    expect(pointOfSearch(s('lat=&lon='))).toBeNull();
  });

  it('rounds a click to 7 decimals', () => {
    expect(roundedPoint(lngLat(5.123456789, 52.987654321))).toEqual({ lat: 52.9876543, lon: 5.1234568 });
  });
});
