import { defaultBuildingCfg, defaultUnitCfg } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../types';
import { sheetCostLines, sheetGeneratorInputs, sheetUnitInputs } from './sheetsInput';

const unit = (over: Record<string, unknown>) => ({ id: 7, name: 'Studio', order: 10, size: 40, size_max: 50, price: 950, income_mode: 'rent_unit_month', programme_goal: null, locationId: 1, ...over }) as unknown as ApiRecord<'units'>;

describe('the stored records as engine and generator input', () => {
  it('maps cost lines: stored type is the kind, category the group, a missing parameter is 0', () => {
    const rows = [{ id: 3, name: 'Sloop', type: 'flat_fee', category: 'ground', parameter: null, order: 10, archived: true, deleted: false }] as unknown as ApiRecord<'costs'>[];
    expect(sheetCostLines(rows)).toEqual([{ id: 3, name: 'Sloop', kind: 'flat_fee', group: 'ground', parameter: 0, order: 10, archived: true, deleted: false }]);
  });

  it('takes a unit cfg without its keys and empty values, and a price basis by default', () => {
    const [u] = sheetUnitInputs([unit({ income_mode: null, cfg: { id: 1, companyId: 2, unitId: 7, maxdepth: 14, parking_ratio: null } })]);
    expect(u!.income_mode).toBe('rent_unit_month');
    expect(u!.cfg.maxdepth).toBe(14);
    // an empty stored value keeps the generator's default
    expect(u!.cfg.parking_ratio).toBe(defaultUnitCfg().parking_ratio);
    expect(u!.cfg).not.toHaveProperty('companyId');
  });

  it('puts each building on an open site around it, its stored cfg over the defaults', () => {
    const building = { id: 5, name: 'Galerij', conceptId: 2, maxwidth: 12, maxlength: 60, maxheight: 24, x: 1000, y: 500, rotate_z: 0.5, cfg: { id: 9, buildingId: 5, blocktype: 'gallery_flats', function: null } } as unknown as ApiRecord<'buildings'>;
    const [input] = sheetGeneratorInputs([building], sheetUnitInputs([unit({})]));
    expect(input!.building.cfg.blocktype).toBe('gallery_flats');
    expect(input!.building.cfg.function).toBe(defaultBuildingCfg().function);
    expect(input!.building.cfg).not.toHaveProperty('buildingId');
    expect(input!.building.rotate_z).toBe(0.5);
    const xs = input!.site.buildable_area.map((p) => p.x);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([1000 - 260, 1000 + 260]);
    expect(input!.units).toHaveLength(1);
  });
});
