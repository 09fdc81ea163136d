import { storedBuildingInput } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import type { ApiRecord } from '@plotwise/contracts';
import { generate, rdPoint, standardUnits } from '@plotwise/core';
import { describe, expect, it } from 'vitest';
import { presetBuilding, type PresetRow } from './presetBuilding';

// Issue #17 item 7: a company preset takes effect. A concept made from a preset gets a building configured from
// it (POST /api/concepts/from-preset); here each preset value, through the stored building as the web reads it
// (storedBuildingInput), changes what the generator makes.
const preset: PresetRow = {
  name: 'Galerij',
  presetId: 1,
  maxBuildingWidth: 12,
  maxBuildingLength: 48,
  maxBuildingHeight: 16,
  minGridSize: 5.4,
  gridIncrements: 0.3,
  corridorWidth: 1.8,
  full_length_corridors: true,
  units: [],
  towers: [],
};
const cx = 155_000;
const cy = 463_000;
const site = {
  buildable_area: [
    rdPoint(cx - 200, cy - 200),
    rdPoint(cx + 200, cy - 200),
    rdPoint(cx + 200, cy + 200),
    rdPoint(cx - 200, cy + 200),
  ],
};

function generated(p: PresetRow) {
  const b = presetBuilding(p, [], { x: cx, y: cy });
  const row = {
    id: 1,
    archetype: 0,
    z: 0,
    rotate_z: 0,
    version: 3,
    conceptId: 1,
    ...b,
  } as unknown as ApiRecord<'buildings'>;
  const r = generate({ building: storedBuildingInput(row), units: standardUnits().slice(0, 3), site });
  return JSON.stringify([r.model, r.form_factors, r.messages]);
}
const base = generated(preset);

describe('a building from a preset', () => {
  it('is the preset kind as block type and function, its sizes and its grid', () => {
    const b = presetBuilding({ ...preset, presetId: 3 }, [], { x: 1, y: 2 });
    expect(b).toMatchObject({
      maxwidth: 12,
      maxlength: 48,
      maxheight: 16,
      x: 1,
      y: 2,
      cfg: { blocktype: 'tower', function: 'apartment', grids: { min_grid_size: 5.4, grid_increments: 0.3 } },
    });
    expect(presetBuilding({ ...preset, presetId: 7 }, [], { x: 0, y: 0 }).cfg).toMatchObject({
      blocktype: 'distribution_centre',
      function: 'industrial',
    });
  });

  const changes: [string, Partial<PresetRow>][] = [
    ['presetId (flat with a corridor)', { presetId: 2, maxBuildingWidth: 16 }],
    ['maxBuildingWidth', { maxBuildingWidth: 15 }],
    ['maxBuildingLength', { maxBuildingLength: 30 }],
    ['maxBuildingHeight', { maxBuildingHeight: 25 }],
    ['corridorWidth', { corridorWidth: 2.4 }],
    ['minGridSize', { minGridSize: 7.2 }],
    ['gridIncrements', { gridIncrements: 1.2 }],
    ['full_length_corridors', { presetId: 2, maxBuildingWidth: 16, full_length_corridors: false }],
  ];
  it.each(changes)('%s changes the generated building', (_name, change) => {
    const against =
      change.presetId === 2 && 'full_length_corridors' in change
        ? generated({ ...preset, presetId: 2, maxBuildingWidth: 16 })
        : base;
    expect(generated({ ...preset, ...change })).not.toBe(against);
  });
});
