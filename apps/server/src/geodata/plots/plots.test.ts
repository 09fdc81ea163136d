import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../runner/runImport';
import { bagFile, bagNum, bagOpr, bagPand, bagVbo, bagWpl, brkParcelFile, gridParcels, rect } from '../testing/fixtures';
import { imroZoningFile } from '../testing/imroFixture';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;
const X = 180000;
const Y = 450000;

const PLAN = 'NL.IMRO.0200.bpOtterlo-0001';
const imro = imroZoningFile({ planId: PLAN, planName: 'Otterlo Dorp', x: X, y: Y });
const ring = (r: [number, number][]) => r;
const cbs = JSON.stringify({
  type: 'FeatureCollection',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
  features: [
    { type: 'Feature', properties: { statcode: 'GM0200', statnaam: 'Apeldoorn', jaar: 2024 }, geometry: { type: 'Polygon', coordinates: [ring(rect(X - 1000, Y - 1000, 2000, 2000))] } },
    { type: 'Feature', properties: { statcode: 'BU02000101', statnaam: 'Otterlo-Dorp', jaar: 2024 }, geometry: { type: 'Polygon', coordinates: [ring(rect(X - 100, Y - 100, 200, 200))] } },
  ],
});

const file = (name: string, content: string) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

let plotIds: number[];
beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Percelen A');
  b = await t.company('Percelen B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-plots-'));
  await runImport(t.db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(4, X, Y)])));
  await runImport(t.db, 'bag', file('0200WPL.xml', bagFile('WPL', [bagWpl('3555', 'Otterlo', rect(X - 500, Y - 500, 1000, 1000))], '0200')));
  await runImport(t.db, 'bag', file('0200OPR.xml', bagFile('OPR', [bagOpr('0200300000000001', 'Dorpsstraat', '3555')], '0200')));
  await runImport(t.db, 'bag', file('0200NUM.xml', bagFile('NUM', [bagNum('0200200000000001', 12, '6731AB', '0200300000000001')], '0200')));
  await runImport(t.db, 'bag', file('0200PND.xml', bagFile('PND', [bagPand('0200100000000001', 1931, rect(X + 2, Y + 2, 12, 10))], '0200')));
  await runImport(
    t.db,
    'bag',
    file('0200VBO.xml', bagFile('VBO', [bagVbo({ id: '0200010000000001', pand: '0200100000000001', num: '0200200000000001', doel: ['woonfunctie'], oppervlakte: 95, x: X + 5, y: Y + 5 })], '0200')),
  );
  await runImport(t.db, 'imro', file('plan.gml', imro));
  await runImport(t.db, 'cbs-areas', file('gebieden_2024.geojson', cbs));
  plotIds = (await t.db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots ORDER BY identificatie')).map((r) => r.id);
}, 120_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const at = (x: number, y: number) => {
  const p = rdToLngLat(rdPoint(x, y));
  return `lat=${p.lat}&lon=${p.lng}`;
};

