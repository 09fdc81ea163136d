import { TILE_BUFFER, TILE_EXTENT } from './tileProjection';

/** MVT geometry types. */
export const enum GeomType {
  Point = 1,
  Line = 2,
  Polygon = 3,
}

/** A feature in integer tile units, ready to encode: points, lines or rings (exterior rings positive area). */
export interface TileGeometry {
  type: GeomType;
  /** Point: one part with all points; Line: one part per line; Polygon: rings in order, each closed implicitly. */
  parts: number[][];
}

const LO = -TILE_BUFFER;
const HI = TILE_EXTENT + TILE_BUFFER;

/** Clips a ring in tile units that crosses the buffered tile's edge to it (Sutherland-Hodgman); empty when nothing is left. */
export function clipRing(r: number[]): number[] {
  return clipRingToSquare(r, LO, HI);
}

/** Clips a ring to the square lo..hi on both axes (Sutherland-Hodgman); points cut at an edge lie exactly on it. */
export function clipRingToSquare(r: number[], lo: number, hi: number): number[] {
  let out = r;
  for (const [axis, bound, keepAbove] of [
    [0, lo, true],
    [0, hi, false],
    [1, lo, true],
    [1, hi, false],
  ] as const) {
    out = clipRingSide(out, axis, bound, keepAbove);
    if (out.length < 6) return [];
  }
  return out;
}

function clipRingSide(r: number[], axis: 0 | 1, bound: number, keepAbove: boolean): number[] {
  const out: number[] = [];
  const n = r.length / 2;
  const inside = (i: number) => (keepAbove ? r[2 * i + axis]! >= bound : r[2 * i + axis]! <= bound);
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const inI = inside(i);
    const inJ = inside(j);
    if (inI) out.push(r[2 * i]!, r[2 * i + 1]!);
    if (inI !== inJ) {
      const a = r[2 * i + axis]!;
      const b = r[2 * j + axis]!;
      const t = (bound - a) / (b - a);
      const u = r[2 * i]! + t * (r[2 * j]! - r[2 * i]!);
      const v = r[2 * i + 1]! + t * (r[2 * j + 1]! - r[2 * i + 1]!);
      out.push(axis === 0 ? bound : u, axis === 1 ? bound : v);
    }
  }
  return out;
}

/** Rounds a ring to integers, drops repeated points and the closing point; null when fewer than 3 remain or no area. */
export function roundRing(r: ArrayLike<number>): number[] | null {
  if (r.length < 6) return null;
  const out: number[] = [];
  for (let i = 0; i < r.length; i += 2) {
    const u = Math.round(r[i]!);
    const v = Math.round(r[i + 1]!);
    const k = out.length;
    if (k && out[k - 2] === u && out[k - 1] === v) continue;
    out.push(u, v);
  }
  while (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  if (out.length < 6 || ringArea(out) === 0) return null;
  return out;
}

/** Clips a line in tile units to the buffered tile (Liang-Barsky per segment), rounded, as its visible runs. */
export function clipLine(l: number[]): number[][] {
  return clipLineToSquare(l, LO, HI, true);
}

/** Clips a line to the square lo..hi on both axes (Liang-Barsky per segment) as its visible runs, rounded or not. */
export function clipLineToSquare(l: number[], lo: number, hi: number, round: boolean): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  const push = (u: number, v: number) => {
    const ru = round ? Math.round(u) : u;
    const rv = round ? Math.round(v) : v;
    const k = run.length;
    if (k && run[k - 2] === ru && run[k - 1] === rv) return;
    run.push(ru, rv);
  };
  const close = () => {
    if (run.length >= 4) runs.push(run);
    run = [];
  };
  for (let i = 0; i + 3 < l.length; i += 2) {
    const x0 = l[i]!;
    const y0 = l[i + 1]!;
    const dx = l[i + 2]! - x0;
    const dy = l[i + 3]! - y0;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, x0 - lo],
      [dx, hi - x0],
      [-dy, y0 - lo],
      [dy, hi - y0],
    ] as const) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!visible || t0 > t1) {
      close();
      continue;
    }
    if (t0 > 0) close();
    push(x0 + t0 * dx, y0 + t0 * dy);
    push(x0 + t1 * dx, y0 + t1 * dy);
    if (t1 < 1) close();
  }
  close();
  return runs;
}

/** The surveyor's (shoelace) area of a flat ring [u0, v0, u1, v1 ...]. */
export function ringArea(r: number[]): number {
  let s = 0;
  const n = r.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    s += r[i]! * r[j + 1]! - r[j]! * r[i + 1]!;
  }
  return s / 2;
}

/** Reverses a flat ring in place. */
export function reverseRing(r: number[]) {
  for (let i = 0, j = r.length - 2; i < j; i += 2, j -= 2) {
    const u = r[i]!;
    const v = r[i + 1]!;
    r[i] = r[j]!;
    r[i + 1] = r[j + 1]!;
    r[j] = u;
    r[j + 1] = v;
  }
}
