import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  indexParts,
  isShared,
  mergeSearchResults,
  partOptions,
  runSearch,
  splitCandidates,
  type CompiledQuery,
  type FilterReference,
  type IndexParts,
  type PlotIndex,
  type SearchOptions,
  type SearchOutcome,
  type SearchResult,
} from '@plotwise/core';
import { lookupFilter } from '@plotwise/contracts';

/** What the request thread tells a search worker. */
export type ToSearchWorker =
  | { readonly type: 'index'; readonly id: number; readonly parts: IndexParts }
  | { readonly type: 'drop'; readonly id: number }
  | { readonly type: 'run'; readonly seq: number; readonly id: number; readonly refs: readonly FilterReference[]; readonly options: SearchOptions };

/** A worker's first message (it started), then its answers to runs: the part's outcome, or that it does not hold that index (any more). */
export type FromSearchWorker =
  | { readonly ready: true }
  | { readonly seq: number; readonly outcome: SearchOutcome }
  | { readonly seq: number; readonly missing: true };
type Answer = Exclude<FromSearchWorker, { ready: true }>;

/** Below this many plots one thread answers in about a millisecond: splitting would cost more than it saves. */
const PARALLEL_MIN_PLOTS = 100_000;

/** The default number of worker threads: one less than the cores (the request thread scans a part too), at most 3. */
export function defaultSearchThreads(): number {
  return Math.max(0, Math.min(3, availableParallelism() - 1));
}

interface Logger {
  error(obj: unknown, msg?: string): void;
}

/**
 * The worker's file beside this one: the bundle's searchWorker.js when built; from the TypeScript sources (tests,
 * benchmarks, npm run dev) a bootstrap registers tsx's loader in the new thread first (Node 20 does not pass
 * `--import` loaders on to workers).
 */
