import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { IndexParts } from '@plotwise/core';
import { arrayBytes, arrayOver, describeParts, partsOfShape, type ArrayEntry } from './indexFileLayout';

/**
 * The layout of the file: bump it when the bytes or the header's shape change (a file of another version is ignored
 * and the index built from SQL, then written again in the new layout).
 */
const INDEX_FORMAT_VERSION = 1;

/** The file's first bytes: not an index file of ours otherwise. */
const MAGIC = Buffer.from('PLOTIDX\n', 'latin1');
/** magic, format version, header bytes, header CRC-32 */
const PREFIX_BYTES = MAGIC.length + 12;
/** The one index file of a directory; a new generation replaces it by rename. */
const FILE_NAME = 'plot-index.bin';
/** Bytes a single read or write moves (fs calls take at most 2 GiB). */
const CHUNK_BYTES = 64 << 20;

/** What the index was built from: the file is used only while the database still says the same. */
export interface IndexStamp {
  /** plot_features_state.generation */
  readonly generation: number;
  /** plot_features_state.refreshed_at: a database restored or recreated at the same generation number differs here */
  readonly refreshedAt: string | null;
  readonly plotCount: number;
  /** the plot-feature catalogue's keys and types: a build with other columns is another index */
  readonly features: string;
}

interface Header {
  readonly stamp: IndexStamp;
  readonly arrays: readonly ArrayEntry[];
  readonly shape: unknown;
}

/** A temp file older than this is left by a writer that died (a write of 10 M plots takes seconds). */
const STALE_TEMP_MS = 3_600_000;

/** The path of the index file in `dir`. */
export const indexFilePath = (dir: string) => join(dir, FILE_NAME);

const align8 = (n: number) => Math.ceil(n / 8) * 8;
const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

async function writeAll(fh: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesWritten } = await fh.write(bytes, done, Math.min(CHUNK_BYTES, bytes.length - done), position + done);
    done += bytesWritten;
  }
}

async function readAll(fh: FileHandle, bytes: Uint8Array, position: number): Promise<boolean> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesRead } = await fh.read(bytes, done, Math.min(CHUNK_BYTES, bytes.length - done), position + done);
    if (bytesRead === 0) return false;
    done += bytesRead;
  }
  return true;
}

/** Remove the temp files of writers that died (a killed server, a full disk): another server's recent one stays. */
async function removeStaleTemps(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const m = /^plot-index\.bin\.\d+\.(\d+)\.tmp$/.exec(name);
    if (m && Date.now() - Number(m[1]) > STALE_TEMP_MS) await rm(join(dir, name), { force: true });
  }
}

/**
 * Write the index to `dir` as a new file beside the old one, synced, then renamed over it: a reader (this server at
 * its next start, or another server on the same database) sees the old file or the new one, never half of one.
 * Returns the file's bytes.
 */
export async function writeIndexFile(dir: string, parts: IndexParts, stamp: IndexStamp): Promise<number> {
  const { shape, arrays } = describeParts(parts);
  const crcs = arrays.map((a) => crc32(bytesOf(a)));
  // the header's length fixes the arrays' offsets, and they are in the header: place them after a header with room
  const entries = (start: number): ArrayEntry[] => {
    let offset = start;
    return arrays.map((a, i) => {
      const e = { type: a.constructor.name as ArrayEntry['type'], length: a.length, offset, crc: crcs[i]! };
      offset = align8(offset + a.byteLength);
      return e;
    });
  };
  let json = '';
  let dataStart = 0;
  for (let guess = 0; ; guess = dataStart) {
    json = JSON.stringify({ stamp, arrays: entries(guess), shape } satisfies Header);
    const needed = align8(PREFIX_BYTES + Buffer.byteLength(json));
    if (needed <= guess) break;
    dataStart = needed + 1024; // room for the offsets' digits to grow
  }
  const header = Buffer.alloc(dataStart - PREFIX_BYTES, ' '); // padded with spaces: still the same JSON
  header.write(json);
  const prefix = Buffer.alloc(PREFIX_BYTES);
  MAGIC.copy(prefix);
  prefix.writeUInt32LE(INDEX_FORMAT_VERSION, MAGIC.length);
  prefix.writeUInt32LE(header.length, MAGIC.length + 4);
  prefix.writeUInt32LE(crc32(header), MAGIC.length + 8);

  await mkdir(dir, { recursive: true });
  await removeStaleTemps(dir);
  const final = indexFilePath(dir);
  const temp = `${final}.${process.pid}.${Date.now()}.tmp`;
  const fh = await open(temp, 'w');
  try {
    await writeAll(fh, prefix, 0);
    await writeAll(fh, header, PREFIX_BYTES);
    const table = entries(dataStart);
    for (let i = 0; i < arrays.length; i++) await writeAll(fh, bytesOf(arrays[i]!), table[i]!.offset);
    const end = table.length ? table[table.length - 1]!.offset + arrays[arrays.length - 1]!.byteLength : dataStart;
    await fh.truncate(end);
    await fh.sync();
    await fh.close();
    await rename(temp, final);
    return end;
  } catch (e) {
    await fh.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw e;
  }
}

