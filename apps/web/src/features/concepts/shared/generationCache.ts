import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { generatorClient } from '../../generator/generatorClient';

// Editing one building of a concept must not regenerate the others: answers are kept per input key
// (inputKey.ts). 300 entries hold a few concepts of the usual 1-20 buildings while bounding memory.
const MAX_ENTRIES = 300;
const answers = new Map<string, Promise<GeneratorResult>>();

function keep(key: string, answer: Promise<GeneratorResult>): void {
  answers.delete(key);
  answers.set(key, answer);
  if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!);
}

/** The answer kept for this input key, if any (refreshing its place, so the entries in use stay). */
export function keptAnswer(key: string): Promise<GeneratorResult> | undefined {
  const known = answers.get(key);
  if (known) keep(key, known);
  return known;
}

/** Generates one building in the worker, replacing any answer kept for its key (a forced regeneration). */
export function generateFresh(input: GeneratorInput, key: string): Promise<GeneratorResult> {
  const fresh = generatorClient()
    .generate(input)
    .then((r) => r.result);
  // a failure is not kept: the next try asks the worker again
  fresh.catch(() => {
    if (answers.get(key) === fresh) answers.delete(key);
  });
  keep(key, fresh);
  return fresh;
}

/** Generates one building in the worker, or hands back the answer for the very same input. */
export function generateCached(input: GeneratorInput, key: string): Promise<GeneratorResult> {
  return keptAnswer(key) ?? generateFresh(input, key);
}
