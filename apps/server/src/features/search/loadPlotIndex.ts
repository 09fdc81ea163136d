import { buildPlotIndex, type PlotIndex } from '@plotwise/core';
import { plotFeatures } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** Rows read per round trip while loading (keyset pages by plot id, the same on PGlite and PostgreSQL). */
const PAGE = 20_000;

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

type Row = Record<string, unknown>;

/** Read `plot_features` into the columnar index of core (typed arrays, no per-plot objects kept). */
export async function loadPlotIndex(db: Db): Promise<PlotIndex> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT plot_count AS n FROM plot_features_state WHERE id = 1');
  const cols = new Columns(n);
  const names = plotFeatures.map((f) => f.key);
  const sql = `SELECT plot_id, x_rd, y_rd, lon, lat, ${names.join(', ')} FROM plot_features WHERE plot_id > $1 ORDER BY plot_id LIMIT ${PAGE}`;
  let last = 0;
  for (;;) {
    const rows = await db.query<Row>(sql, [last]);
    if (!rows.length) break;
    cols.ensure(cols.size + rows.length);
    for (const r of rows) {
      const i = cols.size++;
      cols.ids[i] = Number(r.plot_id);
      cols.x[i] = r.x_rd as number;
      cols.y[i] = r.y_rd as number;
      cols.lon[i] = r.lon as number;
      cols.lat[i] = r.lat as number;
      for (const f of plotFeatures) {
        const v = r[f.key];
        if (f.type === 'category') cols.codes[f.key]![i] = v === null || v === undefined || v === '' ? 0 : cols.code(f.key, String(v));
        else cols.numbers[f.key]![i] = v === null || v === undefined ? NaN : Number(v);
      }
    }
    last = Number(rows[rows.length - 1]!.plot_id);
    if (rows.length < PAGE) break;
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
  });
}
