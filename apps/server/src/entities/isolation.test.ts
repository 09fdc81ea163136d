import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { entities, storageNames } from '@plotwise/contracts';
import { createParents, TestApp, type TestCompany, type TestUser } from '../test/testApp';
import { samples, type Parents } from '../test/sampleRecords';
import { multipart } from '../test/multipart';

// Company A owns one record of every storage name; a user (and an admin) of company B tries every verb on it.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let staffA: TestCompany;
let parentsA: Parents;
let parentsB: Parents;
const recordOfA: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Alpha');
  b = await t.company('Beta');
  staffA = await t.company('Staff', { staff: true });
  parentsA = await createParents(t, a);
  parentsB = await createParents(t, b);
  const s = samples(parentsA);
  for (const name of storageNames) {
    if (name === 'companies') {
      recordOfA[name] = await t.json('GET', `/api/companies/detail/${a.id}`, a.user);
      continue;
    }
    const sample = s[name];
    const who = sample.writer === 'staff' ? staffA.admin : sample.writer === 'admin' ? a.admin : a.user;
    recordOfA[name] = await t.json('GET', `/api/${name}/detail/${(await t.json<{ id: number }>('POST', `/api/${name}/list`, who, sample.create)).id}?depth=0`, who);
  }
});
afterAll(() => t?.stop());

// Shared content (news) is readable by every signed-in user by design; writing it is for staff only.
const tenantOwned = storageNames.filter((n) => n !== 'contentitems');

const snapshot = async (name: string, id: number) =>
  JSON.stringify(await t.db.query(`SELECT * FROM ${entities[name]!.table} WHERE id = $1`, [id]));

describe.each(tenantOwned)('%s of company A is out of reach for company B', (name) => {
  const id = () => recordOfA[name]!.id as number;
  const patch = () => (name === 'companies' ? { name: 'hijacked' } : samples(parentsB)[name as Exclude<typeof name, 'companies'>].patch);

  it('cannot be read or listed', async () => {
    for (const who of [b.user, b.admin]) {
      expect((await t.request('GET', `/api/${name}/detail/${id()}`, { as: who })).statusCode).toBe(404);
      const list = await t.request('GET', `/api/${name}/list?limit=500&where=${encodeURIComponent(JSON.stringify({ id: id() }))}`, { as: who });
      expect(list.statusCode).toBe(200);
      expect(JSON.parse(list.body)).toEqual([]);
      expect(list.headers['x-total-count']).toBe('0');
    }
  });

  it('cannot be changed, reordered or deleted, and nothing changes', async () => {
    const before = await snapshot(name, id());
    for (const who of [b.user, b.admin]) {
      const patchRes = await t.request('PATCH', `/api/${name}/detail/${id()}`, { as: who, body: patch() });
      expect([403, 404]).toContain(patchRes.statusCode);
      const bulk = await t.request('PUT', `/api/${name}/detail`, { as: who, body: [{ id: id(), ...patch() }] });
      expect([403, 404]).toContain(bulk.statusCode);
      if ('order' in entities[name]!.fields) {
        const order = await t.request('PUT', `/api/${name}/order`, { as: who, body: [{ id: id(), order: 990 }] });
        expect([403, 404]).toContain(order.statusCode);
      }
      const del = await t.request('DELETE', `/api/${name}/detail/${id()}`, { as: who });
      expect([403, 404]).toContain(del.statusCode);
      const delWhere = await t.request('DELETE', `/api/${name}/list`, { as: who, body: { where: { id: id() } } });
      if (delWhere.statusCode === 200) expect(JSON.parse(delWhere.body).deleted).toBe(0);
      else expect(delWhere.statusCode).toBe(403);
    }
    expect(await snapshot(name, id())).toBe(before);
    // a refused delete keeps no copy for /admin/deleted either
    expect(await t.db.query('SELECT 1 FROM deleted_records WHERE entity = $1 AND record_id = $2', [name, id()])).toHaveLength(0);
  });
});

