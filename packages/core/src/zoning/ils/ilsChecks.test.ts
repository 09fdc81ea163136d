import { describe, expect, it } from 'vitest';
import { defaultFloorCfg } from '../../generator/buildingCfg';
import { blockExamples } from '../../generator/examples/blockExamples';
import { exampleInput } from '../../generator/examples/standardConcept';
import { generate } from '../../generator/versions';
import { defaultUnitInput } from '../../generator/unitInput';
import { ilsChecks, ilsConcept } from './ilsChecks';
import type { IlsBuildingFigures, IlsConcept, IlsConstraint, IlsDesignation } from './types';

const art = (reference: string) => ({ reference, url: `https://example.test/${reference}`, source: 'omgevingsplan Gemeentestad' });
const constraint = (type: string, value: number | null, name: string, reference = 'art. 2.14', operator = 'smaller_than'): IlsConstraint => ({
  name,
  type,
  operator,
  value,
  ...art(reference),
});
const bedrijf: IlsDesignation = { name: 'Bedrijf categorie 2', ...art('art. 2.14') };

// Gemeentestad-like rules: the 13 m building height of art. 2.14 on a "Bedrijf categorie 2" designation, plus the
// limits Gemeentestad lacks but the ILS checks (coverage, storeys, storeys of dwellings, home business).
const gemeentestad: IlsConstraint[] = [
  constraint('building_height', 13, 'maximum bouwhoogte bedrijfsgebouw'),
  constraint('gutter_height', 10, 'maximum goothoogte', 'art. 2.16'),
  constraint('gsi', 0.6, 'maximum bebouwingspercentage', 'art. 2.17'),
  constraint('nr_floors', 3, 'maximum aantal bouwlagen', 'art. 2.18'),
  constraint('nr_floors', 2, 'maximum aantal bouwlagen wonen', 'art. 2.19'),
  constraint('general', 50, 'beroep aan huis: maximum oppervlakte', 'art. 2.20'),
];

const building = (over: Partial<IlsBuildingFigures> = {}): IlsBuildingFigures => ({
  name: 'A',
  heightMeters: 10,
  eavesHeightMeters: 10,
  footprintSquareMeters: 500,
  grossFloorAreaSquareMeters: 1500,
  storeys: 3,
  storeysByUse: { industrial: 3 },
  unitFunctions: ['industrial'],
  ...over,
});
const concept = (b: Partial<IlsBuildingFigures> = {}, over: Partial<IlsConcept> = {}): IlsConcept => ({
  buildings: [building(b)],
  plotAreaSquareMeters: 1000,
  homeBusiness: null,
  ...over,
});
const run = (c: IlsConcept, constraints = gemeentestad, designations = [bedrijf]) => ilsChecks({ concept: c, constraints, designations });
const check = (id: number, c: IlsConcept, constraints = gemeentestad, designations = [bedrijf]) => run(c, constraints, designations)[id - 1]!;

describe('ILS check 1: use matches the designation', () => {
  it('passes industry on Bedrijf, fails dwellings there, and cites the designation', () => {
    expect(check(1, concept())).toMatchObject({ status: 'pass', actual: 'industrial', limit: 'Bedrijf categorie 2', citation: { reference: 'art. 2.14' } });
    expect(check(1, concept({ unitFunctions: ['apartment'] }))).toMatchObject({ status: 'fail', actual: 'residential' });
  });
  it("counts an industrial building's own office as industry, but not an office building", () => {
    expect(check(1, concept({ unitFunctions: ['industrial', 'office'] })).status).toBe('pass');
    expect(check(1, concept({ unitFunctions: ['office'] })).status).toBe('fail');
  });
  it('allows dwellings, offices and shops in a centre or mixed designation', () => {
    const centrum = [{ name: 'Centrumgebied', reference: 'art. 2.5', url: null, source: null }];
    expect(check(1, concept({ unitFunctions: ['apartment', 'commercial', 'office'] }), [], centrum).status).toBe('pass');
  });
  it('cannot decide without a designation, for an unknown designation or an unknown function', () => {
    expect(check(1, concept(), gemeentestad, [])).toMatchObject({ status: 'not_checkable', reason: 'no_designation' });
    expect(check(1, concept({ unitFunctions: ['apartment'] }), gemeentestad, [bedrijf, { ...bedrijf, name: 'Speelhal' }])).toMatchObject({
      status: 'not_checkable',
      reason: 'unknown_designation',
    });
    expect(check(1, concept({ unitFunctions: ['storage'] }))).toMatchObject({ status: 'not_checkable', reason: 'unknown_function', actual: 'storage' });
  });
});

