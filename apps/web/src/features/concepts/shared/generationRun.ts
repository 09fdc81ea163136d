import type { GeneratorResult } from '@plotwise/core/generator/index';
import { generateCached, generateFresh, keptAnswer } from './generationCache';
import type { GeneratedAnswer, GenerationSource, PlannedBuilding } from './resultWriteBack';
import { usableStoredResult } from '@plotwise/contracts/conceptGeneration/storedResult';

// A forced regeneration asks the worker once per request and building input; later runs of the same request
// (another building edited meanwhile) reuse that answer instead of asking again.
const forcedDone = new Set<string>();
const MAX_FORCED = 1000;

function forced(p: PlannedBuilding, nonce: number | null): Promise<GeneratorResult> {
  const token = `${nonce}:${p.key}`;
  if (forcedDone.has(token)) return generateCached(p.input, p.key);
  forcedDone.add(token);
  if (forcedDone.size > MAX_FORCED) forcedDone.delete(forcedDone.values().next().value!);
  return generateFresh(p.input, p.key);
}

async function fromStore(p: PlannedBuilding): Promise<GeneratorResult> {
  const stored = usableStoredResult(p.row, p.input, p.key)!;
  // an answer generated in this page for the same input is the same result: handing back that very object keeps
  // the views keyed on it (plan, 3D scene) from redrawing after its result has been written back
  const kept = keptAnswer(p.key);
  return kept ? kept.catch(() => stored) : stored;
}

/** One generation run of a concept: each building's result from where `sources` says, with how it was had. */
export async function runGeneration(
  planned: readonly PlannedBuilding[],
  sources: readonly GenerationSource[],
  forceNonce: number | null,
): Promise<GeneratedAnswer[]> {
  return Promise.all(
    planned.map(async (p, i) => {
      const source = sources[i] ?? 'generate';
      const result =
        source === 'stored'
          ? await fromStore(p)
          : source === 'fresh'
            ? await forced(p, forceNonce)
            : await generateCached(p.input, p.key);
      return { id: p.row.id, key: p.key, source, result };
    }),
  );
}
