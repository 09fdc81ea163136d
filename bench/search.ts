// npm run bench:search - site search on synthetic plots with every feature of the catalogue:
// for 1 000 000 and 10 000 000 plots and a query of 10 enabled filters, the time of count + top 100 +
// histograms (p50/p95, wall clock and CPU; on one thread and on the server's worker pool), the index's memory and build time, its stored
// file (size, write and load time; the build from plot_features with SQL beside it), the same query as SQL on
// PostgreSQL + PostGIS and in DuckDB (2 threads) in the same run (and the ratios), and the live count over HTTP at
// 1 000 000 plots. Prints figures; asserts no timing (--smoke: 10 000 plots, and the answers must agree).
//   BENCH_SEARCH_DUCKDB_MAX=10000000      largest size that is also loaded into DuckDB (default: every size)
//   BENCH_SEARCH_SIZES=1000000,10000000   plot counts (default both; or --plots 1000000)
//   BENCH_SEARCH_SQL_MAX=1000000          largest size that is also loaded into PostgreSQL (10 M takes long)
//   BENCH_DATABASE_URL=postgres://...     use this server instead of a private cluster
//   SEARCH_THREADS=1                      worker threads of the pool (default as the server: cores - 1, at most 3)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  buildPlotIndex,
  compileQuery,
  indexBreakdown,
  indexBytes,
  runSearch,
  type CompiledQuery,
  type FilterReference,
  type PlotColumnsInput,
  type PlotIndex,
  type SearchResult,
} from '../packages/core/src/index';
import { approximateLonLat, seededRandom, SYNTHETIC_RD_EXTENT } from '../packages/core/src/search/testing/syntheticPlots';
import { filterCatalogue, lookupFilter, plotFeatures, zoningCategories, buildingFunctionCategories } from '../packages/contracts/src/index';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { countSql, fusedSearchSql, histogramSql, rankingSql } from '../apps/server/src/features/search/searchSql';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app/buildApp';
import { defaultSearchThreads, SearchPool } from '../apps/server/src/features/search/searchPool';
import { loadPlotIndex } from '../apps/server/src/features/search/loadPlotIndex';
import { loadStoredIndex, storeIndex } from '../apps/server/src/features/search/storedIndex';
import { seedDemo } from '../apps/server/src/seed/seedDemo';
import { freePort, startPostgres } from '../scripts/lib/postgres.mjs';
import { mustHold, sized } from './lib/smoke';
import { loadIntoDuckDb, runInDuckDb } from './lib/duckdbSearch';

// --plots N (or BENCH_SEARCH_SIZES=N,M): the sizes to run
const plotsArg = process.argv.indexOf('--plots');
const SIZES = (plotsArg > 0 ? process.argv[plotsArg + 1]! : (process.env.BENCH_SEARCH_SIZES ?? sized('1000000,10000000', '10000'))).split(',').map(Number);
if (SIZES.some((n) => !Number.isSafeInteger(n) || n < 1)) throw new Error(`--plots wants plot counts such as 1000000 (got ${SIZES.join(',')})`);
const SQL_MAX = Number(process.env.BENCH_SEARCH_SQL_MAX ?? 1_000_000);
const DUCKDB_MAX = Number(process.env.BENCH_SEARCH_DUCKDB_MAX ?? 10_000_000);
/** worker threads beside the main one, as the server (SEARCH_THREADS) */
const THREADS = process.env.SEARCH_THREADS ? Number(process.env.SEARCH_THREADS) : defaultSearchThreads();
const PASSWORD = 'bench-password-1';
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// --- synthetic plots: a distribution per feature ----------------------------------------------------------