describe('plots on the map', () => {
  it('finds the parcel under a clicked point with its cadastral designation and size', async () => {
    const plots = await t.json<any[]>('GET', `/api/geodata/plots/at?${at(X + 5, Y + 5)}`, a.user);
    expect(plots).toHaveLength(1);
    expect(plots[0]).toMatchObject({ identificatie: '84920000000000', plotnr: 'OTL02 B 1000', kadastraleGemeente: 'Otterlo', areaSquareMeters: 288 });
    expect(plots[0].geometryAreaSquareMeters).toBeCloseTo(288, 0);
    expect(await t.json<any[]>('GET', `/api/geodata/plots/at?${at(X - 50, Y - 50)}`, a.user)).toEqual([]);
  });

  it('tells what lies on a plot: zoning with its maatvoering, the building with year and use, the address and neighbourhood', async () => {
    const { plots, context } = await t.json<any>('GET', `/api/geodata/plots/detail?ids=${plotIds[0]}`, a.user);
    expect(plots[0].plotnr).toBe('OTL02 B 1000');
    expect(context.zoningPlans).toEqual([expect.objectContaining({ planId: PLAN, naam: 'Otterlo Dorp', planstatus: 'vastgesteld' })]);
    const maat = context.zoningObjects.find((o: any) => o.type === 'maatvoering');
    expect(maat).toMatchObject({ zone: 'Wonen', dimensions: [{ waardeType: 'maximum bouwhoogte (m)', waarde: '10' }, { waardeType: 'maximum bebouwingspercentage (%)', waarde: '60' }] });
    expect(context.zoningObjects.find((o: any) => o.type === 'enkelbestemming')).toMatchObject({ naam: 'Wonen', category: 'residential' });
    expect(context.buildings).toEqual([expect.objectContaining({ identificatie: '0200100000000001', year: 1931, use: 'woonfunctie', units: 1, floorAreaSquareMeters: 95, footprintSquareMeters: 120 })]);
    expect(context.addresses).toEqual([{ road: 'Dorpsstraat', houseNumber: '12', postcode: '6731AB', city: 'Otterlo', use: ['woonfunctie'] }]);
    expect(context.areas.map((x: any) => [x.level, x.name])).toEqual([['buurt', 'Otterlo-Dorp'], ['gemeente', 'Apeldoorn']]);
  });

  it('creates a location from two plots with plots, address, summary, constraints and load states', async () => {
    const res = await t.request('POST', '/api/geodata/plots/to-location', { as: a.user, body: { plotIds: [plotIds[0], plotIds[1]] } });
    expect(res.statusCode).toBe(201);
    const loc = res.json();
    expect(loc).toMatchObject({
      name: 'Dorpsstraat 12, Otterlo',
      road: 'Dorpsstraat',
      house_number: '12',
      postcode: '6731AB',
      city: 'Otterlo',
      municipality: 'Apeldoorn',
      neighbourhood: 'Otterlo-Dorp',
      plotnr: 'OTL02 B 1000, OTL02 B 1001',
      plotsize: 576,
    });
    // the centroid of the two parcels, in WGS84
    const c = rdToLngLat(rdPoint(X + 19, Y + 8));
    expect(loc.lat).toBeCloseTo(c.lat, 4);
    expect(loc.lon).toBeCloseTo(c.lng, 4);
    expect(loc.plots).toHaveLength(2);
    expect(loc.plots[0]).toMatchObject({ type: 'perceel', properties: { sectie: 'B', perceelnummer: 1000, kadastrale_grootte: 288 } });
    expect(loc.plots[0].geometry.type).toBe('MultiPolygon');
    // each names its plan and the plan's date (planstatusInfo datum)
    expect(loc.constraints.map((c: any) => [c.type, c.operator, c.value, c.source])).toEqual([
      ['building_height', 'smaller_than', 10, `IMRO ${PLAN} 2021-03-01`],
      ['gsi', 'smaller_than', 0.6, `IMRO ${PLAN} 2021-03-01`],
    ]);
    expect(loc.cfg.summary).toMatchObject({ zones: ['Wonen'], max_height: 10 });
    // getUnits 2 (failed): this company keeps no unit types under a template location to start from
    expect(loc.cfg.status).toMatchObject({ getAddress: 3, getDestinationPlan: 3, getRegulations: 3, getUnits: 2 });
    // it is the company's: in its list and not in another company's
    const mine = await t.json<any[]>('GET', '/api/locations/list', a.user);
    expect(mine.map((l) => l.id)).toContain(loc.id);
    expect((await t.request('GET', `/api/locations/detail/${loc.id}`, { as: b.user })).statusCode).toBe(404);
  });

  it('names the company\'s locations that already hold a parcel, and only its own', async () => {
    const [held] = await t.json<any[]>('GET', '/api/locations/list?order=-id&limit=1', a.user);
    const mine = await t.json<any>('GET', `/api/geodata/plots/detail?ids=${plotIds[0]},${plotIds[2]}`, a.user);
    expect(mine.locations).toEqual([{ id: held.id, name: held.name, lat: held.lat, lon: held.lon, identificaties: ['84920000000000'] }]);
    // another company sees the parcel free: it may make a location of its own
    expect((await t.json<any>('GET', `/api/geodata/plots/detail?ids=${plotIds[0]}`, b.user)).locations).toEqual([]);
    // a deleted location holds nothing
    await t.request('PATCH', `/api/locations/detail/${held.id}`, { as: a.user, body: { deleted: true } });
    expect((await t.json<any>('GET', `/api/geodata/plots/detail?ids=${plotIds[0]}`, a.user)).locations).toEqual([]);
    await t.request('PATCH', `/api/locations/detail/${held.id}`, { as: a.user, body: { deleted: false } });
  });

  it('marks the steps failed where no data covers the plot', async () => {
    // parcel 3 lies in the plan, but no address or building is on it
    const loc = await t.json<any>('POST', '/api/geodata/plots/to-location', a.user, { plotIds: [plotIds[3]], name: 'Achterkavel' });
    expect(loc.name).toBe('Achterkavel');
    expect(loc.cfg.status).toMatchObject({ getAddress: 2, getDestinationPlan: 3 });
    expect(loc.constraints).toEqual([]);
  });

  it('tells where the imported parcels lie', async () => {
    const { bbox } = await t.json<{ bbox: number[] }>('GET', '/api/geodata/extent', a.user);
    const sw = rdToLngLat(rdPoint(X, Y));
    expect(bbox[0]).toBeCloseTo(sw.lng, 3);
    expect(bbox[1]).toBeCloseTo(sw.lat, 3);
    expect(bbox[2]).toBeGreaterThan(bbox[0]!);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const before = (await t.json<any[]>('GET', '/api/locations/list', a.user)).length;
    const cases: [unknown, number, string][] = [
      [{ plotIds: [] }, 400, 'validation_failed'],
      [{ plotIds: ['x'] }, 400, 'validation_failed'],
      [{ plotIds: [plotIds[0], 999999] }, 422, 'reference_not_found'],
      [{ plotIds: [plotIds[0]], extra: 1 }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.request('POST', '/api/geodata/plots/to-location', { as: a.user, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect((await t.json<any[]>('GET', '/api/locations/list', a.user)).length).toBe(before);
    expect((await t.request('GET', '/api/geodata/plots/at?lat=95&lon=5')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/geodata/plots/at?lat=95&lon=5', { as: a.user })).statusCode).toBe(400);
    expect((await t.request('GET', '/api/geodata/plots/detail?ids=1;2', { as: a.user })).statusCode).toBe(400);
  });
});