describe('references across companies', () => {
  it.each(['concepts', 'notes', 'costs', 'units', 'plots', 'constraints', 'jsons', 'locationscustomvalues', 'images'])(
    'B cannot attach a new %s to A’s location',
    async (name) => {
      const body = { ...samples(parentsB)[name as 'notes'].create, locationId: parentsA.locationId };
      const res = await t.request('POST', `/api/${name}/list`, { as: b.user, body });
      expect(res.statusCode).toBe(422);
      expect(JSON.parse(res.body).error.code).toBe('reference_not_found');
      expect(await t.db.query(`SELECT 1 FROM ${entities[name]!.table} WHERE location_id = $1 AND company_id = $2`, [parentsA.locationId, b.id])).toHaveLength(0);
    },
  );

  it('B cannot move its own record under A’s parent', async () => {
    const note = await t.json<{ id: number }>('POST', '/api/notes/list', b.user, { name: 'mine', locationId: parentsB.locationId });
    const res = await t.request('PATCH', `/api/notes/detail/${note.id}`, { as: b.user, body: { locationId: parentsA.locationId } });
    expect(res.statusCode).toBe(422);
    expect((await t.json<{ locationId: number }>('GET', `/api/notes/detail/${note.id}`, b.user)).locationId).toBe(parentsB.locationId);
  });

  it('nested children of A never appear under B’s records, and a staff user sees only its own company in the data API', async () => {
    const loc = await t.json<Record<string, unknown[]>>('GET', `/api/locations/detail/${parentsB.locationId}?depth=3`, b.user);
    expect(loc.concepts!.length).toBe(1);
    const all = await t.json<{ companyId: number }[]>('GET', '/api/locations/list?limit=500', staffA.admin);
    expect(all.every((l) => l.companyId === staffA.id)).toBe(true);
    const res = await t.request('GET', `/api/locations/detail/${parentsA.locationId}`, { as: staffA.admin });
    expect(res.statusCode).toBe(404);
  });

  it('signed-out requests get 401 on every storage name', async () => {
    for (const name of storageNames) {
      const res = await t.request('GET', `/api/${name}/list`);
      expect(res.statusCode, name).toBe(401);
      expect(JSON.parse(res.body).error.code).toBe('unauthenticated');
    }
  });
});

