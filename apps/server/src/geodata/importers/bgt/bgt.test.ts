import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { bgtCityGml, bgtGmlLight, bgtSite, type BgtFixtureObject } from '../../testing/bgt/bgtFixture';
import { fixtureDir } from '../../testing/samples';
import { surfaceClass } from './surfaceClass';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()), 120_000);
afterAll(async () => drop?.());

const X = 140000;
const Y = 460000;
const file = (name: string, content: string) => (writeFileSync(join(dir, name), content), join(dir, name));

const rows = (area: string) =>
  db.query<{ identificatie: string; object_type: string; surface_class: string; fysiek_voorkomen: string | null; functie: string | null; relatieve_hoogteligging: number | null; m2: number }>(
    `SELECT identificatie, object_type, surface_class, fysiek_voorkomen, functie, relatieve_hoogteligging, round(ST_Area(geom)::numeric, 2)::float8 AS m2
       FROM geo_bgt_surfaces WHERE area = $1 ORDER BY identificatie`,
    [area],
  );

// the site's current surfaces, as both forms must store them
const expected = [
  { identificatie: 'G9999.berm1', object_type: 'ondersteunendWegdeel', surface_class: 'green', fysiek_voorkomen: 'groenvoorziening', functie: 'berm', relatieve_hoogteligging: 0, m2: 200 },
  { identificatie: 'G9999.brug1', object_type: 'overbruggingsdeel', surface_class: 'other', fysiek_voorkomen: null, functie: null, relatieve_hoogteligging: 1, m2: 20 },
  { identificatie: 'G9999.erf1', object_type: 'onbegroeidTerreindeel', surface_class: 'paved', fysiek_voorkomen: 'erf', functie: null, relatieve_hoogteligging: 0, m2: 200 },
  { identificatie: 'G9999.gras1', object_type: 'begroeidTerreindeel', surface_class: 'green', fysiek_voorkomen: 'grasland overig', functie: null, relatieve_hoogteligging: 0, m2: 210 },
  { identificatie: 'G9999.pand1', object_type: 'pand', surface_class: 'building', fysiek_voorkomen: null, functie: null, relatieve_hoogteligging: 0, m2: 192 },
  { identificatie: 'G9999.weg1', object_type: 'wegdeel', surface_class: 'paved', fysiek_voorkomen: 'gesloten verharding', functie: 'rijbaan lokale weg', relatieve_hoogteligging: 0, m2: 600 },
  { identificatie: 'W9999.sloot1', object_type: 'waterdeel', surface_class: 'water', fysiek_voorkomen: null, functie: 'watergang', relatieve_hoogteligging: 0, m2: 90 },
];

describe('BGT surface classes', () => {
  it('reads class and fysiekVoorkomen as paved, green, water, building or other', () => {
    expect(surfaceClass('wegdeel', 'gesloten verharding')).toBe('paved');
    expect(surfaceClass('wegdeel', 'onverhard')).toBe('other');
    expect(surfaceClass('ondersteunendWegdeel', 'open verharding')).toBe('paved');
    expect(surfaceClass('ondersteunendWegdeel', 'groenvoorziening')).toBe('green');
    expect(surfaceClass('onbegroeidTerreindeel', 'erf')).toBe('paved');
    expect(surfaceClass('onbegroeidTerreindeel', 'Half verhard')).toBe('paved');
    expect(surfaceClass('onbegroeidTerreindeel', 'zand')).toBe('other');
    expect(surfaceClass('onbegroeidTerreindeel', undefined)).toBe('other');
    expect(surfaceClass('begroeidTerreindeel', 'loofbos')).toBe('green');
    expect(surfaceClass('waterdeel', undefined)).toBe('water');
    expect(surfaceClass('ondersteunendWaterdeel', undefined)).toBe('water');
    expect(surfaceClass('pand', undefined)).toBe('building');
    expect(surfaceClass('overigBouwwerk', undefined)).toBe('building');
    expect(surfaceClass('kunstwerkdeel', undefined)).toBe('other');
  });
});

describe.each([
  ['CityGML IMGeo 2.1', 'citygml', bgtCityGml],
  ['GML light', 'gmllight', bgtGmlLight],
] as const)('BGT %s', (_label, form, write) => {
  const area = `bgt-${form}`;

  it('keeps the current surfaces with their class; history, points, lines and a broken ring are counted', async () => {
    const r = await runImport(db, 'bgt', file(`${area}.gml`, write(bgtSite(X, Y))));
    expect(r).toMatchObject({ status: 'succeeded', read: 11, written: 7, skipped: 3, rejected: 1 });
    expect(r.skippedReasons).toEqual({
      'ended object (eindRegistratie)': 1,
      'kunstwerkdeel with a LineString geometry (not a surface)': 1,
      'BGT object type Paal is not a surface we keep': 1,
    });
    expect(r.rejections).toEqual([expect.objectContaining({ feature: 'W9999.kapot', reason: 'ring with 2 points' })]);
    expect(r.datasets).toMatchObject([{ dataset: 'bgt.surfaces', area, features: 7, dataDate: null, dataDateOrigin: null }]);
    expect(await rows(area)).toEqual(expected);
  });

  it('a re-import of the download replaces it; a file whose every surface is broken is refused and changes nothing', async () => {
    const fewer = bgtSite(X, Y).filter((o) => o.id !== 'G9999.erf1');
    await runImport(db, 'bgt', file(`${area}.gml`, write(fewer)));
    expect((await rows(area)).map((r) => r.identificatie)).toEqual(expected.map((r) => r.identificatie).filter((id) => id !== 'G9999.erf1'));
    const broken: BgtFixtureObject[] = fewer.filter((o) => !o.ended && !o.line && !o.point).map((o) => ({ ...o, broken: true }));
    await expect(runImport(db, 'bgt', file(`${area}.gml`, write(broken)))).rejects.toThrow(/all 7 features were rejected; nothing was changed/);
    expect(await rows(area)).toHaveLength(6);
    const [run] = await db.query<{ status: string }>(`SELECT status FROM geo_import_runs ORDER BY id DESC LIMIT 1`);
    expect(run!.status).toBe('failed');
  });
});

describe('BGT files that are not BGT', () => {
  it('refuses another XML and a truncated file, naming the file', async () => {
    await expect(runImport(db, 'bgt', file('other.gml', '<?xml version="1.0"?><imro:FeatureCollectionIMRO xmlns:imro="x"/>'))).rejects.toThrow(/other\.gml: not a BGT file/);
    const whole = bgtGmlLight(bgtSite(X, Y));
    await expect(runImport(db, 'bgt', file('cut.gml', whole.slice(0, whole.length / 2)))).rejects.toThrow(/cut\.gml: line \d+: broken XML/);
    expect(await db.query(`SELECT 1 FROM geo_bgt_surfaces WHERE area IN ('other', 'cut')`)).toHaveLength(0);
  });
});
