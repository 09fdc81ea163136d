import { createHash } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, rmSync, writeSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

// A writer of PMTiles version 3 archives (github.com/protomaps/PMTiles, spec/v3/spec.md): a 127-byte header, the
// root directory, the JSON metadata, the leaf directories, then the tile data. Directories and metadata are
// gzipped, tiles too (the header says so, and the reader decompresses). Tiles are added in ascending tile id (the
// Hilbert order of the spec), so the data section is clustered; identical tiles are stored once (the entries point
// to one offset, and a run of equal neighbours is one entry with a run length).

const HEADER_BYTES = 127;
/** Header and root directory must fit in the first 16 KiB a reader fetches (spec v3). */
const ROOT_LIMIT_BYTES = 16_384 - HEADER_BYTES;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

/** The box, centre and zooms the header carries, in degrees (WGS84) as the spec asks. */
export interface ArchiveExtent {
  minZoom: number;
  maxZoom: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/** What the archive holds, for the listing and the staff's report. */
export interface WrittenArchive {
  bytes: number;
  /** tiles addressed (a run of equal tiles counts each) */
  tiles: number;
  /** distinct tile bodies stored */
  contents: number;
}

/**
 * Collects tiles into a data file beside the archive, then writes the archive in one pass: the directories are
 * known only when every tile is in, and they come before the data.
 */
export class PmtilesWriter {
  private readonly entries: Entry[] = [];
  private readonly offsetsByHash = new Map<string, { offset: number; length: number }>();
  private readonly dataFd: number;
  private dataBytes = 0;
  private lastTileId = -1;
  private addressed = 0;

  /** `rootLimitBytes`: the root directory's room (the spec's 16 KiB less the header; smaller in tests, to make leaves). */
  constructor(
    private readonly dataPath: string,
    private readonly rootLimitBytes = ROOT_LIMIT_BYTES,
  ) {
    this.dataFd = openSync(dataPath, 'w');
  }

  /** Adds a tile (an MVT, uncompressed); tiles come in ascending tile id, an empty one is left out (the spec forbids it). */
  add(z: number, x: number, y: number, mvt: Uint8Array): void {
    if (!mvt.length) return;
    const tileId = zxyToTileId(z, x, y);
    if (tileId <= this.lastTileId) throw new Error(`PMTiles: tile ${z}/${x}/${y} comes after a tile of a higher id`);
    this.lastTileId = tileId;
    this.addressed++;
    const hash = createHash('sha1').update(mvt).digest('base64');
    const last = this.entries.at(-1);
    const stored = this.offsetsByHash.get(hash);
    if (stored && last && last.offset === stored.offset && last.tileId + last.runLength === tileId) {
      last.runLength++;
      return;
    }
    if (stored) {
      this.entries.push({ tileId, offset: stored.offset, length: stored.length, runLength: 1 });
      return;
    }
    const body = gzipSync(mvt);
    writeSync(this.dataFd, body);
    const entry = { tileId, offset: this.dataBytes, length: body.length, runLength: 1 };
    this.offsetsByHash.set(hash, { offset: entry.offset, length: entry.length });
    this.entries.push(entry);
    this.dataBytes += body.length;
  }

  /** Writes the archive to `path` (header, directories, metadata, then the data file) and removes the data file. */
  async finish(path: string, extent: ArchiveExtent, metadata: Record<string, unknown>): Promise<WrittenArchive> {
    closeSync(this.dataFd);
    try {
      if (!this.entries.length) throw new Error('PMTiles: an archive needs at least one tile');
      const { root, leaves } = buildDirectories(this.entries, this.rootLimitBytes);
      const meta = gzipSync(Buffer.from(JSON.stringify(metadata)));
      const rootOffset = HEADER_BYTES;
      const metaOffset = rootOffset + root.length;
      const leafOffset = metaOffset + meta.length;
      const dataOffset = leafOffset + leaves.length;
      const header = encodeHeader({
        rootOffset,
        rootLength: root.length,
        metaOffset,
        metaLength: meta.length,
        leafOffset,
        leafLength: leaves.length,
        dataOffset,
        dataLength: this.dataBytes,
        addressed: this.addressed,
        entries: this.entries.length,
        contents: this.offsetsByHash.size,
        extent,
      });
      const out = createWriteStream(path);
      for (const part of [header, root, meta, leaves]) out.write(part);
      await pipeline(createReadStream(this.dataPath), out);
      return { bytes: dataOffset + this.dataBytes, tiles: this.addressed, contents: this.offsetsByHash.size };
    } finally {
      rmSync(this.dataPath, { force: true });
    }
  }

