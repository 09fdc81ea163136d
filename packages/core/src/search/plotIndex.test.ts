import { describe, expect, it } from 'vitest';
import { buildPlotIndex, categoryCodeAt, indexBytes, numberAt, type CategoryColumn, type PlotColumnsInput } from './plotIndex';

function columns(numbers: Record<string, Float32Array>): PlotColumnsInput {
  const n = Object.values(numbers)[0]!.length;
  const lon = new Float32Array(n).map((_, i) => 5 + (i % 100) / 1000);
  const lat = new Float32Array(n).map((_, i) => 52 + Math.floor(i / 100) / 1000);
  return { ids: new Float64Array(n).map((_, i) => i + 1), x: new Float64Array(n), y: new Float64Array(n), lon, lat, numbers, categories: {} };
}

describe('coded numeric columns', () => {
  const n = 70_000;
  const years = new Float32Array(n).map((_, i) => (i % 7 === 0 ? NaN : 1900 + (i % 120)));
  const metres = new Float32Array(n).map((_, i) => (i % 1000) * 0.001 + Math.floor(i / 1000)); // 70 000 distinct
  const few = new Float32Array(n).map((_, i) => (i % 3 === 0 ? -0 : i % 3 === 1 ? 0 : 2.5));
  const dist = new Float32Array(n).map((_, i) => Math.fround((i % 20_000) * 0.001));
  const index = buildPlotIndex(columns({ years: years.slice(), metres: metres.slice(), few: few.slice(), dist: dist.slice() }));
  const byId = (id: number) => Array.from(index.ids).indexOf(id);

  it('keeps one byte per plot up to 255 values, two up to 65 535, Float32 beyond', () => {
    const storage = (k: string) => {
      const c = index.columns.get(k)!;
      return c.kind === 'number' && c.storage === 'coded' ? c.codes.BYTES_PER_ELEMENT : c.kind === 'number' ? 'float' : 'category';
    };
    expect([storage('years'), storage('few'), storage('dist'), storage('metres')]).toEqual([1, 1, 2, 'float']);
  });

  it('gives back every value exactly, unknown as NaN and -0 as 0', () => {
    for (const id of [1, 2, 3, 8, 12_345, 69_999, 70_000]) {
      const p = byId(id);
      for (const [key, source] of [['years', years], ['few', few], ['dist', dist], ['metres', metres]] as const) {
        const want = source[id - 1]!;
        const got = numberAt(index.columns.get(key) as never, p);
        if (Number.isNaN(want)) expect(got).toBeNaN();
        else expect(got === want).toBe(true);
      }
    }
    const c = index.columns.get('few');
    expect(c?.kind === 'number' && c.storage === 'coded' ? Array.from(c.dictionary) : null).toEqual([0, 2.5]);
  });

  it('counts the dictionaries in the index bytes and is smaller than Float32', () => {
    const floats = buildPlotIndex(columns({ years, metres, few, dist }), { maxCodedValues: 0 });
    // 3 + 3 + 2 bytes a plot fewer, plus the dictionaries (120 years, 2 values, 20 000 distances)
    expect(indexBytes(index)).toBe(indexBytes(floats) - n * (3 + 3 + 2) + (120 + 2 + 20_000) * 4);
  });
});

describe('category columns', () => {
  // an odd number of plots: the last byte of a 4-bit column holds one plot
  const n = 70_001;
  const dictionary = (k: number) => Array.from({ length: k }, (_, i) => `v${i}`);
  const codes = (k: number) => new Uint16Array(n).map((_, i) => (i * 7919) % (k + 1));
  const input = (): PlotColumnsInput => ({
    ...columns({ any: new Float32Array(n) }),
    categories: { few: { codes: codes(15), dictionary: dictionary(15) }, more: { codes: codes(16), dictionary: dictionary(16) }, many: { codes: codes(300), dictionary: dictionary(300) } },
  });
  const index = buildPlotIndex(input());
  const ids = Array.from(index.ids);

  it('take 4 bits a plot up to 15 values, 8 up to 255, else 16', () => {
    const bits = (k: string) => (index.columns.get(k) as CategoryColumn).bits;
    const bytes = (k: string) => (index.columns.get(k) as CategoryColumn).codes.byteLength;
    expect([bits('few'), bits('more'), bits('many')]).toEqual([4, 8, 16]);
    expect([bytes('few'), bytes('more'), bytes('many')]).toEqual([(n + 1) / 2, n, 2 * n]);
  });

  it('give back every code of every plot, the unknown (0) included', () => {
    const source = input().categories;
    for (const key of ['few', 'more', 'many']) {
      const column = index.columns.get(key) as CategoryColumn;
      let known = 0;
      for (let p = 0; p < n; p++) {
        const want = source[key]!.codes[ids[p]! - 1]!;
        if (categoryCodeAt(column, p) !== want) throw new Error(`${key}: plot ${p} has ${categoryCodeAt(column, p)}, not ${want}`);
        if (want) known++;
      }
      expect(column.known).toBe(known);
    }
  });
});
