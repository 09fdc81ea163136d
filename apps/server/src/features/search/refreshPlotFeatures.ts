import { availableParallelism } from 'node:os';
import { breather } from '../../db/breather';
import type { Db } from '../../db/database';
import { changedPlotsSql, type ChangedPlotsSql } from './changedPlotsSql';
import { plotFeatureChanges, settledRunId } from './plotFeatureChanges';
import { insertPlotFeatures, loadMeasuredDistances, type MeasuredDistances } from './measuredDistances';
import { detectSources, dropPreparedSql, featureDatasets, medianSql, neighbourSql, prepareSql } from './plotFeaturesSql';
import type { FeatureSources } from './plotFeatureSources';
import { recomputeChangedPlots } from './refreshChangedPlotFeatures';

/** How the last refresh went: every parcel, the parcels changes reached, or nothing to do. */
type RefreshMode = 'full' | 'changes' | 'none';

export interface PlotFeaturesState {
  generation: number;
  sourceRunId: number;
  plotCount: number;
  refreshedAt: string | null;
  durationMs: number | null;
  /** what the last refresh did (null before migration 0071's first refresh) */
  lastMode: RefreshMode | null;
  /** parcels the last refresh computed */
  lastRecomputed: number | null;
}

/** The refresh bookkeeping row. */
export async function plotFeaturesState(db: Db): Promise<PlotFeaturesState> {
  const [row] = await db.query<{
    generation: number;
    source_run_id: number;
    plot_count: number;
    refreshed_at: Date | null;
    duration_ms: number | null;
    last_mode: RefreshMode | null;
    last_recomputed: number | null;
  }>('SELECT generation, source_run_id, plot_count, refreshed_at, duration_ms, last_mode, last_recomputed FROM plot_features_state WHERE id = 1');
  return {
    generation: row?.generation ?? 0,
    sourceRunId: row?.source_run_id ?? 0,
    plotCount: row?.plot_count ?? 0,
    refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at).toISOString() : null,
    durationMs: row?.duration_ms ?? null,
    lastMode: row?.last_mode ?? null,
    lastRecomputed: row?.last_recomputed ?? null,
  };
}

/** The newest succeeded import run that wrote a dataset the features read (or any run without a report): features computed before it are stale. */
async function latestRunId(db: Db): Promise<number> {
  const [r] = await db.query<{ id: number }>(
    `SELECT coalesce(max(id), 0)::int AS id FROM geo_import_runs r
      WHERE status = 'succeeded'
        AND (jsonb_typeof(report->'datasets') IS DISTINCT FROM 'array'
             OR EXISTS (SELECT 1 FROM jsonb_array_elements(report->'datasets') d WHERE d->>'dataset' = ANY($1::text[])))`,
    [featureDatasets],
  );
  return r?.id ?? 0;
}

/**
 * Whether an import is running now (started in the last six hours: a crashed one does not hold refreshes back
 * for ever). A series of imports (the demo region, a CLI batch) then gets one refresh at its end.
 */
export async function importRunning(db: Db): Promise<boolean> {
  const [r] = await db.query<{ running: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM geo_import_runs WHERE status = 'running' AND started_at > now() - interval '6 hours') AS running`,
  );
  return r?.running === true;
}

/** Whether the imported layers changed since the features were computed (or they never were while plots exist). */
export async function plotFeaturesStale(db: Db): Promise<boolean> {
  const state = await plotFeaturesState(db);
  if (state.sourceRunId < (await latestRunId(db))) return true;
  if (state.generation === 0) return (await db.query(`SELECT 1 FROM geo_plots LIMIT 1`)).length > 0;
  return false;
}

/**
 * The ids that start ranges of about `size` parcels each, and the id after the last parcel. Ranges of rows, not
 * of ids: re-imports leave wide gaps in the ids.
 */
async function plotRanges(db: Db, size: number): Promise<number[]> {
  const starts = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM geo_plots) r WHERE (n - 1) % $1 = 0 ORDER BY id`,
    [size],
  );
  const [last] = await db.query<{ id: number | null }>('SELECT max(id)::float8 AS id FROM geo_plots');
  return last?.id == null ? [] : [...starts.map((r) => r.id), last.id + 1];
}

