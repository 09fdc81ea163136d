// The sun-hours study: for points on a grid over the facades, how long the sun shines on them directly on one
// day, and the TNO "light norm" (lichte TNO-norm): at least 2 hours of possible sun on a day between
// 19 February and 21 October. Possible sun = geometric sun (no clouds), blocked only by the buildings.
import type { Vec2 } from '../geometry/vec2';
import { amsterdamToUtc } from './amsterdamTime';
import type { Prism } from './massing';
import { PrismIndex } from './prismIndex';
import { solarPosition, sunDirection } from './solarPosition';
import { SunShadows } from './sunShadows';

/** One flat facade: an edge of a prism's ring over the heights of the prisms stacked on it. */
export interface Facade {
  id: number;
  owner: string;
  from: Vec2;
  to: Vec2;
  bottom: number;
  top: number;
  /** compass bearing the facade looks at (outward normal), degrees clockwise from north */
  facingDegrees: number;
}

/** Points on the facades: x, y, z, nx, ny (outward unit normal) per point, and the facade of each. */
export interface FacadeGrid {
  facades: Facade[];
  points: Float64Array;
  facadeOf: Int32Array;
  count: number;
}

/** A sun direction of the day with the time it stands for. */
export interface SunSample {
  utcMillis: number;
  x: number;
  y: number;
  z: number;
  altitudeDegrees: number;
}

const key = (owner: string, a: Vec2, b: Vec2) =>
  `${owner}|${Math.round(a.x * 10)}|${Math.round(a.y * 10)}|${Math.round(b.x * 10)}|${Math.round(b.y * 10)}`;

/** The facades of the prisms whose owner is included; edges of stacked prisms merge into one facade. */
export function facadesOf(prisms: readonly Prism[], include: (owner: string) => boolean): Facade[] {
  const byKey = new Map<string, Facade>();
  for (const p of prisms) {
    if (!include(p.owner)) continue;
    for (let i = 0; i < p.ring.length; i++) {
      const a = p.ring[i]!;
      const b = p.ring[(i + 1) % p.ring.length]!;
      if (Math.hypot(b.x - a.x, b.y - a.y) < 0.5) continue;
      const k = key(p.owner, a, b);
      const f = byKey.get(k);
      if (f) {
        f.bottom = Math.min(f.bottom, p.bottom);
        f.top = Math.max(f.top, p.top);
        continue;
      }
      // Counter-clockwise ring: the outward normal of edge a->b is (dy, -dx).
      const facing = ((Math.atan2(b.y - a.y, -(b.x - a.x)) * 180) / Math.PI + 360) % 360;
      byKey.set(k, {
        id: byKey.size,
        owner: p.owner,
        from: a,
        to: b,
        bottom: p.bottom,
        top: p.top,
        facingDegrees: facing,
      });
    }
  }
  return [...byKey.values()];
}

/**
 * Grid points `spacing` metres apart on each facade (cell centres), nudged 5 cm outward; points inside
 * another prism (a wall against a neighbouring block or a tower on its podium) are left out.
 */
export function facadeGrid(facades: readonly Facade[], index: PrismIndex, spacing = 1): FacadeGrid {
  const out: number[] = [];
  const owners: number[] = [];
  for (const f of facades) {
    const dx = f.to.x - f.from.x;
    const dy = f.to.y - f.from.y;
    const length = Math.hypot(dx, dy);
    const nx = dy / length;
    const ny = -dx / length;
    const along = Math.max(1, Math.round(length / spacing));
    const up = Math.max(1, Math.round((f.top - f.bottom) / spacing));
    for (let i = 0; i < along; i++) {
      const t = (i + 0.5) / along;
      const x = f.from.x + dx * t + nx * 0.05;
      const y = f.from.y + dy * t + ny * 0.05;
      for (let j = 0; j < up; j++) {
        const z = f.bottom + ((j + 0.5) * (f.top - f.bottom)) / up;
        if (index.inside(x, y, z)) continue;
        out.push(x, y, z, nx, ny);
        owners.push(f.id);
      }
    }
  }
  return {
    facades: [...facades],
    points: Float64Array.from(out),
    facadeOf: Int32Array.from(owners),
    count: owners.length,
  };
}

