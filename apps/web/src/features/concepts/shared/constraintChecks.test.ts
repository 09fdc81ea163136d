import { describe, expect, it } from 'vitest';
import { computeFormFactors, defaultBuildingCfg, defaultFloorCfg, exampleInput, generate } from '@plotwise/core/generator/index';
import { checkConstraints } from '@plotwise/core/zoning/index';
import { formFactorMetrics, siteMetrics, type AreaMetric } from './constraintChecks';

const metrics: Record<AreaMetric, number | null> = {
  plot: 1000, gsi: 0.4, fsi: 1.04, gfa: 1040, nfa: 760, office_gfa: 0, units: 12, buildings: 1, height: 12.5, floors: 4,
  gutter: 9.5, psi: 1.2, buildable_gsi: 0.8,
};
const c = (type: string, operator: string, value: number | null) => ({ id: type + operator, name: type, type, operator, value });

describe('checkConstraints', () => {
  it('treats smaller_than as a maximum and greater_than as a minimum, the limit itself allowed', () => {
    const out = checkConstraints([c('gsi', 'smaller_than', 0.4), c('fsi', 'smaller_than', 1), c('nr_units', 'greater_than', 12), c('nfa', 'greater_than', 800)], metrics);
    expect(out.map((x) => x.status)).toEqual(['ok', 'violated', 'ok', 'violated']);
    expect(out[1]).toMatchObject({ metric: 'fsi', actual: 1.04, limit: 1 });
  });
  it('maps the spec kinds and their aliases to figures', () => {
    const out = checkConstraints([c('floor_space_index', 'equal', 1.04), c('building_height', 'smaller_than', 12), c('nr_floors', 'smaller_than', 4), c('floor_space', 'equal', 1040)], metrics);
    expect(out.map((x) => [x.metric, x.status])).toEqual([['fsi', 'ok'], ['height', 'violated'], ['floors', 'ok'], ['gfa', 'ok']]);
  });
  it('lists what it cannot check with the reason, never as met', () => {
    const out = checkConstraints([c('general', 'equal', 1), c('gsi', 'smaller_than', null)], { ...metrics });
    expect(out.map((x) => [x.status, x.reason])).toEqual([['unchecked', 'not_computed'], ['unchecked', 'no_limit']]);
    // the variants search knows no eaves: left out is unchecked, never met
    const { gutter: _gutter, ...noEaves } = metrics;
    expect(checkConstraints([c('gutter_height', 'smaller_than', 9)], noEaves)[0]).toMatchObject({ status: 'unchecked', reason: 'no_figure' });
    const noFigure = checkConstraints([c('building_height', 'smaller_than', 10)], { ...metrics, height: null });
    expect(noFigure[0]).toMatchObject({ status: 'unchecked', reason: 'no_figure' });
  });
  it('checks gutter height, PSI and the GSI of the buildable area (issue #17)', () => {
    const out = checkConstraints(
      [c('gutter_height', 'smaller_than', 9), c('gutter_height', 'smaller_than', 10), c('psi', 'greater_than', 1), c('psi', 'greater_than', 1.5), c('buildable_area_gsi', 'smaller_than', 0.7)],
      metrics,
    );
    expect(out.map((x) => [x.metric, x.status])).toEqual([['gutter', 'violated'], ['gutter', 'ok'], ['psi', 'ok'], ['psi', 'violated'], ['buildable_gsi', 'violated']]);
  });
});

describe('the figures of gutter height, PSI and buildable-area GSI', () => {
  // a terraced row under pointed roofs: two storeys of 3 m, the upper one in the roof, so the eaves are at 3 m
  const input = exampleInput('houses', { length: 60, width: 17, height: 6 }, { blocktype: 'street_housing', house: { ...defaultBuildingCfg().house, housetype: 'terraced', parking: 'street' } });
  const result = generate(input);
  const ff = computeFormFactors([result.model], input.site);
  const site = siteMetrics([{ input, result }]);
  const m = formFactorMetrics(ff, 1, site);

  it('takes the eaves below a pointed roof, parking per unit and the built area over the buildable area', () => {
    expect(site.eavesHeightMeters).toBe(3);
    // the eaves and the height are core rulesPanel's measures, not the form factors'
    expect(m.gutter).toBeUndefined();
    expect(m.psi).toBeCloseTo(ff.parking_spots / ff.units, 9);
    expect(m.psi).toBeGreaterThan(0);
    expect(site.buildableAreaSquareMeters).toBe(400 * 400);
    expect(m.buildable_gsi).toBeCloseTo(ff.built_area / (400 * 400), 9);
  });

  it('gives the eaves of a flat roof at the top of the top storey, and nothing without buildings', () => {
    const flat = exampleInput('flat', { length: 40, width: 10, height: 9 }, { blocktype: 'gallery_flats', floors: [defaultFloorCfg({ repeat_count: 3, height: 3 })] });
    expect(siteMetrics([{ input: flat, result: generate(flat) }]).eavesHeightMeters).toBe(9);
    expect(formFactorMetrics(ff, 0, site)).toMatchObject({ buildable_gsi: null });
  });
});
