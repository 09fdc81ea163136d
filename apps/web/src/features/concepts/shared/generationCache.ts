import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { generatorClient } from '../../generator/generatorClient';

// Editing one building of a concept must not regenerate the others: answers are kept per exact input.
// 300 entries hold a few concepts of the usual 1-20 buildings while bounding memory.
const MAX_ENTRIES = 300;
const answers = new Map<string, Promise<GeneratorResult>>();

/** Generates one building in the worker, or hands back the answer for the very same input. */
export function generateCached(input: GeneratorInput): Promise<GeneratorResult> {
  const key = JSON.stringify(input);
  const known = answers.get(key);
  if (known) {
    // refresh its place, so the entries in use stay
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const fresh = generatorClient()
    .generate(input)
    .then((r) => r.result);
  // a failure is not kept: the next try asks the worker again
  fresh.catch(() => answers.delete(key));
  answers.set(key, fresh);
  if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!);
  return fresh;
}
