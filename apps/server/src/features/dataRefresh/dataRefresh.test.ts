import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshSource } from '@plotwise/contracts';
import { loadConfig } from '../../config';
import { createMailer } from '../../mail/createMailer';
import { gridParcels } from '../../geodata/testing/fixtures';
import { sendJson, startFixtureServer, type FixtureServer } from '../../geodata/testing/fixtureServer';
import { ogcItemsPage, ogcPerceel } from '../../geodata/testing/ogcFixtures';
import { bagMutation, bagMutationFile, bagPand, rect } from '../../geodata/testing/fixtures';
import { zipBuffer } from '../../geodata/testing/zipWriter';
import { startTrapServer, type TrapServer } from '../../http/testing/trapServer';
import { TestApp, type TestCompany } from '../../test/testApp';
import { dataRefreshJob } from './dataRefreshJob';
import { refreshDueSources } from './runRefresh';

// Data refresh (issue #20 item 1): staff configure where datasets come from; the data_refresh job re-imports the due
// ones through the all-or-nothing import runner. PDOK and the file host are local servers answering as they do.
let t: TestApp;
let staff: TestCompany;
let a: TestCompany;
let server: FixtureServer;
let fileAnswer: 'ok' | 'fail' = 'ok';
let trap: TrapServer;

const RD = 'http://www.opengis.net/def/crs/EPSG/0/28992';
/** The subscriber's daily BAG mutations at Kadaster's download: one delivery a day at the same address */
const mutationsOf = (day: number, bouwjaar: number) =>
  zipBuffer({
    [`9999MUT${day}062020-${day + 1}062020-000001.xml`]: bagMutationFile({ leveringsId: `L-${day}`, from: `2020-06-${day}`, to: `2020-06-${day + 1}` }, [
      bagMutation.toevoeging(bagPand('0223100000000001', bouwjaar, rect(180010, 450010, 10, 10), false, { nr: day, begin: `2020-06-${day}` })),
    ]),
  });
let mutations = mutationsOf(15, 2019);
const BBOX = [179990, 449990, 180100, 450100];
const parcels = [...gridParcels(5)].map(ogcPerceel);
const layer = {
  type: 'FeatureCollection',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
  features: [1, 2, 3].map((i) => ({ type: 'Feature', id: `laadpaal-${i}`, properties: { vermogen_kw: 22 * i }, geometry: { type: 'Point', coordinates: [180000 + i, 450000 + i] } })),
};

beforeAll(async () => {
  trap = await startTrapServer();
  server = await startFixtureServer((req, res) => {
    if (req.path.endsWith('/collections/perceel/items')) {
      const self = `${server.url}${req.path}?${req.query.toString()}`;
      return sendJson(res, ogcItemsPage(self, parcels, undefined), { 'content-crs': `<${RD}>` });
    }
    if (req.path === '/bestanden/verhuisd.geojson') return res.writeHead(302, { location: `${trap.url}/bestanden/laadpalen.geojson`, 'content-length': 0 }).end();
    if (req.path === '/leveringen/bag-dagmutaties.zip') return res.writeHead(200, { 'content-type': 'application/zip' }).end(mutations);
    if (req.path === '/bestanden/laadpalen.geojson') {
      if (fileAnswer === 'fail') return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return sendJson(res, layer);
    }
    res.writeHead(404).end();
  });
  t = await TestApp.start();
  staff = await t.company('Plotwise Beheer', { staff: true });
  a = await t.company('Klant');
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await server?.close();
  await trap?.close();
});

const config = () => loadConfig({ LOG_LEVEL: 'silent', PDOK_OGC_BRK_URL: `${server.url}/kadaster/brk-kadastrale-kaart/ogc/v1` });
const fastHttp = { retries: 0, sleep: async () => undefined };
const ogcSource = { name: 'Percelen Otterlo', kind: 'ogc', url: 'brk/perceel', bbox: BBOX, everyDays: 7 };
const fileSource = () => ({ name: 'Laadpalen', kind: 'download', url: `${server.url}/bestanden/laadpalen.geojson`, format: 'geojson', layer: 'laadpalen', everyDays: 1 });
const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;
const DAY = 86_400_000;

