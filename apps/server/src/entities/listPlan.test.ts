import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '@plotwise/contracts';
import type { Db, Row } from '../db/database';
import { TestApp, type TestCompany } from '../test/testApp';
import type { Actor } from '../auth/sessions';
import { actorOfToken } from '../auth/sessions';
import { Repository } from './repository';

// A list's page statement must be one prepared statement whose plan PostgreSQL can keep: with the page size as a
// bind parameter it was planned anew on every request (no generic plan is ever chosen for `LIMIT $n`).
let t: TestApp;
let a: TestCompany;
let actor: Actor;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Lambda Plan');
  const made = await t.json<{ id: number }[]>(
    'POST',
    '/api/locations/list',
    a.user,
    Array.from({ length: 30 }, (_, i) => ({ name: `Kavel ${i}`, city: 'Utrecht' })),
  );
  await t.json('POST', '/api/units/list', a.user, made.map((l) => ({ name: 'Tweekamer', locationId: l.id, size: 60 })));
  // A company of a realistic size: the generic plan of `LIMIT $n` assumes a tenth of the rows, so the statement was
  // replanned only once a tenth of them outnumbered the page (the bench company has 1 000 locations).
  await t.db.query(`INSERT INTO locations (company_id, name) SELECT $1, 'Bulk ' || g FROM generate_series(1, 600) g`, [a.id]);
  await t.db.exec('ANALYZE locations');
  actor = (await actorOfToken(t.db, a.user.cookie.split('=')[1]))!;
});
afterAll(() => t?.stop());

/** The statements a function sends through the Db interface, with their parameters. */
async function recorded(fn: (db: Db) => Promise<unknown>): Promise<{ sql: string; params: readonly unknown[] }[]> {
  const seen: { sql: string; params: readonly unknown[] }[] = [];
  await t.db.tenant(actor.companyId, (tx) => {
    const spy: Db = {
      ...tx,
      query: <T extends Row>(sql: string, params: readonly unknown[] = []) => {
        seen.push({ sql, params });
        return tx.query<T>(sql, params);
      },
    };
    return fn(spy);
  });
  return seen;
}

const pageOf = (offset: number) => ({ limit: 20, offset, depth: 1 });

describe('the list statement', () => {
  it('has the page size in its text, no OFFSET on the first page, and one text for all later pages', async () => {
    const list = (offset: number) => recorded((db) => new Repository(db).list(locations, actor, pageOf(offset)));
    const [first, second, third] = [await list(0), await list(20), await list(40)];
    expect(first[0]!.sql).toMatch(/ LIMIT 20\) page /);
    expect(first[0]!.params).not.toContain(20);
    expect(second[0]!.sql).toMatch(/ LIMIT 20 OFFSET \$\d+\) page /);
    expect(second.map((s) => s.sql)).toEqual(third.map((s) => s.sql));
    expect(first.length).toBe(2); // the page, then all children in one statement
  });

  it('pages through every match in order, with the total of all matches', async () => {
    const all = await t.json<{ id: number }[]>('GET', '/api/locations/list?limit=500&depth=0', a.user);
    const second = await t.request('GET', '/api/locations/list?limit=20&offset=20&depth=1', { as: a.user });
    expect(second.headers['x-total-count']).toBe('630');
    const rows = JSON.parse(second.body) as { id: number; units: unknown[] }[];
    expect(rows.map((r) => r.id)).toEqual(all.slice(20, 40).map((r) => r.id));
    expect(rows.every((r) => Array.isArray(r.units))).toBe(true);
    const beyond = await t.request('GET', '/api/locations/list?limit=20&offset=700', { as: a.user });
    expect([beyond.body, beyond.headers['x-total-count']]).toEqual(['[]', '630']);
  });

  it('refuses a page size that is not a list size before any SQL is built', async () => {
    for (const limit of [0, 501, 2.5, Number.NaN])
      await expect(recorded((db) => new Repository(db).list(locations, actor, { ...pageOf(0), limit }))).rejects.toThrow(/invalid list limit/);
    await expect(recorded((db) => new Repository(db).list(locations, actor, pageOf(-20)))).rejects.toThrow(/invalid list offset/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is planned once and then runs on the cached generic plan (PostgreSQL)', async () => {
    // one transaction is one pooled connection, where the named statements of openPostgres live
    const plans = await t.db.tenant(actor.companyId, async (tx) => {
      const repo = new Repository(tx);
      for (let i = 0; i < 10; i++) await repo.list(locations, actor, pageOf(0));
      return tx.query<{ generic_plans: number; custom_plans: number }>(
        // the pattern is a parameter, so this statement (prepared too) does not match itself
        'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE $1',
        ['% LIMIT 20) page %'],
      );
    });
    expect(plans.length).toBe(1);
    // PostgreSQL tries five custom plans, then keeps the generic one when it is no dearer
    expect(plans[0]!.generic_plans).toBeGreaterThanOrEqual(5);
    expect(plans[0]!.custom_plans).toBeLessThanOrEqual(5);
  });
});
