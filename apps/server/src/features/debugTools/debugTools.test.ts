import type { PerceelResponse, ShapeToFeatureResponse, ZoningFeaturesResponse } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';

// The staff debug endpoints (/api/admin/debug/...): a pasted shape against the parcels, a parcel with what is
// joined to it, the zoning at a point. Two 20 x 20 m parcels side by side at RD (160000, 490000), under one
// enkelbestemming "Wonen" and a maatvoering, with a BAG pand on the first; the staff company holds the first
// parcel as a location with an owner.
let t: TestApp;
let staff: TestCompany;
let a: TestCompany;
let locationId: number;
const X = 160000;
const Y = 490000;
const IDENT = ['84920000001044', '84920000001045'];
const ll = (x: number, y: number) => rdToLngLat(rdPoint(x, y));

const rect = (x: number, y: number, w: number, h: number) => `POLYGON((${x} ${y}, ${x + w} ${y}, ${x + w} ${y + h}, ${x} ${y + h}, ${x} ${y}))`;
const rd = (wkt: string) => `ST_Multi(ST_GeomFromText('${wkt}', 28992))`;

beforeAll(async () => {
  t = await TestApp.start();
  staff = await t.company('Plotwise Debug', { staff: true });
  a = await t.company('Alfa Debug');
  const [run] = await t.db.query<{ id: number }>(
    `INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'debug', 'succeeded', now()) RETURNING id`,
  );
  const r = run!.id;
  for (const [k, ident] of IDENT.entries())
    await t.db.query(
      `INSERT INTO geo_plots (run_id, area, identificatie, kadastrale_gemeente_code, kadastrale_gemeente, akr_code, sectie, perceelnummer, kadastrale_grootte, geom)
       VALUES ($1, 't', $2, '492', 'Otterlo', 'OTL02', 'B', $3, 400, ${rd(rect(X + 20 * k, Y, 20, 20))})`,
      [r, ident, 1044 + k],
    );
  await t.db.query(
    `INSERT INTO geo_zoning_plans (run_id, area, plan_id, naam, type_plan, planstatus, plan_datum, geom) VALUES ($1, 't', 'NL.IMRO.0200.bpDebug-0001', 'Debug Dorp', 'bestemmingsplan', 'vastgesteld', '2021-03-01', ${rd(rect(X - 10, Y - 10, 100, 100))})`,
    [r],
  );
  await t.db.query(
    `INSERT INTO geo_zoning_objects (run_id, area, plan_id, identificatie, object_type, naam, hoofdgroep, category, artikelnummer, dimensions, geom) VALUES
       ($1, 't', 'NL.IMRO.0200.bpDebug-0001', 'NL.IMRO.e1', 'enkelbestemming', 'Wonen', 'wonen', 'residential', '3', NULL, ${rd(rect(X - 10, Y - 10, 100, 100))}),
       ($1, 't', 'NL.IMRO.0200.bpDebug-0001', 'NL.IMRO.m1', 'maatvoering', 'maximum bouwhoogte (m)', NULL, NULL, NULL, '[{"waardeType":"maximum bouwhoogte (m)","waarde":"10"}]', ${rd(rect(X - 10, Y - 10, 30, 100))})`,
    [r],
  );
  await t.db.query(
    `INSERT INTO geo_bag_panden (run_id, area, identificatie, oorspronkelijk_bouwjaar, status, geom) VALUES ($1, 't', '0200100000010000', 1960, 'Pand in gebruik', ${rd(rect(X + 3, Y + 3, 10, 8))})`,
    [r],
  );
  const centre = ll(X + 10, Y + 10);
  locationId = (await t.json<{ id: number }>('POST', '/api/locations/list', staff.admin, { name: 'Debug locatie', lat: centre.lat, lon: centre.lng })).id;
  const corner = (x: number, y: number) => {
    const p = ll(x, y);
    return [p.lng, p.lat];
  };
  await t.json('POST', '/api/plots/list', staff.admin, {
    locationId,
    type: 'perceel',
    geometry: { type: 'Polygon', coordinates: [[corner(X, Y), corner(X + 20, Y), corner(X + 20, Y + 20), corner(X, Y + 20), corner(X, Y)]] },
    properties: { identificatie: IDENT[0] },
  });
  await t.json('POST', '/api/jsons/list', staff.admin, { locationId, type: 'owner_information', name: 'Gemeente Debug', identificatie: IDENT[0], data: { ownerType: 'legal_person', share: '1/1', source: 'hand' } });
});
afterAll(() => t?.stop());

