import type { FinanceInput } from './financeInput';

/**
 * The worked example of docs/finance.md: a small gallery flat of 12 dwellings on a 1 000 m2 plot.
 * Tests reproduce the document's figures from it to the cent, so keep the two in step.
 */
export const galleryFlatExample: FinanceInput = {
  plotAreaSquareMeters: 1000,
  buildings: [{ id: 'b1', name: 'Gallery flat', footprintSquareMeters: 400 }],
  unitTypes: [
    {
      id: 'A',
      name: 'Type A, for sale',
      function: 'apartment',
      buildingId: 'b1',
      count: 8,
      totalNetFloorAreaSquareMeters: 560,
      totalGrossFloorAreaSquareMeters: 640,
      priceBasis: 'sell_unit',
      priceCents: 35_000_000,
      parkingRatio: 1,
    },
    {
      id: 'B',
      name: 'Type B, for rent',
      function: 'apartment',
      buildingId: 'b1',
      count: 4,
      totalNetFloorAreaSquareMeters: 200,
      totalGrossFloorAreaSquareMeters: 240,
      priceBasis: 'rent_unit_month',
      priceCents: 100_000,
      parkingRatio: 0,
    },
  ],
  functionAreas: [
    {
      function: 'gallery',
      buildingId: 'b1',
      totalNetFloorAreaSquareMeters: 0,
      totalGrossFloorAreaSquareMeters: 160,
    },
  ],
  parking: { priceBasis: 'sell_unit', priceCents: 2_000_000 },
  costs: [
    { id: 1, name: 'Demolition', kind: 'flat_fee', group: 'ground', parameter: 25_000, order: 10 },
    { id: 2, name: 'Construction', kind: 'per_m2_floor', group: 'building', parameter: 1_800, order: 10 },
    { id: 3, name: 'Site works', kind: 'flat_fee', group: 'furnishing', parameter: 40_000, order: 10 },
    {
      id: 4,
      name: 'Fees and permits',
      kind: 'percentage_construction',
      group: 'additional',
      parameter: 15,
      order: 10,
    },
    { id: 5, name: 'Unforeseen', kind: 'total', group: 'unforeseen', parameter: 3, order: 10 },
    { id: 6, name: 'Transfer tax', kind: 'percentage_ground', group: 'tax', parameter: 10.4, order: 10 },
    {
      id: 7,
      name: 'Old survey',
      kind: 'flat_fee',
      group: 'additional',
      parameter: 9_999,
      order: 20,
      archived: true,
    },
  ],
  parameters: {
    yield_kind: 'gross',
    yield_percent: 5,
    sale_vat_regime: 'von',
    sale_vat_percent: 21,
    interest_rate_percent: 5,
    financing_duration_months: 24,
    construction_drawdown_percent: 50,
    required_margin_percent: 10,
    required_margin_basis: 'costs',
    land_price_euros: 500_000,
  },
};