type Gen = { uniform: [number, number]; int?: boolean; unknown?: number } | { log: [number, number] } | { values: readonly string[]; unknown?: number };
const provinces = ['PV20', 'PV21', 'PV22', 'PV23', 'PV24', 'PV25', 'PV26', 'PV27', 'PV28', 'PV29', 'PV30', 'PV31'];
const municipalities = Array.from({ length: 342 }, (_, i) => `GM${String(i + 1).padStart(4, '0')}`);
const gens: Record<string, Gen> = {
  municipality: { values: municipalities },
  province: { values: provinces },
  size: { log: [50, 100_000] },
  median_plot_size: { log: [100, 5000] },
  neighbour_size: { log: [100, 50_000] },
  neighbour_combined_size: { log: [200, 100_000] },
  neighbour_gfa: { uniform: [0, 60] },
  zone: { values: zoningCategories, unknown: 0.1 },
  building_function: { values: buildingFunctionCategories, unknown: 0.2 },
  road_type: { values: ['main', 'regional', 'local'] },
  transaction_type: { values: ['price_on_request', 'kk', 'von'], unknown: 0.95 },
  transaction_status: { values: ['available', 'sold'], unknown: 0.95 },
  plan_date: { uniform: [1950, 2024], int: true, unknown: 0.1 },
  building_date_built: { uniform: [1850, 2024], int: true, unknown: 0.2 },
  building_year_min: { uniform: [1850, 2024], int: true, unknown: 0.2 },
  building_count: { uniform: [0, 10], int: true },
  resobject_count: { uniform: [0, 20], int: true },
  businesspark_start_year: { uniform: [1950, 2020], int: true, unknown: 0.9 },
  businesspark_environmental_category: { uniform: [1, 6], int: true, unknown: 0.9 },
  monument: { uniform: [0, 1], int: true },
  in_business_park: { uniform: [0, 1], int: true },
  noise: { uniform: [30, 75] },
  demography_woz_value: { uniform: [100, 1200] },
  demography_urbanization: { uniform: [1, 5], int: true },
  company_employee_delta_2018: { uniform: [-500, 500], int: true },
  businesspark_gross_size: { uniform: [1, 500], unknown: 0.9 },
  businesspark_net_size: { uniform: [1, 400], unknown: 0.9 },
  // one figure per municipality (342 of them) and per neighbourhood: few distinct values
  demography_municipality_residents: { uniform: [1, 900], int: true },
  demography_5km_residents: { uniform: [0, 200] },
  transaction_value: { uniform: [50, 20_000], int: true, unknown: 0.95 },
};
/** A feature without its own generator: a category draws from its filter's choices (a new category feature is drawn, not mistaken for a number); a number by its unit. */
function defaultGen(f: (typeof plotFeatures)[number]): Gen {
  if (f.type === 'category') {
    const choices = filterCatalogue.find((d) => d.feature === f.key && d.choices?.length)?.choices;
    if (!choices) throw new Error(`bench:search has no values for the category feature ${f.key}: add a generator to gens`);
    return { values: choices, unknown: 0.1 };
  }
  const { key, unit } = f;
  return unit === 'km' ? { uniform: [0, key === 'distance_n2000' ? 60 : 15] } : unit === 'ratio' ? { uniform: [0, 1] } : unit === 'm' ? { uniform: [0, 60] } : { uniform: [0, 10_000], unknown: 0.05 };
}