const code = (res: { body: string }) => (JSON.parse(res.body) as { error: { code: string; details?: { field?: string } } }).error;
const shape = (text: string, as = staff.admin) => t.request('POST', '/api/admin/debug/shapetofeature', { as, body: { text } });

describe('the debug endpoints are for staff only', () => {
  const calls: [string, () => ReturnType<TestApp['request']>][] = [
    ['shapetofeature', () => shape(rect(X, Y, 10, 10), a.admin)],
    ['perceel', () => t.request('GET', '/api/admin/debug/perceel?q=OTL02%20B%201044', { as: a.admin })],
    ['zoning_features', () => t.request('GET', `/api/admin/debug/zoning_features?lat=52&lon=5`, { as: a.user })],
  ];
  it.each(calls)('%s refuses a company user or admin with 403', async (_name, call) => {
    const res = await call();
    expect(res.statusCode).toBe(403);
    expect(code(res).code).toBe('forbidden');
  });
  it('refuses a signed-out caller', async () => {
    const res = await t.request('GET', '/api/admin/debug/zoning_features?lat=52&lon=5');
    expect(res.statusCode).toBe(401);
  });
});

describe('shape to feature', () => {
  it('reads RD New WKT, measures it and finds the parcels it overlaps', async () => {
    const res = await shape(rect(X, Y, 30, 20));
    expect(res.statusCode).toBe(200);
    const s = JSON.parse(res.body) as ShapeToFeatureResponse;
    expect(s).toMatchObject({ format: 'wkt', crs: 'EPSG:28992', geometryType: 'Polygon', areaSquareMeters: 600, valid: true });
    expect(s.plots.map((p) => [p.plotnr, p.overlapSquareMeters, p.plotAreaSquareMeters])).toEqual([
      ['OTL02 B 1044', 400, 400],
      ['OTL02 B 1045', 200, 400],
    ]);
    // the feature comes back in WGS84 around the parcels
    const c = ll(X, Y);
    expect(Math.abs(s.bbox[0] - c.lng)).toBeLessThan(1e-6);
    expect(Math.abs(s.bbox[1] - c.lat)).toBeLessThan(1e-6);
    expect(s.feature.geometry.type).toBe('Polygon');
  });

  it('reads WGS84 GeoJSON (a Feature) and gives the same match', async () => {
    const ring = [
      [X + 20, Y],
      [X + 40, Y],
      [X + 40, Y + 10],
      [X + 20, Y + 10],
      [X + 20, Y],
    ].map(([x, y]) => {
      const p = ll(x!, y!);
      return [p.lng, p.lat];
    });
    const res = await shape(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }));
    expect(res.statusCode).toBe(200);
    const s = JSON.parse(res.body) as ShapeToFeatureResponse;
    expect(s).toMatchObject({ format: 'geojson', crs: 'EPSG:4326' });
    expect(s.areaSquareMeters).toBeCloseTo(200, 0);
    expect(s.plots).toHaveLength(1);
    expect(s.plots[0]!.plotnr).toBe('OTL02 B 1045');
    expect(s.plots[0]!.overlapSquareMeters).toBeCloseTo(200, 0);
  });

  it('says a self-crossing outline is invalid and still matches it repaired', async () => {
    const res = await shape(`POLYGON((${X} ${Y}, ${X + 20} ${Y + 20}, ${X + 20} ${Y}, ${X} ${Y + 20}, ${X} ${Y}))`);
    expect(res.statusCode).toBe(200);
    const s = JSON.parse(res.body) as ShapeToFeatureResponse;
    expect(s.valid).toBe(false);
    expect(s.invalidReason).toMatch(/self-intersection/i);
    expect(s.plots.map((p) => p.plotnr)).toContain('OTL02 B 1044');
  });

  it.each([
    ['broken WKT', 'POLYGON((1 2, 3'],
    ['an unknown geometry type', 'CIRCLE(1 2 3)'],
    ['broken JSON', '{"type": "Polygon", '],
    ['coordinates in neither system', 'POINT(500000 5000000)'],
    ['an unsupported SRID', `SRID=3857;POINT(${X} ${Y})`],
    ['an open ring of two points', `POLYGON((${X} ${Y}, ${X + 1} ${Y}))`],
  ])('answers %s with 400 validation_failed at the text field', async (_what, text) => {
    const res = await shape(text);
    expect(res.statusCode).toBe(400);
    expect(code(res)).toMatchObject({ code: 'validation_failed', details: { field: 'text' } });
  });

  it('answers an empty text with 400', async () => {
    const res = await shape('   ');
    expect(res.statusCode).toBe(400);
    expect(code(res).code).toBe('validation_failed');
  });
});

