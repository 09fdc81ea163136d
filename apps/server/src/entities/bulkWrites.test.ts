import { loadStates } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { TestApp, type TestCompany } from '../test/testApp';
import { freshDatabase } from '../test/templateDb';
import { registerEntityHooks } from './hooks';

// A bulk create or update is checked whole before anything is written: an invalid last item of 1 000 answers 400 at
// once, naming the item, instead of after 999 writes in a transaction that other requests wait behind (on PGlite,
// with one connection, every other company's). A valid one writes set-based in batches, so its transaction is short,
// and is bounded in time (issue #38 item 2).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
// statements run inside each company's tenant transactions (also the production values kept current beside a
// request), and the SQL of those of company a
const statements = new Map<number, number>();
let seen: string[] = [];
/** The statements of company a that wrote to one of these tables since `seen` was emptied. */
const writesTo = (...tables: string[]) =>
  seen.filter((sql) => new RegExp(`^\\s*(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?(${tables.join('|')})"?\\s`, 'i').test(sql));

/** The database with every statement of a tenant transaction counted for its company. */
function counted(database: { db: Db; drop: () => Promise<void> }): { db: Db; drop: () => Promise<void> } {
  const inTenant = (tx: Db, companyId: number): Db => {
    const count = (sql: string) => {
      statements.set(companyId, (statements.get(companyId) ?? 0) + 1);
      if (companyId === a?.id) seen.push(sql);
    };
    return {
      ...tx,
      query: (sql, params) => (count(sql), tx.query(sql, params)),
      exec: (sql) => (count(sql), tx.exec(sql)),
      transaction: (fn) => tx.transaction((inner) => fn(inTenant(inner, companyId))),
      tenant: (c, fn) => tx.tenant(c, (inner) => fn(inTenant(inner, c))),
    };
  };
  const { db } = database;
  return { ...database, db: { ...db, tenant: (c, fn) => db.tenant(c, (tx) => fn(inTenant(tx, c))) } };
}

beforeAll(async () => {
  // the bound is the last describe's (0.3 s); here a write of 1 000 on PGlite under a whole npm test on a slow hour took
  // more than the default 20 s (stop 63: rolled back after 500), and what is asked is how it writes, not how fast
  t = await TestApp.start({ BULK_WRITE_TIMEOUT_MS: '60000' }, counted(await freshDatabase()));
  a = await t.company('Pi');
  b = await t.company('Rho');
  // the company keeps unit types: every new location of a gets a copy of each (the getUnits step)
  const template = await t.json<{ id: number }>('POST', '/api/locations/list', a.admin, { name: 'Sjabloon', type: 1 });
  for (const [i, name] of ['Studio', 'Gezinswoning'].entries())
    await t.json('POST', '/api/units/list', a.admin, { name, size: 40 + 70 * i, size_max: 60 + 70 * i, order: 10 * (i + 1), locationId: template.id, cfg: { maxdepth: 9 } });
});
afterAll(() => t?.stop());

const count = async (table = 'locations', company = a) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [company.id]))[0]!.n;
const maximal = (prefix: string) => Array.from({ length: 1000 }, (_, i) => ({ name: `${prefix} ${i}`, lat: 52 + i / 1e4, lon: 5 }));

