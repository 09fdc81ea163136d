import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoningCategories } from '@plotwise/contracts';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { fixtureDir, hasSamples, SAMPLES } from '../../testing/samples';
import { zoningCategory } from './zoningCategory';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const X = 250000;
const Y = 560000;
const P = (x: number, y: number) => `${X + x} ${Y + y}`;
const PLAN = 'NL.IMRO.0000.bpTest-0001';

/** A surface whose exterior is a Ring of curve segments (IMRO2012 / GML 3.2 style). */
const curveSurface = (segments: string) => `<gml:Surface srsName="urn:ogc:def:crs:EPSG::28992"><gml:patches><gml:PolygonPatch><gml:exterior><gml:Ring><gml:curveMember><gml:Curve><gml:segments>${segments}</gml:segments></gml:Curve></gml:curveMember></gml:Ring></gml:exterior></gml:PolygonPatch></gml:patches></gml:Surface>`;
const seg = (kind: 'LineStringSegment' | 'Arc', pts: string[]) => `<gml:${kind}><gml:posList>${pts.join(' ')}</gml:posList></gml:${kind}>`;
const polygon = (pts: string[]) => `<gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992"><gml:exterior><gml:LinearRing><gml:posList>${pts.join(' ')}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`;

const member = (body: string) => `<imro:featureMember>${body}</imro:featureMember>\n`;
const object = (type: string, id: string, inner: string, geometry: string) =>
  member(`<imro:${type} gml:id="${id}"><imro:identificatie>${id}</imro:identificatie>${inner}<imro:geometrie>${geometry}</imro:geometrie><imro:plangebied xlink:href="#${PLAN}"/></imro:${type}>`);

function imro2012(): string {
  // the plan is 100 x 100 m; a bulging arc from (50,0) through (60,50) to (50,100) splits it in two enkelbestemmingen
  const arc = [P(50, 0), P(60, 50), P(50, 100)];
  const arcBack = [...arc].reverse();
  return `<?xml version="1.0" encoding="UTF-8"?>
<imro:FeatureCollectionIMRO xmlns:imro="http://www.geonovum.nl/imro/2012/1.1" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink">
${object('Enkelbestemming', 'NL.IMRO.e1', '<imro:naam>Wonen</imro:naam><imro:bestemmingshoofdgroep>wonen</imro:bestemmingshoofdgroep><imro:artikelnummer>3</imro:artikelnummer><imro:labelInfo><imro:Label><imro:tekst>W</imro:tekst></imro:Label></imro:labelInfo>', curveSurface(seg('LineStringSegment', [P(0, 0), P(50, 0)]) + seg('Arc', arc) + seg('LineStringSegment', [P(50, 100), P(0, 100), P(0, 0)])))}
${object('Enkelbestemming', 'NL.IMRO.e2', '<imro:naam>Maatschappelijk - Onderwijs</imro:naam><imro:bestemmingshoofdgroep>maatschappelijk</imro:bestemmingshoofdgroep>', curveSurface(seg('LineStringSegment', [P(50, 0), P(100, 0), P(100, 100), P(50, 100)]) + seg('Arc', arcBack)))}
${object('Dubbelbestemming', 'NL.IMRO.d1', '<imro:naam>Waarde - Archeologie</imro:naam><imro:bestemmingshoofdgroep>waarde</imro:bestemmingshoofdgroep>', polygon([P(0, 0), P(30, 0), P(30, 30), P(0, 30), P(0, 0)]))}
${object('Bouwvlak', 'NL.IMRO.b1', '<imro:naam>bouwvlak</imro:naam><imro:bestemmingsvlak xlink:href="#NL.IMRO.e1"/>', polygon([P(10, 10), P(40, 10), P(40, 40), P(10, 40), P(10, 10)]))}
${object('Maatvoering', 'NL.IMRO.m1', '<imro:naam>maximum bouwhoogte (m)</imro:naam><imro:maatvoeringInfo><imro:WaardeEnType><imro:waarde>10</imro:waarde><imro:waardeType>maximum bouwhoogte (m)</imro:waardeType></imro:WaardeEnType><imro:WaardeEnType><imro:waarde>6</imro:waarde><imro:waardeType>maximum goothoogte (m)</imro:waardeType></imro:WaardeEnType></imro:maatvoeringInfo>', polygon([P(10, 10), P(40, 10), P(40, 40), P(10, 40), P(10, 10)]))}
${object('Functieaanduiding', 'NL.IMRO.f1', '<imro:naam>specifieke vorm van wonen - kamerverhuur</imro:naam>', polygon([P(10, 10), P(20, 10), P(20, 20), P(10, 20), P(10, 10)]))}
${object('Figuur', 'NL.IMRO.x1', '<imro:naam>relatie</imro:naam>', `<gml:LineString srsName="urn:ogc:def:crs:EPSG::28992"><gml:posList>${P(1, 1)} ${P(2, 2)}</gml:posList></gml:LineString>`)}
${member(`<imro:Bestemmingsplangebied gml:id="${PLAN}"><imro:identificatie>${PLAN}</imro:identificatie><imro:typePlan>bestemmingsplan</imro:typePlan><imro:naam>Testplan</imro:naam><imro:overheidsCode>0000</imro:overheidsCode><imro:planstatusInfo><imro:PlanstatusEnDatum><imro:planstatus>vastgesteld</imro:planstatus><imro:datum>2020-01-01</imro:datum></imro:PlanstatusEnDatum></imro:planstatusInfo><imro:geometrie>${polygon([P(0, 0), P(100, 0), P(100, 100), P(0, 100), P(0, 0)])}</imro:geometrie></imro:Bestemmingsplangebied>`)}
</imro:FeatureCollectionIMRO>
`;
}

