import { computeFormFactors, generate, standardConcept } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_CFG } from '../../../app/userCfg';
import { formFactorChoices, formFactorRows, shownFormFactorRows } from './formFactorRows';

const rows = [
  { key: 'plot_area', value: 6120, unit: 'm2' as const },
  { key: 'gfa', value: 9000, unit: 'm2' as const },
  { key: 'fsi', value: 1.47, unit: 'ratio' as const },
  { key: 'units', value: 96, unit: 'count' as const },
  { key: 'parking_spots', value: 40, unit: 'count' as const },
];

describe('form factors shown (user setting formfactors)', () => {
  it('keeps only the chosen lines, in the panel order', () => {
    expect(shownFormFactorRows(rows, ['units', 'gfa']).map((r) => r.key)).toEqual(['gfa', 'units']);
    expect(shownFormFactorRows(rows, ['parkingspots']).map((r) => r.key)).toEqual(['parking_spots']);
  });

  it('shows every line when nothing known is chosen', () => {
    expect(shownFormFactorRows(rows, [])).toEqual(rows);
    expect(shownFormFactorRows(rows, ['no_such_factor'])).toEqual(rows);
  });

  it('has a line of the panel for every choice the settings screen offers, and the default picks five', () => {
    const inputs = standardConcept();
    const models = inputs.map((i) => generate(i).model);
    const all = formFactorRows(computeFormFactors(models, inputs[0]!.site));
    const keys = new Set(all.map((r) => r.key));
    for (const lines of Object.values(formFactorChoices)) for (const k of lines) expect(keys.has(k), k).toBe(true);
    expect(shownFormFactorRows(all, DEFAULT_USER_CFG.formfactors).map((r) => r.key)).toEqual(['plot_area', 'gfa', 'nfa', 'gsi', 'fsi']);
  });
});
