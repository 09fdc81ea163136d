import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { bagFile, bagNum, bagPand, bagVbo, rect } from '../../testing/fixtures';
import { fixtureDir, hasSamples, SAMPLES } from '../../testing/samples';
import { zipBuffer } from '../../testing/zipWriter';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

describe('BAG 2.0 extract', () => {
  it('reads a national-style zip of zips, keeps only current versions and the links between objects', async () => {
    const pnd = bagFile('PND', [bagPand('0221100000000001', 1932, rect(206300, 447500, 12, 10), true), bagPand('0221100000000001', 1931, rect(206300, 447500, 12, 10)), bagPand('0221100000000002', 2005, rect(206320, 447500, 8, 9))]);
    const vbo = bagFile('VBO', [
      bagVbo({ id: '0221010000000011', pand: '0221100000000001', num: '0221200000000021', doel: ['woonfunctie'], oppervlakte: 120, x: 206305, y: 447505, historical: true }),
      bagVbo({ id: '0221010000000011', pand: '0221100000000001', num: '0221200000000021', doel: ['woonfunctie', 'kantoorfunctie'], oppervlakte: 125, x: 206305, y: 447505 }),
    ]);
    const num = bagFile('NUM', [bagNum('0221200000000021', 7, '6981AB', '0221300000000031')]);
    const inner = zipBuffer({ '0221VBO15092020-000001.xml': vbo });
    const file = join(dir, 'BAGGEM0221L-15092020.zip');
    writeFileSync(file, zipBuffer({ '0221PND15092020.zip': zipBuffer({ '0221PND15092020-000001.xml': pnd }), '0221VBO15092020.zip': inner, '0221NUM15092020-000001.xml': num, 'Leveringsdocument-BAG-Extract.xml': '<x/>' }));
    const r = await runImport(db, 'bag', file);
    expect(r).toMatchObject({ status: 'succeeded', read: 6, written: 4, skipped: 2, rejected: 0 });
    expect(r.datasets.map((d) => `${d.dataset}:${d.area}`).sort()).toEqual(['bag.nummeraanduidingen:0221', 'bag.panden:0221', 'bag.verblijfsobjecten:0221']);
    expect(await db.query(`SELECT identificatie, oorspronkelijk_bouwjaar, status, ST_NDims(geom) AS dims, ST_Area(geom) AS a FROM geo_bag_panden ORDER BY 1`)).toEqual([
      { identificatie: '0221100000000001', oorspronkelijk_bouwjaar: 1931, status: 'Pand in gebruik', dims: 2, a: 120 },
      { identificatie: '0221100000000002', oorspronkelijk_bouwjaar: 2005, status: 'Pand in gebruik', dims: 2, a: 72 },
    ]);
    // verblijfsobject -> pand and -> nummeraanduiding, as a user of the map follows them
    const linked = await db.query(
      `SELECT v.gebruiksdoelen, v.oppervlakte, p.oorspronkelijk_bouwjaar, n.huisnummer, n.postcode
         FROM geo_bag_verblijfsobjecten v JOIN geo_bag_panden p ON p.identificatie = ANY (v.pand_ids)
         JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id`,
    );
    expect(linked).toEqual([{ gebruiksdoelen: ['woonfunctie', 'kantoorfunctie'], oppervlakte: 125, oorspronkelijk_bouwjaar: 1931, huisnummer: 7, postcode: '6981AB' }]);
  });

  it('a broken object file rolls the whole import back and says where', async () => {
    const file = join(dir, '0221PND15092020-000002.xml');
    writeFileSync(file, bagFile('PND', [bagPand('0221100000000009', 1990, rect(0, 0, 1, 1))]).replace('</Objecten:status>', '</Objecten:statuz>'));
    await expect(runImport(db, 'bag', file)).rejects.toThrow(/0221PND15092020-000002\.xml: line \d+: broken XML/);
    expect((await db.query(`SELECT count(*)::int AS n FROM geo_bag_panden`))[0]).toEqual({ n: 2 });
  });

  describe.skipIf(!hasSamples)('on the real Doesburg extract', () => {
    it('keeps current VBO, NUM, OPR and the woonplaats with its area', async () => {
      const r = await runImport(db, 'bag', join(SAMPLES, 'bag'));
      expect(r).toMatchObject({ status: 'succeeded', rejected: 0, tables: { geo_bag_verblijfsobjecten: 2, geo_bag_nummeraanduidingen: 11, geo_bag_openbare_ruimten: 198, geo_bag_woonplaatsen: 1 } });
      expect(r.skipped).toBe(10);
      const [w] = await db.query<{ naam: string; ha: number }>(`SELECT naam, ST_Area(geom) / 10000 AS ha FROM geo_bag_woonplaatsen WHERE area = '0221'`);
      expect(w!.naam).toBe('Doesburg');
      expect(w!.ha).toBeCloseTo(1295.8, 0);
      const vbo = await db.query(`SELECT gebruiksdoelen, oppervlakte, status, pand_ids FROM geo_bag_verblijfsobjecten WHERE area = '0221' ORDER BY identificatie`);
      expect(vbo.every((v: any) => v.gebruiksdoelen.length > 0 && v.oppervlakte > 0 && v.pand_ids.length === 1)).toBe(true);
    });
  });
});
