import type { CompiledQuery } from './compileQuery';
import type { FilterSpecLookup } from './filterSpec';
import type { PlotIndex } from './plotIndex';
import { runSearch } from './runSearch';
import { tileBounds } from '../mercator/webMercator';
import { CELL_ZOOM, positionsOfTile } from './cellOrder';

/** The plots of web-mercator tile z/x/y that match a query, with their scores (for map colouring). */
export interface TileMatches {
  readonly positions: Int32Array;
  readonly scores: Float64Array;
}

/** Matches inside tile z/x/y: the tile's run of positions, filtered exactly beyond zoom 16. */
export function tileMatches(index: PlotIndex, query: CompiledQuery, lookup: FilterSpecLookup, z: number, x: number, y: number): TileMatches {
  const run = positionsOfTile(index.cells, z, x, y);
  const out = runSearch(index, query, lookup, { ranges: [run], collectAll: true });
  if (!out.ok || !out.result.all) return { positions: new Int32Array(0), scores: new Float64Array(0) };
  const { positions, scores } = out.result.all;
  if (z <= CELL_ZOOM) return { positions, scores };
  // below the index's cells a tile is part of one cell: keep the plots inside its bounds (west/north edges inclusive)
  const [west, south, east, north] = tileBounds(z, x, y);
  const keep: number[] = [];
  for (let j = 0; j < positions.length; j++) {
    const lon = index.lon.at(positions[j]!)!;
    const lat = index.lat.at(positions[j]!)!;
    if (lon >= west && lon < east && lat > south && lat <= north) keep.push(j);
  }
  return { positions: Int32Array.from(keep, (j) => positions[j]!), scores: Float64Array.from(keep, (j) => scores[j]!) };
}
