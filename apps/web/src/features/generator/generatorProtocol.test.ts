import { describe, expect, it } from 'vitest';
import { handleGenerateRequest } from './generatorProtocol';
import { generatorTemplates } from './templates';

describe('the generator worker protocol', () => {
  it('answers a request with the generated building, its id and the time it took', () => {
    const gallery = generatorTemplates.find((x) => x.name === 'gallery_flats')!;
    let clock = 100;
    const answer = handleGenerateRequest(
      { type: 'generate', id: 7, input: gallery.input },
      () => (clock += 2.5),
    );
    expect(answer.type).toBe('result');
    if (answer.type !== 'result') return;
    expect(answer.id).toBe(7);
    expect(answer.elapsedMs).toBe(2.5);
    expect(answer.result.form_factors.units).toBe(gallery.expected.units);
    // What crosses to the main thread must survive structured cloning unchanged.
    expect(structuredClone(answer)).toEqual(answer);
  });

  it('turns an unexpected failure into an error answer instead of a silent worker', () => {
    const answer = handleGenerateRequest({ type: 'generate', id: 3, input: null as never }, () => 0);
    expect(answer).toMatchObject({ type: 'error', id: 3 });
  });
});
