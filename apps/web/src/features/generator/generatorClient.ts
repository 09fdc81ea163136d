import type { GeneratorInput } from '@plotwise/core/generator/index';
import type { GenerateRequest, GenerateResponse } from './generatorProtocol';

/** The part of a Worker the client uses, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: GenerateRequest): void;
  onmessage: ((event: MessageEvent<GenerateResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export type Generated = Extract<GenerateResponse, { type: 'result' }>;

/**
 * Talks to the generator worker: one request at a time per call, answers paired by id. A worker that
 * fails (its script cannot load, it crashes) rejects every open request and is replaced on the next call.
 */
export class GeneratorClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: Generated) => void; reject: (e: Error) => void }
  >();

  constructor(private readonly createWorker: () => WorkerLike) {}

  generate(input: GeneratorInput): Promise<Generated> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Generated>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ type: 'generate', id, input });
    });
  }

  /** Stops the worker; open requests are rejected. */
  dispose(): void {
    this.fail(new Error('The generator was stopped'));
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.type === 'result') waiting.resolve(answer);
      else waiting.reject(new Error(answer.message));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(new Error(event.message || 'The generator worker failed'));
    };
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    this.worker?.terminate();
    this.worker = null;
    const open = [...this.pending.values()];
    this.pending.clear();
    for (const p of open) p.reject(error);
  }
}

let shared: GeneratorClient | null = null;

/** The app's one generator client, with its worker started on first use. */
export function generatorClient(): GeneratorClient {
  shared ??= new GeneratorClient(
    () =>
      new Worker(new URL('./generatorWorker.ts', import.meta.url), {
        type: 'module',
      }) as unknown as WorkerLike,
  );
  return shared;
}
