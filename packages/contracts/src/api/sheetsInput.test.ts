import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../types';
import { sheetCostLines } from './sheetsInput';

describe('the stored records as engine input', () => {
  it('maps cost lines: stored type is the kind, category the group, a missing parameter is 0', () => {
    const rows = [{ id: 3, name: 'Sloop', type: 'flat_fee', category: 'ground', parameter: null, order: 10, archived: true, deleted: false }] as unknown as ApiRecord<'costs'>[];
    expect(sheetCostLines(rows)).toEqual([{ id: 3, name: 'Sloop', kind: 'flat_fee', group: 'ground', parameter: 0, order: 10, archived: true, deleted: false, buildingType: null, parkingKind: null }]);
  });

  it("passes a line's building type on (construction costs per building type)", () => {
    const rows = [{ id: 4, name: 'Torens', type: 'per_m2_floor', category: 'building', parameter: 2400, order: 10, archived: false, deleted: false, building_type: 'towers' }] as unknown as ApiRecord<'costs'>[];
    expect(sheetCostLines(rows)[0]!.buildingType).toBe('towers');
  });

  it("passes a per-place line's parking kind on (parking cost per place by kind)", () => {
    const rows = [{ id: 5, name: 'Garage', type: 'per_parking_place', category: 'building', parameter: 25000, order: 10, archived: false, deleted: false, parking_kind: 'garage' }] as unknown as ApiRecord<'costs'>[];
    expect(sheetCostLines(rows)[0]).toMatchObject({ kind: 'per_parking_place', parkingKind: 'garage' });
  });
});