describe('a parcel and everything joined to it', () => {
  it('finds it by designation with zoning, buildings, the location holding it and its owner', async () => {
    const p = await t.json<PerceelResponse>('GET', '/api/admin/debug/perceel?q=otl02b1044', staff.admin);
    expect(p.plots.map((x) => x.plotnr)).toEqual(['OTL02 B 1044']);
    expect(p.context.zoningObjects.map((o) => [o.type, o.naam])).toEqual([
      ['enkelbestemming', 'Wonen'],
      ['maatvoering', 'maximum bouwhoogte (m)'],
    ]);
    expect(p.context.buildings.map((b) => b.identificatie)).toEqual(['0200100000010000']);
    expect(p.locations.map((l) => l.id)).toEqual([locationId]);
    expect(p.owners).toEqual([expect.objectContaining({ locationId, name: 'Gemeente Debug', identificatie: IDENT[0] })]);
  });

  it('finds it by id and under a point', async () => {
    const byQ = await t.json<PerceelResponse>('GET', '/api/admin/debug/perceel?q=OTL02%20B%201045', staff.admin);
    const id = byQ.plots[0]!.id;
    const byId = await t.json<PerceelResponse>('GET', `/api/admin/debug/perceel?id=${id}`, staff.admin);
    expect(byId.plots[0]!.identificatie).toBe(IDENT[1]);
    expect(byId.locations).toEqual([]);
    const c = ll(X + 30, Y + 10);
    const at = await t.json<PerceelResponse>('GET', `/api/admin/debug/perceel?lat=${c.lat}&lon=${c.lng}`, staff.admin);
    expect(at.plots.map((x) => x.id)).toEqual([id]);
  });

  it('answers bad input with 400 and an unknown parcel with 404', async () => {
    for (const q of ['?q=%3Cscript%3E', '', '?lat=52', '?id=-3', '?lat=91&lon=5']) {
      const res = await t.request('GET', `/api/admin/debug/perceel${q}`, { as: staff.admin });
      expect(res.statusCode, q).toBe(400);
      expect(code(res).code).toBe('validation_failed');
    }
    const res = await t.request('GET', '/api/admin/debug/perceel?q=OTL02%20B%209999', { as: staff.admin });
    expect(res.statusCode).toBe(404);
    expect(code(res).code).toBe('not_found');
  });
});

describe('the zoning features of a point', () => {
  it('lists the plan and every IMRO feature there with its attributes', async () => {
    const c = ll(X + 5, Y + 5);
    const z = await t.json<ZoningFeaturesResponse>('GET', `/api/admin/debug/zoning_features?lat=${c.lat}&lon=${c.lng}`, staff.admin);
    expect(Math.abs(z.rd.x - (X + 5))).toBeLessThan(0.01);
    expect(z.plans.map((p) => p.naam)).toEqual(['Debug Dorp']);
    expect(z.features.map((f) => [f.objectType, f.naam, f.planName])).toEqual([
      ['enkelbestemming', 'Wonen', 'Debug Dorp'],
      ['maatvoering', 'maximum bouwhoogte (m)', 'Debug Dorp'],
    ]);
    expect(z.features[0]).toMatchObject({ hoofdgroep: 'wonen', artikelnummer: '3', areaSquareMeters: 10000 });
    expect(z.features[1]!.dimensions).toEqual([{ waardeType: 'maximum bouwhoogte (m)', waarde: '10' }]);
  });

  it('has nothing where no plan lies, and refuses a point off the globe', async () => {
    const c = ll(X + 500, Y + 500);
    const z = await t.json<ZoningFeaturesResponse>('GET', `/api/admin/debug/zoning_features?lat=${c.lat}&lon=${c.lng}`, staff.admin);
    expect(z.features).toEqual([]);
    const res = await t.request('GET', '/api/admin/debug/zoning_features?lat=abc&lon=5', { as: staff.admin });
    expect(res.statusCode).toBe(400);
    expect(code(res).code).toBe('validation_failed');
  });
});
