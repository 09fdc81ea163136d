import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationSurfacesResponse } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels, rdSquare } from '../../test/rdParcels';
import { runImport } from '../../geodata/runner/runImport';
import { plotContext } from '../../geodata/plots/plotDetails';
import { bgtGmlLight, bgtSite } from '../../geodata/testing/bgt/bgtFixture';
import { brkParcelFile, rect } from '../../geodata/testing/fixtures';
import { fixtureDir } from '../../geodata/testing/samples';

// The BGT test site (testing/bgt/bgtFixture.ts) lies on a 20 x 20 m square at (X, Y) in RD New: 5 m of road, 7 m of
// lawn, 3 m of ditch and 5 m of house across it, so its surfaces are exactly 100, 140, 60 and 100 m²; a bridge
// (level 1) over the ditch does not count twice.
const X = 141000;
const Y = 461000;
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let plotId: number;

const surfaces = (id: number | string, as = a.user) => t.request('GET', `/api/locations/detail/${id}/surfaces`, { as });
const locationWithParcel = (name: string, x: number, y: number) => locationWithRdParcels(t, a.user, name, [[x, y]]);

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Oppervlak A');
  b = await t.company('Oppervlak B');
  const dir = fixtureDir();
  writeFileSync(join(dir, 'perceel.gml'), brkParcelFile([{ id: '84930000000001', perceelnummer: 1, ring: rect(X, Y, 20, 20), grootte: 400 }]));
  await runImport(t.db, 'brk-gml', join(dir, 'perceel.gml'));
  plotId = (await t.db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots'))[0]!.id;
}, 120_000);
afterAll(async () => t?.stop());

describe('BGT surfaces of a plot (the plot panel)', () => {
  it('are absent before any BGT is imported, then the exact m² per class inside the parcel', async () => {
    expect((await plotContext(t.db, [plotId])).surfaces).toBeUndefined();
    const dir = fixtureDir();
    writeFileSync(join(dir, 'bgt.gml'), bgtGmlLight(bgtSite(X, Y)));
    await runImport(t.db, 'bgt', join(dir, 'bgt.gml'));
    expect((await plotContext(t.db, [plotId])).surfaces).toEqual({
      pavedSquareMeters: 100,
      greenSquareMeters: 140,
      waterSquareMeters: 60,
      builtSquareMeters: 100,
      otherSquareMeters: 0,
      plotSquareMeters: 400,
    });
  });
});

describe('GET /api/locations/detail/{id}/surfaces', () => {
  it('sums the surfaces inside the location’s parcels; null far from the BGT and without parcels', async () => {
    const inside = await locationWithParcel('Op de BGT', X, Y);
    const answer = (await surfaces(inside)).json() as LocationSurfacesResponse;
    // the drawn parcel went to WGS84 and back: within a few cm² of the RD square
    const s = answer.surfaces!;
    expect(s.pavedSquareMeters).toBeCloseTo(100, 0);
    expect(s.greenSquareMeters).toBeCloseTo(140, 0);
    expect(s.waterSquareMeters).toBeCloseTo(60, 0);
    expect(s.builtSquareMeters).toBeCloseTo(100, 0);
    expect(s.otherSquareMeters).toBe(0);
    expect(s.plotSquareMeters).toBeCloseTo(400, 0);
    // a second parcel of the location on the road and the verge west of it: the sum over both parcels
    await t.json('POST', '/api/plots/list', a.user, { locationId: inside, type: 'drawn', geometry: rdSquare(X - 20, Y, 20) });
    const both = ((await surfaces(inside)).json() as LocationSurfacesResponse).surfaces!;
    expect(both.pavedSquareMeters).toBeCloseTo(300, 0);
    expect(both.greenSquareMeters).toBeCloseTo(340, 0);
    expect(both.plotSquareMeters).toBeCloseTo(800, 0);

    const far = await locationWithParcel('Ver weg', X + 500, Y + 500);
    expect((await surfaces(far)).json()).toEqual({ surfaces: null });
    const p = rdToLngLat(rdPoint(X + 10, Y + 10));
    const point = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Alleen een punt', lat: p.lat, lon: p.lng });
    expect((await surfaces(point.id)).json()).toEqual({ surfaces: null });
  });

  it("is the company's own: another company gets 404, a visitor 401, a bad id 400", async () => {
    const mine = await locationWithParcel('Van A', X, Y);
    for (const who of [b.user, b.admin]) {
      const res = await surfaces(mine, who);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SquareMeters');
    }
    expect((await t.request('GET', `/api/locations/detail/${mine}/surfaces`)).statusCode).toBe(401);
    expect((await surfaces('abc')).statusCode).toBe(400);
  });
});