// The images of content items (features/content/routes.ts) are news for every company by design, at a path scoped to
// the item with a random key; everything else about images stays with the owning company.
describe('content item images', () => {
  it('B cannot upload into a content item; staff can, and B then reads that image only through its item-scoped path', async () => {
    const item = await t.json<{ id: number }>('POST', '/api/contentitems/list', staffA.admin, { name: 'Voor iedereen' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#456789' } }).png().toBuffer();
    const send = (who: TestUser) => {
      const { payload, headers } = multipart({ alt: 'Een plaatje' }, { name: 'p.png', type: 'image/png', data: png });
      return t.app.inject({ method: 'POST', url: `/api/content/items/${item.id}/images`, payload, headers: { ...headers, cookie: who.cookie, 'x-requested-with': 'test' } });
    };
    for (const who of [b.user, b.admin]) expect((await send(who)).statusCode).toBe(403);
    expect(await t.db.query('SELECT 1 FROM images WHERE contentitem_id = $1', [item.id])).toHaveLength(0);
    const made = await send(staffA.admin);
    expect(made.statusCode).toBe(201);
    const { id, url } = made.json<{ id: number; url: string }>();
    expect((await t.request('GET', url, { as: b.user })).statusCode).toBe(200);
    // the record, its bytes and its key stay with the staff company
    expect((await t.request('GET', `/api/images/detail/${id}`, { as: b.admin })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/images/binary/${id}/img.png`, { as: b.admin })).statusCode).toBe(404);
    const own = await t.json<Record<string, unknown>>('GET', `/api/images/detail/${id}`, staffA.admin);
    expect(JSON.stringify(own)).not.toContain(url.split('/')[6]!);
  });

  it('A’s image is reachable through no content item path', async () => {
    const img = recordOfA.images!;
    const items = await t.db.query<{ id: number }>('SELECT id FROM contentitems');
    for (const { id } of items)
      for (const key of [String(img.id), 'AAAAAAAAAAAAAAAAAAAAAA', ''])
        for (const who of [b.user, a.user, staffA.admin]) expect([404, 400]).toContain((await t.request('GET', `/api/content/items/${id}/images/${key}/img.png`, { as: who })).statusCode);
  });
});

// The images a published publication shows (features/publications/publicImages.ts): through B's own published
// publication with a carrousel, none of A's images answers, whatever key is tried; A's image choices are a 404 for B.
describe('publication images', () => {
  it('B reaches none of A’s images through its own publication, nor A’s publication’s image choices', async () => {
    // a real image of A's location, shown on A's own published carrousel (so its key does open it there)
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).png().toBuffer();
    const { payload, headers } = multipart({ type: 'attachment', locationId: String(parentsA.locationId) }, { name: 'a.png', type: 'image/png', data: png });
    const up = await t.app.inject({ method: 'POST', url: '/api/images/upload', payload, headers: { ...headers, cookie: a.user.cookie, 'x-requested-with': 'test' } });
    expect(up.statusCode).toBe(201);
    const pubA = await t.json<{ id: number; key: string }>('POST', '/api/publications/create', a.user, { source: 'location', id: parentsA.locationId });
    await t.json('POST', '/api/sections/list', a.user, { type: 'images_carrousel', publicationId: pubA.id, order: 5 });
    await t.json('PATCH', `/api/publications/detail/${pubA.id}`, a.user, { status: 2 });
    const [shared] = await t.db.query<{ share_key: string }>('SELECT share_key FROM images WHERE id = $1', [JSON.parse(up.body).id]);
    expect((await t.request('GET', `/api/publications/images/${pubA.key}/${shared!.share_key}`)).statusCode).toBe(200);
    for (const who of [b.user, b.admin]) expect((await t.request('GET', `/api/publications/image-choices/${pubA.id}`, { as: who })).statusCode).toBe(404);
    const pubB = await t.json<{ id: number; key: string }>('POST', '/api/publications/create', b.user, { source: 'location', id: parentsB.locationId });
    await t.json('POST', '/api/sections/list', b.user, { type: 'images_carrousel', publicationId: pubB.id, order: 5, cfg: { param2: [recordOfA.images!.id as number, JSON.parse(up.body).id as number] } });
    await t.json('PATCH', `/api/publications/detail/${pubB.id}`, b.user, { status: 2 });
    const keys = await t.db.query<{ share_key: string }>('SELECT share_key FROM images WHERE company_id = $1', [a.id]);
    expect(keys.length).toBeGreaterThan(0);
    for (const { share_key } of keys) expect((await t.request('GET', `/api/publications/images/${pubB.key}/${share_key}`)).statusCode).toBe(404);
    const resB = await t.request('GET', `/api/publications/page/${pubB.key}`);
    expect(resB.statusCode).toBe(200);
    const pageB = JSON.parse(resB.body) as { sections: { type: string; images?: unknown[] }[] };
    expect(pageB.sections.find((s) => s.type === 'images_carrousel')?.images).toEqual([]);
  });
});

// Endpoints under a location beside the generic data API (features/*/routes.ts): A's location is out of reach for B.
describe('location child endpoints', () => {
  it.each(['surfaces', 'gridcapacity', 'noise', 'natura2000', 'landtransactions', 'carownership'])('B gets 404 on A’s location’s %s', async (child) => {
    for (const who of [b.user, b.admin]) {
      const res = await t.request('GET', `/api/locations/detail/${parentsA.locationId}/${child}`, { as: who });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body).error.code).toBe('not_found');
    }
    expect((await t.request('GET', `/api/locations/detail/${parentsA.locationId}/${child}`, { as: a.user })).statusCode).toBe(200);
  });
});

describe("taking the company's unit types", () => {
  it('B cannot make A’s location take unit types, not even with B’s own location beside it', async () => {
    const template = (await t.json<{ id: number }>('POST', '/api/locations/list', b.admin, { name: 'Sjabloon B', type: 1 })).id;
    await t.json('POST', '/api/units/list', b.admin, { name: 'Woning B', locationId: template });
    const before = JSON.stringify(await t.db.query(`SELECT * FROM units WHERE location_id = $1 ORDER BY id`, [parentsA.locationId]));
    for (const who of [b.user, b.admin]) {
      const res = await t.request('POST', '/api/locations/unit-types/adopt', { as: who, body: { locationIds: [parentsB.locationId, parentsA.locationId] } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect(JSON.stringify(await t.db.query(`SELECT * FROM units WHERE location_id = $1 ORDER BY id`, [parentsA.locationId]))).toBe(before);
  });
});
