import { describe, expect, it } from 'vitest';
import { evaluateFinance, type FinanceInput, type FinanceSheets } from '../finance/index';
import { landPriceCheck, type LandPriceEntry } from './landPrice';

// A housing block with offices on a 2 000 m2 plot, its figures worked out by hand (docs/finance.md "Land price check"):
// apartments 900 m2 GFA (sale 12 dwellings 600 m2 net, rent 4 dwellings 200 m2 net), offices 200 m2, a gallery and
// core of 110 m2 spread in proportion: residential 900 + 90 = 990 m2, offices 200 + 20 = 220 m2; sale 3/4 of the
// residential GFA (600 of 800 m2 net) = 742.5 m2, rent 247.5 m2.
const input: FinanceInput = {
  plotAreaSquareMeters: 2000,
  buildings: [{ id: 'b1', name: 'Blok', footprintSquareMeters: 400 }],
  unitTypes: [
    {
      id: 'S',
      name: 'Koop',
      function: 'apartment',
      buildingId: 'b1',
      count: 12,
      totalNetFloorAreaSquareMeters: 600,
      totalGrossFloorAreaSquareMeters: 700,
      priceBasis: 'sell_unit',
      priceCents: 40_000_000,
    },
    {
      id: 'R',
      name: 'Huur',
      function: 'apartment',
      buildingId: 'b1',
      count: 4,
      totalNetFloorAreaSquareMeters: 200,
      totalGrossFloorAreaSquareMeters: 200,
      priceBasis: 'rent_unit_month',
      priceCents: 120_000,
    },
    {
      id: 'O',
      name: 'Kantoor',
      function: 'office',
      buildingId: 'b1',
      count: 1,
      totalNetFloorAreaSquareMeters: 180,
      totalGrossFloorAreaSquareMeters: 200,
      priceBasis: 'sell_m2',
      priceCents: 300_000,
      isDwelling: false,
    },
  ],
  functionAreas: [
    {
      function: 'gallery',
      buildingId: 'b1',
      totalNetFloorAreaSquareMeters: 0,
      totalGrossFloorAreaSquareMeters: 110,
    },
    {
      function: 'parking_ground',
      buildingId: 'b1',
      totalNetFloorAreaSquareMeters: 0,
      totalGrossFloorAreaSquareMeters: 500,
    },
  ],
  costs: [
    { id: 1, name: 'Bouwkosten', kind: 'per_m2_floor', group: 'building', parameter: 1_500, order: 10 },
  ],
};
const out = evaluateFinance(input);
if (!out.ok) throw new Error(JSON.stringify(out.errors));
const sheets: FinanceSheets = out.value;
const rgw = sheets.rgw.residualLandValue.cents;

const price = (
  id: number,
  use: LandPriceEntry['use'],
  basis: LandPriceEntry['basis'],
  euros: number,
  year = 2026,
): LandPriceEntry => ({
  id,
  use,
  basis,
  priceCents: euros * 100,
  year,
  sourceTitle: `Grondprijzenbrief ${year}`,
  sourceUrl: null,
});

describe('land price check (issue #43 item 5)', () => {
  it('prices each use of the programme and names the use without a price instead of counting it free', () => {
    const c = landPriceCheck(sheets, [
      price(1, 'residential_sale', 'per_m2_gfa', 400),
      price(2, 'residential_rent', 'per_dwelling', 20_000),
    ]);
    expect(c.status).toBe('partial');
    expect(c.missingUses).toEqual(['office']);
    const line = (use: string) => c.lines.find((l) => l.use === use)!;
    expect(line('residential_sale').grossFloorAreaSquareMeters).toBeCloseTo(742.5, 9);
    expect(line('residential_sale').totalCents).toBe(29_700_000); // 742.5 m2 x 400 euros
    expect(line('residential_rent')).toMatchObject({ dwellings: 4, totalCents: 8_000_000 }); // 4 x 20 000 euros
    expect(line('office').grossFloorAreaSquareMeters).toBeCloseTo(220, 9);
    expect(line('office').totalCents).toBeNull();
    expect(c.municipalPriceCents).toBe(37_700_000);
    expect(c.marginCents).toBe(rgw - 37_700_000);
    expect(c.marginPerPlotSquareMeterCents).toBe(Math.round((rgw - 37_700_000) / 2000));
  });

  it('is complete when every use has a price, and takes the newest year of a use', () => {
    const c = landPriceCheck(sheets, [
      price(1, 'residential_sale', 'per_m2_gfa', 400),
      price(2, 'residential_rent', 'per_dwelling', 20_000),
      price(3, 'office', 'per_m2_gfa', 999, 2024),
      price(4, 'office', 'per_m2_gfa', 250, 2026),
    ]);
    expect(c.status).toBe('complete');
    expect(c.lines.find((l) => l.use === 'office')).toMatchObject({
      totalCents: 5_500_000,
      price: { id: 4, year: 2026 },
    }); // 220 m2 x 250
    expect(c.municipalPriceCents).toBe(43_200_000);
    // the margin per m2 of the whole GFA, the parking deck included (as the RGW per m2 GFA)
    expect(sheets.areas.overview.grossFloorAreaSquareMeters.value).toBe(1710);
    expect(c.marginPerGrossSquareMeterCents).toBe(Math.round((rgw - 43_200_000) / 1710));
  });

  it('says not checked, with no margin, when the municipality has no price entered', () => {
    const c = landPriceCheck(sheets, []);
    expect(c).toMatchObject({
      status: 'not_checked',
      municipalPriceCents: null,
      marginCents: null,
      residualLandValueCents: rgw,
    });
    expect(c.missingUses).toEqual(['residential_sale', 'residential_rent', 'office']);
  });
});
