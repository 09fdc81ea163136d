import { describe, expect, it } from 'vitest';
import { blockExamples } from '../../generator/examples/blockExamples';
import { generate } from '../../generator/versions';
import { ilsConcept } from '../ils/ilsChecks';
import { derivedKey, HAND_CONSTRAINT_SOURCE, type RuleConstraint } from './constraintsInForce';
import { rulesPanel } from './rulesPanel';

// tower_u: three storeys (9 m) with the lift's machine room on the roof: 12 m at its highest point
const tower = blockExamples().find((e) => e.name === 'tower_u')!.input;
const result = generate(tower);
const concept = ilsConcept([{ name: 'Toren', model: result.model }], result.form_factors.plot_area);
// the form factors' figures, as the editor passes them: max_height is the storeys' 9 m, not the highest point
const ff = result.form_factors;
const figures = { gfa: ff.gfa, units: ff.units, height: ff.max_height, floors: ff.floors, gsi: ff.gsi };

const zoning: RuleConstraint = {
  id: 1,
  name: 'maximum bouwhoogte (m)',
  description: 'maximum bouwhoogte (m): 11',
  type: 'building_height',
  operator: 'smaller_than',
  value: 11,
  reference: 'NL.IMRO.m1',
  url: 'https://www.ruimtelijkeplannen.nl/viewer/view?planidn=NL.IMRO.0200.bp',
  source: 'IMRO NL.IMRO.0200.bp',
  replaces: null,
};
const hand: RuleConstraint = { id: 2, name: 'Bouwhoogte na afwijking', description: null, type: 'building_height', operator: 'smaller_than', value: 15, reference: null, url: null, source: HAND_CONSTRAINT_SOURCE, replaces: derivedKey(zoning) };
const heightLines = (p: ReturnType<typeof rulesPanel>) => [...p.checks.filter((c) => c.type === 'building_height').map((c) => [c.actual, c.limit, c.status === 'ok' ? 'met' : 'not met']), [p.ils[1]!.actual, p.ils[1]!.limit, p.ils[1]!.status === 'pass' ? 'met' : 'not met']];

describe('rulesPanel: one measured height for the constraint line and ILS check 2 (issue #39 item 4)', () => {
  it("does not say 'height <= 11, concept 9: met' beside 'concept 12 m, maximum 11 m: not met'", () => {
    const panel = rulesPanel({ constraints: [zoning], concept, designations: [], figures });
    expect(heightLines(panel)).toEqual([
      [12, 11, 'not met'],
      [12, 11, 'not met'],
    ]);
    // the line names where its limit is written
    expect(panel.checks[0]).toMatchObject({ reference: 'NL.IMRO.m1', source: 'IMRO NL.IMRO.0200.bp' });
  });
  it('checks the hand 15 m that replaces the zoning 11 m on both lines, and lists the zoning one as replaced', () => {
    const panel = rulesPanel({ constraints: [zoning, hand], concept, designations: [], figures });
    expect(heightLines(panel)).toEqual([
      [12, 15, 'met'],
      [12, 15, 'met'],
    ]);
    expect(panel.replaced).toEqual([{ constraint: zoning, replacedBy: hand }]);
    expect(panel.checks.map((c) => c.id)).toEqual([2]);
  });
  it('reads a coverage limit of 60 (percent) and 0.6 alike on both lines', () => {
    const gsi = (value: number): RuleConstraint => ({ ...zoning, id: 3, type: 'gsi', value, description: null });
    for (const v of [0.6, 60]) {
      const panel = rulesPanel({ constraints: [gsi(v)], concept, designations: [], figures });
      expect(panel.checks[0]!.status === 'ok').toBe(panel.ils[2]!.status === 'pass');
      expect(panel.checks[0]!.limit).toBeCloseTo(0.6);
    }
  });
});
