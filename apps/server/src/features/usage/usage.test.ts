import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ReportedSearchRow, ReportingAnswer, UsageAnswer } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { multipart } from '../../test/multipart';
import { insertSyntheticTown } from '../search/testing/syntheticGeodata';
import { databaseMaintenanceJob } from '../scheduler/databaseMaintenanceJob';
import type { JobContext } from '../scheduler/jobDefinition';
import { bucketStarts } from './usageQueries';

// Staff usage and reporting (issue #20 item 4): what companies do over time, and what users search for.
let t: TestApp;
let staff: TestCompany;
let a: TestCompany;
let b: TestCompany;

const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${monthAgo}&to=${today}`;
const searchEvents = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM usage_events WHERE kind = 'search'`))[0]!.n;

beforeAll(async () => {
  t = await TestApp.start();
  staff = await t.company('Plotwise Support', { staff: true });
  a = await t.company('Zoekers');
  b = await t.company('Stillen');
  await insertSyntheticTown(t.db, 12, 10);
  await t.app.siteSearch.refresh();
  await t.json('POST', '/api/locations/list', a.user, { name: 'Kavel 1' });
  const search = (body: unknown) => t.request('POST', '/api/search/results', { as: a.user, body });
  expect((await search({ filters: [{ key: 'zone', param1: ['residential'] }], limit: 5 })).statusCode).toBe(200);
  expect((await search({ filters: [{ key: 'zone', param1: ['residential'] }, { key: 'municipality', param1: ['Almere'] }, { key: 'size', enabled: false }], limit: 5 })).statusCode).toBe(200);
  // not searches of their own: a next page, a live count, a refused body
  expect((await search({ filters: [], limit: 5, offset: 5 })).statusCode).toBe(200);
  expect((await t.request('POST', '/api/search/count', { as: a.user, body: { filters: [] } })).statusCode).toBe(200);
  expect((await search({ filters: 'nonsense' })).statusCode).toBe(400);
  // the events are written after the answers went out
  for (let i = 0; i < 100 && (await searchEvents()) < 2; i++) await new Promise((r) => setTimeout(r, 20));
}, 300_000);
afterAll(() => t?.stop());

describe('usage and reporting (staff)', () => {
  it('records a first results page as a search, with its filters, regions and hits; nothing else', async () => {
    expect(await searchEvents()).toBe(2);
    const [row] = await t.db.query<{ company_id: number; user_id: number; detail: { filterKeys: string[]; regions: unknown[]; hits: number } }>(
      `SELECT company_id, user_id, detail FROM usage_events ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ company_id: a.id, user_id: a.user.id });
    expect(row!.detail.filterKeys).toEqual(['municipality', 'zone']); // the switched-off size filter is not counted
    expect(row!.detail.regions).toEqual([{ filter: 'municipality', value: 'Almere' }]);
  });

  it('counts sign-ins, active users, searches and new records per bucket and per company', async () => {
    const u = await t.json<UsageAnswer>('GET', `/api/admin/usage?${period}&bucket=week`, staff.admin);
    expect(u.series.map((p) => p.period)).toEqual(bucketStarts(monthAgo, today, 'week'));
    const total = (m: keyof UsageAnswer['series'][number]['values']) => u.series.reduce((s, p) => s + p.values[m], 0);
    expect(total('signIns')).toBe(6); // admin and user of three companies signed in once each
    expect(total('searches')).toBe(2);
    expect(total('locations')).toBe(1);
    expect(total('imports')).toBe(1); // the synthetic town's import run
    const zoekers = u.companies.find((c) => c.id === a.id)!;
    expect(zoekers).toMatchObject({ name: 'Zoekers', activeUsers: 2, signIns: 2, searches: 2, locations: 1, concepts: 0 });
    expect(zoekers.lastSignInAt).not.toBeNull();
    expect(u.companies[0]!.id).toBe(a.id); // the busiest first
    expect(u.companies.find((c) => c.id === b.id)).toMatchObject({ searches: 0, locations: 0 });

    const one = await t.json<UsageAnswer>('GET', `/api/admin/usage?${period}&companyId=${b.id}`, staff.admin);
    expect(one.companies.map((c) => c.id)).toEqual([b.id]);
    expect(one.series.reduce((s, p) => s + p.values.searches + p.values.imports, 0)).toBe(0); // imports are national
  });

  it('reports the filters and regions searched, the hits, and the searches one by one', async () => {
    const r = await t.json<ReportingAnswer>('GET', `/api/admin/reporting?${period}`, staff.admin);
    expect(r.searches).toBe(2);
    expect(r.filters).toEqual([
      { key: 'zone', searches: 2, companies: 1 },
      { key: 'municipality', searches: 1, companies: 1 },
    ]);
    expect(r.regions).toEqual([{ filter: 'municipality', value: 'Almere', searches: 1 }]);
    const hits = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM plot_features WHERE zone = 'residential'`))[0]!.n;
    expect(r.medianHits).toBe(0); // of 0 and `hits`, the lower middle (percentile_disc)
    expect(r.emptySearches).toBe(1);
    const rows = await t.json<ReportedSearchRow[]>('GET', `/api/admin/reporting/searchresults?${period}`, staff.admin);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ companyName: 'Zoekers', userEmail: a.user.email, filterKeys: ['municipality', 'zone'], hits: 0 });
    expect(rows[1]).toMatchObject({ filterKeys: ['zone'], hits });
  });

  it('refuses a period that runs backwards or lasts over three years, at the field', async () => {
    for (const q of [`from=${today}&to=${monthAgo}`, 'from=2020-01-01&to=2026-01-01', 'from=yesterday&to=2026-01-01', `${period}&bucket=day`]) {
      const res = await t.request('GET', `/api/admin/usage?${q}`, { as: staff.admin });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await t.request('GET', `/api/admin/reporting?from=${today}&to=${monthAgo}`, { as: staff.admin })).statusCode).toBe(400);
  });

  it('splits a period into ISO weeks (from Monday) and calendar months', () => {
    expect(bucketStarts('2026-11-04', '2026-11-23', 'week')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(bucketStarts('2025-12-31', '2026-02-01', 'month')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });
});

