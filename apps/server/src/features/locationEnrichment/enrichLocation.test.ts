import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import { loadStates, type LocationEnrichResponse } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../../geodata/runner/runImport';
import { brkParcelFile, gridParcels } from '../../geodata/testing/fixtures';
import { imroZoningFile } from '../../geodata/testing/imroFixture';

// Issue #16 item 6: one command refreshes any location's data, however it was made, and records each step.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;
const X = 183000;
const Y = 453000;
const inParcel = rdToLngLat(rdPoint(X + 9, Y + 7));

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Verrijking A');
  b = await t.company('Verrijking B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-enrich-'));
  const file = (name: string, content: string) => {
    const p = join(dir, name);
    writeFileSync(p, content);
    return p;
  };
  await runImport(t.db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(1, X, Y)])));
  await runImport(t.db, 'imro', file('plan.gml', imroZoningFile({ planId: 'NL.IMRO.0200.bpEnrich-0001', planName: 'Verrijking', x: X, y: Y })));
}, 120_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Loc = { name: string; cfg: { status: Record<string, number>; summary: { zones: string[]; max_height: number | null } }; constraints: { type: string; value: number | null; source: string | null }[] };
const read = (id: number) => t.json<Loc>('GET', `/api/locations/detail/${id}?depth=2`, a.user);

describe('refreshing a location from the registers', () => {
  it('enriches a location that only has a position from the parcel under it, and keeps its name', async () => {
    const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Mijn kavel', lat: inParcel.lat, lon: inParcel.lng });
    const before = await read(id);
    expect(before.cfg?.status?.getDestinationPlan ?? loadStates.notStarted).toBe(loadStates.notStarted);
    const r = await t.json<LocationEnrichResponse>('POST', `/api/locations/detail/${id}/enrich`, a.user, {}, 200);
    expect(r).toMatchObject({ from: 'position', parcels: 1, steps: { getDestinationPlan: loadStates.success, getRegulations: loadStates.success } });
    // no BAG imported here: the address step says it failed rather than pretending
    expect(r.steps.getAddress).toBe(loadStates.failed);
    expect(r.constraints.derived).toBeGreaterThan(0);
    const after = await read(id);
    expect(after.name).toBe('Mijn kavel');
    expect(after.cfg.status.getDestinationPlan).toBe(loadStates.success);
    expect(after.cfg.summary.zones).toEqual(['Wonen']);
    expect(after.cfg.summary.max_height).toBe(10);
    expect(after.constraints.some((c) => c.type === 'building_height' && c.value === 10)).toBe(true);
  });

  it('keeps a hand-made constraint through a refresh, and says so when there is nothing to read', async () => {
    const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Hand', lat: inParcel.lat, lon: inParcel.lng });
    await t.json('POST', '/api/constraints/list', a.user, { locationId: id, name: 'Eigen grens', type: 'building_height', operator: 'smaller_than', value: 8, source: 'hand' });
    const r = await t.json<LocationEnrichResponse>('POST', `/api/locations/detail/${id}/enrich`, a.user, {}, 200);
    expect(r.constraints.kept).toBe(1);
    expect((await read(id)).constraints.filter((c) => c.source === 'hand').map((c) => c.value)).toEqual([8]);

    const { id: empty } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Leeg' });
    const none = await t.json<LocationEnrichResponse>('POST', `/api/locations/detail/${empty}/enrich`, a.user, {}, 200);
    expect(none).toMatchObject({ from: 'nothing', parcels: 0, steps: { getAddress: loadStates.failed, getDestinationPlan: loadStates.failed, getRegulations: loadStates.failed } });
  });

  it("answers 404 for another company's location and changes nothing", async () => {
    const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Van A', lat: inParcel.lat, lon: inParcel.lng });
    const res = await t.request('POST', `/api/locations/detail/${id}/enrich`, { as: b.user, body: {} });
    expect(res.statusCode).toBe(404);
    expect((await read(id)).constraints).toEqual([]);
  });
});
