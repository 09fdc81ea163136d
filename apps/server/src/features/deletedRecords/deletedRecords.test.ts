import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_RETENTION_DAYS, type DeletedListAnswer } from '@plotwise/contracts';
import { loadConfig } from '../../config';
import { createMailer } from '../../mail/createMailer';
import { samplePolygon } from '../../test/sampleRecords';
import { TestApp, type TestCompany } from '../../test/testApp';
import { purgeDeletedJob } from '../scheduler/purgeDeletedJob';

// Deleted items (issue #20 item 6): a delete keeps a copy of everything it removes; staff restore it or purge it.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let staff: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Ontwikkelaar A');
  b = await t.company('Ontwikkelaar B');
  staff = await t.company('Plotwise Beheer', { staff: true });
}, 120_000);
afterAll(async () => t?.stop());

const post = async (entity: string, body: unknown, as = a.user) => (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
const deletedList = (query = '') => t.json<DeletedListAnswer>('GET', `/api/admin/deleted${query}`, staff.admin);
const itemOf = async (entity: string, recordId: number) => (await deletedList(`?entity=${entity}&limit=200`)).items.find((i) => i.recordId === recordId)!;

/** A location worked on: notes, a concept, a plot with its geometry, a label, assigned to a colleague, shown in a publication. */
async function workedLocation(name: string) {
  const publicationId = await post('publications', { name: `Publicatie ${name}`, type: 'location' });
  const labelId = await post('labels', { name: `Label ${name}` });
  const locationId = await post('locations', { name, lat: 52.3707, lon: 4.9262, plotsize: 1800, assignedTo: a.admin.id, publicationId });
  await post('notes', { name: 'Eigenaar bellen', type: 'task', locationId });
  await post('notes', { name: 'Gebeld: belangstelling', type: 'note', locationId });
  await post('concepts', { name: 'Variant A', locationId });
  await post('plots', { locationId, type: 'perceel', geometry: samplePolygon, properties: { sectie: 'F', perceelnummer: 1234 } });
  await post('locationslabels', { locationId, labelId });
  return { locationId, publicationId, labelId };
}

const detail = (id: number) => t.json<Record<string, unknown>>('GET', `/api/locations/detail/${id}?depth=3`, a.user);
// the same record, whatever order its children are listed in
const sorted = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sorted).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sorted(x)])) : v;

