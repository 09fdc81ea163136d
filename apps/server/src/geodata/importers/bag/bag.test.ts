import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { bagFile, bagMutation, bagMutationFile, bagNum, bagOpr, bagPand, bagPlaats, bagVbo, bagWpl, rect } from '../../testing/fixtures';
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

  it('keeps exactly one current version per nummeraanduiding: latest beginGeldigheid, then status, then voorkomenidentificatie; the rest is history', async () => {
    const opr = '0221300000000031';
    const num = (id: string, huisnummer: number, nr: number, begin: string, status?: string) => bagNum(id, huisnummer, '6981AB', opr, undefined, { nr, begin, ...(status ? { status } : {}) });
    const file = join(dir, '0221NUM15092020-000002.xml');
    writeFileSync(
      file,
      bagFile('NUM', [
        num('0221200000000041', 1, 1, '2011-09-06'), // the newer version comes later in the file
        num('0221200000000042', 12, 3, '2019-03-05'), // the newer version comes first
        num('0221200000000043', 13, 1, '2015-01-01'), // same day: the issued address beats the withdrawn one
        num('0221200000000044', 4, 1, '2015-01-01'), // same day, same status: the higher voorkomenidentificatie
        num('0221200000000041', 11, 2, '2019-03-05'),
        num('0221200000000042', 2, 2, '2015-06-01'),
        num('0221200000000043', 3, 2, '2015-01-01', 'Naamgeving ingetrokken'),
        num('0221200000000044', 14, 2, '2015-01-01'),
        num('0221200000000041', 1, 1, '2011-09-06'), // the oldest again, after the newest was chosen
      ]),
    );
    const r = await runImport(db, 'bag', file, { area: 'versions' });
    expect(r).toMatchObject({ status: 'succeeded', read: 9, written: 4, rejected: 0, skipped: 5, tables: { geo_bag_nummeraanduidingen: 4 } });
    expect(Object.entries(r.skippedReasons)).toEqual([['older NUM version (a later current voorkomen of the same object)', 5]]);
    expect(r.datasets).toMatchObject([{ dataset: 'bag.nummeraanduidingen', area: 'versions', features: 4, dataDate: '2020-06-15', dataDateOrigin: 'file' }]);
    const rows = await db.query(`SELECT identificatie, huisnummer, status FROM geo_bag_nummeraanduidingen WHERE area = 'versions' ORDER BY 1`);
    expect(rows).toEqual([
      { identificatie: '0221200000000041', huisnummer: 11, status: 'Naamgeving uitgegeven' },
      { identificatie: '0221200000000042', huisnummer: 12, status: 'Naamgeving uitgegeven' },
      { identificatie: '0221200000000043', huisnummer: 13, status: 'Naamgeving uitgegeven' },
      { identificatie: '0221200000000044', huisnummer: 14, status: 'Naamgeving uitgegeven' },
    ]);
  });

  it('the same rule holds for PND, VBO, OPR, WPL, LIG and STA', async () => {
    const older = { nr: 1, begin: '2012-01-01' };
    const newer = { nr: 2, begin: '2020-01-01' };
    const files = {
      '0221PND01012021-000001.xml': bagFile('PND', [bagPand('0221100000000051', 1900, rect(206500, 447500, 10, 10), false, older), bagPand('0221100000000051', 2001, rect(206500, 447500, 10, 10), false, newer)]),
      '0221VBO01012021-000001.xml': bagFile('VBO', [
        bagVbo({ id: '0221010000000052', pand: '0221100000000051', num: '0221200000000053', doel: ['woonfunctie'], oppervlakte: 50, x: 206505, y: 447505, version: newer }),
        bagVbo({ id: '0221010000000052', pand: '0221100000000051', num: '0221200000000053', doel: ['woonfunctie'], oppervlakte: 40, x: 206505, y: 447505, version: older }),
      ]),
      '0221OPR01012021-000001.xml': bagFile('OPR', [bagOpr('0221300000000054', 'Oude naam', '2345', older), bagOpr('0221300000000054', 'Nieuwe naam', '2345', newer)]),
      '0221WPL01012021-000001.xml': bagFile('WPL', [bagWpl('2345', 'Nieuwdorp', rect(206000, 447000, 900, 900), newer), bagWpl('2345', 'Olddorp', rect(206000, 447000, 900, 900), older)]),
      '0221LIG01012021-000001.xml': bagFile('LIG', [bagPlaats('Ligplaats', '0221020000000055', rect(206600, 447500, 20, 5), '0221200000000056', older), bagPlaats('Ligplaats', '0221020000000055', rect(206600, 447510, 20, 5), '0221200000000057', newer)]),
      '0221STA01012021-000001.xml': bagFile('STA', [bagPlaats('Standplaats', '0221030000000058', rect(206700, 447500, 8, 8), '0221200000000059', newer), bagPlaats('Standplaats', '0221030000000058', rect(206700, 447500, 8, 8), '0221200000000060', older)]),
    };
    const file = join(dir, 'BAGGEM0221L-01012021.zip');
    writeFileSync(file, zipBuffer(files));
    const r = await runImport(db, 'bag', file, { area: 'versions-all' });
    expect(r).toMatchObject({ status: 'succeeded', read: 12, written: 6, skipped: 6, rejected: 0 });
    const q = (sql: string) => db.query(`${sql} WHERE area = 'versions-all' ORDER BY 1`);
    expect(await q(`SELECT identificatie, oorspronkelijk_bouwjaar FROM geo_bag_panden`)).toEqual([{ identificatie: '0221100000000051', oorspronkelijk_bouwjaar: 2001 }]);
    expect(await q(`SELECT identificatie, oppervlakte FROM geo_bag_verblijfsobjecten`)).toEqual([{ identificatie: '0221010000000052', oppervlakte: 50 }]);
    expect(await q(`SELECT identificatie, naam FROM geo_bag_openbare_ruimten`)).toEqual([{ identificatie: '0221300000000054', naam: 'Nieuwe naam' }]);
    expect(await q(`SELECT identificatie, naam FROM geo_bag_woonplaatsen`)).toEqual([{ identificatie: '2345', naam: 'Nieuwdorp' }]);
    expect(await q(`SELECT identificatie, kind, hoofdadres_id FROM geo_bag_plaatsen`)).toEqual([
      { identificatie: '0221020000000055', kind: 'LIG', hoofdadres_id: '0221200000000057' },
      { identificatie: '0221030000000058', kind: 'STA', hoofdadres_id: '0221200000000059' },
    ]);
  });

  it('bag-geojson (PDOK OGC API) keeps one version per identificatie by the same rule', async () => {
    const file = join(dir, 'pand.geojson');
    const pand = (bouwjaar: number, begin: string) => ({ type: 'Feature', properties: { identificatie: '0221100000000061', bouwjaar, status: 'Pand in gebruik', begingeldigheid: begin }, geometry: { type: 'Polygon', coordinates: [rect(206800, 447500, 10, 10)] } });
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [pand(1990, '2010-01-01'), pand(1991, '2020-01-01'), pand(1989, '2000-01-01')] }));
    const r = await runImport(db, 'bag-geojson', file, { area: 'versions-geojson' });
    expect(r).toMatchObject({ status: 'succeeded', read: 3, written: 1, skipped: 2 });
    expect(await db.query(`SELECT identificatie, oorspronkelijk_bouwjaar FROM geo_bag_panden WHERE area = 'versions-geojson'`)).toEqual([{ identificatie: '0221100000000061', oorspronkelijk_bouwjaar: 1991 }]);
  });

  it('bag-geojson: an object with an end date is history', async () => {
    const file = join(dir, 'verblijfsobject.geojson');
    const vbo = (id: string, extra: Record<string, unknown>) => ({ type: 'Feature', properties: { identificatie: id, status: 'Verblijfsobject in gebruik', gebruiksdoel: 'woonfunctie', oppervlakte: 80, ...extra }, geometry: { type: 'Point', coordinates: [206900, 447500] } });
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [vbo('0221010000000071', {}), vbo('0221010000000072', { eindGeldigheid: '2020-01-01' })] }));
    const r = await runImport(db, 'bag-geojson', file, { area: 'ended-geojson' });
    expect(r).toMatchObject({ read: 2, written: 1, skipped: 1 });
  });

  describe.skipIf(!hasSamples)('on the real Doesburg extract', () => {
    it('keeps current VBO, NUM, OPR and the woonplaats with its area', async () => {
      const r = await runImport(db, 'bag', join(SAMPLES, 'bag'));
      // NUM 0221200000330998 and ...999 have two versions without an end (2009-01-20 and 2019-03-05): the later stays
      expect(r).toMatchObject({ status: 'succeeded', rejected: 0, tables: { geo_bag_verblijfsobjecten: 2, geo_bag_nummeraanduidingen: 9, geo_bag_openbare_ruimten: 198, geo_bag_woonplaatsen: 1 } });
      expect(r.skipped).toBe(12);
      expect(r.skippedReasons['older NUM version (a later current voorkomen of the same object)']).toBe(2);
      const twice = await db.query(`SELECT identificatie, huisnummer FROM geo_bag_nummeraanduidingen WHERE area = '0221' AND identificatie IN ('0221200000330998', '0221200000330999') ORDER BY 1`);
      expect(twice).toEqual([{ identificatie: '0221200000330998', huisnummer: 9 }, { identificatie: '0221200000330999', huisnummer: 9 }]);
      const [w] = await db.query<{ naam: string; ha: number }>(`SELECT naam, ST_Area(geom) / 10000 AS ha FROM geo_bag_woonplaatsen WHERE area = '0221'`);
      expect(w!.naam).toBe('Doesburg');
      expect(w!.ha).toBeCloseTo(1295.8, 0);
      const vbo = await db.query(`SELECT gebruiksdoelen, oppervlakte, status, pand_ids FROM geo_bag_verblijfsobjecten WHERE area = '0221' ORDER BY identificatie`);
      expect(vbo.every((v: any) => v.gebruiksdoelen.length > 0 && v.oppervlakte > 0 && v.pand_ids.length === 1)).toBe(true);
    });
  });

  describe('mutation deliveries (bag_mutations)', () => {
    const P1 = '0222100000000001';
    const P2 = '0222100000000002';
    const P3 = '0222100000000003';
    const P4 = '0999100000000004';
    const V1 = '0222010000000011';
    const pand1 = (bouwjaar: number, closed = false, nr = 2, r = rect(207000, 448000, 12, 10)) => bagPand(P1, bouwjaar, r, closed, { nr });
    const vbo1 = bagVbo({ id: V1, pand: P1, num: '0222200000000021', doel: ['woonfunctie'], oppervlakte: 90, x: 207005, y: 448005 });
    const extract = () => {
      const file = join(dir, 'BAGGEM0222L-15062020.zip');
      writeFileSync(file, zipBuffer({ '0222PND15062020-000001.xml': bagFile('PND', [pand1(1931), bagPand(P2, 2005, rect(207100, 448000, 8, 9))], '0222'), '0222VBO15062020-000001.xml': bagFile('VBO', [vbo1], '0222') }));
      return runImport(db, 'bag', file);
    };
    const delivery = () => {
      const file = join(dir, 'DNLDLXEE02-9999MUT15062020-16062020.zip');
      const xml = bagMutationFile({ leveringsId: 'L-2020-06-16', from: '2020-06-15', to: '2020-06-16' }, [
        // P1 rebuilt: its voorkomen 2 closed, voorkomen 3 with another year and outline
        bagMutation.wijziging(pand1(1931), pand1(1931, true)),
        bagMutation.toevoeging(pand1(1935, false, 3, rect(207010, 448000, 12, 10))),
        // two new panden, one of gemeente 0222 (whose extract is loaded), one of a gemeente not loaded; P1's
        // verblijfsobject withdrawn
        bagMutation.toevoeging(bagPand(P3, 2020, rect(207200, 448000, 10, 10))),
        bagMutation.toevoeging(bagPand(P4, 2021, rect(209000, 449000, 10, 10))),
        bagMutation.verwijdering(vbo1),
      ]);
      writeFileSync(file, zipBuffer({ '9999MUT15062020-16062020.zip': zipBuffer({ '9999MUT15062020-16062020-000001.xml': xml }), 'Leveringsdocument-BAG-Mutaties.xml': '<x/>' }));
      return runImport(db, 'bag_mutations', file);
    };
    const panden = () => db.query(`SELECT identificatie, oorspronkelijk_bouwjaar AS jaar, area, ST_XMin(geom) AS x FROM geo_bag_panden WHERE identificatie IN ($1, $2, $3, $4) ORDER BY 1`, [P1, P2, P3, P4]);

    it("applies each object where it is: a new version replaces the old one in its area, a new object lands in its gemeente's area (else the delivery's), a removal removes; nothing else changes", async () => {
      await extract();
      const r = await delivery();
      expect(r).toMatchObject({ status: 'succeeded', read: 5, written: 3, removed: 1, skipped: 1, rejected: 0, delivery: { id: 'L-2020-06-16', from: '2020-06-15', to: '2020-06-16', alreadyApplied: false } });
      expect(r.skippedReasons).toEqual({ 'closed PND version (eindGeldigheid / eindRegistratie)': 1 });
      expect(await panden()).toEqual([
        { identificatie: P1, jaar: 1935, area: '0222', x: 207010 },
        { identificatie: P2, jaar: 2005, area: '0222', x: 207100 },
        { identificatie: P3, jaar: 2020, area: '0222', x: 207200 },
        { identificatie: P4, jaar: 2021, area: 'NL', x: 209000 },
      ]);
      expect(await db.query(`SELECT identificatie FROM geo_bag_verblijfsobjecten WHERE identificatie = $1`, [V1])).toEqual([]);
      // where the plot features can change: the old and the new outline of P1 and P3, the removed verblijfsobject, P4
      const byKey = Object.fromEntries(r.datasets.map((d) => [`${d.dataset}:${d.area}`, d]));
      expect(Object.keys(byKey).sort()).toEqual(['bag.panden:0222', 'bag.panden:NL', 'bag.verblijfsobjecten:0222']);
      expect(byKey['bag.panden:0222']).toMatchObject({ features: 3, dataDate: '2020-06-16', dataDateOrigin: 'file', changedBoxRd: [207000, 448000, 207210, 448010] });
      expect(byKey['bag.verblijfsobjecten:0222']).toMatchObject({ features: 0, changedBoxRd: [207005, 448005, 207005, 448005] });
      expect(byKey['bag.panden:NL']!.changedBoxRd).toEqual([209000, 449000, 209010, 449010]);
      expect(await db.query(`SELECT feature_count, data_date FROM geo_datasets WHERE dataset = 'bag.panden' AND area = '0222'`)).toEqual([{ feature_count: 3, data_date: '2020-06-16' }]);
    });

    it('applies a delivery once: the same leveringsId again changes nothing and says so', async () => {
      const r = await delivery();
      expect(r).toMatchObject({ status: 'succeeded', written: 0, delivery: { id: 'L-2020-06-16', alreadyApplied: true } });
      expect(r.warnings.join()).toMatch(/delivery L-2020-06-16 was applied by import run \d+: nothing changed/);
      expect((await panden()).map((p: any) => p.jaar)).toEqual([1935, 2005, 2020, 2021]);
    });

    it('a quiet day (a delivery without mutations) succeeds and changes nothing; a file that is no delivery fails', async () => {
      const quiet = join(dir, '0222MUT16062020-17062020-000001.xml');
      writeFileSync(quiet, bagMutationFile({ leveringsId: 'L-quiet', from: '2020-06-16', to: '2020-06-17', gemeente: '0222' }, []));
      expect(await runImport(db, 'bag_mutations', quiet)).toMatchObject({ status: 'succeeded', read: 0, written: 0, datasets: [], delivery: { id: 'L-quiet', alreadyApplied: false } });
      const other = join(dir, 'geen-levering.xml');
      writeFileSync(other, '<?xml version="1.0"?><iets><anders/></iets>');
      await expect(runImport(db, 'bag_mutations', other)).rejects.toThrow(/geen-levering\.xml: no features found for format bag_mutations/);
      expect((await panden()).map((p: any) => p.jaar)).toEqual([1935, 2005, 2020, 2021]);
    });

    it('counts a changed ligplaats among the ligplaatsen only, not the standplaatsen sharing its table', async () => {
      const lig = (x: number, nr: number) => bagPlaats('Ligplaats', '0222020000000031', rect(x, 448100, 20, 5), '0222200000000032', { nr, begin: '2020-06-17' });
      const extract = join(dir, '0222LIGSTA17062020.zip');
      writeFileSync(extract, zipBuffer({
        '0222LIG17062020-000001.xml': bagFile('LIG', [lig(207300, 1)], '0222'),
        '0222STA17062020-000001.xml': bagFile('STA', [bagPlaats('Standplaats', '0222030000000033', rect(207400, 448100, 8, 8), '0222200000000034')], '0222'),
      }));
      await runImport(db, 'bag', extract);
      const file = join(dir, '9999MUT17062020-18062020-000001.xml');
      writeFileSync(file, bagMutationFile({ leveringsId: 'L-lig', from: '2020-06-17', to: '2020-06-18' }, [bagMutation.toevoeging(lig(207310, 2))]));
      const r = await runImport(db, 'bag_mutations', file);
      expect(r.datasets).toEqual([expect.objectContaining({ dataset: 'bag.ligplaatsen', area: '0222', features: 1, changedBoxRd: [207300, 448100, 207330, 448105] })]);
      expect(await db.query(`SELECT feature_count FROM geo_datasets WHERE dataset = 'bag.ligplaatsen' AND area = '0222'`)).toEqual([{ feature_count: 1 }]);
    });

    it('a full extract of the gemeente afterwards replaces what the deliveries changed there, without doubles', async () => {
      await extract();
      // the extract holds P1 and P2 only: its gemeente is what it says; P4 of another gemeente stays
      expect(await panden()).toEqual([
        { identificatie: P1, jaar: 1931, area: '0222', x: 207000 },
        { identificatie: P2, jaar: 2005, area: '0222', x: 207100 },
        { identificatie: P4, jaar: 2021, area: 'NL', x: 209000 },
      ]);
    });
  });
});
