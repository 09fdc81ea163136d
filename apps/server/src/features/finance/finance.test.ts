import ExcelJS from 'exceljs';
import { recomputeXlsx } from '../../test/xlsxRecompute';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { postGalleryBuilding } from '../../test/galleryBuilding';
import type { ApiRecord } from '@plotwise/contracts';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let locationId: number;
let conceptId: number;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Mu');
  b = await t.company('Nu');
  locationId = (await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Galerijflat', lat: 52.1, lon: 5.1, plotsize: 2400 })).id;
  const u1 = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Studio', size: 50, size_max: 57, price: 1100, income_mode: 'rent_unit_month', locationId });
  const u2 = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Driekamer', size: 75, size_max: 86, price: 5200, income_mode: 'sell_m2', locationId });
  await t.json('POST', '/api/costs/list', a.user, [
    { name: 'Bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 1850, locationId, order: 10 },
    { name: 'Onvoorzien', type: 'percentage_construction', category: 'unforeseen', parameter: 5, locationId, order: 20 },
  ]);
  // the unit mix is a feature staff switch on (a staffOnly flag)
  const staff = await t.company('Mu Staff', { staff: true });
  await t.json('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, { cfg: { flags: { unitmix: true } } });
  conceptId = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Variant A', locationId })).id;
  await postGalleryBuilding(t, a.user, conceptId, [u1.id, u2.id]);
});
afterAll(() => t?.stop());

describe('POST /api/finance/evaluate', () => {
  it('generates the concept and returns income, costs, results and the residual land value', async () => {
    const out = await t.json<Record<string, any>>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId }, 200);
    const units = out.sheets.income.rows ?? out.sheets.income;
    expect(out.formFactors[0].units).toBeGreaterThan(10);
    expect(out.formFactors[0].gfa).toBeGreaterThan(2000);
    expect(JSON.stringify(units)).toContain('Studio');
    expect(out.sheets.rgw.residualLandValue.cents).toEqual(expect.any(Number));
    expect(out.sheets.results.totalValue.cents).toBeGreaterThan(0);
    expect(JSON.stringify(out)).not.toMatch(/NaN|Infinity/);
  });

  it('is scoped to the company, checks the concept belongs to the location, and validates its body', async () => {
    expect((await t.request('POST', '/api/finance/evaluate', { as: b.user, body: { locationId, conceptId } })).statusCode).toBe(404);
    const other = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Ander' });
    expect((await t.request('POST', '/api/finance/evaluate', { as: a.user, body: { locationId: other.id, conceptId } })).statusCode).toBe(404);
    expect((await t.request('POST', '/api/finance/evaluate', { as: a.user, body: { locationId: 'x' } })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/finance/evaluate', { body: { locationId, conceptId } })).statusCode).toBe(401);
  });

  it('an empty concept evaluates to zero value without errors', async () => {
    const empty = await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Leeg', locationId });
    const out = await t.json<Record<string, any>>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId: empty.id }, 200);
    expect(out.sheets.results.totalValue.cents).toBe(0);
    expect(out.formFactors).toEqual([]);
  });
});


describe('POST /api/finance/export', () => {
  it('answers an XLSX whose formulas recompute to the RGW of POST /api/finance/evaluate', async () => {
    const res = await t.request('POST', '/api/finance/export', { as: a.user, body: { locationId, conceptId, lang: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="finance-concept-\d+-[\d-]+\.xlsx"/);
    const book = await recomputeXlsx(res.rawPayload);
    expect(book.sheetNames).toEqual(['Inputs', 'Income', 'Costs', 'Results', 'RGW']);
    expect(book.formulas).toBeGreaterThan(100);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('RGW')!.getCell('B3').formula).toBe('C3/100');
    const evaluated = await t.json<Record<string, any>>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId }, 200);
    const recomputed = book.value('RGW', 3, 2);
    expect(Math.round((recomputed as number) * 100)).toBe(evaluated.sheets.rgw.residualLandValue.cents);
    expect(evaluated.sheets.rgw.residualLandValue.cents).not.toBe(0);
    // Dutch by default
    const nl = await t.request('POST', '/api/finance/export', { as: a.user, body: { locationId, conceptId } });
    expect(nl.headers['content-disposition']).toContain('financien-concept-');
  });

  it('is scoped to the company (isolation) and validates its body', async () => {
    for (const who of [b.user, b.admin]) {
      const res = await t.request('POST', '/api/finance/export', { as: who, body: { locationId, conceptId } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('spreadsheetml');
    }
    expect((await t.request('POST', '/api/finance/export', { as: a.user, body: { locationId, conceptId, lang: 'de' } })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/finance/export', { body: { locationId, conceptId } })).statusCode).toBe(401);
  });
});

describe('a cost line per parking place (issue #43 item 1)', () => {
  it('refuses a kind of place the engine does not know, with its field, and keeps what was stored', async () => {
    const bad = await t.request('POST', '/api/costs/list', { as: a.user, body: { name: 'Kelder', type: 'per_parking_place', category: 'building', parameter: 40_000, parking_kind: 'cellar', locationId } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect(bad.body).toContain('parking_kind');
    const stored = await t.json<{ name: string }[]>('GET', `/api/costs/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}`, a.user);
    expect(stored.map((c) => c.name)).not.toContain('Kelder');
  });

  it('prices the places of its kind on the costs sheet and in the XLSX, the same figure in both', async () => {
    // a concept of a parking building where the gallery flat stands: its bays are places in a garage
    const { x, y } = conceptSite(await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${locationId}?depth=2`, a.user)).centre;
    const garage = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Garage', locationId })).id;
    await t.json('POST', '/api/buildings/list', a.user, { name: 'Garage', conceptId: garage, x, y, maxwidth: 30, maxlength: 40, maxheight: 9, cfg: { blocktype: 'parking', function: 'parking' } });
    const line = await t.json<{ id: number }>('POST', '/api/costs/list', a.user, { name: 'Garageplaatsen', type: 'per_parking_place', category: 'building', parameter: 25_000, parking_kind: 'garage', locationId, order: 15 });
    const out = await t.json<Record<string, any>>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId: garage }, 200);
    const places = out.formFactors.reduce((s: number, f: { parking_spots: number }) => s + f.parking_spots, 0);
    expect(places, JSON.stringify(out.generatorMessages)).toBeGreaterThan(10);
    const row = out.sheets.costs.rows.find((r: { id: string }) => r.id === String(line.id));
    expect(row.amount).toMatchObject({ cents: 25_000 * places * 100, inputs: { parkingPlaces: places, parkingKind: 'garage' } });
    const res = await t.request('POST', '/api/finance/export', { as: a.user, body: { locationId, conceptId: garage, lang: 'en' } });
    const book = await recomputeXlsx(res.rawPayload);
    expect(Math.round((book.value('RGW', 3, 2) as number) * 100)).toBe(out.sheets.rgw.residualLandValue.cents);
    // the flats draw no garage places: the line costs them nothing
    const flats = await t.json<Record<string, any>>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId }, 200);
    expect(flats.sheets.costs.rows.find((r: { id: string }) => r.id === String(line.id)).amount.cents).toBe(0);
  });
});