describe('data refresh', () => {
  let ogc: RefreshSource;
  let file: RefreshSource;

  it('staff configure sources; bad ones are refused at the field, and only staff may', async () => {
    ogc = await t.json<RefreshSource>('POST', '/api/admin/refresh-sources', staff.admin, ogcSource);
    expect(ogc).toMatchObject({ name: 'Percelen Otterlo', kind: 'ogc', bbox: BBOX, format: null, enabled: true, lastRefreshedAt: null, dueAt: new Date(0).toISOString() });
    file = await t.json<RefreshSource>('POST', '/api/admin/refresh-sources', staff.admin, fileSource());

    const refused = async (body: unknown) => (await t.request('POST', '/api/admin/refresh-sources', { as: staff.admin, body })).json().error;
    expect(await refused({ ...ogcSource, bbox: null })).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/bbox.*inside a box/) });
    expect(await refused({ ...ogcSource, bbox: [5, 2, 3, 4] })).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/minx < maxx/) });
    expect(await refused({ ...fileSource(), format: null })).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/format/) });
    expect(await refused({ ...fileSource(), url: 'ftp://elders' })).toMatchObject({ code: 'validation_failed' });
    expect(await refused({ ...fileSource(), format: 'dxf' })).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/Unknown import format "dxf"/) });
    for (const who of [a.user, a.admin]) expect((await t.request('GET', '/api/admin/refresh-sources', { as: who })).statusCode).toBe(403);
    expect((await t.json<RefreshSource[]>('GET', '/api/admin/refresh-sources', staff.admin)).map((s) => s.name)).toEqual(['Laadpalen', 'Percelen Otterlo']);
  });

  it('re-imports the due sources, moves their schedule on, and leaves them alone until due again', async () => {
    const now = new Date();
    const outcome = await refreshDueSources(t.db, { config: config(), http: fastHttp }, now);
    expect(outcome.failed).toEqual([]);
    expect(outcome.refreshed.map((r) => [r.name, r.features])).toEqual([
      ['Percelen Otterlo', 5],
      ['Laadpalen', 3],
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM geo_plots WHERE area = 'bbox:${BBOX.join(',')}'`)).toBe(5);
    expect(await count(`SELECT count(*)::int AS n FROM geo_features WHERE layer = 'laadpalen'`)).toBe(3);
    const [laadpalen, percelen] = await t.json<RefreshSource[]>('GET', '/api/admin/refresh-sources', staff.admin);
    expect(percelen).toMatchObject({ lastRunId: outcome.refreshed[0]!.runId, lastRefreshedAt: now.toISOString(), lastError: null, dueAt: new Date(now.getTime() + 7 * DAY).toISOString() });
    expect(laadpalen!.dueAt).toBe(new Date(now.getTime() + DAY).toISOString());
    // nothing due an hour later; the file source a day later; a repeat replaces its area instead of adding to it
    expect((await refreshDueSources(t.db, { config: config(), http: fastHttp }, new Date(now.getTime() + 3_600_000))).refreshed).toEqual([]);
    const dayLater = await refreshDueSources(t.db, { config: config(), http: fastHttp }, new Date(now.getTime() + DAY));
    expect(dayLater.refreshed.map((r) => r.name)).toEqual(['Laadpalen']);
    expect(await count(`SELECT count(*)::int AS n FROM geo_features WHERE layer = 'laadpalen'`)).toBe(3);
  });

  it('a failing source keeps its reason and stays due, the others go on, and the data it imported before stays', async () => {
    fileAnswer = 'fail';
    await t.json('POST', `/api/admin/refresh-sources/${ogc.id}/refresh`, staff.admin, {}, 200);
    const later = new Date(Date.now() + 3 * DAY);
    const outcome = await refreshDueSources(t.db, { config: config(), http: fastHttp }, later);
    expect(outcome.refreshed.map((r) => r.name)).toEqual(['Percelen Otterlo']);
    expect(outcome.failed).toEqual([{ name: 'Laadpalen', error: expect.stringMatching(/laadpalen\.geojson answered 404/) }]);
    const [laadpalen, percelen] = await t.json<RefreshSource[]>('GET', '/api/admin/refresh-sources', staff.admin);
    expect(percelen!.requested).toBe(false);
    expect(laadpalen).toMatchObject({ lastError: expect.stringMatching(/404/), lastAttemptAt: later.toISOString() });
    expect(new Date(laadpalen!.dueAt!).getTime()).toBeLessThanOrEqual(later.getTime());
    expect(await count(`SELECT count(*)::int AS n FROM geo_features WHERE layer = 'laadpalen'`)).toBe(3);

    // the job fails the run with every reason (the scheduler retries it), and succeeds once the file is back
    const context = () => ({ db: t.db, config: config(), log: t.app.log, mailer: createMailer(config(), t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport, now: new Date(Date.now() + 4 * DAY) });
    await expect(dataRefreshJob.run(context())).rejects.toThrow(/refreshed 0 of 1 due sources .*failed: Laadpalen: .*404/);
    fileAnswer = 'ok';
    expect(await dataRefreshJob.run(context())).toEqual({ summary: 'refreshed 1 of 1 due sources (3 features)', counts: { refreshed: 1, failed: 0, features: 3 } });
  });

  it('edits and removes a source; a disabled one is never due; unknown ids are 404', async () => {
    const edited = await t.json<RefreshSource>('PUT', `/api/admin/refresh-sources/${file.id}`, staff.admin, { ...fileSource(), everyDays: 30, enabled: false }, 200);
    expect(edited).toMatchObject({ everyDays: 30, enabled: false, dueAt: null });
    expect((await refreshDueSources(t.db, { config: config(), http: fastHttp }, new Date(Date.now() + 365 * DAY))).refreshed.map((r) => r.name)).toEqual(['Percelen Otterlo']);
    expect((await t.request('DELETE', `/api/admin/refresh-sources/${file.id}`, { as: staff.admin })).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/admin/refresh-sources/${file.id}`, { as: staff.admin })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/admin/refresh-sources/${file.id}`, { as: staff.admin, body: fileSource() })).statusCode).toBe(404);
    expect((await t.request('POST', `/api/admin/refresh-sources/${file.id}/refresh`, { as: staff.admin, body: {} })).statusCode).toBe(404);
  });

  it('a file whose host redirects to another host is not fetched there: the source fails with the reason, 0 requests at the trap', async () => {
    const moved = await t.json<RefreshSource>('POST', '/api/admin/refresh-sources', staff.admin, { ...fileSource(), name: 'Verhuisd', url: `${server.url}/bestanden/verhuisd.geojson` });
    const outcome = await refreshDueSources(t.db, { config: config(), http: fastHttp }, new Date(Date.now() + 400 * DAY));
    expect(outcome.failed).toEqual([{ name: 'Verhuisd', error: expect.stringMatching(/redirected to 127\.0\.0\.1:\d+, not 127\.0\.0\.1:\d+: refused, nothing was sent there/) }]);
    expect(trap.hits).toEqual([]);
    expect((await t.request('DELETE', `/api/admin/refresh-sources/${moved.id}`, { as: staff.admin })).statusCode).toBe(204);
  });

  it('BAG daily mutations: a download in format bag_mutations applies each delivery once, a day with the same delivery changes nothing', async () => {
    const source = await t.json<RefreshSource>('POST', '/api/admin/refresh-sources', staff.admin, { name: 'BAG dagmutaties', kind: 'download', url: `${server.url}/leveringen/bag-dagmutaties.zip`, format: 'bag_mutations', everyDays: 1 });
    const jaar = async () => (await t.db.query<{ j: number }>(`SELECT oorspronkelijk_bouwjaar AS j FROM geo_bag_panden WHERE identificatie = '0223100000000001'`)).map((r) => r.j);
    const day = (n: number) => new Date(Date.now() + (500 + n) * DAY);
    const run = async (n: number) => (await refreshDueSources(t.db, { config: config(), http: fastHttp }, day(n))).refreshed.find((r) => r.name === 'BAG dagmutaties');
    expect(await run(0)).toMatchObject({ features: 1 });
    expect(await jaar()).toEqual([2019]);
    // the next day Kadaster has not put a new delivery there yet: the source succeeds and changes nothing
    const again = await run(1);
    const report = (await t.db.query<{ report: { delivery: unknown; written: number } }>(`SELECT report FROM geo_import_runs WHERE id = $1`, [again!.runId]))[0]!.report;
    expect(report).toMatchObject({ written: 0, delivery: { id: 'L-15', alreadyApplied: true } });
    expect((await t.json<RefreshSource[]>('GET', '/api/admin/refresh-sources', staff.admin)).find((s) => s.id === source.id)).toMatchObject({ lastError: null, lastRunId: again!.runId });
    mutations = mutationsOf(16, 2021);
    await run(2);
    expect(await jaar()).toEqual([2021]);
    expect((await t.request('DELETE', `/api/admin/refresh-sources/${source.id}`, { as: staff.admin })).statusCode).toBe(204);
  });
});
