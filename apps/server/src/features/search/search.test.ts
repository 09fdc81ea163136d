import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { isShared, latToTileY, lonToTileX } from '@plotwise/core';
import { licenceTiers } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { insertSyntheticTown, type SyntheticTown } from './testing/syntheticGeodata';
import { SearchService } from './searchService';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let town: SyntheticTown;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Zoekers');
  b = await t.company('Buren');
  town = await insertSyntheticTown(t.db, 50, 40);
  await t.app.siteSearch.refresh();
}, 600_000);
afterAll(() => t?.stop());

const residential = [{ key: 'zone', param1: ['residential'] }];
const post = (url: string, body: unknown, as = a.user) => t.request('POST', url, { as, body });
const sqlCount = async (where: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM plot_features WHERE ${where}`))[0]!.n;

describe('the search on worker threads', () => {
  it('builds the index on shared memory for the workers and answers as the request thread alone', async () => {
    const log = { info: () => undefined, error: (e: unknown) => expect.unreachable(String(e)) };
    const threaded = new SearchService(t.db, log, { threads: 2, minPlots: 1 });
    try {
      const options = { limit: 30, histograms: [{ key: 'size', bins: 8 }, { key: 'zone' }] };
      for (const filters of [[], residential, [...residential, { key: 'size', param1: 1500, optimal: 3000 }]]) {
        const alone = await t.app.siteSearch.run(await t.app.siteSearch.prepare(filters, a.id), options);
        const prepared = await threaded.prepare(filters, a.id);
        expect(isShared(prepared.loaded.index)).toBe(true);
        expect(await threaded.run(prepared, options)).toEqual(alone);
      }
      // the two workers answered their parts of the three queries
      expect(threaded.threadsOf((await threaded.index()))).toEqual({ threads: 3, partsOnWorkers: 6, partsRescanned: 0 });
      expect(t.app.siteSearch.threadsOf(await t.app.siteSearch.index())).toMatchObject({ threads: 1 }); // 2 000 plots: one thread
    } finally {
      await threaded.stop();
    }
  });
});

describe('POST /api/search/count', () => {
  it('counts the matching plots, and the count follows a slider', async () => {
    const all = await post('/api/search/count', { filters: [] });
    expect(all.json()).toMatchObject({ count: town.plots, generation: 1 });
    const res = await post('/api/search/count', { filters: residential });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(await sqlCount(`zone = 'residential'`));
    const counts: number[] = [];
    for (const min of [0, 1000, 2000, 3000]) counts.push((await post('/api/search/count', { filters: [...residential, { key: 'size', param1: min }] })).json().count);
    expect(counts[0]).toBe(res.json().count);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]!);
    expect(counts[3]).toBeLessThan(counts[0]!);
    expect(counts[2]).toBe(await sqlCount(`zone = 'residential' AND size >= 2000`));
  });

  it('a disabled filter changes nothing; an or-choice admits either', async () => {
    const base = (await post('/api/search/count', { filters: residential })).json().count;
    expect((await post('/api/search/count', { filters: [...residential, { key: 'size', param1: 1e9, enabled: false }] })).json().count).toBe(base);
    const either = (await post('/api/search/count', { filters: [{ key: 'or', children: [{ key: 'zone', param1: ['residential'] }, { key: 'zone', param1: ['center'] }] }] })).json().count;
    expect(either).toBe(await sqlCount(`zone IN ('residential', 'center')`));
  });

  it('needs a signed-in user and a valid body, and names bad filters with stable codes', async () => {
    expect((await t.request('POST', '/api/search/count', { body: { filters: [] } })).statusCode).toBe(401);
    const bad = await post('/api/search/count', { filters: 'all' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
    const unknown = await post('/api/search/count', { filters: [{ key: 'moon_phase' }] });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'unknown_filter']);
    expect(unknown.json().error.message).toMatch(/filters\[0\] \(moon_phase\)/);
    const invalid = await post('/api/search/count', { filters: [{ key: 'size', param1: 'large' }] });
    expect([invalid.statusCode, invalid.json().error.code]).toEqual([400, 'invalid_filter']);
    const area = await post('/api/search/count', { filters: [{ key: 'custom_area', polygon: { type: 'Point', coordinates: [5, 52] } }] });
    expect([area.statusCode, area.json().error.code]).toEqual([400, 'invalid_filter']);
  });

  it('restricts space: a custom area, a point with a radius and the map box', async () => {
    const [c] = await t.db.query<{ lon: number; lat: number }>(`SELECT avg(lon) AS lon, avg(lat) AS lat FROM plot_features`);
    const { lon, lat } = c!;
    const near = (await post('/api/search/count', { filters: [{ key: 'distance_point', param1: lat, param2: lon, param3: 0.5 }] })).json().count;
    expect(near).toBe(await sqlCount(`ST_DWithin(label_point, ST_Transform(ST_SetSRID(ST_MakePoint(${lon}, ${lat}), 4326), 28992), 500)`));
    expect(near).toBeGreaterThan(0);
    const square = { type: 'Polygon', coordinates: [[[lon - 0.005, lat - 0.003], [lon + 0.005, lat - 0.003], [lon + 0.005, lat + 0.003], [lon - 0.005, lat + 0.003], [lon - 0.005, lat - 0.003]]] };
    const inArea = (await post('/api/search/count', { filters: [{ key: 'custom_area', polygon: square }] })).json().count;
    expect(inArea).toBe(await sqlCount(`ST_Intersects(ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON('${JSON.stringify(square)}'), 4326), 28992), label_point)`));
    const inBox = (await post('/api/search/count', { filters: [{ key: 'bbox', param1: lon - 0.005, param2: lat - 0.003, param3: lon + 0.005, param4: lat + 0.003 }] })).json().count;
    expect(inBox).toBeGreaterThan(0);
  });
});

describe('POST /api/search/histograms', () => {
  it('gives each slider the distribution of what it would admit', async () => {
    const filters = [...residential, { key: 'size', param1: 1500, param2: 3000 }];
    const res = await post('/api/search/histograms', { filters, histograms: [{ key: 'size', bins: 10, min: 0, max: 5000 }, 'zone', 'building_function'] });
    expect(res.statusCode).toBe(200);
    const [size, zone] = res.json().histograms;
    // the size histogram ignores the size filter: every residential plot is in it
    const total = size.counts.reduce((s: number, c: number) => s + c, 0) + size.below + size.above + size.unknown;
    expect(total).toBe(await sqlCount(`zone = 'residential'`));
    expect(size.counts.length).toBe(10);
    // the zone histogram ignores the zone filter: every plot of 1 500-3 000 m2, per zone
    const byZone = Object.fromEntries(zone.counts.map((c: { value: string; count: number }) => [c.value, c.count]));
    expect(byZone.residential).toBe(res.json().count);
    expect(byZone.companies).toBe(await sqlCount(`zone = 'companies' AND size BETWEEN 1500 AND 3000`));
    const none = await post('/api/search/histograms', { filters, histograms: ['bbox'] });
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'invalid_filter']);
  });
});

describe('POST /api/search/results', () => {
  it('ranks by score with the explanation per filter, and pages', async () => {
    const filters = [...residential, { key: 'distance_trainstation', param2: 1.5, weight: 2 }, { key: 'size', param1: 500, optimal: 2500 }];
    const res = await post('/api/search/results', { filters, limit: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(20);
    expect(body.results).toHaveLength(10);
    const first = body.results[0];
    expect(first).toMatchObject({ identificatie: expect.stringMatching(/^TST01A\d{5}$/), plotNumber: expect.stringMatching(/^TST01 A \d+$/), municipality: { name: expect.any(String) } });
    expect(first.explanation.map((e: any) => e.key)).toEqual(['zone', 'distance_trainstation', 'size']);
    expect(first.explanation.reduce((s: number, e: any) => s + e.points, 0)).toBeCloseTo(first.score, 1);
    expect(first.explanation[1]).toMatchObject({ kind: 'distance', passed: true, weight: 2, max: 1.5 });
    for (let i = 1; i < body.results.length; i++) expect(body.results[i].score).toBeLessThanOrEqual(body.results[i - 1].score);
    const page2 = (await post('/api/search/results', { filters, limit: 5, offset: 5, explain: false })).json();
    expect(page2.results.map((r: any) => r.plotId)).toEqual(body.results.slice(5).map((r: any) => r.plotId));
    expect(page2.results[0].explanation).toBeUndefined();
  });
});

describe('GET /api/search/catalogue', () => {
  it('lists every filter with labels, defaults, the values found in the data and a new reference', async () => {
    const res = await t.request('GET', '/api/search/catalogue', { as: a.user });
    expect(res.statusCode).toBe(200);
    const { filters, plots } = res.json();
    expect(plots).toBe(town.plots);
    const byKey = Object.fromEntries(filters.map((f: any) => [f.key, f]));
    expect(byKey.size).toMatchObject({ group: 'plot', kind: 'range', unit: 'm2', label: { nl: 'Perceeloppervlakte', en: 'Plot size' }, newReference: { param1: 0, param2: 100_000 } });
    expect(byKey.municipality.values).toEqual([
      expect.objectContaining({ value: 'GM9002', name: 'Proefstad' }),
      expect.objectContaining({ value: 'GM9001', name: 'Testdorp' }),
    ]);
    // no owner data, no heights: the catalogue says how many plots know the feature
    expect(byKey.building_height.known).toBe(0);
    expect(byKey.size.known).toBe(town.plots);
  });
});

describe('map tiles coloured by score', () => {
  it('registers a query and serves its matches per tile, for the company that registered it', async () => {
    const filters = [...residential, { key: 'size', param1: 1000, optimal: 3000 }];
    const reg = await post('/api/search/tiles', { filters });
    expect(reg.statusCode).toBe(200);
    const { token, tiles, count, generation } = reg.json();
    expect(tiles).toBe(`/api/search/tiles/${token}/{z}/{x}/{y}.mvt?g=${generation}`);
    const [c] = await t.db.query<{ lon: number; lat: number }>(`SELECT min(lon) AS lon, max(lat) AS lat FROM plot_features`);
    // zoom 10: the whole town in a tile or two, as cells of matches
    const url = (z: number, lon: number, lat: number) => tiles.replace('{z}', z).replace('{x}', Math.floor(lonToTileX(lon, z))).replace('{y}', Math.floor(latToTileY(lat, z)));
    const low = await t.request('GET', url(10, c!.lon, c!.lat), { as: a.user });
    expect(low.statusCode).toBe(200);
    expect(low.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const cells = new VectorTile(new PbfReader(low.rawPayload)).layers.search!;
    let inCells = 0;
    for (let i = 0; i < cells.length; i++) inCells += cells.feature(i).properties.count as number;
    expect(inCells).toBe(Number(low.headers['x-match-count']));
    expect(inCells).toBeLessThanOrEqual(count);
    // zoom 16: one point per plot with its id and score
    const high = await t.request('GET', url(16, c!.lon + 0.001, c!.lat - 0.001), { as: a.user });
    const layer = new VectorTile(new PbfReader(high.rawPayload)).layers.search;
    if (layer) {
      const f = layer.feature(0);
      expect(f.properties).toMatchObject({ plot_id: f.id, score: expect.any(Number) });
    }
    // the browser's cache: same generation, same tile
    expect((await t.request('GET', url(10, c!.lon, c!.lat), { as: a.user, headers: { 'if-none-match': low.headers.etag as string } })).statusCode).toBe(304);
    // another company cannot use the token
    expect((await t.request('GET', url(10, c!.lon, c!.lat), { as: b.user })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/search/tiles/${token}/99/0/0.mvt`, { as: a.user })).statusCode).toBe(400);
    expect((await t.request('GET', `/api/search/tiles/${token}/3/1/2.png`, { as: a.user })).statusCode).toBe(400);
  });
});

