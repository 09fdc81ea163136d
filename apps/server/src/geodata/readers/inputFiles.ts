import { StringDecoder } from 'node:string_decoder';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { AppError } from '../../http/appError';

/** One file to read: a plain file, a file in a folder, or an entry of a (nested) zip file. */
export interface InputEntry {
  /** the name shown in reports: zip entries as `archive.zip!entry.xml` */
  name: string;
  size: number;
  open(): Promise<Readable>;
  /** top-level JSON members beside the streamed features (a paged source reads its `links` here) */
  onJsonMember?(key: string, value: unknown): void;
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );

const nextEntry = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry | null>((resolve, reject) => {
    const onEntry = (e: yauzl.Entry) => done(() => resolve(e));
    const onEnd = () => done(() => resolve(null));
    const onError = (e: Error) => done(() => reject(e));
    const done = (f: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      f();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });

const openEntry = (zip: yauzl.ZipFile, e: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) => zip.openReadStream(e, (err, s) => (err ? reject(err) : resolve(s))));

/**
 * The files under `path` that `accept` wants, in name order: the file itself, the files of a folder, or
 * the entries of zip files (BAG extracts nest one zip per object type in the national zip). Entries are
 * read as streams; a nested zip is first copied to a temporary file because zip needs random access.
 */
export async function* inputEntries(path: string, accept: (name: string) => boolean): AsyncGenerator<InputEntry> {
  if (!existsSync(path)) throw new AppError('validation_failed', `${path}: no such file or folder`);
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const f of readdirSync(path).sort()) yield* inputEntries(join(path, f), accept);
    return;
  }
  if (/\.zip$/i.test(path)) {
    yield* zipEntries(path, basename(path), accept);
    return;
  }
  if (accept(basename(path))) yield { name: basename(path), size: st.size, open: async () => createReadStream(path, { highWaterMark: 1 << 20 }) }; // large reads: fewer trips to the thread pool
}

async function* zipEntries(file: string, label: string, accept: (name: string) => boolean): AsyncGenerator<InputEntry> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (e) {
    throw new AppError('validation_failed', `${label}: not a readable zip file (${(e as Error).message})`);
  }
  try {
    const entries: yauzl.Entry[] = [];
    for (let e = await nextEntry(zip); e; e = await nextEntry(zip)) if (!e.fileName.endsWith('/')) entries.push(e);
    entries.sort((a, b) => a.fileName.localeCompare(b.fileName));
    for (const e of entries) {
      const name = `${label}!${e.fileName}`;
      if (/\.zip$/i.test(e.fileName)) {
        const dir = mkdtempSync(join(tmpdir(), 'plotwise-zip-'));
        try {
          const inner = join(dir, basename(e.fileName));
          await pipeline(await openEntry(zip, e), createWriteStream(inner));
          yield* zipEntries(inner, name, accept);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      } else if (accept(basename(e.fileName))) {
        yield { name, size: e.uncompressedSize, open: () => openEntry(zip, e) };
      }
    }
  } finally {
    zip.close();
  }
}

/** Text chunks of a stream, counting the bytes read (for progress). */
export async function* textChunks(stream: Readable, onBytes: (n: number) => void): AsyncGenerator<string> {
  // StringDecoder keeps a character split between chunks, like TextDecoder's stream mode, in about half the time
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    let text = decoder.write(chunk);
    // a byte order mark is not content (TextDecoder dropped it)
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
