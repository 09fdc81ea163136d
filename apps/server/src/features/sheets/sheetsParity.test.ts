import { type ApiRecord } from '@plotwise/contracts';
import { sheetFinanceInput, sheetGeneratorInputs, sheetUnitInputs } from '@plotwise/contracts/api/sheetsInput';
import { evaluateFinance } from '@plotwise/core/finance/index';
import { generate } from '@plotwise/core/generator/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';

// The sheets run the finance engine in the browser (docs/finance.md section 6). This proves the browser's mapping
// of the stored records (contracts/api/sheetsInput) gives the same figures as POST /api/finance/evaluate, to the
// cent, and that the records it reads are the company's own.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let locationId: number;
let conceptId: number;

const q = (where: object, extra = '') => `?where=${encodeURIComponent(JSON.stringify(where))}&limit=500${extra}`;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Sheets A');
  b = await t.company('Sheets B');
  locationId = (await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Kade', plotsize: 3200, cfg: { finance_parameters: { yield_percent: 4.75, land_price_euros: 900_000 } } })).id;
  const u1 = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Studio', size: 45, size_max: 55, price: 1050, income_mode: 'rent_unit_month', locationId });
  const u2 = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Driekamer', size: 80, size_max: 95, price: 5400, income_mode: 'sell_m2', locationId });
  await t.json('POST', '/api/costs/list', a.user, [
    { name: 'Sloop', type: 'flat_fee', category: 'ground', parameter: 60_000, locationId, order: 10 },
    { name: 'Bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 1_900, locationId, order: 10 },
    { name: 'Advies', type: 'percentage_construction', category: 'additional', parameter: 12, locationId, order: 10 },
    { name: 'Overdrachtsbelasting', type: 'percentage_ground', category: 'tax', parameter: 10.4, locationId, order: 10 },
    { name: 'Onvoorzien', type: 'total', category: 'unforeseen', parameter: 3, locationId, order: 10 },
  ]);
  const staff = await t.company('Sheets Staff', { staff: true });
  await t.json('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, { cfg: { flags: { unitmix: true } } });
  conceptId = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Variant A', locationId })).id;
  const units = [u1, u2].map((u, i) => ({ mode: 'reference', repeat_ratio: 1, order: i, name: `U${i}`, size: null, size_max: null, unitId: u.id }));
  await t.json('POST', '/api/buildings/list', a.user, { name: 'Galerij', conceptId, maxwidth: 12, maxlength: 48, maxheight: 21, cfg: { blocktype: 'gallery_flats', function: 'apartment', units } });
  await t.json('POST', '/api/buildings/list', a.user, { name: 'Toren', conceptId, x: 80, maxwidth: 20, maxlength: 20, maxheight: 30, cfg: { blocktype: 'gallery_flats', function: 'apartment', units } });
});
afterAll(() => t?.stop());

describe('the sheets in the browser and POST /api/finance/evaluate', () => {
  it('give the same figures to the cent from the same stored records', async () => {
    const location = await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${locationId}?depth=1`, a.user);
    const units = await t.json<ApiRecord<'units'>[]>('GET', `/api/units/list${q({ locationId }, '&order=order&depth=1')}`, a.user);
    const costs = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId }, '&order=order')}`, a.user);
    const buildings = await t.json<ApiRecord<'buildings'>[]>('GET', `/api/buildings/list${q({ conceptId }, '&order=id&depth=1')}`, a.user);
    expect(buildings).toHaveLength(2);
    // as the browser does: generated without prices (they play no part in the layout), priced afterwards
    const layoutUnits = sheetUnitInputs(units.map((u) => ({ ...u, price: 0, income_mode: 'sell_unit' })));
    const generated = sheetGeneratorInputs(buildings, layoutUnits).map((input) => ({ input, result: generate(input) }));
    const input = sheetFinanceInput({ plotAreaSquareMeters: location.plotsize ?? 0, units, costs, generated, parameters: location.cfg?.finance_parameters ?? {} });
    const browser = evaluateFinance(input);
    if (!browser.ok) throw new Error(JSON.stringify(browser.errors));
    const server = await t.json<{ sheets: Record<string, any> }>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId }, 200);
    expect(browser.value.areas.overview.units).toBeGreaterThan(20);
    expect(browser.value.income.totalValue.cents).toBe(server.sheets.income.totalValue.cents);
    expect(browser.value.costs.totalInvestment.cents).toBe(server.sheets.costs.totalInvestment.cents);
    expect(browser.value.results.result.cents).toBe(server.sheets.results.result.cents);
    expect(browser.value.rgw.residualLandValue.cents).toBe(server.sheets.rgw.residualLandValue.cents);
    expect(JSON.parse(JSON.stringify(browser.value))).toEqual(server.sheets);
  });

  it('reads only the company records: another company gets 404 on the location and empty lists', async () => {
    expect((await t.request('GET', `/api/locations/detail/${locationId}?depth=1`, { as: b.user })).statusCode).toBe(404);
    expect(await t.json<unknown[]>('GET', `/api/units/list${q({ locationId })}`, b.user)).toEqual([]);
    expect(await t.json<unknown[]>('GET', `/api/costs/list${q({ locationId })}`, b.user)).toEqual([]);
    expect(await t.json<unknown[]>('GET', `/api/buildings/list${q({ conceptId })}`, b.user)).toEqual([]);
  });
});
