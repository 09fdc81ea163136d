import { buildPlotIndex, type BuildOptions, type PlotIndex } from '@plotwise/core';
import { plotFeatures } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** Rows read per round trip while loading (keyset pages by plot id, the same on PGlite and PostgreSQL). */
const PAGE = 50_000;

/** Growable typed-array columns. */
class Columns {
  size = 0;
  capacity: number;
  ids: Float64Array;
  x: Float64Array;
  y: Float64Array;
  lon: Float32Array;
  lat: Float32Array;
  numbers: Record<string, Float32Array> = {};
  codes: Record<string, Uint16Array> = {};
  dictionaries: Record<string, Map<string, number>> = {};

  constructor(capacity: number) {
    this.capacity = Math.max(1, capacity);
    this.ids = new Float64Array(this.capacity);
    this.x = new Float64Array(this.capacity);
    this.y = new Float64Array(this.capacity);
    this.lon = new Float32Array(this.capacity);
    this.lat = new Float32Array(this.capacity);
    for (const f of plotFeatures) {
      if (f.type === 'category') {
        this.codes[f.key] = new Uint16Array(this.capacity);
        this.dictionaries[f.key] = new Map();
      } else this.numbers[f.key] = new Float32Array(this.capacity);
    }
  }

  private grow<T extends Float64Array | Float32Array | Uint16Array>(a: T, n: number): T {
    const b = new (a.constructor as new (n: number) => T)(n);
    b.set(a);
    return b;
  }

  ensure(n: number) {
    if (n <= this.capacity) return;
    const cap = Math.max(n, Math.ceil(this.capacity * 1.5));
    this.ids = this.grow(this.ids, cap);
    this.x = this.grow(this.x, cap);
    this.y = this.grow(this.y, cap);
    this.lon = this.grow(this.lon, cap);
    this.lat = this.grow(this.lat, cap);
    for (const k of Object.keys(this.numbers)) this.numbers[k] = this.grow(this.numbers[k]!, cap);
    for (const k of Object.keys(this.codes)) this.codes[k] = this.grow(this.codes[k]!, cap);
    this.capacity = cap;
  }

  code(key: string, value: string): number {
    const dict = this.dictionaries[key]!;
    let c = dict.get(value);
    if (c === undefined) {
      if (dict.size >= 65_535) return 0; // beyond 65 535 distinct values a category is unknown
      c = dict.size + 1;
      dict.set(value, c);
    }
    return c;
  }
}

/**
 * One page of plots as one row: every numeric column as a comma-joined text (PostgreSQL writes floats in their
 * shortest exact form, so the Float32 values come back bit for bit), every category as a text array. Far
 * fewer JavaScript objects than a row per plot. The aggregates read the sorted page as one stream, so their
 * lists line up plot by plot without sorting each of them again.
 */
function pageSql(): string {
  const agg = plotFeatures.map((f) => (f.type === 'category' ? `array_agg(${f.key}) AS ${f.key}` : `string_agg(coalesce(${f.key}::text, ''), ',') AS ${f.key}`));
  return `SELECT count(*)::int AS n, max(plot_id) AS last,
           string_agg(plot_id::text, ',') AS plot_id, string_agg(x_rd::text, ',') AS x_rd, string_agg(y_rd::text, ',') AS y_rd,
           string_agg(lon::text, ',') AS lon, string_agg(lat::text, ',') AS lat, ${agg.join(', ')}
      FROM (SELECT * FROM plot_features WHERE plot_id > $1 ORDER BY plot_id LIMIT ${PAGE}) page`;
}

const numbers = (text: unknown): number[] => String(text ?? '').split(',').map((v) => (v === '' ? NaN : Number(v)));

/** Read `plot_features` into the columnar index of core (typed arrays, no per-plot objects kept). */
export async function loadPlotIndex(db: Db, options: BuildOptions = {}): Promise<PlotIndex> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT plot_count AS n FROM plot_features_state WHERE id = 1');
  const cols = new Columns(n);
  const sql = pageSql();
  let last = 0;
  for (;;) {
    const [page] = await db.query<Record<string, unknown>>(sql, [last]);
    const count = Number(page?.n ?? 0);
    if (!page || count === 0) break;
    const at = cols.size;
    cols.ensure(at + count);
    const put = (target: Float64Array | Float32Array, text: unknown) => numbers(text).forEach((v, k) => (target[at + k] = v));
    put(cols.ids, page.plot_id);
    put(cols.x, page.x_rd);
    put(cols.y, page.y_rd);
    put(cols.lon, page.lon);
    put(cols.lat, page.lat);
    for (const f of plotFeatures) {
      if (f.type !== 'category') put(cols.numbers[f.key]!, page[f.key]);
      else {
        const codes = cols.codes[f.key]!;
        (page[f.key] as (string | null)[]).forEach((v, k) => (codes[at + k] = v === null || v === '' ? 0 : cols.code(f.key, v)));
      }
    }
    cols.size += count;
    last = Number(page.last);
    if (count < PAGE) break;
  }
  const size = cols.size;
  const cut = <T extends Float64Array | Float32Array | Uint16Array>(a: T): T => (a.length === size ? a : (a.slice(0, size) as T));
  return buildPlotIndex({
    ids: cut(cols.ids),
    x: cut(cols.x),
    y: cut(cols.y),
    lon: cut(cols.lon),
    lat: cut(cols.lat),
    numbers: Object.fromEntries(Object.entries(cols.numbers).map(([k, a]) => [k, cut(a)])),
    categories: Object.fromEntries(
      Object.entries(cols.codes).map(([k, a]) => [k, { codes: cut(a), dictionary: [...cols.dictionaries[k]!.keys()] }]),
    ),
  }, options);
}
