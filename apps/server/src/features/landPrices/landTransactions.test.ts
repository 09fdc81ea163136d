import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationLandTransactionsResponse } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';

// Plot sales near a location (#43 item 5): a kavel on a 20 x 25 m parcel 300 m away, a kavel with its own area 900 m
// away, a building sale (not land) and a kavel 3 km away (out of reach).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
const X = 164_000;
const Y = 444_000;
const sales = (id: number, as = a.user) => t.request('GET', `/api/locations/detail/${id}/landtransactions`, { as });

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Grond A');
  b = await t.company('Grond B');
}, 120_000);
afterAll(async () => t?.stop());

async function importSales() {
  const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('generic', 'transactions', 'succeeded', '2026-06-01T09:00:00Z') RETURNING id`);
  await t.db.query(
    `INSERT INTO geo_plots (run_id, area, identificatie, geom) VALUES ($1, 'test', 'KNW00A1234', ST_Multi(ST_GeomFromText('POLYGON((${X + 320} ${Y}, ${X + 340} ${Y}, ${X + 340} ${Y + 25}, ${X + 320} ${Y + 25}, ${X + 320} ${Y}))', 28992)))`,
    [run!.id],
  );
  const add = (id: string, properties: object, x: number, y: number) =>
    t.db.query(`INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom) VALUES ($1, 'test', 'transactions', $2, $3, ST_SetSRID(ST_MakePoint($4, $5), 28992))`, [run!.id, id, JSON.stringify(properties), x, y]);
  await add('near', { type: 'kavel', status: 'sold', value_eur: 250_000, date: '2026-03-01' }, X + 330, Y + 10);
  await add('own-area', { type: 'Kavel', status: 'for_sale', value_eur: 180_000, area_m2: 400 }, X + 920, Y);
  await add('building', { type: 'bedrijfspand', status: 'sold', value_eur: 900_000 }, X + 100, Y);
  await add('far', { type: 'kavel', status: 'sold', value_eur: 100_000 }, X + 3_000, Y);
}

describe('GET /api/locations/detail/{id}/landtransactions', () => {
  it('says no layer before one is imported, then the plot sales within 2 km, nearest first, with their parcel areas', async () => {
    const loc = await locationWithRdParcels(t, a.user, 'Bij de kavels', [[X, Y]]);
    expect((await sales(loc)).json()).toEqual({ layerImported: false, asOf: null, radiusMeters: 2_000, transactions: [] });
    await importSales();
    const answer = (await sales(loc)).json() as LocationLandTransactionsResponse;
    expect(answer).toMatchObject({ layerImported: true, asOf: '2026-06-01' });
    // distances from the parcel's edge (it ends at X + 20)
    expect(answer.transactions).toEqual([
      { valueEuros: 250_000, plotAreaSquareMeters: 500, date: '2026-03-01', status: 'sold', distanceMeters: 310 },
      { valueEuros: 180_000, plotAreaSquareMeters: 400, date: null, status: 'for_sale', distanceMeters: 900 },
    ]);
  });

  it("is the company's own: another company gets 404, a visitor 401", async () => {
    const mine = await locationWithRdParcels(t, a.user, 'Van A', [[X, Y]]);
    expect((await sales(mine, b.user)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/locations/detail/${mine}/landtransactions`)).statusCode).toBe(401);
  });
});
