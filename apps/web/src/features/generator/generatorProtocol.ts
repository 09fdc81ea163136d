import { generate, type GeneratorInput, type GeneratorResult } from '@plotwise/core/generator/index';

/** Main thread to worker: generate one building. `id` pairs the answer with its request. */
export interface GenerateRequest {
  type: 'generate';
  id: number;
  input: GeneratorInput;
}

/** Worker to main thread: the result and how long generation took, or what went wrong. */
export type GenerateResponse =
  | { type: 'result'; id: number; result: GeneratorResult; elapsedMs: number }
  | { type: 'error'; id: number; message: string };

/**
 * What the worker does with a request: runs the core generator. The generator answers odd input with
 * messages, never a throw; anything unexpected still comes back as an error answer rather than a
 * silent worker.
 */
export function handleGenerateRequest(request: GenerateRequest, now: () => number): GenerateResponse {
  const started = now();
  try {
    const result = generate(request.input);
    return { type: 'result', id: request.id, result, elapsedMs: now() - started };
  } catch (error) {
    return { type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}
