import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { freshDatabase } from './templateDb';

// On PGlite a worker's next test file takes the database the previous one dropped, reset to the template: it must
// not tell the difference. On PostgreSQL every file gets a new database from the template, and the same holds.
async function state(db: Db) {
  const [{ companies }] = (await db.query<{ companies: number }>(`SELECT count(*)::int AS companies FROM companies`)) as [{ companies: number }];
  const migrations = await db.query(`SELECT * FROM schema_migrations ORDER BY 1`);
  const [{ next }] = (await db.query<{ next: string }>(`SELECT nextval(pg_get_serial_sequence('companies', 'id'))::text AS next`)) as [{ next: string }];
  return { companies, migrations, next };
}

describe('a test database after another file used it', () => {
  it('holds the template rows and sequences again, whatever the previous file wrote', async () => {
    const first = await freshDatabase();
    const before = await state(first.db);
    await first.db.query(`DELETE FROM schema_migrations`);
    for (let i = 0; i < 3; i++)
      await first.db.query(`INSERT INTO companies (name, key, subscription, licence, archived) VALUES ($1, $2, 'none', 1, false)`, [`C${i}`, `k${i}`]);
    await first.db.exec(`SET TIME ZONE 'Pacific/Auckland'`);
    await first.drop();

    const second = await freshDatabase();
    expect(await state(second.db)).toEqual(before);
    expect((await second.db.query<{ TimeZone: string }>(`SHOW TIME ZONE`))[0]!.TimeZone).not.toBe('Pacific/Auckland');
    await second.drop();
  });

  it('is the same database without the tables, views and sequences the previous file added (an importer makes its geo_ tables on first use)', async () => {
    const started = async (db: Db) => (await db.query<{ at: string }>(`SELECT pg_postmaster_start_time()::text AS at`))[0]!.at;
    const first = await freshDatabase();
    const instance = await started(first.db);
    await first.db.exec(`CREATE TABLE geo_added (id serial PRIMARY KEY, name text); CREATE INDEX geo_added_name ON geo_added (name);
      INSERT INTO geo_added (name) VALUES ('a'), ('b'); CREATE VIEW geo_added_view AS SELECT * FROM geo_added;
      CREATE SEQUENCE added_numbers; CREATE INDEX companies_added_idx ON companies (name); CREATE TEMP TABLE scratch (x int)`);
    await first.drop();

    const second = await freshDatabase();
    const left = await second.db.query(`SELECT to_regclass('geo_added') AS t, to_regclass('geo_added_view') AS v, to_regclass('added_numbers') AS s, to_regclass('companies_added_idx') AS i`);
    expect(left).toEqual([{ t: null, v: null, s: null, i: null }]);
    // PGlite only: on PostgreSQL every file gets a database of its own anyway
    if (!process.env.TEST_DATABASE_URL) expect(await started(second.db)).toBe(instance);
    await second.drop();
  });

  it('is a new one when the previous file changed the schema', async () => {
    const first = await freshDatabase();
    await first.db.exec(`CREATE TABLE left_behind (id int)`);
    await first.db.exec(`ALTER TABLE companies ADD COLUMN left_behind int`);
    await first.drop();

    const second = await freshDatabase();
    expect(await second.db.query(`SELECT to_regclass('left_behind') AS t`)).toEqual([{ t: null }]);
    expect(await second.db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'companies' AND column_name = 'left_behind'`)).toEqual([]);
    await second.drop();
  });
});
