import type { ApiRecord } from '@plotwise/contracts';
import { sheetFinanceInput } from '@plotwise/contracts/api/sheetsInput';
import {
  defaultFloorCfg,
  generate,
  unitRefs,
  type BuildingCfg,
  type GeneratorResult,
} from '@plotwise/core/generator/index';
import { lngLat, rdPoint } from '@plotwise/core/units/units';
import { describe, expect, it } from 'vitest';
import { companyGenerationParameters, conceptGeneratorInputs, storedUnitInputs } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';

// Issue #17 item 7: the settings a company keeps (generation parameters in settings/concepts/parameters, the
// unit cfg in settings/concepts/units) take effect. Each parameter goes the way a stored value goes in the
// product: a stored record -> the foundation's mapping (companyGenerationParameters, storedUnitInputs,
// conceptGeneratorInputs) -> core generate(); the result with the value must differ from the one without.

const cx = 155_000;
const cy = 463_000;
const site: ConceptSite = {
  buildableArea: [
    rdPoint(cx - 200, cy - 200),
    rdPoint(cx + 200, cy - 200),
    rdPoint(cx + 200, cy + 200),
    rdPoint(cx - 200, cy + 200),
  ],
  plotAreaSquareMeters: 160_000,
  maxHeightMeters: null,
  centre: rdPoint(cx, cy),
  centreLngLat: lngLat(5.387, 52.156),
  source: 'default',
};

type UnitRow = ApiRecord<'units'>;
type UnitCfgRow = NonNullable<UnitRow['cfg']>;
const unitRow = (id: number, name: string, size: number, cfg: Partial<UnitCfgRow> = {}): UnitRow =>
  ({
    id,
    name,
    order: id,
    size,
    size_max: size * 1.15,
    price: 0,
    income_mode: 'sell_unit',
    programme_goal: null,
    locationId: 1,
    cfg: {
      mindepth: null,
      maxdepth: null,
      minlength: null,
      maxlength: null,
      two_window_maxdepth: null,
      two_window_minlength: null,
      parking_ratio: null,
      balcony: null,
      ...cfg,
    },
  }) as unknown as UnitRow;

/** Stored unit types as a location holds them; `cfg` goes onto every one of them. */
const units = (cfg: Partial<UnitCfgRow> = {}) => [
  unitRow(1, 'Studio', 50, cfg),
  unitRow(2, 'Drie kamers', 75, cfg),
  unitRow(3, 'Vier kamers', 100, cfg),
];

let nextId = 1;
/** A stored building at (dx, dy) metres from the site's centre, inside the 400 x 400 m buildable area. */
const building = (
  at: [number, number],
  maxlength: number,
  maxwidth: number,
  maxheight: number,
  cfg: Partial<BuildingCfg>,
): ApiRecord<'buildings'> =>
  ({
    id: nextId++,
    name: cfg.blocktype,
    archetype: 0,
    maxlength,
    maxwidth,
    maxheight,
    x: cx + at[0],
    y: cy + at[1],
    z: 0,
    rotate_z: 0,
    version: 3,
    conceptId: 1,
    cfg,
  }) as unknown as ApiRecord<'buildings'>;

const floors = (n: number) => [defaultFloorCfg({ repeat_count: n })];
const refs = unitRefs('1', '2', '3').map((r) => ({ ...r, unitId: Number(r.unitId) }));
/** A concept with every block type the parameters act on. */
const buildings = [
  building([-100, -150], 60, 12, 24, { blocktype: 'gallery_flats', floors: floors(8), units: refs }),
  building([-100, -90], 60, 16, 24, { blocktype: 'corridor_flats', floors: floors(6), units: refs }),
  building([-100, 0], 25, 20, 36, {
    blocktype: 'tower',
    towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
    floors: floors(12),
    units: refs,
  }),
  building([100, -150], 50, 32, 6, {
    blocktype: 'parking',
    parking: { car_density: 0.1, price_mode: 'sell_unit', parking_type: 'building' },
    floors: floors(2),
  }),
  building([100, -80], 80, 20, 1, { blocktype: 'street' }),
  building([60, 100], 120, 17, 10, { blocktype: 'street_housing' }),
];

