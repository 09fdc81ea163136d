import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

// Issue #16: a geometry custom field's value is the area drawn on the site screen. Every write route checks it:
// a bad value answers 400 validation_failed naming the field, never 500, and nothing is stored.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let ids: { geometry: number; text: number; location: number };

const square = (lon = 5.2, lat = 52.3, d = 0.001) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lon, lat],
      [lon + d, lat],
      [lon + d, lat + d],
      [lon, lat + d],
      [lon, lat],
    ],
  ],
});
const text = (g: unknown) => JSON.stringify(g);

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Vormen A');
  b = await t.company('Vormen B');
  const post = async (entity: string, body: unknown, as = a.admin) => (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
  ids = {
    geometry: await post('customfields', { name: 'Bouwkavel', type: 5, visibility: 'edit' }),
    text: await post('customfields', { name: 'Bron', type: 1, visibility: 'edit' }),
    location: await post('locations', { name: 'Kavel' }, a.user),
  };
}, 120_000);
afterAll(() => t?.stop());

const cells = (value: string | null, as = a.user) =>
  t.request('PUT', '/api/locations/custom-values', { as, body: [{ locationId: ids.location, customfieldId: ids.geometry, value }] });
const stored = async () =>
  (await t.json<{ id: number; customfieldId: number; value: string | null }[]>('GET', `/api/locationscustomvalues/list?where=${encodeURIComponent(JSON.stringify({ locationId: ids.location }))}`, a.user)).find(
    (v) => v.customfieldId === ids.geometry,
  );
const refusal = (res: { statusCode: number; json(): unknown }) => {
  const body = res.json() as { error: { code: string; message: string; details: { field: string; customfieldId: number; issues: { path: string; message: string }[] } } };
  return { status: res.statusCode, code: body.error.code, message: body.error.message, details: body.error.details };
};

describe('the value of a geometry custom field', () => {
  it('keeps the polygon the site screen draws and clears with null', async () => {
    expect((await cells(text(square()))).statusCode).toBe(200);
    expect(JSON.parse((await stored())!.value!)).toEqual(square());
    expect((await cells(null)).statusCode).toBe(200);
    expect((await stored())!.value).toBeNull();
    expect((await cells(text(square()))).statusCode).toBe(200);
  });

  it('refuses through the custom-fields grid what is not an area, names the field, and keeps the value', async () => {
    const open = { type: 'Polygon', coordinates: [square().coordinates[0]!.slice(0, 4)] };
    const outOfRange = square(190);
    const bad = [text(open), text(outOfRange), text({ type: 'Point', coordinates: [5.2, 52.3] }), 'not json', text({ type: 'Polygon', coordinates: 'x' }), '[]'];
    for (const value of bad) {
      const r = refusal(await cells(value));
      expect([r.status, r.code]).toEqual([400, 'validation_failed']);
      expect(r.message).toMatch(/^value: Bouwkavel is not a valid area: /);
      expect(r.details).toMatchObject({ field: 'value', customfieldId: ids.geometry });
      expect(r.details.issues[0]!.path).toBe('value');
    }
    expect(refusal(await cells(text(open))).message).toContain('coordinates.0: a ring must end where it starts');
    expect(refusal(await cells(text(outOfRange))).message).toContain('longitude must lie between -180 and 180');
    expect(JSON.parse((await stored())!.value!)).toEqual(square());
  });

  it('refuses through the data API too: a create, an update, a value moved onto the geometry field, too many positions', async () => {
    const create = await t.request('POST', '/api/locationscustomvalues/list', { as: a.user, body: { locationId: ids.location, customfieldId: ids.geometry, value: 'Bouwkavel noord' } });
    expect(refusal(create)).toMatchObject({ status: 400, code: 'validation_failed' });
    const row = (await stored())!;
    const update = await t.request('PATCH', `/api/locationscustomvalues/detail/${row.id}`, { as: a.user, body: { value: '{"type":"Polygon"}' } });
    expect(refusal(update)).toMatchObject({ status: 400, code: 'validation_failed' });
    // a text value may hold any text; moved onto the geometry field it is refused
    const textRow = (await t.json<{ id: number }>('POST', '/api/locationscustomvalues/list', a.user, { locationId: ids.location, customfieldId: ids.text, value: 'Makelaar' })).id;
    const moved = await t.request('PATCH', `/api/locationscustomvalues/detail/${textRow}`, { as: a.user, body: { customfieldId: ids.geometry } });
    expect(refusal(moved)).toMatchObject({ status: 400, code: 'validation_failed' });
    // one position over the limit (a ring of [5, 52]s is closed and in range, so only the count refuses it)
    const n = CUSTOM_FIELD_GEOMETRY_MAX_POSITIONS;
    const many = text({ type: 'Polygon', coordinates: [Array.from({ length: n + 1 }, () => [5, 52])] });
    expect(many.length).toBeLessThan(100_000);
    const big = refusal(await t.request('PATCH', `/api/locationscustomvalues/detail/${row.id}`, { as: a.user, body: { value: many } }));
    expect([big.status, big.code]).toEqual([400, 'validation_failed']);
    expect(big.message).toContain(`${n + 1} positions: at most ${n}`);
    const atLimit = text({ type: 'Polygon', coordinates: [Array.from({ length: n }, () => [5, 52])] });
    expect((await t.request('PATCH', `/api/locationscustomvalues/detail/${row.id}`, { as: a.user, body: { value: atLimit } })).statusCode).toBe(200);
    expect((await t.request('PATCH', `/api/locationscustomvalues/detail/${row.id}`, { as: a.user, body: { value: text(square()) } })).statusCode).toBe(200);
    expect(JSON.parse((await stored())!.value!)).toEqual(square());
  });

  it("leaves another company's value out of reach, valid or not", async () => {
    const row = (await stored())!;
    for (const value of [text(square(5.3)), 'x']) {
      const res = await t.request('PATCH', `/api/locationscustomvalues/detail/${row.id}`, { as: b.user, body: { value } });
      expect(res.statusCode).toBe(404);
    }
    expect([403, 404, 422]).toContain((await cells(text(square(5.3)), b.user)).statusCode);
    expect(JSON.parse((await stored())!.value!)).toEqual(square());
  });
});
