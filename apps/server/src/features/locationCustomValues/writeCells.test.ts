import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';

// The custom-fields grid (issue #18 item 7) saves its cells in one transaction: all or nothing.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let ids: { text: number; select: number; viewOnly: number; option: number; l1: number; l2: number };

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Velden A');
  b = await t.company('Velden B');
  const post = async (entity: string, body: unknown, as = a.admin) => (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
  const text = await post('customfields', { name: 'Bron', type: 1, visibility: 'edit' });
  const select = await post('customfields', { name: 'Kans', type: 3, visibility: 'edit' });
  const viewOnly = await post('customfields', { name: 'Intern', type: 1, visibility: 'view' });
  const option = await post('customvalues', { name: 'Hoog', customfieldId: select });
  ids = { text, select, viewOnly, option, l1: await post('locations', { name: 'Een' }, a.user), l2: await post('locations', { name: 'Twee' }, a.user) };
}, 120_000);
afterAll(() => t?.stop());

const valuesOf = async (locationId: number) =>
  (await t.json<{ customfieldId: number; value: string | null; customvalueId: number | null }[]>('GET', `/api/locationscustomvalues/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}`, a.user))
    .map((v) => [v.customfieldId, v.value, v.customvalueId])
    .sort();

describe('PUT /api/locations/custom-values', () => {
  it('makes a value row where none is, updates the one that is', async () => {
    const first = await t.json('PUT', '/api/locations/custom-values', a.user, [
      { locationId: ids.l1, customfieldId: ids.text, value: 'Makelaar' },
      { locationId: ids.l2, customfieldId: ids.select, value: 'Hoog', customvalueId: ids.option },
    ]);
    expect(first).toEqual({ created: 2, updated: 0 });
    const second = await t.json('PUT', '/api/locations/custom-values', a.user, [{ locationId: ids.l1, customfieldId: ids.text, value: 'Eigenaar' }]);
    expect(second).toEqual({ created: 0, updated: 1 });
    expect(await valuesOf(ids.l1)).toEqual([[ids.text, 'Eigenaar', null]]);
    expect(await valuesOf(ids.l2)).toEqual([[ids.select, 'Hoog', ids.option]]);
  });

  it('refuses the whole batch when one cell may not be written, and keeps what was there', async () => {
    const res = await t.request('PUT', '/api/locations/custom-values', {
      as: a.user,
      body: [
        { locationId: ids.l1, customfieldId: ids.text, value: 'Iets anders' },
        { locationId: ids.l1, customfieldId: ids.viewOnly, value: 'mag niet' },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(await valuesOf(ids.l1)).toEqual([[ids.text, 'Eigenaar', null]]);
  });

  it("keeps another company's locations out of reach and writes nothing", async () => {
    const res = await t.request('PUT', '/api/locations/custom-values', { as: b.user, body: [{ locationId: ids.l2, customfieldId: ids.text, value: 'van B' }] });
    expect([403, 404, 422]).toContain(res.statusCode);
    expect(await valuesOf(ids.l2)).toEqual([[ids.select, 'Hoog', ids.option]]);
    const bad = await t.request('PUT', '/api/locations/custom-values', { as: a.user, body: [{ locationId: ids.l1, customfieldId: ids.text, value: 'x', extra: 1 }] });
    expect(bad.statusCode).toBe(400);
  });
});