/** Sun directions over one Dutch calendar day (month 1-12), one per `stepMinutes` at the step's middle, sun up only. */
export function daySunSamples(
  latitude: number,
  longitude: number,
  year: number,
  month: number,
  day: number,
  stepMinutes = 10,
): SunSample[] {
  const start = amsterdamToUtc(year, month, day, 0);
  const end = amsterdamToUtc(year, month, day + 1, 0);
  const samples: SunSample[] = [];
  for (let t = start + stepMinutes * 30_000; t < end; t += stepMinutes * 60_000) {
    const pos = solarPosition(latitude, longitude, t);
    if (pos.altitudeDegrees <= 0) continue;
    samples.push({ utcMillis: t, ...sunDirection(pos), altitudeDegrees: pos.altitudeDegrees });
  }
  return samples;
}

/** Hours of direct sun at each grid point: each sample reaching it counts `stepMinutes` (shadows: sunShadows.ts). */
function sunHoursAt(
  grid: FacadeGrid,
  index: PrismIndex,
  samples: readonly SunSample[],
  stepMinutes: number,
): Float32Array {
  const hours = new Float32Array(grid.count);
  const step = stepMinutes / 60;
  const shadows = new SunShadows(index.flat, grid.points, grid.count);
  for (const s of samples) {
    const horizontal = Math.hypot(s.x, s.y);
    if (horizontal < 1e-9) continue; // sun straight up: it only grazes the walls
    const facing = shadows.aim(s.x / horizontal, s.y / horizontal, s.z / horizontal);
    for (let j = 0; j < facing; j++) if (!shadows.shaded(j)) hours[shadows.pointOf(j)]! += step;
  }
  return hours;
}

/** One facade's verdict under the light norm. */
export interface FacadeSunHours {
  facade: Facade;
  points: number;
  minHours: number;
  meanHours: number;
  maxHours: number;
  /** points with at least the threshold */
  passingPoints: number;
  /** A facade passes when at least half of its points get the threshold (a dwelling needs it at its window). */
  passes: boolean;
}

/** Per-facade figures of a study. */
function facadeSunHours(grid: FacadeGrid, hours: Float32Array, thresholdHours = 2): FacadeSunHours[] {
  const acc = grid.facades.map((facade) => ({
    facade,
    points: 0,
    sum: 0,
    min: Infinity,
    max: 0,
    passing: 0,
  }));
  for (let i = 0; i < grid.count; i++) {
    const a = acc[grid.facadeOf[i]!]!;
    const h = hours[i]!;
    a.points++;
    a.sum += h;
    a.min = Math.min(a.min, h);
    a.max = Math.max(a.max, h);
    if (h >= thresholdHours - 1e-6) a.passing++;
  }
  return acc
    .filter((a) => a.points > 0)
    .map((a) => ({
      facade: a.facade,
      points: a.points,
      minHours: a.min,
      meanHours: a.sum / a.points,
      maxHours: a.max,
      passingPoints: a.passing,
      passes: a.passing * 2 >= a.points,
    }));
}

/** What a sun-hours study is asked. */
export interface SunHoursQuery {
  prisms: readonly Prism[];
  /** owners whose facades get grid points (the concept's buildings and the neighbours it may shade) */
  studyOwners: readonly string[];
  latitude: number;
  longitude: number;
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  stepMinutes?: number;
  spacingMeters?: number;
  thresholdHours?: number;
}

/** The whole study: grid, hours per point and the facades' verdicts. */
export interface SunHoursStudy {
  grid: FacadeGrid;
  hours: Float32Array;
  facades: FacadeSunHours[];
  samples: number;
  /** hours the sun is above the horizon that day */
  dayLengthHours: number;
  thresholdHours: number;
}

/** Runs a sun-hours study (pure; the web runs it in a worker). */
export function sunHoursStudy(q: SunHoursQuery): SunHoursStudy {
  const step = q.stepMinutes ?? 10;
  const threshold = q.thresholdHours ?? 2;
  const owners = new Set(q.studyOwners);
  const index = new PrismIndex(q.prisms);
  const grid = facadeGrid(
    facadesOf(q.prisms, (o) => owners.has(o)),
    index,
    q.spacingMeters ?? 1,
  );
  const samples = daySunSamples(q.latitude, q.longitude, q.year, q.month, q.day, step);
  const hours = sunHoursAt(grid, index, samples, step);
  return {
    grid,
    hours,
    facades: facadeSunHours(grid, hours, threshold),
    samples: samples.length,
    dayLengthHours: (samples.length * step) / 60,
    thresholdHours: threshold,
  };
}

/** The first day of the light norm's period (19 February): the one checked by default. */
export const LIGHT_NORM_DAY = { month: 2, day: 19 } as const;
