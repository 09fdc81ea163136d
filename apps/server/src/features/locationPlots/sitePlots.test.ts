import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import type { SitePlotsResponse } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../../geodata/runner/runImport';
import { brkParcelFile, gridParcels } from '../../geodata/testing/fixtures';

// The site's parcels on /locations/detail/:id/modifyplot (issue #16 item 2): add, split, remove, drawn areas,
// the drawn buildable area and measurements; the location's plot size and number follow.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;
let plotIds: number[];
const X = 182000;
const Y = 452000;
// each grid parcel: 18 x 15 m with a 2 m gable, 288 m2
const PARCEL = 288;
const wgs = (x: number, y: number): [number, number] => {
  const p = rdToLngLat(rdPoint(x, y));
  return [p.lng, p.lat];
};
const polygon = (ring: [number, number][]) => ({ type: 'Polygon', coordinates: [[...ring.map(([x, y]) => wgs(x, y)), wgs(ring[0]![0], ring[0]![1])]] });

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Perceel A');
  b = await t.company('Perceel B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-siteplots-'));
  const file = join(dir, 'perceel.gml');
  writeFileSync(file, brkParcelFile([...gridParcels(4, X, Y)]));
  await runImport(t.db, 'brk-gml', file);
  plotIds = (await t.db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots ORDER BY identificatie')).map((r) => r.id);
}, 120_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const newLocation = async (as = a) => (await t.json<{ id: number }>('POST', '/api/locations/list', as.user, { name: 'Kavel' })).id;
const plotsOf = async (id: number) => (await t.json<{ plots: { id: number; type: string; properties: Record<string, unknown> }[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).plots;

describe('the parcels of a site', () => {
  it('adds cadastral parcels once; plot size, plot number and position follow', async () => {
    const id = await newLocation();
    const added = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { plotIds: plotIds.slice(0, 2) }, 200);
    expect(added.plotIds).toHaveLength(2);
    expect(added.plotsize).toBe(2 * PARCEL);
    expect(added.plotnr?.split(', ')).toHaveLength(2);
    const again = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { plotIds: [plotIds[0]] }, 200);
    expect(again.skipped).toHaveLength(1);
    expect(again.plotIds).toEqual(added.plotIds);
    const loc = await t.json<{ plotsize: number; lat: number; lon: number }>('GET', `/api/locations/detail/${id}?depth=0`, a.user);
    expect(loc.plotsize).toBe(2 * PARCEL);
    const [lon, lat] = wgs(X + 19, Y + 8);
    expect(loc.lat).toBeCloseTo(lat, 3);
    expect(loc.lon).toBeCloseTo(lon, 3);
  });

  it('splits a parcel along a line into pieces that keep its cadastral data, and removes parcels', async () => {
    const id = await newLocation();
    const { plotIds: [plot] } = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { plotIds: [plotIds[2]] }, 200);
    // parcel 2 lies at (X, Y + 20): cut it in two with a north-south line through its middle
    const split = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots/${plot}/split`, a.user, { line: [wgs(X + 9, Y + 10), wgs(X + 9, Y + 45)] }, 200);
    expect(split.plotIds).toHaveLength(2);
    expect(Math.abs(split.plotsize - PARCEL)).toBeLessThanOrEqual(1);
    const pieces = await plotsOf(id);
    expect(pieces.every((p) => p.properties.split_from === plot && p.properties.identificatie)).toBe(true);
    const removed = await t.json<SitePlotsResponse>('DELETE', `/api/locations/detail/${id}/plots/${split.plotIds[0]}`, a.user);
    expect(removed.plotIds).toEqual([split.plotIds[1]]);
    expect(removed.plotsize).toBeLessThan(PARCEL);
  });

  it('refuses a line that does not cross, a crossing outline and an unknown parcel, changing nothing', async () => {
    const id = await newLocation();
    const { plotIds: [plot] } = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { plotIds: [plotIds[3]] }, 200);
    const miss = await t.request('POST', `/api/locations/detail/${id}/plots/${plot}/split`, { as: a.user, body: { line: [wgs(X - 50, Y - 50), wgs(X - 40, Y - 50)] } });
    expect(miss.statusCode).toBe(400);
    expect(miss.json().error.code).toBe('validation_failed');
    const bow = await t.request('POST', `/api/locations/detail/${id}/plots`, { as: a.user, body: { geometry: polygon([[X, Y], [X + 10, Y + 10], [X + 10, Y], [X, Y + 10]]) } });
    expect(bow.statusCode).toBe(400);
    expect(bow.json().error.message).toMatch(/crosses itself/);
    const unknown = await t.request('POST', `/api/locations/detail/${id}/plots`, { as: a.user, body: { plotIds: [999_999_999] } });
    expect(unknown.statusCode).toBe(422);
    expect((await plotsOf(id)).map((p) => p.id)).toEqual([plot]);
  });

  it('adds a drawn area as a parcel of type drawn', async () => {
    const id = await newLocation();
    const drawn = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { geometry: polygon([[X, Y], [X + 30, Y], [X + 30, Y + 20], [X, Y + 20]]) }, 200);
    expect(Math.abs(drawn.plotsize - 600)).toBeLessThanOrEqual(1);
    expect((await plotsOf(id))[0]!.type).toBe('drawn');
  });

  it('reshapes a drawn parcel (corners moved, added, removed); refuses a crossing outline and a cadastral parcel', async () => {
    const id = await newLocation();
    const { plotIds: [drawn] } = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { geometry: polygon([[X, Y], [X + 30, Y], [X + 30, Y + 20], [X, Y + 20]]) }, 200);
    // a fifth corner pulled 10 m out of the east side: 600 + 10 * 20 / 2 = 700 m2
    const reshaped = await t.json<SitePlotsResponse>('PUT', `/api/locations/detail/${id}/plots/${drawn}`, a.user, { geometry: polygon([[X, Y], [X + 30, Y], [X + 40, Y + 10], [X + 30, Y + 20], [X, Y + 20]]) }, 200);
    expect(reshaped.plotIds).toEqual([drawn]);
    expect(Math.abs(reshaped.plotsize - 700)).toBeLessThanOrEqual(1);
    expect((await t.json<{ plotsize: number }>('GET', `/api/locations/detail/${id}?depth=0`, a.user)).plotsize).toBe(reshaped.plotsize);
    const bow = await t.request('PUT', `/api/locations/detail/${id}/plots/${drawn}`, { as: a.user, body: { geometry: polygon([[X, Y], [X + 30, Y + 20], [X + 30, Y], [X, Y + 20]]) } });
    expect(bow.statusCode).toBe(400);
    expect(bow.json().error.message).toMatch(/crosses itself/);
    const { plotIds: held } = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { plotIds: [plotIds[1]] }, 200);
    const cadastral = held.find((p) => p !== drawn)!;
    const kept = await t.request('PUT', `/api/locations/detail/${id}/plots/${cadastral}`, { as: a.user, body: { geometry: polygon([[X, Y], [X + 5, Y], [X + 5, Y + 5]]) } });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.code).toBe('validation_failed');
    expect((await t.request('PUT', `/api/locations/detail/${id}/plots/999999999`, { as: a.user, body: { geometry: polygon([[X, Y], [X + 5, Y], [X + 5, Y + 5]]) } })).statusCode).toBe(404);
    expect((await t.json<{ plotsize: number }>('GET', `/api/locations/detail/${id}?depth=0`, a.user)).plotsize).toBe(reshaped.plotsize + PARCEL);
  });

  it("keeps another company's site out of reach: 404 for every change, nothing written", async () => {
    const id = await newLocation();
    const { plotIds: [plot] } = await t.json<SitePlotsResponse>('POST', `/api/locations/detail/${id}/plots`, a.user, { plotIds: [plotIds[0]] }, 200);
    for (const [method, url, body] of [
      ['POST', `/api/locations/detail/${id}/plots`, { plotIds: [plotIds[1]] }],
      ['DELETE', `/api/locations/detail/${id}/plots/${plot}`, undefined],
      ['POST', `/api/locations/detail/${id}/plots/${plot}/split`, { line: [wgs(X + 9, Y - 10), wgs(X + 9, Y + 30)] }],
      ['PUT', `/api/locations/detail/${id}/plots/${plot}`, { geometry: polygon([[X, Y], [X + 5, Y], [X + 5, Y + 5]]) }],
    ] as const) {
      const res = await t.request(method, url, { as: b.user, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // b's own location cannot take a's plot either
    const own = await newLocation(b);
    expect((await t.request('DELETE', `/api/locations/detail/${own}/plots/${plot}`, { as: b.user })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/locations/detail/${own}/plots/${plot}`, { as: b.user, body: { geometry: polygon([[X, Y], [X + 5, Y], [X + 5, Y + 5]]) } })).statusCode).toBe(404);
    expect((await plotsOf(id)).map((p) => p.id)).toEqual([plot]);
  });
});

