import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';

// Optimistic concurrency (docs/api.md): a write that carries the `updatedAt` it was based on is refused with 409
// `conflict` when the record changed since; without it the write goes through as before.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Alpha Versie');
  b = await t.company('Beta Versie');
});
afterAll(() => t?.stop());

type Loc = { id: number; name: string; owner: string | null; rating: number; updatedAt: string };
const newLocation = async () =>
  t.json<Loc>('POST', '/api/locations/list', a.user, {
    name: 'Werf',
    owner: 'Gemeente',
    lat: 52.1,
    lon: 5.1,
  });

describe('the version rule of the data API', () => {
  it('a PATCH based on the current version saves and answers the new version', async () => {
    const loc = await newLocation();
    const saved = await t.json<Loc>('PATCH', `/api/locations/detail/${loc.id}`, a.user, {
      name: 'Werf Noord',
      updatedAt: loc.updatedAt,
    });
    expect(saved.name).toBe('Werf Noord');
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(loc.updatedAt));
    expect(saved.updatedAt).not.toBe(loc.updatedAt);
    // the answer's version is the base of the next edit
    const again = await t.json<Loc>('PATCH', `/api/locations/detail/${loc.id}`, a.user, {
      rating: 4,
      updatedAt: saved.updatedAt,
    });
    expect(again.rating).toBe(4);
  });

  it('a PATCH based on an older version gets 409 conflict with the current values, and changes nothing', async () => {
    const loc = await newLocation();
    // someone else saves first
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.admin, {
      name: 'Werf (admin)',
      owner: 'Rijk',
      updatedAt: loc.updatedAt,
    });
    const res = await t.request('PATCH', `/api/locations/detail/${loc.id}`, {
      as: a.user,
      body: { name: 'Werf (user)', rating: 2, updatedAt: loc.updatedAt },
    });
    expect(res.statusCode).toBe(409);
    const err = (
      JSON.parse(res.body) as {
        error: {
          code: string;
          details: { current: Record<string, unknown>; updatedAt: string; basedOn: string };
        };
      }
    ).error;
    expect(err.code).toBe('conflict');
    expect(err.details.basedOn).toBe(loc.updatedAt);
    expect(err.details.current).toEqual({ name: 'Werf (admin)', rating: 0 });
    const now = await t.json<Loc>('GET', `/api/locations/detail/${loc.id}?depth=0`, a.user);
    expect(now).toMatchObject({
      name: 'Werf (admin)',
      owner: 'Rijk',
      rating: 0,
      updatedAt: err.details.updatedAt,
    });
    // choosing after seeing the conflict: the edit based on the version the 409 named goes through
    const resolved = await t.json<Loc>('PATCH', `/api/locations/detail/${loc.id}`, a.user, {
      name: 'Werf (user)',
      updatedAt: err.details.updatedAt,
    });
    expect(resolved).toMatchObject({ name: 'Werf (user)', owner: 'Rijk' });
  });

  it('a write without a version is not checked (partial edits of other screens keep working)', async () => {
    const loc = await newLocation();
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.admin, { name: 'Eerst' });
    expect(
      (await t.json<Loc>('PATCH', `/api/locations/detail/${loc.id}`, a.user, { name: 'Daarna' })).name,
    ).toBe('Daarna');
  });

  it('the bulk PUT checks each record: one stale record refuses the whole request', async () => {
    const x = await newLocation();
    const y = await newLocation();
    await t.json('PATCH', `/api/locations/detail/${y.id}`, a.admin, { name: 'Y gewijzigd' });
    const res = await t.request('PUT', '/api/locations/detail', {
      as: a.user,
      body: [
        { id: x.id, name: 'X nieuw', updatedAt: x.updatedAt },
        { id: y.id, name: 'Y nieuw', updatedAt: y.updatedAt },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect((await t.json<Loc>('GET', `/api/locations/detail/${x.id}?depth=0`, a.user)).name).toBe('Werf');
  });

  it('other entities with updatedAt follow the same rule (search queries)', async () => {
    const sq = await t.json<{ id: number; updatedAt: string }>('POST', '/api/searchqueries/list', a.user, {
      name: 'Zoek',
    });
    await t.json('PATCH', `/api/searchqueries/detail/${sq.id}`, a.user, {
      name: 'Zoek 2',
      updatedAt: sq.updatedAt,
    });
    const res = await t.request('PATCH', `/api/searchqueries/detail/${sq.id}`, {
      as: a.user,
      body: { name: 'Zoek 3', updatedAt: sq.updatedAt },
    });
    expect(res.statusCode).toBe(409);
  });

  it('a version that is not a timestamp is a validation error at the field', async () => {
    const loc = await newLocation();
    const res = await t.request('PATCH', `/api/locations/detail/${loc.id}`, {
      as: a.user,
      body: { name: 'X', updatedAt: 'gisteren' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('updatedAt');
  });

  it("another company's location stays 404 with or without a version, and its values never leak through a 409", async () => {
    const loc = await newLocation();
    for (const body of [
      { name: 'B' },
      { name: 'B', updatedAt: loc.updatedAt },
      { name: 'B', updatedAt: '2000-01-01T00:00:00.000Z' },
    ]) {
      const res = await t.request('PATCH', `/api/locations/detail/${loc.id}`, { as: b.admin, body });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Werf');
    }
    expect((await t.json<Loc>('GET', `/api/locations/detail/${loc.id}?depth=0`, a.user)).name).toBe('Werf');
  });
});
