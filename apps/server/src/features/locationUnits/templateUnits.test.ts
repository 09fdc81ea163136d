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
