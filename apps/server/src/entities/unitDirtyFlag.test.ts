import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';

// Spec 4 (issue 17 item 6): saving a unit marks the buildings of the current concept dirty, not every concept of
// the location. The current concept is the user's users.current_concept (the concept and building editors set it).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Unit Dirty A');
  b = await t.company('Unit Dirty B');
});
afterAll(() => t?.stop());

type Who = TestCompany['user'];
const post = async (who: Who, entity: string, body: unknown) =>
  (await t.json<{ id: number }>('POST', `/api/${entity}/list`, who, body)).id;
const dirty = async (who: Who, id: number) =>
  (await t.json<{ dirty: boolean }>('GET', `/api/buildings/detail/${id}`, who)).dirty;
const setCurrent = (who: Who, current_concept: number | null) =>
  t.json('PATCH', `/api/users/detail/${who.id}`, who, { current_concept });

/** A location with a unit and two concepts of one generated (clean) building each. */
async function location(who: Who) {
  const locationId = await post(who, 'locations', { name: 'Dirty', lat: 52.37, lon: 4.93 });
  const unitId = await post(who, 'units', { name: 'Studio', locationId });
  const concepts: number[] = [];
  const buildings: number[] = [];
  for (const name of ['Variant A', 'Variant B']) {
    const conceptId = await post(who, 'concepts', { name, locationId });
    const buildingId = await post(who, 'buildings', { name: 'Blok', conceptId });
    // storing a generation result clears the flag
    await t.json('PATCH', `/api/buildings/detail/${buildingId}`, who, { result: { floors: 3 } });
    concepts.push(conceptId);
    buildings.push(buildingId);
  }
  for (const id of buildings) expect(await dirty(who, id)).toBe(false);
  return { locationId, unitId, concepts, buildings };
}

describe('saving a unit and the dirty flag', () => {
  it('marks only the buildings of the current concept', async () => {
    const l = await location(a.user);
    await setCurrent(a.user, l.concepts[1]!);
    await t.json('PATCH', `/api/units/detail/${l.unitId}`, a.user, { size: 60 });
    expect(await dirty(a.user, l.buildings[0]!)).toBe(false);
    expect(await dirty(a.user, l.buildings[1]!)).toBe(true);
  });

  it('marks every concept of the location when the current concept is elsewhere or none', async () => {
    const l = await location(a.user);
    const other = await location(a.user);
    // the current concept belongs to another location: this location's concepts are all affected
    await setCurrent(a.user, other.concepts[0]!);
    await t.json('PATCH', `/api/units/detail/${l.unitId}`, a.user, { size: 61 });
    expect([await dirty(a.user, l.buildings[0]!), await dirty(a.user, l.buildings[1]!)]).toEqual([true, true]);
    // ... and the other location's buildings are not touched
    expect(await dirty(a.user, other.buildings[0]!)).toBe(false);

    const again = await location(a.user);
    await setCurrent(a.user, null);
    await post(a.user, 'units', { name: 'Penthouse', locationId: again.locationId });
    expect([await dirty(a.user, again.buildings[0]!), await dirty(a.user, again.buildings[1]!)]).toEqual([true, true]);
  });

  it("never reaches another company's buildings, even with its concept as the current one", async () => {
    const mine = await location(a.user);
    const theirs = await location(b.user);
    await setCurrent(b.user, mine.concepts[0]!);
    await t.json('PATCH', `/api/units/detail/${theirs.unitId}`, b.user, { size: 62 });
    expect([await dirty(a.user, mine.buildings[0]!), await dirty(a.user, mine.buildings[1]!)]).toEqual([false, false]);
    // the other company's own concepts are all marked: its current concept is none of its location's
    expect([await dirty(b.user, theirs.buildings[0]!), await dirty(b.user, theirs.buildings[1]!)]).toEqual([true, true]);
    // and it cannot save our unit at all
    const res = await t.request('PATCH', `/api/units/detail/${mine.unitId}`, { as: b.user, body: { size: 1 } });
    expect(res.statusCode).toBe(404);
    expect(await dirty(a.user, mine.buildings[0]!)).toBe(false);
  });
});
