import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PMTiles } from 'pmtiles';
import { ArchiveFileSource } from './archiveFileSource';
import { PmtilesWriter } from './pmtilesWriter';

// The archive is read back with protomaps' own reader (the `pmtiles` package the map uses): an archive it reads is
// one any PMTiles client reads.
const dir = mkdtempSync(join(tmpdir(), 'pmtiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const extent = { minZoom: 0, maxZoom: 8, west: 3.2, south: 50.7, east: 7.3, north: 53.6 };
const bytes = (...v: number[]) => Uint8Array.from(v);
const tileOf = async (archive: PMTiles, z: number, x: number, y: number) => {
  const t = await archive.getZxy(z, x, y);
  return t ? Array.from(new Uint8Array(t.data)) : null;
};

describe('PMTiles writer', () => {
  it('writes tiles a PMTiles reader finds by z/x/y, equal tiles once, a run of them as one entry', async () => {
    const writer = new PmtilesWriter(join(dir, 'a.data'));
    writer.add(0, 0, 0, bytes(1, 2, 3));
    // z1 in Hilbert order: (0,0), (0,1), (1,1), (1,0)
    writer.add(1, 0, 0, bytes(9));
    writer.add(1, 0, 1, bytes(9));
    writer.add(1, 1, 1, bytes(9));
    writer.add(1, 1, 0, bytes(4, 5));
    writer.add(2, 0, 0, new Uint8Array(0));
    const written = await writer.finish(join(dir, 'a.pmtiles'), { ...extent, maxZoom: 2 }, { name: 'test', vector_layers: [] });
    expect(written).toEqual({ bytes: statSync(join(dir, 'a.pmtiles')).size, tiles: 5, contents: 3 });

    const archive = new PMTiles(new ArchiveFileSource(join(dir, 'a.pmtiles')));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 2, numAddressedTiles: 5, numTileEntries: 3, numTileContents: 3, clustered: true, tileType: 1 });
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([3.2, 50.7, 7.3, 53.6]);
    expect(await tileOf(archive, 0, 0, 0)).toEqual([1, 2, 3]);
    expect(await tileOf(archive, 1, 0, 1)).toEqual([9]);
    expect(await tileOf(archive, 1, 1, 1)).toEqual([9]);
    expect(await tileOf(archive, 1, 1, 0)).toEqual([4, 5]);
    // an empty tile is absent, and so is one never added
    expect(await tileOf(archive, 2, 0, 0)).toBeNull();
    expect(await tileOf(archive, 2, 3, 3)).toBeNull();
    expect(await archive.getMetadata()).toEqual({ name: 'test', vector_layers: [] });
    expect(existsData('a.data')).toBe(false);
  });

  it('puts a directory too large for the root into leaves the reader follows', async () => {
    // 65 536 entries take 10 KB of root here: a root of 1 KiB makes the writer use leaves, as a country's archive would
    const writer = new PmtilesWriter(join(dir, 'b.data'), 1024);
    // every tile of zoom 7 in tile id order, each different
    const ids: [number, number][] = [];
    for (let x = 0; x < 128; x++) for (let y = 0; y < 128; y++) ids.push([x, y]);
    const { zxyToTileId } = await import('pmtiles');
    ids.sort((a, b) => zxyToTileId(7, a[0], a[1]) - zxyToTileId(7, b[0], b[1]));
    // bodies of differing lengths (a directory of equal lengths and contiguous offsets packs into a few bytes)
    const bodyOf = (x: number, y: number) => Uint8Array.from({ length: 3 + ((x * 7919 + y * 104_729) % 200) }, (_, i) => (i < 2 ? [x, y][i]! : (x * y + i * 31) % 256));
    for (const [x, y] of ids) writer.add(7, x, y, bodyOf(x, y));
    await writer.finish(join(dir, 'b.pmtiles'), { ...extent, minZoom: 7, maxZoom: 7 }, {});
    const archive = new PMTiles(new ArchiveFileSource(join(dir, 'b.pmtiles')));
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryLength).toBeLessThanOrEqual(1024);
    for (const [x, y] of [[0, 0], [127, 127], [17, 100], [64, 3]] as const) expect(await tileOf(archive, 7, x, y)).toEqual(Array.from(bodyOf(x, y)));
  });

  it('refuses a tile out of tile id order and an archive without a tile', async () => {
    const writer = new PmtilesWriter(join(dir, 'c.data'));
    writer.add(1, 1, 1, bytes(1));
    expect(() => writer.add(1, 0, 1, bytes(2))).toThrow(/after a tile of a higher id/);
    writer.abort();
    expect(existsData('c.data')).toBe(false);
    const empty = new PmtilesWriter(join(dir, 'd.data'));
    await expect(empty.finish(join(dir, 'd.pmtiles'), extent, {})).rejects.toThrow(/at least one tile/);
    expect(existsData('d.data')).toBe(false);
  });
});

function existsData(name: string): boolean {
  try {
    statSync(join(dir, name));
    return true;
  } catch {
    return false;
  }
}
