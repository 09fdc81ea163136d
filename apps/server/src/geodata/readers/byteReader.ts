/**
 * Exact-size reads over a stream of byte chunks: the binary formats (shapefile .shp, .dbf) are read record by
 * record as they stream, so a file of any size takes the memory of one record.
 */
export class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private done = false;
  /** bytes handed out so far (the offset of the next read) */
  offset = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** The next `n` bytes; null at the end of the stream when none are left; `short` when it ends inside them. */
  async read(n: number): Promise<Buffer | null | { short: number }> {
    while (this.buffered < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length) {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
    if (this.buffered === 0 && n > 0) return null;
    if (this.buffered < n) return { short: this.buffered };
    const first = this.chunks[0]!;
    let out: Buffer;
    if (first.length >= n) {
      out = first.subarray(0, n);
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
    } else {
      const all = Buffer.concat(this.chunks);
      out = all.subarray(0, n);
      this.chunks = all.length > n ? [all.subarray(n)] : [];
    }
    this.buffered -= n;
    this.offset += n;
    return out;
  }

  /** Skip `n` bytes (a record's unused tail); false when the stream ends first. */
  async skip(n: number): Promise<boolean> {
    const b = await this.read(n);
    return n === 0 || Buffer.isBuffer(b);
  }
}
