import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specDefaultGlobalPresets, type GlobalPresetsResponse } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

// The staff's global presets: only staff read or change them, a wrong list is refused with its paths, and a company
// created after they were saved starts with them (its own rows, through the trigger of migration 0024).
let t: TestApp;
let a: TestCompany;
let staff: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Delta Wonen');
  staff = await t.company('Plotwise Support', { staff: true });
});
afterAll(() => t?.stop());

const errorOf = (res: { body: string }) => (JSON.parse(res.body) as { error: { code: string; message: string } }).error;

const OURS = {
  presets: [
    {
      name: 'Stadsblok',
      presetId: 2,
      maxBuildingWidth: 18,
      full_length_corridors: true,
      units: [
        { name: 'Studio', size: 35, size_max: 45, ratio: 2 },
        { name: 'Gezin', size: 90 },
      ],
      towers: [{ name: 'Hoek', towertype: 'u', blocktype: 'tower', gridsize: 7.2 }],
    },
    { name: 'Kantoor', presetId: 6 },
  ],
};

interface CompanyPreset {
  name: string;
  presetId: number;
  maxBuildingWidth: number;
  maxBuildingLength: number;
  full_length_corridors: boolean;
  units: { name: string; size: number; size_max: number; ratio: number }[];
  towers: { name: string; towertype: string; gridsize: number; flip_direction: string; functiontype: string }[];
}
const presetsOf = async (companyId: number) =>
  (await t.json<{ cfg: { presets: CompanyPreset[] } | null }>('GET', `/api/admin/companies/detail/${companyId}`, staff.admin)).cfg?.presets ?? [];

describe('global presets', () => {
  it('refuses company admins and users (403) and strangers (401), and changes nothing', async () => {
    const calls: ['GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/presets'],
      ['PUT', '/api/admin/presets', OURS],
      ['POST', '/api/admin/presets/reset', {}],
    ];
    for (const [method, url, body] of calls) {
      for (const as of [a.admin, a.user]) {
        const res = await t.request(method, url, { as, body });
        expect(res.statusCode, `${method} ${url} as ${as.email}`).toBe(403);
        expect(errorOf(res).code).toBe('forbidden');
      }
      expect((await t.request(method, url, { body })).statusCode).toBe(401);
    }
    expect(await t.db.query('SELECT 1 FROM global_presets')).toEqual([]);
  });

  it('shows the spec defaults while nothing is stored, and a new company then starts from them (the starting template)', async () => {
    const got = await t.json<GlobalPresetsResponse>('GET', '/api/admin/presets', staff.admin);
    expect(got.stored).toBe(false);
    expect(got.presets).toEqual(specDefaultGlobalPresets());
    expect(got.presets.map((p) => p.presetId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(got.presets[0]).toMatchObject({ maxBuildingWidth: 20, maxBuildingLength: 40, maxBuildingHeight: 25, minGridSize: 4.5, gridIncrements: 0.3 });
    expect(got.presets[0]!.units).toEqual([expect.objectContaining({ size: 50, size_max: 100, ratio: 1 })]);
    const before = await t.json<{ id: number }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Eerder BV' });
    expect((await presetsOf(before.id)).map((p) => [p.name, p.presetId])).toEqual(got.presets.map((p) => [p.name, p.presetId]));
  });

  it('refuses a wrong list with 400 validation_failed naming the paths, and stores nothing', async () => {
    const bad = { presets: [{ name: '', presetId: 9, maxBuildingWidth: 'wide', units: [{ name: 'S', size: 'big' }], colour: 'red' }] };
    const res = await t.request('PUT', '/api/admin/presets', { as: staff.admin, body: bad });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('validation_failed');
    for (const path of ['presets.0.name', 'presets.0.presetId', 'presets.0.maxBuildingWidth', 'presets.0.units.0.size', 'presets.0']) expect(error.message).toContain(path);
    expect((await t.request('PUT', '/api/admin/presets', { as: staff.admin, body: [] })).statusCode).toBe(400);
    expect(await t.db.query('SELECT 1 FROM global_presets')).toEqual([]);
  });

  it('stores the list complete, and a company created afterwards gets it as its own presets', async () => {
    const saved = await t.json<GlobalPresetsResponse>('PUT', '/api/admin/presets', staff.admin, OURS);
    expect(saved.stored).toBe(true);
    expect(saved.updatedAt).not.toBeNull();
    expect(saved.presets[0]).toMatchObject({ name: 'Stadsblok', presetId: 2, maxBuildingWidth: 18, maxBuildingLength: 40, order: 10 });
    expect(saved.presets[0]!.units[1]).toMatchObject({ name: 'Gezin', size: 90, size_max: 100, ratio: 1, order: 20 });

    const created = await t.json<{ id: number }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Nieuw Wonen' });
    const presets = await presetsOf(created.id);
    expect(presets.map((p) => [p.name, p.presetId, p.maxBuildingWidth, p.maxBuildingLength, p.full_length_corridors])).toEqual([
      ['Stadsblok', 2, 18, 40, true],
      ['Kantoor', 6, 20, 40, false],
    ]);
    expect(presets[0]!.units.map((u) => [u.name, u.size, u.size_max, u.ratio])).toEqual([
      ['Studio', 35, 45, 2],
      ['Gezin', 90, 100, 1],
    ]);
    expect(presets[0]!.towers.map((tw) => [tw.name, tw.towertype, tw.gridsize, tw.flip_direction, tw.functiontype])).toEqual([['Hoek', 'u', 7.2, 'none', 'apartments']]);
    // the rows are the new company's: another company sees none of them, the older company is unchanged
    const rows = await t.db.query<{ company_id: number; n: number }>('SELECT company_id, count(*)::int AS n FROM presets GROUP BY company_id ORDER BY company_id');
    expect(rows.find((r) => r.company_id === created.id)?.n).toBe(2);
    expect(rows.filter((r) => r.company_id !== created.id).map((r) => r.n)).toEqual([7]);
  });

  it('copies them too when a tenant request creates the configuration (restricted role, row-level security)', async () => {
    const [{ id }] = (await t.db.query<{ id: number }>(`INSERT INTO companies (name, key, subscription, licence, archived) VALUES ('Tenant BV', 'tenant-bv-key', 'none', 0, false) RETURNING id`)) as [{ id: number }];
    await t.db.tenant(id, (tx) => tx.query('INSERT INTO companycfgs (company_id) VALUES ($1)', [id]));
    const rows = await t.db.query<{ name: string; units: number }>(
      'SELECT p.name, (SELECT count(*)::int FROM preset_units u WHERE u.company_preset_id = p.id AND u.company_id = $1) AS units FROM presets p WHERE p.company_id = $1 ORDER BY p."order"',
      [id],
    );
    expect(rows).toEqual([
      { name: 'Stadsblok', units: 2 },
      { name: 'Kantoor', units: 0 },
    ]);
  });

  it('resets to the spec defaults', async () => {
    const reset = await t.json<GlobalPresetsResponse>('POST', '/api/admin/presets/reset', staff.admin, {}, 200);
    expect(reset.stored).toBe(true);
    expect(reset.presets).toEqual(specDefaultGlobalPresets());
    const created = await t.json<{ id: number }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Standaard BV' });
    expect((await presetsOf(created.id)).map((p) => p.presetId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
