import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, storageNames } from '@plotwise/contracts';
import { createParents, TestApp, type TestCompany, type TestUser } from '../test/testApp';
import { samples, samplePolygon, type Parents } from '../test/sampleRecords';

let t: TestApp;
let a: TestCompany;
let staff: TestCompany;
let parents: Parents;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Alpha Ontwikkeling');
  staff = await t.company('Plotwise Staff', { staff: true });
  parents = await createParents(t, a);
});
afterAll(() => t?.stop());

const writerOf = (w: 'user' | 'admin' | 'staff'): TestUser => (w === 'staff' ? staff.admin : w === 'admin' ? a.admin : a.user);

describe('every storage name answers every verb of spec section 7', () => {
  const names = storageNames.filter((n) => n !== 'companies');
  it.each(names)('%s', async (name) => {
    const s = samples(parents)[name];
    const who = writerOf(s.writer);
    // POST one
    const created = await t.json<Record<string, unknown>>('POST', `/api/${name}/list`, who, s.create);
    expect(created.id).toEqual(expect.any(Number));
    for (const [k, v] of Object.entries(s.create)) expect(created[k], `${name}.${k}`).toEqual(v);
    const id = created.id as number;
    // POST many
    const many = await t.json<Record<string, unknown>[]>('POST', `/api/${name}/list`, who, s.many ?? [s.create, s.create]);
    expect(many.length).toBe(2);
    // GET detail and list
    const detail = await t.json<Record<string, unknown>>('GET', `/api/${name}/detail/${id}`, who);
    expect(detail.id).toBe(id);
    const list = await t.request('GET', `/api/${name}/list?limit=500`, { as: who });
    expect(list.statusCode).toBe(200);
    expect((JSON.parse(list.body) as { id: number }[]).map((r) => r.id)).toContain(id);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    // PATCH
    const patched = await t.json<Record<string, unknown>>('PATCH', `/api/${name}/detail/${id}`, who, s.patch);
    for (const [k, v] of Object.entries(s.patch)) expect(patched[k]).toEqual(v);
    // PUT detail (bulk)
    const bulk = await t.json<Record<string, unknown>[]>('PUT', `/api/${name}/detail`, who, [{ id, ...s.patch }, { id: many[0]!.id, ...s.patch }]);
    expect(bulk.map((r) => r.id)).toEqual([id, many[0]!.id]);
    // PUT order where the entity has one
    if ('order' in entities[name]!.fields) {
      await t.json('PUT', `/api/${name}/order`, who, [{ id, order: 30 }, { id: many[0]!.id, order: 20 }]);
      expect((await t.json<{ order: number }>('GET', `/api/${name}/detail/${id}`, who)).order).toBe(30);
    }
    // DELETE detail, then DELETE list with a where condition
    expect((await t.request('DELETE', `/api/${name}/detail/${id}`, { as: who })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/${name}/detail/${id}`, { as: who })).statusCode).toBe(404);
    const ids = many.map((r) => r.id as number);
    const del = await t.json<{ deleted: number }>('DELETE', `/api/${name}/list`, who, { where: { id: { in: ids } } });
    expect(del.deleted).toBe(ids.length);
  });

  it('companies: read and change your own; creating and deleting is for the admin API', async () => {
    const me = await t.json<{ id: number; name: string }>('GET', `/api/companies/detail/${a.id}`, a.user);
    expect(me.name).toBe('Alpha Ontwikkeling');
    expect(await t.json<unknown[]>('GET', '/api/companies/list', a.user)).toHaveLength(1);
    expect((await t.request('PATCH', `/api/companies/detail/${a.id}`, { as: a.user, body: { name: 'X' } })).statusCode).toBe(403);
    const renamed = await t.json<{ name: string }>('PATCH', `/api/companies/detail/${a.id}`, a.admin, { name: 'Alpha Ontwikkeling BV' });
    expect(renamed.name).toBe('Alpha Ontwikkeling BV');
    expect((await t.request('POST', '/api/companies/list', { as: a.admin, body: { name: 'New' } })).statusCode).toBe(403);
    expect((await t.request('DELETE', `/api/companies/detail/${a.id}`, { as: a.admin })).statusCode).toBe(403);
  });

  it('plots keep their geometry (stored in RD New, returned in WGS84 within a millimetre)', async () => {
    const plot = await t.json<{ id: number; geometry: typeof samplePolygon }>('POST', '/api/plots/list', a.user, {
      locationId: parents.locationId,
      geometry: samplePolygon,
    });
    const back = plot.geometry.coordinates[0]!;
    samplePolygon.coordinates[0]!.forEach(([lon, lat], i) => {
      expect(back[i]![0]).toBeCloseTo(lon!, 7);
      expect(back[i]![1]).toBeCloseTo(lat!, 7);
    });
    const [{ srid, area }] = (await t.db.query<{ srid: number; area: number }>('SELECT ST_SRID(geometry) AS srid, ST_Area(geometry) AS area FROM plots WHERE id = $1', [plot.id])) as [
      { srid: number; area: number },
    ];
    expect(srid).toBe(28992);
    // 0.0016 deg x 0.0009 deg at 52.37 N is about 109 m x 100 m
    expect(area).toBeGreaterThan(10_000);
    expect(area).toBeLessThan(12_000);
  });
});

describe('nested children and configs', () => {
  it('a new location gets its default configuration and returns children to the asked depth', async () => {
    const loc = await t.json<Record<string, any>>('POST', '/api/locations/list', a.user, { name: 'Diepte', lat: 52, lon: 5 });
    expect(loc.cfg.buildable_area).toMatchObject({ width: 10, length: 10, height: 10, rotation_z: 0 });
    expect(loc.cfg.render_settings).toMatchObject({ month: 4, time: 10, grid_size: 5, rendermode: 'analysis_shadow', cameramode: 'perspective', snap_to_grid: true });
    expect(loc.cfg.status).toMatchObject({ getAddress: 0, getCosts: 0 });
    const concept = await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'C', locationId: loc.id });
    await t.json('POST', '/api/buildings/list', a.user, { name: 'B', conceptId: concept.id });
    const d0 = await t.json<Record<string, any>>('GET', `/api/locations/detail/${loc.id}?depth=0`, a.user);
    expect(d0.concepts).toBeUndefined();
    const d1 = await t.json<Record<string, any>>('GET', `/api/locations/detail/${loc.id}?depth=1`, a.user);
    expect(d1.concepts).toHaveLength(1);
    expect(d1.concepts[0].summary).toMatchObject({ show_floorplans: true });
    expect(d1.concepts[0].buildings).toBeUndefined();
    const d2 = await t.json<Record<string, any>>('GET', `/api/locations/detail/${loc.id}?depth=2`, a.user);
    expect(d2.concepts[0].buildings[0]).toMatchObject({ name: 'B', version: 3, dirty: true });
    expect(d2.concepts[0].buildings[0].cfg).toMatchObject({ floor_height: 3, blocktype: 'tower', function: 'apartment' });
    expect(d2.concepts[0].buildings[0].cfg.towertype).toEqual({ shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 });
    expect((await t.request('GET', `/api/locations/detail/${loc.id}?depth=11`, { as: a.user })).statusCode).toBe(400);
  });

  it('configs are saved through the parent PATCH, including nested collections', async () => {
    const me = await t.json<Record<string, any>>('PATCH', `/api/users/detail/${a.user.id}`, a.user, {
      cfg: { listSize: 50, language: 'nl', emails: { weekly: 'never' }, filters: { search: 'Oost', multistatus: [1, 2] } },
    });
    expect(me.cfg).toMatchObject({ listSize: 50, language: 'nl', pincolor: 'status' });
    expect(me.cfg.emails.weekly).toBe('never');
    expect(me.cfg.filters).toMatchObject({ search: 'Oost', multistatus: [1, 2] });

    const co = await t.json<Record<string, any>>('PATCH', `/api/companies/detail/${a.id}`, a.admin, {
      cfg: { style: { primaryColor: '#224466' }, presets: [{ name: 'Galerij', units: [{ name: 'S', size: 45 }, { name: 'M' }], towers: [] }] },
    });
    expect(co.cfg.style.primaryColor).toBe('#224466');
    expect(co.cfg.flags.unitmix).toBe(false);
    expect(co.cfg.authentication).toMatchObject({ local: true, azure: true });
    expect(co.cfg.parameters).toMatchObject({ outer_wall_thickness: '0.4', staircase_length: '4.8' });
    const preset = co.cfg.presets[0];
    expect(preset).toMatchObject({ name: 'Galerij', maxBuildingWidth: 20, maxBuildingLength: 40, maxBuildingHeight: 25, minGridSize: 4.5, gridIncrements: 0.3 });
    expect(preset.units.map((u: any) => [u.name, u.size, u.size_max, u.ratio])).toEqual([
      ['S', 45, 100, 1],
      ['M', 50, 100, 1],
    ]);
    // sending the collection again without one item removes it; the kept one keeps its id
    const again = await t.json<Record<string, any>>('PATCH', `/api/companies/detail/${a.id}`, a.admin, {
      cfg: { presets: [{ id: preset.id, name: 'Galerij 2', units: [{ id: preset.units[0].id, name: 'S' }] }] },
    });
    expect(again.cfg.presets).toHaveLength(1);
    expect(again.cfg.presets[0].id).toBe(preset.id);
    expect(again.cfg.presets[0].units).toHaveLength(1);
    expect(await t.db.query('SELECT id FROM preset_units WHERE company_preset_id = $1', [preset.id])).toHaveLength(1);
  });

  it('keeps the company letter to owners, refusing an unknown placeholder at its field', async () => {
    const letter = { subject: 'Uw grond aan {{location_address}}', body: 'Geachte {{owner}},\n\n{{parcels}}' };
    const co = await t.json<Record<string, any>>('PATCH', `/api/companies/detail/${a.id}`, a.admin, { cfg: { ownerLetter: letter } });
    expect(co.cfg.ownerLetter).toEqual(letter);
    const bad = await t.request('PATCH', `/api/companies/detail/${a.id}`, { as: a.admin, body: { cfg: { ownerLetter: { subject: 'x', body: 'Geachte {{ownr}}' } } } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('ownerLetter');
    // a user of the company is no company admin: the company's letter is not theirs to change
    expect((await t.request('PATCH', `/api/companies/detail/${a.id}`, { as: a.user, body: { cfg: { ownerLetter: letter } } })).statusCode).toBe(403);
    const back = await t.json<Record<string, any>>('GET', `/api/companies/detail/${a.id}`, a.admin);
    expect(back.cfg.ownerLetter).toEqual(letter);
  });

  it('deleting a parent removes its configuration records', async () => {
    const loc = await t.json<{ id: number; cfg: { id: number } }>('POST', '/api/locations/list', a.user, { name: 'Weg', lat: 1, lon: 1 });
    await t.json('POST', '/api/units/list', a.user, { name: 'U', locationId: loc.id });
    expect((await t.request('DELETE', `/api/locations/detail/${loc.id}`, { as: a.user })).statusCode).toBe(204);
    for (const table of ['location_cfgs', 'buildable_areas', 'render_settings', 'location_statuses', 'location_summaries']) {
      const col = table === 'location_cfgs' ? 'location_id' : 'location_cfg_id';
      const id = table === 'location_cfgs' ? loc.id : loc.cfg.id;
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE ${col} = $1`, [id]), table).toHaveLength(0);
    }
    expect(await t.db.query('SELECT 1 FROM units WHERE location_id = $1', [loc.id])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM unit_cfgs WHERE company_id = $1 AND unit_id NOT IN (SELECT id FROM units)', [a.id])).toHaveLength(0);
  });
});
