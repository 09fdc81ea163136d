import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { fixtureDir, hasSamples, SAMPLES } from '../../testing/samples';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const collection = (crs: string | null, features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', ...(crs ? { crs: { type: 'name', properties: { name: crs } } } : {}), features });

describe('generic GeoJSON and GeoPackage layers', () => {
  it('imports supermarkets in EPSG:7415 and WGS84, with properties, and replaces the layer on re-import', async () => {
    const rd = join(dir, 'supermarkets.geojson');
    writeFileSync(rd, collection('urn:ogc:def:crs:EPSG::7415', [{ type: 'Feature', id: 'ah-1', properties: { name: 'AH Doesburg' }, geometry: { type: 'Point', coordinates: [206335.7, 447529.8, 3.2] } }]));
    expect(await runImport(db, 'geojson', rd)).toMatchObject({ written: 1, datasets: [{ dataset: 'layer.supermarkets', area: 'NL', features: 1 }] });
    const wgs = join(dir, 'supermarkets-wgs.json');
    writeFileSync(wgs, collection(null, [
      { type: 'Feature', properties: { id: 'jumbo-1', name: 'Jumbo' }, geometry: { type: 'Point', coordinates: [6.1322, 52.0125] } },
      { type: 'Feature', properties: { id: 'bad' }, geometry: { type: 'Polygon', coordinates: [[[6.1, 52.0], [6.2, 52.0], [6.1, 52.0]]] } },
      // a self-intersecting noise contour: repaired
      { type: 'Feature', properties: { id: 'bowtie' }, geometry: { type: 'Polygon', coordinates: [[[6.1, 52.0], [6.11, 52.01], [6.11, 52.0], [6.1, 52.01], [6.1, 52.0]]] } },
    ]));
    const r = await runImport(db, 'geojson', wgs, { layer: 'supermarkets' });
    expect(r).toMatchObject({ read: 3, written: 2, repaired: 1, rejected: 1 });
    expect(r.rejections[0]).toMatchObject({ feature: 'bad', reason: 'ring with 3 points' });
    const rows = await db.query<{ feature_id: string; x: number; y: number; name: string }>(`SELECT feature_id, ST_X(geom) AS x, ST_Y(geom) AS y, properties->>'name' AS name FROM geo_features WHERE layer = 'supermarkets' AND GeometryType(geom) = 'POINT'`);
    expect(rows).toHaveLength(1); // the EPSG:7415 import was replaced
    expect(rows[0]!.name).toBe('Jumbo');
    expect(rows[0]!.x).toBeGreaterThan(205000);
    expect(rows[0]!.y).toBeGreaterThan(445000);
  });

  it('a feature of a registration with an end (BGT objectEindTijd, eindRegistratie, INSPIRE endLifespanVersion) is history, not a current feature', async () => {
    const file = join(dir, 'bgt_pand.geojson');
    const f = (id: string, x: number, extra: Record<string, unknown>) => ({ type: 'Feature', properties: { id, ...extra }, geometry: { type: 'Point', coordinates: [x, 447000] } });
    writeFileSync(file, collection(null, [f('a', 206000, { objectEindTijd: null }), f('b', 206010, { objectEindTijd: '2019-01-01T00:00:00' }), f('c', 206020, { eind_registratie: '2019-01-01' }), f('d', 206030, { endLifespanVersion: '2020-01-01T00:00:00Z' })]));
    const r = await runImport(db, 'geojson', file, { layer: 'bgt_pand' });
    expect(r).toMatchObject({ read: 4, written: 1, skipped: 3 });
    expect(await db.query(`SELECT feature_id FROM geo_features WHERE layer = 'bgt_pand'`)).toEqual([{ feature_id: 'a' }]);
  });

  it('a repaired area with line fragments keeps only its polygons, stored as MULTIPOLYGON and reported as repaired', async () => {
    const file = join(dir, 'natura2000.geojson');
    // a nature area whose outline has a spike out and back: ST_MakeValid alone gives GEOMETRYCOLLECTION(POLYGON, LINESTRING)
    const spike = [[6.1, 52.0], [6.12, 52.0], [6.14, 52.0], [6.12, 52.0], [6.12, 52.02], [6.1, 52.02], [6.1, 52.0]];
    writeFileSync(file, collection(null, [{ type: 'Feature', properties: { id: 'n2000-1', naam: 'Veluwe' }, geometry: { type: 'Polygon', coordinates: [spike] } }]));
    const r = await runImport(db, 'geojson', file, { layer: 'natura2000' });
    expect(r).toMatchObject({ written: 1, repaired: 1, rejected: 0 });
    const [row] = await db.query<{ type: string; valid: boolean; area: number }>(`SELECT GeometryType(geom) AS type, ST_IsValid(geom) AS valid, ST_Area(geom) AS area FROM geo_features WHERE layer = 'natura2000'`);
    expect(row).toMatchObject({ type: 'MULTIPOLYGON', valid: true });
    expect(row!.area).toBeGreaterThan(1_000_000); // the square of about 1.4 x 2.2 km, without the spike
  });

  it('a GeoJSON declared RD New holding lon/lat is refused whole, naming the feature and the likely CRS; the layer stays', async () => {
    const file = join(dir, 'supermarkets.geojson');
    writeFileSync(file, collection('urn:ogc:def:crs:EPSG::28992', [
      { type: 'Feature', id: 'ok', properties: {}, geometry: { type: 'Point', coordinates: [206335.7, 447529.8] } },
      { type: 'Feature', id: 'lonlat', properties: {}, geometry: { type: 'Point', coordinates: [6.1322, 52.0125] } },
    ]));
    const before = await db.query(`SELECT feature_id FROM geo_features WHERE layer = 'supermarkets' ORDER BY feature_id`);
    await expect(runImport(db, 'geojson', file)).rejects.toMatchObject({
      code: 'crs_out_of_domain',
      message: expect.stringMatching(/^supermarkets\.geojson: feature lonlat: the coordinates \(6\.1322, 52\.0125\) read as RD New \(EPSG:28992\) lie outside the RD New domain .* they look like longitude\/latitude/),
    });
    expect(await db.query(`SELECT feature_id FROM geo_features WHERE layer = 'supermarkets' ORDER BY feature_id`)).toEqual(before);
  });

  it('a truncated GeoJSON names the feature where it broke and keeps the previous layer', async () => {
    const file = join(dir, 'trees.geojson');
    const features = Array.from({ length: 50 }, (_, i) => ({ type: 'Feature', properties: { id: `t${i}` }, geometry: { type: 'Point', coordinates: [206000 + i, 447000] } }));
    writeFileSync(file, collection('EPSG:28992', features.slice(0, 5)));
    await runImport(db, 'geojson', file);
    const text = collection('EPSG:28992', features);
    writeFileSync(file, text.slice(0, text.length - 100));
    await expect(runImport(db, 'geojson', file)).rejects.toThrow(/trees\.geojson: the JSON ends inside features #\d+ \(is the file truncated\?\)/);
    expect((await db.query(`SELECT count(*)::int AS n FROM geo_features WHERE layer = 'trees'`))[0]).toEqual({ n: 5 });
    await expect(runImport(db, 'dxf', file)).rejects.toThrow(/Unknown import format "dxf"; use one of: brk-gml/);
  });

  describe.skipIf(!hasSamples)('on the real samples', () => {
    it('imports the BAG addresses GeoPackage as layers and the OGC API answer (CRS84)', async () => {
      const g = await runImport(db, 'gpkg', join(SAMPLES, 'bag/amsterdam_addresses_bag.gpkg'));
      expect(g.tables).toEqual({ geo_features: 1904 });
      expect(g.datasets.map((d) => [d.dataset, d.features])).toEqual([['layer.ligplaatsen', 67], ['layer.standplaatsen', 1], ['layer.verblijfsobjecten', 1836]]);
      const o = await runImport(db, 'geojson', join(SAMPLES, 'ogcapi/items_response_sample.json'), { layer: 'addresses' });
      expect(o).toMatchObject({ written: 6 });
      const [p] = await db.query<{ y: number }>(`SELECT ST_Y(geom) AS y FROM geo_features WHERE layer = 'addresses' LIMIT 1`);
      expect(p!.y).toBeGreaterThan(500000); // Oosterend, Texel, in RD metres
    });
  });
});