/** What the sources say beside the BAG's gemeenten, as one comparable text (its fields named in order: jsonb orders keys its own way). */
const sourcesKey = (s: FeatureSources) =>
  JSON.stringify([
    [...s.layers].sort(),
    s.panden,
    s.verblijfsobjecten,
    s.heights,
    s.zoning,
    s.statAreas,
    s.grid,
    s.bagMunicipalities === null ? 'everywhere' : 'per municipality',
  ]);

/**
 * The parcels the changes since the last refresh reach (changedPlotsSql.ts), or null when all must be computed: the
 * features never were, the sources read differ otherwise than by the BAG's gemeenten, or a change cannot be bounded.
 */
async function changedPlots(tx: Db, sources: FeatureSources, sinceRunId: number): Promise<{ changed: ChangedPlotsSql | null; throughRunId: number }> {
  const changes = await plotFeatureChanges(tx, sinceRunId);
  const [row] = await tx.query<{ generation: number; sources: (Omit<FeatureSources, 'layers'> & { layers: string[] }) | null }>(
    'SELECT generation, sources FROM plot_features_state WHERE id = 1',
  );
  const before = row?.sources;
  if (!row?.generation || !before || changes.kind === 'unbounded') return { changed: null, throughRunId: changes.throughRunId };
  const previous: FeatureSources = { ...before, layers: new Set(before.layers) };
  if (sourcesKey(previous) !== sourcesKey(sources)) return { changed: null, throughRunId: changes.throughRunId };
  // a gemeente whose BAG came or went: its parcels' BAG features change from unknown to counted or back
  const had = new Set(previous.bagMunicipalities ?? []);
  const has = new Set(sources.bagMunicipalities ?? []);
  const municipalities = [...[...had].filter((m) => !has.has(m)), ...[...has].filter((m) => !had.has(m))];
  return { changed: changedPlotsSql(changes.changes, sources, municipalities), throughRunId: changes.throughRunId };
}

/** Compute every parcel's features into `target` (emptied first), range by range with a turn of the event loop after each. */
async function computeAll(db: Db, sources: FeatureSources, measured: MeasuredDistances, rangeSize: number, target: string): Promise<void> {
  await db.query(`DELETE FROM ${target}`);
  const ranges = await plotRanges(db, rangeSize);
  for (let i = 0; i + 1 < ranges.length; i++) {
    await insertPlotFeatures(db, sources, measured, { range: [ranges[i]!, ranges[i + 1]!] }, target);
    await breather();
  }
  for (let i = 0; i + 1 < ranges.length; i++) {
    await db.query(neighbourSql(target), [ranges[i], ranges[i + 1]]);
    await breather();
  }
  await db.query(medianSql(target));
}

/**
 * The staging table of a full refresh. PGlite has one process: one name, and a table a killed refresh left is dropped
 * before the next stages. On PostgreSQL several servers may refresh at once: a name per refresh, so none writes
 * another's rows (one a crashed server left stays until dropped by hand: `plot_features_staged_<pid>_<n>`).
 */
const stagedTable = (db: Db) => (db.kind === 'pglite' ? 'plot_features_staged' : `plot_features_staged_${process.pid}_${Math.floor(Math.random() * 1e9)}`);

/**
 * The staging table: unlogged (rows nobody reads until they are moved in need no WAL, and a replica gets only the
 * move-in) and with only the key the neighbours' pass looks rows up by; `plot_features`' own indexes are kept up by
 * the move-in, once. About a fifth less time per range on PGlite than a logged copy with every index.
 */
const createStagedSql = (staged: string) =>
  `CREATE UNLOGGED TABLE ${staged} (LIKE plot_features INCLUDING DEFAULTS); ALTER TABLE ${staged} ADD PRIMARY KEY (plot_id)`;

/**
 * Every parcel's features computed outside any transaction into a table of their own, which no reader reads: on
 * embedded PGlite a transaction holds the one connection, so a refresh of the demo region in one transaction kept
 * every request that asks the database (the health check, signing in) waiting for half a minute (bench:first-start).
 * Each range is its own statement; requests run between them. `swapStaged` then moves the rows in, in a short
 * transaction.
 */
