import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationTableRow, SearchCatalogueResponse } from '@plotwise/contracts';
import { samplePolygon } from '../../test/sampleRecords';
import { TestApp, type TestCompany } from '../../test/testApp';
import { insertSyntheticTown, type SyntheticTown } from './testing/syntheticGeodata';
import { SearchService } from './searchService';

// The owner type filter reads the asking company's own owner information (jsons of type owner_information); the
// plot index is national and shared. Company A's owners make plots match for A and never for B.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let town: SyntheticTown;
/** three parcels of the town: A keeps a municipality on the first, a person on the second, a housing association on the third's site */
let plots: { plot_id: number; identificatie: string }[];

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Eigenaren A');
  b = await t.company('Eigenaren B');
  town = await insertSyntheticTown(t.db, 10, 8);
  await t.app.siteSearch.refresh();
  plots = (await t.db.query<{ plot_id: number; identificatie: string }>(`SELECT plot_id, identificatie FROM plot_features ORDER BY plot_id LIMIT 3`)).map((r) => ({ ...r, plot_id: Number(r.plot_id) }));
  const site = async (identificatie: string) => {
    const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: `Kavel ${identificatie}` });
    await t.json('POST', '/api/plots/list', a.user, { locationId: id, type: 'perceel', geometry: samplePolygon, properties: { identificatie } });
    return id;
  };
  const owner = (locationId: number, name: string, identificatie: string | null, data: unknown) => t.json('POST', '/api/jsons/list', a.user, { locationId, type: 'owner_information', name, identificatie, data });
  const [p1, p2, p3] = plots.map((p) => p.identificatie) as [string, string, string];
  const one = await site(p1);
  await owner(one, 'Gemeente Almere', p1, { ownerType: 'municipality', share: null, right: 'eigendom', address: null, source: 'brk', date: '2026-11-20' });
  const two = await site(p2);
  await owner(two, 'J. Jansen', p2, { ownerType: 'natural_person', share: null, right: null, address: null, source: 'hand', date: '2026-11-21' });
  // an owner kept for the whole site (no parcel named): its type derived from the name, for each of the site's parcels
  await owner(await site(p3), 'Woningstichting Nieuwdorp', null, {});
}, 600_000);
afterAll(() => t?.stop());

