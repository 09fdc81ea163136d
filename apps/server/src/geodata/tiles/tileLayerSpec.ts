import type { TileLayerId } from '@plotwise/contracts';
import type { TileProperty } from './encodeMvt';

/** One MVT layer of a tile: which rows fill it at a zoom. */
export interface TileSubLayer {
  /** the MVT layer's name inside the tile */
  name: string;
  /** Below this zoom the layer is left out (too dense to show). */
  minZoom: number;
  /**
   * The rows: every query receives the tile's RD box as $1..$4 (minX, minY, maxX, maxY) and returns `id`, `wkb`
   * (ST_AsBinary of RD geometry) and the feature properties, ordered so that both databases write the same bytes.
   */
  sql(z: number): string;
  /** Turns a row into feature properties (the row minus id and wkb by default). */
  properties?(row: Record<string, unknown>): Record<string, TileProperty>;
}

/**
 * One entry per tile layer of contracts' TILE_LAYERS: its own MVT layer (named like the tile layer) and the further
 * layers cut into the same tile (`more`), so that the map fetches one tile for things it draws together.
 */
export interface TileLayerSpec extends Omit<TileSubLayer, 'name'> {
  id: TileLayerId;
  /** `tenant` layers run inside the company's RLS transaction with the company id as $5. */
  scope: 'national' | 'tenant';
  more?: readonly TileSubLayer[];
}
