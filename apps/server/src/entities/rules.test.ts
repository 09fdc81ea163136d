import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_UPDATE_REQUIRES_ID, renumber } from '@plotwise/contracts';
import { createParents, TestApp, type TestCompany } from '../test/testApp';
import type { Parents } from '../test/sampleRecords';

let t: TestApp;
let a: TestCompany;
let staff: TestCompany;
let p: Parents;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Gamma');
  staff = await t.company('Gamma Staff', { staff: true });
  p = await createParents(t, a);
});
afterAll(() => t?.stop());

const error = (res: { body: string }) => JSON.parse(res.body).error as { code: string; message: string };

describe('spec 3 saving rule', () => {
  it('strips temporary ids and string foreign keys, keeps administrationId', async () => {
    const note = await t.json<Record<string, unknown>>('POST', '/api/notes/list', a.user, {
      id: 'tmp-123',
      name: 'Bezoek',
      locationId: p.locationId,
      searchQueryId: 'not-saved-yet',
    });
    expect(note.id).toEqual(expect.any(Number));
    expect(note.id).not.toBe('tmp-123');
    expect(note.searchQueryId).toBeNull();
    // the administration id is a staff decision (staffOnly): set through the admin API, which applies the same rule
    const co = await t.json<Record<string, any>>('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, { cfg: { administrationId: 'ADM-0042' } });
    expect(co.cfg.administrationId).toBe('ADM-0042');
  });
});

describe('spec 5 validation rules', () => {
  it('forces plot size to an integer, 0 when not numeric', async () => {
    const one = await t.json<{ id: number; plotsize: number }>('POST', '/api/locations/list', a.user, { name: 'x', plotsize: '2500.9' });
    expect(one.plotsize).toBe(2500);
    const two = await t.json<{ plotsize: number }>('PATCH', `/api/locations/detail/${one.id}`, a.user, { plotsize: 'onbekend' });
    expect(two.plotsize).toBe(0);
  });

  it("an update without a valid id fails with 'Updating the database requires a valid id'", async () => {
    const bulk = await t.request('PUT', '/api/notes/detail', { as: a.user, body: [{ name: 'no id' }] });
    expect(bulk.statusCode).toBe(400);
    expect(error(bulk)).toMatchObject({ code: 'missing_id', message: MESSAGE_UPDATE_REQUIRES_ID });
    const path = await t.request('PATCH', '/api/notes/detail/abc', { as: a.user, body: { name: 'x' } });
    expect(path.statusCode).toBe(400);
    expect(error(path).message).toBe(MESSAGE_UPDATE_REQUIRES_ID);
  });

  it('saving a child config on its own fails: the base model is null', async () => {
    const res = await t.request('POST', '/api/render_settings/list', { as: a.user, body: { month: 6 } });
    expect(res.statusCode).toBe(400);
    expect(error(res).code).toBe('base_model_null');
    expect(error(res).message).toContain('PATCH /api/location_cfgs');
  });

  it('an unknown database entity fails with an error', async () => {
    const res = await t.request('GET', '/api/parcels/list', { as: a.user });
    expect(res.statusCode).toBe(404);
    expect(error(res)).toMatchObject({ code: 'unknown_entity', message: 'Unknown database entity "parcels"' });
  });

  it('saving a unit without a config creates a default config, and marks the buildings of the location dirty', async () => {
    const unit = await t.json<Record<string, any>>('POST', '/api/units/list', a.user, { name: 'Studio', locationId: p.locationId });
    expect(unit.cfg).toMatchObject({ mindepth: 5, maxdepth: 12, minlength: 5, maxlength: 25, two_window_maxdepth: 20, parking_ratio: 1 });
    expect(unit.cfg.balcony).toMatchObject({ maxdepth: 1.5, maxlength: 2.6 });
    expect(unit).toMatchObject({ order: 1000, size: 50, size_max: 100, price: 0, income_mode: 'rent_unit_month' });
    const b = await t.json<{ id: number }>('POST', '/api/buildings/list', a.user, { name: 'A', conceptId: p.conceptId });
    await t.json('PATCH', `/api/buildings/detail/${b.id}`, a.user, { result: { floors: 3 } });
    expect((await t.json<{ dirty: boolean }>('GET', `/api/buildings/detail/${b.id}`, a.user)).dirty).toBe(false);
    await t.json('PATCH', `/api/units/detail/${unit.id}`, a.user, { size: 55 });
    expect((await t.json<{ dirty: boolean }>('GET', `/api/buildings/detail/${b.id}`, a.user)).dirty).toBe(true);
  });

  it('changing a building marks it dirty again', async () => {
    const b = await t.json<{ id: number }>('POST', '/api/buildings/list', a.user, { name: 'B', conceptId: p.conceptId });
    await t.json('PATCH', `/api/buildings/detail/${b.id}`, a.user, { result: {}, messages: [] });
    const moved = await t.json<{ dirty: boolean }>('PATCH', `/api/buildings/detail/${b.id}`, a.user, { x: 12 });
    expect(moved.dirty).toBe(true);
  });
});

describe('ordering', () => {
  it('renumbers in steps of 10 with only the changed items sent', async () => {
    const made = [];
    for (const name of ['A', 'B', 'C', 'D']) made.push(await t.json<{ id: number; order: number }>('POST', '/api/costs/list', a.user, { name, locationId: p.locationId, order: (made.length + 1) * 10 }));
    const changed = renumber(made, 3, 0);
    expect(changed).toHaveLength(4);
    await t.json('PUT', '/api/costs/order', a.user, changed);
    const list = await t.json<{ name: string; order: number }[]>('GET', `/api/costs/list?where=${encodeURIComponent(JSON.stringify({ locationId: p.locationId }))}`, a.user);
    expect(list.map((c) => [c.name, c.order])).toEqual([
      ['D', 10],
      ['A', 20],
      ['B', 30],
      ['C', 40],
    ]);
  });
  it('refuses an entity without order and an unknown id, changing nothing', async () => {
    expect((await t.request('PUT', '/api/plots/order', { as: a.user, body: [{ id: 1, order: 10 }] })).statusCode).toBe(400);
    const res = await t.request('PUT', '/api/costs/order', { as: a.user, body: [{ id: 999999, order: 10 }] });
    expect(res.statusCode).toBe(404);
  });
});

describe('list queries and where conditions', () => {
  it('filters, orders and pages with a total count', async () => {
    for (let i = 0; i < 25; i++) await t.json('POST', '/api/labels/list', a.user, { name: `Lbl-${String(i).padStart(2, '0')}` });
    const res = await t.request('GET', `/api/labels/list?order=-name&where=${encodeURIComponent(JSON.stringify({ name: { like: 'Lbl-%' } }))}`, { as: a.user });
    const rows = JSON.parse(res.body) as { name: string }[];
    expect(rows).toHaveLength(20); // default list size
    expect(res.headers['x-total-count']).toBe('25');
    expect(rows[0]!.name).toBe('Lbl-24');
    const page2 = JSON.parse((await t.request('GET', `/api/labels/list?order=name&limit=10&offset=20&where=${encodeURIComponent(JSON.stringify({ name: { like: 'Lbl-%' } }))}`, { as: a.user })).body);
    expect(page2.map((r: { name: string }) => r.name)).toEqual(['Lbl-20', 'Lbl-21', 'Lbl-22', 'Lbl-23', 'Lbl-24']);
  });

  it('rejects unknown fields and operators instead of ignoring them, so a bulk delete cannot widen', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM labels')) as [{ n: number }];
    for (const where of [{ nme: 'L01' }, { name: { contains: 'L' } }, { password_hash: 'x' }, { name: { like: 5 } }, { id: { in: 'x' } }, {}]) {
      const res = await t.request('DELETE', '/api/labels/list', { as: a.user, body: { where } });
      expect(res.statusCode, JSON.stringify(where)).toBe(400);
      expect(['unknown_field', 'unknown_operator', 'validation_failed']).toContain(error(res).code);
    }
    expect(await t.db.query('SELECT count(*)::int AS n FROM labels')).toEqual(before);
    const sqlish = await t.request('GET', `/api/labels/list?where=${encodeURIComponent(JSON.stringify({ name: "x' OR '1'='1" }))}`, { as: a.user });
    expect(JSON.parse(sqlish.body)).toEqual([]);
    expect((await t.request('GET', '/api/labels/list?order=name;drop table labels', { as: a.user })).statusCode).toBe(400);
  });
});

