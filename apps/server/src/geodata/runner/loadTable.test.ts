import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { bagFile, bagVbo } from '../testing/fixtures';
import { fixtureDir } from '../testing/samples';
import { canReplaceTable, createLoadTable, replaceWithLoadTable } from './loadTable';
import { runImport } from './runImport';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const shape = (table: string) =>
  db.query<{ name: string; def: string }>(
    `SELECT indexname AS name, regexp_replace(indexdef, '^.* USING ', 'USING ') AS def FROM pg_indexes WHERE tablename = $1 ORDER BY 1`,
    [table],
  );

describe('loading into a new table', () => {
  it('gives the new table the old one’s name, indexes, primary key, sequence and grants', async () => {
    await db.exec(`CREATE TABLE t_swap (id bigserial PRIMARY KEY, area text NOT NULL, name text CHECK (name <> ''), geom geometry(Point, 28992));
      CREATE INDEX t_swap_geom_idx ON t_swap USING gist (geom); CREATE INDEX t_swap_area_idx ON t_swap (area);
      GRANT SELECT ON t_swap TO plotwise_app; INSERT INTO t_swap (area, name) VALUES ('a', 'old')`);
    const before = await shape('t_swap');
    await db
      .transaction(async (tx) => {
        expect(await canReplaceTable(tx, 't_swap', 'a')).toBe(true);
        expect(await canReplaceTable(tx, 't_swap', 'b')).toBe(false);
        await createLoadTable(tx, 't_swap', 't_swap_load');
        await tx.exec(`INSERT INTO t_swap_load (area, name) VALUES ('a', 'new')`);
        await expect(tx.exec(`INSERT INTO t_swap_load (area, name) VALUES ('a', '')`)).rejects.toThrow(
          /check/i,
        );
      })
      .catch(() => undefined);
    // the failed statement rolled the whole try back: the old table is untouched
    expect(await db.query(`SELECT name FROM t_swap`)).toEqual([{ name: 'old' }]);

    await db.transaction(async (tx) => {
      await createLoadTable(tx, 't_swap', 't_swap_load');
      await tx.exec(`INSERT INTO t_swap_load (area, name) VALUES ('a', 'new')`);
      await replaceWithLoadTable(tx, 't_swap', 't_swap_load');
    });
    expect(await db.query(`SELECT name FROM t_swap`)).toEqual([{ name: 'new' }]);
    expect(await shape('t_swap')).toEqual(before);
    expect(
      await db.query(
        `SELECT conname FROM pg_constraint WHERE conrelid = 't_swap'::regclass AND contype = 'p'`,
      ),
    ).toEqual([{ conname: 't_swap_pkey' }]);
    expect(await db.query(`SELECT has_table_privilege('plotwise_app', 't_swap', 'SELECT') AS ok`)).toEqual([
      { ok: true },
    ]);
    // the sequence now belongs to the new table: it survives the old one, and goes on counting
    await db.exec(`INSERT INTO t_swap (area, name) VALUES ('a', 'next')`);
    const [ids] = await db.query<{ n: number; distinct_ids: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT id)::int AS distinct_ids FROM t_swap`,
    );
    expect(ids).toEqual({ n: 2, distinct_ids: 2 });
  });

  // two connections: PostgreSQL only (PGlite has one)
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'leaves a table another import is writing to, without waiting for it',
    async () => {
      await db.exec(`CREATE TABLE t_busy (id serial PRIMARY KEY, area text NOT NULL)`);
      let inserted!: () => void;
      let release!: () => void;
      const ready = new Promise<void>((r) => (inserted = r));
      const held = new Promise<void>((r) => (release = r));
      const other = db.transaction(async (tx) => {
        await tx.exec(`INSERT INTO t_busy (area) VALUES ('a')`);
        inserted();
        await held;
      });
      await ready;
      await db.transaction(async (tx) => {
        expect(await canReplaceTable(tx, 't_busy', 'a')).toBe(false);
        // the refused lock left the transaction usable
        await tx.exec(`INSERT INTO t_busy (area) VALUES ('a')`);
      });
      release();
      await other;
      expect(await db.query(`SELECT count(*)::int AS n FROM t_busy`)).toEqual([{ n: 2 }]);
    },
  );

  it('keeps a table that a view depends on', async () => {
    await db.exec(
      `CREATE TABLE t_viewed (id serial PRIMARY KEY, area text NOT NULL); CREATE VIEW v_viewed AS SELECT * FROM t_viewed`,
    );
    await db.transaction(async (tx) => expect(await canReplaceTable(tx, 't_viewed', 'a')).toBe(false));
  });

  it('replaces a table by a first import, and keeps other areas when a second area comes', async () => {
    const dir = fixtureDir();
    const write = (name: string, gemeente: string, ids: number[]) => {
      const file = join(dir, name);
      const vbos = ids.map((i) =>
        bagVbo({
          id: `${gemeente}0100000000${String(i).padStart(2, '0')}`,
          pand: '1',
          num: '2',
          doel: ['woonfunctie'],
          oppervlakte: 80,
          x: 206000 + i,
          y: 447000,
        }),
      );
      writeFileSync(file, bagFile('VBO', vbos, gemeente));
      return file;
    };
    const oid = async () =>
      (await db.query<{ oid: number }>(`SELECT 'geo_bag_verblijfsobjecten'::regclass::oid::int AS oid`))[0]!
        .oid;
    const o1 = await oid();
    const stages: string[] = [];
    await runImport(
      db,
      'bag',
      write('0221VBO15092020-000001.xml', '0221', [1, 2, 3]),
      {},
      { onProgress: (p) => stages.push(p.stage) },
    );
    // the admin screen says when every file is read and the indexes are being built
    expect(stages.at(-1)).toBe('finishing');
    expect(stages).toContain('reading');
    const o2 = await oid();
    expect(o2).not.toBe(o1); // loaded into a new table
    await runImport(db, 'bag', write('0222VBO15092020-000001.xml', '0222', [4, 5]));
    expect(await oid()).toBe(o2); // another area: loaded into the table itself
    await runImport(db, 'bag', write('0221VBO15092020-000001.xml', '0221', [6]));
    const rows = await db.query<{ area: string; n: number }>(
      `SELECT area, count(*)::int AS n FROM geo_bag_verblijfsobjecten GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { area: '0221', n: 1 },
      { area: '0222', n: 2 },
    ]);
    expect(
      await db.query(
        `SELECT identificatie FROM geo_bag_verblijfsobjecten WHERE geom && ST_MakeEnvelope(206005.5, 446999, 206006.5, 447001, 28992)`,
      ),
    ).toEqual([{ identificatie: '0221010000000006' }]);
  });
});
