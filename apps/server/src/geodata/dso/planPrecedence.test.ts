import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocationOmgevingsplanWithOnline, OmgevingsplanFetchResponse, OmgevingsplanRule, OnlineRuleDocument } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../runner/runImport';
import { brkParcelFile } from '../testing/fixtures';
import { FIXTURE_REGELING, writeOwFixture } from '../testing/omgevingsplan/owFixture';
import { choosePlanSources, keepChosen } from '../omgevingsplan/planPrecedence';
import { seedRegeling } from './testing/dsoFixture';
import { startDsoServer, type LocalDso } from './testing/dsoServer';

// One answer per regeling where an imported omgevingsplan and an online read (the local DSO) cover the same parcel:
// the tests' delivery imports FIXTURE_REGELING (published 2024-03-01, maximum bouwhoogte 9 m on its gebied); the local
// Presenteren answers the same regeling with 11 m in a version valid from a date each test sets.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dso: LocalDso;
let dir: string;
let plotId = 0;
const KEY = 'dso-precedence-key-01';
const BESLUIT = '/akn/nl/bill/gm9999/2024/1';
const PROVINCE = '/akn/nl/act/pv99/2024/omgevingsverordening';
type Row = { id: number; type: string; value: number | null; source: string | null; reference: string | null };

/** The regeling `id` on the local DSO: one article with a maximum building height of `metres`, valid from `date`. */
const onlineRegeling = (id: string, date: string, metres: number) =>
  seedRegeling(dso, id, { title: id === PROVINCE ? 'Omgevingsverordening Testprovincie' : 'Testplan', type: id === PROVINCE ? 'Omgevingsverordening' : 'Omgevingsplan', date, metres });

