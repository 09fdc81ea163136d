import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnName, entities } from '@plotwise/contracts';
import type { Db } from './database';
import { migrate } from './migrate';
import { freshDatabase } from '../test/templateDb';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(() => drop?.());

describe('database schema', () => {
  it('has a table with every column of every entity of the contracts', async () => {
    const cols = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
      `SELECT table_name, column_name, udt_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const have = new Set(cols.map((c) => `${c.table_name}.${c.column_name}`));
    const missing = Object.values(entities).flatMap((def) =>
      Object.keys(def.fields).map((f) => `${def.table}.${columnName(f)}`).filter((c) => !have.has(c)),
    );
    expect(missing).toEqual([]);
    const geometry = cols.filter((c) => c.udt_name === 'geometry').map((c) => `${c.table_name}.${c.column_name}`);
    expect(geometry.sort()).toEqual(['feature_filters.polygon', 'plots.geometry']);
  });

  it('stores geometry in EPSG:28992 with GiST indexes', async () => {
    const srids = await db.query<{ srid: number }>(`SELECT srid FROM geometry_columns WHERE f_table_schema = 'public'`);
    expect(srids.map((s) => s.srid)).toEqual([28992, 28992]);
    const gist = await db.query(`SELECT indexname FROM pg_indexes WHERE indexdef ILIKE '%USING gist%' AND schemaname = 'public'`);
    expect(gist).toHaveLength(2);
  });

  it('puts company_id on every tenant-owned table', async () => {
    const tenant = Object.values(entities).filter((d) => d.tenancy === 'company');
    const cols = await db.query<{ table_name: string; is_nullable: string }>(
      `SELECT table_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'company_id'`,
    );
    const notNull = new Set(cols.filter((c) => c.is_nullable === 'NO').map((c) => c.table_name));
    expect(tenant.filter((d) => !notNull.has(d.table)).map((d) => d.table)).toEqual([]);
  });

  it('running the migrations again applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
