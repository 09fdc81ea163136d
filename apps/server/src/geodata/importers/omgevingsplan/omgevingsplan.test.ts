import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { fixtureDir } from '../../testing/samples';
import { FIXTURE_POINT_INSIDE, FIXTURE_POINT_PONS, FIXTURE_REGELING, writeOwFixture } from '../../testing/omgevingsplan/owFixture';
import { rulesAtPlot } from '../../omgevingsplan/rulesAtPlot';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

describe('omgevingsplan importer (own fixture)', () => {
  it('imports a delivery and answers the rules at a point, with pons flag', async () => {
    const report = await runImport(db, 'omgevingsplan', writeOwFixture(join(dir, 'ok')));
    expect(report.tables).toMatchObject({ geo_ow_articles: 2, geo_ow_normwaarden: 1, geo_ow_geometries: 2, geo_ow_deliveries: 1 });
    // 13 rows of the delivery's content and its own row (geo_ow_deliveries: what it held and lacked)
    expect(report.datasets).toMatchObject([{ dataset: 'omgevingsplan.besluit', area: '/akn/nl/bill/gm9999/2024/1', features: 14, dataDate: '2024-03-01', dataDateOrigin: 'file' }]);
    expect(report.warnings).toEqual([]);
    const at = await rulesAtPlot(db, FIXTURE_POINT_INSIDE);
    expect(at.pons).toBe(false);
    expect(at.rulesAsOf).toBe('2024-03-01');
    expect(Object.keys(at.byActiviteit)).toEqual(['bouwen van een bijgebouw']);
    const [rule] = at.rules;
    expect(rule?.citation).toEqual({ regeling: FIXTURE_REGELING, wid: 'gm9999_1__art_3.1__para_1' });
    expect(rule?.article?.tekst).toBe('De bouwhoogte is ten hoogste de maximum bouwhoogte.');
    expect(rule?.normValues.map((v) => [v.type, v.kwantitatief, v.eenheid])).toEqual([['MaximumBouwhoogte', 9, 'Meter']]);
    expect((await rulesAtPlot(db, FIXTURE_POINT_PONS)).pons).toBe(true);
    expect((await rulesAtPlot(db, 'POINT(155200 425050)')).rules).toEqual([]);
  });

  it('imports a norm of a type outside the value list with its values, and says so', async () => {
    const report = await runImport(db, 'omgevingsplan', writeOwFixture(join(dir, 'unknown'), { normType: 'MaximumAantalKippen' }));
    expect(report.warnings.join(' ')).toMatch(/nl\.imow-gm9999\.omgevingsnorm\.1 has norm type .*MaximumAantalKippen, which is not in the value list: its 1 norm value\(s\) are stored/);
    expect(report.tables.geo_ow_normwaarden).toBe(1);
    const [rule] = (await rulesAtPlot(db, FIXTURE_POINT_INSIDE)).rules;
    expect(rule?.article?.tekst).toContain('bouwhoogte');
    expect(rule?.normValues.map((v) => [v.type, v.kwantitatief, v.eenheid])).toEqual([['MaximumAantalKippen', 9, 'Meter']]);
    expect(rule?.unknownNorms).toEqual([]);
  });

  it('refuses a value that is both numeric and text, and one pointing nowhere, changing nothing', async () => {
    const before = await db.query(`SELECT identificatie, run_id FROM geo_ow_objects ORDER BY identificatie`);
    await expect(
      runImport(db, 'omgevingsplan', writeOwFixture(join(dir, 'both'), { normValue: '<rol:kwantitatieveWaarde>9</rol:kwantitatieveWaarde><rol:kwalitatieveWaarde>laag</rol:kwalitatieveWaarde>' })),
    ).rejects.toThrow(/owOverig\.xml: nl\.imow-gm9999\.normwaarde\.1: Normwaarde has kwantitatieveWaarde and kwalitatieveWaarde/);
    await expect(runImport(db, 'omgevingsplan', writeOwFixture(join(dir, 'nowhere'), { normLocatie: 'nl.imow-gm9999.gebied.X' }))).rejects.toThrow(
      /Normwaarde refers to location nl\.imow-gm9999\.gebied\.X, which does not exist/,
    );
    expect(await db.query(`SELECT identificatie, run_id FROM geo_ow_objects ORDER BY identificatie`)).toEqual(before);
  });
});
