import type { RdBox } from '../tiles/tileProjection';

/*
 * The tile matrix set NetherlandsRDNewQuad (EPSG:28992), as Geonovum's "praktijkrichtlijn vector tiling" and PDOK's
 * OGC API server (gokoala) define it: top-left origin (-285401.92, 903401.92), 256 x 256 px tiles, a cell size of
 * 3440.64 m at level 0 (scale denominator 12 288 000 x 0.28 mm) halving per level, 2^level x 2^level tiles. Its
 * bounding box is therefore -285401.92 .. 595401.92 (x) and 22598.08 .. 903401.92 (y). Rows count down from the top.
 */

export const RD_QUAD_ID = 'NetherlandsRDNewQuad';
export const RD_QUAD_ORIGIN_X = -285401.92;
export const RD_QUAD_ORIGIN_Y = 903401.92;
export const RD_QUAD_CELL_SIZE_0 = 3440.64;
const RD_QUAD_TILE_PX = 256;

/** An RD tile: level (tileMatrix), row (tileRow, from the top) and column (tileCol). */
export interface RdTile {
  level: number;
  row: number;
  col: number;
}

/** Metres per pixel at a level. */
const rdCellSize = (level: number) => RD_QUAD_CELL_SIZE_0 / 2 ** level;

/** The width (= height) of one tile at a level, in metres. */
export const rdTileSpan = (level: number) => rdCellSize(level) * RD_QUAD_TILE_PX;

/** The RD box a tile covers. */
export function rdTileBox(t: RdTile): RdBox {
  const span = rdTileSpan(t.level);
  const minX = RD_QUAD_ORIGIN_X + t.col * span;
  const maxY = RD_QUAD_ORIGIN_Y - t.row * span;
  return { minX, minY: maxY - span, maxX: minX + span, maxY };
}

/** The tiles of a level that overlap an RD box, inside the matrix (0 .. 2^level - 1 both ways). */
export function rdTilesCovering(box: RdBox, level: number): RdTile[] {
  const span = rdTileSpan(level);
  const n = 2 ** level;
  const clamp = (i: number) => Math.min(n - 1, Math.max(0, i));
  const col0 = clamp(Math.floor((box.minX - RD_QUAD_ORIGIN_X) / span));
  const col1 = clamp(Math.floor((box.maxX - RD_QUAD_ORIGIN_X) / span));
  const row0 = clamp(Math.floor((RD_QUAD_ORIGIN_Y - box.maxY) / span));
  const row1 = clamp(Math.floor((RD_QUAD_ORIGIN_Y - box.minY) / span));
  const out: RdTile[] = [];
  for (let row = row0; row <= row1; row++) for (let col = col0; col <= col1; col++) out.push({ level, row, col });
  return out;
}

/**
 * The RD level whose detail matches a Web Mercator tile covering `box`: the map draws a vector tile 512 px wide, so
 * the level with the cell size nearest to the box's width / 512 (zoom 14 in the Netherlands: level 10, 2 or 3 RD tiles
 * each way). Clamped to the levels the service offers.
 */
export function rdLevelFor(box: RdBox, minLevel: number, maxLevel: number): number {
  const metresPerPx = (box.maxX - box.minX) / 512;
  const level = Math.round(Math.log2(RD_QUAD_CELL_SIZE_0 / metresPerPx));
  return Math.min(maxLevel, Math.max(minLevel, level));
}
