// bench:search's same-run comparison with DuckDB: the plot features of the query in a native DuckDB table, and the
// same count + top 100 + histograms as the PostGIS comparison, from the same SQL (searchSql.ts) in DuckDB's dialect.
import { DuckDBInstance, listValue, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { PlotColumnsInput } from '../../packages/core/src/index';
import type { SqlStatement } from '../../apps/server/src/features/search/searchSql';

/** A DuckDB in memory on `threads` threads holding plot_features with the plot id and the given feature columns. */
export async function loadIntoDuckDb(input: PlotColumnsInput, n: number, features: string[], threads = 2): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(':memory:', { threads: String(threads) });
  const con = await instance.connect();
  const numeric = features.filter((k) => input.numbers[k]);
  const category = features.filter((k) => input.categories[k]);
  await con.run(`CREATE TABLE plot_features (plot_id BIGINT, ${[...numeric.map((k) => `${k} REAL`), ...category.map((k) => `${k} VARCHAR`)].join(', ')})`);
  const appender = await con.createAppender('plot_features');
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
  return con;
}

/** A PostgreSQL statement of searchSql.ts in DuckDB's dialect: list membership and list parameters. */
export async function runInDuckDb(con: DuckDBConnection, s: SqlStatement): Promise<Record<string, unknown>[]> {
  const sql = s.sql.replace(/\((\w+) = ANY\((\$\d+)::text\[\]\)\)/g, '(list_contains($2::VARCHAR[], $1))').replace(/(\w+) = ANY\((\$\d+)::text\[\]\)/g, 'list_contains($2::VARCHAR[], $1)');
  const values = s.params.map((v): DuckDBValue => (Array.isArray(v) ? listValue(v as DuckDBValue[]) : (v as DuckDBValue)));
  const reader = await con.runAndReadAll(sql, values);
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}
