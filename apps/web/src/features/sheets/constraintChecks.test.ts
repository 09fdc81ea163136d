import { describe, expect, it } from 'vitest';
import { checkConstraints, type AreaMetric } from './constraintChecks';

const metrics: Record<AreaMetric, number | null> = {
  plot: 1000, gsi: 0.4, fsi: 1.04, gfa: 1040, nfa: 760, office_gfa: 0, units: 12, buildings: 1, height: 12.5, floors: 4,
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
    const out = checkConstraints([c('general', 'equal', 1), c('gutter_height', 'smaller_than', 9), c('gsi', 'smaller_than', null)], { ...metrics });
    expect(out.map((x) => [x.status, x.reason])).toEqual([['unchecked', 'not_computed'], ['unchecked', 'not_computed'], ['unchecked', 'no_limit']]);
    const noFigure = checkConstraints([c('building_height', 'smaller_than', 10)], { ...metrics, height: null });
    expect(noFigure[0]).toMatchObject({ status: 'unchecked', reason: 'no_figure' });
  });
});
