import { loadStates } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';

// The spec's getUnits step: a new location starts with the unit types kept under the company's template location.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Eenheden A');
  b = await t.company('Eenheden B');
  const template = (await t.json<{ id: number }>('POST', '/api/locations/list', a.admin, { name: 'Sjabloon', type: 1 })).id;
  await t.json('POST', '/api/units/list', a.admin, { name: 'Studio', size: 40, size_max: 50, order: 10, locationId: template, cfg: { maxdepth: 9 } });
  await t.json('POST', '/api/units/list', a.admin, { name: 'Gezinswoning', size: 110, size_max: 130, order: 20, locationId: template });
}, 120_000);
afterAll(() => t?.stop());

type Loc = { units: { name: string; size: number; cfg: { maxdepth: number } | null }[]; cfg: { status: { getUnits: number } | null } | null };
const read = (id: number, as = a.user) => t.json<Loc>('GET', `/api/locations/detail/${id}?depth=2`, as);

describe('a new location', () => {
  it("starts with the company's unit types and their limits, and records the step", async () => {
    const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Nieuw' });
    const loc = await read(id);
    expect(loc.units.map((u) => [u.name, u.size]).sort()).toEqual([['Gezinswoning', 110], ['Studio', 40]]);
    expect(loc.units.find((u) => u.name === 'Studio')!.cfg?.maxdepth).toBe(9);
    expect(loc.cfg?.status?.getUnits).toBe(loadStates.success);
  });

  it("another company's template is not this company's: no units, the step recorded as failed", async () => {
    const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', b.user, { name: 'Van B' });
    const loc = await read(id, b.user);
    expect(loc.units).toEqual([]);
    expect(loc.cfg?.status?.getUnits).toBe(loadStates.failed);
  });
});

