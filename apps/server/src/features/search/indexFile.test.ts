import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlotIndex, indexParts, type IndexParts } from '@plotwise/core';
import { syntheticColumns } from '@plotwise/core/search/testing/syntheticPlots';
import { indexFilePath, readIndexFile, writeIndexFile, type IndexStamp } from './indexFile';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'plotwise-indexfile-'));
  dirs.push(d);
  return d;
};

const stamp: IndexStamp = { generation: 7, refreshedAt: '2026-11-27T10:00:00.000Z', plotCount: 3001, features: 'test' };

/** Parts with every form a column takes: Float32 and 8/16-bit coded numbers, 4/8/16-bit categories, no known value, Float64 ids. */
function everyForm(): IndexParts {
  const n = 3001;
  const input = syntheticColumns(n, [
    { key: 'float', kind: 'number', min: 0, max: 1 },
    { key: 'coded8', kind: 'number', min: 1900, max: 2020, integer: true, unknownShare: 0.1 },
    { key: 'coded16', kind: 'number', min: 0, max: 2000, integer: true },
    { key: 'zone', kind: 'category', values: ['a', 'b', 'c'], unknownShare: 0.2 },
    { key: 'wide', kind: 'category', values: Array.from({ length: 300 }, (_, i) => `v${i}`) },
    { key: 'mid', kind: 'category', values: Array.from({ length: 40 }, (_, i) => `m${i}`) },
    { key: 'never', kind: 'number', min: 0, max: 1, unknownShare: 1 },
  ]);
  input.ids[5] = 2 ** 40 + 0.5; // an id beyond 32 bits keeps the ids Float64
  return indexParts(buildPlotIndex(input, { maxCodedValues: 2500 }));
}

describe('the index file', () => {
  it('gives back every array and value as written, on SharedArrayBuffers when asked', async () => {
    const dir = newDir();
    const parts = everyForm();
    const forms = parts.columns.map(([k, c]) => [k, c.kind === 'category' ? c.bits : c.storage]);
    expect(forms).toEqual(expect.arrayContaining([['float', 'float'], ['coded8', 'coded'], ['zone', 4], ['mid', 8], ['wide', 16]]));
    expect(parts.ids).toBeInstanceOf(Float64Array);
    const bytes = await writeIndexFile(dir, parts, stamp);
    expect(readFileSync(indexFilePath(dir)).length).toBe(bytes);
    for (const shared of [false, true]) {
      const read = await readIndexFile(dir, stamp, { shared });
      if (!read.ok) throw new Error(read.reason);
      expect(read.parts).toEqual(parts);
      expect(read.parts.x.buffer instanceof SharedArrayBuffer).toBe(shared);
    }
    const never = parts.columns.find(([k]) => k === 'never')![1];
    expect(never).toMatchObject({ known: 0, min: NaN });
    expect(readdirSync(dir)).toEqual(['plot-index.bin']); // no temp file left
  });

  it('is not used for another stamp or format, or with a damaged header, and says why', async () => {
    const dir = newDir();
    await writeIndexFile(dir, everyForm(), stamp);
    const reason = async (s = stamp) => {
      const r = await readIndexFile(dir, s, { shared: false });
      return r.ok ? 'used' : r.reason;
    };
    expect(await reason({ ...stamp, generation: 8 })).toMatch(/^built from generation 7 \(3001 plots\), the database has 8/);
    expect(await reason({ ...stamp, refreshedAt: null })).toMatch(/^built from generation 7/);
    expect(await reason({ ...stamp, features: 'other' })).toMatch(/^built from generation 7/);
    const good = readFileSync(indexFilePath(dir));
    const version = Buffer.from(good);
    version.writeUInt32LE(99, 8);
    writeFileSync(indexFilePath(dir), version);
    expect(await reason()).toBe('format 99, this server reads 1');
    const header = Buffer.from(good);
    header[40] = header[40] === 0x20 ? 0x21 : 0x20;
    writeFileSync(indexFilePath(dir), header);
    expect(await reason()).toBe('corrupt header');
    writeFileSync(indexFilePath(dir), good.subarray(0, 10));
    expect(await reason()).toBe('not an index file');
    rmSync(indexFilePath(dir));
    expect(await reason()).toBe('no file');
  });

  it("a new file replaces the old by rename; a dead writer's old temp file goes, a recent one stays", async () => {
    const dir = newDir();
    const old = join(dir, `plot-index.bin.1.${Date.now() - 2 * 3_600_000}.tmp`);
    const recent = join(dir, `plot-index.bin.2.${Date.now()}.tmp`);
    writeFileSync(old, 'half');
    writeFileSync(recent, 'half');
    await writeIndexFile(dir, everyForm(), stamp);
    await writeIndexFile(dir, everyForm(), { ...stamp, generation: 8 });
    expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
    expect((await readIndexFile(dir, { ...stamp, generation: 8 }, { shared: false })).ok).toBe(true);
  });
});
