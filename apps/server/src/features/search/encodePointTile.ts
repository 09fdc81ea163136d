/**
 * A minimal Mapbox Vector Tile (v2) writer for one layer of points with numeric properties: what the map
 * needs to colour search matches by score. Protocol buffers by hand: varints, zigzag, packed fields.
 */

/** A point in tile coordinates (0 .. extent) with numeric properties. */
export interface TilePoint {
  readonly id?: number;
  readonly x: number;
  readonly y: number;
  readonly properties: Readonly<Record<string, number>>;
}

class Writer {
  buf = new Uint8Array(256);
  pos = 0;
  private ensure(n: number) {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const b = new Uint8Array(size);
    b.set(this.buf.subarray(0, this.pos));
    this.buf = b;
  }
  varint(v: number) {
    // exact for whole numbers up to 2^53 (plot ids), not only 32 bits
    this.ensure(10);
    let n = v;
    while (n >= 0x80) {
      this.buf[this.pos++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    this.buf[this.pos++] = n;
  }
  key(field: number, wire: number) {
    this.varint((field << 3) | wire);
  }
  bytes(field: number, b: Uint8Array) {
    this.key(field, 2);
    this.varint(b.length);
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }
  string(field: number, s: string) {
    this.bytes(field, new TextEncoder().encode(s));
  }
  double(field: number, v: number) {
    this.key(field, 1);
    this.ensure(8);
    new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, 8).setFloat64(0, v, true);
    this.pos += 8;
  }
  packed(field: number, values: readonly number[]) {
    const w = new Writer();
    for (const v of values) w.varint(v);
    this.bytes(field, w.finish());
  }
  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}

const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);

/** Encode one layer of points as a vector tile; properties that are whole numbers >= 0 become uint, others double. */
export function encodePointTile(layerName: string, points: readonly TilePoint[], extent = 4096): Uint8Array {
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  const values: number[] = [];
  const valueIndex = new Map<string, number>();
  const features: Uint8Array[] = [];
  for (const p of points) {
    const tags: number[] = [];
    for (const [k, v] of Object.entries(p.properties)) {
      if (!Number.isFinite(v)) continue;
      let ki = keyIndex.get(k);
      if (ki === undefined) keyIndex.set(k, (ki = keys.push(k) - 1));
      const vk = `${Number.isInteger(v) && v >= 0 ? 'u' : 'd'}${v}`;
      let vi = valueIndex.get(vk);
      if (vi === undefined) valueIndex.set(vk, (vi = values.push(v) - 1));
      tags.push(ki, vi);
    }
    const f = new Writer();
    if (p.id !== undefined && Number.isInteger(p.id) && p.id >= 0) {
      f.key(1, 0);
      f.varint(p.id);
    }
    if (tags.length) f.packed(2, tags);
    f.key(3, 0);
    f.varint(1); // POINT
    f.packed(4, [(1 & 0x7) | (1 << 3), zigzag(Math.round(p.x)), zigzag(Math.round(p.y))]); // MoveTo(1)
    features.push(f.finish());
  }
  const layer = new Writer();
  layer.key(15, 0);
  layer.varint(2);
  layer.string(1, layerName);
  for (const f of features) layer.bytes(2, f);
  for (const k of keys) layer.string(3, k);
  for (const v of values) {
    const w = new Writer();
    if (Number.isInteger(v) && v >= 0) {
      w.key(5, 0);
      w.varint(v);
    } else w.double(3, v);
    layer.bytes(4, w.finish());
  }
  layer.key(5, 0);
  layer.varint(extent);
  const tile = new Writer();
  if (features.length) tile.bytes(3, layer.finish());
  return tile.finish();
}
