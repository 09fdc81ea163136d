import { describe, expect, it } from 'vitest';
import { existingBuildingShare, keptNeighboursShare } from './existingBuildingFactors';

const shed = { footprintSquareMeters: 200, onPlotSquareMeters: 100, floorAreaSquareMeters: 360, storeys: 2 };

describe('existingBuildingShare', () => {
  it('counts the part on the plot of a kept building in GSI and FSI', () => {
    expect(existingBuildingShare(shed, false, 1000)).toEqual({
      builtArea: 100,
      floorArea: 180,
      gsi: 0.1,
      fsi: 0.18,
    });
  });
  it('takes footprint times storeys when the BAG has no floor area', () => {
    expect(existingBuildingShare({ ...shed, floorAreaSquareMeters: null }, false, 1000).floorArea).toBe(200);
  });
  it('counts nothing when demolished or beside the plot', () => {
    expect(existingBuildingShare(shed, true, 1000)).toEqual({ builtArea: 0, floorArea: 0, gsi: 0, fsi: 0 });
    expect(existingBuildingShare({ ...shed, onPlotSquareMeters: 0 }, false, 1000).gsi).toBe(0);
  });
});

describe('keptNeighboursShare', () => {
  it('sums the kept neighbours on the plot and leaves out the demolished', () => {
    const items = [
      { ...shed, demolished: false },
      { ...shed, demolished: true },
      { ...shed, onPlotSquareMeters: 200, demolished: false },
    ];
    const sum = keptNeighboursShare(items, 1000);
    expect(sum.builtArea).toBe(300);
    expect(sum.floorArea).toBe(540);
    expect(sum.gsi).toBeCloseTo(0.3, 10);
    expect(sum.fsi).toBeCloseTo(0.54, 10);
    expect(keptNeighboursShare([], 1000)).toEqual({ builtArea: 0, floorArea: 0, gsi: 0, fsi: 0 });
  });
});
