import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_DELETE_HOURS, type UndoDeleteAnswer } from '@plotwise/contracts';
import { TestApp, type TestCompany, type TestUser } from '../../test/testApp';

// POST /api/locations/undo-delete/{id}: the user who deleted a location (or a company admin) brings it back with
// everything its delete removed, within UNDO_DELETE_HOURS; another company's copy is not there for them (404).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Ontwikkelaar Undo A');
  b = await t.company('Ontwikkelaar Undo B');
}, 120_000);
afterAll(async () => t?.stop());

const post = async (entity: string, body: unknown, as: TestUser = a.user) =>
  (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
const undo = (id: number, as?: TestUser) => t.request('POST', `/api/locations/undo-delete/${id}`, { as });
const gone = async (id: number, as: TestUser = a.user) =>
  expect((await t.request('DELETE', `/api/locations/detail/${id}`, { as })).statusCode).toBe(204);
const notesOf = (locationId: number) =>
  t.json<{ name: string }[]>('GET', `/api/notes/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}`, a.user);
const copies = async (id: number) =>
  (await t.db.query('SELECT 1 FROM deleted_records WHERE entity = $1 AND record_id = $2', ['locations', id])).length;

describe('undo of a location delete', () => {
  it('brings the location back with its notes and tasks, drops the copy and is audited', async () => {
    const id = await post('locations', { name: 'Zuidas Kavel 7' });
    await post('notes', { name: 'Eigenaar gebeld', type: 'note', locationId: id });
    await post('notes', { name: 'Offerte sturen', type: 'task', status: 'open', locationId: id });
    await gone(id);
    expect(await notesOf(id)).toEqual([]);

    const res = await undo(id, a.user);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body) as UndoDeleteAnswer).toMatchObject({ recordId: id, rowCount: expect.any(Number) });
    expect((await t.json<{ name: string }>('GET', `/api/locations/detail/${id}`, a.user)).name).toBe('Zuidas Kavel 7');
    expect((await notesOf(id)).map((n) => n.name).sort()).toEqual(['Eigenaar gebeld', 'Offerte sturen']);
    expect(await copies(id)).toBe(0);
    const audit = await t.db.query<{ detail: { ids: number[]; undo?: boolean } }>(
      `SELECT detail FROM audit_events WHERE kind = 'record_restored' AND company_id = $1 AND user_id = $2`,
      [a.id, a.user.id],
    );
    expect(audit.map((e) => e.detail)).toContainEqual(expect.objectContaining({ ids: [id], undo: true }));
    // nothing left to undo
    expect((await undo(id, a.user)).statusCode).toBe(404);
  });

  it("another company's delete is 404 for them, and stays undoable for its own user", async () => {
    const id = await post('locations', { name: 'Geheime kavel' });
    await gone(id);
    for (const who of [b.user, b.admin]) {
      const res = await undo(id, who);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Geheime');
    }
    expect((await t.request('GET', `/api/locations/detail/${id}`, { as: b.admin })).statusCode).toBe(404);
    expect(await copies(id)).toBe(1);
    expect((await undo(999_999, a.user)).statusCode).toBe(404);
    expect((await undo(id)).statusCode).toBe(401);
    expect((await t.request('POST', '/api/locations/undo-delete/abc', { as: a.user })).statusCode).toBe(400);
    expect((await undo(id, a.user)).statusCode).toBe(200);
  });

  it('only the user who deleted it or a company admin may undo', async () => {
    const byAdmin = await post('locations', { name: 'Door admin verwijderd' });
    await gone(byAdmin, a.admin);
    const refused = await undo(byAdmin, a.user);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'forbidden' } });
    expect(await copies(byAdmin)).toBe(1);
    expect((await undo(byAdmin, a.admin)).statusCode).toBe(200);

    const byUser = await post('locations', { name: 'Door gebruiker verwijderd' });
    await gone(byUser, a.user);
    expect((await undo(byUser, a.admin)).statusCode).toBe(200);
  });

  it(`after ${UNDO_DELETE_HOURS} hours the undo is refused (410); the copy stays for staff`, async () => {
    const id = await post('locations', { name: 'Te laat' });
    await gone(id);
    await t.db.query(
      `UPDATE deleted_records SET deleted_at = now() - make_interval(hours => $1) WHERE entity = 'locations' AND record_id = $2`,
      [UNDO_DELETE_HOURS + 1, id],
    );
    const res = await undo(id, a.user);
    expect(res.statusCode).toBe(410);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'undo_expired' } });
    expect((await undo(id, a.admin)).statusCode).toBe(410);
    expect(await copies(id)).toBe(1);
    expect((await t.request('GET', `/api/locations/detail/${id}`, { as: a.user })).statusCode).toBe(404);
  });

  it('a unique value taken since refuses the undo with 409, as the staff restore does', async () => {
    const id = await post('locations', { name: 'Dubbel' });
    const [{ key }] = (await t.db.query<{ key: string }>('SELECT key FROM locations WHERE id = $1', [id])) as [{ key: string }];
    await gone(id);
    // another location has taken its key since (unique), so the old one cannot come back as it was
    const other = await post('locations', { name: 'Nieuw' });
    await t.db.query('UPDATE locations SET key = $1 WHERE id = $2', [key, other]);
    const res = await undo(id, a.user);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'restore_conflict' } });
    expect(await copies(id)).toBe(1);
  });
});
