import { computeFormFactors, generate, standardConcept, standardUnits } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { checkConstraints } from '@plotwise/core/zoning/index';
import { formFactorMetrics } from '../shared/constraintChecks';
import { compareRows, conceptFigures, unitMix } from './conceptFigures';

const inputs = standardConcept();
const results = inputs.map((i) => generate(i));
const models = results.map((r) => r.model);
const ff = computeFormFactors(models, inputs[0]!.site);

describe('concept card figures', () => {
  it('takes units, GFA, FSI, GSI and height from the form factors and counts violated checks', () => {
    const checks = checkConstraints(
      [
        { id: 1, name: 'max FSI', type: 'fsi', operator: 'smaller_than', value: ff.fsi / 2 },
        {
          id: 2,
          name: 'max height',
          type: 'building_height',
          operator: 'smaller_than',
          value: ff.max_height + 1,
        },
        { id: 3, name: 'note', type: 'general', operator: null, value: null },
      ],
      { ...formFactorMetrics(ff, models.length, { buildableAreaSquareMeters: null }), height: ff.max_height },
    );
    const f = conceptFigures(ff, models.length, checks);
    expect(f).toMatchObject({
      buildings: models.length,
      units: ff.units,
      gfa: ff.gfa,
      fsi: ff.fsi,
      gsi: ff.gsi,
      height: ff.max_height,
      checked: 2,
      violated: 1,
    });
    expect(f.units).toBeGreaterThan(0);
  });

  it('counts the ILS checks in the verdict: passed and failed are checked, not checkable is not', () => {
    const ils = (status: 'pass' | 'fail' | 'not_checkable') => ({ id: 2 as const, key: 'height' as const, status, reason: null, subject: null, actual: null, limit: null, unit: null, citation: null });
    const f = conceptFigures(ff, models.length, [], [ils('pass'), ils('fail'), ils('fail'), ils('not_checkable')]);
    expect(f).toMatchObject({ checked: 3, violated: 2 });
  });

  it('an empty concept has zeros and no height', () => {
    expect(conceptFigures(null, 0, [])).toEqual({
      buildings: 0,
      units: 0,
      gfa: 0,
      fsi: 0,
      gsi: 0,
      height: null,
      checked: 0,
      violated: 0,
    });
  });
});

describe('unit mix', () => {
  it('adds up to the form factors unit count, per unit type of the location', () => {
    const mix = unitMix(models, standardUnits());
    expect(mix.reduce((s, e) => s + e.count, 0)).toBe(ff.units);
    const names = new Set(standardUnits().map((u) => u.name));
    expect(mix.filter((e) => names.has(e.name)).length).toBeGreaterThan(1);
  });
});

describe('comparison rows', () => {
  it('lines up form factors and every unit type of the compared concepts', () => {
    const mixA = unitMix(models, standardUnits());
    const mixB = unitMix(models.slice(0, 1), standardUnits());
    const rows = compareRows([
      { id: 1, name: 'A', formFactors: ff, mix: mixA },
      { id: 2, name: 'B', formFactors: null, mix: mixB },
    ]);
    const units = rows.find((r) => r.id === 'ff:units')!;
    expect(units.values).toEqual([ff.units, null]);
    const mixRows = rows.filter((r) => r.factor === null);
    expect(mixRows.map((r) => r.id).sort()).toEqual(mixA.map((e) => `mix:${e.key}`).sort());
    // a unit type only A holds counts 0 for B
    for (const r of mixRows) expect(r.values[1]).toBe(mixB.find((e) => `mix:${e.key}` === r.id)?.count ?? 0);
  });
});
