/** A page's rows without the query's `count(*) OVER ()` column "__total", and that total (0 for an empty page). */
export function pageWithTotal<T extends Record<string, unknown>>(found: (T & { __total?: unknown })[]): { rows: Omit<T, '__total'>[]; total: number } {
  const total = Number(found[0]?.__total ?? 0);
  return { rows: found.map(({ __total: _t, ...r }) => r), total };
}
