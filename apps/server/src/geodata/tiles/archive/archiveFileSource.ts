import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { RangeResponse, Source } from 'pmtiles';

/** protomaps' reader on a local archive file: each read a byte range, as a CDN answers it (the tests and bench:tiles). */
export class ArchiveFileSource implements Source {
  constructor(private readonly path: string) {}

  getKey(): string {
    return this.path;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const fd = openSync(this.path, 'r');
    try {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, fstatSync(fd).size - offset)));
      readSync(fd, buf, 0, buf.length, offset);
      return { data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length) as ArrayBuffer };
    } finally {
      closeSync(fd);
    }
  }
}
