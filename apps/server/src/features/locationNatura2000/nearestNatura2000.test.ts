import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationNatura2000Response } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';

// The nearest Natura 2000 area to a location (#43 item 4, step 1): a wetland 1 200 m east of the parcels and a larger
// area 3 km west, by box distance nearer than it is (its box reaches close, its edge does not).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
const X = 163_000;
const Y = 443_000;
const n2000 = (id: number, as = a.user) => t.request('GET', `/api/locations/detail/${id}/natura2000`, { as });

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Natuur A');
  b = await t.company('Natuur B');
}, 120_000);
afterAll(async () => t?.stop());

async function importAreas() {
  const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('generic', 'natura2000', 'succeeded', '2026-08-01T09:00:00Z') RETURNING id`);
  const add = (id: string, properties: object, wkt: string) =>
    t.db.query(`INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom) VALUES ($1, 'test', 'natura2000', $2, $3, ST_GeomFromText($4, 28992))`, [run!.id, id, JSON.stringify(properties), wkt]);
  // east: a square 1 220 m from the parcels' east edge (they end at X + 20)
  await add('wetland', { name: 'Knarplassen', sitecode: 'NL9960001', status: 'Vogelrichtlijn', stikstofgevoelig: 'ja' }, `POLYGON((${X + 1240} ${Y}, ${X + 1640} ${Y}, ${X + 1640} ${Y + 400}, ${X + 1240} ${Y + 400}, ${X + 1240} ${Y}))`);
  // west: an L whose box comes within 100 m, its nearest edge 3 km away
  await add('heath', { name: 'Westerheide', sitecode: 'NL2003001' }, `POLYGON((${X - 5000} ${Y - 3000}, ${X - 100} ${Y - 3000}, ${X - 100} ${Y - 2900}, ${X - 4900} ${Y - 2900}, ${X - 4900} ${Y + 3000}, ${X - 5000} ${Y + 3000}, ${X - 5000} ${Y - 3000}))`);
}

describe('GET /api/locations/detail/{id}/natura2000', () => {
  it('says no layer before one is imported, then the nearest area by its edge, with its code, status and sensitivity', async () => {
    const loc = await locationWithRdParcels(t, a.user, 'Bij de plassen', [[X, Y]]);
    expect((await n2000(loc)).json()).toEqual({ layerImported: false, asOf: null, searchedMeters: 50_000, nearest: null });
    await importAreas();
    const answer = (await n2000(loc)).json() as LocationNatura2000Response;
    expect(answer).toMatchObject({ layerImported: true, asOf: '2026-08-01' });
    expect(answer.nearest).toEqual({ name: 'Knarplassen', siteCode: 'NL9960001', status: 'Vogelrichtlijn', distanceMeters: 1220, nitrogenSensitive: true });
  });

  it('is 0 inside an area, null beyond 50 km, and the point of a location without parcels counts', async () => {
    const inside = rdToLngLat(rdPoint(X + 1400, Y + 200));
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'In de plassen', lat: inside.lat, lon: inside.lng });
    expect(((await n2000(loc.id)).json() as LocationNatura2000Response).nearest).toMatchObject({ name: 'Knarplassen', distanceMeters: 0 });
    const far = rdToLngLat(rdPoint(X + 80_000, Y));
    const away = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Ver weg', lat: far.lat, lon: far.lng });
    expect(((await n2000(away.id)).json() as LocationNatura2000Response)).toMatchObject({ layerImported: true, nearest: null });
  });

  it("is the company's own: another company gets 404, a visitor 401", async () => {
    const mine = await locationWithRdParcels(t, a.user, 'Van A', [[X, Y]]);
    const other = await n2000(mine, b.user);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Knarplassen');
    expect((await t.request('GET', `/api/locations/detail/${mine}/natura2000`)).statusCode).toBe(401);
  });
});
