import type { ApiRecord } from '@plotwise/contracts';
import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { storedMessages, toStoredResult, usableStoredResult, type StoredResult } from '@plotwise/contracts/conceptGeneration/storedResult';

// The pure decisions of the result cache (spec 4, docs/concepts.md 3): which buildings to generate, which results to
// write back, and in how many requests. useConceptGeneration and useResultWriteBack only carry them out.

type BuildingRow = ApiRecord<'buildings'>;

/** How a building's result is had: shown from its stored result, generated (in-memory answers reused), or generated anew. */
export type GenerationSource = 'stored' | 'generate' | 'fresh';

/** A forced regeneration: the buildings it covers (null: all) and a number that is new with every request. */
export interface ForceRequest {
  nonce: number;
  ids: readonly number[] | null;
}

/** One building to generate: its row, its generator input and the input's key (inputKey.ts). */
export interface PlannedBuilding {
  row: Pick<BuildingRow, 'id' | 'dirty' | 'result' | 'messages' | 'updatedAt'>;
  input: GeneratorInput;
  key: string;
}

/**
 * Per building, where its result comes from: a forced building is generated anew; a building with a usable stored
 * result (not dirty, same generator version label, same input) is shown from it; every other one is generated.
 */
export function generationSources(
  planned: readonly PlannedBuilding[],
  force: ForceRequest | null,
): GenerationSource[] {
  return planned.map(({ row, input, key }) => {
    if (force && (force.ids === null || force.ids.includes(row.id))) return 'fresh';
    return usableStoredResult(row, input, key) ? 'stored' : 'generate';
  });
}

/** One building's answer of a generation run, with how it was had. */
export interface GeneratedAnswer {
  id: number;
  key: string;
  source: GenerationSource;
  result: GeneratorResult;
}

/** A write of a generation result (PUT /api/buildings/detail): `updatedAt` makes the server refuse it (409) if the row changed since. */
export interface ResultWrite {
  id: number;
  updatedAt?: string;
  result: StoredResult;
  messages: ReturnType<typeof storedMessages>;
}

/**
 * The results to store after a generation run, each with a token that says when it was already sent. A result
 * is written only when
 * - it was generated (not shown from the store) for a saved building (a positive id),
 * - the stored row's current input has the key the result was made from: an input that changed since (unsaved
 *   edits of an editor, a save in another tab, another unit or site) is never stored over the row,
 * - and the row needs it: dirty, without a usable stored result, or a forced regeneration.
 */
export function resultWrites(
  answers: readonly GeneratedAnswer[],
  stored: readonly PlannedBuilding[],
  forceNonce: number | null,
): { write: ResultWrite; token: string }[] {
  const current = new Map(stored.map((s) => [s.row.id, s]));
  const out: { write: ResultWrite; token: string }[] = [];
  for (const a of answers) {
    const now = current.get(a.id);
    if (a.source === 'stored' || a.id <= 0 || !now || now.key !== a.key) continue;
    const needed = a.source === 'fresh' || usableStoredResult(now.row, now.input, now.key) === null;
    if (!needed) continue;
    const write: ResultWrite = {
      id: a.id,
      result: toStoredResult(a.key, a.result),
      messages: storedMessages(a.id, a.result),
      ...(now.row.updatedAt ? { updatedAt: now.row.updatedAt } : {}),
    };
    // a forced result is sent once per request; any other once per row version (the write changes the version)
    const token = `${a.id}:${a.key}:${a.source === 'fresh' ? `force${forceNonce}` : (now.row.updatedAt ?? '')}`;
    out.push({ write, token });
  }
  return out;
}

/**
 * The server's default body limit is 1 MiB (BODY_LIMIT_BYTES): the writes go in as few requests as fit under
 * this, one for a usual concept (the standard one is 323 kB).
 */
const MAX_WRITE_BYTES = 900_000;

/**
 * Groups writes into requests of at most `maxBytes` of JSON each, in order. A single result larger than that is
 * not stored (`tooLarge`): its building stays dirty and is generated whenever it is shown, as before the cache.
 */
export function writeBatches<T>(
  writes: readonly T[],
  maxBytes = MAX_WRITE_BYTES,
): { batches: T[][]; tooLarge: T[] } {
  const batches: T[][] = [];
  const tooLarge: T[] = [];
  let batch: T[] = [];
  let size = 2;
  for (const w of writes) {
    // UTF-8 bytes, as the server counts them (a name with accents takes more than its characters)
    const bytes = new TextEncoder().encode(JSON.stringify(w)).length + 1;
    if (bytes + 2 > maxBytes) {
      tooLarge.push(w);
      continue;
    }
    if (size + bytes > maxBytes && batch.length) {
      batches.push(batch);
      batch = [];
      size = 2;
    }
    batch.push(w);
    size += bytes;
  }
  if (batch.length) batches.push(batch);
  return { batches, tooLarge };
}
