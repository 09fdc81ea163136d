import { describe, expect, it } from 'vitest';
import { blockExamples } from './examples/blockExamples';
import {
  emptyGenerationState,
  generateCached,
  isDirty,
  markBuildingChanged,
  markUnitSaved,
} from './generationCache';
import type { GeneratorInput } from './generatorInput';

const named = (name: string, id: string, conceptId: string): GeneratorInput => {
  const e = blockExamples().find((x) => x.name === name)!.input;
  return { ...e, building: { ...e.building, id, conceptId } };
};

describe('generation cache and dirty flags', () => {
  const a = named('gallery_flats', 'a', 'c1');
  const b = named('tower_u', 'b', 'c1');
  const other = named('office', 'x', 'c2');

  it('treats unknown buildings as dirty, generates once, then reuses the result', () => {
    let state = emptyGenerationState();
    expect(isDirty(state, 'a')).toBe(true);
    const first = generateCached(state, a);
    expect(first.reused).toBe(false);
    state = first.state;
    expect(isDirty(state, 'a')).toBe(false);
    const second = generateCached(state, a);
    expect(second.reused).toBe(true);
    expect(second.result).toBe(first.result);
    expect(generateCached(state, a, { force: true }).reused).toBe(false);
  });

  it('regenerates a changed building and replaces only its messages', () => {
    let state = emptyGenerationState();
    // Too low for its floors: one message for building a.
    const low = { ...a, building: { ...a.building, maxheight: 3 } };
    state = generateCached(state, low).state;
    state = generateCached(state, other).state;
    expect([...new Set(state.messages.map((m) => m.building_id))]).toEqual(['a']);
    state = markBuildingChanged(state, 'a');
    expect(isDirty(state, 'a')).toBe(true);
    const again = generateCached(state, a);
    expect(again.reused).toBe(false);
    expect(again.state.messages).toEqual([]);
  });

  it('marks every building of the concept dirty when a unit is saved, and no other', () => {
    let state = emptyGenerationState();
    for (const input of [a, b, other]) state = generateCached(state, input).state;
    state = markUnitSaved(state, 'c1');
    expect([isDirty(state, 'a'), isDirty(state, 'b'), isDirty(state, 'x')]).toEqual([true, true, false]);
  });
});
