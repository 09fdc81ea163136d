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
    expect(geometry).toEqual(expect.arrayContaining(['feature_filters.polygon', 'plots.geometry']));
  });

  it('stores every geometry in EPSG:28992 with a GiST index', async () => {
    const columns = await db.query<{ t: string; c: string; srid: number }>(
      `SELECT f_table_name AS t, f_geometry_column AS c, srid FROM geometry_columns WHERE f_table_schema = 'public'`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(2);
    expect(columns.filter((g) => g.srid !== 28992)).toEqual([]);
    const gist = await db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexdef ILIKE '%USING gist%' AND schemaname = 'public'`);
    // every table with geometry has a spatial index (label points and the like may go without)
    const unindexed = [...new Set(columns.map((g) => g.t))].filter((t) => !gist.some((i) => i.indexdef.includes(`ON public.${t} USING gist`)));
    expect(unindexed).toEqual([]);
  });

  it('has Row-Level Security on every tenant-owned table', async () => {
    const rls = await db.query<{ relname: string }>(`SELECT relname FROM pg_class WHERE relrowsecurity AND relkind = 'r'`);
    const have = new Set(rls.map((r) => r.relname));
    const tenant = Object.values(entities).filter((d) => d.tenancy !== 'global');
    expect(tenant.filter((d) => !have.has(d.table)).map((d) => d.table)).toEqual([]);
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
