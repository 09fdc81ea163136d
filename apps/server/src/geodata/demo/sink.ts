import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { dirname } from 'node:path';

const CHUNK = 1 << 18;

/**
 * A file written as it is generated: strings are collected and handed to the stream in chunks of 256 kB,
 * and `drain()` waits while the disk is behind, so memory stays bounded however large the region is.
 */
export class Sink {
  private parts: string[] = [];
  private pending = 0;
  private readonly stream: WriteStream;
  /** features (or rows) written, for the manifest */
  count = 0;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.stream = createWriteStream(path);
  }

  write(s: string) {
    this.parts.push(s);
    this.pending += s.length;
  }

  /** Hand collected text to the file once there is a chunk's worth, waiting for the disk when it is behind. */
  async drain(force = false) {
    if (!this.pending || (!force && this.pending < CHUNK)) return;
    const text = this.parts.join('');
    this.parts = [];
    this.pending = 0;
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  /** Give up the file (generation failed or was stopped). */
  abort() {
    this.stream.destroy();
  }

  async close() {
    await this.drain(true);
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

/** Cosmetic pseudo-random 32-bit value of a number (dates, GUIDs): the writers stay pure functions of the model. */
export function mix32(n: number, salt = 0): number {
  let h = (Math.imul(n | 0, 0x9e3779b1) ^ Math.imul((n / 4294967296) | 0, 0x85ebca77) ^ salt) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A GUID-shaped string derived from a number. */
export function guidOf(n: number, salt = 0): string {
  const h = [0, 1, 2, 3].map((k) => mix32(n, salt * 4 + k).toString(16).padStart(8, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A date in `year` (month and day from the number). */
export function dateIn(year: number, n: number): string {
  const h = mix32(n, 7);
  return `${year}-${String(1 + (h % 12)).padStart(2, '0')}-${String(1 + ((h >>> 8) % 28)).padStart(2, '0')}`;
}

/** Escape text for XML content and attributes. */
export const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