function syntheticPlots(n: number, seed = 1): PlotColumnsInput {
  const rnd = seededRandom(seed);
  const ids = new Float64Array(n);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const lon = new Float32Array(n);
  const lat = new Float32Array(n);
  const e = SYNTHETIC_RD_EXTENT;
  for (let i = 0; i < n; i++) {
    ids[i] = i + 1;
    x[i] = Math.round((e.minX + rnd() * (e.maxX - e.minX)) * 100) / 100;
    y[i] = Math.round((e.minY + rnd() * (e.maxY - e.minY)) * 100) / 100;
    [lon[i], lat[i]] = approximateLonLat(x[i]!, y[i]!);
  }
  const numbers: PlotColumnsInput['numbers'] = {};
  const categories: PlotColumnsInput['categories'] = {};
  for (const f of plotFeatures) {
    const g = gens[f.key] ?? defaultGen(f);
    if ('values' in g) {
      const codes = new Uint16Array(n);
      for (let i = 0; i < n; i++) codes[i] = g.unknown && rnd() < g.unknown ? 0 : 1 + Math.floor(rnd() * g.values.length);
      categories[f.key] = { codes, dictionary: g.values };
    } else {
      const col = new Float32Array(n);
      if ('log' in g) {
        const [a, b] = [Math.log(g.log[0]), Math.log(g.log[1])];
        for (let i = 0; i < n; i++) col[i] = Math.round(Math.exp(a + rnd() * (b - a)));
      } else {
        const [a, b] = g.uniform;
        for (let i = 0; i < n; i++) col[i] = g.unknown && rnd() < g.unknown ? NaN : g.int ? a + Math.floor(rnd() * (b - a + 1)) : a + rnd() * (b - a);
      }
      // stored at the feature's precision, as the feature refresh does (plotFeaturesSql.ts storedSql)
      const res = f.resolution;
      for (let i = 0; i < n; i++) col[i] = Math.floor(col[i]! / res + 0.5) * res;
      numbers[f.key] = col;
    }
  }
  return { ids, x, y, lon, lat, numbers, categories };
}

/** "Residential plots of 500 m2 and up in Gelderland or Utrecht, built before 1985, near a station ..." */
const query: FilterReference[] = [
  { key: 'province', param1: ['PV25', 'PV26'] },
  { key: 'size', param1: 500, optimal: 2500 },
  { key: 'zone', param1: ['residential', 'residential_area', 'mixed', 'center', 'living'], optimal: ['residential'] },
  { key: 'building_date_built', param2: 1985 },
  { key: 'distance_trainstation', param2: 3, weight: 2 },
  { key: 'distance_supermarket', param2: 1.5 },
  { key: 'gsi', param2: 0.6, optimal: 0.3 },
  { key: 'noise', param2: 55 },
  { key: 'demography_woz_value', param1: 200, param2: 600, optimal: 400 },
  { key: 'building_count', param1: 1 },
];
const histograms = query.map((r) => ({ key: r.key, bins: 32 }));

function compile(index: PlotIndex): CompiledQuery {
  const c = compileQuery(query, lookupFilter, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  return c.query;
}

function timeEngine(index: PlotIndex, q: CompiledQuery, runs: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const countOnly: number[] = [];
  let count = 0;
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = runSearch(index, q, lookupFilter, { limit: 100, histograms });
    wall.push(performance.now() - t0);
    const cu = process.cpuUsage(c0);
    cpu.push((cu.user + cu.system) / 1000);
    if (!out.ok) throw new Error('search failed');
    count = out.result.count;
    const t1 = performance.now();
    runSearch(index, q, lookupFilter, {});
    countOnly.push(performance.now() - t1);
  }
  return { count, wall, cpu, countOnly };
}

/** The same query on the server's worker pool: the request thread and the workers each scan a part. */
async function timePool(pool: SearchPool, index: PlotIndex, q: CompiledQuery, runs: number) {
  const wall: number[] = [];
  let result: SearchResult | null = null;
  // as many runs first as the single thread had before its timed ones: the workers' code warms up (JIT) too
  for (let r = 0; r < 2 * runs; r++) {
    const t0 = performance.now();
    const out = await pool.run(1, index, query, q, { limit: 100, histograms });
    if (r >= runs) wall.push(performance.now() - t0);
    if (!out.ok) throw new Error('search failed');
    result = out.result;
  }
  return { wall, result: result! };
}

// --- the stored index --------------------------------------------------------------------------------------