describe('bulk writes', () => {
  it('a create of 1 000 whose last item is invalid answers 400 naming item 999, having written nothing', async () => {
    const before = await count();
    // PGlite: statements that may write, counted as they finish, for patterns asked about once before
    const watched = /locations/;
    const mark = t.db.changeMark();
    if (mark !== null) t.db.changedSince(mark, watched);
    const body = [...Array.from({ length: 999 }, (_, i) => ({ name: `Kavel ${i}` })), { name: 'Fout', nietBestaand: 1 }];
    const res = await t.request('POST', '/api/locations/list', { as: a.user, body });
    expect(res.statusCode).toBe(400);
    const { error } = JSON.parse(res.body);
    expect(error).toMatchObject({ code: 'unknown_field', message: expect.stringMatching(/^item 999: /), details: expect.objectContaining({ index: 999 }) });
    // not a write begun and rolled back: no transaction at all
    if (mark !== null) expect(t.db.changedSince(mark, watched)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('an update of many whose second item is invalid changes none of them', async () => {
    const [one, two] = await t.json<{ id: number; name: string }[]>('POST', '/api/locations/list', a.user, [{ name: 'Een' }, { name: 'Twee' }]);
    const res = await t.request('PUT', '/api/locations/detail', { as: a.user, body: [{ id: one!.id, name: 'Een bis' }, { id: two!.id, nietBestaand: 1 }] });
    expect([res.statusCode, JSON.parse(res.body).error.details.index]).toEqual([400, 1]);
    const names = await t.db.query<{ name: string }>(`SELECT name FROM locations WHERE id = ANY($1::int[]) ORDER BY id`, [[one!.id, two!.id]]);
    expect(names.map((r) => r.name)).toEqual(['Een', 'Twee']);
  });

  it("a maximal create writes set-based, the server turns meanwhile and another company's list answers within a bound", async () => {
    const [before, unitsBefore] = [await count(), await count('units')];
    statements.set(a.id, 0);
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    const started = performance.now();
    const bulk = t.request('POST', '/api/locations/list', { as: a.user, body: maximal('Kavel') });
    // another company's list, asked for while the bulk writes: on PGlite (one connection) it waits for the bulk's
    // transaction, which took 12-30 s of one-row statements before this was set-based
    const other = t.request('GET', '/api/locations/list?limit=25', { as: b.user }).then((r) => ({ status: r.statusCode, ms: performance.now() - started }));
    const res = await bulk;
    clearInterval(ticker);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const rows = JSON.parse(res.body) as { id: number; name: string; units?: unknown }[];
    expect(rows.map((r) => r.name)).toEqual(maximal('Kavel').map((r) => r.name));
    expect(await count()).toBe(before + 1000);
    // each location got the company's two unit types, with their cfg
    expect(await count('units')).toBe(unitsBefore + 2000);
    const last = await t.json<{ units: { name: string; cfg: { maxdepth: number } }[]; cfg: { status: { getUnits: number } } }>(
      'GET', `/api/locations/detail/${rows[999]!.id}?depth=2`, a.user,
    );
    expect(last.units.map((u) => [u.name, u.cfg.maxdepth]).sort()).toEqual([['Gezinswoning', 9], ['Studio', 9]]);
    expect(last.cfg.status.getUnits).toBe(loadStates.success);
    // a few statements a batch of 100 (some 27 000 one-row statements before): the transaction is short
    expect(statements.get(a.id)).toBeLessThan(500);
    // between batches the event loop turned (before, on PGlite, not once: no timer, no other request for the whole write)
    expect(turns).toBeGreaterThanOrEqual(3);
    const answered = await other;
    expect(answered.status).toBe(200);
    // generous for a loaded 2-core machine: the bulk takes 1-8 s on PGlite there, 20-40 s before
    expect(answered.ms).toBeLessThan(15_000);
  }, 60_000);

  // a bulk update writes set-based as a create does: 1 000 on both databases (record by record, 1 000 took 17-18 s on
  // PGlite, so this test updated 300 there)
  it('an update of 1 000 writes set-based with every rule of the single update: a few statements a batch', async () => {
    // the 1 000 the maximal create made (named 'Perceel ...' below: a second try of this test finds them again, and
    // every expectation holds for it as for the first)
    const ids = (
      await t.db.query<{ id: number }>(`SELECT id FROM locations WHERE company_id = $1 AND (name LIKE 'Kavel %' OR name LIKE 'Perceel %') ORDER BY id LIMIT 1000`, [a.id])
    ).map((r) => r.id);
    expect(ids).toHaveLength(1000);
    // the status history compares with the stored value: a location already at status 2 gets no history row
    await t.db.query('UPDATE locations SET status = 2 WHERE id = $1', [ids[0]]);
    const stamps = await t.db.query<{ id: number; updated_at: string }>('SELECT id, updated_at::text FROM locations WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
    // the production values of the 1 000 created before are recomputed in the background, inside company a's tenant
    // transactions: let that finish first, so the count below is this request's (once 1 733 on CI's PostgreSQL)
    t.app.productionValues.kick();
    await t.app.productionValues.settled();
    statements.set(a.id, 0);
    seen = [];
    const started = performance.now();
    // a name, a status and a nested config on the even ones, a name, a status and a rating on the odd ones: two field
    // sets of the location in each batch
    const body = ids.map((id, i) => (i % 2 ? { id, name: `Perceel ${id}`, status: 2, rating: 3 } : { id, name: `Perceel ${id}`, status: 2, cfg: { render_settings: { grid_size: 3 } } }));
    const res = await t.request('PUT', '/api/locations/detail', { as: a.user, body });
    const ms = performance.now() - started;
    // read at the answer: the recompute of the production values this update marks starts beside the reads below
    const requestStatements = statements.get(a.id)!;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = res.json() as { id: number; name: string; status: number; rating: number | null; updatedAt: string }[];
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.every((r, i) => r.name === `Perceel ${ids[i]}` && r.status === 2)).toBe(true);
    // each field set reached its own rows only
    expect(rows.filter((r, i) => (r.rating === 3) === (i % 2 === 1))).toHaveLength(1000);
    // every record's updatedAt moved on (the version a later edit is checked against)
    const before = new Map(stamps.map((r) => [r.id, Date.parse(r.updated_at)]));
    expect(rows.filter((r) => Date.parse(r.updatedAt) > before.get(r.id)!)).toHaveLength(1000);
    // the nested config of the even ones was written, the odd ones' left as it was
    const grid = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM render_settings r JOIN location_cfgs c ON c.id = r.location_cfg_id WHERE c.location_id = ANY($1::int[]) AND r.grid_size = 3`, [ids]);
    expect(grid[0]!.n).toBe(500);
    // the status change of each is in its activity history (a rule of the locations' writes, per record), once
    const changes = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM location_pipeline_changes WHERE location_id = ANY($1::int[]) AND to_value = 2`, [ids]);
    expect(changes[0]!.n).toBe(999);
    // an UPDATE per field set a batch (2 x 10), the status history one INSERT a batch; record by record 1 000 each
    expect([writesTo('locations').length, writesTo('location_pipeline_changes').length]).toEqual([20, 10]);
    expect(writesTo('render_settings')).toHaveLength(10);
    // some 6 a record before (6 000), 17 before that; now a few a batch of 100 (116 on PGlite)
    expect(requestStatements).toBeLessThan(1000);
    // 17-18 s on PGlite record by record; generous for a loaded 2-core machine
    expect(ms).toBeLessThan(15_000);
    console.log(`bulk update of 1 000: ${Math.round(ms)} ms, ${requestStatements} statements`);
    // the settle before the request waits for the background recompute of 1 000 production values: 7 s in one CI run
    // on PGlite, past 60 s in another at load 11 (the request's own time has its bound above)
  }, 180_000);

  it('an update naming a version answers 409 for an item changed since, naming it, and writes none', async () => {
    const [one, two] = await t.json<{ id: number; updatedAt: string }[]>('POST', '/api/locations/list', a.user, [{ name: 'Drie' }, { name: 'Vier' }]);
    await t.json('PATCH', `/api/locations/detail/${two!.id}`, a.user, { name: 'Vier (ander)' });
    const res = await t.request('PUT', '/api/locations/detail', {
      as: a.user,
      body: [{ id: one!.id, name: 'Drie bis', updatedAt: one!.updatedAt }, { id: two!.id, name: 'Vier bis', updatedAt: two!.updatedAt }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/^item 1: /), details: { index: 1, id: two!.id, current: { name: 'Vier (ander)' } } });
    const names = await t.db.query<{ name: string }>('SELECT name FROM locations WHERE id = ANY($1::int[]) ORDER BY id', [[one!.id, two!.id]]);
    expect(names.map((r) => r.name)).toEqual(['Drie', 'Vier (ander)']);
  });

  it("an update whose last item is another company's record or points at one answers at once, naming it, writing nothing", async () => {
    const ids = (await t.db.query<{ id: number }>(`SELECT id FROM locations WHERE company_id = $1 AND name LIKE 'Perceel %' ORDER BY id LIMIT 1000`, [a.id])).map((r) => r.id);
    const [theirs] = await t.json<{ id: number }[]>('POST', '/api/locations/list', b.user, [{ name: 'Van Rho' }]);
    const body: Record<string, unknown>[] = ids.map((id) => ({ id, name: `Niet ${id}` }));
    const mark = t.db.changeMark();
    const watched = /locations/;
    if (mark !== null) t.db.changedSince(mark, watched);
    statements.set(a.id, 0);
    seen = [];
    body[999] = { id: theirs!.id, name: 'Overgenomen' };
    const notMine = await t.request('PUT', '/api/locations/detail', { as: a.user, body });
    expect(notMine.json().error).toMatchObject({ code: 'not_found', message: expect.stringMatching(/^item 999: /), details: { index: 999 } });
    body[999] = { id: ids[999], assignedTo: b.user.id };
    const reference = await t.request('PUT', '/api/locations/detail', { as: a.user, body });
    expect([notMine.statusCode, reference.statusCode]).toEqual([404, 422]);
    expect(reference.json().error).toMatchObject({ code: 'reference_not_found', message: expect.stringMatching(/^item 999: assignedTo/), details: { index: 999, field: 'assignedTo' } });
    // a few reads each (and the tenant transaction's settings), no write: nothing begun and rolled back
    expect(writesTo('locations', 'location_cfgs', 'units', 'location_pipeline_changes')).toEqual([]);
    if (mark !== null) expect(t.db.changedSince(mark, watched)).toBe(false);
    expect(await t.db.query('SELECT 1 FROM locations WHERE company_id = $1 AND name LIKE $2', [a.id, 'Niet %'])).toHaveLength(0);
  }, 60_000);

  it('an update naming a record twice is refused before anything is written', async () => {
    const [one] = await t.json<{ id: number }[]>('POST', '/api/locations/list', a.user, [{ name: 'Vijf' }]);
    const res = await t.request('PUT', '/api/locations/detail', { as: a.user, body: [{ id: one!.id, status: 1 }, { id: one!.id, status: 2 }] });
    expect([res.statusCode, res.json().error.details.index]).toEqual([400, 1]);
  });

  it("a create whose last item points at another company's user answers 422 naming item 999 before any insert", async () => {
    const [before, unitsBefore] = [await count(), await count('units')];
    const body: Record<string, unknown>[] = maximal('Bijna');
    body[999] = { name: 'Van een ander', assignedTo: b.user.id }; // a user of another company
    const seq = async () => (await t.db.query<{ v: number }>(`SELECT last_value::int AS v FROM pg_sequences WHERE sequencename = 'locations_id_seq'`))[0]!.v;
    const idsBefore = await seq();
    statements.set(a.id, 0);
    seen = [];
    const res = await t.request('POST', '/api/locations/list', { as: a.user, body });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'reference_not_found', message: expect.stringMatching(/^item 999: assignedTo/), details: { index: 999, field: 'assignedTo' } });
    // checked before the first batch: no id taken (900 inserts rolled back before), a read per foreign key only
    expect(await seq()).toBe(idsBefore);
    expect(writesTo('locations', 'location_cfgs', 'units', 'location_pipeline_changes')).toEqual([]);
    expect([await count(), await count('units')]).toEqual([before, unitsBefore]);
    // a reference in a nested config is checked up front too, naming its item
    const nested = await t.request('POST', '/api/searchqueries/list', { as: a.user, body: [{ name: 'Goed' }, { name: 'Fout', cfg: { publicationId: 2_000_000_000 } }] });
    expect([nested.statusCode, nested.json().error.details?.index]).toEqual([422, 1]);
  }, 60_000);
});

