import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocationTableRow, PublicationCreated, PublicPage } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../../geodata/runner/runImport';
import { brkParcelFile, gridParcels } from '../../geodata/testing/fixtures';
import { imroZoningFile } from '../../geodata/testing/imroFixture';

// Issue #39 item 4: a hand constraint replaces a derived one by an explicit, stored choice (constraints.replaces,
// migration 0063); the choice holds through a refresh of the zoning, and the table and the public page read the limit
// in force. Runs on PGlite and on PostgreSQL (npm test runs the api project on both).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;
const X = 183000;
const Y = 452000;
const PLAN = 'NL.IMRO.0200.bpVervangen-0001';

type Row = { id: number; name: string; type: string; operator: string; value: number | null; source: string | null; reference: string | null; description: string | null; replaces: string | null };
let locationId: number;
let derivedHeight: Row;
let key: string;

const constraintsOf = async (id: number) => (await t.json<{ constraints: Row[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).constraints;
const tableHeight = async () => (await t.json<LocationTableRow[]>('GET', '/api/locations/table?limit=500', a.user)).find((r) => r.id === locationId)!.max_height;
const hand = (over: Record<string, unknown>) => ({ locationId, name: 'Bouwhoogte na afwijking', type: 'building_height', operator: 'smaller_than', value: 15, source: 'hand', ...over });
const codeOf = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Vervangen A');
  b = await t.company('Vervangen B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-replace-'));
  const file = (name: string, content: string) => {
    const p = join(dir, name);
    writeFileSync(p, content);
    return p;
  };
  await runImport(t.db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(1, X, Y)])));
  await runImport(t.db, 'imro', file('plan.gml', imroZoningFile({ planId: PLAN, planName: 'Vervangen', x: X, y: Y })));
  // the one parcel, under the plan's maatvoering of 10 m
  const [plot] = await t.db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots ORDER BY id LIMIT 1');
  locationId = (await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, { plotIds: [plot!.id] })).id;
  derivedHeight = (await constraintsOf(locationId)).find((c) => c.type === 'building_height')!;
  key = `${derivedHeight.reference}|maximum bouwhoogte (m)`;
}, 120_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a hand constraint that replaces a derived one', () => {
  it('starts from the zoning: a derived 10 m, which is the height limit of the table', async () => {
    expect(derivedHeight).toMatchObject({ value: 10, source: `IMRO ${PLAN} 2021-03-01`, replaces: null });
    expect(await tableHeight()).toBe(10);
  });

  it('refuses a replacement that names nothing, another quantity, or is no hand row, with a code (422)', async () => {
    for (const body of [hand({ replaces: 'NL.IMRO.nothing|maximum bouwhoogte (m)' }), hand({ replaces: key, type: 'gsi', value: 0.7 }), hand({ replaces: key, source: 'IMRO x' })]) {
      const res = await t.request('POST', '/api/constraints/list', { as: a.user, body });
      expect([res.statusCode, codeOf(res.body)]).toEqual([422, 'constraint_replacement_invalid']);
    }
    // another company cannot replace this location's constraint: its location is not theirs
    const other = await t.request('POST', '/api/constraints/list', { as: b.user, body: hand({ replaces: key }) });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
  });

  it('stores the choice; the table then reads the hand 15 m, and a second replacement of the same row is refused (409)', async () => {
    const made = await t.json<Row>('POST', '/api/constraints/list', a.user, hand({ replaces: key }));
    expect(made).toMatchObject({ replaces: key, source: 'hand', value: 15 });
    expect(await tableHeight()).toBe(15);
    const again = await t.request('POST', '/api/constraints/list', { as: a.user, body: hand({ replaces: key, value: 16 }) });
    expect([again.statusCode, codeOf(again.body)]).toEqual([409, 'constraint_already_replaced']);
    // both stay stored and shown: the derived 10 m and the hand 15 m that replaces it
    expect((await constraintsOf(locationId)).filter((c) => c.type === 'building_height').map((c) => [c.value, c.source]).sort()).toEqual([
      [10, `IMRO ${PLAN} 2021-03-01`],
      [15, 'hand'],
    ]);
  });

  it('keeps the choice through a refresh of the zoning, which derives the 10 m again under a new id', async () => {
    await t.json('POST', `/api/locations/detail/${locationId}/constraints/refresh`, a.user, undefined, 200);
    const after = (await constraintsOf(locationId)).filter((c) => c.type === 'building_height').sort((x, y) => x.value! - y.value!);
    expect(after.map((c) => [c.value, c.source, c.replaces])).toEqual([
      [10, `IMRO ${PLAN} 2021-03-01`, null],
      [15, 'hand', key],
    ]);
    expect(after[0]!.id).not.toBe(derivedHeight.id);
    expect(await tableHeight()).toBe(15);
  });

  it('the public page shows the limit in force and the hand constraint instead of the replaced one', async () => {
    const pub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: locationId });
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
    const page = JSON.parse((await t.request('GET', `/api/publications/page/${pub.key}`)).body) as PublicPage;
    expect(page.location?.maxHeight).toBe(15);
    expect(page.location?.constraints.filter((c) => c.type === 'building_height').map((c) => c.value)).toEqual([15]);
  });

  it('the table and the public page read the FSI in force from the constraints, never the summary stored at creation', async () => {
    const [stored] = await t.db.query<{ max_fsi: number | null }>(
      `SELECT s.max_fsi FROM location_cfgs c JOIN location_summaries s ON s.location_cfg_id = c.id WHERE c.location_id = $1`,
      [locationId],
    );
    await t.json('POST', '/api/constraints/list', a.user, hand({ name: 'FSI na afwijking', type: 'fsi', value: 1.8 }));
    expect(stored?.max_fsi ?? null).not.toBe(1.8);
    const row = (await t.json<LocationTableRow[]>('GET', '/api/locations/table?limit=500', a.user)).find((r) => r.id === locationId)!;
    expect(row.max_fsi).toBe(1.8);
    const pub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: locationId });
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
    const page = JSON.parse((await t.request('GET', `/api/publications/page/${pub.key}`)).body) as PublicPage;
    expect(page.location?.maxFsi).toBe(1.8);
  });
});
