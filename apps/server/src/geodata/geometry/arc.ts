/** Largest distance between an arc and its chords, in source units (metres in RD). */
const TOLERANCE = 0.01;
/** and at most this angle per chord, so that big circles still look round */
const MAX_STEP = Math.PI / 90;

/**
 * Linearise a GML ArcString (points p0 p1 p2 [p3 p4 ...], every odd point on the arc between its neighbours)
 * into a flat point list that starts with p0 and ends with the last point, both exactly as given.
 */
export function lineariseArcString(c: number[]): number[] {
  const out = [c[0]!, c[1]!];
  for (let i = 0; i + 5 < c.length; i += 4) arc(c[i]!, c[i + 1]!, c[i + 2]!, c[i + 3]!, c[i + 4]!, c[i + 5]!, out);
  return out;
}

function arc(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, out: number[]) {
  const d = 2 * (x0 * (y1 - y2) + x1 * (y2 - y0) + x2 * (y0 - y1));
  const chord = Math.hypot(x2 - x0, y2 - y0);
  // collinear points (or a degenerate arc): a straight segment
  if (Math.abs(d) < 1e-12 * Math.max(1, chord * chord)) {
    out.push(x1, y1, x2, y2);
    return;
  }
  const s0 = x0 * x0 + y0 * y0;
  const s1 = x1 * x1 + y1 * y1;
  const s2 = x2 * x2 + y2 * y2;
  const cx = (s0 * (y1 - y2) + s1 * (y2 - y0) + s2 * (y0 - y1)) / d;
  const cy = (s0 * (x2 - x1) + s1 * (x0 - x2) + s2 * (x1 - x0)) / d;
  const r = Math.hypot(x0 - cx, y0 - cy);
  const a0 = Math.atan2(y0 - cy, x0 - cx);
  const a2 = Math.atan2(y2 - cy, x2 - cx);
  const ccw = (x1 - x0) * (y2 - y1) - (y1 - y0) * (x2 - x1) > 0;
  const TAU = 2 * Math.PI;
  let sweep = ccw ? a2 - a0 : a0 - a2;
  while (sweep <= 0) sweep += TAU;
  while (sweep > TAU) sweep -= TAU;
  if (x0 === x2 && y0 === y2) sweep = TAU; // a full circle given as start, opposite point, start
  const step = Math.min(MAX_STEP, r > TOLERANCE ? 2 * Math.acos(1 - TOLERANCE / r) : MAX_STEP);
  const n = Math.max(2, Math.ceil(sweep / step));
  const dir = ccw ? 1 : -1;
  for (let k = 1; k < n; k++) {
    const a = a0 + (dir * sweep * k) / n;
    out.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  out.push(x2, y2);
}
