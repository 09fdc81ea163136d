import { describe, expect, it } from 'vitest';
import type { OmgevingsplanRule } from '@plotwise/contracts';
import { ruleGroups } from './ruleGroups';

const rule = (ruleId: string, activities: string[], designations: string[]): OmgevingsplanRule => ({
  ruleId,
  kind: 'RegelVoorIedereen',
  citation: { regeling: '/akn/nl/act/gm9999/2024/x', wid: null },
  besluit: null,
  datumBekendmaking: null,
  url: null,
  bruidsschat: false,
  article: null,
  activiteiten: activities.map((naam) => ({ id: naam, naam })),
  gebiedsaanwijzingen: designations.map((naam) => ({ id: naam, naam, type: 'Functie', groep: null })),
  normValues: [],
  unknownNorms: [],
});

describe('omgevingsplan rules grouped by activity and gebiedsaanwijzing', () => {
  it('puts a rule in every pair it names, general rules last', () => {
    const general = rule('r0', [], []);
    const a = rule('r1', ['bouwen'], ['Bedrijf categorie 2']);
    const b = rule('r2', ['bouwen', 'slopen'], []);
    const c = rule('r3', ['bouwen'], ['Bedrijf categorie 2']);
    expect(ruleGroups([general, a, b, c]).map((g) => [g.activity, g.designation, g.rules.map((r) => r.ruleId)])).toEqual([
      ['bouwen', 'Bedrijf categorie 2', ['r1', 'r3']],
      ['bouwen', '', ['r2']],
      ['slopen', '', ['r2']],
      ['', '', ['r0']],
    ]);
    expect(ruleGroups([])).toEqual([]);
  });
});
