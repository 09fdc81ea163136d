import { licenceTiers } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';

// Spec 4 (issue 17, the result cache): the web writes a building's generation result back with the version it was
// based on; storing `result` clears the dirty flag, any later save of the building sets it again, a write based on
// an older version changes nothing, and no other company can read or write the stored result.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Result A');
  b = await t.company('Result B');
});
afterAll(() => t?.stop());

type Who = TestCompany['user'];
type Building = { id: number; dirty: boolean; result: unknown; messages: unknown[]; updatedAt: string; maxheight: number };
const post = async (who: Who, entity: string, body: unknown) =>
  (await t.json<{ id: number }>('POST', `/api/${entity}/list`, who, body)).id;
const read = (who: Who, id: number) => t.json<Building>('GET', `/api/buildings/detail/${id}`, who);

const stored = { format: 1, input_key: 'k1', model: { generator_version: '3', floors: [1, 2, 3] }, form_factors: { gfa: 1200 } };
const messages = [{ message: 'no_units', target: 'mix', value: 'default unit 50-100 m2', building_id: null, unit_id: null }];

/** A location with a concept of two new (dirty) buildings. */
async function concept(who: Who) {
  const locationId = await post(who, 'locations', { name: 'Cache', lat: 52.37, lon: 4.93 });
  const conceptId = await post(who, 'concepts', { name: 'Variant', locationId });
  const ids = [await post(who, 'buildings', { name: 'Blok A', conceptId }), await post(who, 'buildings', { name: 'Blok B', conceptId })];
  return { locationId, conceptId, ids };
}

/** The write-back of the web: one bulk PUT of result and messages, each with the updatedAt it was based on. */
const writeBack = (who: Who, rows: Building[]) =>
  t.request('PUT', '/api/buildings/detail', {
    as: who,
    body: rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt, result: { ...stored, input_key: `k${r.id}` }, messages: messages.map((m) => ({ ...m, building_id: r.id })) })),
  });

describe('storing a generation result', () => {
  it('a new building is dirty; writing its result back clears the flag and keeps result and messages', async () => {
    const c = await concept(a.user);
    const rows = await Promise.all(c.ids.map((id) => read(a.user, id)));
    expect(rows.map((r) => r.dirty)).toEqual([true, true]);
    const res = await writeBack(a.user, rows);
    expect(res.statusCode).toBe(200);
    const answered = JSON.parse(res.body) as Building[];
    expect(answered.map((r) => r.dirty)).toEqual([false, false]);
    for (const id of c.ids) {
      const now = await read(a.user, id);
      expect(now.dirty).toBe(false);
      expect(now.result).toEqual({ ...stored, input_key: `k${id}` });
      expect(now.messages).toEqual([{ ...messages[0], building_id: id }]);
    }
    // the concept's list (what the screens read) carries them too
    const list = await t.json<Building[]>('GET', `/api/buildings/list?depth=1&where=${encodeURIComponent(JSON.stringify({ conceptId: c.conceptId }))}`, a.user);
    expect(list.map((r) => [r.dirty, (r.result as { input_key: string }).input_key])).toEqual(c.ids.map((id) => [false, `k${id}`]));
  });

  it('a later save of the building sets the flag again; a result based on the older version is refused and changes nothing', async () => {
    const c = await concept(a.user);
    const before = await Promise.all(c.ids.map((id) => read(a.user, id)));
    expect((await writeBack(a.user, before)).statusCode).toBe(200);
    const clean = await read(a.user, c.ids[0]!);
    await t.json('PATCH', `/api/buildings/detail/${c.ids[0]}`, a.user, { maxheight: 31, cfg: { floor_height: 3.2 } });
    const saved = await read(a.user, c.ids[0]!);
    expect(saved.dirty).toBe(true);
    // a result generated from the row as it was before that save (another tab, an editor behind) is stale
    const stale = await writeBack(a.user, [clean]);
    expect(stale.statusCode).toBe(409);
    expect(await read(a.user, c.ids[0]!)).toEqual(saved);
    // the whole request is refused when one of its rows is stale: the other building keeps its state
    const other = await read(a.user, c.ids[1]!);
    expect((await writeBack(a.user, [other, clean])).statusCode).toBe(409);
    expect(await read(a.user, c.ids[1]!)).toEqual(other);
    // the result of the saved version is stored
    expect((await writeBack(a.user, [saved])).statusCode).toBe(200);
    expect((await read(a.user, c.ids[0]!)).dirty).toBe(false);
  });

  it('is out of reach of another company: not read, not listed, not written', async () => {
    const c = await concept(a.user);
    const rows = await Promise.all(c.ids.map((id) => read(a.user, id)));
    expect((await writeBack(a.user, rows)).statusCode).toBe(200);
    const mine = await read(a.user, c.ids[0]!);
    for (const who of [b.user, b.admin]) {
      expect((await t.request('GET', `/api/buildings/detail/${mine.id}`, { as: who })).statusCode).toBe(404);
      const list = await t.request('GET', `/api/buildings/list?where=${encodeURIComponent(JSON.stringify({ conceptId: c.conceptId }))}`, { as: who });
      expect(JSON.parse(list.body)).toEqual([]);
      const write = await t.request('PUT', '/api/buildings/detail', { as: who, body: [{ id: mine.id, result: { hijacked: true }, messages: [] }] });
      expect([403, 404]).toContain(write.statusCode);
      const patch = await t.request('PATCH', `/api/buildings/detail/${mine.id}`, { as: who, body: { result: { hijacked: true } } });
      expect([403, 404]).toContain(patch.statusCode);
    }
    expect(await read(a.user, c.ids[0]!)).toEqual(mine);
  });

  it('a read-only company cannot store results (the web does not try)', async () => {
    const ro = await t.company('Result Read-only');
    const c = await concept(ro.user);
    await t.db.query('UPDATE companies SET licence = $1 WHERE id = $2', [licenceTiers.none, ro.id]);
    const rows = await Promise.all(c.ids.map((id) => read(ro.user, id)));
    const res = await writeBack(ro.user, rows);
    expect(res.statusCode).toBe(403);
    expect((JSON.parse(res.body) as { error: { code: string } }).error.code).toBe('licence_read_only');
    expect((await read(ro.user, c.ids[0]!)).dirty).toBe(true);
  });

  it("storing a result is no change of the location's production value input (migration 0052)", async () => {
    const c = await concept(a.user);
    // the database counts the changes of a figure's inputs (0045); the server recomputes behind it
    const changes = async () =>
      (await t.db.query<{ changed: number }>('SELECT changed FROM location_production_values WHERE location_id = $1', [c.locationId]))[0]?.changed;
    const before = await changes();
    const rows = await Promise.all(c.ids.map((id) => read(a.user, id)));
    expect((await writeBack(a.user, rows)).statusCode).toBe(200);
    expect(await changes()).toBe(before);
    // a change of the building still is one
    await t.json('PATCH', `/api/buildings/detail/${c.ids[0]}`, a.user, { maxheight: 40 });
    expect(await changes()).toBeGreaterThan(before!);
  });
});
