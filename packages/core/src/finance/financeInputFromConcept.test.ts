import { describe, expect, it } from 'vitest';
import { generate } from '../generator/versions';
import { standardConcept } from '../generator/examples/standardConcept';
import { evaluateFinance } from './evaluateFinance';
import { financeInputFromConcept } from './financeInputFromConcept';

describe('financeInputFromConcept', () => {
  const inputs = standardConcept();
  const results = inputs.map((i) => ({ id: i.building.id, name: i.building.name, result: generate(i), housePriceEuros: 400_000 }));
  const unitTypes = [
    { id: 'u50', name: '50 m2', price: 950, income_mode: 'rent_unit_month' as const },
    { id: 'u75', name: '75 m2', price: 4_800, income_mode: 'sell_m2' as const },
    { id: 'u100', name: '100 m2', price: 525_000, income_mode: 'sell_unit' as const },
  ];
  const source = {
    plotAreaSquareMeters: 40_000,
    unitTypes,
    buildings: results,
    costs: [{ id: 1, name: 'Bouwkosten', kind: 'per_m2_floor' as const, group: 'building' as const, parameter: 1850 }],
    parameters: { yield_percent: 5 },
  };

  it('counts every generated unit once, as the form factors do', () => {
    const input = financeInputFromConcept(source);
    const counted = (input.unitTypes ?? []).reduce((s, u) => s + u.count, 0) + (input.houses ?? []).reduce((s, h) => s + h.count, 0);
    const residential = results.filter((r) => ['gallery_flats', 'tower', 'street_housing'].includes(r.result.model.blocktype));
    const formFactorUnits = residential.reduce((s, r) => s + r.result.form_factors.units, 0);
    expect(counted).toBe(formFactorUnits);
    expect(counted).toBeGreaterThan(100);
    expect((input.unitTypes ?? []).map((u) => u.id).sort()).toEqual(['u100', 'u50', 'u75']);
    expect(input.houses?.[0]).toMatchObject({ priceCents: 40_000_000 });
  });

  it('evaluates to finite sheets with a residual land value', () => {
    const out = evaluateFinance(financeInputFromConcept(source));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.results).toBeDefined();
    expect(JSON.stringify(out.value)).not.toMatch(/NaN|Infinity/);
  });
});