// Issue #39 item 3: a location made before the company had unit types is not left with none.
describe("a location made before the company had unit types", () => {
  let c: TestCompany;
  let early: number;
  const adopt = (locationIds: number[], as = c.user) => t.request('POST', '/api/locations/unit-types/adopt', { as, body: { locationIds } });
  const names = async (id: number, as = c.user) => (await read(id, as)).units.map((u) => u.name).sort();
  beforeAll(async () => {
    c = await t.company('Eenheden C');
    early = (await t.json<{ id: number }>('POST', '/api/locations/list', c.user, { name: 'Dag een' })).id;
  });

  it('cannot take unit types the company does not keep: 409 no_unit_types, nothing written', async () => {
    const res = await adopt([early]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('no_unit_types');
    expect((await read(early, c.user)).cfg?.status?.getUnits).toBe(loadStates.failed);
  });

  it('follows the unit types the company adds, one by one, until it takes them', async () => {
    // a location that keeps unit types of its own (seeded, or made by an older version: no getUnits step) is left alone
    const ownList = (await t.json<{ id: number }>('POST', '/api/locations/list', c.user, { name: 'Eigen lijst' })).id;
    await t.json('POST', '/api/units/list', c.user, { name: 'Eigen type', locationId: ownList });
    await t.db.query(`UPDATE location_statuses SET get_units = NULL WHERE location_cfg_id IN (SELECT id FROM location_cfgs WHERE location_id = $1)`, [ownList]);
    const template = (await t.json<{ id: number }>('POST', '/api/locations/list', c.admin, { name: 'Sjabloon', type: 1 })).id;
    await t.json('POST', '/api/units/list', c.admin, { name: 'Studio', size: 40, size_max: 50, order: 10, locationId: template, cfg: { maxdepth: 9 } });
    expect(await names(early)).toEqual(['Studio']);
    expect((await read(early, c.user)).units[0]!.cfg?.maxdepth).toBe(9);
    await t.json('POST', '/api/units/list', c.admin, { name: 'Gezinswoning', size: 110, size_max: 130, order: 20, locationId: template });
    expect(await names(early)).toEqual(['Gezinswoning', 'Studio']);
    expect(await names(ownList)).toEqual(['Eigen type']);
    // the template keeps its own two: the copies are the locations'
    expect(await t.json<unknown[]>('GET', `/api/units/list?where=${encodeURIComponent(JSON.stringify({ locationId: template }))}`, c.admin)).toHaveLength(2);

    // adopting takes nothing it has, and ends the following: a type added later reaches it by adopting again
    const studio = (await read(early, c.user)).units.find((u) => u.name === 'Studio') as unknown as { id: number };
    await t.json('PATCH', `/api/units/detail/${studio.id}`, c.user, { size: 45 }, 200);
    const first = await adopt([early]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ unitTypes: 2, locations: [{ locationId: early, added: 0 }] });
    expect((await read(early, c.user)).cfg?.status?.getUnits).toBe(loadStates.success);
    const later = (await t.json<{ id: number }>('POST', '/api/locations/list', c.user, { name: 'Later' })).id;
    await t.json('POST', '/api/units/list', c.admin, { name: 'Penthouse', size: 150, size_max: 200, order: 30, locationId: template });
    expect(await names(early)).toEqual(['Gezinswoning', 'Studio']);
    expect(await names(later)).toEqual(['Gezinswoning', 'Studio']);

    // in bulk, from the list: each takes what it lacks; its own edit stays
    const bulk = await adopt([later, early, early]);
    expect(bulk.json()).toEqual({ unitTypes: 3, locations: [{ locationId: early, added: 1 }, { locationId: later, added: 1 }] });
    expect(await names(early)).toEqual(['Gezinswoning', 'Penthouse', 'Studio']);
    expect((await read(early, c.user)).units.find((u) => u.name === 'Studio')!.size).toBe(45);
  });

  it('refuses the template itself, an unknown or deleted location and too many at once, taking nothing', async () => {
    const [template] = await t.json<{ id: number }[]>('GET', `/api/locations/list?where=${encodeURIComponent(JSON.stringify({ type: 1 }))}`, c.admin);
    const fresh = (await t.json<{ id: number }>('POST', '/api/locations/list', c.user, { name: 'Nog een' })).id;
    const studio = (await read(fresh, c.user)).units.find((u) => u.name === 'Studio') as unknown as { id: number };
    await t.json('PATCH', `/api/units/detail/${studio.id}`, c.user, { name: 'Eigen naam' }, 200);
    for (const ids of [[fresh, template!.id], [fresh, 999_999]]) {
      const res = await adopt(ids);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // the refused request took nothing: no Studio came back beside the renamed one
    expect(await names(fresh)).toEqual(['Eigen naam', 'Gezinswoning', 'Penthouse']);
    const tooMany = await adopt(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(tooMany.statusCode).toBe(400);
  });
});

// Issue #42 item 5: a unit-type row accepted a maximum size below its size.
describe("a unit type's size and maximum size", () => {
  it('refuses a size above the maximum, whichever figure the write changes, and keeps the row as it was', async () => {
    const { id: locationId } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Maten' });
    const refused = await t.request('POST', '/api/units/list', { as: a.user, body: { name: 'Te groot', size: 90, size_max: 80, locationId } });
    expect(refused.statusCode).toBe(422);
    expect(JSON.parse(refused.body).error.code).toBe('unit_size_above_max');
    const { id } = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Appartement', size: 70, size_max: 85, locationId });
    const lowerMax = await t.request('PATCH', `/api/units/detail/${id}`, { as: a.user, body: { size_max: 60 } });
    expect(lowerMax.statusCode).toBe(422);
    expect(JSON.parse(lowerMax.body).error.details.field).toBe('size_max');
    const raiseSize = await t.request('PATCH', `/api/units/detail/${id}`, { as: a.user, body: { size: 86 } });
    expect(JSON.parse(raiseSize.body).error.details.field).toBe('size');
    // in a bulk the refused item keeps the whole request from writing (a record may appear once in a bulk)
    const { id: other } = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Studio', size: 40, size_max: 50, locationId });
    const bulk = await t.request('PUT', '/api/units/detail', { as: a.user, body: [{ id: other, size: 45 }, { id, size_max: 10 }] });
    expect(bulk.statusCode).toBe(422);
    expect(JSON.parse(bulk.body).error.code).toBe('unit_size_above_max');
    const kept = await t.json<{ size: number; size_max: number }>('GET', `/api/units/detail/${id}`, a.user);
    expect([kept.size, kept.size_max]).toEqual([70, 85]);
    expect((await t.json<{ size: number }>('GET', `/api/units/detail/${other}`, a.user)).size).toBe(40);
    // both at once, the size at its maximum: allowed
    expect((await t.json<{ size: number }>('PATCH', `/api/units/detail/${id}`, a.user, { size: 90, size_max: 90 })).size).toBe(90);
  });
});