describe('the time bound of a bulk write', () => {
  let bounded: TestApp;
  let c: TestCompany;
  beforeAll(async () => {
    bounded = await TestApp.start({ BULK_WRITE_TIMEOUT_MS: '300' });
    c = await bounded.company('Sigma');
    // an entity whose per-record rule is slow (2 ms each): 1 000 of them cannot be written in 0.3 s
    registerEntityHooks('labels', { beforeWrite: () => new Promise((resolve) => setTimeout(resolve, 2)) });
    // the api project's hook timeout (120 s): a second app on PGlite in a whole npm test once took more than 60 s here
  });
  afterAll(() => bounded?.stop());

  it('a bulk that cannot finish in time answers 503 bulk_write_timeout, rolled back after a few batches: nothing written', async () => {
    const labels = async () => (await bounded.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM labels WHERE company_id = $1`, [c.id]))[0]!.n;
    const before = await labels();
    const body = Array.from({ length: 1000 }, (_, i) => ({ name: `Label ${i}` }));
    const res = await bounded.request('POST', '/api/labels/list', { as: c.user, body });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(503);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'bulk_write_timeout', details: { limitMs: 300, total: 1000 } });
    // it gave up when its bound had passed, not after writing all
    expect(error.details.done).toBeLessThan(1000);
    expect(await labels()).toBe(before);
    // a bulk that fits answers as ever (a few items: under CI's load 20 of them once took more than the 0.3 s)
    const small = await bounded.request('POST', '/api/labels/list', { as: c.user, body: body.slice(0, 3) });
    expect(small.statusCode, small.body.slice(0, 300)).toBe(201);
    expect(await labels()).toBe(before + 3);
  }, 60_000);

  // PostgreSQL only: on PGlite's one connection the lock holder's transaction would hold every other request
  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL a bulk waiting on a lock is cancelled at the bound: 503, nothing written', async () => {
    const [one, two] = await bounded.json<{ id: number }[]>('POST', '/api/labels/list', c.user, [{ name: 'Vast' }, { name: 'Vrij' }]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // another writer holds the first label's row
    const holder = bounded.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM labels WHERE id = $1 FOR UPDATE', [one!.id]);
      locked();
      await held;
    });
    await isLocked;
    const res = await bounded.request('PUT', '/api/labels/detail', { as: c.user, body: [{ id: two!.id, name: 'Vrij bis' }, { id: one!.id, name: 'Vast bis' }] });
    release();
    await holder;
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'bulk_write_timeout']);
    const names = await bounded.db.query<{ name: string }>('SELECT name FROM labels WHERE id = ANY($1::int[]) ORDER BY id', [[one!.id, two!.id]]);
    expect(names.map((r) => r.name)).toEqual(['Vast', 'Vrij']);
  }, 60_000);
});
