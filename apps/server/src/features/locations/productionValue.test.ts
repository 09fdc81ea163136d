import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationTableRow } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { postGalleryBuilding } from '../../test/galleryBuilding';

// The production value of the table of locations (migration 0045, productionValue.ts): the stored total income of
// the location's first concept, equal to what POST /api/finance/evaluate computes, and kept current on changes.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let locationId: number;
let conceptId: number;
let sellUnitId: number;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Waarde A');
  b = await t.company('Waarde B');
  // the unit mix is a feature staff switch on (a staffOnly flag); buildings refer to the location's units with it
  const staff = await t.company('Waarde Staf', { staff: true });
  await t.json('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, { cfg: { flags: { unitmix: true } } });
  locationId = (await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Galerijflat', plotsize: 2400 })).id;
  const studio = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Studio', size: 50, size_max: 57, price: 1100, income_mode: 'rent_unit_month', locationId });
  const driekamer = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Driekamer', size: 75, size_max: 86, price: 5200, income_mode: 'sell_m2', locationId });
  sellUnitId = driekamer.id;
  await t.json('POST', '/api/costs/list', a.user, [{ name: 'Bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 1850, locationId, order: 10 }]);
  conceptId = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Variant A', locationId, order: 10 })).id;
  await postGalleryBuilding(t, a.user, conceptId, [studio.id, driekamer.id]);
});
afterAll(() => t?.stop());

/** The row of a location in the table once the background refresh is done. */
async function rowOf(id: number, as = a.user): Promise<LocationTableRow | undefined> {
  await t.app.productionValues.settled();
  const rows = await t.json<LocationTableRow[]>('GET', '/api/locations/table?limit=100', as);
  return rows.find((r) => r.id === id);
}
/** The income sheet's total value of a concept in euros, as the sheets compute it. */
async function evaluatedIncome(concept = conceptId): Promise<number> {
  const out = await t.json<{ sheets: { income: { totalValue: { cents: number } } } }>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId: concept }, 200);
  return out.sheets.income.totalValue.cents / 100;
}

describe('production value of the table of locations', () => {
  it("is the total income (excl. VAT) of the location's concept, as POST /api/finance/evaluate computes it", async () => {
    const income = await evaluatedIncome();
    expect(income).toBeGreaterThan(1_000_000);
    expect((await rowOf(locationId))?.productionValue).toBe(income);
  });

  it('follows a change of a unit price and of the finance parameters', async () => {
    const before = (await rowOf(locationId))!.productionValue!;
    await t.json('PATCH', `/api/units/detail/${sellUnitId}`, a.user, { price: 6400 });
    const afterPrice = (await rowOf(locationId))!.productionValue!;
    expect(afterPrice).toBeGreaterThan(before);
    expect(afterPrice).toBe(await evaluatedIncome());
    // the rented studios are capitalised with the yield: a higher yield lowers their value
    await t.json('PATCH', `/api/locations/detail/${locationId}`, a.user, { cfg: { finance_parameters: { yield_percent: 8 } } });
    const afterYield = (await rowOf(locationId))!.productionValue!;
    expect(afterYield).toBeLessThan(afterPrice);
    expect(afterYield).toBe(await evaluatedIncome());
  });

  it("uses the first concept in the location's order, and is empty for a location without a concept", async () => {
    const income = await evaluatedIncome();
    const empty = await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Leeg', locationId, order: 0 });
    expect((await rowOf(locationId))?.productionValue).toBe(0);
    await t.json('PATCH', `/api/concepts/detail/${empty.id}`, a.user, { order: 20 });
    expect((await rowOf(locationId))?.productionValue).toBe(income);
    expect((await t.request('DELETE', `/api/concepts/detail/${empty.id}`, { as: a.user })).statusCode).toBeLessThan(300);
    expect((await rowOf(locationId))?.productionValue).toBe(income);
    const bare = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Zonder concept' });
    expect((await rowOf(bare.id))?.productionValue).toBeNull();
  });

  it('is marked out of date by the database itself, whatever wrote the change', async () => {
    const before = (await rowOf(locationId))!.productionValue!;
    // a write beside the API (as a migration or a bulk import would): the trigger marks the figure
    await t.db.query('UPDATE units SET price = price + 1000 WHERE id = $1', [sellUnitId]);
    const [mark] = await t.db.query<{ stale: boolean }>('SELECT changed <> computed AS stale FROM location_production_values WHERE location_id = $1', [locationId]);
    expect(mark?.stale).toBe(true);
    t.app.productionValues.kick();
    const after = (await rowOf(locationId))!.productionValue!;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await evaluatedIncome());
  });

  it("is never shown to another company, and a location's delete takes it along", async () => {
    const theirs = await t.json<LocationTableRow[]>('GET', '/api/locations/table?limit=100', b.user);
    expect(theirs.some((r) => r.id === locationId)).toBe(false);
    // row-level security: inside company B's tenant the stored figures of A are not there
    const seen = await t.db.tenant(b.id, (tx) => tx.query('SELECT 1 FROM location_production_values WHERE location_id = $1', [locationId]));
    expect(seen).toEqual([]);
    const gone = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Weg' });
    await t.json('POST', '/api/concepts/list', a.user, { name: 'V', locationId: gone.id });
    await t.app.productionValues.settled();
    expect((await t.request('DELETE', `/api/locations/detail/${gone.id}`, { as: a.user })).statusCode).toBeLessThan(300);
    expect(await t.db.query('SELECT 1 FROM location_production_values WHERE location_id = $1', [gone.id])).toEqual([]);
  });
});
