import { CellRuns, coordinateParts, coordinatesOf, sharedCoordinates, type CoordinateParts } from './cellRuns';
import { SearchScratch, sharedColumn, type FeatureColumn, type PlotIndex } from './plotIndex';
import { sharedCopy, type PlotArray } from './sharedArrays';

/**
 * An index's arrays as plain data: what a worker thread receives to scan a share of the plots. Posting it copies
 * ordinary typed arrays but not those on a SharedArrayBuffer (`shareIndex`, or `buildPlotIndex` with `shared`), so
 * every thread reads the same memory. The objects around the arrays (cell-run cursor, work lists) are per thread:
 * `indexFromParts` makes new ones.
 */
export interface IndexParts {
  readonly size: number;
  readonly ids: Float64Array | Uint32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly lon: CoordinateParts;
  readonly lat: CoordinateParts;
  readonly cellCodes: Uint32Array;
  readonly cellStarts: Uint32Array;
  readonly columns: readonly (readonly [string, FeatureColumn])[];
}

/** The plain-data parts of an index. */
export function indexParts(index: PlotIndex): IndexParts {
  return {
    size: index.size,
    ids: index.ids,
    x: index.x,
    y: index.y,
    lon: coordinateParts(index.lon),
    lat: coordinateParts(index.lat),
    cellCodes: index.cells.codes,
    cellStarts: index.cells.starts,
    columns: [...index.columns],
  };
}

/** An index over the given parts, with its own cell-run cursor and work lists. */
export function indexFromParts(parts: IndexParts): PlotIndex {
  const cells = new CellRuns(parts.cellCodes, parts.cellStarts);
  return {
    size: parts.size,
    ids: parts.ids,
    x: parts.x,
    y: parts.y,
    lon: coordinatesOf(parts.lon, cells),
    lat: coordinatesOf(parts.lat, cells),
    cells,
    columns: new Map(parts.columns),
    scratch: new SearchScratch(parts.size),
  };
}

/** The same index with every per-plot array copied onto a SharedArrayBuffer (`buildPlotIndex` with `shared` avoids the copy). */
export function shareIndex(index: PlotIndex): PlotIndex {
  const cells = new CellRuns(sharedCopy(index.cells.codes), sharedCopy(index.cells.starts));
  return {
    size: index.size,
    ids: sharedCopy(index.ids),
    x: sharedCopy(index.x),
    y: sharedCopy(index.y),
    lon: sharedCoordinates(index.lon, cells),
    lat: sharedCoordinates(index.lat, cells),
    cells,
    columns: new Map([...index.columns].map(([k, c]) => [k, sharedColumn(c)])),
    scratch: new SearchScratch(index.size),
  };
}

/** Whether every per-plot array of the index is on a SharedArrayBuffer (posting its parts copies no plot data). */
export function isShared(index: PlotIndex): boolean {
  const p = indexParts(index);
  const arrays: PlotArray[] = [p.ids, p.x, p.y, p.cellCodes, p.cellStarts];
  for (const c of [p.lon, p.lat]) arrays.push(...('values' in c ? [c.values] : [c.base, c.steps]));
  for (const [, c] of p.columns) arrays.push(c.kind === 'number' && c.storage === 'float' ? c.values : c.codes);
  return arrays.every((a) => a.buffer instanceof SharedArrayBuffer);
}
