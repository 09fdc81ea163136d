import { galleryFlatExample } from '@plotwise/core/finance/index';
import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparisonRows';
import { computeSheets } from './computeSheets';
import { heatColour, parseSteps } from './sensitivityGrid';

const ok = (v: ReturnType<typeof computeSheets>) => {
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v;
};

describe('computeSheets (docs/finance.md worked example)', () => {
  it('shows the results at the stored land price, or at the RGW when asked', () => {
    const stored = ok(computeSheets(galleryFlatExample));
    expect(stored.sheets.results.landPriceCents).toBe(50_000_000);
    expect(stored.sheets.results.result.cents).toBe(38_189_229);
    const atRgw = ok(computeSheets(galleryFlatExample, { landPriceEuros: null }));
    expect(atRgw.sheets.results.landPriceSource).toBe('residual');
    expect(atRgw.sheets.results.landPriceCents).toBe(55_782_242);
    const entered = ok(computeSheets(galleryFlatExample, { landPriceEuros: 600_000 }));
    expect(entered.sheets.results.landPriceCents).toBe(60_000_000);
  });

  it('derives the RGW step by step: value − costs − financing − margin, adding up to the cent', () => {
    const v = ok(computeSheets(galleryFlatExample));
    const byKey = Object.fromEntries(v.derivation.map((l) => [l.key, l.cents]));
    // 3 406 280.99 − (3 096 619.08 − 557 822.42 − 64 083.60 − 113 890.45) − 177 974.05 − 309 661.91 = 557 822.42
    expect(byKey.value).toBe(340_628_099);
    expect(byKey.financing).toBe(-(6_408_360 + 11_389_045));
    expect(byKey.costs).toBe(-(309_661_908 - 55_782_242 - 6_408_360 - 11_389_045));
    expect(byKey.margin).toBe(-30_966_191);
    expect(byKey.land).toBe(55_782_242);
    const steps = v.derivation.filter((l) => l.key !== 'land').reduce((s, l) => s + l.cents, 0);
    expect(steps).toBe(byKey.land);
    expect(v.derivation.find((l) => l.key === 'value')?.link).toBe('income');
  });

  it('builds the heat table from the engine grid with the configured steps', () => {
    const v = ok(computeSheets(galleryFlatExample, { stepsPercent: [-20, 0, 20] }));
    expect(v.heat.map((r) => r.factor)).toEqual(['construction_cost', 'price', 'yield']);
    const construction = v.heat[0]!;
    expect(construction.cells.map((c) => c.stepPercent)).toEqual([-20, 0, 20]);
    expect(construction.cells[1]).toMatchObject({ deltaCents: 0, heat: 0 });
    // dearer construction lowers the RGW, higher prices raise it
    expect(construction.cells[2]!.deltaCents).toBeLessThan(0);
    expect(v.heat[1]!.cells[2]!.heat).toBeGreaterThan(0);
    for (const row of v.heat) for (const c of row.cells) expect(Math.abs(c.heat)).toBeLessThanOrEqual(1);
    expect(heatColour(-1)).toMatch(/^rgba\(224/);
    expect(heatColour(0)).toBe('transparent');
  });

  it('reads sensitivity steps in either language and refuses bad ones', () => {
    expect(parseSteps('-10, 0, 10')).toEqual([-10, 0, 10]);
    expect(parseSteps('+20 -20 0 0')).toEqual([-20, 0, 20]);
    expect(parseSteps('-10;5')).toEqual([-10, 5]);
    expect(parseSteps('')).toBeNull();
    expect(parseSteps('10,5')).toEqual([5, 10]);
    expect(parseSteps('60')).toBeNull();
    expect(parseSteps('abc')).toBeNull();
  });

  it('returns the engine errors instead of figures for bad input', () => {
    const v = computeSheets({ ...galleryFlatExample, parameters: { yield_percent: 0 } });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.errors[0]).toMatchObject({ code: 'out_of_range', path: 'parameters.yield_percent' });
  });
});

describe('comparisonRows', () => {
  it('puts concepts side by side, null for one that cannot be computed', () => {
    const a = computeSheets(galleryFlatExample);
    const b = computeSheets({ ...galleryFlatExample, parameters: { yield_percent: -1 } });
    const rows = comparisonRows([a, b]);
    const rgw = rows.find((r) => r.key === 'rgw')!;
    expect(rgw.values).toEqual([55_782_242, null]);
    expect(rows.find((r) => r.key === 'fsi')!.values[0]).toBeCloseTo(1.04, 6);
    expect(new Set(rows.map((r) => r.section))).toEqual(new Set(['areas', 'income', 'costs', 'rgw']));
  });
});