/** A stored index read back, or why the file was not used. */
export type ReadIndex = { readonly ok: true; readonly parts: IndexParts; readonly bytes: number } | { readonly ok: false; readonly reason: string };

const sameStamp = (a: IndexStamp, b: IndexStamp) =>
  a.generation === b.generation && a.refreshedAt === b.refreshedAt && a.plotCount === b.plotCount && a.features === b.features;

/**
 * Read the index file of `dir` when it was built from the data the database holds now (`stamp`): each array straight
 * into its own buffer (a SharedArrayBuffer with `shared`, for the worker threads), its size and CRC checked. A missing,
 * truncated, corrupt or outdated file gives the reason instead; nothing is thrown for a bad file.
 */
export async function readIndexFile(dir: string, stamp: IndexStamp, options: { shared: boolean }): Promise<ReadIndex> {
  let fh: FileHandle;
  try {
    fh = await open(indexFilePath(dir), 'r');
  } catch (e) {
    return { ok: false, reason: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no file' : `cannot open: ${(e as Error).message}` };
  }
  try {
    const fileBytes = (await fh.stat()).size;
    const prefix = Buffer.alloc(PREFIX_BYTES);
    if (!(await readAll(fh, prefix, 0)) || !prefix.subarray(0, MAGIC.length).equals(MAGIC)) return { ok: false, reason: 'not an index file' };
    const version = prefix.readUInt32LE(MAGIC.length);
    if (version !== INDEX_FORMAT_VERSION) return { ok: false, reason: `format ${version}, this server reads ${INDEX_FORMAT_VERSION}` };
    const headerBytes = prefix.readUInt32LE(MAGIC.length + 4);
    if (PREFIX_BYTES + headerBytes > fileBytes) return { ok: false, reason: 'truncated header' };
    const header = Buffer.alloc(headerBytes);
    if (!(await readAll(fh, header, PREFIX_BYTES)) || crc32(header) !== prefix.readUInt32LE(MAGIC.length + 8)) return { ok: false, reason: 'corrupt header' };
    const { stamp: stored, arrays: table, shape } = JSON.parse(header.toString('utf8')) as Header;
    if (!sameStamp(stored, stamp))
      return { ok: false, reason: `built from generation ${stored.generation} (${stored.plotCount} plots), the database has ${stamp.generation} (${stamp.plotCount} plots)` };
    const end = table.reduce((m, e) => Math.max(m, e.offset + arrayBytes(e.type, e.length)), PREFIX_BYTES + headerBytes);
    if (!(end === fileBytes)) return { ok: false, reason: `${fileBytes} bytes, the header describes ${end}` };
    const arrays = [];
    for (const [i, e] of table.entries()) {
      const bytes = arrayBytes(e.type, e.length);
      const buffer = options.shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
      const view = new Uint8Array(buffer);
      if (!(await readAll(fh, view, e.offset))) return { ok: false, reason: `array ${i} truncated` };
      if (crc32(view) !== e.crc) return { ok: false, reason: `array ${i} corrupt (CRC mismatch)` };
      arrays.push(arrayOver(e.type, buffer, e.length)!);
    }
    return { ok: true, parts: partsOfShape(shape, arrays), bytes: fileBytes };
  } catch (e) {
    return { ok: false, reason: `unreadable: ${(e as Error).message}` };
  } finally {
    await fh.close();
  }
}