describe('saved queries: run, activity, locations', () => {
  let queryId: number;
  it('runs a saved query, stores its last results and a run; the next run names the newly matching plots', async () => {
    const created = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, {
      name: 'Grote woonkavels',
      cfg: {
        filters: [
          { key: 'zone', param1: ['residential'], order: 10 },
          { key: 'size', param1: 3000, order: 20 },
          { key: 'or', order: 30, children: [{ key: 'building_date_built', param2: 1990 }, { key: 'building_count', param1: 0, param2: 0 }] },
        ],
      },
    });
    queryId = created.id;
    const first = await post(`/api/search/run/${queryId}`, { limit: 5 });
    expect(first.statusCode, first.body).toBe(200);
    const r1 = first.json();
    const older = `(building_date_built <= 1990 OR building_count = 0)`;
    expect(r1).toMatchObject({ stored: true, count: await sqlCount(`zone = 'residential' AND size >= 3000 AND ${older}`), newCount: 0 });
    expect(r1.results).toHaveLength(5);
    const detail = await t.json<any>('GET', `/api/searchqueries/detail/${queryId}?depth=3`, a.user);
    expect(detail.cfg.lastResults).toMatchObject({ runId: r1.runId, count: r1.count, top: expect.any(Array) });
    // widen the query: plots of 2 500 m2 and up match now as well
    const filters = detail.cfg.filters.map((f: any) => (f.key === 'size' ? { ...f, param1: 2500 } : f));
    await t.json('PATCH', `/api/searchqueries/detail/${queryId}`, a.user, { cfg: { filters } }, 200);
    const r2 = (await post(`/api/search/run/${queryId}`, {})).json();
    const widened = await sqlCount(`zone = 'residential' AND size >= 2500 AND ${older}`);
    expect(r2.count).toBe(widened);
    expect(r2.newCount).toBe(widened - r1.count);
    expect(r2.newMatches.length).toBe(Math.min(100, r2.newCount));
    await t.json('POST', '/api/notes/list', a.user, { name: 'Eigenaar benaderen', searchQueryId: queryId });
    const activity = (await t.request('GET', `/api/search/activity/${queryId}`, { as: a.user })).json();
    expect(activity.runs.map((r: any) => [r.count, r.newCount])).toEqual([
      [r2.count, r2.newCount],
      [r1.count, 0],
    ]);
    expect(activity.newMatches[0]).toMatchObject({ identificatie: expect.stringMatching(/^TST01A/), plotId: expect.any(Number) });
    expect(activity.notes.map((n: any) => n.name)).toEqual(['Eigenaar benaderen']);
  });

  it('keeps runs and activity to the company', async () => {
    expect((await post(`/api/search/run/${queryId}`, {}, b.user)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/search/activity/${queryId}`, { as: b.user })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/search/activity/abc', { as: a.user })).statusCode).toBe(400);
    const own = await t.json<{ id: number }>('POST', '/api/searchqueries/list', b.user, { name: 'Eigen' });
    expect((await t.request('GET', `/api/search/activity/${own.id}`, { as: b.user })).json().runs).toEqual([]);
  });

  it('turns result plots into opportunity locations linked to the query, once', async () => {
    // the query's own matches (a run of it), ranked with their scores
    const results = (await post(`/api/search/run/${queryId}`, { limit: 2 })).json().results;
    const plotIds = results.map((r: any) => r.plotId);
    const res = await post('/api/search/to-locations', { searchQueryId: queryId, plotIds });
    expect(res.statusCode).toBe(201);
    const { created } = res.json();
    expect(created).toHaveLength(2);
    const loc = await t.json<any>('GET', `/api/locations/detail/${created[0].locationId}?depth=1`, a.user);
    expect(loc).toMatchObject({ type: 3, searchQueryId: queryId, plotnr: results[0].plotNumber, plotsize: Math.round(results[0].sizeSquareMeters) });
    expect(loc.plots[0]).toMatchObject({ type: 'perceel', opportunityId: queryId, geometry: { type: 'MultiPolygon' }, properties: { identificatie: results[0].identificatie } });
    // its score is the plot's score under the query it was found by, shown in the table of locations
    expect(loc.score).toBeCloseTo(results[0].score, 1);
    const table = await t.json<any[]>('GET', '/api/locations/table?limit=500', a.user);
    expect(table.find((r: any) => r.id === created[1].locationId).score).toBeCloseTo(results[1].score, 1);
    // enriched as a location made on the map: address, plan and rules looked up, not left at "not started"
    const cfg = await t.json<any>('GET', `/api/locations/detail/${created[0].locationId}?depth=2`, a.user);
    expect([cfg.cfg.status.getAddress, cfg.cfg.status.getDestinationPlan, cfg.cfg.status.getRegulations].every((s: number) => s === 3 || s === 2)).toBe(true); // success or failed
    expect(cfg.cfg.summary).toMatchObject({ zones: expect.any(Array) });
    const again = await post('/api/search/to-locations', { searchQueryId: queryId, plotIds });
    expect([again.statusCode, again.json().created.length, again.json().existing.length]).toEqual([200, 0, 2]);
    // another company: not its query; a missing plot: 422 as on the map; the saving rule strips string ids
    expect((await post('/api/search/to-locations', { searchQueryId: queryId, plotIds }, b.user)).statusCode).toBe(404);
    const missing = await post('/api/search/to-locations', { searchQueryId: queryId, plotIds: [999_999_999] });
    expect([missing.statusCode, missing.json().error.code]).toEqual([422, 'reference_not_found']);
    expect((await post('/api/search/to-locations', { searchQueryId: 'x', plotIds })).statusCode).toBe(400);
    expect((await t.json<any[]>('GET', '/api/locations/list?limit=100', b.user)).filter((l: any) => l.searchQueryId === queryId)).toEqual([]);
  });

  it('a read-only company sees results but stores nothing and creates no locations', async () => {
    const ro = await t.company('Alleen lezen', { licence: licenceTiers.none });
    const q = await t.db.query<{ id: number }>(`INSERT INTO searchqueries (name, key, type, status, "order", archived, company_id) VALUES ('ro', 'ro-key', 'residential', 'research', 0, false, $1) RETURNING id`, [ro.id]);
    await t.db.query(`INSERT INTO searchquery_cfgs (search_query_id, company_id) VALUES ($1, $2)`, [q[0]!.id, ro.id]);
    const run = (await post(`/api/search/run/${q[0]!.id}`, {}, ro.user)).json();
    expect(run).toMatchObject({ stored: false, runId: null, count: town.plots });
    const res = await post('/api/search/to-locations', { searchQueryId: q[0]!.id, plotIds: [run.results[0].plotId] }, ro.user);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'licence_read_only']);
  });
});

describe('keeping the features current', () => {
  it('only staff may refresh by hand; an import through the admin API refreshes by itself', async () => {
    expect((await t.request('POST', '/api/admin/search/refresh', { as: a.admin })).statusCode).toBe(403);
    const staff = await t.company('Plotwise', { staff: true });
    const before = (await t.request('GET', '/api/search/status', { as: a.user })).json();
    const [c] = await t.db.query<{ x: number; y: number }>(`SELECT x_rd AS x, y_rd AS y FROM plot_features ORDER BY plot_id LIMIT 1`);
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
      features: [{ type: 'Feature', properties: { kind: 'hospital' }, geometry: { type: 'Point', coordinates: [c!.x, c!.y] } }],
    });
    const boundary = '----plotwise';
    const rawBody =
      `--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\ngeojson\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="layer"\r\n\r\namenities\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hospital.json"\r\nContent-Type: application/json\r\n\r\n${geojson}\r\n--${boundary}--\r\n`;
    const res = await t.request('POST', '/api/admin/import', { as: staff.admin, rawBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(202);
    let status = before;
    for (let i = 0; i < 600 && status.generation === before.generation; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await t.request('GET', '/api/search/status', { as: a.user })).json();
    }
    expect(status.generation).toBe(before.generation + 1);
    // the amenities layer was replaced by one hospital on the first plot
    const nearest = (await post('/api/search/results', { filters: [{ key: 'distance_hospital', param2: 0.001 }], limit: 5, explain: false })).json();
    expect(nearest.count).toBe(1);
    expect((await post('/api/search/count', { filters: [{ key: 'distance_supermarket', param2: 100 }] })).json().count).toBe(0);
  });
});