beforeAll(async () => {
  dso = await startDsoServer(KEY);
  t = await TestApp.start({ DSO_ONTSLUITEN_URL: dso.ontsluitenUrl, DSO_PRESENTEREN_URL: dso.presenterenUrl, RP_OPVRAGEN_URL: dso.rpUrl, DSO_TIMEOUT_MS: '2000' });
  a = await t.company('Voorrang A');
  b = await t.company('Voorrang B');
  await t.json('PUT', '/api/dso/credentials', a.admin, { apiKey: KEY });
  dir = mkdtempSync(join(tmpdir(), 'plotwise-precedence-'));
  // a parcel inside the delivery's gebied (155000-155100, 425000-425100), outside its pons (the south-west 40 x 40 m)
  const [x, y] = [155060, 425060];
  writeFileSync(join(dir, 'percelen.gml'), brkParcelFile([{ id: '99990000000077', perceelnummer: 77, ring: [[x, y], [x + 18, y], [x + 18, y + 15], [x, y + 15], [x, y]], grootte: 270 }]));
  await runImport(t.db, 'brk-gml', join(dir, 'percelen.gml'));
  plotId = (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM geo_plots WHERE identificatie LIKE '%99990000000077'`))[0]!.id;
  await runImport(t.db, 'omgevingsplan', writeOwFixture(join(dir, 'ow')));
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await dso?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const newLocation = async (who = a) => (await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', who.user, { plotIds: [plotId] })).id;
const fetchRules = async (id: number) => t.json<OmgevingsplanFetchResponse>('POST', `/api/locations/detail/${id}/omgevingsplan/fetch`, a.user, {}, 200);
const rulesOf = (id: number) => t.json<LocationOmgevingsplanWithOnline>('GET', `/api/locations/detail/${id}/omgevingsplan`, a.user);
const refresh = (id: number) => t.json('POST', `/api/locations/detail/${id}/constraints/refresh`, a.user, undefined, 200);
/** The location's building heights: value and the first word of where they come from (omgevingsplan or DSO). */
const heights = async (id: number) =>
  (await t.json<{ constraints: Row[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).constraints
    .filter((c) => c.type === 'building_height')
    .map((c) => [c.value, c.source?.split(' ')[0], c.reference])
    .sort();

describe('one answer per regeling from the import and the online read', () => {
  it('starts from the imported 9 m alone', async () => {
    const id = await newLocation();
    expect(await heights(id)).toEqual([[9, 'omgevingsplan', 'Artikel 3.1 lid 1']]);
    // no online read yet: the imported regeling is the only source
    expect((await rulesOf(id)).sources).toEqual([
      { regeling: FIXTURE_REGELING, title: null, used: 'imported', setAside: null, reason: 'only_imported', imported: { besluit: BESLUIT, date: '2024-03-01' }, online: null },
    ]);
  });

  it('a newer online version answers: its 11 m replaces the imported 9 m, on a fetch and on every refresh after it', async () => {
    onlineRegeling(FIXTURE_REGELING, '2025-01-01', 11);
    const id = await newLocation();
    const fetched = await fetchRules(id);
    const decision = { regeling: FIXTURE_REGELING, title: 'Testplan', used: 'online', setAside: 'imported', reason: 'online_newer', imported: { besluit: BESLUIT, date: '2024-03-01' }, online: { version: `${FIXTURE_REGELING}/nld@2025-01-01;1`, date: '2025-01-01' } };
    expect(fetched.sources).toEqual([decision]);
    expect(await heights(id)).toEqual([[11, 'DSO', 'Artikel 3.1']]);
    expect((await rulesOf(id)).sources).toEqual([decision]);
    // the refresh derives the import again, and sets it aside again
    await refresh(id);
    expect(await heights(id)).toEqual([[11, 'DSO', 'Artikel 3.1']]);
  });

  it('an older online version is set aside: the imported 9 m stays, and comes back after a newer read ends', async () => {
    onlineRegeling(FIXTURE_REGELING, '2025-01-01', 11);
    const id = await newLocation();
    await fetchRules(id);
    onlineRegeling(FIXTURE_REGELING, '2023-06-01', 11);
    const fetched = await fetchRules(id);
    expect(fetched.sources.map((s) => [s.used, s.setAside, s.reason])).toEqual([['imported', 'online', 'imported_newer']]);
    // the fetch writes no online row for a regeling the import answers for, and writes the imported 9 m back itself
    expect(await heights(id)).toEqual([[9, 'omgevingsplan', 'Artikel 3.1 lid 1']]);
    expect(fetched.constraints.derived).toBe(1);
    // a refresh derives the same, once
    await refresh(id);
    expect(await heights(id)).toEqual([[9, 'omgevingsplan', 'Artikel 3.1 lid 1']]);
    // a fetch while the import answers keeps one row
    await fetchRules(id);
    expect(await heights(id)).toEqual([[9, 'omgevingsplan', 'Artikel 3.1 lid 1']]);
  });

  it('the same date is one version: the import answers', async () => {
    onlineRegeling(FIXTURE_REGELING, '2024-03-01', 11);
    const id = await newLocation();
    expect((await fetchRules(id)).sources.map((s) => [s.used, s.setAside, s.reason])).toEqual([['imported', 'online', 'same_date']]);
    expect(await heights(id)).toEqual([[9, 'omgevingsplan', 'Artikel 3.1 lid 1']]);
  });

  it('another regeling read online stands beside the imported one', async () => {
    onlineRegeling(FIXTURE_REGELING, '2024-03-01', 11);
    onlineRegeling(PROVINCE, '2024-07-01', 20);
    try {
      const id = await newLocation();
      const { sources } = await fetchRules(id);
      expect(sources.map((s) => [s.regeling, s.used, s.setAside, s.reason])).toEqual([
        [FIXTURE_REGELING, 'imported', 'online', 'same_date'],
        [PROVINCE, 'online', null, 'only_online'],
      ]);
      expect(await heights(id)).toEqual([
        [20, 'DSO', 'Artikel 3.1'],
        [9, 'omgevingsplan', 'Artikel 3.1 lid 1'],
      ]);
    } finally {
      dso.documents.splice(dso.documents.findIndex((d) => d.identificatie === PROVINCE), 1);
    }
  });

  it("another company's location is not found, its sources not shown", async () => {
    const id = await newLocation();
    expect((await t.request('GET', `/api/locations/detail/${id}/omgevingsplan`, { as: b.user })).statusCode).toBe(404);
    expect((await t.request('POST', `/api/locations/detail/${id}/omgevingsplan/fetch`, { as: b.user, body: {} })).statusCode).toBe(404);
  });
});

describe('choosePlanSources (pure)', () => {
  const rule = (inwerkingtreding: string | null | undefined, datumBekendmaking: string | null) =>
    ({ citation: { regeling: FIXTURE_REGELING, wid: null }, besluit: BESLUIT, datumBekendmaking, inwerkingtreding }) as OmgevingsplanRule;
  const doc = (versionDate: string | null) => ({ source: 'dso_presenteren_v8', identificatie: FIXTURE_REGELING, title: null, version: 'v', versionDate }) as OnlineRuleDocument;

  it('compares the date a version takes effect, the publication date only without one', () => {
    // published 2024-03-01 but in force from 2024-09-01: an online version valid from 2024-06-01 is older
    expect(choosePlanSources([rule('2024-09-01', '2024-03-01')], [doc('2024-06-01')])[0]).toMatchObject({ used: 'imported', reason: 'imported_newer', imported: { date: '2024-09-01' } });
    expect(choosePlanSources([rule(undefined, '2024-03-01')], [doc('2024-06-01')])[0]).toMatchObject({ used: 'online', reason: 'online_newer' });
    // the newest version among the regeling's rules at the location is the imported one
    expect(choosePlanSources([rule(null, '2024-03-01'), rule(null, '2024-08-01')], [doc('2024-06-01')])[0]).toMatchObject({ used: 'imported', imported: { date: '2024-08-01' } });
  });

  it('without a date on either side the import answers', () => {
    expect(choosePlanSources([rule(null, null)], [doc('2025-01-01')])[0]).toMatchObject({ used: 'imported', setAside: 'online', reason: 'undated' });
    expect(choosePlanSources([rule(null, '2024-03-01')], [doc(null)])[0]).toMatchObject({ used: 'imported', setAside: 'online', reason: 'undated' });
  });

  it('keeps the drafts of the chosen source, IMRO and hand rows always', () => {
    const decisions = choosePlanSources([rule(null, '2024-03-01')], [doc('2025-01-01')]);
    const drafts = [
      { source: `omgevingsplan ${FIXTURE_REGELING} ${BESLUIT} 2024-03-01` },
      { source: `DSO Presenteren v8 (online) ${FIXTURE_REGELING} v 2025-01-01` },
      { source: 'bestemmingsplan NL.IMRO.9999.x' },
      { source: `omgevingsplan /akn/nl/act/gm9999/2024/other ${BESLUIT} 2024-03-01` },
    ];
    expect(keepChosen(drafts, decisions).map((d) => d.source)).toEqual([drafts[1]!.source, drafts[2]!.source, drafts[3]!.source]);
  });
});
