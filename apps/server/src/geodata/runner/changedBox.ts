/**
 * The box of the rows an import replaced and wrote, per dataset and area (the report's `changedBoxRd`): the plot
 * features refresh recomputes only the parcels a change there can reach (docs/search.md "Refresh").
 */
import type { Db } from '../../db/database';
import { tables } from './tables';

/** An RD New box in metres: [xmin, ymin, xmax, ymax]. */
export type BoxRd = [number, number, number, number];

const geometryTables: ReadonlySet<string> = new Set(Object.values(tables).flatMap((t) => ('geom' in t && t.geom ? [t.table] : [])));

/** Whether the rows of `table` carry a geometry (column `geom`). */
export const hasGeometry = (table: string): boolean => geometryTables.has(table);

/** The box of the rows of `table` that `where` selects; null when it selects none. */
export async function boxOf(tx: Db, table: string, where: string, params: unknown[] = []): Promise<BoxRd | null> {
  const [r] = await tx.query<{ x0: number | null; y0: number; x1: number; y1: number }>(
    `SELECT ST_XMin(e) AS x0, ST_YMin(e) AS y0, ST_XMax(e) AS x1, ST_YMax(e) AS y1
       FROM (SELECT ST_Extent(geom)::geometry AS e FROM ${table} WHERE ${where}) b`,
    params,
  );
  return r && r.x0 != null ? [Number(r.x0), Number(r.y0), Number(r.x1), Number(r.y1)] : null;
}

/** The `kind` properties of the generic layer rows (geo_features) that `where` selects, without repeats. */
export async function kindsOf(tx: Db, where: string, params: unknown[] = []): Promise<string[]> {
  const rows = await tx.query<{ kind: string }>(
    `SELECT DISTINCT properties->>'kind' AS kind FROM ${tables.features.table} WHERE ${where} AND properties->>'kind' IS NOT NULL ORDER BY 1`,
    params,
  );
  return rows.map((r) => r.kind);
}

/** The box around both (either may be null: none). */
export function unionBox(a: BoxRd | null | undefined, b: BoxRd | null | undefined): BoxRd | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}
