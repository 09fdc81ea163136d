import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationGridCapacityResponse, PublicPage } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';
import { runImport } from '../../geodata/runner/runImport';
import { dsoDelivery } from '../../geodata/testing/netcapaciteitFixtures';
import { fixtureDir } from '../../geodata/testing/samples';

// Grid congestion on a location (#21 item 7): two addresses at (161010, 441010) in 6981AA (red) and (161030, 441010)
// in 6981AC (transparant), RD New; the location's parcels are drawn around them.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
const X = 161_000;
const Y = 441_000;

const grid = (id: number, as = a.user) => t.request('GET', `/api/locations/detail/${id}/gridcapacity`, { as });
const locationWithParcels = (name: string, corners: [number, number][], who = a.user) => locationWithRdParcels(t, who, name, corners);

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Net A');
  b = await t.company('Net B');
  const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('test', 'bag', 'succeeded') RETURNING id`);
  for (const [n, postcode, x] of [[1, '6981AA', 10], [2, '6981AC', 30]] as const) {
    await t.db.query(`INSERT INTO geo_bag_nummeraanduidingen (run_id, area, identificatie, postcode) VALUES ($1, '0221', $2, $3)`, [run!.id, `02212000000002${n}0`, postcode]);
    await t.db.query(
      `INSERT INTO geo_bag_verblijfsobjecten (run_id, area, identificatie, hoofdadres_id, geom) VALUES ($1, '0221', $2, $3, ST_GeomFromText($4, 28992))`,
      [run!.id, `02210100000002${n}0`, `02212000000002${n}0`, `POINT(${X + x} ${Y + 10})`],
    );
  }
}, 120_000);
afterAll(async () => t?.stop());

describe('GET /api/locations/detail/{id}/gridcapacity', () => {
  it('answers null before a capacity map is imported, then the worst colour over the parcels with MW and date', async () => {
    const both = await locationWithParcels('Twee percelen', [[X, Y], [X + 20, Y]]);
    expect((await grid(both)).json()).toEqual({ gridCapacity: null });
    const path = join(fixtureDir(), 'liander-20250301.json');
    writeFileSync(path, JSON.stringify(dsoDelivery()));
    await runImport(t.db, 'netcapaciteit', path);
    const answer = (await grid(both)).json() as LocationGridCapacityResponse;
    expect(answer.gridCapacity).toMatchObject({
      demand: 'red',
      generation: 'red',
      postcodes: ['6981AA', '6981AC'],
      demandAvailableMw: 12.5,
      asOf: '2025-03-01',
      nearest: false,
    });
    const east = await locationWithParcels('Oostelijk perceel', [[X + 20, Y]]);
    expect(((await grid(east)).json() as LocationGridCapacityResponse).gridCapacity).toMatchObject({ demand: 'transparant', postcodes: ['6981AC'] });
  });

  it('uses the point of a location without parcels (the nearest address within 250 m), and says nothing far away', async () => {
    const near = rdToLngLat(rdPoint(X + 100, Y + 10));
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Alleen een punt', lat: near.lat, lon: near.lng });
    expect(((await grid(loc.id)).json() as LocationGridCapacityResponse).gridCapacity).toMatchObject({ demand: 'transparant', postcodes: ['6981AC'], nearest: true });
    const far = rdToLngLat(rdPoint(X + 2000, Y));
    const away = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Ver weg', lat: far.lat, lon: far.lng });
    expect((await grid(away.id)).json()).toEqual({ gridCapacity: null });
  });

  it("is the company's own: another company gets 404, a visitor 401, a bad id 400", async () => {
    const mine = await locationWithParcels('Van A', [[X, Y]]);
    expect((await grid(mine)).statusCode).toBe(200);
    const other = await grid(mine, b.user);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('6981');
    expect((await t.request('GET', `/api/locations/detail/${mine}/gridcapacity`)).statusCode).toBe(401);
    expect((await t.request('GET', '/api/locations/detail/abc/gridcapacity', { as: a.user })).statusCode).toBe(400);
  });

  it('gives a location publication the same line: colours, MW and date, nothing more', async () => {
    const loc = await locationWithParcels('Gepubliceerd', [[X, Y]]);
    const created = await t.json<{ id: number; key: string }>('POST', '/api/publications/create', a.user, { source: 'location', id: loc });
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${created.id}`, a.user);
    expect(preview.location?.gridCapacity).toEqual({ demand: 'red', generation: 'red', demandAvailableMw: 12.5, asOf: '2025-03-01', nearest: false });
    // another company's preview of it finds nothing
    expect((await t.request('GET', `/api/publications/preview/${created.id}`, { as: b.user })).statusCode).toBe(404);
  });
});
