import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';

// A bulk create or update is checked whole before anything is written: an invalid last item of 1 000 answers 400 at
// once, naming the item, instead of after 999 writes in a transaction that other requests wait behind (on PGlite,
// with one connection, every other company's).
let t: TestApp;
let a: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Pi');
}, 60_000);
afterAll(() => t?.stop());

const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM locations WHERE company_id = $1`, [a.id]))[0]!.n;

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
});
