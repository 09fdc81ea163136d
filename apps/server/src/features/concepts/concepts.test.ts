import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, ConceptCreated } from '@plotwise/contracts';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { TestApp, type TestCompany } from '../../test/testApp';

// Concepts beside the generic API (issue #17 item 1): copy with buildings, create from a preset, and the
// location's summary.nrconcepts kept true on every way a concept comes and goes. Runs on PGlite and, in
// `npm test`, on PostgreSQL too (TEST_DATABASE_URL).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Concepten A');
  b = await t.company('Concepten B');
});
afterAll(() => t?.stop());

const newLocation = async (who = a) =>
  (
    await t.json<{ id: number }>('POST', '/api/locations/list', who.user, {
      name: 'Kavel',
      lat: 52.37,
      lon: 4.93,
      plotsize: 2500,
    })
  ).id;
const nrconcepts = async (locationId: number, who = a) => {
  const loc = await t.json<{ cfg: { summary: { nrconcepts: number } } }>(
    'GET',
    `/api/locations/detail/${locationId}?depth=1`,
    who.user,
  );
  return loc.cfg.summary.nrconcepts;
};
const newConcept = async (locationId: number, name = 'Variant') =>
  (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name, locationId })).id;
const buildingsOf = (conceptId: number, who = a) =>
  t.json<
    {
      id: number;
      name: string;
      x: number;
      maxheight: number;
      result: unknown;
      cfg: Record<string, unknown>;
    }[]
  >(
    'GET',
    `/api/buildings/list?limit=100&order=id&where=${encodeURIComponent(JSON.stringify({ conceptId }))}`,
    who.user,
  );

/** Gives company A one preset with two units and a tower; returns its id. */
async function addPreset(): Promise<number> {
  const cfg = {
    presets: [
      {
        name: 'Galerij 4 lagen',
        order: 10,
        presetId: 1,
        maxBuildingWidth: 14,
        maxBuildingLength: 48,
        maxBuildingHeight: 13,
        minGridSize: 5.4,
        gridIncrements: 0.3,
        corridorWidth: 1.8,
        full_length_corridors: true,
        units: [
          { name: 'Studio', order: 10, size: 40, size_max: 50, ratio: 2 },
          { name: 'Gezinswoning', order: 20, size: 85, size_max: 100, ratio: 1 },
        ],
        towers: [{ name: 'T1', order: 10, towertype: 'o', blocktype: 'tower', functiontype: 'apartment' }],
      },
    ],
  };
  await t.json('PATCH', `/api/companies/detail/${a.id}`, a.admin, { cfg });
  const [row] = await t.db.query<{ id: number }>(
    'SELECT id FROM presets WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
    [a.id],
  );
  return row!.id;
}

describe('summary.nrconcepts', () => {
  it('follows create, delete, bulk delete, copy and moving a concept', async () => {
    const loc = await newLocation();
    const other = await newLocation();
    expect(await nrconcepts(loc)).toBe(0);
    const c1 = await newConcept(loc);
    const c2 = await newConcept(loc);
    expect(await nrconcepts(loc)).toBe(2);
    await t.json('POST', `/api/concepts/detail/${c1}/copy`, a.user, {}, 201);
    expect(await nrconcepts(loc)).toBe(3);
    await t.json('PATCH', `/api/concepts/detail/${c2}`, a.user, { locationId: other });
    expect([await nrconcepts(loc), await nrconcepts(other)]).toEqual([2, 1]);
    await t.json('DELETE', `/api/concepts/detail/${c1}`, a.user, undefined, 204);
    expect(await nrconcepts(loc)).toBe(1);
    await newConcept(loc);
    await t.json('DELETE', '/api/concepts/list', a.user, { where: { locationId: loc } });
    expect(await nrconcepts(loc)).toBe(0);
    expect(await nrconcepts(other)).toBe(1);
  });

  it('a location with concepts can still be deleted', async () => {
    const loc = await newLocation();
    await newConcept(loc);
    await t.json('DELETE', `/api/locations/detail/${loc}`, a.user, undefined, 204);
    expect((await t.request('GET', `/api/locations/detail/${loc}`, { as: a.user })).statusCode).toBe(404);
  });
});

