import { describe, expect, it } from 'vitest';
import { paperSearch, printScale, scaleBar, sheetMillimetres, viewOfSearch } from './paperView';

describe('the paper layout', () => {
  it('turns the sheet for landscape', () => {
    expect(sheetMillimetres('A4', 'portrait')).toEqual([210, 297]);
    expect(sheetMillimetres('A3', 'landscape')).toEqual([420, 297]);
  });

  it('hands a view over in the query string and reads it back', () => {
    const view = { zoom: 17.25, lat: 52.123456, lon: 5.654321, bearing: -30 };
    expect(viewOfSearch(new URLSearchParams(paperSearch(view)))).toEqual(view);
    expect(viewOfSearch(new URLSearchParams('zoom=abc&lat=95&lon=5'))).toEqual({ lon: 5 });
  });

  it('states the print scale: zoom 17 at 52° N is about 1:1 390', () => {
    // 40 075 016.686 m * cos 52° / (512 * 2^17) = 0.3677 m per CSS pixel; a pixel prints as 0.2646 mm
    expect(printScale(52, 17)).toBeGreaterThan(1380);
    expect(printScale(52, 17)).toBeLessThan(1400);
    expect(printScale(52, 16)).toBeCloseTo(2 * printScale(52, 17), 6);
  });

  it('picks a round scale bar that fits', () => {
    const bar = scaleBar(52, 17, 120);
    expect([10, 20, 50]).toContain(bar.metres);
    expect(bar.pixels).toBeLessThanOrEqual(120);
    expect(bar.pixels).toBeGreaterThan(40);
  });
});
