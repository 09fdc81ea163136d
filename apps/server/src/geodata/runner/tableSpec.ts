/** How a value travels to PostgreSQL: as an array parameter of this type, then converted in SQL. */
export type ColumnType = 'text' | 'int' | 'float' | 'json' | 'textlist' | 'point';

/** A reference table the import runner writes to (always with run_id, area and, when `geom` is set, geom). */
export interface TableSpec {
  table: string;
  columns: readonly { name: string; type: ColumnType }[];
  /**
   * the kind of the `geom` column: surfaces are made valid and kept as MultiPolygon, points stay points, lines must be
   * one valid LineString (a line whose points coincide is rejected, not repaired into a point)
   */
  geom?: 'multipolygon' | 'point' | 'line' | 'any';
}

const ARRAY_TYPE: Record<ColumnType, string> = {
  text: 'text',
  int: 'int4',
  float: 'float8',
  json: 'text',
  textlist: 'text',
  point: 'text',
};

function expr(name: string, type: ColumnType): string {
  const c = `u.${name}`;
  switch (type) {
    case 'json':
      return `${c}::jsonb`;
    case 'textlist':
      return `string_to_array(${c}, chr(31))`;
    case 'point':
      return `ST_Transform(ST_Force2D(ST_GeomFromWKB(decode(${c}, 'hex'), u.s)), 28992)`;
    default:
      return c;
  }
}

/**
 * The one INSERT for a batch: rows arrive as parallel arrays (unnest), geometry as hex WKB with its SRID,
 * is transformed to RD New, checked with ST_IsValid and repaired with ST_MakeValid. The statement returns
 * only the rows that were repaired or rejected, by their index in the batch.
 */
export function insertSql(spec: TableSpec, table = spec.table): string {
  const cols = spec.columns;
  const geo = !!spec.geom;
  const names = ['i', 'area', ...(geo ? ['g', 's'] : []), ...cols.map((c) => c.name)];
  const types = ['int4', 'text', ...(geo ? ['text', 'int4'] : []), ...cols.map((c) => ARRAY_TYPE[c.type])];
  const unnest = `unnest(${types.map((t, k) => `$${k + 2}::${t}[]`).join(', ')}) AS u(${names.join(', ')})`;
  const target = `run_id, area, ${cols.map((c) => c.name).join(', ')}`;
  const values = `$1, u.area, ${cols.map((c) => expr(c.name, c.type)).join(', ')}`;
  if (!geo) return `INSERT INTO ${table} (${target}) SELECT ${values} FROM ${unnest}`;
  const g0 = `ST_Transform(ST_Force2D(ST_GeomFromWKB(decode(u.g, 'hex'), u.s)), 28992)`;
  let check: string;
  let fix: string;
  if (spec.geom === 'multipolygon') {
    check = `ST_Dimension(g0) = 2 AS surf, ST_IsValid(g0) AS ok`;
    fix = `CASE WHEN NOT surf THEN NULL WHEN ok THEN ST_Multi(g0) ELSE ST_Multi(ST_CollectionExtract(ST_MakeValid(g0), 3)) END`;
  } else if (spec.geom === 'point') {
    check = `true AS surf, true AS ok`;
    fix = `CASE WHEN ST_IsEmpty(g0) THEN NULL WHEN GeometryType(g0) = 'POINT' THEN g0 ELSE ST_PointOnSurface(ST_MakeValid(g0)) END`;
  } else if (spec.geom === 'line') {
    // `surf` here says "is a line": the rejection names what the table expected
    check = `GeometryType(g0) = 'LINESTRING' AS surf, ST_IsValid(g0) AS ok`;
    fix = `CASE WHEN surf AND ok THEN g0 END`;
  } else {
    check = `true AS surf, ST_IsValid(g0) AS ok`;
    // a repaired (multi)polygon may come back as a GEOMETRYCOLLECTION with line fragments (a spike, a touching
    // ring): a surface stays a surface, its polygonal parts as one MULTIPOLYGON; lines and points as repaired
    fix = `CASE WHEN ok THEN g0 WHEN ST_Dimension(g0) = 2 THEN ST_Multi(ST_CollectionExtract(ST_MakeValid(g0), 3)) ELSE ST_MakeValid(g0) END`;
  }
  const rowValues = `$1, area, ${cols.map((c) => expr(c.name, c.type).replaceAll('u.', 'fix.')).join(', ')}`;
  return `WITH src AS (SELECT u.*, ${g0} AS g0 FROM ${unnest}),
chk AS (SELECT src.*, ${check} FROM src),
fix AS (SELECT chk.*, ${fix} AS g1 FROM chk),
ins AS (INSERT INTO ${table} (${target}, geom) SELECT ${rowValues}, g1 FROM fix WHERE g1 IS NOT NULL AND NOT ST_IsEmpty(g1) RETURNING 1)
SELECT i, ok, surf, (g1 IS NULL OR ST_IsEmpty(g1)) AS bad FROM fix WHERE NOT ok OR g1 IS NULL OR ST_IsEmpty(g1)`;
}

/** A value as the array parameter expects it. */
export function toParam(type: ColumnType, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  switch (type) {
    case 'int': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isInteger(n) && Math.abs(n) < 2 ** 31 ? n : null;
    }
    case 'float': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : null;
    }
    case 'json':
      return JSON.stringify(v);
    case 'textlist':
      return Array.isArray(v) ? (v.length ? v.join('\u001f') : null) : String(v);
    default:
      return String(v);
  }
}

/** The COPY for rows whose geometry needs no work in PostGIS (see ImportContext): columns in copyLine's order. */
export function copySql(spec: TableSpec, table = spec.table): string {
  return `COPY ${table} (run_id, area, ${spec.columns.map((c) => c.name).join(', ')}${spec.geom ? ', geom' : ''}) FROM STDIN`;
}

// COPY's text format: backslash escapes for the characters that separate fields and rows
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeCopyChar = (c: string) => COPY_ESCAPES[c]!;
function copyEscape(s: string): string {
  return COPY_SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, escapeCopyChar) : s;
}

/** An array literal ({"a","b"}) of the textlist parameter (elements joined by U+001F, as string_to_array reads it). */
function arrayLiteral(joined: string): string {
  const quoted = /["\\]/.test(joined) ? joined.replace(/["\\]/g, '\\$&') : joined;
  return `{"${quoted.replaceAll('\u001f', '","')}"}`;
}

/** One row in COPY's text format; `values` as toParam made them (point columns as EWKB hex), `geom` as EWKB hex. */
export function copyLine(
  spec: TableSpec,
  runId: number,
  area: string,
  values: readonly unknown[],
  geom?: string,
): string {
  let line = `${runId}\t${copyEscape(area)}`;
  for (let j = 0; j < spec.columns.length; j++) {
    const v = values[j];
    const type = spec.columns[j]!.type;
    line += '\t';
    if (v === null || v === undefined) line += '\\N';
    else if (type === 'textlist') line += copyEscape(arrayLiteral(String(v)));
    else line += typeof v === 'number' ? String(v) : copyEscape(String(v));
  }
  if (spec.geom) line += `\t${geom}`;
  return line + '\n';
}