  /** Gives up: closes and removes the data file. */
  abort(): void {
    try {
      closeSync(this.dataFd);
    } catch {
      // closed by finish already
    }
    rmSync(this.dataPath, { force: true });
  }
}

/**
 * The root directory alone when it fits in the first 16 KiB, else leaves of `leafSize` entries with the root
 * pointing to them (as the reference writer does, the leaf size grows until the root fits).
 */
function buildDirectories(entries: Entry[], rootLimitBytes: number): { root: Buffer; leaves: Buffer } {
  const whole = serializeDirectory(entries);
  if (whole.length <= rootLimitBytes) return { root: whole, leaves: Buffer.alloc(0) };
  for (let leafSize = Math.min(4096, Math.ceil(entries.length / 8)); ; leafSize *= 2) {
    const leafParts: Buffer[] = [];
    const rootEntries: Entry[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize));
      rootEntries.push({ tileId: entries[i]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const root = serializeDirectory(rootEntries);
    if (root.length <= rootLimitBytes) return { root, leaves: Buffer.concat(leafParts) };
  }
}

/** A directory as the spec serializes it: count, then the columns (ids as deltas, run lengths, lengths, offsets), gzipped. */
function serializeDirectory(entries: Entry[]): Buffer {
  const out: number[] = [];
  varint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    varint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) varint(out, e.runLength);
  for (const e of entries) varint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    // 0: right after the previous entry's bytes; otherwise the offset plus one
    varint(out, i > 0 && previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1);
  });
  return gzipSync(Buffer.from(out));
}

/** An unsigned LEB128 varint; tile ids pass 2^32 at zoom 16, so no 32-bit bit operations. */
function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function encodeHeader(h: {
  rootOffset: number;
  rootLength: number;
  metaOffset: number;
  metaLength: number;
  leafOffset: number;
  leafLength: number;
  dataOffset: number;
  dataLength: number;
  addressed: number;
  entries: number;
  contents: number;
  extent: ArchiveExtent;
}): Buffer {
  const b = Buffer.alloc(HEADER_BYTES);
  b.write('PMTiles', 0, 'latin1');
  b.writeUInt8(3, 7);
  const u64 = [h.rootOffset, h.rootLength, h.metaOffset, h.metaLength, h.leafOffset, h.leafLength, h.dataOffset, h.dataLength, h.addressed, h.entries, h.contents];
  u64.forEach((v, i) => b.writeBigUInt64LE(BigInt(v), 8 + 8 * i));
  b.writeUInt8(1, 96); // clustered: the data is in tile id order
  b.writeUInt8(COMPRESSION_GZIP, 97);
  b.writeUInt8(COMPRESSION_GZIP, 98);
  b.writeUInt8(TILE_TYPE_MVT, 99);
  const { extent: e } = h;
  b.writeUInt8(e.minZoom, 100);
  b.writeUInt8(e.maxZoom, 101);
  const e7 = (deg: number) => Math.round(deg * 1e7);
  b.writeInt32LE(e7(e.west), 102);
  b.writeInt32LE(e7(e.south), 106);
  b.writeInt32LE(e7(e.east), 110);
  b.writeInt32LE(e7(e.north), 114);
  b.writeUInt8(e.minZoom, 118);
  b.writeInt32LE(e7((e.west + e.east) / 2), 119);
  b.writeInt32LE(e7((e.south + e.north) / 2), 123);
  return b;
}