/** Write the index as the server stores it, read it back onto SharedArrayBuffers (a restart), and check it answers the same. */
async function timeStoredIndex(index: PlotIndex, q: CompiledQuery, expected: SearchResult | null) {
  const dir = mkdtempSync(join(os.tmpdir(), 'plotwise-bench-index-'));
  try {
    const state = { generation: 1, sourceRunId: 0, plotCount: index.size, refreshedAt: new Date().toISOString(), durationMs: null, lastMode: null, lastRecomputed: null };
    const { bytes, writeMs } = await storeIndex(dir, index, state);
    const stored = await loadStoredIndex(dir, state, true);
    if (!('index' in stored)) throw new Error(`the stored index was not read back: ${stored.reason}`);
    const again = runSearch(stored.index, q, lookupFilter, { limit: 100, histograms });
    mustHold(again.ok && JSON.stringify(again.result) === JSON.stringify(expected), 'the index read from its file answers exactly as the one built');
    return { bytes, writeMs, loadMs: stored.loadMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- PostgreSQL --------------------------------------------------------------------------------------------

async function loadIntoPostgres(client: pg.Client, input: PlotColumnsInput, n: number) {
  const numKeys = plotFeatures.filter((f) => f.type !== 'category').map((f) => f.key);
  const catKeys = plotFeatures.filter((f) => f.type === 'category').map((f) => f.key);
  await client.query('TRUNCATE plot_features');
  await client.query('DROP INDEX IF EXISTS plot_features_label_point_idx, plot_features_identificatie_idx');
  const cols = ['plot_id', 'identificatie', 'x_rd', 'y_rd', 'lon', 'lat', ...numKeys, ...catKeys];
  const casts = ['bigint[]', 'text[]', 'float8[]', 'float8[]', 'real[]', 'real[]', ...numKeys.map(() => 'real[]'), ...catKeys.map(() => 'text[]')];
  const sql = `INSERT INTO plot_features (${cols.join(', ')}, label_point)
               SELECT *, ST_SetSRID(ST_MakePoint(x_rd, y_rd), 28992) FROM unnest(${casts.map((c, i) => `$${i + 1}::${c}`).join(', ')}) AS u(${cols.join(', ')})`;
  const BATCH = 25_000;
  const num = (v: number) => (Number.isNaN(v) ? null : v);
  for (let start = 0; start < n; start += BATCH) {
    const end = Math.min(n, start + BATCH);
    const range = (f: (i: number) => unknown) => Array.from({ length: end - start }, (_, k) => f(start + k));
    const params: unknown[] = [
      range((i) => input.ids[i]),
      range((i) => `P${input.ids[i]}`),
      range((i) => input.x[i]),
      range((i) => input.y[i]),
      range((i) => input.lon[i]),
      range((i) => input.lat[i]),
      ...numKeys.map((k) => range((i) => num(input.numbers[k]![i]!))),
      ...catKeys.map((k) => {
        const c = input.categories[k]!;
        return range((i) => (c.codes[i] ? c.dictionary[c.codes[i]! - 1] : null));
      }),
    ];
    await client.query(sql, params);
  }
  await client.query('CREATE INDEX plot_features_label_point_idx ON plot_features USING gist (label_point)');
  await client.query(`UPDATE plot_features_state SET generation = 1, plot_count = $1, refreshed_at = now() WHERE id = 1`, [n]);
  await client.query('VACUUM ANALYZE plot_features');
}

/** The histograms' shapes as SQL takes them: a numeric column's domain as the engine applies it. */
function histogramShapes(q: CompiledQuery) {
  return histograms.map((h) => {
    const def = lookupFilter(h.key)!;
    const col = def.feature ? q.filters.find((f) => f.key === h.key) : undefined;
    const numeric = col?.test.type === 'number' ? col.test.column : null;
    return { key: h.key, bins: h.bins, min: numeric?.min ?? 0, max: numeric?.max ?? 1 };
  });
}

/** The statements of one search as SQL: count, top 100 and the histograms (PostGIS and DuckDB run the same). */
function searchStatements(q: CompiledQuery) {
  return { count: countSql(q), top: rankingSql(q, 100), histograms: histogramShapes(q).map((h) => histogramSql(q, h)) };
}

/** The query's feature columns in DuckDB: before the index takes ownership of the columns. */
async function duckDbOf(input: PlotColumnsInput, n: number) {
  const features = [...new Set(query.map((r) => lookupFilter(r.key)?.feature).filter((k): k is string => !!k))];
  const t0 = performance.now();
  const loaded = await loadIntoDuckDb(input, n, features);
  return { ...loaded, loadMs: performance.now() - t0 };
}

/** Histogram rows as bucket -> count, whichever statement gave them. */
const bucketsOf = (rows: Record<string, unknown>[]) => JSON.stringify(Object.fromEntries(rows.map((r) => [String(r.bucket ?? r.bin ?? r.value ?? null), Number(r.n)]).sort(([a], [b]) => (a! < b! ? -1 : 1))));

/**
 * DuckDB answering the search twice, warm, on the same ENUM table: the fair form (one statement, one scan, a flag per
 * filter key) and the twelve separate statements; each checked for the same count, top 100 and histograms.
 */
async function timeDuckDb({ con, enums, loadMs }: Awaited<ReturnType<typeof duckDbOf>>, q: CompiledQuery, runs: number) {
  const s = searchStatements(q);
  const fused = fusedSearchSql(q, 100, histogramShapes(q));
  const separate = { times: [] as number[], count: 0, top: [] as number[], histograms: [] as string[] };
  const oneScan = { times: [] as number[], count: 0, top: [] as number[], histograms: [] as string[] };
  for (let r = 0; r < runs + 1; r++) {
    const t1 = performance.now();
    separate.count = Number((await runInDuckDb(con, s.count, enums))[0]!.n);
    separate.top = (await runInDuckDb(con, s.top, enums)).map((row) => Number(row.plot_id));
    separate.histograms = [];
    for (const h of s.histograms) separate.histograms.push(bucketsOf(await runInDuckDb(con, h, enums)));
    if (r > 0) separate.times.push(performance.now() - t1); // the first run warms DuckDB up
    const t2 = performance.now();
    const rows = await runInDuckDb(con, fused, enums);
    if (r > 0) oneScan.times.push(performance.now() - t2);
    oneScan.count = Number(rows.find((row) => row.part === 'count')!.n);
    oneScan.top = rows.filter((row) => row.part === 'top').map((row) => Number(row.plot_id));
    oneScan.histograms = s.histograms.map((_, i) => bucketsOf(rows.filter((row) => row.part === `h${i}`)));
  }
  con.closeSync();
  return { separate, oneScan, loadMs };
}

/**
 * PostgreSQL answering the search, warm, on 2 processes as the others on 2 threads (the leader and one parallel
 * worker): the separate statements, then the one-scan statement; the first run of each warms the cache.
 */
async function timeSql(client: pg.Client, q: CompiledQuery, runs: number) {
  await client.query('SET max_parallel_workers_per_gather = 1');
  const s = searchStatements(q);
  const fused = fusedSearchSql(q, 100, histogramShapes(q));
  const times: number[] = [];
  const oneScanTimes: number[] = [];
  let count = 0;
  let oneScanCount = 0;
  for (let r = 0; r < runs + 1; r++) {
    const t0 = performance.now();
    count = (await client.query(s.count.sql, s.count.params)).rows[0].n;
    await client.query(s.top.sql, s.top.params);
    for (const h of s.histograms) await client.query(h.sql, h.params);
    if (r > 0) times.push(performance.now() - t0);
    const t1 = performance.now();
    const rows = (await client.query(fused.sql, fused.params)).rows as { part: string; n: number | null }[];
    if (r > 0) oneScanTimes.push(performance.now() - t1);
    oneScanCount = rows.find((row) => row.part === 'count')!.n!;
  }
  return { count, times, oneScanCount, oneScanTimes };
}

// --- HTTP ---------------------------------------------------------------------------------------------------

async function liveCountOverHttp(url: string) {
  const db = openPostgres(url, 4);
  await seedDemo(db, PASSWORD);
  // the index is stored where the server would store it, in a folder of this run: a second server start reads it
  const indexDir = mkdtempSync(join(os.tmpdir(), 'plotwise-bench-index-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', AUTH_RATE_LIMIT_PER_MINUTE: '100000', SEARCH_INDEX_DIR: indexDir });
  const app = await buildApp(db, config);
  const loaded = await app.siteSearch.index();
  const buildFromDb = loaded.buildMs;
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'bench' };
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'user@demo.plotwise.nl', password: PASSWORD }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const rnd = seededRandom(7);
  const once = async () => {
    // a user dragging the size slider of the 10-filter query
    const filters = query.map((f) => (f.key === 'size' ? { ...f, param1: Math.round(100 + rnd() * 5000) } : f));
    const t = performance.now();
    const res = await fetch(`${base}/api/search/count`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ filters }) });
    if (res.status !== 200) throw new Error(`count: ${res.status} ${await res.text()}`);
    await res.json();
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await once();
  const sequential: number[] = [];
  for (let i = 0; i < 200; i++) sequential.push(await once());
  const parallel: number[] = [];
  await Promise.all(Array.from({ length: 4 }, async () => { for (let i = 0; i < 50; i++) parallel.push(await once()); }));
  await app.close();
  // a restart: the server's own path (generation check, file read onto shared memory, worker threads loaded)
  const restarted = await buildApp(db, config);
  const t1 = performance.now();
  const again = await restarted.siteSearch.index();
  const loadAtRestart = performance.now() - t1;
  mustHold(again.source === 'file' && again.index.size === loaded.index.size, `the restarted server read the index from its file (${again.source})`);
  await restarted.close();
  await db.close();
  rmSync(indexDir, { recursive: true, force: true });
  return { sequential, parallel, buildFromDb, loadAtRestart, plots: loaded.index.size };
}

