import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { brkParcelFile, gridParcels, type FixtureParcel } from '../testing/fixtures';
import { fixtureDir } from '../testing/samples';
import { DEFAULT_MAX_REJECTED_PERCENT, runImport } from './runImport';

// An import whose features are (mostly) rejected must fail and leave the previous data exactly as it was.
let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

/** Parcels whose rings collapse to a line: every one is rejected by the geometry check. */
const collapsed = (n: number): FixtureParcel[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(84930000000000 + i),
    perceelnummer: 3000 + i,
    ring: [[182000 + 50 * i, 456000], [182010 + 50 * i, 456000], [182020 + 50 * i, 456000], [182000 + 50 * i, 456000]],
    grootte: 0,
  }));
const plots = async () => (await db.query<{ identificatie: string }>('SELECT identificatie FROM geo_plots ORDER BY identificatie')).map((r) => r.identificatie);
const write = (name: string, parcels: FixtureParcel[]) => {
  const file = join(dir, name);
  writeFileSync(file, brkParcelFile(parcels));
  return file;
};

describe('imports never lose data', () => {
  it('a file whose every feature is rejected fails with import_rejected and the previous import is intact', async () => {
    await runImport(db, 'brk-gml', write('valid.gml', [...gridParcels(3)]));
    const before = await plots();
    expect(before).toHaveLength(3);
    const err = await runImport(db, 'brk-gml', write('broken.gml', collapsed(4))).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'import_rejected', message: expect.stringMatching(/all 4 features were rejected; nothing was changed/) });
    expect(await plots()).toEqual(before);
    const [run] = await db.query<{ status: string; report: { errorCode: string; rejected: number } }>('SELECT status, report FROM geo_import_runs ORDER BY id DESC LIMIT 1');
    expect(run).toMatchObject({ status: 'failed', report: { errorCode: 'import_rejected', rejected: 4 } });
  });

  it(`more than ${DEFAULT_MAX_REJECTED_PERCENT} % rejected fails by default; a raised threshold lets it through`, async () => {
    const before = await plots();
    const file = write('mostly-broken.gml', [...gridParcels(2, 185000, 458000), ...collapsed(3)]);
    await expect(runImport(db, 'brk-gml', file)).rejects.toMatchObject({ code: 'import_rejected', message: expect.stringMatching(/3 of 5 features \(60\.0 %\)/) });
    expect(await plots()).toEqual(before);
    const report = await runImport(db, 'brk-gml', file, { maxRejectedPercent: 70 });
    expect(report).toMatchObject({ status: 'succeeded', written: 2, rejected: 3 });
    expect(await plots()).toHaveLength(2);
  });

  it('a refused import does not even swap in a new table: the previous table is never dropped', async () => {
    // every statement of the import's transaction, as PostgreSQL would run it
    const statements: string[] = [];
    const record = (target: Db): Db =>
      new Proxy(target, {
        get(t, key) {
          if (key === 'transaction') return (fn: (tx: Db) => Promise<unknown>) => t.transaction((tx) => fn(record(tx)));
          if (key === 'query' || key === 'exec')
            return (sql: string, ...rest: unknown[]) => {
              statements.push(sql);
              return (t[key] as (...a: unknown[]) => unknown).call(t, sql, ...rest);
            };
          const v = t[key as keyof Db];
          return typeof v === 'function' ? v.bind(t) : v;
        },
      });
    const before = await plots();
    await expect(runImport(record(db), 'brk-gml', write('refused.gml', collapsed(2)))).rejects.toMatchObject({ code: 'import_rejected' });
    expect(statements.some((q) => /^CREATE TABLE plotwise_load_/.test(q))).toBe(true); // it did load into a new table
    expect(statements.filter((q) => /^(DROP TABLE|ALTER TABLE \S+ RENAME TO)/.test(q))).toEqual([]);
    expect(await plots()).toEqual(before);
  });

  it('a file of which no feature is stored fails even without rejections counted against the threshold', async () => {
    const before = await plots();
    await expect(runImport(db, 'brk-gml', write('again-broken.gml', collapsed(1)), { maxRejectedPercent: 100 })).rejects.toMatchObject({ code: 'import_rejected' });
    expect(await plots()).toEqual(before);
  });
});
