import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { rect } from '../../testing/fixtures';
import { fixtureDir, hasSamples, SAMPLES } from '../../testing/samples';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const area = (props: Record<string, unknown>, x: number) => ({ type: 'Feature', properties: props, geometry: { type: 'Polygon', coordinates: [rect(x, 447000, 1000, 1000)] } });

describe('CBS gebiedsindelingen and kerncijfers', () => {
  it('imports areas per level and joins figures by CBS code, reporting codes that do not join', async () => {
    const areas = join(dir, 'wijkenbuurten_2024.geojson');
    writeFileSync(
      areas,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          area({ gemeentecode: 'GM0221', gemeentenaam: 'Doesburg' }, 206000),
          area({ wijkcode: 'WK022100', wijknaam: 'Wijk 00', gemeentecode: 'GM0221' }, 206000),
          area({ buurtcode: 'BU02210000', buurtnaam: 'Centrum', wijkcode: 'WK022100' }, 206000),
          area({ postcode: 6981 }, 206000),
        ],
      }),
    );
    const a = await runImport(db, 'cbs-areas', areas);
    expect(a).toMatchObject({ status: 'succeeded', written: 4 });
    expect(await db.query(`SELECT code, level, name, year FROM geo_stat_areas ORDER BY code`)).toEqual([
      { code: '6981', level: 'pc4', name: null, year: 2024 },
      { code: 'BU02210000', level: 'buurt', name: 'Centrum', year: 2024 },
      { code: 'GM0221', level: 'gemeente', name: 'Doesburg', year: 2024 },
      { code: 'WK022100', level: 'wijk', name: 'Wijk 00', year: 2024 },
    ]);
    const csv = join(dir, 'kerncijfers.csv');
    writeFileSync(csv, 'regiocode;regiotype;AantalInwoners_5;Woningvoorraad_35\r\nGM0221;GM;11430;5200\r\n"GM0196";GM;16000;.\r\nWK022100;WK;3590;1663\r\n');
    const f = await runImport(db, 'cbs-figures', csv);
    expect(f).toMatchObject({ status: 'succeeded', written: 3 });
    expect(f.warnings).toEqual([expect.stringMatching(/1 gemeente code\(s\) in the figures have no boundary.*GM0196/)]);
    const joined = await db.query(`SELECT a.name, f.figures FROM geo_stat_areas a JOIN geo_stat_figures f ON f.code = a.code WHERE a.level = 'gemeente'`);
    expect(joined).toEqual([{ name: 'Doesburg', figures: { regiocode: 'GM0221', regiotype: 'GM', AantalInwoners_5: 11430, Woningvoorraad_35: 5200 } }]);
    expect((await db.query(`SELECT figures->'Woningvoorraad_35' AS w FROM geo_stat_figures WHERE code = 'GM0196'`))[0]).toEqual({ w: null });

    const odata = join(dir, 'kerncijfers-odata.json');
    writeFileSync(odata, JSON.stringify({ 'odata.metadata': 'x', value: [{ ID: 1, WijkenEnBuurten: 'GM0221    ', Gemeentenaam_1: 'Doesburg  ', AantalInwoners_5: 11430 }] }));
    const o = await runImport(db, 'cbs-figures', odata);
    expect(o).toMatchObject({ written: 1, warnings: [] });
  });

  describe.skipIf(!hasSamples)('on the real CBS files', () => {
    it('imports the statistical units GeoPackage and the 2024 kerncijfers, naming the merged municipalities', async () => {
      const a = await runImport(db, 'cbs-areas', join(SAMPLES, 'cbs/SU_NL_WGS84.gpkg'));
      expect(a.datasets).toMatchObject(expect.arrayContaining([expect.objectContaining({ dataset: 'cbs.areas', area: 'gemeente-2020', features: 355, dataDate: '2020', dataDateOrigin: 'file' })]));
      const [ede] = await db.query<{ name: string; ha: number }>(`SELECT name, ST_Area(geom) / 10000 AS ha FROM geo_stat_areas WHERE code = 'GM0228' AND year = 2020`);
      expect(ede!.name).toBe('Ede');
      expect(ede!.ha).toBeGreaterThan(30000);
      const f = await runImport(db, 'cbs-figures', join(SAMPLES, 'cbs/cbs_kerncijfers_2024_gm_wk.csv'));
      expect(f).toMatchObject({ read: 3735, written: 3735 });
      expect(f.warnings.join(' ')).toMatch(/gemeente code\(s\) in the figures have no boundary.*GM1979/);
    });
  });
});
