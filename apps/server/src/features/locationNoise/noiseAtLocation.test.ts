import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationNoiseResponse } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';

// The noise contours near a location (#43 item 3): a state road's 60 dB band 30 m south of the parcels, a railway's
// 70 dB band 500 m away (out of reach) and a Lnight contour (not Lden: left out).
let t: TestApp;
let features = 0;
let a: TestCompany;
let b: TestCompany;
const X = 162_000;
const Y = 442_000;

const noise = (id: number, as = a.user) => t.request('GET', `/api/locations/detail/${id}/noise`, { as });
const box = (x0: number, y0: number, x1: number, y1: number) => `POLYGON((${x0} ${y0}, ${x1} ${y0}, ${x1} ${y1}, ${x0} ${y1}, ${x0} ${y0}))`;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Geluid A');
  b = await t.company('Geluid B');
}, 120_000);
afterAll(async () => t?.stop());

async function importContours() {
  const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('generic', 'noise', 'succeeded', '2026-10-01T12:00:00Z') RETURNING id`);
  const add = (properties: object, wkt: string) =>
    t.db.query(`INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom) VALUES ($1, 'test', 'noise', $2, $3, ST_GeomFromText($4, 28992))`, [run!.id, `f${++features}`, JSON.stringify(properties), wkt]);
  await add({ noise_db: 60, source: 'road', WEGBEHSRT: 'R', name: 'A12', indicator: 'Lden' }, box(X - 5000, Y - 60, X + 5000, Y - 30));
  await add({ noise_db: 70, source: 'railway', name: 'Knarlijn', indicator: 'Lden' }, box(X - 5000, Y + 500, X + 5000, Y + 600));
  await add({ noise_db: 50, source: 'road', WEGBEHSRT: 'R', name: 'A12', indicator: 'Lnight' }, box(X - 5000, Y - 60, X + 5000, Y - 30));
}

describe('GET /api/locations/detail/{id}/noise', () => {
  it('says no layer before one is imported, then gives the Lden contours within reach, clipped', async () => {
    const loc = await locationWithRdParcels(t, a.user, 'Aan de A12', [[X, Y]]);
    expect((await noise(loc)).json()).toEqual({ layerImported: false, asOf: null, radiusMeters: 100, contours: [] });
    await importContours();
    const answer = (await noise(loc)).json() as LocationNoiseResponse;
    expect(answer).toMatchObject({ layerImported: true, asOf: '2026-10-01', radiusMeters: 100 });
    expect(answer.contours).toHaveLength(1);
    const [c] = answer.contours;
    expect(c).toMatchObject({ ldenDb: 60, bandTopDb: 65, sourceClass: 'rijksweg', sourceName: 'A12' });
    // clipped to the parcels' box and 100 m: a few hundred metres wide, not 10 km
    const xs = c!.polygons.flat(2).map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(400);
  });

  it('reaches a location without parcels from its point, and gives nothing far from every contour', async () => {
    const near = rdToLngLat(rdPoint(X + 10, Y + 520));
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Bij het spoor', lat: near.lat, lon: near.lng });
    expect(((await noise(loc.id)).json() as LocationNoiseResponse).contours.map((c) => c.sourceClass)).toEqual(['spoorweg']);
    const far = rdToLngLat(rdPoint(X + 3000, Y + 3000));
    const away = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Stil', lat: far.lat, lon: far.lng });
    expect((await noise(away.id)).json()).toMatchObject({ layerImported: true, contours: [] });
  });

  it("is the company's own: another company gets 404, a visitor 401, a bad id 400", async () => {
    const mine = await locationWithRdParcels(t, a.user, 'Van A', [[X, Y]]);
    expect((await noise(mine)).statusCode).toBe(200);
    const other = await noise(mine, b.user);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('A12');
    expect((await t.request('GET', `/api/locations/detail/${mine}/noise`)).statusCode).toBe(401);
    expect((await t.request('GET', '/api/locations/detail/abc/noise', { as: a.user })).statusCode).toBe(400);
  });
});