describe('storage per company', () => {
  const storageOf = async (companyId: number) => {
    // a write kicks the production values' refresh, which rewrites a location's figure row after the answer: on a
    // busy machine that landed between two reads of the records (a row 3 bytes smaller). The kick comes from the
    // write's onResponse hook, which may run after the test has its answer, so settling alone could miss it: the
    // refresh is kicked here and settled, and a late kick of the hook then finds no row left to rewrite
    t.app.productionValues.kick();
    await t.app.productionValues.settled();
    const u = await t.json<UsageAnswer>('GET', `/api/admin/usage?${period}&companyId=${companyId}`, staff.admin);
    const row = u.companies.find((c) => c.id === companyId)!;
    expect(row.storageBytes).toBe(row.imageBytes + row.recordBytes);
    return row;
  };
  // random hex: the database cannot compress it, so its stored size is its length (plus a few header bytes)
  const incompressible = (chars: number) => randomBytes(chars / 2).toString('hex');

  it('counts the company row and its records, and grows by what a record holds; other companies stay as they were', async () => {
    const before = await storageOf(b.id);
    const other = await storageOf(a.id);
    expect(before.recordBytes).toBeGreaterThan(0); // the company row, its users and their settings, its configs
    await t.json('POST', '/api/locations/list', b.user, { name: 'Opslag', cfg: {} });
    const withLocation = await storageOf(b.id);
    const text = incompressible(24_000);
    const note = await t.json<{ id: number }>('POST', '/api/notes/list', b.user, { name: 'Lang verslag', description: text });
    const after = await storageOf(b.id);
    expect(after.recordBytes - withLocation.recordBytes).toBeGreaterThanOrEqual(text.length);
    expect(after.recordBytes - withLocation.recordBytes).toBeLessThan(text.length + 2_000);
    expect(await storageOf(a.id)).toMatchObject({ recordBytes: other.recordBytes, imageBytes: other.imageBytes });
    // a deleted note is kept for restore (deleted items) and still counts until it is purged
    expect((await t.request('DELETE', `/api/notes/detail/${note.id}`, { as: b.user })).statusCode).toBe(204);
    expect((await storageOf(b.id)).recordBytes).toBeGreaterThanOrEqual(withLocation.recordBytes + text.length);
  });

  it('counts image bytes (original and thumbnail) apart, and not the bookkeeping (mail log, audit log)', async () => {
    const before = await storageOf(b.id);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    const { payload, headers } = multipart({ type: 'attachment' }, { name: 'ruis.png', type: 'image/png', data: png });
    const up = await t.app.inject({ method: 'POST', url: '/api/images/upload', payload, headers: { ...headers, cookie: b.user.cookie, 'x-requested-with': 'test' } });
    expect(up.statusCode, up.body).toBe(201);
    const [stored] = await t.db.query<{ n: number }>('SELECT (octet_length(data) + octet_length(thumb))::int AS n FROM images WHERE id = $1', [up.json<{ id: number }>().id]);
    const after = await storageOf(b.id);
    expect(after.imageBytes - before.imageBytes).toBeGreaterThanOrEqual(stored!.n);
    expect(after.imageBytes - before.imageBytes).toBeLessThan(stored!.n + 64);
    // the image's own row (name, type, size) is metadata of the image, not a record counted twice
    expect(after.recordBytes).toBe(before.recordBytes);
    await t.db.query(`INSERT INTO mail_log (company_id, kind, to_address, subject, state, html) VALUES ($1, 'weekly', 'x@y.nl', 'x', 'sent', $2)`, [b.id, incompressible(20_000)]);
    await t.db.query(`INSERT INTO audit_events (company_id, kind, detail) VALUES ($1, 'login', $2)`, [b.id, JSON.stringify({ pad: incompressible(20_000) })]);
    expect(await storageOf(b.id)).toMatchObject({ recordBytes: after.recordBytes, imageBytes: after.imageBytes });
  });
});

describe('nightly database maintenance', () => {
  it('vacuums and analyses the usage rollups, so their large reads become index-only scans', async () => {
    const out = await databaseMaintenanceJob.run({ db: t.db, now: new Date() } as JobContext);
    expect(out.summary).toMatch(/4 tables/);
    expect(Object.keys(out.counts ?? {})).toEqual(['usage_counts', 'usage_active_users', 'usage_events', 'audit_events']);
    await t.db.query('SELECT pg_stat_clear_snapshot()');
    const [stats] = await t.db.query<{ vacuumed: boolean; analysed: boolean }>(
      `SELECT last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = 'usage_counts'`,
    );
    expect(stats).toEqual({ vacuumed: true, analysed: true });
  });
});