const count = async (filters: unknown[], as = a.user) => {
  const res = await t.request('POST', '/api/search/count', { as, body: { filters } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};
const ownerType = (param1: string[], extra: Record<string, unknown> = {}) => ({ key: 'owner_type', param1, ...extra });

describe('the owner type filter (per company)', () => {
  it("admits the plots whose owners the asking company knows to be of the type; another company's owners never count", async () => {
    expect(await count([ownerType(['municipality'])])).toBe(1);
    expect(await count([ownerType(['municipality'])], b.user)).toBe(0);
    expect(await count([ownerType(['housing_association'])])).toBe(1);
    expect(await count([ownerType(['municipality', 'natural_person'])])).toBe(2);
    expect(await count([ownerType([])])).toBe(3); // any known owner
    expect(await count([ownerType([])], b.user)).toBe(0);
    // plots the company knows no owner of are unknown: for B that is every plot
    expect(await count([ownerType(['unknown'])])).toBe(town.plots - 3);
    expect(await count([ownerType(['unknown', 'municipality'])])).toBe(town.plots - 2);
    expect(await count([ownerType(['unknown'])], b.user)).toBe(town.plots);
    const results = await t.request('POST', '/api/search/results', { as: a.user, body: { filters: [ownerType(['municipality'])] } });
    expect(results.json().results.map((r: { plotId: number }) => r.plotId)).toEqual([plots[0]!.plot_id]);
  });

  it('scores preferred types, works inside an or-choice, and has no histogram', async () => {
    const res = await t.request('POST', '/api/search/results', { as: a.user, body: { filters: [ownerType(['municipality', 'natural_person'], { optimal: ['municipality'] })] } });
    expect(res.json().results.map((r: { plotId: number; score: number }) => [r.plotId, r.score])).toEqual([
      [plots[0]!.plot_id, 100],
      [plots[1]!.plot_id, 0],
    ]);
    expect(await count([{ key: 'or', children: [ownerType(['municipality']), ownerType(['natural_person'])] }])).toBe(2);
    const h = await t.request('POST', '/api/search/histograms', { as: a.user, body: { filters: [], histograms: ['owner_type'] } });
    expect([h.statusCode, h.json().error.code]).toEqual([400, 'invalid_filter']);
  });

  it("is in the catalogue as a per-company filter without histogram, with the company's own counts", async () => {
    const entry = async (as: typeof a.user) => (await t.json<SearchCatalogueResponse>('GET', '/api/search/catalogue', as)).filters.find((f) => f.key === 'owner_type')!;
    const mine = await entry(a.user);
    expect(mine).toMatchObject({ group: 'owner_type', kind: 'category', perCompany: true, histogram: false, label: { nl: 'Soort eigenaar', en: 'Owner type' } });
    const counts = Object.fromEntries(mine.values!.map((v) => [v.value, v.count]));
    expect(counts).toMatchObject({ municipality: 1, natural_person: 1, housing_association: 1, company: 0, unknown: town.plots - 3 });
    expect(Object.fromEntries((await entry(b.user)).values!.map((v) => [v.value, v.count]))).toMatchObject({ municipality: 0, unknown: town.plots });
  });

  it('a saved query with the filter runs for its own company only', async () => {
    const filters = [{ key: 'owner_type', type: 'category', param1: ['municipality'], order: 10 }];
    const q = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, { name: 'Gemeentegrond', cfg: { filters } });
    const run = await t.request('POST', `/api/search/run/${q.id}`, { as: a.user, body: {} });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ count: 1, stored: true });
    expect(run.json().results[0].plotId).toBe(plots[0]!.plot_id);
    expect((await t.request('POST', `/api/search/run/${q.id}`, { as: b.user, body: {} })).statusCode).toBe(404);
    const theirs = await t.json<{ id: number }>('POST', '/api/searchqueries/list', b.user, { name: 'Gemeentegrond', cfg: { filters } });
    expect((await t.request('POST', `/api/search/run/${theirs.id}`, { as: b.user, body: {} })).json().count).toBe(0);
  });

  it('map tiles follow the company, and their ETag follows its owner data', async () => {
    const reg = async (as: typeof a.user) => (await t.request('POST', '/api/search/tiles', { as, body: { filters: [ownerType(['municipality'])] } })).json();
    const mine = await reg(a.user);
    expect(mine.count).toBe(1);
    expect((await reg(b.user)).count).toBe(0);
    const tile = () => t.request('GET', mine.tiles.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0'), { as: a.user });
    const before = await tile();
    expect(before.headers['x-match-count']).toBe('1');
    const [site] = await t.db.query<{ location_id: number }>(`SELECT location_id FROM jsons WHERE company_id = $1 AND name = 'J. Jansen'`, [a.id]);
    await t.json('POST', '/api/jsons/list', a.user, { locationId: site!.location_id, type: 'owner_information', name: 'Gemeente Almere', identificatie: plots[1]!.identificatie, data: { ownerType: 'municipality', share: null, right: null, address: null, source: 'hand', date: '2026-11-22' } });
    const after = await tile();
    expect(after.headers['x-match-count']).toBe('2');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('the owners column of the table of locations gives each owner its type, the cadastre\'s before those entered by hand', async () => {
    const [site] = await t.db.query<{ location_id: number }>(`SELECT location_id FROM jsons WHERE company_id = $1 AND name = 'Gemeente Almere' AND identificatie = $2`, [a.id, plots[0]!.identificatie]);
    const locationId = site!.location_id;
    await t.json('POST', '/api/jsons/list', a.user, { locationId, type: 'owner_information', name: 'Buurman (mondeling)', identificatie: plots[0]!.identificatie, data: { ownerType: 'natural_person', share: null, right: null, address: null, source: 'hand', date: '2026-11-23' } });
    const rows = await t.json<LocationTableRow[]>('GET', '/api/locations/table?limit=100', a.user);
    expect(rows.find((r) => r.id === locationId)!.ownerDetails).toEqual([
      { name: 'Gemeente Almere', ownerType: 'municipality', source: 'brk' },
      { name: 'Buurman (mondeling)', ownerType: 'natural_person', source: 'hand' },
    ]);
    expect(rows.find((r) => r.name?.startsWith(`Kavel ${plots[2]!.identificatie}`))!.ownerDetails).toEqual([{ name: 'Woningstichting Nieuwdorp', ownerType: 'housing_association', source: null }]);
    expect(await t.json<LocationTableRow[]>('GET', '/api/locations/table?limit=100', b.user)).toEqual([]);
  });

  it('reaches the worker threads resolved: the same answer as the request thread alone', async () => {
    const log = { info: () => undefined, error: (e: unknown) => expect.unreachable(String(e)) };
    const threaded = new SearchService(t.db, log, { threads: 2, minPlots: 1 });
    try {
      const options = { limit: 50 };
      for (const filters of [[ownerType(['municipality'])], [ownerType(['unknown'], { optimal: ['unknown'] }), { key: 'size', param1: 500 }]]) {
        for (const company of [a, b]) {
          const alone = await t.app.siteSearch.run(await t.app.siteSearch.prepare(filters, company.id), options);
          expect(await threaded.run(await threaded.prepare(filters, company.id), options)).toEqual(alone);
        }
      }
      expect(threaded.threadsOf(await threaded.index()).partsOnWorkers).toBeGreaterThan(0);
    } finally {
      await threaded.stop();
    }
  });
});
