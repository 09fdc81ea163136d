// Variants benchmark (issue #18 item 8): 1 000 variants of one building on a location's site (block types,
// floors, orientations, unit mixes), each valued by the finance engine and ranked by residual land value, against
// the target of <= 3 s on 2 cores. It runs the search once in one thread and once split over two worker threads,
// as the browser splits it over two Web Workers (apps/web/src/features/sheets/variants), and checks that both
// give the same list. Prints its figures; under --smoke it runs tiny and checks the answers.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  planVariants,
  refineVariants,
  searchVariants,
  searchVariantsParallel,
  valueLayouts,
  variantsExample,
  type RankedVariant,
  type VariantRunner,
  type VariantSearchInput,
} from '@plotwise/core/variants/index';
import { mustHold, sized } from './lib/smoke';

const TARGET_MS = 3000;
const COUNT = sized(1000, 60);

type Request =
  | { id: number; kind: 'value'; layouts: number[] }
  | { id: number; kind: 'refine'; variants: RankedVariant[] };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

if (!isMainThread) {
  // a worker thread: the same steps the browser's variants worker runs
  const input = workerData as VariantSearchInput;
  const plan = planVariants(input);
  parentPort!.on('message', (r: Request) => {
    parentPort!.postMessage({
      id: r.id,
      answer:
        r.kind === 'value' ? valueLayouts(input, plan, r.layouts) : refineVariants(input, plan, r.variants),
    });
  });
  parentPort!.postMessage({ id: 0, answer: 'ready' });
} else await main();

/** A worker thread running this file (TypeScript through tsx's loader), ready to answer. */
async function startRunner(
  input: VariantSearchInput,
): Promise<{ runner: VariantRunner; stop: () => Promise<number> }> {
  const source = `(async () => { const { register } = await import('tsx/esm/api'); register(); await import(${JSON.stringify(import.meta.url)}); })()`;
  const worker = new Worker(source, { eval: true, workerData: input, argv: process.argv.slice(2) });
  const waiting = new Map<number, (a: unknown) => void>();
  let next = 1;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (m: { id: number; answer: unknown }) =>
      m.id === 0 ? resolve() : waiting.get(m.id)?.(m.answer),
    );
  });
  const ask = <T>(r: WithoutId<Request>) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, (a) => resolve(a as T));
      worker.postMessage({ ...r, id });
    });
  return {
    runner: {
      value: (layouts) => ask({ kind: 'value', layouts: [...layouts] }),
      refine: (variants) => ask({ kind: 'refine', variants: [...variants] }),
    },
    stop: () => worker.terminate(),
  };
}

async function main() {
  const input = variantsExample(sized({ count: COUNT }, { count: COUNT, angles: 2, mixes: 2, refine: 3 }));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const one = searchVariants(input);
  const oneMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);

  const started = performance.now();
  const workers = await Promise.all([startRunner(input), startRunner(input)]);
  const startMs = performance.now() - started;
  const cpu1 = process.cpuUsage();
  const t1 = performance.now();
  const two = await searchVariantsParallel(
    input,
    workers.map((w) => w.runner),
  );
  const twoMs = performance.now() - t1;
  // process.cpuUsage counts every thread of the process: the CPU both workers spent
  const twoCpu = process.cpuUsage(cpu1);
  await Promise.all(workers.map((w) => w.stop()));

  const keys = (r: typeof one) => r.variants.map((v) => `${v.key}=${v.rgwCents}`).join(';');
  mustHold(one.evaluated === COUNT, `${COUNT} variants valued (got ${one.evaluated})`);
  mustHold(keys(one) === keys(two), 'two threads give the same ranked list as one');
  mustHold(keys(searchVariants(input)) === keys(one), 'the same seed gives the same list');
  mustHold(
    one.variants.every((v, i) => i === 0 || one.variants[i - 1]!.rgwCents >= v.rgwCents),
    'ranked by RGW',
  );
  mustHold(
    one.variants.every((v) => v.metrics.height <= (input.site.max_height ?? Infinity) + 1e-6),
    'within the height limit',
  );
  mustHold(
    one.variants.slice(0, input.refine ?? 10).every((v) => v.exact),
    'the best are generated exactly',
  );
  mustHold(!JSON.stringify(one.variants).match(/NaN|Infinity/), 'no NaN or Infinity');

  const best = one.variants[0];
  const generations = new Set(one.plan.candidates.map((c) => c.layout)).size * 2;
  console.log(`variants ranked by RGW, Node ${process.version}`);
  console.log(
    `site ${input.site.plot_area} m2, height limit ${input.site.max_height} m; ${one.plan.layouts.length} layouts (block x orientation x mix), ${one.plan.possible} candidates possible, ${one.evaluated} valued, ${one.variants.length} kept, ${one.rejected} turned down`,
  );
  console.log(
    `one thread: ${oneMs.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU (about ${generations} generations + refinement)`,
  );
  console.log(
    `two worker threads: ${twoMs.toFixed(0)} ms wall, ${((twoCpu.user + twoCpu.system) / 1000).toFixed(0)} ms CPU over both (worker start-up ${startMs.toFixed(0)} ms, not counted: the browser starts its workers with the screen)`,
  );
  if (best)
    console.log(
      `best: ${best.key}, ${best.metrics.units} units, GFA ${best.metrics.gfa.toFixed(0)} m2, FSI ${best.metrics.fsi.toFixed(2)}, RGW ${(best.rgwCents / 100).toLocaleString('en-US')} euros`,
    );
  console.log(
    `target ${COUNT} variants <= ${TARGET_MS} ms on 2 cores: ${twoMs <= TARGET_MS ? 'met' : 'NOT met'}; load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
  );
}
