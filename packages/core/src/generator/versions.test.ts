import { describe, expect, it } from 'vitest';
import { blockExamples } from './examples/blockExamples';
import { generate, generatorVersions, resolveGeneratorVersion } from './versions';

const input = (version: number) => {
  const e = blockExamples().find((x) => x.name === 'gallery_flats')!.input;
  return { ...e, building: { ...e.building, version } };
};

describe('generator versions', () => {
  it('runs the matching version for 3 and 3.1 to 3.7, and the latest for anything else from 3 up', () => {
    expect(generatorVersions.map((v) => v.label)).toEqual([
      '3',
      '3.1',
      '3.2',
      '3.3',
      '3.4',
      '3.5',
      '3.6',
      '3.7',
    ]);
    expect(resolveGeneratorVersion(3)?.label).toBe('3');
    expect(resolveGeneratorVersion(3.4)?.label).toBe('3.4');
    expect(resolveGeneratorVersion(3.05)?.label).toBe('3.7');
    expect(resolveGeneratorVersion(4)?.label).toBe('3.7');
    expect(generate(input(3.2)).model.generator_version).toBe('3.2');
  });

  it('yields an empty space with a message below version 3', () => {
    const r = generate(input(2));
    expect(r.model.generator_version).toBeNull();
    expect(r.model.children.floors).toEqual([]);
    expect(r.form_factors.gfa).toBe(0);
    expect(r.messages.map((m) => m.message)).toEqual(['generator_version_unsupported']);
  });
});
