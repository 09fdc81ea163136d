import { describe, expect, it } from 'vitest';
import type { FinanceSheets } from '../finance/index';
import { landTransactionCheck, type LandTransaction } from './landTransactions';

const sale = (valueEuros: number, plotAreaSquareMeters: number | null): LandTransaction => ({ valueEuros, plotAreaSquareMeters, date: '2026-05-01', status: 'sold', distanceMeters: 400 });
// a plot of 2 000 m2 whose concept bears an RGW of 1 100 000 euros: 550 euros a m2
const sheets = { areas: { overview: { plotAreaSquareMeters: 2_000 } }, rgw: { residualLandValue: { cents: 110_000_000 } } } as unknown as FinanceSheets;

describe('the RGW against plot sales near the site (issue #43 item 5)', () => {
  it('counts the sales with a parcel area, by hand: median 450, quartiles 425 and 485 euros a m2, the RGW 100 a m2 above', () => {
    // 100 000 / 250 = 400; 156 000 / 300 = 520; 90 000 / 200 = 450; a sale without a parcel and one without a price left out
    const check = landTransactionCheck(sheets, [sale(100_000, 250), sale(156_000, 300), sale(90_000, 200), sale(60_000, null), sale(0, 500)]);
    expect(check).toEqual({
      counted: 3,
      medianEurosPerSquareMeter: 450,
      lowEurosPerSquareMeter: 425, // 400 + (450 - 400) x 0.5
      highEurosPerSquareMeter: 485, // 450 + (520 - 450) x 0.5
      rgwPerPlotSquareMeterEuros: 550,
      marginPerSquareMeterEuros: 100,
      marginEuros: 200_000,
    });
  });

  it('says nothing of a margin without sales', () => {
    expect(landTransactionCheck(sheets, [sale(60_000, null)])).toMatchObject({ counted: 0, medianEurosPerSquareMeter: null, rgwPerPlotSquareMeterEuros: 550, marginEuros: null });
  });
});