describe('ILS check 2: maximum building height', () => {
  it('passes at the limit and fails above it, citing the article', () => {
    expect(check(2, concept({ heightMeters: 13, eavesHeightMeters: 9 }))).toMatchObject({ status: 'pass', actual: 13, limit: 13, unit: 'm', subject: null });
    expect(check(2, concept({ heightMeters: 13.5, eavesHeightMeters: 9 }))).toMatchObject({
      status: 'fail',
      actual: 13.5,
      citation: { reference: 'art. 2.14', url: 'https://example.test/art. 2.14', source: 'omgevingsplan Gemeentestad' },
    });
  });
  it('also checks the eaves against a gutter height, and takes the strictest of several limits', () => {
    expect(check(2, concept({ heightMeters: 12, eavesHeightMeters: 11 }))).toMatchObject({ status: 'fail', subject: 'gutter_height', actual: 11, limit: 10 });
    const two = [constraint('building_height', 15, 'bouwhoogte'), constraint('building_height', 7, 'bouwhoogte', 'art. 2.15')];
    expect(check(2, concept({ heightMeters: 8 }), two)).toMatchObject({ status: 'fail', limit: 7, citation: { reference: 'art. 2.15' } });
  });
  it('ignores minima and limits for annexes, and says when the plan sets none', () => {
    const other = [constraint('building_height', 5, 'maximum bouwhoogte bijgebouw'), constraint('building_height', 3, 'minimum bouwhoogte', 'x', 'greater_than')];
    expect(check(2, concept(), other)).toMatchObject({ status: 'not_checkable', reason: 'no_limit' });
  });
});

describe('ILS check 3: maximum coverage percentage', () => {
  it('compares the projected area over the plot with the percentage (a fraction or a percentage)', () => {
    expect(check(3, concept({ footprintSquareMeters: 600 }))).toMatchObject({ status: 'pass', actual: 60, limit: 60, unit: 'percent' });
    expect(check(3, concept({ footprintSquareMeters: 601 }))).toMatchObject({ status: 'fail', actual: 60.1 });
    expect(check(3, concept({ footprintSquareMeters: 601 }), [constraint('ground_space_index', 70, 'bebouwingspercentage')]).status).toBe('pass');
  });
  it('cannot check without a plot area or a limit', () => {
    expect(check(3, concept({}, { plotAreaSquareMeters: null }))).toMatchObject({ status: 'not_checkable', reason: 'no_plot_area' });
    expect(check(3, concept(), [])).toMatchObject({ status: 'not_checkable', reason: 'no_limit' });
  });
});

describe('ILS check 4: storeys per use', () => {
  it('limits the storeys that hold dwellings by the limit that names them', () => {
    expect(check(4, concept({ storeysByUse: { residential: 2, industrial: 3 } }))).toMatchObject({ status: 'pass', subject: 'residential', actual: 2, limit: 2 });
    expect(check(4, concept({ storeysByUse: { residential: 3 } }))).toMatchObject({ status: 'fail', subject: 'residential', actual: 3, citation: { reference: 'art. 2.19' } });
  });
  it('has no limit when no storey limit names a use', () => {
    expect(check(4, concept(), [constraint('nr_floors', 3, 'maximum aantal bouwlagen')])).toMatchObject({ status: 'not_checkable', reason: 'no_limit' });
  });
});

