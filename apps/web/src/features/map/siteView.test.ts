import { describe, expect, it } from 'vitest';
import { fitBbox, fitSite, plotsBbox, SITE_MAX_ZOOM, type Bbox } from './siteView';
import { addressText } from './useLocationFocus';

const square = (lon: number, lat: number, d: number) => ({
  geometry: { type: 'Polygon', coordinates: [[[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]]] },
});

// the pixel of a point at a view, as MapLibre projects it (512-pixel tiles, the centre in the middle)
function pixel(view: { lat: number; lon: number; zoom: number }, size: { width: number; height: number }, lon: number, lat: number) {
  const world = 512 * 2 ** view.zoom;
  const x = (l: number) => ((l + 180) / 360) * world;
  const y = (a: number) => {
    const s = Math.sin((a * Math.PI) / 180);
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * world;
  };
  return { x: x(lon) - x(view.lon) + size.width / 2, y: y(lat) - y(view.lat) + size.height / 2 };
}

describe('plotsBbox', () => {
  it('spans the outer rings of polygons and multipolygons and skips parcels without one', () => {
    const multi = { geometry: { type: 'MultiPolygon', coordinates: [[[[5.3, 52.4], [5.31, 52.4], [5.31, 52.41], [5.3, 52.4]]]] } };
    expect(plotsBbox([square(5.2, 52.3, 0.01), multi, { geometry: null }, {}])).toEqual([5.2, 52.3, 5.31, 52.41]);
  });

  it('is null without any polygon', () => {
    expect(plotsBbox([])).toBeNull();
    expect(plotsBbox([{ geometry: { type: 'Point', coordinates: [5, 52] } }])).toBeNull();
  });
});

describe('fitBbox', () => {
  const size = { width: 1200, height: 800 };
  const padding = { top: 70, right: 60, bottom: 40, left: 400 };
  const limits = { maxZoom: 18, minZoom: 10 };

  it('puts every corner of a large site inside the padded area, and one side touches it', () => {
    const box: Bbox = [5.25, 52.35, 5.27, 52.36]; // about 1 400 x 1 100 m
    const view = fitBbox(box, size, padding, limits);
    expect(view.zoom).toBeLessThan(17); // the old fixed zoom cut such a site off
    const a = pixel(view, size, box[0], box[3]);
    const b = pixel(view, size, box[2], box[1]);
    expect(a.x).toBeGreaterThanOrEqual(padding.left - 0.5);
    expect(a.y).toBeGreaterThanOrEqual(padding.top - 0.5);
    expect(b.x).toBeLessThanOrEqual(size.width - padding.right + 0.5);
    expect(b.y).toBeLessThanOrEqual(size.height - padding.bottom + 0.5);
    const touches = [a.x - padding.left, a.y - padding.top, size.width - padding.right - b.x, size.height - padding.bottom - b.y];
    expect(Math.min(...touches.map(Math.abs))).toBeLessThan(1);
    // and it stands in the middle of the free area, clear of the side panel
    expect((a.x + b.x) / 2).toBeCloseTo((padding.left + size.width - padding.right) / 2, 3);
  });

  it('does not come closer than the max zoom for a small parcel, nor go further than the min zoom', () => {
    expect(fitBbox([5.25, 52.35, 5.2501, 52.3501], size, padding, limits).zoom).toBe(18);
    expect(fitBbox([3.3, 50.7, 7.3, 53.6], size, padding, limits).zoom).toBe(10);
  });
});

describe('fitSite', () => {
  it("fits within the site maps' zoom limits: a site of 1 km whole, a single small parcel at the max zoom", () => {
    const frame = { width: 1200, height: 800, padding: { top: 60, right: 60, bottom: 40, left: 350 } };
    const box: Bbox = [5.25, 52.35, 5.2647, 52.356]; // about 1 000 x 670 m
    const view = fitSite(box, frame);
    expect(view).toEqual(fitBbox(box, frame, frame.padding, { maxZoom: 18, minZoom: 10 }));
    const [a, b] = [pixel(view, frame, box[0], box[3]), pixel(view, frame, box[2], box[1])];
    expect(Math.min(a.x, b.x)).toBeGreaterThanOrEqual(frame.padding.left - 0.5);
    expect(Math.max(a.x, b.x)).toBeLessThanOrEqual(frame.width - frame.padding.right + 0.5);
    expect(fitSite([5.25, 52.35, 5.25005, 52.35003], frame).zoom).toBe(SITE_MAX_ZOOM);
  });
});

describe('addressText', () => {
  it('writes street, number, postcode and city; else the display address', () => {
    expect(addressText({ road: 'Polderweg', house_number: '45', postcode: '1234AB', city: 'Nieuwdorp', display_address: null })).toBe('Polderweg 45, 1234AB Nieuwdorp');
    expect(addressText({ road: null, house_number: null, postcode: null, city: null, display_address: ' Dorpsstraat 1 ' })).toBe('Dorpsstraat 1');
    expect(addressText({ road: null, house_number: null, postcode: null, city: null, display_address: null })).toBe('');
  });
});
