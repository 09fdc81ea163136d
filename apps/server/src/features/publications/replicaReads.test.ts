import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { readerFor } from '../../db/replicaStatus';
import { TestApp, type TestCompany } from '../../test/testApp';
import { freshDatabase } from '../../test/templateDb';

// The public page on a read replica (issue #44 item 5): read there when the replica has replayed what the primary had
// written (a visitor opening a page right after it was published reads it published), on the primary otherwise, and
// the visit counted on the primary. The replica here is the test database seen through a recorder, which can also
// play a replica that lags behind.
let t: TestApp;
let a: TestCompany;
const onReplica: string[] = [];
let lagging = false;

/** `db` as the app's replica: every statement recorded; while `lagging`, its replay position is behind the primary's. */
function replicaOf(db: Db): Db {
  const wrap = (inner: Db): Db =>
    new Proxy(inner, {
      get(target, prop, receiver) {
        if (prop === 'query')
          return (sql: string, params?: unknown[]) => {
            onReplica.push(sql);
            return lagging && /pg_last_wal_replay_lsn/.test(sql) ? Promise.resolve([{ ok: false }]) : target.query(sql, params);
          };
        if (prop === 'exec') return (sql: string) => (onReplica.push(sql), target.exec(sql));
        if (prop === 'tenant') return (c: number, fn: (tx: Db) => Promise<unknown>) => target.tenant(c, (tx) => fn(wrap(tx)));
        if (prop === 'transaction') return (fn: (tx: Db) => Promise<unknown>) => target.transaction((tx) => fn(wrap(tx)));
        const v = Reflect.get(target, prop, receiver) as unknown;
        return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v;
      },
    });
  return wrap(db);
}

beforeAll(async () => {
  const database = await freshDatabase();
  t = await TestApp.start({}, database, { readDb: replicaOf(database.db) });
  a = await t.company('Replica');
}, 120_000);
afterAll(() => t?.stop());

const writes = (sqls: string[]) => sqls.filter((s) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(s));

describe('the public page on a read replica', () => {
  it('is read on the replica right after it is published, the visit counted on the primary; on the primary while the replica lags', async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Replicakwartier', lat: 52.37, lon: 4.9 });
    const p = await t.json<{ id: number; key: string }>('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
    await t.json('PATCH', `/api/publications/detail/${p.id}`, a.user, { status: 2 });

    onReplica.length = 0;
    const page = await t.request('GET', `/api/publications/page/${p.key}`);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.headers['x-read-from']).toBe('replica');
    expect(page.json().publication.name).toBe('Replicakwartier');
    expect(onReplica.some((s) => /\bpublications\b/.test(s))).toBe(true);
    expect(writes(onReplica)).toEqual([]);
    const [visits] = await t.db.query<{ visits: number }>('SELECT visits FROM publication_visits WHERE publication_id = $1', [p.id]);
    expect(visits?.visits).toBe(1);

    lagging = true;
    onReplica.length = 0;
    const behind = await t.request('GET', `/api/publications/page/${p.key}`);
    lagging = false;
    expect([behind.statusCode, behind.headers['x-read-from']]).toEqual([200, 'primary']);
    // only the replay position was asked there, until the wait (250 ms) was over
    expect(onReplica.every((s) => /pg_last_wal_replay_lsn/.test(s))).toBe(true);
    expect(behind.json().publication.name).toBe('Replicakwartier');
  });

  it('leaves a replica that failed alone for half a minute, answering from the primary', async () => {
    let asked = 0;
    const down = { query: async () => { asked++; throw new Error('connect ECONNREFUSED'); } } as unknown as Db;
    expect((await readerFor(t.db, down)).from).toBe('primary');
    expect((await readerFor(t.db, down)).from).toBe('primary');
    expect(asked).toBe(1);
    expect((await readerFor(t.db, undefined)).from).toBe('primary');
  });
});