async function stageAll(db: Db, sources: FeatureSources, rangeSize: number, staged: string): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS ${staged}; ${createStagedSql(staged)}`);
  const measured = await loadMeasuredDistances(db, sources);
  await db.exec(prepareSql(sources, { keep: true, measured: measured.keys }));
  try {
    await computeAll(db, sources, measured, rangeSize, staged);
  } finally {
    await db.exec(dropPreparedSql(sources));
  }
}

/**
 * A full refresh on PostgreSQL computed into a staging table by `lanes` sessions at once, each range of parcels by one
 * of them (each session makes the temporary tables the statements read), then the neighbours' pass the same way and
 * the median once: the features of the country are a few hours of one core's work, which the machine's other cores
 * share (bench:national). No reader sees the staging table; `swapStaged` moves the rows in, in a short transaction,
 * where before one transaction held every row of the refresh for its whole time.
 */
async function stageAllParallel(db: Db, sources: FeatureSources, rangeSize: number, staged: string, lanes: number): Promise<void> {
  await db.exec(createStagedSql(staged));
  const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM geo_plots'))[0]?.n ?? 0;
  // ranges small enough that every lane has several (a lane done early takes no more: the ranges are dealt in turn)
  const ranges = await plotRanges(db, Math.max(1_000, Math.min(rangeSize, Math.ceil(n / (lanes * 4)))));
  const pairs = ranges.slice(0, -1).map((from, i) => [from, ranges[i + 1]!] as const);
  const measured = await loadMeasuredDistances(db, sources);
  const inLanes = (pass: (tx: Db, from: number, to: number) => Promise<unknown>) =>
    Promise.all(
      Array.from({ length: lanes }, (_, lane) =>
        db.transaction(async (tx) => {
          await tx.exec('SET LOCAL jit = off');
          await tx.exec(prepareSql(sources, { measured: measured.keys }));
          for (let i = lane; i < pairs.length; i += lanes) await pass(tx, pairs[i]![0], pairs[i]![1]);
        }),
      ),
    );
  await inLanes((tx, from, to) => insertPlotFeatures(tx, sources, measured, { range: [from, to] }, staged));
  await inLanes((tx, from, to) => tx.query(neighbourSql(staged), [from, to]));
  await db.query(medianSql(staged));
}

/** The staged rows become the features (inside the refresh's transaction); how many. */
async function swapStaged(tx: Db, staged: string): Promise<number> {
  await tx.query('DELETE FROM plot_features');
  await tx.query(`INSERT INTO plot_features SELECT * FROM ${staged}`);
  await tx.exec(`DROP TABLE ${staged}`);
  const [n] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM plot_features');
  return n?.n ?? 0;
}

/** Compute every parcel's features anew in the refresh's transaction (the rows of all parcels are replaced). */
async function recomputeAll(tx: Db, sources: FeatureSources, measured: MeasuredDistances, rangeSize: number): Promise<number> {
  await computeAll(tx, sources, measured, rangeSize, 'plot_features');
  const [n] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM plot_features');
  return n?.n ?? 0;
}

/**
 * Bring the plot features up to the imported layers in one transaction (readers see the old rows until it commits)
 * and bump the generation. Only the parcels the imports since the last refresh can reach are recomputed
 * (changedPlotsSql.ts says which); every parcel when `full`, when the features were never computed, or when a change
 * cannot be bounded by place or reaches most parcels. Nothing is written (and the generation stays) when no import changed what the features
 * read. One refresh at a time, also across server instances. The work goes in ranges of parcels with a pause after each
 * (db/breather.ts): embedded PGlite runs a statement on the server's own thread, and one statement over the
 * demo region's 20 000 parcels kept every request, even for the web app's files, waiting for half a minute. On PGlite
 * a full refresh computes outside the transaction into a staging table (stageAll), so that database requests run
 * between its ranges too; the transaction only moves the rows in. On PostgreSQL a full refresh computes so too, in
 * `lanes` sessions at once (stageAllParallel; default the machine's cores, at most 4).
 */
export async function refreshPlotFeatures(
  db: Db,
  options: { full?: boolean; rangeSize?: number; lanes?: number } = {},
): Promise<PlotFeaturesState> {
  const rangeSize = options.rangeSize ?? (db.kind === 'pglite' ? 200 : 50_000);
  const started = Date.now();
  // a full refresh computes outside the transaction first (stageAll, stageAllParallel); the transaction then checks
  // that no import landed meanwhile and moves the rows in
  let staged: { table: string; sourcesKey: string; throughRunId: number } | null = null;
  const plan = await db.transaction((tx) => planRefresh(tx, options.full === true));
  if (plan && !plan.changed) {
    const table = stagedTable(db);
    try {
      if (db.kind === 'pglite') await stageAll(db, plan.sources, rangeSize, table);
      else await stageAllParallel(db, plan.sources, rangeSize, table, options.lanes ?? Math.min(4, availableParallelism()));
    } catch (e) {
      await db.exec(`DROP TABLE IF EXISTS ${table}`);
      throw e;
    }
    staged = { table, sourcesKey: sourcesKey(plan.sources), throughRunId: plan.throughRunId };
  }
  try {
    return await applyRefresh(db, options.full === true, rangeSize, started, staged);
  } finally {
    if (staged) await db.exec(`DROP TABLE IF EXISTS ${staged.table}`);
  }
}

/** The refresh's one transaction: the staged rows moved in, or the changed parcels (or all) computed; the state bumped. */
async function applyRefresh(
  db: Db,
  full: boolean,
  rangeSize: number,
  started: number,
  staged: { table: string; sourcesKey: string; throughRunId: number } | null,
): Promise<PlotFeaturesState> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(80130013)');
    // the statements are many index look-ups whose cost estimate starts PostgreSQL's JIT compiler, which took longer
    // than the statements (bench:plot-features, docs/search.md "Incremental")
    if (tx.kind === 'postgres') await tx.exec('SET LOCAL jit = off');
    const sinceRunId = (await plotFeaturesState(tx)).sourceRunId;
    const plan = await planRefresh(tx, full);
    if (!plan) return;
    const { sources, changed, throughRunId } = plan;
    let recomputed: number;
    let mode: RefreshMode;
    if (staged && !changed && staged.throughRunId === throughRunId && staged.sourcesKey === sourcesKey(sources)) {
      recomputed = await swapStaged(tx, staged.table);
      mode = 'full';
    } else {
      const measured = await loadMeasuredDistances(tx, sources);
      await tx.exec(prepareSql(sources, { measured: measured.keys }));
      const some = changed ? await recomputeChangedPlots(tx, sources, measured, changed, rangeSize) : null;
      recomputed = some ?? (await recomputeAll(tx, sources, measured, rangeSize));
      mode = some === null ? 'full' : 'changes';
    }
    await tx.query(
      `UPDATE plot_features_state
          SET generation = generation + 1, source_run_id = $1, refreshed_at = now(), duration_ms = $2,
              plot_count = (SELECT count(*)::int FROM plot_features), sources = $3::jsonb, last_mode = $4, last_recomputed = $5
        WHERE id = 1`,
      [throughRunId, Date.now() - started, JSON.stringify({ ...sources, layers: [...sources.layers].sort() }), mode, recomputed],
    );
    // the reports of the runs this refresh took in say what it did (the admin's import screen, the stored run)
    await tx.query(
      `UPDATE geo_import_runs r
          SET report = jsonb_set(r.report, '{plotFeatures}', jsonb_build_object('mode', s.last_mode, 'recomputed', s.last_recomputed,
                'plots', s.plot_count, 'durationMs', s.duration_ms, 'generation', s.generation))
         FROM plot_features_state s
        WHERE s.id = 1 AND r.id > $1 AND r.id <= $2 AND r.status = 'succeeded' AND jsonb_typeof(r.report) = 'object'`,
      [sinceRunId, throughRunId],
    );
  });
  return plotFeaturesState(db);
}

/**
 * What a refresh has to do now: the sources, the parcels the changes reach (null: all) and the run it takes in; null
 * when nothing changed (the state then records the runs it looked at).
 */
async function planRefresh(tx: Db, full: boolean): Promise<{ sources: FeatureSources; changed: ChangedPlotsSql | null; throughRunId: number } | null> {
  const sinceRunId = (await plotFeaturesState(tx)).sourceRunId;
  const sources = await detectSources(tx);
  const { changed, throughRunId } = full ? { changed: null, throughRunId: await settledRunId(tx) } : await changedPlots(tx, sources, sinceRunId);
  if (changed && !changed.selects.length) {
    await tx.query(`UPDATE plot_features_state SET source_run_id = greatest(source_run_id, $1), last_mode = 'none', last_recomputed = 0 WHERE id = 1`, [throughRunId]);
    return null;
  }
  return { sources, changed, throughRunId };
}
