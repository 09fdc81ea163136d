/**
 * The outline of a set of grid cells as polygons (outer rings counter-clockwise, holes clockwise), in grid
 * units: the plan area, the woonplaats, a wijk or a business park is a union of district cells.
 */
export interface GridPolygon {
  outer: [number, number][];
  holes: [number, number][][];
}

const key = (i: number, j: number) => `${i},${j}`;

/** Union of the unit squares [i, i+1] x [j, j+1] of `cells`, with collinear points removed. */
export function cellOutline(cells: readonly (readonly [number, number])[]): GridPolygon[] {
  const set = new Set(cells.map(([i, j]) => key(i, j)));
  // boundary edges with the set on their left, grouped by start vertex
  const edges = new Map<string, { from: [number, number]; to: [number, number]; used: boolean }[]>();
  const add = (from: [number, number], to: [number, number]) => {
    const k = key(...from);
    const list = edges.get(k) ?? [];
    list.push({ from, to, used: false });
    edges.set(k, list);
  };
  for (const [i, j] of cells) {
    if (!set.has(key(i, j - 1))) add([i, j], [i + 1, j]);
    if (!set.has(key(i + 1, j))) add([i + 1, j], [i + 1, j + 1]);
    if (!set.has(key(i, j + 1))) add([i + 1, j + 1], [i, j + 1]);
    if (!set.has(key(i - 1, j))) add([i, j + 1], [i, j]);
  }
  const rings: [number, number][][] = [];
  for (const list of [...edges.values()])
    for (const start of list) {
      if (start.used) continue;
      const ring: [number, number][] = [start.from];
      let e = start;
      e.used = true;
      while (!(e.to[0] === start.from[0] && e.to[1] === start.from[1])) {
        ring.push(e.to);
        const dx = e.to[0] - e.from[0];
        const dy = e.to[1] - e.from[1];
        const next = (edges.get(key(...e.to)) ?? []).filter((x) => !x.used);
        // where two cells touch only at a corner, turn left: each group of cells gets its own ring
        next.sort((a, b) => turn(dx, dy, a) - turn(dx, dy, b));
        e = next[0]!;
        e.used = true;
      }
      ring.push(start.from);
      rings.push(simplify(ring));
    }
  const outers = rings.filter((r) => signedArea(r) > 0).map((outer) => ({ outer, holes: [] as [number, number][][] }));
  for (const hole of rings.filter((r) => signedArea(r) < 0)) {
    // a point just inside the hole: right of its first edge
    const [a, b] = [hole[0]!, hole[1]!];
    const p: [number, number] = [(a[0] + b[0]) / 2 + (b[1] - a[1]) * 0.25, (a[1] + b[1]) / 2 - (b[0] - a[0]) * 0.25];
    const owner = outers.find((o) => contains(o.outer, p));
    owner?.holes.push(hole);
  }
  return outers;
}

/** 0 for a left turn, 1 straight on, 2 right (a U-turn cannot happen on a boundary). */
function turn(dx: number, dy: number, e: { from: [number, number]; to: [number, number] }): number {
  const ex = e.to[0] - e.from[0];
  const ey = e.to[1] - e.from[1];
  const cross = dx * ey - dy * ex;
  return cross > 0 ? 0 : cross === 0 ? 1 : 2;
}

function simplify(ring: [number, number][]): [number, number][] {
  const pts = ring.slice(0, -1);
  const out = pts.filter((p, k) => {
    const a = pts[(k - 1 + pts.length) % pts.length]!;
    const b = pts[(k + 1) % pts.length]!;
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
  });
  return [...out, out[0]!];
}

function signedArea(r: [number, number][]): number {
  let s = 0;
  for (let i = 0; i + 1 < r.length; i++) s += r[i]![0] * r[i + 1]![1] - r[i + 1]![0] * r[i]![1];
  return s / 2;
}

function contains(ring: [number, number][], [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
