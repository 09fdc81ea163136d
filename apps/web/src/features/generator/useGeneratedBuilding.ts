import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { useEffect, useState } from 'react';
import { generatorClient, type GeneratorClient } from './generatorClient';

/** Where the generation of a building stands: loading until the worker answers for this very input. */
export type GeneratedBuilding =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; result: GeneratorResult; elapsedMs: number }
  | { status: 'error'; error: string };

type Outcome = Exclude<GeneratedBuilding, { status: 'idle' } | { status: 'loading' }>;

/**
 * Generates a building in the Web Worker whenever `input` changes (pass a stable object, e.g. from
 * useMemo). An answer for an input that has since changed is dropped, so the screen never shows a stale
 * building.
 */
export function useGeneratedBuilding(
  input: GeneratorInput | null,
  client: GeneratorClient = generatorClient(),
): GeneratedBuilding {
  const [answer, setAnswer] = useState<{ input: GeneratorInput; outcome: Outcome } | null>(null);
  useEffect(() => {
    if (!input) return;
    let current = true;
    client.generate(input).then(
      (r) => {
        if (current)
          setAnswer({ input, outcome: { status: 'success', result: r.result, elapsedMs: r.elapsedMs } });
      },
      (e: unknown) => {
        if (current)
          setAnswer({
            input,
            outcome: { status: 'error', error: e instanceof Error ? e.message : String(e) },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [input, client]);
  if (!input) return { status: 'idle' };
  return answer && answer.input === input ? answer.outcome : { status: 'loading' };
}