describe('spec 8 error entries', () => {
  it('are inserted only if none with that reference exists, also without a session', async () => {
    const first = await t.request('POST', '/api/errors/list', { body: { name: 'error_401', reference: 'GET /api/locations/list 401 #1', log: { status: 401 } } });
    expect(first.statusCode).toBe(201);
    const again = await t.request('POST', '/api/errors/list', { as: a.user, body: { name: 'error_401', reference: 'GET /api/locations/list 401 #1' } });
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body).created).toBe(false);
    expect(await t.db.query(`SELECT 1 FROM errors WHERE reference = 'GET /api/locations/list 401 #1'`)).toHaveLength(1);
    expect((await t.request('GET', '/api/errors/list', { as: a.user })).statusCode).toBe(403);
  });
});

describe('roles, custom field visibility and the licence policy', () => {
  it('only company admins manage custom fields; field visibility none hides, view locks the values', async () => {
    expect((await t.request('POST', '/api/customfields/list', { as: a.user, body: { name: 'Geheim' } })).statusCode).toBe(403);
    const hidden = await t.json<{ id: number }>('POST', '/api/customfields/list', a.admin, { name: 'Geheim', visibility: 'none' });
    const viewOnly = await t.json<{ id: number }>('POST', '/api/customfields/list', a.admin, { name: 'Alleen lezen', visibility: 'view' });
    const editable = await t.json<{ id: number }>('POST', '/api/customfields/list', a.admin, { name: 'Vrij', visibility: 'edit' });
    for (const [f, value] of [[hidden.id, 'verborgen'], [viewOnly.id, 'vast'], [editable.id, 'vrij']] as const)
      await t.json('POST', '/api/locationscustomvalues/list', a.admin, { locationId: p.locationId, customfieldId: f, value });
    const fieldsForUser = await t.json<{ id: number }[]>('GET', '/api/customfields/list?limit=500', a.user);
    expect(fieldsForUser.map((x) => x.id)).not.toContain(hidden.id);
    expect(fieldsForUser.map((x) => x.id)).toContain(viewOnly.id);
    const loc = await t.json<{ customvalues: { value: string }[] }>('GET', `/api/locations/detail/${p.locationId}?depth=1`, a.user);
    expect(loc.customvalues.map((v) => v.value).sort()).toEqual(['vast', 'vrij']);
    const adminLoc = await t.json<{ customvalues: { value: string }[] }>('GET', `/api/locations/detail/${p.locationId}?depth=1`, a.admin);
    expect(adminLoc.customvalues.map((v) => v.value).sort()).toEqual(['vast', 'verborgen', 'vrij']);
    const values = await t.json<{ id: number; value: string }[]>('GET', '/api/locationscustomvalues/list?limit=500', a.user);
    const locked = values.find((v) => v.value === 'vast')!;
    const free = values.find((v) => v.value === 'vrij')!;
    expect((await t.request('PATCH', `/api/locationscustomvalues/detail/${locked.id}`, { as: a.user, body: { value: 'x' } })).statusCode).toBe(403);
    expect((await t.request('POST', '/api/locationscustomvalues/list', { as: a.user, body: { locationId: p.locationId, customfieldId: viewOnly.id, value: 'x' } })).statusCode).toBe(403);
    expect((await t.request('DELETE', '/api/locationscustomvalues/list', { as: a.user, body: { where: { id: { in: [locked.id, free.id] } } } })).statusCode).toBe(403);
    expect((await t.json<{ value: string }>('PATCH', `/api/locationscustomvalues/detail/${free.id}`, a.user, { value: 'nieuw' })).value).toBe('nieuw');
  });

  it('a company without a licence is read-only except for its own profile and support; essential may not publish', async () => {
    const none = await t.company('Zonder Licentie', { licence: 10 });
    const res = await t.request('POST', '/api/locations/list', { as: none.user, body: { name: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(error(res)).toMatchObject({ code: 'licence_read_only' });
    expect((await t.request('GET', '/api/locations/list', { as: none.user })).statusCode).toBe(200);
    expect((await t.request('PATCH', `/api/users/detail/${none.user.id}`, { as: none.user, body: { first_name: 'Nog' } })).statusCode).toBe(200);
    expect((await t.request('POST', '/api/tickets/list', { as: none.user, body: { name: 'Licentie graag' } })).statusCode).toBe(201);

    const essential = await t.company('Essentieel', { licence: 2 });
    const pub = await t.json<{ id: number }>('POST', '/api/publications/list', essential.user, { name: 'P', type: 'location' });
    const publish = await t.request('PATCH', `/api/publications/detail/${pub.id}`, { as: essential.user, body: { status: 2 } });
    expect(publish.statusCode).toBe(403);
    expect(error(publish).message).toContain('premium');
  });

  it('the unit mix in a building configuration needs the unitmix feature flag', async () => {
    const b = await t.json<{ id: number }>('POST', '/api/buildings/list', a.user, { name: 'Mix', conceptId: p.conceptId });
    const body = { cfg: { units: [{ mode: 'reference', repeat_ratio: 1, order: 1, name: 'S', size: 50, size_max: 60 }] } };
    const off = await t.request('PATCH', `/api/buildings/detail/${b.id}`, { as: a.user, body });
    expect(off.statusCode).toBe(403);
    expect(error(off).code).toBe('feature_disabled');
    await t.json('PATCH', `/api/admin/companies/detail/${a.id}`, staff.admin, { cfg: { flags: { unitmix: true } } });
    const on = await t.json<{ id: number }>('PATCH', `/api/buildings/detail/${b.id}`, a.user, body);
    expect(on.id).toBe(b.id);
  });
});
