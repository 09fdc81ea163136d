import { describe, expect, it } from 'vitest';
import { generate } from '../generator/versions';
import { blockExamples, featureExamples } from '../generator/examples/blockExamples';
import { standardConcept } from '../generator/examples/standardConcept';
import { evaluateFinance } from './evaluateFinance';
import { financeInputFromConcept } from './financeInputFromConcept';
import { UNTYPED_UNIT_TYPE_ID } from './financeWarnings';

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
    costs: [
      { id: 1, name: 'Bouwkosten', kind: 'per_m2_floor' as const, group: 'building' as const, parameter: 1850 },
      // the open galleries are outside the GFA (ADR 0011): a line of their own prices them
      { id: 3, name: 'Galerijen', kind: 'per_m2_gallery' as const, group: 'building' as const, parameter: 1000 },
    ],
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

  it('counts the parking places by kind, as many as the form factors count: bays in the street on the surface, those of the parking building in a garage', () => {
    const input = financeInputFromConcept(source);
    const spots = results.reduce((s, r) => s + r.result.form_factors.parking_spots, 0);
    expect(input.parkingPlaces).toEqual({ surface: 48, garage: 80, house_garage: 0 });
    expect(48 + 80).toBe(spots);
    // the street's houses with a garage each instead of bays in the street
    const street = inputs.find((i) => i.building.cfg.blocktype === 'street_housing')!;
    const cfg = { ...street.building.cfg, house: { ...street.building.cfg.house, parking: 'garage' as const } };
    const result = generate({ ...street, building: { ...street.building, cfg } });
    const houses = financeInputFromConcept({ ...source, buildings: [{ id: 'h', name: 'h', result, housePriceEuros: 400_000 }] });
    expect(houses.parkingPlaces?.house_garage).toBe(result.form_factors.parking_spots);
    expect(houses.parkingPlaces?.house_garage).toBeGreaterThan(0);
  });

  it("passes each building's open galleries (form factor outdoor_circulation_area) beside its GFA, for a line per m2 of open gallery", () => {
    const input = financeInputFromConcept(source);
    expect(input.buildings?.map((b) => [b.grossFloorAreaSquareMeters, b.galleryAreaSquareMeters])).toEqual(
      results.map((r) => [r.result.form_factors.gfa, r.result.form_factors.outdoor_circulation_area]),
    );
    // the standard concept's gallery flat has open galleries, and only it
    const flat = results.find((r) => r.result.model.blocktype === 'gallery_flats')!;
    expect(flat.result.form_factors.outdoor_circulation_area).toBeGreaterThan(0);
    expect(results.filter((r) => r.result.form_factors.outdoor_circulation_area > 0)).toEqual([flat]);
    // one with 321.5 m2 of open galleries: its building input carries them, and a gallery line prices them
    const result = { ...flat.result, form_factors: { ...flat.result.form_factors, outdoor_circulation_area: 321.5 } };
    const galleries = financeInputFromConcept({
      ...source,
      buildings: [{ ...flat, result }],
    });
    expect(galleries.buildings?.[0]).toMatchObject({ buildingType: 'flats', grossFloorAreaSquareMeters: result.form_factors.gfa, galleryAreaSquareMeters: 321.5 });
    const out = evaluateFinance(galleries);
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    expect(out.value.costs.rows.find((r) => r.id === '3')!.amount.cents).toBe(32_150_000);
    expect(out.value.warnings.map((w) => w.code)).not.toContain('galleries_unpriced');
  });

  it('evaluates to finite sheets with a residual land value', () => {
    const out = evaluateFinance(financeInputFromConcept(source));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.results).toBeDefined();
    expect(JSON.stringify(out.value)).not.toMatch(/NaN|Infinity/);
  });

  // #39: the sheets' floor area is the generated one. The function areas used to add each building's whole floor
  // split by use on top of its units (and office space a third time as `business`): 9 716 m2 in the sheets for a
  // concept of 3 208 m2 in the editor.
  it('gives the areas sheets exactly the generated GFA and NFA, whether or not the units have a price', () => {
    const examples = [...blockExamples(), ...featureExamples()].map((e) => e.input);
    const cases = [
      { name: 'standard concept', inputs: inputs, types: unitTypes },
      { name: 'standard concept, no unit types', inputs: inputs, types: [] },
      ...examples.map((input) => ({
        name: input.building.name,
        inputs: [input],
        types: input.units.map((u) => ({ id: u.id, name: u.name, price: 1000, income_mode: 'rent_unit_month' as const })),
      })),
    ];
    for (const c of cases) {
      const generated = c.inputs.map((i) => ({ id: i.building.id, name: i.building.name, result: generate(i) }));
      const out = evaluateFinance(financeInputFromConcept({ ...source, unitTypes: c.types, buildings: generated }));
      expect(out.ok, c.name).toBe(true);
      if (!out.ok) continue;
      const gfa = generated.reduce((s, g) => s + g.result.form_factors.gfa, 0);
      const nfa = generated.reduce((s, g) => s + g.result.form_factors.nfa, 0);
      const overview = out.value.areas.overview;
      expect(overview.grossFloorAreaSquareMeters.value, c.name).toBeCloseTo(gfa, 1);
      expect(overview.netFloorAreaSquareMeters.value, c.name).toBeCloseTo(nfa, 1);
      expect(out.value.areas.functions.map((f) => f.key), c.name).not.toContain('business');
    }
    expect(cases.length).toBeGreaterThan(8);
  });

  // #39 items 2 and 5: dwellings without a unit type count as dwellings (RGW per dwelling), earn nothing, and say so
  it('counts dwellings without a unit type as dwellings priced at nothing, and every figure says what is missing', () => {
    const out = evaluateFinance(financeInputFromConcept({ ...source, unitTypes: [], costs: [] }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const flats = results.filter((r) => ['gallery_flats', 'tower'].includes(r.result.model.blocktype)).reduce((s, r) => s + r.result.form_factors.units, 0);
    const untyped = out.value.income.rows.find((r) => r.id === UNTYPED_UNIT_TYPE_ID)!;
    expect(untyped.count).toBe(flats);
    expect(untyped.value.cents).toBe(0);
    const houses = (out.value.income.rows.find((r) => r.source === 'house')?.count ?? 0);
    expect(out.value.areas.overview.dwellings).toBe(flats + houses);
    expect(out.value.rgw.perUnit?.inputs).toMatchObject({ units: flats + houses });
    expect(out.value.warnings.map((w) => w.code)).toEqual(['untyped_dwellings', 'no_construction_costs', 'galleries_unpriced']);
    expect(out.value.warnings[0]!.count).toBe(flats);
    const galleries = results.reduce((s, r) => s + r.result.form_factors.outdoor_circulation_area, 0);
    expect(out.value.warnings[2]).toMatchObject({ count: Math.round(galleries), names: [] });

    const priced = evaluateFinance(financeInputFromConcept({ ...source, unitTypes: unitTypes.map((u) => (u.id === 'u75' ? { ...u, price: 0 } : u)) }));
    expect(priced.ok && priced.value.warnings).toEqual([expect.objectContaining({ code: 'unpriced_unit_types', names: ['75 m2'] })]);
    const complete = evaluateFinance(financeInputFromConcept(source));
    expect(complete.ok && complete.value.warnings).toEqual([]);
  });
});