describe('copy', () => {
  it('copies the concept with its buildings, cfgs and results, after the last concept', async () => {
    const loc = await newLocation();
    const source = await newConcept(loc, 'Basis');
    await t.json('POST', '/api/buildings/list', a.user, {
      name: 'Blok A',
      conceptId: source,
      x: 121000,
      y: 487000,
      maxheight: 16,
      result: { form_factors: { gfa: 1 } },
      cfg: { blocktype: 'gallery_flats', floor_height: 3.1, towers: [{ name: 'T', order: 1 }] },
    });
    await t.json('POST', '/api/buildings/list', a.user, { name: 'Blok B', conceptId: source });
    const copy = await t.json<ConceptCreated>(
      'POST',
      `/api/concepts/detail/${source}/copy`,
      a.user,
      { name: 'Basis kopie' },
      201,
    );
    // the source has order 0 (made by the generic API without one): the copy comes after it
    expect(copy).toMatchObject({ name: 'Basis kopie', locationId: loc, order: 10 });
    const [orig, copied] = [await buildingsOf(source), await buildingsOf(copy.id)];
    expect(copied.map((x) => x.id)).toEqual(copy.buildingIds);
    expect(copied.map((x) => x.name)).toEqual(['Blok A', 'Blok B']);
    expect(copied[0]).toMatchObject({ x: 121000, maxheight: 16, result: { form_factors: { gfa: 1 } } });
    expect(copied[0]!.cfg).toMatchObject({
      blocktype: 'gallery_flats',
      floor_height: 3.1,
      towers: [{ name: 'T', order: 1 }],
    });
    expect(copied[0]!.cfg.id).not.toBe(orig[0]!.cfg.id);
    // the copy is its own: changing it leaves the source alone
    await t.json('PATCH', `/api/buildings/detail/${copied[0]!.id}`, a.user, { name: 'Blok A2' });
    expect((await buildingsOf(source))[0]!.name).toBe('Blok A');
  });

  it('is one transaction: a failure half-way leaves nothing behind', async () => {
    const loc = await newLocation();
    const source = await newConcept(loc, 'Heel');
    await t.json('POST', '/api/buildings/list', a.user, { name: 'Blok', conceptId: source });
    // a stored building that no longer validates (messages of an old shape) makes the copy fail after the
    // concept row was already written
    await t.db.query('UPDATE buildings SET messages = $2::jsonb WHERE concept_id = $1', [
      source,
      JSON.stringify([{ bad: true }]),
    ]);
    const before = await nrconcepts(loc);
    const res = await t.request('POST', `/api/concepts/detail/${source}/copy`, { as: a.user, body: {} });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('validation_failed');
    expect(await nrconcepts(loc)).toBe(before);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM concepts WHERE location_id = $1',
      [loc],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('from a preset', () => {
  it('without the unit-mix feature: the building has no unit references and no units are made', async () => {
    const presetId = await addPreset();
    const loc = await newLocation();
    const made = await t.json<ConceptCreated>(
      'POST',
      '/api/concepts/from-preset',
      a.user,
      { locationId: loc, presetId },
      201,
    );
    expect(made.createdUnitIds).toEqual([]);
    const [building] = await buildingsOf(made.id);
    expect(building!.cfg).toMatchObject({ blocktype: 'gallery_flats', units: [] });
  });

  it('makes a concept with a building configured from the preset, referencing (or creating) the units', async () => {
    const presetId = await addPreset();
    await t.db.query('UPDATE feature_flags SET unitmix = true WHERE company_id = $1', [a.id]);
    const loc = await newLocation();
    const studio = (
      await t.json<{ id: number }>('POST', '/api/units/list', a.user, {
        name: 'studio',
        locationId: loc,
        size: 38,
      })
    ).id;
    const made = await t.json<ConceptCreated>(
      'POST',
      '/api/concepts/from-preset',
      a.user,
      { locationId: loc, presetId, x: 121500, y: 487500 },
      201,
    );
    expect(made).toMatchObject({ name: 'Galerij 4 lagen', locationId: loc, order: 10 });
    expect(made.createdUnitIds).toHaveLength(1);
    const [building] = await buildingsOf(made.id);
    expect(building).toMatchObject({
      name: 'Galerij 4 lagen',
      maxwidth: 14,
      maxlength: 48,
      maxheight: 13,
      x: 121500,
      y: 487500,
    });
    expect(building!.cfg).toMatchObject({
      blocktype: 'gallery_flats',
      grids: { min_grid_size: 5.4, grid_increments: 0.3 },
      flat: { full_length_corridors: true, corridor_width: 1.8 },
      towers: [{ name: 'T1', config: { towertype: { shape: 'o' }, blocktype: 'tower' } }],
      units: [
        { mode: 'reference', unitId: studio, repeat_ratio: 2, size: 40 },
        { mode: 'reference', unitId: made.createdUnitIds[0], repeat_ratio: 1, name: 'Gezinswoning' },
      ],
    });
    expect(await nrconcepts(loc)).toBe(1);
    // without x and y the building stands on the location's point (RD of 52.37 N, 4.93 E)
    const second = await t.json<ConceptCreated>(
      'POST',
      '/api/concepts/from-preset',
      a.user,
      { locationId: loc, presetId, name: 'Tweede' },
      201,
    );
    const [b2] = await buildingsOf(second.id);
    expect(b2!.x).toBeGreaterThan(123000);
    expect(b2!.x).toBeLessThan(125000);
    expect(second.createdUnitIds).toEqual([]);
    expect(second.order).toBe(20);
  });

  it('refuses bad bodies at the field', async () => {
    const res = await t.request('POST', '/api/concepts/from-preset', {
      as: a.user,
      body: { locationId: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('isolation', () => {
  it("another company's concept, location or preset answers 404 and nothing is made", async () => {
    const presetId = await addPreset();
    const loc = await newLocation();
    const concept = await newConcept(loc);
    const locB = await newLocation(b);
    const count = async () =>
      ((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM concepts')) as [{ n: number }])[0].n;
    const before = await count();
    for (const who of [b.user, b.admin]) {
      expect(
        (await t.request('POST', `/api/concepts/detail/${concept}/copy`, { as: who, body: {} })).statusCode,
      ).toBe(404);
      expect(
        (
          await t.request('POST', '/api/concepts/from-preset', {
            as: who,
            body: { locationId: loc, presetId },
          })
        ).statusCode,
      ).toBe(404);
      // B's own location with A's preset
      expect(
        (
          await t.request('POST', '/api/concepts/from-preset', {
            as: who,
            body: { locationId: locB, presetId },
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(await count()).toBe(before);
    expect((await t.request('POST', `/api/concepts/detail/${concept}/copy`, { body: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('a new building', () => {
  it('puts a building created without a position at the centre of its site, and keeps a position given', async () => {
    const locationId = await newLocation();
    const conceptId = await newConcept(locationId);
    const location = await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${locationId}?depth=1`, a.user);
    const centre = conceptSite(location).centre;
    const placed = await t.json<{ id: number }>('POST', '/api/buildings/list', a.user, { name: 'Zonder plek', conceptId });
    const given = await t.json<{ id: number }>('POST', '/api/buildings/list', a.user, { name: 'Met plek', conceptId, x: centre.x + 30, y: centre.y - 5 });
    const rows = await buildingsOf(conceptId);
    const at = (id: number) => rows.find((r) => r.id === id) as unknown as { x: number; y: number };
    expect(at(placed.id).x).toBeCloseTo(centre.x, 3);
    expect(at(placed.id).y).toBeCloseTo(centre.y, 3);
    expect(at(given.id)).toMatchObject({ x: centre.x + 30, y: centre.y - 5 });
    // generated there, it builds: a gallery block of homes on the plot, not an empty result 150 km away
    const evaluated = await t.json<{ formFactors: { gfa: number }[] }>('POST', '/api/finance/evaluate', a.user, { locationId, conceptId }, 200);
    expect(evaluated.formFactors.every((f) => f.gfa > 0)).toBe(true);
  });
});
