import {
  searchVariantsParallel,
  type VariantRunner,
  type VariantSearchInput,
  type VariantSearchResult,
} from '@plotwise/core/variants/index';
import { type ConstraintLike } from '@plotwise/core/zoning/index';
import type { VariantsRequest, VariantsResponse } from './variantsProtocol';

/** The part of a Worker the pool uses, so tests can hand it a fake. */
export interface VariantsWorkerLike {
  postMessage(message: VariantsRequest): void;
  onmessage: ((event: MessageEvent<VariantsResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

// Omit over each member of a union (a plain Omit would keep only the members' common keys)
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type Answer = Extract<VariantsResponse, { type: 'ready' | 'valued' | 'refined' }>;

/** One worker: requests paired with answers by id; progress reported per layout valued. */
function connect(worker: VariantsWorkerLike, onProgress: (done: number) => void) {
  let next = 1;
  const waiting = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.onmessage = (event) => {
    const m = event.data;
    if (m.type === 'progress') return onProgress(m.done);
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.type === 'error') w.reject(new Error(m.message));
    else w.resolve(m);
  };
  worker.onerror = (event) => {
    event.preventDefault?.();
    failAll(new Error(event.message || 'The variants worker failed'));
  };
  const ask = (r: WithoutId<VariantsRequest>) =>
    new Promise<Answer>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...r, id } as VariantsRequest);
    });
  return { ask, failAll };
}

/** How far a search is: layouts valued of all layouts drawn. */
export interface VariantsProgress {
  done: number;
  total: number;
}

/**
 * Runs a search over `workers` Web Workers (two by default: the target is "on 2 cores"); each values
 * its share of the layouts, the main thread merges and ranks (core searchVariantsParallel). The workers are
 * stopped when the search ends, fails or `signal` aborts.
 */
export async function runVariantSearch(
  input: VariantSearchInput,
  constraints: readonly ConstraintLike[],
  onProgress: (p: VariantsProgress) => void,
  createWorker: () => VariantsWorkerLike = defaultWorker,
  workers = 2,
  signal?: AbortSignal,
): Promise<VariantSearchResult> {
  const pool = Array.from({ length: Math.max(1, workers) }, createWorker);
  const done = pool.map(() => 0);
  let total = 0;
  const links = pool.map((worker, i) =>
    connect(worker, (n) => {
      done[i] = n;
      onProgress({ done: done.reduce((s, d) => s + d, 0), total });
    }),
  );
  // leaving the screen (react-query's signal) stops the workers rather than letting them finish for nobody
  const abort = () => {
    for (const w of pool) w.terminate();
    for (const l of links) l.failAll(new Error('The variant search was stopped'));
  };
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const runners: VariantRunner[] = await Promise.all(
      links.map(async ({ ask }) => {
        await ask({ type: 'init', input, constraints: [...constraints] });
        return {
          value: async (layouts) => {
            total += layouts.length;
            const a = await ask({ type: 'value', layouts: [...layouts] });
            return (a as Extract<Answer, { type: 'valued' }>).answer;
          },
          refine: async (variants) => {
            const a = await ask({ type: 'refine', variants: [...variants] });
            return (a as Extract<Answer, { type: 'refined' }>).answer;
          },
        };
      }),
    );
    return await searchVariantsParallel(input, runners);
  } finally {
    signal?.removeEventListener('abort', abort);
    for (const w of pool) w.terminate();
  }
}

const defaultWorker = (): VariantsWorkerLike =>
  new Worker(new URL('./variantsWorker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as VariantsWorkerLike;
