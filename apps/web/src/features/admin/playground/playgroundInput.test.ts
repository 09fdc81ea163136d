import { describe, expect, it } from 'vitest';
import { blockExamples, generate } from '@plotwise/core/generator/index';
import { galleryFlatExample } from '@plotwise/core/finance/index';
import { parseFinanceInput, parseGeneratorInput, parseSearchFilters, pathText } from './playgroundInput';
import { playgroundEngines } from './playgroundEngines';

describe('the playground reads pasted inputs', () => {
  it('takes every example it prefills', () => {
    for (const engine of playgroundEngines) {
      const text = JSON.stringify(engine.example());
      const parse = { generator: parseGeneratorInput, finance: parseFinanceInput, search: parseSearchFilters }[engine.key];
      expect(parse(text).ok, engine.key).toBe(true);
    }
  });

  it('gives the generator the same result for an example as the example itself', () => {
    const example = blockExamples()[0]!;
    const parsed = parseGeneratorInput(JSON.stringify(example.input));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(generate(parsed.value).form_factors.units).toBe(example.expected.units);
  });

  it('says where invalid JSON breaks', () => {
    const parsed = parseGeneratorInput('{ "building": ');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems[0]!.path).toBe('(JSON)');
  });

  it('lists every wrong path of a generator input', () => {
    const input = structuredClone(blockExamples()[0]!.input) as unknown as Record<string, Record<string, unknown>>;
    input.building!.maxwidth = 'wide';
    (input.building!.cfg as Record<string, unknown>).blocktype = 'castle';
    input.site = { buildable_area: [{ x: 1, y: 2 }] };
    const parsed = parseGeneratorInput(JSON.stringify(input));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.path).sort()).toEqual(['building.cfg.blocktype', 'building.maxwidth', 'site.buildable_area']);
  });

  it('refuses a finance input that is no object and a search body without filters', () => {
    const finance = parseFinanceInput(JSON.stringify({ ...galleryFlatExample, plotAreaSquareMeters: 'big', costs: 3 }));
    expect(finance.ok).toBe(false);
    if (!finance.ok) expect(finance.problems.map((p) => p.path).sort()).toEqual(['costs', 'plotAreaSquareMeters']);
    const search = parseSearchFilters(JSON.stringify({ filters: [{ weight: 5 }], extra: 1 }));
    expect(search.ok).toBe(false);
    if (!search.ok) expect(search.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['filters[0].key', '(the whole input)']));
  });

  it('writes paths with indices', () => {
    expect(pathText(['building', 'cfg', 'floors', 0, 'height'])).toBe('building.cfg.floors[0].height');
    expect(pathText([])).toBe('(the whole input)');
  });
});
