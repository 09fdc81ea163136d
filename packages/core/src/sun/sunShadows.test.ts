import { describe, expect, it } from 'vitest';
import { footprintPrism, type Prism } from './massing';
import { PrismIndex } from './prismIndex';
import {
  daySunSamples,
  facadeGrid,
  facadesOf,
  sunHoursStudy,
  type FacadeGrid,
  type SunSample,
} from './sunHours';
import { SunShadows } from './sunShadows';
import { seededRandom } from '../generator/quality/randomInputs';

// The shadow grid only culls: every sunlit/shaded decision must be the one of testing every prism for every
// ray. The reference below is that brute force, on the Prism objects, with the ray test written out plainly.

type P = { x: number; y: number };

function insideRing(ring: readonly P[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function segmentsCross(px: number, py: number, qx: number, qy: number, a: P, b: P): boolean {
  const d1 = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
  const d2 = (b.x - a.x) * (qy - a.y) - (b.y - a.y) * (qx - a.x);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return false;
  const d3 = (qx - px) * (a.y - py) - (qy - py) * (a.x - px);
  const d4 = (qx - px) * (b.y - py) - (qy - py) * (b.x - px);
  return !((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0));
}

/** The part of the ray within the prism's heights, tested against its ring (box: x0, y0, x1, y1) in plan. */
function rayHits(
  p: Prism,
  box: number[],
  x: number,
  y: number,
  z: number,
  dx: number,
  dy: number,
  rise: number,
) {
  const s0 = Math.max(0, (p.bottom - z) / rise);
  const s1 = (p.top - z) / rise;
  if (s1 <= s0) return false;
  const px = x + dx * s0;
  const py = y + dy * s0;
  const qx = x + dx * s1;
  const qy = y + dy * s1;
  const [x0, y0, x1, y1] = box as [number, number, number, number];
  if (Math.max(px, qx) < x0 || Math.min(px, qx) > x1 || Math.max(py, qy) < y0 || Math.min(py, qy) > y1)
    return false;
  if (insideRing(p.ring, px, py)) return true;
  const n = p.ring.length;
  return p.ring.some((b, i) => segmentsCross(px, py, qx, qy, p.ring[(i + n - 1) % n]!, b));
}

/** Brute force: each facing point's ray against every prism. decisions[sample][point]: 1 lit, 0 shaded, 2 not asked */
function reference(prisms: readonly Prism[], grid: FacadeGrid, samples: readonly SunSample[], step: number) {
  const hours = new Float32Array(grid.count);
  const boxes = prisms.map((p) => {
    const [xs, ys] = [p.ring.map((v) => v.x), p.ring.map((v) => v.y)];
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  });
  const decisions = samples.map((s) => {
    const out = new Uint8Array(grid.count).fill(2);
    const h = Math.hypot(s.x, s.y);
    const [dx, dy, rise] = [s.x / h, s.y / h, s.z / h];
    for (let i = 0; i < grid.count; i++) {
      const [x, y, z, nx, ny] = grid.points.subarray(i * 5, i * 5 + 5) as unknown as number[];
      if (nx! * dx + ny! * dy <= 0) continue;
      out[i] = prisms.some((p, k) => rayHits(p, boxes[k]!, x!, y!, z!, dx, dy, rise)) ? 0 : 1;
      if (out[i]) hours[i]! += step / 60;
    }
    return out;
  });
  return { hours, decisions };
}

/** A footprint around (cx, cy): an axis-aligned box, a turned rectangle, an L or a triangle, either winding. */
function randomRing(r: () => number, cx: number, cy: number): P[] {
  const kind = Math.floor(r() * 4);
  const w = 4 + Math.round(r() * 16);
  const h = 4 + Math.round(r() * 12);
  const angle = kind === 0 ? 0 : r() * Math.PI * 2;
  const a = Math.round(w * 0.5);
  const b = Math.round(h * 0.5);
  const local: P[] =
    kind <= 1
      ? [
          { x: 0, y: 0 },
          { x: w, y: 0 },
          { x: w, y: h },
          { x: 0, y: h },
        ]
      : kind === 2
        ? [
            { x: 0, y: 0 },
            { x: w, y: 0 },
            { x: w, y: b },
            { x: a, y: b },
            { x: a, y: h },
            { x: 0, y: h },
          ]
        : [
            { x: 0, y: 0 },
            { x: w, y: r() * 3 },
            { x: r() * w, y: h },
          ];
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  const ring = local.map((p) => ({ x: cx + p.x * c - p.y * s, y: cy + p.x * s + p.y * c }));
  return r() < 0.5 ? ring.reverse() : ring;
}

/**
 * Tens of prisms on a 70 m square in RD coordinates: blocks (integer and half-metre heights, so grid points
 * sit exactly at a roof's height), towers on podiums, floating slabs, touching blocks, a block of no height.
 */
function randomSite(seed: number, count: number): Prism[] {
  const r = seededRandom(seed);
  const prisms: Prism[] = [];
  while (prisms.length < count) {
    const owner = `o${prisms.length % 7}`;
    const [cx, cy] = [155_000 + Math.round(r() * 70), 463_000 + Math.round(r() * 70)];
    const top = r() < 0.05 ? 0 : Math.round(r() * 24) + (r() < 0.5 ? 0.5 : 0) + 2;
    const base = footprintPrism(randomRing(r, cx, cy), top, owner);
    prisms.push(base);
    const extra = r();
    if (extra < 0.2 && top > 0) {
      const ring = base.ring.map((p) => ({ x: cx + (p.x - cx) * 0.5, y: cy + (p.y - cy) * 0.5 }));
      prisms.push({ ring, bottom: top, top: top + 3 + Math.round(r() * 20), owner });
    } else if (extra < 0.35) {
      const bottom = 3 + Math.round(r() * 8);
      prisms.push({ ...footprintPrism(randomRing(r, cx + 6, cy), 0, owner), bottom, top: bottom + 3 });
    } else if (extra < 0.5) {
      // two blocks sharing a wall at x = wx exactly
      const wx = cx + 8;
      const side = (x0: number, x1: number) => [
        { x: x0, y: cy },
        { x: x1, y: cy },
        { x: x1, y: cy + 9 },
        { x: x0, y: cy + 9 },
      ];
      prisms.push(footprintPrism(side(wx - 7, wx), 6 + Math.round(r() * 10), `${owner}t`));
      prisms.push(footprintPrism(side(wx, wx + 5), 6 + Math.round(r() * 10), `${owner}t`));
    }
  }
  return prisms;
}

const DAYS = [
  { month: 2, day: 19 },
  { month: 6, day: 21 },
  { month: 12, day: 21 },
  { month: 10, day: 3 },
];

describe('sun shadows: the shadow grid against brute force', () => {
  it('a ray that clips a block just before its farthest corner is still tested', () => {
    // a triangle (0,0) (1,0) (1,1): the ray from (0.7, 0.9) eastwards enters it at x = 0.9, 0.3 m before the
    // triangle's farthest point east; a point beside the block, its wall facing east
    const [X, Y] = [155_000, 463_000];
    const tri = footprintPrism(
      [
        { x: X, y: Y },
        { x: X + 1, y: Y },
        { x: X + 1, y: Y + 1 },
      ],
      10,
      't',
    );
    const index = new PrismIndex([tri]);
    const point = Float64Array.from([X + 0.7, Y + 0.9, 1, 1, 0]);
    const shadows = new SunShadows(index.flat, point, 1);
    expect(shadows.aim(1, 0, 0.1)).toBe(1);
    expect(shadows.shaded(0)).toBe(true);
    expect(shadows.aim(1, 1e-3, 0.1)).toBe(1);
    expect(shadows.shaded(0)).toBe(true);
    // from the roof's height up the ray passes over it
    const above = new SunShadows(index.flat, Float64Array.from([X + 0.7, Y + 0.9, 10, 1, 0]), 1);
    above.aim(1, 0, 0.1);
    expect(above.shaded(0)).toBe(false);
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'seeded site %i: the same decision for every point and sample, the same hours',
    (seed) => {
      const prisms = randomSite(seed, 12 + seed * 6);
      const { month, day } = DAYS[seed % DAYS.length]!;
      const step = 20;
      const index = new PrismIndex(prisms);
      const grid = facadeGrid(
        facadesOf(prisms, () => true),
        index,
        1,
      );
      const samples = daySunSamples(52.1, 5.2, 2026, month, day, step);
      const ref = reference(prisms, grid, samples, step);

      const shadows = new SunShadows(index.flat, grid.points, grid.count);
      const decisions = samples.map((s) => {
        const out = new Uint8Array(grid.count).fill(2);
        const h = Math.hypot(s.x, s.y);
        const n = shadows.aim(s.x / h, s.y / h, s.z / h);
        for (let j = 0; j < n; j++) out[shadows.pointOf(j)] = shadows.shaded(j) ? 0 : 1;
        return out;
      });
      const differing = decisions.reduce(
        (sum, d, s) => sum + d.filter((v, i) => v !== ref.decisions[s]![i]).length,
        0,
      );
      expect(differing).toBe(0);
      // both outcomes occur, so the comparison means something
      expect(ref.decisions.some((d) => d.includes(0)) && ref.decisions.some((d) => d.includes(1))).toBe(true);

      const study = sunHoursStudy({
        prisms,
        studyOwners: [...new Set(prisms.map((p) => p.owner))],
        latitude: 52.1,
        longitude: 5.2,
        year: 2026,
        month,
        day,
        stepMinutes: step,
      });
      expect(study.grid.count).toBe(grid.count);
      expect(Array.from(study.hours)).toEqual(Array.from(ref.hours));
    },
  );
});
