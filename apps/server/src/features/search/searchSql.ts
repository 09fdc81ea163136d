import type { CompiledFilter, CompiledQuery, HistogramRequest } from '@plotwise/core';
import { lookupFilter } from '@plotwise/contracts';

/**
 * The same query as SQL over `plot_features` (docs/search.md "The SQL equivalent"): the engine's semantics
 * written as WHERE conditions and a score expression. Tests check the engine against it; the search benchmark
 * times it as the peer. Bounds are cast to double precision, as the engine compares Float32 values with
 * JavaScript numbers.
 */
class Params {
  readonly values: unknown[] = [];
  add(v: unknown, cast = 'float8'): string {
    this.values.push(v);
    return `$${this.values.length}::${cast}`;
  }
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column: ${name}`);
  return name;
};

function acceptedValues(dictionary: readonly string[], table: Uint8Array): string[] {
  return dictionary.filter((_, i) => table[i + 1] === 1);
}

function rdMultiPolygon(f: CompiledFilter): string {
  if (f.test.type !== 'polygon') throw new Error('not a polygon filter');
  const coordinates = f.test.polygons.rings.map((rings) =>
    rings.map((flat) => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!])),
  );
  return JSON.stringify({ type: 'MultiPolygon', coordinates });
}

/** A per-company plot set (owner type) as a condition on the row's plot id. */
function plotSetSql(set: { ids: readonly number[]; complement: boolean }, p: Params): string {
  return `(${set.complement ? 'NOT ' : ''}plot_id = ANY(${p.add(set.ids, 'bigint[]')}))`;
}

/** The condition a filter puts on a row. */
function conditionSql(f: CompiledFilter, p: Params): string {
  const t = f.test;
  switch (t.type) {
    case 'number': {
      const col = ident(f.spec.feature!);
      const parts = [`${col} IS NOT NULL`];
      if (t.lo > -Infinity) parts.push(`${col} >= ${p.add(t.lo)}`);
      if (t.hi < Infinity) parts.push(`${col} <= ${p.add(t.hi)}`);
      return `(${parts.join(' AND ')})`;
    }
    case 'category':
      return `(${ident(f.spec.feature!)} = ANY(${p.add(acceptedValues(t.column.dictionary, t.accept), 'text[]')}))`;
    case 'bbox':
      return `(lon >= ${p.add(t.west)} AND lon <= ${p.add(t.east)} AND lat >= ${p.add(t.south)} AND lat <= ${p.add(t.north)})`;
    case 'point':
      return `ST_DWithin(label_point, ST_SetSRID(ST_MakePoint(${p.add(t.x)}, ${p.add(t.y)}), 28992), ${p.add(t.radiusMeters)})`;
    case 'polygon':
      return `ST_Intersects(ST_SetSRID(ST_GeomFromGeoJSON(${p.add(rdMultiPolygon(f), 'text')}), 28992), label_point)`;
    case 'plots':
      return plotSetSql(t.set, p);
    case 'or':
      return `(${t.children.map((c) => conditionSql(c, p)).join(' OR ')})`;
  }
}

/** A passing row's closeness to the filter's optimal, 0-1. */
function closenessSql(f: CompiledFilter, p: Params): string {
  const s = f.score;
  switch (s.type) {
    case 'constant':
      return '1';
    case 'range': {
      const col = ident(f.spec.feature!);
      const o = p.add(s.optimal);
      return `(CASE WHEN ${col} < ${o} THEN greatest(0, 1 - (${o} - ${col}) * ${p.add(s.invBelow)}) ELSE greatest(0, 1 - (${col} - ${o}) * ${p.add(s.invAbove)}) END)`;
    }
    case 'category':
      if (f.test.type !== 'category') return '1';
      return `(CASE WHEN ${ident(f.spec.feature!)} = ANY(${p.add(acceptedValues(f.test.column.dictionary, s.preferred), 'text[]')}) THEN 1 ELSE 0 END)`;
    case 'plots':
      return `(CASE WHEN ${plotSetSql(s.preferred, p)} THEN 1 ELSE 0 END)`;
    case 'point':
      if (f.test.type !== 'point') return '1';
      return `greatest(0, 1 - ST_Distance(label_point, ST_SetSRID(ST_MakePoint(${p.add(f.test.x)}, ${p.add(f.test.y)}), 28992)) * ${p.add(s.invRadiusMeters)})`;
    case 'or':
      if (f.test.type !== 'or') return '1';
      return `greatest(0, ${f.test.children.map((c) => `CASE WHEN ${conditionSql(c, p)} THEN ${closenessSql(c, p)} ELSE 0 END`).join(', ')})`;
  }
}

/** WHERE clause of the filters (all of them, or all but those of one key). */
function whereSql(query: CompiledQuery, p: Params, exceptKey?: string): string {
  const parts = query.filters.filter((f) => f.key !== exceptKey).map((f) => conditionSql(f, p));
  return parts.length ? parts.join(' AND ') : 'true';
}

/** The 0-100 score, summed in the engine's order so that both round alike. */
function scoreSql(query: CompiledQuery, p: Params): string {
  if (!(query.totalWeight > 0)) return '100::float8';
  let sum = '0::float8';
  for (const f of query.filters) if (f.weight > 0) sum = `(${sum} + ${p.add(f.weight)} * ${closenessSql(f, p)})`;
  return `((${sum} * 100) / ${p.add(query.totalWeight)})`;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/** How many plots match. */
export function countSql(query: CompiledQuery): SqlStatement {
  const p = new Params();
  return { sql: `SELECT count(*)::int AS n FROM plot_features WHERE ${whereSql(query, p)}`, params: p.values };
}

/** One page of the ranking: score descending, ties by plot id. */
export function rankingSql(query: CompiledQuery, limit: number, offset = 0): SqlStatement {
  const p = new Params();
  const score = scoreSql(query, p);
  const where = whereSql(query, p);
  return {
    sql: `SELECT plot_id, score FROM (SELECT plot_id, ${score} AS score FROM plot_features WHERE ${where}) s ORDER BY score DESC, plot_id LIMIT ${Math.floor(limit)} OFFSET ${Math.floor(offset)}`,
    params: p.values,
  };
}

type HistogramShape = Required<Pick<HistogramRequest, 'key' | 'bins' | 'min' | 'max'>>;

/** A histogram's bucket of a row: its category value, or bin -3 unknown, -1 below, -2 above, else 0..bins-1. */
function histogramBucketSql(query: CompiledQuery, h: HistogramShape, p: Params): string {
  const spec = lookupFilter(h.key);
  if (!spec?.feature) throw new Error(`no histogram for ${h.key}`);
  const col = ident(spec.feature);
  const column = query.filters.find((f) => f.spec.feature === spec.feature);
  const isCategory = column ? column.test.type === 'category' : spec.kind === 'category' || spec.kind === 'region';
  if (isCategory) return col;
  const min = p.add(h.min);
  const max = p.add(h.max);
  const scale = p.add(h.bins / (h.max - h.min));
  return `CASE WHEN ${col} IS NULL THEN -3 WHEN ${col} < ${min} THEN -1 WHEN ${col} > ${max} THEN -2
               ELSE least(${h.bins - 1}, floor((${col} - ${min}) * ${scale}))::int END`;
}

/**
 * The histogram of one key over the plots that pass every other filter: rows of (bin, n) where bin -3 is
 * unknown, -1 below, -2 above; a category key gives (value, n) instead.
 */
export function histogramSql(query: CompiledQuery, h: HistogramShape): SqlStatement {
  const p = new Params();
  const where = whereSql(query, p, h.key);
  const bucket = histogramBucketSql(query, h, p);
  const alias = /^[a-z_][a-z0-9_]*$/.test(bucket) ? 'value' : 'bin';
  return { sql: `SELECT ${bucket} AS ${alias}, count(*)::int AS n FROM plot_features WHERE ${where} GROUP BY 1`, params: p.values };
}

/**
 * Count, one page of the ranking and the histograms in one statement over one scan (issue #45: the fair form of the
 * SQL peers): each row gets a 0/1 flag per filter, the rows that fail at most one filter are kept once, and from
 * them the count and ranking take the rows that pass all, each histogram the rows that pass all but its own key's.
 * Rows of (part, bucket, n, plot_id, score): part 'count', 'top' (in ranking order) or 'h<i>' for histograms[i].
 */
export function fusedSearchSql(query: CompiledQuery, limit: number, histograms: readonly HistogramShape[]): SqlStatement {
  const p = new Params();
  // one flag per key (a key may hold several filters): a histogram leaves out its key's filters together
  const keys = [...new Set(query.filters.map((f) => f.key))];
  const flags = keys.map((key, i) => {
    const conditions = query.filters.filter((f) => f.key === key).map((f) => conditionSql(f, p));
    return `(CASE WHEN ${conditions.join(' AND ')} THEN 1 ELSE 0 END) AS f${i}`;
  });
  const k = flags.length;
  const passing = (exceptKey?: string) => keys.flatMap((key, i) => (key === exceptKey ? [] : [`f${i} = 1`])).join(' AND ') || 'true';
  const score = scoreSql(query, p);
  const parts = [
    `SELECT 'count' AS part, NULL AS bucket, count(*)::int AS n, NULL::bigint AS plot_id, NULL::float8 AS score FROM kept WHERE ${passing()}`,
    `SELECT * FROM (SELECT 'top' AS part, NULL AS bucket, NULL::int AS n, plot_id, ${score} AS score FROM kept WHERE ${passing()} ORDER BY score DESC, plot_id LIMIT ${Math.floor(limit)}) ranked`,
    ...histograms.map(
      (h, i) => `SELECT 'h${i}' AS part, (${histogramBucketSql(query, h, p)})::text AS bucket, count(*)::int AS n, NULL::bigint AS plot_id, NULL::float8 AS score FROM kept WHERE ${passing(h.key)} GROUP BY 2`,
    ),
  ];
  const flagged = `SELECT plot_features.*${flags.map((f) => `, ${f}`).join('')} FROM plot_features`;
  const keep = k > 1 ? `WHERE ${Array.from({ length: k }, (_, i) => `f${i}`).join(' + ')} >= ${k - 1}` : '';
  return {
    sql: `WITH kept AS MATERIALIZED (SELECT * FROM (${flagged}) flagged ${keep})\n${parts.join('\nUNION ALL\n')}`,
    params: p.values,
  };
}