function run(unitRows: UnitRow[], parameters: Record<string, string> = {}): GeneratorResult[] {
  const row = {
    id: 1,
    companyId: 1,
    companyCfgId: 1,
    ...parameters,
  } as unknown as ApiRecord<'generation_parameters'>;
  return conceptGeneratorInputs(
    buildings,
    storedUnitInputs(unitRows),
    site,
    companyGenerationParameters(row),
  ).map((i) => generate(i));
}
const signature = (results: GeneratorResult[]) =>
  JSON.stringify(results.map((r) => [r.model, r.form_factors, r.messages]));
const baseline = signature(run(units()));

describe('company generation parameters (settings/concepts/parameters) change the generated concept', () => {
  // a value well away from the design rule of each, as an admin might type it (text, as stored)
  const changed: Record<string, string> = {
    outer_wall_thickness: '0.6',
    inner_wall_thickness: '0.35',
    elevator_width: '2.4',
    elevator_length: '3.4',
    staircase_width: '3.2',
    staircase_length: '5.6',
    tower_staircase_width: '3.2',
    tower_staircase_length: '7.4',
    corridor_width: '2.2',
    street_width: '8',
    max_parking_depth: '4',
    max_parking_length: '2',
    // the 17 m deep street-housing plot leaves a 3.4 m garden: garden_too_shallow at 10 m, none at 3
    garden_min_depth: '3',
  };
  it.each(Object.entries(changed))('%s = %s', (key, value) => {
    expect(signature(run(units(), { [key]: value }))).not.toBe(baseline);
  });

  it('the parameters the generator does not read yet are named, so wiring one makes this test ask for its own case', () => {
    const noEffect = [
      'min_room_depth',
      'max_room_depth',
      'min_room_length',
      'max_room_length',
      'unit_shaft_size',
    ].filter(
      (key) =>
        signature(
          run(units(), { [key]: key.startsWith('min') ? '3.5' : key.startsWith('max') ? '4' : '3' }),
        ) === baseline,
    );
    expect(noEffect).toEqual([
      'min_room_depth',
      'max_room_depth',
      'min_room_length',
      'max_room_length',
      'unit_shaft_size',
    ]);
  });

  it('a blank parameter keeps the design rule', () => {
    expect(signature(run(units(), { corridor_width: '' }))).toBe(baseline);
  });
});

describe('the unit cfg (settings/concepts/units) changes the generated concept', () => {
  const changed: [keyof UnitCfgRow, unknown][] = [
    ['mindepth', 10],
    ['maxdepth', 6],
    ['minlength', 8],
    ['maxlength', 6],
    ['two_window_maxdepth', 6],
    ['balcony', { name: 'balkon', type: 'balcony', maxdepth: 2, maxlength: 4 }],
  ];
  it.each(changed)('%s = %j', (key, value) => {
    expect(signature(run(units({ [key]: value })))).not.toBe(baseline);
  });

  it('two_window_minlength = 12 (where units deeper than maxdepth rely on their two windows)', () => {
    // the default units fit their maxdepth: the two-window allowance, and so its minimum length, plays no part
    const shallow = { maxdepth: 7 };
    expect(signature(run(units({ ...shallow, two_window_minlength: 12 })))).not.toBe(
      signature(run(units(shallow))),
    );
  });

  it('parking_ratio changes the parking demand the finance engine counts (the layout does not use it)', () => {
    const results = run(units());
    const generated = conceptGeneratorInputs(buildings, storedUnitInputs(units()), site, {}).map(
      (input, i) => ({ input, result: results[i]! }),
    );
    const finance = (ratio: number) =>
      JSON.stringify(
        sheetFinanceInput({
          plotAreaSquareMeters: site.plotAreaSquareMeters,
          units: units({ parking_ratio: ratio }),
          costs: [],
          generated,
          parameters: {},
        }),
      );
    expect(finance(2)).not.toBe(finance(0.5));
  });
});
