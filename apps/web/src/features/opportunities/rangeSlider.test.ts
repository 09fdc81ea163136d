import { describe, expect, it } from 'vitest';
import { boundsOfSlider, histogramBars, histogramRequests, sliderChange, sliderDomain, sliderStep, sliderValues, stepDecimals } from './rangeSlider';

describe('a range filter as a slider', () => {
  it('spans the catalogue domain, else the data, widened to the bounds already set', () => {
    expect(sliderDomain({ min: 0, max: 100_000 }, { min: 50, max: 900 }, 0, 100_000)).toEqual({ min: 0, max: 100_000 });
    expect(sliderDomain(undefined, { min: 200, max: 9000 }, 1500, null)).toEqual({ min: 200, max: 9000 });
    expect(sliderDomain(undefined, { min: 200, max: 900 }, 1500, null)).toEqual({ min: 200, max: 1501 });
    expect(sliderDomain({ min: 0, max: 10 }, undefined, null, 25)).toEqual({ min: 0, max: 25 });
    expect(sliderDomain(undefined, undefined, 1, 2)).toBeNull();
  });

  it('takes about a hundred round steps, whole ones for years and counts', () => {
    expect(sliderStep({ min: 0, max: 100_000 }, 'm2')).toBe(1000);
    expect(sliderStep({ min: 0, max: 10 }, 'km')).toBeCloseTo(0.1);
    expect(sliderStep({ min: 0, max: 1 }, 'ratio')).toBeCloseTo(0.01);
    expect(sliderStep({ min: 1900, max: 2020 }, 'year')).toBe(2);
    expect(sliderStep({ min: 0, max: 10 }, 'count')).toBe(1);
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(1000)).toBe(0);
  });

  it('puts an empty bound at its end of the domain, and a thumb at an end means no limit', () => {
    const d = { min: 0, max: 10 };
    expect(sliderValues(null, 1, d)).toEqual([0, 1]);
    expect(sliderValues(-5, 50, d)).toEqual([0, 10]);
    expect(sliderValues('2.5', '', d)).toEqual([2.5, 10]);
    expect(boundsOfSlider([0, 10], d, 0.1)).toEqual([null, null]);
    expect(boundsOfSlider([0.30000000000000004, 10], d, 0.1)).toEqual([0.3, null]);
    expect(boundsOfSlider([0, 4], d, 0.1)).toEqual([null, 4]);
  });

  it('changes only the bound whose thumb moved', () => {
    const d = { min: 0, max: 100_000 };
    // the default maximum stays when the minimum moves, though its thumb stands at the end
    expect(sliderChange(0, 100_000, [1000, 100_000], d, 1000)).toEqual({ param1: 1000 });
    expect(sliderChange(1000, 100_000, [0, 100_000], d, 1000)).toEqual({ param1: null });
    expect(sliderChange(null, 100_000, [0, 99_000], d, 1000)).toEqual({ param2: 99_000 });
    expect(sliderChange(null, 99_000, [0, 100_000], d, 1000)).toEqual({ param2: null });
    expect(sliderChange(null, null, [0, 100_000], d, 1000)).toEqual({});
  });

  it('marks the histogram bars the bounds admit', () => {
    const h = { key: 'size', kind: 'numeric' as const, min: 0, max: 400, counts: [5, 6, 7, 8], below: 0, above: 2, unknown: 1 };
    const inside = (lo: unknown, hi: unknown) => histogramBars(h, lo, hi).map((b) => b.inside);
    expect(histogramBars(h, null, null).map((b) => [b.x0, b.x1, b.count])).toEqual([
      [0, 100, 5],
      [100, 200, 6],
      [200, 300, 7],
      [300, 400, 8],
    ]);
    expect(inside(null, null)).toEqual([true, true, true, true]);
    expect(inside(100, 250)).toEqual([false, true, true, false]);
    expect(inside(400, null)).toEqual([false, false, false, true]);
    expect(inside(null, 99)).toEqual([true, false, false, false]);
  });
});

describe('histograms for the filters on screen', () => {
  const entries: Record<string, { kind: string; region?: string; domain?: { min: number; max: number }; histogram?: false }> = {
    size: { kind: 'range', domain: { min: 0, max: 100_000 } },
    buildable_volume: { kind: 'range' },
    zone: { kind: 'category' },
    municipality: { kind: 'region', region: 'category' },
    bbox: { kind: 'region', region: 'bbox' },
    monument: { kind: 'boolean' },
    owner_type: { kind: 'category', histogram: false },
  };
  const of = (k: string) => entries[k];

  it('asks bins over the slider domain, the data range where no domain is known yet, and category counts; each key once', () => {
    const drafts = [
      { key: 'size', param1: 0, param2: 200_000 },
      { key: 'size', param1: 5 },
      { key: 'buildable_volume', param1: 1500 },
      { key: 'zone' },
      { key: 'municipality' },
      { key: 'bbox' },
      { key: 'monument' },
      // a per-company filter has no histogram: none is asked
      { key: 'owner_type' },
    ];
    expect(histogramRequests(drafts, of, {})).toEqual([{ key: 'size', bins: 30, min: 0, max: 200_000 }, { key: 'buildable_volume', bins: 30 }, 'zone', 'municipality']);
    expect(histogramRequests(drafts, of, { buildable_volume: { min: 0, max: 9000 } })[1]).toEqual({ key: 'buildable_volume', bins: 30, min: 0, max: 9000 });
  });

  it('stays within the server limit of 32', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ key: `k${i}` }));
    expect(histogramRequests(many, () => ({ kind: 'range', domain: { min: 0, max: 1 } }), {})).toHaveLength(32);
  });
});