describe('deleted items', () => {
  it('restores a deleted location with its notes, concept, plot geometry, labels and links, exactly as it was', async () => {
    const { locationId } = await workedLocation('Oostenburg Noord');
    const before = await detail(locationId);
    expect((before.notes as unknown[]).length).toBe(2);
    // byte for byte, with its coordinate system (GeoJSON would keep neither)
    const geometry = () => t.db.query(`SELECT ST_SRID(geometry) AS srid, encode(ST_AsEWKB(geometry), 'hex') AS ewkb FROM plots WHERE location_id = $1`, [locationId]);
    const geometryBefore = await geometry();
    expect(geometryBefore).toHaveLength(1);

    expect((await t.request('DELETE', `/api/locations/detail/${locationId}`, { as: a.user })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/locations/detail/${locationId}`, { as: a.user })).statusCode).toBe(404);
    expect(await t.json('GET', `/api/notes/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}`, a.user)).toEqual([]);

    const item = await itemOf('locations', locationId);
    expect(item).toMatchObject({ label: 'Oostenburg Noord', companyId: a.id, companyName: 'Ontwikkelaar A', deletedByName: expect.any(String) });
    expect(item.parts[0]).toEqual({ table: 'locations', rows: 1 });
    expect(item.parts).toEqual(expect.arrayContaining([{ table: 'notes', rows: 2 }, { table: 'concepts', rows: 1 }, { table: 'plots', rows: 1 }, { table: 'locationslabels', rows: 1 }]));
    expect(new Date(item.purgeAfter).getTime() - new Date(item.deletedAt).getTime()).toBe(DELETED_RETENTION_DAYS * 86_400_000);

    const back = await t.json<{ entity: string; recordId: number; rowCount: number }>('POST', `/api/admin/deleted/${item.id}/restore`, staff.admin, {}, 200);
    expect(back).toEqual({ entity: 'locations', recordId: locationId, rowCount: item.rowCount });
    const after = await detail(locationId);
    expect(sorted(after)).toEqual(sorted(before));
    expect(await geometry()).toEqual(geometryBefore);
    expect(after.assignedTo).toBe(a.admin.id);
    // the concept count the database keeps is right again, and the copy is gone
    expect(await t.db.query(`SELECT s.nrconcepts FROM location_summaries s JOIN location_cfgs c ON c.id = s.location_cfg_id WHERE c.location_id = $1`, [locationId])).toEqual([{ nrconcepts: 1 }]);
    expect((await deletedList(`?entity=locations`)).items.some((i) => i.recordId === locationId)).toBe(false);
    const audit = await t.db.query<{ detail: { ids: number[] } }>(`SELECT detail FROM audit_events WHERE kind = 'record_restored' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.detail.ids).toEqual([locationId]);
  });

  it('puts back the references a delete emptied: a publication restored is shown by its location again', async () => {
    const { locationId, publicationId } = await workedLocation('Oostenburg Zuid');
    expect((await t.request('DELETE', `/api/publications/detail/${publicationId}`, { as: a.user })).statusCode).toBe(204);
    expect((await t.json<{ publicationId: number | null }>('GET', `/api/locations/detail/${locationId}?depth=0`, a.user)).publicationId).toBeNull();
    const item = await itemOf('publications', publicationId);
    await t.json('POST', `/api/admin/deleted/${item.id}/restore`, staff.admin, {}, 200);
    expect((await t.json<{ publicationId: number | null }>('GET', `/api/locations/detail/${locationId}?depth=0`, a.user)).publicationId).toBe(publicationId);
  });

  it('keeps one copy per record of a bulk delete; a note whose location was purged says so and stays restorable later', async () => {
    const { locationId } = await workedLocation('Wittenburg');
    const notes = await t.json<{ id: number }[]>('GET', `/api/notes/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}`, a.user);
    const bulk = await t.json<{ deleted: number }>('DELETE', '/api/notes/list', a.user, { where: { locationId } });
    expect(bulk.deleted).toBe(2);
    const noteItems = await Promise.all(notes.map((n) => itemOf('notes', n.id)));
    expect(noteItems.every((i) => i && i.rowCount === 1)).toBe(true);

    expect((await t.request('DELETE', `/api/locations/detail/${locationId}`, { as: a.user })).statusCode).toBe(204);
    const locationItem = await itemOf('locations', locationId);
    const refused = await t.request('POST', `/api/admin/deleted/${noteItems[0]!.id}/restore`, { as: staff.admin, body: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'restore_parent_missing', details: { parent: 'locations' } });
    // nothing half-restored, and the copy is still there
    expect(await t.db.query('SELECT 1 FROM notes WHERE id = $1', [notes[0]!.id])).toHaveLength(0);
    expect(await itemOf('notes', notes[0]!.id)).toBeTruthy();

    await t.json('POST', `/api/admin/deleted/${locationItem.id}/restore`, staff.admin, {}, 200);
    await t.json('POST', `/api/admin/deleted/${noteItems[0]!.id}/restore`, staff.admin, {}, 200);
    expect((await t.json<unknown[]>('GET', `/api/notes/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}`, a.user)).length).toBe(1);

    // purged for good: gone from the list, a second purge or restore is 404
    expect((await t.request('DELETE', `/api/admin/deleted/${noteItems[1]!.id}`, { as: staff.admin })).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/admin/deleted/${noteItems[1]!.id}`, { as: staff.admin })).statusCode).toBe(404);
    expect((await t.request('POST', `/api/admin/deleted/${noteItems[1]!.id}/restore`, { as: staff.admin, body: {} })).json().error.code).toBe('not_found');
  });

  it('refuses a restore when a record made since holds its unique value', async () => {
    const userId = (await t.json<{ id: number }>('POST', '/api/users/list', a.admin, { email: 'tijdelijk@ontwikkelaar-a.test', first_name: 'Tijdelijk' })).id;
    expect((await t.request('DELETE', `/api/users/detail/${userId}`, { as: a.admin })).statusCode).toBe(204);
    const item = await itemOf('users', userId);
    expect(item.label).toBe('tijdelijk@ontwikkelaar-a.test');
    await t.json('POST', '/api/users/list', a.admin, { email: 'tijdelijk@ontwikkelaar-a.test' });
    const res = await t.request('POST', `/api/admin/deleted/${item.id}/restore`, { as: staff.admin, body: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('restore_conflict');
  });

  it('is staff work: companies see no deleted items, not even through the database role', async () => {
    const locationId = await post('locations', { name: 'Alleen van B', lat: 52.1, lon: 5.1 }, b.user);
    await t.json('DELETE', `/api/locations/detail/${locationId}`, b.user, undefined, 204);
    for (const who of [a.user, a.admin, b.admin]) {
      expect((await t.request('GET', '/api/admin/deleted', { as: who })).statusCode).toBe(403);
      expect((await t.request('POST', '/api/admin/deleted/1/restore', { as: who, body: {} })).statusCode).toBe(403);
      expect((await t.request('DELETE', '/api/admin/deleted/1', { as: who })).statusCode).toBe(403);
    }
    await expect(t.db.tenant(b.id, (tx) => tx.query('SELECT * FROM deleted_records'))).rejects.toThrow(/permission denied/);
    expect((await deletedList(`?companyId=${b.id}`)).items.map((i) => i.label)).toEqual(['Alleen van B']);
    expect((await t.request('GET', '/api/admin/deleted?limit=9999', { as: staff.admin })).statusCode).toBe(400);
  });

  it('the purge_deleted job removes copies older than the retention period, and only those', async () => {
    const locationId = await post('locations', { name: 'Verlopen', lat: 52.2, lon: 5.2 });
    await t.json('DELETE', `/api/locations/detail/${locationId}`, a.user, undefined, 204);
    const item = await itemOf('locations', locationId);
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const context = (now: Date) => ({ db: t.db, config, log: t.app.log, mailer: createMailer(config, t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport, now });
    const day = 86_400_000;
    const deletedAt = new Date(item.deletedAt).getTime();
    expect((await purgeDeletedJob.run(context(new Date(deletedAt + (DELETED_RETENTION_DAYS - 1) * day)))).counts).toEqual({ purged: 0 });
    expect(await itemOf('locations', locationId)).toBeTruthy();
    const later = await purgeDeletedJob.run(context(new Date(Date.now() + (DELETED_RETENTION_DAYS + 1) * day)));
    expect(later.counts!.purged).toBeGreaterThanOrEqual(1);
    expect(await itemOf('locations', locationId)).toBeUndefined();
  });
});
