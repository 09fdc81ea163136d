import type { SunHoursQuery } from '@plotwise/core/sun/index';
import type { SunHoursResponse } from './sunHoursProtocol';

export type SunHoursResult = Extract<SunHoursResponse, { type: 'result' }>;

/** Runs one sun-hours study in its own worker (started for it, stopped after); `signal` cancels it. */
export function runSunHoursStudy(query: SunHoursQuery, signal?: AbortSignal): Promise<SunHoursResult> {
  const worker = new Worker(new URL('./sunHoursWorker.ts', import.meta.url), { type: 'module' });
  return new Promise<SunHoursResult>((resolve, reject) => {
    const stop = (error?: Error, result?: SunHoursResult) => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result!);
    };
    const onAbort = () => stop(new Error('cancelled'));
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<SunHoursResponse>) =>
      event.data.type === 'result' ? stop(undefined, event.data) : stop(new Error(event.data.message));
    worker.onerror = (event) => {
      event.preventDefault();
      stop(new Error(event.message || 'The sun-hours worker failed'));
    };
    worker.postMessage(query);
  });
}
