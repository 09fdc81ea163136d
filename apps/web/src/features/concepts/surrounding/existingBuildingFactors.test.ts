import { describe, expect, it } from 'vitest';
import { existingBuildingShare } from './existingBuildingFactors';

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