function spawn(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./searchWorker.js', import.meta.url));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const file = new URL('./searchWorker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(file)}); })`, { eval: true });
}

/** One worker thread and the answers it owes. */
class SearchThread {
  readonly worker: Worker;
  /** it sent its first message: a failure after that is a crash, before it a worker that cannot start */
  started = false;
  private readonly waiting = new Map<number, (answer: Answer | null) => void>();

  constructor(onExit: (thread: SearchThread, error: unknown) => void) {
    this.worker = spawn();
    this.worker.unref();
    this.worker.on('message', (m: FromSearchWorker) => {
      this.started = true;
      if ('ready' in m) return;
      this.waiting.get(m.seq)?.(m);
      this.waiting.delete(m.seq);
      if (this.waiting.size === 0) this.worker.unref();
    });
    const fail = (error: unknown) => {
      for (const settle of this.waiting.values()) settle(null);
      this.waiting.clear();
      onExit(this, error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`search worker exited with code ${code}`)));
  }

  post(message: ToSearchWorker): void {
    this.worker.postMessage(message);
  }

  /** The worker's answer for one part; null when the worker died meanwhile. */
  ask(message: Extract<ToSearchWorker, { type: 'run' }>): Promise<Answer | null> {
    return new Promise((resolve) => {
      // an idle worker does not keep the process alive; one that owes an answer does
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(message.seq, resolve);
      this.post(message);
    });
  }
}

/**
 * Site search over several threads (docs/search.md "Threads"): the index lives once, on SharedArrayBuffers; each
 * worker holds a view of it. A query is cut into contiguous parts of the positions; the request thread scans the
 * first while the workers scan the others, and the parts' answers merge into exactly the one a single scan gives
 * (core splitSearch.ts). A part whose worker died or no longer holds the index is scanned on the request thread.
 */
export class SearchPool {
  private threads: SearchThread[] = [];
  /**
   * Indexes the workers hold, newest last, with the queries running on each. An index replaced by a newer build is
   * dropped as soon as no query runs on it, so that its memory goes with the request thread's last reference.
   */
  private held: { id: number; parts: IndexParts; running: number }[] = [];
  private seq = 0;
  private closed = false;
  /** parts of queries the workers answered, and parts scanned here because a worker could not */
  readonly parts = { onWorkers: 0, rescanned: 0 };

  constructor(
    /** worker threads beside the request thread (0: scan on the request thread only) */
    readonly size: number,
    private readonly log: Logger,
    private readonly minPlots = PARALLEL_MIN_PLOTS,
  ) {}

  /** Whether an index of this many plots is scanned in parts (then build it with `shared`). */
  wants(plots: number): boolean {
    return this.size > 0 && plots >= this.minPlots && !this.closed;
  }

  /** Give the workers index `id` (on shared memory), starting them on first use; older indexes go once idle. */
  load(id: number, index: PlotIndex): void {
    if (!this.wants(index.size) || !isShared(index)) return;
    while (this.threads.length < this.size) this.threads.push(new SearchThread((t, e) => this.replace(t, e)));
    const parts = indexParts(index);
    this.held.push({ id, parts, running: 0 });
    for (const t of this.threads) t.post({ type: 'index', id, parts });
    this.dropIdle();
  }

  /** Drop every index but the newest on which no query runs. */
  private dropIdle(): void {
    const newest = this.held.at(-1);
    const idle = this.held.filter((h) => h !== newest && h.running === 0);
    if (!idle.length) return;
    this.held = this.held.filter((h) => !idle.includes(h));
    for (const h of idle) for (const t of this.threads) t.post({ type: 'drop', id: h.id });
  }

  /** Whether the workers hold index `id`. */
  holds(id: number): boolean {
    return this.threads.length > 0 && this.held.some((h) => h.id === id);
  }

  /** A dead worker is replaced by a new one holding the same indexes; when one cannot even start, the pool stops. */
  private replace(thread: SearchThread, error: unknown): void {
    const at = this.threads.indexOf(thread);
    if (at < 0 || this.closed) return;
    if (!thread.started) {
      this.log.error(error, 'search worker could not start; searching on the request thread only');
      void this.close();
      return;
    }
    this.log.error(error, 'search worker stopped; starting a new one');
    const fresh = new SearchThread((t, e) => this.replace(t, e));
    for (const h of this.held) fresh.post({ type: 'index', id: h.id, parts: h.parts });
    this.threads[at] = fresh;
  }

  /** Run a query on index `id`: in parts across the threads when the pool holds it, else on this thread. */
  async run(id: number, index: PlotIndex, refs: readonly FilterReference[], query: CompiledQuery, options: SearchOptions): Promise<SearchOutcome> {
    const held = this.threads.length > 0 ? this.held.find((h) => h.id === id) : undefined;
    if (!held) return runSearch(index, query, lookupFilter, options);
    held.running++;
    try {
      return await this.runInParts(held.id, index, refs, query, options);
    } finally {
      held.running--;
      this.dropIdle();
    }
  }

  private async runInParts(id: number, index: PlotIndex, refs: readonly FilterReference[], query: CompiledQuery, options: SearchOptions): Promise<SearchOutcome> {
    const threads = this.threads;
    const ranges = splitCandidates(index, query, options, threads.length + 1);
    const asked = threads.slice(0, ranges.length - 1).map((t, k) => {
      const part = partOptions(options, ranges[k + 1]!);
      return { part, answer: t.ask({ type: 'run', seq: ++this.seq, id, refs, options: part }) };
    });
    const mine = runSearch(index, query, lookupFilter, partOptions(options, ranges[0]!));
    if (!mine.ok) return mine;
    const results: SearchResult[] = [mine.result];
    for (const { part, answer } of asked) {
      const a = await answer;
      const outcome = a && 'outcome' in a ? a.outcome : runSearch(index, query, lookupFilter, part);
      this.parts[a && 'outcome' in a ? 'onWorkers' : 'rescanned']++;
      if (!outcome.ok) return outcome;
      results.push(outcome.result);
    }
    return { ok: true, result: mergeSearchResults(index, lookupFilter, results, options) };
  }

  /** Stop the workers. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads;
    this.threads = [];
    this.held = [];
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
