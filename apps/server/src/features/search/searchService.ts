import { compileQuery, indexBytes, type CompiledQuery, type FilterReference, type PlotIndex, type SearchOptions, type SearchProblem, type SearchResult } from '@plotwise/core';
import { lookupFilter, type FilterReferenceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { replicaCaughtUp } from '../../db/replicaStatus';
import { AppError } from '../../http/appError';
import { loadPlotIndex } from './loadPlotIndex';
import { importRunning, plotFeaturesStale, plotFeaturesState, refreshPlotFeatures, type PlotFeaturesState } from './refreshPlotFeatures';
import { resolveFilters } from './resolveFilters';
import { featureDatasets } from './plotFeaturesSql';
import { defaultSearchThreads, SearchPool } from './searchPool';
import { loadStoredIndex, storeIndex } from './storedIndex';

/** The index in use and where it came from. */
export interface LoadedIndex {
  /** this instance's number for the build (the worker threads hold indexes by it) */
  readonly id: number;
  readonly index: PlotIndex;
  /** plot_features_state.generation it was built from */
  readonly generation: number;
  readonly builtAt: string;
  readonly buildMs: number;
  /** read from the stored index file, or built from plot_features with SQL on the primary or on the read replica */
  readonly source: 'file' | 'primary' | 'replica';
}

/** A query resolved and compiled against one index, ready to run. */
export interface PreparedQuery {
  readonly loaded: LoadedIndex;
  readonly query: CompiledQuery;
  /** the resolved filters the query was compiled from (worker threads compile them against their own views) */
  readonly refs: readonly FilterReference[];
}

interface Logger {
  info(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

/** How often an instance looks whether the features changed (imports by the CLI or another instance). */
const WATCH_MS = 60_000;

/** The stable code of an engine problem. */
function problemError(problems: readonly SearchProblem[]): AppError {
  const code = problems[0]!.code === 'unknown_feature' ? 'invalid_filter' : problems[0]!.code;
  return new AppError(code, problems.map((p) => p.message).join('; '), { problems });
}

/**
 * Site search on this server instance: the in-memory index of `plot_features`, built at start and rebuilt when
 * the features change; the features themselves are recomputed after imports (docs/search.md).
 */
export class SearchService {
  private current: LoadedIndex | null = null;
  private building: Promise<LoadedIndex> | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  /** a full refresh was asked for while one ran */
  private refreshAllAgain = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private builds = 0;
  private readonly pool: SearchPool;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    /**
     * worker threads scanning beside the request thread (config SEARCH_THREADS), and from how many plots they do;
     * where the built index is stored and read back at the next start (config SEARCH_INDEX_DIR; unset: not stored)
     */
    options: { threads?: number; minPlots?: number; indexDir?: string | null; /** a streaming replica to build from (DATABASE_READ_URL) */ readDb?: Db } = {},
  ) {
    this.pool = new SearchPool(options.threads ?? defaultSearchThreads(), log, options.minPlots);
    this.indexDir = options.indexDir ?? null;
    this.readDb = options.readDb ?? null;
  }

  private readonly indexDir: string | null;
  private readonly readDb: Db | null;

  /**
   * Where an index is built from: the replica once it has replayed what the primary holds (so an index built right
   * after a refresh holds it), else the primary - also when the replica is down or behind, with a line in the log.
   */
  private async buildSource(): Promise<{ db: Db; source: 'primary' | 'replica' }> {
    if (!this.readDb) return { db: this.db, source: 'primary' };
    const caughtUp = await replicaCaughtUp(this.db, this.readDb).catch(() => false);
    if (caughtUp) return { db: this.readDb, source: 'replica' };
    this.log.info('search index: the read replica is unreachable or behind; built from the primary');
    return { db: this.db, source: 'primary' };
  }

  /** The current index; the first call builds it (later rebuilds keep answering from the previous one). */
  async index(): Promise<LoadedIndex> {
    if (this.current) return this.current;
    return this.rebuild();
  }

  /**
   * Load the stored index when it was built from the plot features the database holds now, else build it from
   * plot_features (and store it); it replaces the current one when done. After a refresh `stored` is false: the file
   * is of the generation before it.
   */
  rebuild(stored = true): Promise<LoadedIndex> {
    this.building ??= (async () => {
      try {
        const started = Date.now();
        const from = await this.buildSource();
        const state = await plotFeaturesState(from.db);
        const shared = this.pool.wants(state.plotCount);
        const file = stored && this.indexDir ? await loadStoredIndex(this.indexDir, state, shared) : null;
        // one line for a file that was there but not used (outdated, truncated, corrupt): the index comes from SQL
        if (file && 'reason' in file && file.reason !== 'no file') this.log.info(`search index file in ${this.indexDir} not used (${file.reason}): building from plot_features`);
        const index = file && 'index' in file ? file.index : await loadPlotIndex(from.db, { shared });
        const source = file && 'index' in file ? 'file' : from.source;
        const loaded = { id: ++this.builds, index, generation: state.generation, builtAt: new Date().toISOString(), buildMs: Date.now() - started, source } as const;
        this.pool.load(loaded.id, index);
        this.current = loaded;
        this.log.info(
          `search index: ${index.size} plots, generation ${state.generation}, ${Math.round(indexBytes(index) / 1e6)} MB, ` +
            (source === 'file' ? `loaded from its file in ${loaded.buildMs} ms` : `built on the ${source} in ${loaded.buildMs} ms`) +
            (this.pool.wants(index.size) ? `, scanned by ${this.pool.size + 1} threads` : ''),
        );
        if (source !== 'file' && this.indexDir) await this.store(this.indexDir, index, state);
        return loaded;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }

  /** Write a built index for the next start; a failure (full disk, no rights) costs only that start's SQL build. */
  private async store(dir: string, index: PlotIndex, state: PlotFeaturesState): Promise<void> {
    try {
      const { bytes, writeMs } = await storeIndex(dir, index, state);
      this.log.info(`search index file: ${Math.round(bytes / 1e6)} MB written in ${Math.round(writeMs)} ms`);
    } catch (e) {
      this.log.error(e, `search index file in ${dir} not written`);
    }
  }

  /**
   * Bring the plot features up to the imports (the parcels they reach; every parcel when `full`), then rebuild the
   * index. Calls during a refresh queue one more pass, however many they are; a pass that finds the imports already
   * done (the running one read them) writes nothing and leaves the index as it is.
   */
  refresh(full = false): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      this.refreshAllAgain ||= full;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        let all = full;
        do {
          this.refreshAgain = false;
          this.refreshAllAgain = false;
          const state = await refreshPlotFeatures(this.db, { full: all });
          if (state.lastMode !== 'none') {
            this.log.info(
              `plot features: ${state.lastMode === 'changes' ? 'changed' : 'all'} parcels recomputed, ${state.lastRecomputed} of ${state.plotCount} plots in ${state.durationMs} ms (generation ${state.generation})`,
            );
            await this.rebuild(false);
          } else if (this.current && this.current.generation !== state.generation) {
            // another instance refreshed for the same imports first: its generation, from the stored file when there
            await this.rebuild();
          }
          all = this.refreshAllAgain;
        } while (this.refreshAgain);
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /**
   * After an import succeeded: refresh when it wrote a dataset the features read (all of them when not given, e.g. a
   * whole region). Resolves when that refresh is over (at once when none was needed); it never rejects.
   */
  afterImport(datasets: readonly string[] = featureDatasets): Promise<void> {
    if (!datasets.some((d) => featureDatasets.includes(d))) return Promise.resolve();
    return this.refresh().catch((e: unknown) => this.log.error(e, 'plot features refresh after import failed'));
  }

  /** Refresh when stale (and no import is running), rebuild when another instance refreshed: at start and every minute. */
  async catchUp(): Promise<void> {
    if (this.refreshing) return;
    if ((await plotFeaturesStale(this.db)) && !(await importRunning(this.db))) return this.refresh();
    const state = await plotFeaturesState(this.db);
    if (!this.current || this.current.generation !== state.generation) await this.rebuild();
  }

  /** Start keeping the index current (the server's start-up; tests build on first use instead). */
  start(): void {
    this.catchUp().catch((e) => this.log.error(e, 'search index start-up failed'));
    this.timer = setInterval(() => void this.catchUp().catch((e) => this.log.error(e, 'search index check failed')), WATCH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pool.close();
  }

  /** Threads a query on this index runs on (the request thread and the workers holding it), and the parts they answered. */
  threadsOf(loaded: LoadedIndex): { threads: number; partsOnWorkers: number; partsRescanned: number } {
    return { threads: this.pool.holds(loaded.id) ? this.pool.size + 1 : 1, partsOnWorkers: this.pool.parts.onWorkers, partsRescanned: this.pool.parts.rescanned };
  }

  /** Whether a refresh or build is running, for the status endpoint. */
  get busy(): boolean {
    return this.refreshing !== null || this.building !== null;
  }

  /**
   * Resolve and compile filter references against the current index for one company (per-company filters read its
   * own data); bad ones are a 400 with a stable code.
   */
  async prepare(filters: readonly FilterReferenceInput[], companyId: number): Promise<PreparedQuery> {
    const loaded = await this.index();
    // resolved against this build: per-company filters become its positions, which the worker threads share
    const refs = await resolveFilters(this.db, filters, { companyId, index: loaded.index });
    const c = compileQuery(refs, lookupFilter, loaded.index);
    if (!c.ok) throw problemError(c.problems);
    return { loaded, query: c.query, refs };
  }

  /** Run a prepared query (in parts on the worker threads for a large index); bad histogram requests are a 400. */
  async run({ loaded, query, refs }: PreparedQuery, options: SearchOptions): Promise<SearchResult> {
    const out = await this.pool.run(loaded.id, loaded.index, refs, query, options);
    if (!out.ok) throw problemError(out.problems);
    return out.result;
  }
}
