// A small Mapbox Vector Tile (protobuf) reader: enough to take the BAG buildings layer of our own tile
// server apart (polygon rings in tile units and their properties). MapLibre has a reader too, but only
// inside its bundle; this keeps the 3D view from depending on it.

/** A polygon feature of a tile: its outer rings in tile units (0..extent, y down) and its properties. */
export interface TileFeature {
  properties: Record<string, string | number | boolean>;
  rings: [number, number][][];
}

class Reader {
  pos = 0;
  constructor(
    private readonly buf: Uint8Array,
    readonly end = buf.length,
  ) {}
  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const b = this.buf[this.pos++]!;
      result += (b & 0x7f) * shift;
      if (b < 0x80) return result;
      shift *= 128;
    }
  }
  sub(): Reader {
    const length = this.varint();
    const r = new Reader(this.buf, this.pos + length);
    r.pos = this.pos;
    this.pos += length;
    return r;
  }
  string(): string {
    const r = this.sub();
    return new TextDecoder().decode(this.buf.subarray(r.pos, r.end));
  }
  skip(wire: number): void {
    if (wire === 0) this.varint();
    else if (wire === 1) this.pos += 8;
    else if (wire === 2) this.pos = this.sub().end;
    else if (wire === 5) this.pos += 4;
  }
  fixed(bytes: 4 | 8): number {
    const view = new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, bytes);
    this.pos += bytes;
    return bytes === 4 ? view.getFloat32(0, true) : view.getFloat64(0, true);
  }
}

const zigzag = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

function readValue(r: Reader): string | number | boolean {
  let value: string | number | boolean = '';
  while (r.pos < r.end) {
    const tag = r.varint();
    const field = tag >> 3;
    if (field === 1) value = r.string();
    else if (field === 2) value = r.fixed(4);
    else if (field === 3) value = r.fixed(8);
    else if (field === 4 || field === 5) value = r.varint();
    else if (field === 6) value = zigzag(r.varint());
    else if (field === 7) value = r.varint() !== 0;
    else r.skip(tag & 7);
  }
  return value;
}

/** The outer rings of a polygon geometry (MVT spec 2: outer rings turn clockwise on screen, positive area). */
function polygonRings(commands: number[]): [number, number][][] {
  const rings: [number, number][][] = [];
  let x = 0;
  let y = 0;
  let ring: [number, number][] = [];
  for (let i = 0; i < commands.length;) {
    const c = commands[i++]!;
    const id = c & 7;
    const count = c >> 3;
    if (id === 7) {
      let twice = 0;
      for (let k = 0; k < ring.length; k++) {
        const [ax, ay] = ring[k]!;
        const [bx, by] = ring[(k + 1) % ring.length]!;
        twice += ax * by - bx * ay;
      }
      if (twice > 0 && ring.length >= 3) rings.push(ring);
      ring = [];
      continue;
    }
    for (let k = 0; k < count; k++) {
      x += zigzag(commands[i++]!);
      y += zigzag(commands[i++]!);
      if (id === 1) ring = [[x, y]];
      else ring.push([x, y]);
    }
  }
  return rings;
}

interface RawLayer {
  extent: number;
  features: { properties: TileFeature['properties']; type: number; geometry: number[] }[];
}

/** One named layer of a tile with its features' properties and raw geometry commands; null when absent. */
function readLayer(bytes: Uint8Array, layerName: string): RawLayer | null {
  const tile = new Reader(bytes);
  while (tile.pos < tile.end) {
    const tag = tile.varint();
    if (tag >> 3 !== 3) {
      tile.skip(tag & 7);
      continue;
    }
    const layer = tile.sub();
    let name = '';
    let extent = 4096;
    const keys: string[] = [];
    const values: (string | number | boolean)[] = [];
    const raw: { tags: number[]; type: number; geometry: number[] }[] = [];
    while (layer.pos < layer.end) {
      const lt = layer.varint();
      const field = lt >> 3;
      if (field === 1) name = layer.string();
      else if (field === 3) keys.push(layer.string());
      else if (field === 4) values.push(readValue(layer.sub()));
      else if (field === 5) extent = layer.varint();
      else if (field === 2) {
        const f = layer.sub();
        const feature = { tags: [] as number[], type: 0, geometry: [] as number[] };
        while (f.pos < f.end) {
          const ft = f.varint();
          const ff = ft >> 3;
          if (ff === 3) feature.type = f.varint();
          else if (ff === 2 || ff === 4) {
            const packed = f.sub();
            const into = ff === 2 ? feature.tags : feature.geometry;
            while (packed.pos < packed.end) into.push(packed.varint());
          } else f.skip(ft & 7);
        }
        raw.push(feature);
      } else layer.skip(lt & 7);
    }
    if (name !== layerName) continue;
    return {
      extent,
      features: raw.map((f) => {
        const properties: TileFeature['properties'] = {};
        for (let k = 0; k + 1 < f.tags.length; k += 2)
          properties[keys[f.tags[k]!]!] = values[f.tags[k + 1]!]!;
        return { properties, type: f.type, geometry: f.geometry };
      }),
    };
  }
  return null;
}

/** The polygon features of one layer of a tile, and the layer's extent. */
export function decodeMvtLayer(
  bytes: Uint8Array,
  layerName: string,
): { extent: number; features: TileFeature[] } {
  const layer = readLayer(bytes, layerName);
  if (!layer) return { extent: 4096, features: [] };
  const features = layer.features
    .filter((f) => f.type === 3)
    .map((f) => ({ properties: f.properties, rings: polygonRings(f.geometry) }));
  return { extent: layer.extent, features };
}

/** A point of a tile: tile units (0..extent, y down) and its properties; a multipoint gives one per point. */
export interface TilePoint {
  properties: TileFeature['properties'];
  x: number;
  y: number;
}

/** The point features of one layer of a tile, and the layer's extent. */
export function decodeMvtPoints(
  bytes: Uint8Array,
  layerName: string,
): { extent: number; points: TilePoint[] } {
  const layer = readLayer(bytes, layerName);
  if (!layer) return { extent: 4096, points: [] };
  const points: TilePoint[] = [];
  for (const f of layer.features) {
    if (f.type !== 1) continue;
    let x = 0;
    let y = 0;
    for (let i = 0; i < f.geometry.length;) {
      const count = f.geometry[i++]! >> 3;
      for (let k = 0; k < count && i + 1 < f.geometry.length; k++) {
        x += zigzag(f.geometry[i++]!);
        y += zigzag(f.geometry[i++]!);
        points.push({ properties: f.properties, x, y });
      }
    }
  }
  return { extent: layer.extent, points };
}