const tiling = async (plan: string) =>
  (
    await db.query<{ plan: number; sum: number; union: number }>(
      `SELECT (SELECT ST_Area(geom) FROM geo_zoning_plans WHERE plan_id = $1) AS plan,
              sum(ST_Area(geom)) AS sum, ST_Area(ST_Union(geom)) AS union
         FROM geo_zoning_objects WHERE plan_id = $1 AND object_type = 'enkelbestemming'`,
      [plan],
    )
  )[0]!;

describe('IMRO bestemmingsplannen', () => {
  it('maps every bestemmingshoofdgroep to a zoning category of the contracts', () => {
    for (const g of ['agrarisch', 'agrarisch met waarden', 'bedrijf', 'bedrijventerrein', 'bos', 'centrum', 'cultuur en ontspanning', 'detailhandel', 'dienstverlening', 'gemengd', 'groen', 'horeca', 'kantoor', 'maatschappelijk', 'natuur', 'recreatie', 'sport', 'tuin', 'verkeer', 'water', 'wonen', 'woongebied', 'overig', 'leiding', 'waarde', 'waterstaat'])
      expect(zoningCategories).toContain(zoningCategory(g, ''));
    expect(zoningCategory('Maatschappelijk', 'Maatschappelijk - Onderwijs')).toBe('education');
    expect(zoningCategory('verkeer', 'Verkeer - Verblijfsgebied')).toBe('traffic');
  });

  it('imports an IMRO2012 plan: arcs linearised, enkelbestemmingen tiling the plan, maatvoering pairs, categories', async () => {
    const file = join(dir, `${PLAN}.gml`);
    writeFileSync(file, imro2012());
    const r = await runImport(db, 'imro', file);
    expect(r).toMatchObject({ status: 'succeeded', read: 8, written: 7, skipped: 1, rejected: 0 });
    expect(r.datasets).toMatchObject([{ dataset: 'imro.plan', area: PLAN, features: 7, dataDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), dataDateOrigin: 'file' }]);
    const t = await tiling(PLAN);
    expect(t.plan).toBeCloseTo(10000, 6);
    expect(t.sum).toBeCloseTo(t.plan, 1);
    expect(t.union).toBeCloseTo(t.plan, 1);
    const objects = await db.query(`SELECT identificatie, object_type, category, hoofdgroep, label, bestemmingsvlak_ids, dimensions, ST_NPoints(geom) > 20 AS curved FROM geo_zoning_objects ORDER BY identificatie`);
    expect(objects).toEqual([
      { identificatie: 'NL.IMRO.b1', object_type: 'bouwvlak', category: null, hoofdgroep: null, label: null, bestemmingsvlak_ids: ['NL.IMRO.e1'], dimensions: null, curved: false },
      { identificatie: 'NL.IMRO.d1', object_type: 'dubbelbestemming', category: 'other', hoofdgroep: 'waarde', label: null, bestemmingsvlak_ids: null, dimensions: null, curved: false },
      { identificatie: 'NL.IMRO.e1', object_type: 'enkelbestemming', category: 'residential', hoofdgroep: 'wonen', label: 'W', bestemmingsvlak_ids: null, dimensions: null, curved: true },
      { identificatie: 'NL.IMRO.e2', object_type: 'enkelbestemming', category: 'education', hoofdgroep: 'maatschappelijk', label: null, bestemmingsvlak_ids: null, dimensions: null, curved: true },
      { identificatie: 'NL.IMRO.f1', object_type: 'functieaanduiding', category: null, hoofdgroep: null, label: null, bestemmingsvlak_ids: null, dimensions: null, curved: false },
      {
        identificatie: 'NL.IMRO.m1', object_type: 'maatvoering', category: null, hoofdgroep: null, label: null, bestemmingsvlak_ids: null, curved: false,
        dimensions: [{ waarde: '10', waardeType: 'maximum bouwhoogte (m)' }, { waarde: '6', waardeType: 'maximum goothoogte (m)' }],
      },
    ]);
    const [plan] = await db.query(`SELECT naam, planstatus, plan_datum, imro_version FROM geo_zoning_plans`);
    expect(plan).toEqual({ naam: 'Testplan', planstatus: 'vastgesteld', plan_datum: '2020-01-01', imro_version: 'IMRO2012' });
    // the arc bulges to x = 60: the wonen part is bigger than half
    const [e1] = await db.query<{ a: number }>(`SELECT ST_Area(geom) AS a FROM geo_zoning_objects WHERE identificatie = 'NL.IMRO.e1'`);
    const circle = 5000 + (() => { const r = (50 * 50 + 10 * 10) / 20; const half = Math.asin(50 / r); return r * r * half - 50 * (r - 10); })();
    // chords 1 cm inside the arc at most: under 1 m2 lost on this 130 m radius
    expect(Math.abs(e1!.a - circle)).toBeLessThan(1);
  });

  it('a new version of the plan replaces the old one; a truncated plan changes nothing', async () => {
    const file = join(dir, 'v2.gml');
    const v2 = imro2012().replace(/<imro:featureMember><imro:Functieaanduiding[\s\S]*?<\/imro:featureMember>/, '');
    writeFileSync(file, v2);
    await runImport(db, 'imro', file);
    expect((await db.query(`SELECT count(*)::int AS n FROM geo_zoning_objects WHERE plan_id = $1`, [PLAN]))[0]).toEqual({ n: 5 });
    writeFileSync(file, v2.slice(0, v2.length - 300));
    await expect(runImport(db, 'imro', file)).rejects.toThrow(/v2\.gml: line \d+: broken XML.*truncated/);
    expect((await db.query(`SELECT count(*)::int AS n FROM geo_zoning_objects WHERE plan_id = $1`, [PLAN]))[0]).toEqual({ n: 5 });
  });

  describe.skipIf(!hasSamples)('on the real IMRO2008 plan Gieterveen', () => {
    it('imports every plan object and the enkelbestemmingen tile the 56 ha plan area', async () => {
      const r = await runImport(db, 'imro', join(SAMPLES, 'imro'));
      expect(r).toMatchObject({ status: 'succeeded', rejected: 0 });
      const plan = 'NL.IMRO.1680.1800030105-0000';
      const counts = Object.fromEntries(
        (await db.query<{ t: string; n: number }>(`SELECT object_type AS t, count(*)::int AS n FROM geo_zoning_objects WHERE plan_id = $1 GROUP BY 1`, [plan])).map((x) => [x.t, x.n]),
      );
      expect(counts).toMatchObject({ enkelbestemming: 84, bouwvlak: 88, maatvoering: 8, functieaanduiding: 18, dubbelbestemming: 6, bouwaanduiding: 6, gebiedsaanduiding: 7 });
      const t = await tiling(plan);
      expect(t.plan / 10000).toBeCloseTo(56.2, 1);
      expect(Math.abs(t.sum - t.plan)).toBeLessThan(1);
      expect(Math.abs(t.union - t.plan)).toBeLessThan(1);
      const [m] = await db.query<{ dimensions: unknown }>(`SELECT dimensions FROM geo_zoning_objects WHERE identificatie = 'NL.IMRO.281'`);
      expect(m!.dimensions).toEqual([{ waarde: '370', waardeType: 'other: vrije tekst' }]);
      const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM geo_zoning_objects WHERE plan_id = $1 AND object_type = 'enkelbestemming' AND category IS NULL`, [plan])) as [{ n: number }];
      expect(n).toBe(0);
    });
  });
});
