// bench:search's same-run comparison with DuckDB: the plot features of the query in a native DuckDB table, and the
// same count + top 100 + histograms as the PostGIS comparison, from the same SQL (searchSql.ts) in DuckDB's dialect.
// The fair form (issue #45): category columns as ENUM types (a code compare, as the engine's), and the search as the
// one-scan statement of searchSql.ts (a flag per filter key); the twelve separate statements stay as a second line.
import { DuckDBInstance, listValue, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { PlotColumnsInput } from '../../packages/core/src/index';
import type { SqlStatement } from '../../apps/server/src/features/search/searchSql';

/** A DuckDB in memory on `threads` threads holding plot_features: the plot id, numbers as REAL, categories as ENUMs. */
export async function loadIntoDuckDb(input: PlotColumnsInput, n: number, features: string[], threads = 2): Promise<{ con: DuckDBConnection; enums: Set<string> }> {
  const instance = await DuckDBInstance.create(':memory:', { threads: String(threads) });
  const con = await instance.connect();
  const numeric = features.filter((k) => input.numbers[k]);
  const category = features.filter((k) => input.categories[k]);
  await con.run(`CREATE TABLE staged (plot_id BIGINT, ${[...numeric.map((k) => `${k} REAL`), ...category.map((k) => `${k} VARCHAR`)].join(', ')})`);
  const appender = await con.createAppender('staged');
  const nums = numeric.map((k) => input.numbers[k]!);
  const cats = category.map((k) => input.categories[k]!);
  for (let i = 0; i < n; i++) {
    appender.appendBigInt(BigInt(input.ids[i]!));
    for (const col of nums) {
      const v = col[i]!;
      if (Number.isNaN(v)) appender.appendNull();
      else appender.appendFloat(v);
    }
    for (const c of cats) {
      const code = c.codes[i]!;
      if (code) appender.appendVarchar(c.dictionary[code - 1]!);
      else appender.appendNull();
    }
    appender.endRow();
  }
  appender.closeSync();
  for (const k of category) {
    const values = input.categories[k]!.dictionary.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
    await con.run(`CREATE TYPE e_${k} AS ENUM (${values})`);
  }
  const columns = ['plot_id', ...numeric, ...category.map((k) => `${k}::e_${k} AS ${k}`)];
  await con.run(`CREATE TABLE plot_features AS SELECT ${columns.join(', ')} FROM staged`);
  await con.run('DROP TABLE staged');
  return { con, enums: new Set(category) };
}

/** A PostgreSQL statement of searchSql.ts in DuckDB's dialect: list membership against the column's ENUM, list parameters. */
export async function runInDuckDb(con: DuckDBConnection, s: SqlStatement, enums: ReadonlySet<string>): Promise<Record<string, unknown>[]> {
  const member = (column: string, param: string) => `list_contains(${param}::${enums.has(column) ? `e_${column}` : 'VARCHAR'}[], ${column})`;
  const sql = s.sql
    .replace(/\((\w+) = ANY\((\$\d+)::text\[\]\)\)/g, (_, column: string, param: string) => `(${member(column, param)})`)
    .replace(/(\w+) = ANY\((\$\d+)::text\[\]\)/g, (_, column: string, param: string) => member(column, param));
  const values = s.params.map((v): DuckDBValue => (Array.isArray(v) ? listValue(v as DuckDBValue[]) : (v as DuckDBValue)));
  const reader = await con.runAndReadAll(sql, values);
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}
