import { exampleInput, generate } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { generatorInputKey } from '@plotwise/contracts/conceptGeneration/inputKey';
import {
  generationSources,
  resultWrites,
  writeBatches,
  type GeneratedAnswer,
  type PlannedBuilding,
} from './resultWriteBack';
import { storedMessages, toStoredResult } from '@plotwise/contracts/conceptGeneration/storedResult';

const inputOf = (id: number, length = 30) =>
  exampleInput(String(id), { length, width: 12, height: 15 }, { blocktype: 'gallery_flats' });

/** A building as planned: its row (dirty or with a stored result of `storedFor`) and input. */
function planned(id: number, opts: { dirty?: boolean; storedFor?: number; length?: number; updatedAt?: string } = {}): PlannedBuilding {
  const input = inputOf(id, opts.length);
  const key = generatorInputKey(input);
  const made = opts.storedFor !== undefined ? inputOf(id, opts.storedFor) : null;
  const result = made ? JSON.parse(JSON.stringify(toStoredResult(generatorInputKey(made), generate(made)))) : null;
  return {
    row: { id, dirty: opts.dirty ?? true, result, messages: [], updatedAt: opts.updatedAt ?? `2026-11-25T13:00:0${id}.000Z` },
    input,
    key,
  };
}

const answer = (p: PlannedBuilding, source: GeneratedAnswer['source'] = 'generate'): GeneratedAnswer => ({
  id: p.row.id,
  key: p.key,
  source,
  result: generate(p.input),
});

describe('which buildings are generated', () => {
  it('a clean building with a stored result of its input is shown from it; dirty, missing or other-input ones are generated', () => {
    const clean = planned(1, { dirty: false, storedFor: 30 });
    const dirty = planned(2, { dirty: true, storedFor: 30 });
    const none = planned(3, { dirty: false });
    const edited = planned(4, { dirty: false, storedFor: 30, length: 31 });
    expect(generationSources([clean, dirty, none, edited], null)).toEqual(['stored', 'generate', 'generate', 'generate']);
  });

  it('a forced regeneration generates anew the buildings it names, or all', () => {
    const a = planned(1, { dirty: false, storedFor: 30 });
    const b = planned(2, { dirty: false, storedFor: 30 });
    expect(generationSources([a, b], { nonce: 1, ids: [2] })).toEqual(['stored', 'fresh']);
    expect(generationSources([a, b], { nonce: 2, ids: null })).toEqual(['fresh', 'fresh']);
  });
});

describe('which results are written back', () => {
  it('writes generated results of dirty rows or rows without a usable result, with the version they were based on', () => {
    const dirty = planned(1);
    const clean = planned(2, { dirty: false, storedFor: 30 });
    const writes = resultWrites([answer(dirty), answer(clean, 'stored')], [dirty, clean], null);
    expect(writes.map((w) => w.write.id)).toEqual([1]);
    const w = writes[0]!.write;
    expect(w.updatedAt).toBe(dirty.row.updatedAt);
    expect(w.result.input_key).toBe(dirty.key);
    expect(w.messages).toEqual(storedMessages(1, generate(dirty.input)));
  });

  it('never writes a result whose input is no longer the stored row (the stale-input guard)', () => {
    const shown = planned(1, { length: 31 }); // an editor's unsaved length, or a row read before another save
    const storedNow = planned(1, { length: 30 });
    expect(resultWrites([answer(shown)], [storedNow], null)).toEqual([]);
    // nor for a building that is not saved yet, or no longer stored
    const unsaved = planned(-1);
    expect(resultWrites([answer(unsaved), answer(planned(5))], [unsaved], null)).toEqual([]);
  });

  it('does not write a clean row that has its result, unless forced; a forced write is sent once per request', () => {
    const clean = planned(1, { dirty: false, storedFor: 30 });
    expect(resultWrites([answer(clean, 'generate')], [clean], null)).toEqual([]);
    const forced = resultWrites([answer(clean, 'fresh')], [clean], 4);
    expect(forced.map((w) => w.write.id)).toEqual([1]);
    // the same request after the write (a new version of the row) has the same token: not sent again
    const after = { ...clean, row: { ...clean.row, updatedAt: '2026-11-25T14:00:00.000Z' } };
    expect(resultWrites([answer(clean, 'fresh')], [after], 4)[0]!.token).toBe(forced[0]!.token);
  });

  it('a dirty row written and answered clean needs nothing more; a new version of a dirty row gets a new token', () => {
    const dirty = planned(1);
    const [first] = resultWrites([answer(dirty)], [dirty], null);
    const written = { ...dirty, row: { ...dirty.row, dirty: false, result: JSON.parse(JSON.stringify(first!.write.result)) } };
    expect(resultWrites([answer(dirty)], [written], null)).toEqual([]);
    const savedAgain = { ...dirty, row: { ...dirty.row, updatedAt: '2026-11-25T15:00:00.000Z' } };
    expect(resultWrites([answer(dirty)], [savedAgain], null)[0]!.token).not.toBe(first!.token);
  });
});

describe('the requests of the writes', () => {
  it('fit under the body limit: as few as possible, a result over the limit alone is not sent', () => {
    const w = (id: number, n: number) => ({ id, blob: 'x'.repeat(n) });
    const { batches, tooLarge } = writeBatches([w(1, 400), w(2, 400), w(3, 400), w(4, 2000), w(5, 50)], 1000);
    expect(batches.map((b) => b.map((x) => x.id))).toEqual([[1, 2], [3, 5]]);
    expect(tooLarge.map((x) => x.id)).toEqual([4]);
    for (const b of batches) expect(new TextEncoder().encode(JSON.stringify(b)).length).toBeLessThanOrEqual(1000);
  });

  it('the standard concept goes in one request', async () => {
    const { standardConcept } = await import('@plotwise/core/generator/index');
    const writes = standardConcept().map((input, i) => {
      const r = generate(input);
      return { id: i + 1, result: toStoredResult(generatorInputKey(input), r), messages: storedMessages(i + 1, r) };
    });
    expect(writeBatches(writes).batches).toHaveLength(1);
  });
});