describe('what the site screen keeps besides parcels', () => {
  it('stores the drawn buildable area with the location and the measured lines with the user', async () => {
    const id = await newLocation();
    const area = polygon([[X, Y], [X + 40, Y], [X + 40, Y + 25], [X, Y + 25]]);
    await t.json('PATCH', `/api/locations/detail/${id}`, a.user, { cfg: { buildable_area: { geometry: area } } });
    const loc = await t.json<{ cfg: { buildable_area: { geometry: { type: string; coordinates: number[][][] } } } }>('GET', `/api/locations/detail/${id}?depth=2`, a.user);
    expect(loc.cfg.buildable_area.geometry.type).toBe('Polygon');
    expect(loc.cfg.buildable_area.geometry.coordinates[0]![2]![0]).toBeCloseTo(area.coordinates[0]![2]![0]!, 6);
    const line = { key: 'm1', points: [wgs(X, Y), wgs(X + 30, Y + 40)], lengthMeters: 50, createdAt: '2026-11-23T15:00:00Z', locationId: id };
    await t.json('PATCH', `/api/users/detail/${a.user.id}`, a.user, { cfg: { measurements: [line] } });
    const me = await t.json<{ cfg: { measurements: (typeof line)[] } }>('GET', `/api/users/detail/${a.user.id}?depth=1`, a.user);
    expect(me.cfg.measurements).toEqual([line]);
    const bad = await t.request('PATCH', `/api/users/detail/${a.user.id}`, { as: a.user, body: { cfg: { measurements: [{ ...line, points: [[500, 0]] }] } } });
    expect(bad.statusCode).toBe(400);
  });
});