// --- main ---------------------------------------------------------------------------------------------------

async function main() {
  console.log(`bench:search - ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 1e9).toFixed(0)} GB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`query: 10 enabled filters (${query.map((f) => f.key).join(', ')}); each run = count + top 100 + 10 histograms`);
  console.log(`catalogue: ${filterCatalogue.length} filters over ${plotFeatures.length} features\n`);
  let url = process.env.BENCH_DATABASE_URL;
  let stopPg: (() => void) | null = null;
  if (!url && SIZES.some((n) => n <= SQL_MAX)) {
    const server = await startPostgres();
    if (!server) console.log('PostgreSQL: not available (set BENCH_DATABASE_URL or install postgresql-15-postgis-3); SQL figures skipped');
    else {
      ({ url, stop: stopPg } = server);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('CREATE DATABASE plotwise_search_bench');
      await admin.end();
      url = url!.replace(/\/postgres$/, '/plotwise_search_bench');
    }
  }
  const rows: string[] = [];
  try {
    if (url) {
      const db = openPostgres(url, 1);
      await migrate(db);
      await db.close();
    }
    for (const n of SIZES) {
      console.log(`--- ${fmt(n)} plots ---`);
      let t0 = performance.now();
      const input = syntheticPlots(n);
      console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const withSql = url && n <= SQL_MAX;
      // the columns go to PostgreSQL before the index takes ownership of them
      let sqlClient: pg.Client | null = null;
      if (withSql) {
        sqlClient = new pg.Client({ connectionString: url });
        await sqlClient.connect();
        t0 = performance.now();
        await loadIntoPostgres(sqlClient, input, n);
        console.log(`PostgreSQL: loaded plot_features in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
      const duck = n <= DUCKDB_MAX ? await duckDbOf(input, n) : null;
      const rss0 = process.memoryUsage().rss;
      t0 = performance.now();
      const index = buildPlotIndex(input, { shared: true });
      const buildMs = performance.now() - t0;
      const q = compile(index);
      const runs = sized(n > 2_000_000 ? 9 : 25, 1);
      const single = runSearch(index, q, lookupFilter, { limit: 100, histograms }); // warm up, allocates the scratch buffers
      const e = timeEngine(index, q, runs);
      // every size on the pool, the smoke size too: a pool that answers differently fails the run
      const pool = new SearchPool(THREADS, { error: (err: unknown) => console.error('search worker:', err) }, 0);
      pool.load(1, index);
      const p = await timePool(pool, index, q, runs);
      await pool.close();
      mustHold(single.ok && JSON.stringify(p.result) === JSON.stringify(single.result), 'the worker pool answers exactly as one thread');
      mustHold(THREADS === 0 || (pool.parts.onWorkers > 0 && pool.parts.rescanned === 0), `the workers answered their parts (${JSON.stringify(pool.parts)})`);
      const f = await timeStoredIndex(index, q, single.ok ? single.result : null);
      let sqlBuildMs = NaN;
      if (withSql) {
        const db = openPostgres(url!, 1);
        const t1 = performance.now();
        const fromSql = await loadPlotIndex(db);
        sqlBuildMs = performance.now() - t1;
        await db.close();
        mustHold(fromSql.size === n, `the index from plot_features has every plot (${fromSql.size} of ${n})`);
      }
      let duckRatio = '-';
      let duckP50 = '-';
      const bytes = indexBytes(index);
      const parts = Object.entries(indexBreakdown(index)).map(([k, b]) => `${k} ${fmt(b / 1e6)} MB (${(b / n).toFixed(1)} B/plot)`);
      console.log(`index: built (sorted by cell) in ${ms(buildMs)}, ${fmt(bytes / 1e6)} MB in typed arrays, ${(bytes / n).toFixed(1)} bytes a plot (RSS grew ${fmt((process.memoryUsage().rss - rss0) / 1e6)} MB, the generated input columns included)`);
      console.log(`index bytes: ${parts.join(', ')}`);
      console.log(
        `index file: ${fmt(f.bytes / 1e6)} MB (${(f.bytes / n).toFixed(1)} B/plot), written (temp file, fsync, rename) in ${ms(f.writeMs)}, loaded onto SharedArrayBuffers (CRCs checked) in ${ms(f.loadMs)}` +
          (withSql ? `; built from plot_features with SQL (PostgreSQL) in ${ms(sqlBuildMs)}: loading is ${(sqlBuildMs / Math.max(1, f.loadMs)).toFixed(0)}x faster` : ''),
      );
      console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
      console.log(`engine, 1 thread: ${fmt(e.count)} matches; count + top 100 + histograms p50 ${ms(pct(e.wall, 50))}, p95 ${ms(pct(e.wall, 95))} (CPU p50 ${ms(pct(e.cpu, 50))}); count alone p50 ${ms(pct(e.countOnly, 50))}`);
      console.log(`engine, ${THREADS + 1} threads (the server's pool: request thread + ${THREADS} workers): count + top 100 + histograms p50 ${ms(pct(p.wall, 50))}, p95 ${ms(pct(p.wall, 95))}, the same answer`);
      if (duck) {
        const d = await timeDuckDb(duck, q, sized(n > 2_000_000 ? 2 : 5, 1));
        const engineTop = runSearch(index, q, lookupFilter, { limit: 100 });
        const ids = engineTop.ok ? engineTop.result.results.map((x) => x.id) : [];
        const same = (a: number[]) => ids.length === a.length && ids.every((id, i) => id === a[i]);
        const sameHistograms = d.oneScan.histograms.every((h, i) => h === d.separate.histograms[i]);
        duckRatio = (pct(d.oneScan.times, 50) / pct(p.wall, 50)).toFixed(1);
        duckP50 = ms(pct(d.oneScan.times, 50));
        const cpuNote = `load average ${os.loadavg()[0]!.toFixed(1)}`;
        console.log(
          `DuckDB fair (2 threads, ENUM categories, one statement over one scan; loaded in ${(d.loadMs / 1000).toFixed(1)} s): ${fmt(d.oneScan.count)} matches (${d.oneScan.count === e.count ? 'same as the engine' : 'DIFFERENT from the engine'}), ` +
            `top 100 ${same(d.oneScan.top) ? 'the same plots in the same order' : 'DIFFERENT'}, ${histograms.length} histograms ${sameHistograms ? 'the same as the separate statements' : 'DIFFERENT'}; p50 ${duckP50} -> engine is ${duckRatio}x faster (${cpuNote})`,
        );
        console.log(
          `DuckDB as the bench wrote it before (${histograms.length + 2} statements: count, top 100 and ${histograms.length} histograms as separate statements, same ENUM table): p50 ${ms(pct(d.separate.times, 50))} -> engine is ${(pct(d.separate.times, 50) / pct(p.wall, 50)).toFixed(1)}x faster`,
        );
        mustHold(d.oneScan.count === e.count && d.separate.count === e.count, `DuckDB and the engine count the same plots (${d.oneScan.count}, ${d.separate.count} and ${e.count})`);
        mustHold(same(d.oneScan.top) && same(d.separate.top), 'DuckDB and the engine give the same top 100 in the same order');
        mustHold(sameHistograms, 'the one-scan and the separate statements give DuckDB the same histograms');
      }
      let ratio = '-';
      let sqlP50 = '-';
      if (sqlClient) {
        const s = await timeSql(sqlClient, q, sized(n > 2_000_000 ? 2 : 5, 1));
        mustHold(s.count === e.count && s.oneScanCount === e.count, `PostGIS and the engine count the same plots (${s.count}, ${s.oneScanCount} and ${e.count})`);
        await sqlClient.end();
        const best = Math.min(pct(s.times, 50), pct(s.oneScanTimes, 50));
        sqlP50 = ms(best);
        ratio = (best / pct(p.wall, 50)).toFixed(1);
        console.log(
          `PostGIS SQL (2 processes): ${fmt(s.count)} matches (${s.count === e.count ? 'same as the engine' : 'DIFFERENT from the engine'}); one statement over one scan p50 ${ms(pct(s.oneScanTimes, 50))}, ` +
            `${histograms.length + 2} separate statements p50 ${ms(pct(s.times, 50))} -> engine is ${ratio}x faster than the better of the two (load average ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
      rows.push(
        `${fmt(n).padStart(11)} | ${ms(pct(p.wall, 50)).padStart(10)} | ${ms(pct(p.wall, 95)).padStart(10)} | ${ms(pct(e.wall, 50)).padStart(12)} | ${ms(pct(e.cpu, 50)).padStart(10)} | ${fmt(bytes / 1e6).padStart(7)} MB | ${ms(buildMs).padStart(10)} | ${sqlP50.padStart(11)} | ${ratio.padStart(5)} | ${duckP50.padStart(10)} | ${duckRatio.padStart(5)} | ${fmt(f.bytes / 1e6).padStart(7)} MB | ${ms(f.writeMs).padStart(10)} | ${ms(f.loadMs).padStart(9)} | ${(withSql ? ms(sqlBuildMs) : '-').padStart(10)}`,
      );
      if (withSql && n === 1_000_000) {
        const h = await liveCountOverHttp(url!);
        console.log(
          `HTTP live count (POST /api/search/count, ${fmt(h.plots)} plots, index loaded from PostgreSQL in ${(h.buildFromDb / 1000).toFixed(1)} s; ` +
            `a restarted server read it from its file in ${(h.loadAtRestart / 1000).toFixed(2)} s): ` +
            `sequential p50 ${ms(pct(h.sequential, 50))} p95 ${ms(pct(h.sequential, 95))}; 4 concurrent clients p50 ${ms(pct(h.parallel, 50))} p95 ${ms(pct(h.parallel, 95))}`,
        );
      }
      console.log('');
    }
  } finally {
    stopPg?.();
  }
  console.log(`      plots | p50 (wall) | p95 (wall) | 1 thread p50 | p50 (CPU) |   index    | build (ms) | PostGIS p50 | ratio | DuckDB p50 | ratio |  index file | file write | file load | SQL build   (wall: ${THREADS + 1} threads; ratios against it)`);
  for (const r of rows) console.log(r);
  console.log('targets (issue #14): 1 M p50 <= 8 ms and >= 10x DuckDB; 10 M p50 <= 80 ms with the index <= 1.5 GB; >= 10x faster than SQL; HTTP live count p95 <= 150 ms at 1 M');
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
