import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isShared } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { freshDatabase } from '../../test/templateDb';
import { insertSyntheticTown } from './testing/syntheticGeodata';
import { SearchService } from './searchService';
import { indexFilePath } from './indexFile';

// The index stored after a build and read back at the next start (docs/search.md, "The stored index").
let t: TestApp;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: TestCompany;
const dir = mkdtempSync(join(tmpdir(), 'plotwise-index-'));
const file = indexFilePath(dir);

beforeAll(async () => {
  database = await freshDatabase();
  t = await TestApp.start({ SEARCH_INDEX_DIR: dir }, database);
  a = await t.company('Opslag');
  await insertSyntheticTown(t.db, 20, 15);
  await t.app.siteSearch.refresh(); // features, the index from SQL, and its file
}, 600_000);
afterAll(async () => {
  await t?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const filters = [{ key: 'zone', param1: ['residential', 'center'] }, { key: 'size', param1: 300, optimal: 2500 }];
/**
 * The answers of the index on a server: the count and histograms of the API, and the ranked plots with their scores.
 * (The results route also looks up the shown page's plot details by id, plot_features among them:
 * that is presentation, not the index; it is compared once the table is back.)
 */
async function answers(app: TestApp) {
  const count = await app.request('POST', '/api/search/count', { as: a.user, body: { filters } });
  const histograms = await app.request('POST', '/api/search/histograms', { as: a.user, body: { filters, histograms: [{ key: 'size', bins: 8 }, 'zone'] } });
  expect([count.statusCode, histograms.statusCode]).toEqual([200, 200]);
  const search = app.app.siteSearch;
  const ranked = await search.run(await search.prepare(filters, a.id), { limit: 25 });
  return { count: count.json(), histograms: histograms.json(), ranked };
}
const results = async (app: TestApp) => (await app.request('POST', '/api/search/results', { as: a.user, body: { filters, limit: 25 } })).json();

/** A search service on the test database reading and writing `dir`, with the lines it logs. */
function service(options: { threads?: number; minPlots?: number } = {}) {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), error: (e: unknown, m?: string) => lines.push(`error: ${m} ${String(e)}`) };
  return { search: new SearchService(t.db, log, { threads: 0, ...options, indexDir: dir }), lines };
}

describe('the stored search index', () => {
  it('a restarted server answers a search from the stored index without touching plot_features', async () => {
    expect((await t.app.siteSearch.index()).source).toBe('primary');
    const before = await answers(t);
    const shown = await results(t);
    expect(before.count.count).toBeGreaterThan(20);
    expect(before.ranked.results).toHaveLength(25);
    expect(statSync(file).size).toBeGreaterThan(1000);
    // the server stops; plot_features is out of reach (any query of it fails); the same database, a new server
    await t.app.close();
    await t.db.exec('ALTER TABLE plot_features RENAME TO plot_features_hidden');
    try {
      t = await TestApp.start({ SEARCH_INDEX_DIR: dir }, database);
      const after = await answers(t);
      expect((await t.app.siteSearch.index()).source).toBe('file');
      expect(after).toEqual(before);
      // the query sent to the worker threads reads the same shared memory, loaded straight from the file
      const { search } = service({ threads: 1, minPlots: 1 });
      try {
        const prepared = await search.prepare(filters, a.id);
        expect([prepared.loaded.source, isShared(prepared.loaded.index)]).toEqual(['file', true]);
        expect((await search.run(prepared, { limit: 25 })).count).toBe(before.count.count);
      } finally {
        await search.stop();
      }
    } finally {
      await t.db.exec('ALTER TABLE plot_features_hidden RENAME TO plot_features');
    }
    expect(await results(t)).toEqual(shown);
  });

  it('a corrupt, truncated or outdated file is ignored with one line and the index built from SQL (and stored again)', async () => {
    const good = readFileSync(file);
    const count = (await answers(t)).count.count;
    const flipped = Buffer.from(good);
    flipped[flipped.length - 1]! ^= 0x40; // a bit of the last array (the file ends with it)
    const cases: [string, () => Promise<unknown> | void, RegExp][] = [
      ['corrupt', () => writeFileSync(file, flipped), /not used \(array \d+ corrupt \(CRC mismatch\)\)/],
      ['truncated', () => truncateSync(file, good.length - 8), /not used \(\d+ bytes, the header describes \d+\)/],
      ['not ours', () => writeFileSync(file, 'hello'), /not used \(not an index file\)/],
      ['outdated', () => t.db.exec('UPDATE plot_features_state SET generation = generation + 1'), /not used \(built from generation 1 \(\d+ plots\), the database has 2/],
    ];
    for (const [name, spoil, line] of cases) {
      await spoil();
      const { search, lines } = service();
      const loaded = await search.index();
      expect([name, loaded.source, (await search.run(await search.prepare(filters, a.id), {})).count]).toEqual([name, 'primary', count]);
      expect(lines.filter((l) => l.includes('not used'))).toEqual([expect.stringMatching(line)]);
      expect(lines.filter((l) => l.startsWith('error'))).toEqual([]);
      // written again: the next start reads it
      const next = service();
      expect([name, (await next.search.index()).source]).toEqual([name, 'file']);
      expect(next.lines.filter((l) => l.includes('not used'))).toEqual([]);
      await Promise.all([search.stop(), next.search.stop()]);
    }
  });

  // DATABASE_READ_URL (ADR 0010): the index is built on the replica once it has replayed what the primary holds, and on
  // the primary when the replica is unreachable, so search keeps answering
  it('builds on the read database when it has caught up, and on the primary when it is unreachable', async () => {
    const log = { info: () => undefined, error: () => undefined };
    const reads: string[] = [];
    const replica = { ...t.db, query: (sql: string, params?: readonly unknown[]) => (reads.push(sql), t.db.query(sql, params)) } as typeof t.db;
    const down = { ...t.db, query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5433')) } as typeof t.db;
    const onReplica = new SearchService(t.db, log, { threads: 0, readDb: replica });
    const onPrimary = new SearchService(t.db, log, { threads: 0, readDb: down });
    const [built, fallback] = [await onReplica.index(), await onPrimary.index()];
    expect([built.source, fallback.source]).toEqual(['replica', 'primary']);
    expect(reads.some((sql) => sql.includes('plot_features'))).toBe(true);
    expect([built.index.size, fallback.index.size]).toEqual([(await t.app.siteSearch.index()).index.size, built.index.size]);
    await Promise.all([onReplica.stop(), onPrimary.stop()]);
  });
});
