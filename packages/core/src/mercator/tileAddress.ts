/**
 * A web-mercator tile's address z/x/y as URLs name it (`/{z}/{x}/{y}.mvt`): the one parser of such paths and the
 * one check that an address names a tile.
 */

/** The deepest zoom a tile address may name. */
const MAX_TILE_ZOOM = 24;

/** A web-mercator tile: zoom `z`, column `x` (west to east) and row `y` (north to south). */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Whether z/x/y names a tile: whole numbers, 0 <= z <= 24 and 0 <= x, y < 2^z. */
export function isValidTile(t: TileAddress): boolean {
  return Number.isInteger(t.z) && t.z >= 0 && t.z <= MAX_TILE_ZOOM && [t.x, t.y].every((c) => Number.isInteger(c) && c >= 0 && c < 2 ** t.z);
}

/**
 * The tile a URL's z, x and y segments name, the last with its file extension (`12`, `2101`, `1350.mvt` with
 * `extension` 'mvt'); null when they are not decimal digits or name no tile.
 */
export function parseTileAddress(z: string, x: string, yFile: string, extension: string): TileAddress | null {
  const y = yFile.endsWith(`.${extension}`) ? yFile.slice(0, -extension.length - 1) : null;
  if (y === null || ![z, x, y].every((s) => /^\d+$/.test(s))) return null;
  const t = { z: Number(z), x: Number(x), y: Number(y) };
  return isValidTile(t) ? t : null;
}
