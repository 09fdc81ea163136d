import type { Db } from '../../db/database';

/** The names of the municipalities and provinces by CBS code (of their latest year), for the catalogue's region values. */
export async function regionNames(db: Db): Promise<Map<string, string | null>> {
  const names = await db.query<{ code: string; name: string | null }>(
    `SELECT DISTINCT ON (code) code, name FROM geo_stat_areas WHERE level IN ('gemeente', 'provincie') ORDER BY code, year DESC NULLS LAST`,
  );
  return new Map(names.map((n) => [n.code, n.name]));
}
