import { activitySchema, type ActivityEntry } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';

// GET /api/locations/detail/{id}/activity: what happened to a location, from what is stored (migration 0016 keeps
// the status and phase history); another company's location is a 404 and leaks nothing.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Alpha Tijdlijn');
  b = await t.company('Beta Tijdlijn');
});
afterAll(() => t?.stop());

const id = async (entity: string, body: unknown, as = a.user) =>
  (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
const activity = async (locationId: number) =>
  activitySchema.parse(await t.json('GET', `/api/locations/detail/${locationId}/activity`, a.user));

describe('the activity timeline of a location', () => {
  it('shows the creation, status and phase changes by name and colour, notes, tasks, concepts; newest first', async () => {
    const open = await id('customvalues', { type: 'status', name: 'Verkenning', color: '#1c7ed6' }, a.admin);
    const deal = await id(
      'customvalues',
      { type: 'status', name: 'Onderhandeling', color: '#e8590c' },
      a.admin,
    );
    const loc = await id('locations', { name: 'Werf', status: open });
    await t.json('PATCH', `/api/locations/detail/${loc}`, a.user, { status: deal });
    await t.json('PATCH', `/api/locations/detail/${loc}`, a.user, { status: deal, name: 'Werf 2' }); // no change: no event
    await id('notes', { locationId: loc, type: 'task', name: 'Eigenaar bellen', status: 'open' });
    await id('concepts', { locationId: loc, name: 'Variant A' });
    const events = await activity(loc);
    const kinds = events.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'status', 'task', 'concept']));
    expect(kinds.filter((k) => k === 'status')).toHaveLength(1);
    expect(events.find((e) => e.kind === 'status')).toMatchObject<Partial<ActivityEntry>>({
      from: 'Verkenning',
      to: 'Onderhandeling',
      color: '#e8590c',
      by: 'user Test',
    });
    expect(events.find((e) => e.kind === 'task')).toMatchObject({
      title: 'Eigenaar bellen',
      by: 'user Test',
    });
    expect(events.at(-1)?.kind).toBe('created');
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('names who made concepts, images and publications, and shows a publication made public and hidden again', async () => {
    const loc = await id('locations', { name: 'Havenfront' });
    await id('concepts', { locationId: loc, name: 'Variant B' }, a.admin);
    await id('images', { locationId: loc, name: 'luchtfoto.png' });
    const made = await t.json<{ id: number }>('POST', '/api/publications/create', a.admin, {
      source: 'location',
      id: loc,
      name: 'Havenfront publiek',
    });
    await t.json('PATCH', `/api/publications/detail/${made.id}`, a.user, { status: 2 });
    await t.json('PATCH', `/api/publications/detail/${made.id}`, a.user, { status: 2, name: 'Havenfront' }); // no change
    await t.json('PATCH', `/api/publications/detail/${made.id}`, a.admin, { status: 3 });
    // a publication of another location of the company is not this location's activity
    const other = await id('locations', { name: 'Elders' });
    await t.json('POST', '/api/publications/create', a.user, { source: 'location', id: other, name: 'Elders publiek' });

    const events = await activity(loc);
    expect(events.find((e) => e.kind === 'concept')).toMatchObject({ title: 'Variant B', by: 'admin Test' });
    expect(events.find((e) => e.kind === 'image')).toMatchObject({ title: 'luchtfoto.png', by: 'user Test' });
    expect(events.filter((e) => e.kind === 'publication')).toEqual([
      expect.objectContaining({ title: 'Havenfront', by: 'admin Test' }),
    ]);
    const moves = events.filter((e) => e.kind === 'publication_status');
    expect(moves.map((e) => [e.from, e.to, e.by])).toEqual([
      ['published', 'hidden', 'admin Test'],
      ['draft', 'published', 'user Test'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Elders');
  });

  it("a concept's publication is in its location's activity", async () => {
    const loc = await id('locations', { name: 'Dijkzone' });
    const concept = await id('concepts', { locationId: loc, name: 'Variant C' });
    await t.json('POST', '/api/publications/create', a.user, { source: 'concept', id: concept, name: 'Dijkzone concept' });
    expect((await activity(loc)).find((e) => e.kind === 'publication')).toMatchObject({
      title: 'Dijkzone concept',
      by: 'user Test',
    });
  });

  it('a refused write (version conflict) records no status change', async () => {
    const v = await id('customvalues', { type: 'phase', name: 'Fase 1' }, a.admin);
    const loc = await t.json<{ id: number; updatedAt: string }>('POST', '/api/locations/list', a.user, {
      name: 'Kavel',
    });
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.admin, { name: 'Kavel B' });
    const res = await t.request('PATCH', `/api/locations/detail/${loc.id}`, {
      as: a.user,
      body: { phase: v, updatedAt: loc.updatedAt },
    });
    expect(res.statusCode).toBe(409);
    expect((await activity(loc.id)).filter((e) => e.kind === 'phase')).toEqual([]);
  });

  it("another company's location is 404 and its events are never shown", async () => {
    const loc = await id('locations', { name: 'Geheim' });
    await id('notes', { locationId: loc, type: 'note', name: 'Vertrouwelijk' });
    await t.json('POST', '/api/publications/create', a.user, { source: 'location', id: loc, name: 'Vertrouwelijk publiek' });
    for (const who of [b.user, b.admin]) {
      const res = await t.request('GET', `/api/locations/detail/${loc}/activity`, { as: who });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Vertrouwelijk');
    }
    expect((await t.request('GET', `/api/locations/detail/999999/activity`, { as: a.user })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', `/api/locations/detail/${loc}/activity`)).statusCode).toBe(401);
  });
});
