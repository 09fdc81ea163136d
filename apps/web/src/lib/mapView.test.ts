import { describe, expect, it } from 'vitest';
import { parseMapView, pathWithMapView } from './mapView';

describe('map view in the route', () => {
  it('reads zoom, lat, lon, pitch and bearing with underscores', () => {
    expect(parseMapView({ zoom: '15', lat: '52_37', lon: '4_89', pitch: '45', bearing: '-12_5' })).toEqual({
      zoom: 15,
      lat: 52.37,
      lon: 4.89,
      pitch: 45,
      bearing: -12.5,
    });
  });
  it('ignores missing and nonsense values', () => {
    expect(parseMapView({ zoom: 'x', lat: '95' })).toEqual({});
    expect(parseMapView({})).toEqual({});
  });
  it('writes the view back into the same pattern, keeping other params', () => {
    expect(
      pathWithMapView('/locations/map/detail/:location_id/:zoom?/:lat?/:lon?', { location_id: '4' }, { zoom: 12.5, lat: 52.1, lon: 5.123456789, pitch: 30 }),
    ).toBe('/locations/map/detail/4/12_5/52_1/5_123457');
    expect(
      pathWithMapView('/geodata/buildings/:zoom?/:lat?/:lon?/:pitch?/:bearing?', {}, { zoom: 16, lat: 52, lon: 4, pitch: 60, bearing: 10 }),
    ).toBe('/geodata/buildings/16/52/4/60/10');
  });
  it('round-trips', () => {
    const view = { zoom: 9.25, lat: 51.9851, lon: 5.8987, pitch: 0, bearing: 0 };
    const path = pathWithMapView('/debug/map/:zoom?/:lat?/:lon?/:pitch?/:bearing?', {}, view);
    const [, , , zoom, lat, lon, pitch, bearing] = path.split('/');
    expect(parseMapView({ zoom, lat, lon, pitch, bearing })).toEqual(view);
  });
});
