import type { CompiledFilter } from './compileQuery';
import { categoryCodeAt, numberAt, type PlotIndex } from './plotIndex';
import { pointInPolygons } from './rdPolygonTest';
import { inPlotSet } from './plotSet';

/** Whether the plot at `position` passes one compiled filter (an unknown value never passes). */
export function passesAt(f: CompiledFilter, index: PlotIndex, position: number): boolean {
  const t = f.test;
  switch (t.type) {
    case 'number': {
      const v = numberAt(t.column, position);
      return v >= t.lo && v <= t.hi;
    }
    case 'category':
      return t.accept[categoryCodeAt(t.column, position)] === 1;
    case 'bbox': {
      const lon = index.lon.at(position)!;
      const lat = index.lat.at(position)!;
      return lon >= t.west && lon <= t.east && lat >= t.south && lat <= t.north;
    }
    case 'point': {
      const dx = index.x[position]! - t.x;
      const dy = index.y[position]! - t.y;
      return Math.sqrt(dx * dx + dy * dy) <= t.radiusMeters;
    }
    case 'polygon':
      return pointInPolygons(t.polygons, index.x[position]!, index.y[position]!);
    case 'plots':
      return inPlotSet(t.set, position);
    case 'or':
      return t.children.some((c) => passesAt(c, index, position));
  }
}

/** Closeness in [0, 1] of a passing plot to the filter's optimal (docs/search.md, "Score"). */
export function closenessAt(f: CompiledFilter, index: PlotIndex, position: number): number {
  const s = f.score;
  switch (s.type) {
    case 'constant':
      return 1;
    case 'range': {
      if (f.test.type !== 'number') return 1;
      const v = numberAt(f.test.column, position);
      return rangeCloseness(v, s.optimal, s.invBelow, s.invAbove);
    }
    case 'category':
      return f.test.type === 'category' && s.preferred[categoryCodeAt(f.test.column, position)] === 1 ? 1 : 0;
    case 'plots':
      return inPlotSet(s.preferred, position) ? 1 : 0;
    case 'point': {
      if (f.test.type !== 'point') return 1;
      const dx = index.x[position]! - f.test.x;
      const dy = index.y[position]! - f.test.y;
      return Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) * s.invRadiusMeters);
    }
    case 'or': {
      if (f.test.type !== 'or') return 1;
      let best = 0;
      for (const c of f.test.children) if (passesAt(c, index, position)) best = Math.max(best, closenessAt(c, index, position));
      return best;
    }
  }
}

/** Closeness of value `v` to `optimal` on a range scored with the two slopes. */
export function rangeCloseness(v: number, optimal: number, invBelow: number, invAbove: number): number {
  return v < optimal ? Math.max(0, 1 - (optimal - v) * invBelow) : Math.max(0, 1 - (v - optimal) * invAbove);
}