describe('ILS check 5: home business at most the plan percentage', () => {
  it("takes the plan's percentage, not the ILS's 50 % example", () => {
    const home = (businessAreaSquareMeters: number) => concept({}, { homeBusiness: { businessAreaSquareMeters, dwellingAreaSquareMeters: 100 } });
    expect(check(5, home(50))).toMatchObject({ status: 'pass', actual: 50, limit: 50 });
    expect(check(5, home(51))).toMatchObject({ status: 'fail', actual: 51, citation: { reference: 'art. 2.20' } });
    const rotterdam = [constraint('general', 0.3, 'aan-huis-verbonden beroep', 'art. 4.1')];
    expect(check(5, home(40), rotterdam)).toMatchObject({ status: 'fail', limit: 30 });
  });
  it('cannot check without a number in the plan, or when the concept has no home business', () => {
    expect(check(5, concept(), [constraint('general', null, 'beroep aan huis')])).toMatchObject({ status: 'not_checkable', reason: 'no_limit' });
    expect(check(5, concept())).toMatchObject({ status: 'not_checkable', reason: 'no_home_business', limit: 50 });
  });
});

describe('ILS check 6: maximum number of storeys', () => {
  it('compares the storeys of the highest building with the limit that names no use', () => {
    expect(check(6, concept({ storeys: 3 }))).toMatchObject({ status: 'pass', actual: 3, limit: 3, citation: { reference: 'art. 2.18' } });
    expect(check(6, concept({ storeys: 4 }))).toMatchObject({ status: 'fail', actual: 4 });
    expect(check(6, concept(), [])).toMatchObject({ status: 'not_checkable', reason: 'no_limit' });
  });
  it('says every check needs buildings', () => {
    expect(run({ buildings: [], plotAreaSquareMeters: 1000, homeBusiness: null }).map((c) => c.reason)).toEqual(Array(6).fill('no_buildings'));
  });
});

describe('two generated concepts against Gemeentestad-like rules', () => {
  // A distribution centre (industry with its own office, 2 storeys, 8.6 m) on a 10 000 m2 plot, and a
  // 6-storey tower of flats with its machine room on a 700 m2 plot.
  const centre = blockExamples().find((e) => e.name === 'distribution_centre')!.input;
  const tower = exampleInput(
    'tower',
    { length: 24, width: 20, height: 18 },
    { blocktype: 'tower', floors: [defaultFloorCfg({ repeat_count: 6, height: 3 })], towertype: { shape: 'u', core: 'staircase_elevator', apartments_per_floor: 4 } },
    [defaultUnitInput({ id: 'A', name: 'flat', order: 1, size: 70, size_max: 110 })],
  );
  const passing = ilsConcept([{ name: 'centre', model: generate(centre).model }], 10_000, { businessAreaSquareMeters: 30, dwellingAreaSquareMeters: 120 });
  const failing = ilsConcept([{ name: 'tower', model: generate(tower).model }], 700, { businessAreaSquareMeters: 70, dwellingAreaSquareMeters: 120 });

  it('the distribution centre passes all six', () => {
    const out = run(passing);
    expect(out.map((c) => [c.id, c.status])).toEqual([1, 2, 3, 4, 5, 6].map((id) => [id, 'pass']));
    expect(out[1]).toMatchObject({ actual: 8.6, limit: 13 });
    expect(out[2]).toMatchObject({ actual: 54, limit: 60 });
    expect(out[5]).toMatchObject({ actual: 2, limit: 3 });
  });

  it('the tower of flats fails all six, each on its own article', () => {
    const out = run(failing);
    expect(out.map((c) => [c.id, c.status])).toEqual([1, 2, 3, 4, 5, 6].map((id) => [id, 'fail']));
    expect(out.map((c) => c.citation?.reference)).toEqual(['art. 2.14', 'art. 2.14', 'art. 2.17', 'art. 2.19', 'art. 2.20', 'art. 2.18']);
    // the highest point is the machine room on the roof: six storeys of 3 m and 3 m more
    expect(out[1]).toMatchObject({ actual: 21, limit: 13 });
    expect(out[3]).toMatchObject({ subject: 'residential', actual: 6, limit: 2 });
    expect(out[5]).toMatchObject({ actual: 6, limit: 3 });
    expect(failing.buildings[0]!.eavesHeightMeters).toBe(18);
  });
});
