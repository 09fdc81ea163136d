import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationOmgevingsplanResponse } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';
import { runImport } from '../../geodata/runner/runImport';
import { FIXTURE_REGELING, writeOwFixture } from '../../geodata/testing/omgevingsplan/owFixture';
import { fixtureDir } from '../../geodata/testing/samples';

// The rules of the omgevingsplan at a location (#21 item 3, on the location's own page): the test delivery's gebied
// is the square (155000, 425000)-(155100, 425100) in RD New.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

const rules = (id: number, as = a.user) => t.request('GET', `/api/locations/detail/${id}/omgevingsplan`, { as });
const locationWithParcel = (name: string, x: number, y: number) => locationWithRdParcels(t, a.user, name, [[x, y]]);

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Regels A');
  b = await t.company('Regels B');
}, 120_000);
afterAll(async () => t?.stop());

describe('GET /api/locations/detail/{id}/omgevingsplan', () => {
  it('answers null before any omgevingsplan is imported, then the rules at the parcels with their citation', async () => {
    const inside = await locationWithParcel('In het plan', 155040, 425040);
    expect((await rules(inside)).json()).toMatchObject({ omgevingsplan: null });
    await runImport(t.db, 'omgevingsplan', writeOwFixture(join(fixtureDir(), 'ow')));
    const answer = (await rules(inside)).json() as LocationOmgevingsplanResponse;
    expect(answer.omgevingsplan).toMatchObject({ rulesAsOf: '2024-03-01', pons: false });
    expect(answer.omgevingsplan!.rules.map((r) => [r.citation.regeling, r.citation.wid])).toEqual([[FIXTURE_REGELING, 'gm9999_1__art_3.1__para_1']]);
    expect(answer.omgevingsplan!.rules[0]!.normValues.map((v) => [v.type, v.kwantitatief])).toEqual([['MaximumBouwhoogte', 9]]);
    const outside = await locationWithParcel('Ernaast', 155300, 425300);
    expect((await rules(outside)).json()).toMatchObject({ omgevingsplan: null });
  });

  it('uses the point of a location without parcels', async () => {
    const p = rdToLngLat(rdPoint(155050, 425050));
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Alleen een punt', lat: p.lat, lon: p.lng });
    expect(((await rules(loc.id)).json() as LocationOmgevingsplanResponse).omgevingsplan?.rules).toHaveLength(1);
  });

  it("is the company's own: another company gets 404, a visitor 401, a bad id 400", async () => {
    const mine = await locationWithParcel('Van A', 155040, 425040);
    expect((await rules(mine, b.user)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/locations/detail/${mine}/omgevingsplan`)).statusCode).toBe(401);
    expect((await t.request('GET', '/api/locations/detail/abc/omgevingsplan', { as: a.user })).statusCode).toBe(400);
  });
});
