import { describe, expect, it } from 'vitest';
import { computeAreas } from './computeAreas';
import type { FinanceInput } from './financeInput';
import { normalizeFinanceInput } from './normalizeFinanceInput';

const areas = (input: FinanceInput) => {
  const n = normalizeFinanceInput(input);
  if (!n.ok) throw new Error(JSON.stringify(n.errors));
  return computeAreas(n.value);
};

describe('areas sheets', () => {
  const s = areas({
    plotAreaSquareMeters: 2500,
    buildings: [
      { id: 1, name: 'North', footprintSquareMeters: 600 },
      { id: 2, name: 'South', footprintSquareMeters: 400.5 },
    ],
    unitTypes: [
      {
        id: 'a',
        name: 'A',
        function: 'apartment',
        buildingId: 1,
        count: 20,
        totalNetFloorAreaSquareMeters: 1300,
        totalGrossFloorAreaSquareMeters: 1600,
        priceBasis: 'sell_unit',
        priceCents: 1,
      },
      {
        id: 'b',
        name: 'B',
        function: 'apartment',
        buildingId: 2,
        count: 10,
        totalNetFloorAreaSquareMeters: 550.5,
        totalGrossFloorAreaSquareMeters: 700,
        priceBasis: 'sell_unit',
        priceCents: 1,
      },
      {
        id: 'c',
        name: 'Shop',
        function: 'commercial',
        buildingId: 2,
        count: 1,
        totalNetFloorAreaSquareMeters: 180,
        totalGrossFloorAreaSquareMeters: 200,
        priceBasis: 'rent_m2_year',
        priceCents: 1,
        isDwelling: false,
      },
    ],
    functionAreas: [
      {
        function: 'corridor',
        buildingId: 1,
        totalNetFloorAreaSquareMeters: 0,
        totalGrossFloorAreaSquareMeters: 250,
      },
      { function: 'storage', totalNetFloorAreaSquareMeters: 100, totalGrossFloorAreaSquareMeters: 120 },
    ],
    parking: {
      spaces: 25,
      priceCents: 1,
      totalGrossFloorAreaSquareMeters: 630,
      totalNetFloorAreaSquareMeters: 600,
    },
  });

  it('overview: totals, GSI, FSI and the net-to-gross ratio', () => {
    const o = s.overview;
    expect(o.grossFloorAreaSquareMeters.value).toBe(3500);
    expect(o.netFloorAreaSquareMeters.value).toBe(2730.5);
    expect(o.builtAreaSquareMeters.value).toBe(1000.5);
    expect(o.groundSpaceIndex.value).toBe(0.4); // 1 000.5 ÷ 2 500 = 0.400 2
    expect(o.floorSpaceIndex.value).toBe(1.4);
    expect(o.netToGrossRatio.value).toBe(0.78);
    expect([o.dwellings, o.units, o.parkingSpaces]).toEqual([30, 31, 25]);
    expect(o.averageDwellingNetFloorAreaSquareMeters.value).toBe(61.68); // 1 850.5 ÷ 30
  });

  it('buildings: one row per building plus the areas not assigned to one', () => {
    expect(
      s.buildings.map((b) => [b.name, b.grossFloorAreaSquareMeters, b.units, b.footprintSquareMeters]),
    ).toEqual([
      ['North', 1850, 20, 600],
      ['South', 900, 11, 400.5],
      ['Not assigned to a building', 750, 0, 0],
    ]);
  });

  it('functions: one row per function with its share of the gross floor area', () => {
    expect(s.functions.map((f) => [f.key, f.grossFloorAreaSquareMeters, f.grossSharePercent.value])).toEqual([
      ['apartment', 2300, 65.71],
      ['commercial', 200, 5.71],
      ['parking', 630, 18],
      ['corridor', 250, 7.14],
      ['storage', 120, 3.43],
    ]);
  });
});
