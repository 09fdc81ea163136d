import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { fixtureDir } from '../../testing/samples';
import { dsoDelivery, tsoDelivery } from '../../testing/netcapaciteitFixtures';
import { operatorOf } from './netcapaciteit';

// Netbeheer Nederland's own fictitious examples beside the repository (read there, never copied in)
const EXAMPLES = resolve(new URL('../../../../../../', import.meta.url).pathname, '../shared/data/netcapaciteit/examples');
const hasExamples = existsSync(EXAMPLES);

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const write = (name: string, data: unknown) => {
  const f = join(dir, name);
  writeFileSync(f, typeof data === 'string' ? data : JSON.stringify(data));
  return f;
};
const postcodes = () => db.query(`SELECT area, postcode, energy_area, issued, demand_constraint, generation_constraint FROM geo_grid_postcode_areas ORDER BY postcode`);

describe('netcapaciteit (capaciteitskaart) import', () => {
  it('names the operator by the file name without its date', () => {
    expect(operatorOf('im_capaciteitskaart_dso-20250110.json')).toBe('im_capaciteitskaart_dso');
    expect(operatorOf('x.zip!liander_20250301.json')).toBe('liander');
  });

  it('stores areas and postcodes per operator; a re-import replaces that operator only', async () => {
    const dso = await runImport(db, 'netcapaciteit', write('liander-20250301.json', dsoDelivery()));
    expect(dso).toMatchObject({ status: 'succeeded', read: 4, written: 4, rejected: 0, datasets: [{ dataset: 'netcapaciteit', area: 'liander', features: 4 }] });
    expect(dso.warnings).toEqual([expect.stringMatching(/points to Gelderland Oost, which is not in this file/)]);
    const tso = await runImport(db, 'netcapaciteit', write('tennet-20250305.json', tsoDelivery()));
    expect(tso).toMatchObject({ status: 'succeeded', written: 1 });
    expect(await postcodes()).toEqual([
      { area: 'liander', postcode: '6981AA', energy_area: 'OS Doesburg 10-1', issued: '2025-03-01', demand_constraint: 'red', generation_constraint: 'red' },
      { area: 'liander', postcode: '6981AB', energy_area: 'OS Doesburg 10-1', issued: '2025-03-01', demand_constraint: 'amber', generation_constraint: 'yellow' },
      { area: 'liander', postcode: '6981AC', energy_area: 'OS Doesburg 10-1', issued: '2025-03-01', demand_constraint: 'transparant', generation_constraint: 'transparant' },
    ]);
    const [area] = await db.query(`SELECT * FROM geo_grid_energy_areas WHERE short_code = 'OS Doesburg 10-1'`);
    expect(area).toMatchObject({
      demand_available_mw: 12.5, demand_quoted_mw: 20, demand_queue_mw: 4, demand_requests_in_queue: 7, demand_energy_area: 'Gelderland Oost',
      generation_available_mw: 0, generation_queue_mw: 9, demand_constraint: null, issued: '2025-03-01',
      works: [{ project: 'Verzwaring OS Doesburg', description: 'Nieuwe transformator', status: null, end: null, year: 2027, quarter: 2 }],
    });

    // next month's delivery of the same operator: 6981AB turns red, TenneT's rows stay
    await runImport(db, 'netcapaciteit', write('liander-20250401.json', dsoDelivery('2025-04-01', 'red')));
    expect((await postcodes()).map((r) => `${r.postcode} ${r.demand_constraint} ${r.issued}`)).toEqual(['6981AA red 2025-04-01', '6981AB red 2025-04-01', '6981AC transparant 2025-04-01']);
    expect(await db.query(`SELECT area, short_code, kind, demand_constraint, demand_alleviation_year FROM geo_grid_energy_areas ORDER BY area`)).toEqual([
      { area: 'liander', short_code: 'OS Doesburg 10-1', kind: null, demand_constraint: null, demand_alleviation_year: null },
      { area: 'tennet', short_code: 'Gelderland Oost', kind: 'congestion_area', demand_constraint: 'red', demand_alleviation_year: 2029 },
    ]);
  });

  it('refuses a malformed delivery naming the file, the object and the reason, and keeps the previous data', async () => {
    const before = await postcodes();
    const bad = dsoDelivery('2025-05-01');
    bad.energy_areas[0]!.postcode_areas[1] = { postcode: '6981 AB', demand_constraint: 'red', generation_constraint: 'red' };
    bad.energy_areas[0]!.postcode_areas[2]!.demand_constraint = 'purple';
    await expect(runImport(db, 'netcapaciteit', write('liander-20250501.json', bad))).rejects.toThrow(
      /liander-20250501\.json: postcode 6981 AB \(energy area OS Doesburg 10-1\): postcode: not a 6-character postcode.*; postcode 6981AC .*demand_constraint.*nothing was changed/,
    );
    const negative = dsoDelivery('2025-05-01') as Record<string, unknown> & { energy_areas: Record<string, unknown>[] };
    negative.energy_areas[0]!.demand_available_capacity = -1;
    await expect(runImport(db, 'netcapaciteit', write('liander-20250502.json', negative))).rejects.toThrow(/energy area OS Doesburg 10-1: demand_available_capacity: /);
    const noAreas = { ...dsoDelivery(), energy_areas: undefined };
    await expect(runImport(db, 'netcapaciteit', write('liander-20250503.json', noAreas))).rejects.toThrow(/data set: energy_areas: /);
    await expect(runImport(db, 'netcapaciteit', write('liander-20250504.json', '{"energy_areas": ['))).rejects.toThrow(/liander-20250504\.json: not JSON/);
    expect(await postcodes()).toEqual(before);
    const [run] = await db.query<{ report: { rejections: unknown[] } }>(`SELECT report FROM geo_import_runs WHERE source_name = 'liander-20250501.json'`);
    expect(run!.report.rejections).toHaveLength(2);
  });

  describe.skipIf(!hasExamples)("on Netbeheer Nederland's example files", () => {
    it('reads the DSO and TSO examples as the files say', async () => {
      const dso = await runImport(db, 'netcapaciteit', join(EXAMPLES, 'im_capaciteitskaart_dso-20250110.json'));
      expect(dso).toMatchObject({ status: 'succeeded', written: 4 });
      expect(dso.warnings).toEqual([expect.stringMatching(/valid.start 2025-12-21 lies after valid.end 2025-01-21/)]);
      const tso = await runImport(db, 'netcapaciteit', join(EXAMPLES, 'im_capaciteitskaart_tso-20250120.json'));
      expect(tso).toMatchObject({ status: 'succeeded', written: 3 });
      const pcs = await db.query(`SELECT postcode, demand_constraint AS d, generation_constraint AS g, issued FROM geo_grid_postcode_areas WHERE postcode LIKE '1234%' ORDER BY postcode`);
      expect(pcs).toEqual([
        { postcode: '1234AC', d: 'amber', g: 'transparant', issued: '2025-01-10' },
        { postcode: '1234AD', d: 'red', g: 'red', issued: '2025-01-10' },
        { postcode: '1234AE', d: 'yellow', g: 'transparant', issued: '2025-01-10' },
      ]);
      const [os] = await db.query(`SELECT demand_available_mw, demand_quoted_mw, demand_queue_mw, demand_requests_in_queue, works FROM geo_grid_energy_areas WHERE short_code = 'OS FICTIEF 20-3i'`);
      expect(os).toMatchObject({ demand_available_mw: 47, demand_quoted_mw: 58, demand_queue_mw: 3, demand_requests_in_queue: 15 });
      expect((os!.works as unknown[]).length).toBe(2);
      const [os1] = await db.query(`SELECT kind, demand_available_mw, demand_energy_area, generation_energy_area, generation_constraint FROM geo_grid_energy_areas WHERE short_code = 'OS FICTIEF1'`);
      expect(os1).toEqual({ kind: 'energy_area', demand_available_mw: 470, demand_energy_area: 'Drenthe', generation_energy_area: 'GDO, Noordelijk Deelgebied', generation_constraint: 'transparant' });
    });
  });
});
