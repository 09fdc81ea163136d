import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../../geodata/runner/runImport';
import { brkParcelFile, gridParcels } from '../../geodata/testing/fixtures';
import { imroZoningFile } from '../../geodata/testing/imroFixture';

// A refresh of the zoning replaces the derived constraints of a location and keeps the hand-made ones (issue #16:
// "a hand edit overrides a derived value and survives a refresh of the zoning").
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;
const X = 181000;
const Y = 451000;
const PLAN = 'NL.IMRO.0200.bpRefresh-0001';
const imro = imroZoningFile({ planId: PLAN, planName: 'Refresh', x: X, y: Y, maatvoeringNaam: 'maatvoering' });
const file = (name: string, content: string) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

type Row = {
  id: number;
  name: string;
  type: string;
  value: number | null;
  source: string | null;
  reference: string | null;
};
let plotIds: number[];
beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Randvoorwaarden A');
  b = await t.company('Randvoorwaarden B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-refresh-'));
  await runImport(t.db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(2, X, Y)])));
  await runImport(t.db, 'imro', file('plan.gml', imro));
  plotIds = (
    await t.db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots ORDER BY identificatie')
  ).map((r) => r.id);
}, 120_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const constraintsOf = async (locationId: number) =>
  (
    await t.json<{ constraints: Row[] }>('GET', `/api/locations/detail/${locationId}?depth=1`, a.user)
  ).constraints.sort((x, y) => x.name.localeCompare(y.name));

describe('refreshing the constraints of a location from the zoning', () => {
  it('replaces derived rows, keeps hand rows, and a hand edit of a derived row keeps overriding it', async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, {
      plotIds: [plotIds[0]],
    });
    const derived = await constraintsOf(loc.id);
    expect(derived.map((c) => [c.type, c.value, c.source])).toEqual([
      ['gsi', 0.6, `IMRO ${PLAN} 2021-03-01`],
      ['building_height', 10, `IMRO ${PLAN} 2021-03-01`],
    ]);
    // the user overrides the height by hand (as the editor does) and adds a constraint of their own
    const height = derived.find((c) => c.type === 'building_height')!;
    await t.json('PATCH', `/api/constraints/detail/${height.id}`, a.user, { value: 12, source: 'hand' });
    await t.json('POST', '/api/constraints/list', a.user, {
      locationId: loc.id,
      name: 'Parkeernorm',
      type: 'general',
      operator: 'equal',
      value: 1.2,
      source: 'hand',
    });
    // a derived row someone changed without marking it is the zoning's and goes back to the plan's value
    const gsi = derived.find((c) => c.type === 'gsi')!;
    await t.json('PATCH', `/api/constraints/detail/${gsi.id}`, a.user, { value: 0.9 });

    const res = await t.json<{ derived: number; kept: number }>(
      'POST',
      `/api/locations/detail/${loc.id}/constraints/refresh`,
      a.user,
      undefined,
      200,
    );
    expect(res).toEqual({ derived: 1, kept: 2 });
    const after = await constraintsOf(loc.id);
    expect(after.map((c) => [c.type, c.value, c.source])).toEqual([
      ['gsi', 0.6, `IMRO ${PLAN} 2021-03-01`],
      ['building_height', 12, 'hand'],
      ['general', 1.2, 'hand'],
    ]);
    // and again: nothing doubles
    expect(
      await t.json('POST', `/api/locations/detail/${loc.id}/constraints/refresh`, a.user, undefined, 200),
    ).toEqual({ derived: 1, kept: 2 });
    expect(await constraintsOf(loc.id)).toHaveLength(3);
  });

  it('a location without parcels keeps its hand rows and has no derived ones', async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Los' });
    await t.json('POST', '/api/constraints/list', a.user, {
      locationId: loc.id,
      name: 'Hand',
      type: 'fsi',
      operator: 'smaller_than',
      value: 2,
      source: 'hand',
    });
    await t.json('POST', '/api/constraints/list', a.user, {
      locationId: loc.id,
      name: 'Oud',
      type: 'gsi',
      operator: 'smaller_than',
      value: 0.5,
      source: 'IMRO x',
    });
    expect(
      await t.json('POST', `/api/locations/detail/${loc.id}/constraints/refresh`, a.user, undefined, 200),
    ).toEqual({ derived: 0, kept: 1 });
    expect((await constraintsOf(loc.id)).map((c) => c.name)).toEqual(['Hand']);
  });

  it("another company's location is 404 and its constraints stay untouched", async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, {
      plotIds: [plotIds[1]],
    });
    const before = await constraintsOf(loc.id);
    for (const who of [b.user, b.admin])
      expect(
        (await t.request('POST', `/api/locations/detail/${loc.id}/constraints/refresh`, { as: who }))
          .statusCode,
      ).toBe(404);
    expect((await t.request('POST', `/api/locations/detail/${loc.id}/constraints/refresh`)).statusCode).toBe(
      401,
    );
    expect(await constraintsOf(loc.id)).toEqual(before);
  });
});
