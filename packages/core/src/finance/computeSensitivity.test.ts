import { describe, expect, it } from 'vitest';
import { evaluateFinance } from './evaluateFinance';
import { galleryFlatExample } from './galleryFlatExample';

describe('sensitivity grid', () => {
  const out = evaluateFinance({ ...galleryFlatExample, sensitivity: { stepsPercent: [-10, 0, 10] } });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  const s = out.value;
  const grid = s.sensitivity!;
  const at = (factor: string, step: number) =>
    grid.rows.find((r) => r.factor === factor && r.stepPercent === step)!;

  it('the zero step of every factor reproduces the sheets', () => {
    for (const f of ['construction_cost', 'price', 'yield']) {
      expect(at(f, 0).residualLandValueCents).toBe(s.rgw.residualLandValue.cents);
      expect(at(f, 0).resultCents).toBe(s.results.result.cents);
    }
  });

  it('10 % dearer construction: 1 980 euros per m2 and 16.5 % more fees lower the RGW', () => {
    const up = at('construction_cost', 10);
    // construction 1 872 000 → 2 059 200; fees 280 800 → 308 880; the rest follows through unforeseen and interest
    expect(up.totalInvestmentCents).toBe(
      s.costs.totalInvestment.cents + 18_720_000 + 2_808_000 + 645_840 + 1_108_692,
    );
    expect(up.residualLandValueCents!).toBeLessThan(s.rgw.residualLandValue.cents);
  });

  it('10 % higher prices raise value and RGW; a 10 % higher yield lowers the capitalised rent', () => {
    expect(at('price', 10).totalValueCents).toBe(374_690_909); // 3 406 280.99 × 1.1, row by row
    expect(at('price', 10).residualLandValueCents!).toBeGreaterThan(s.rgw.residualLandValue.cents);
    // rent 48 000 ÷ 5.5 % = 872 727.27 instead of 960 000
    expect(at('yield', 10).totalValueCents).toBe(s.income.totalValue.cents - 8_727_273);
    expect(at('yield', -10).totalValueCents).toBe(s.income.totalValue.cents + 10_666_667);
  });

  it('reports the RGW band over the grid', () => {
    const rgws = grid.rows.map((r) => r.residualLandValueCents!);
    expect(grid.residualLandValueMinCents).toBe(Math.min(...rgws));
    expect(grid.residualLandValueMaxCents).toBe(Math.max(...rgws));
    expect(grid.residualLandValueMinCents!).toBeLessThan(grid.residualLandValueMaxCents!);
  });
});
