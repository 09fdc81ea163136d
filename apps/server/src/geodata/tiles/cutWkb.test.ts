import { describe, expect, it } from 'vitest';
import { cutPoint, cutWkb } from './cutWkb';
import { GeomType } from './tileGeometry';
import type { TileProjection } from './tileProjection';

// Coordinates are given in tile units: the projection is the identity, so the test is about reading, clipping,
// rounding and ring orientation. The buffered tile runs from -64 to 4160.
const identity = { projectInto: (x: number, y: number, out: Float64Array, at: number) => ((out[at] = x), (out[at + 1] = y)) } as unknown as TileProjection;

class Wkb {
  private readonly parts: number[] = [];
  private readonly view = new DataView(new ArrayBuffer(8));
  private byte(b: number) {
    this.parts.push(b);
    return this;
  }
  u32(n: number, little = true) {
    this.view.setUint32(0, n, little);
    for (let i = 0; i < 4; i++) this.byte(this.view.getUint8(i));
    return this;
  }
  f64(n: number, little = true) {
    this.view.setFloat64(0, n, little);
    for (let i = 0; i < 8; i++) this.byte(this.view.getUint8(i));
    return this;
  }
  head(type: number, little = true) {
    return this.byte(little ? 1 : 0).u32(type, little);
  }
  polygon(rings: number[][][], little = true, z?: number) {
    this.head(z === undefined ? 3 : 1003, little).u32(rings.length, little);
    for (const ring of rings) {
      this.u32(ring.length, little);
      for (const [x, y] of ring) {
        this.f64(x!, little).f64(y!, little);
        if (z !== undefined) this.f64(z, little);
      }
    }
    return this;
  }
  bytes() {
    return Uint8Array.from(this.parts);
  }
}

const square = (x: number, y: number, s: number) => [[x, y], [x + s, y], [x + s, y + s], [x, y + s], [x, y]];
const polygon = (rings: number[][][], little = true, z?: number) => new Wkb().polygon(rings, little, z).bytes();

describe('cutWkb', () => {
  it('rounds a polygon inside the tile, drops the closing point and makes the exterior ring positive (y down)', () => {
    const g = cutWkb(polygon([square(100.4, 200.6, 50)]), identity)!;
    expect(g.type).toBe(GeomType.Polygon);
    expect(g.parts).toEqual([[100, 201, 150, 201, 150, 251, 100, 251]]);
  });

  it('reads big-endian WKB and skips Z values', () => {
    expect(cutWkb(polygon([square(10, 10, 20)], false), identity)!.parts).toEqual(cutWkb(polygon([square(10, 10, 20)]), identity)!.parts);
    expect(cutWkb(polygon([square(10, 10, 20)], true, 7.5), identity)!.parts).toEqual(cutWkb(polygon([square(10, 10, 20)]), identity)!.parts);
  });

  it('clips a polygon across the edge to the buffered tile and keeps its hole with the opposite orientation', () => {
    const g = cutWkb(polygon([square(-500, 1000, 1000), square(100, 1200, 100)]), identity)!;
    const [outer, hole] = g.parts;
    expect(Math.min(...outer!.filter((_, i) => i % 2 === 0))).toBe(-64);
    expect(hole).toEqual([100, 1300, 200, 1300, 200, 1200, 100, 1200]);
  });

  it('leaves out a polygon beyond the tile together with its holes, and one too small to see', () => {
    expect(cutWkb(polygon([square(5000, 5000, 100), square(5010, 5010, 10)]), identity)).toBeNull();
    expect(cutWkb(polygon([square(10, 10, 0.2)]), identity)).toBeNull();
  });

  it('keeps the polygons of a multipolygon that reach the tile', () => {
    const multi = new Wkb().head(6).u32(2).polygon([square(10, 10, 20)]).polygon([square(9000, 10, 20)]).bytes();
    expect(cutWkb(multi, identity)!.parts).toHaveLength(1);
  });

  it('cuts a line into the runs inside the tile', () => {
    const line = new Wkb().head(2).u32(3).f64(-1000).f64(100).f64(1000).f64(100).f64(1000).f64(9000).bytes();
    const g = cutWkb(line, identity)!;
    expect(g.type).toBe(GeomType.Line);
    expect(g.parts).toEqual([[-64, 100, 1000, 100, 1000, 4160]]);
  });

  it('places points and drops those beyond the buffer', () => {
    expect(cutPoint(10.6, 20.2, identity)).toEqual({ type: GeomType.Point, parts: [[11, 20]] });
    expect(cutPoint(4200, 20, identity)).toBeNull();
    const multi = new Wkb().head(4).u32(2).head(1).f64(1).f64(2).head(1).f64(-100).f64(2).bytes();
    expect(cutWkb(multi, identity)).toEqual({ type: GeomType.Point, parts: [[1, 2]] });
  });
});
