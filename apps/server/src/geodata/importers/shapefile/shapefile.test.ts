import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { fixtureDir } from '../../testing/samples';
import { zipBuffer } from '../../testing/zipWriter';
import { PRJ, shapefileParts, shapefileZip, type DbfFieldSpec, type ShapefileSpec, type ShpFeature } from '../../testing/shapefile/shapefileWriter';
import { crsOfPrj } from './prjCrs';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

type Xy = [number, number];
const X = 206000;
const Y = 447000;
/** A ring around (x, y) of w x h metres: clockwise (an outer ring) or counter-clockwise (a hole). */
const box = (x: number, y: number, w: number, h: number, clockwise: boolean): Xy[] => {
  const cw: Xy[] = [[x, y], [x, y + h], [x + w, y + h], [x + w, y], [x, y]];
  return clockwise ? cw : cw.reverse();
};
const FIELDS: DbfFieldSpec[] = [
  { name: 'ID', type: 'C', length: 10 },
  { name: 'NAAM', type: 'C', length: 30 },
  { name: 'AANTAL', type: 'N', length: 6 },
  { name: 'OPP', type: 'F', length: 12, decimals: 2 },
  { name: 'ACTIEF', type: 'L', length: 1 },
  { name: 'DATUM', type: 'D', length: 8 },
];
const attrs = (id: string, extra: Partial<ShpFeature['attributes']> = {}) => ({ ID: id, NAAM: `object ${id}`, AANTAL: 3, OPP: 12.5, ACTIEF: true, DATUM: '2024-02-29', ...extra });
const write = (name: string, content: Buffer) => {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
};
const zipOf = (name: string, spec: ShapefileSpec, prj: string | null = PRJ.rdNew, cpg?: string) => shapefileZip(name, shapefileParts(spec, prj ?? undefined, cpg));

const layerRows = (layer: string) =>
  db.query<{ feature_id: string; type: string; x: number; y: number; area: number; props: Record<string, unknown> }>(
    `SELECT feature_id, GeometryType(geom) AS type, ST_X(ST_PointOnSurface(geom)) AS x, ST_Y(ST_PointOnSurface(geom)) AS y, ST_Area(geom) AS area, properties AS props
       FROM geo_features WHERE layer = $1 ORDER BY feature_id`,
    [layer],
  );

// UTM from WGS84 by Krüger's series to n^4 (Karney 2011), sub-millimetre within a zone: the test's own reference,
// independent of PostGIS
function utm31n(lng: number, lat: number): Xy {
  const a = 6378137;
  const f = 1 / 298.257223563;
  const n = f / (2 - f);
  const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
  const alpha = [n / 2 - (2 * n ** 2) / 3 + (5 * n ** 3) / 16 + (41 * n ** 4) / 180, (13 * n ** 2) / 48 - (3 * n ** 3) / 5 + (557 * n ** 4) / 1440, (61 * n ** 3) / 240 - (103 * n ** 4) / 140, (49561 * n ** 4) / 161280];
  const phi = (lat * Math.PI) / 180;
  const dl = ((lng - 3) * Math.PI) / 180;
  const c = (2 * Math.sqrt(n)) / (1 + n);
  const t = Math.sinh(Math.atanh(Math.sin(phi)) - c * Math.atanh(c * Math.sin(phi)));
  const xi = Math.atan(t / Math.cos(dl));
  const eta = Math.atanh(Math.sin(dl) / Math.sqrt(1 + t * t));
  let e = eta;
  let nn = xi;
  alpha.forEach((al, i) => {
    const j = 2 * (i + 1);
    e += al * Math.cos(j * xi) * Math.sinh(j * eta);
    nn += al * Math.sin(j * xi) * Math.cosh(j * eta);
  });
  return [500000 + 0.9996 * A * e, 0.9996 * A * nn];
}
const webMercator = (lng: number, lat: number): Xy => [(6378137 * lng * Math.PI) / 180, 6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];

describe('shapefile', () => {
  it('reads points (Z), lines, polygons with holes and several outer rings, multipoints (M) and the dbf field types', async () => {
    const named = (name: string, spec: ShapefileSpec, prj: string) => Object.fromEntries(Object.entries(shapefileParts(spec, prj)).map(([ext, v]) => [`${name}.${ext}`, v]));
    const polygons: ShpFeature[] = [
      // the hole comes first: the order of rings does not matter, their orientation does
      { parts: [box(X + 4, Y + 4, 2, 2, false), box(X, Y, 10, 10, true)], attributes: attrs('v1', { OPP: 96 }) },
      { parts: [box(X + 50, Y, 10, 10, true), box(X + 70, Y, 5, 4, true)], attributes: attrs('v2', { OPP: 120 }) },
    ];
    const cafe = attrs('p2', { NAAM: 'Café Het Hoekje', AANTAL: null, OPP: null, ACTIEF: null, DATUM: null });
    const zip = write(
      'eigen-data.zip',
      zipBuffer({
        ...named('punten', { shapeType: 11, fields: FIELDS, features: [{ parts: [[[X, Y]]], attributes: attrs('p1') }, { parts: [[[X + 5, Y + 5]]], attributes: cafe }] }, PRJ.rdNew),
        ...named('lijnen', { shapeType: 3, fields: FIELDS, features: [{ parts: [[[X, Y], [X + 100, Y]]], attributes: attrs('l1') }, { parts: [[[X, Y], [X, Y + 10]], [[X + 20, Y], [X + 20, Y + 10]]], attributes: attrs('l2', { ACTIEF: false }) }] }, PRJ.rdNew),
        ...named('vlakken', { shapeType: 15, fields: FIELDS, features: polygons }, PRJ.rdNewGdal),
        ...named('multipunten', { shapeType: 28, fields: FIELDS, features: [{ parts: [[[X, Y], [X + 1, Y + 1], [X + 2, Y + 2]]], attributes: attrs('m1') }] }, PRJ.rdNew),
      }),
    );
    const r = await runImport(db, 'shapefile', zip);
    expect(r).toMatchObject({ read: 7, written: 7, rejected: 0, skipped: 0 });
    expect(r.datasets.map((d) => [d.dataset, d.features])).toEqual([
      ['layer.lijnen', 2],
      ['layer.multipunten', 1],
      ['layer.punten', 2],
      ['layer.vlakken', 2],
    ]);
    const types = await db.query<{ layer: string; type: string; n: number }>(`SELECT layer, GeometryType(geom) AS type, count(*)::int AS n FROM geo_features GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(types).toEqual([
      { layer: 'lijnen', type: 'LINESTRING', n: 1 },
      { layer: 'lijnen', type: 'MULTILINESTRING', n: 1 },
      { layer: 'multipunten', type: 'MULTIPOINT', n: 1 },
      { layer: 'punten', type: 'POINT', n: 2 },
      { layer: 'vlakken', type: 'MULTIPOLYGON', n: 1 },
      { layer: 'vlakken', type: 'POLYGON', n: 1 },
    ]);
    const [v1, v2] = await layerRows('vlakken');
    expect(v1!.area).toBeCloseTo(100 - 4, 6); // the hole is a hole
    expect(v2!.area).toBeCloseTo(100 + 20, 6);
    const [p1, p2] = await layerRows('punten');
    expect(p1).toMatchObject({ feature_id: 'p1', x: X, y: Y });
    expect(p1!.props).toEqual({ ID: 'p1', NAAM: 'object p1', AANTAL: 3, OPP: 12.5, ACTIEF: true, DATUM: '2024-02-29' });
    expect(p2!.props).toEqual({ ID: 'p2', NAAM: 'Café Het Hoekje', AANTAL: null, OPP: null, ACTIEF: null, DATUM: null });
    const [typed] = await db.query<Record<string, string>>(
      `SELECT jsonb_typeof(properties->'AANTAL') AS n, jsonb_typeof(properties->'OPP') AS f, jsonb_typeof(properties->'ACTIEF') AS l, jsonb_typeof(properties->'DATUM') AS d FROM geo_features WHERE feature_id = 'l2'`,
    );
    expect(typed).toEqual({ n: 'number', f: 'number', l: 'boolean', d: 'string' });
    expect((await layerRows('lijnen'))[1]!.props.ACTIEF).toBe(false);
  });

  it('reprojects from UTM 31N, WGS84, ETRS89 and Web Mercator to RD New within 0.01 m of a known point', async () => {
    // the Onze Lieve Vrouwetoren in Amersfoort, the origin of RD New, and a point in Doesburg
    for (const known of [rdPoint(155000, 463000), rdPoint(206335.7, 447529.8)]) {
      const { lng, lat } = rdToLngLat(known);
      const cases: [string, string, Xy][] = [
        ['utm31n', PRJ.utm31n, utm31n(lng, lat)],
        ['wgs84', PRJ.wgs84, [lng, lat]],
        ['etrs89', PRJ.etrs89, [lng, lat]],
        ['webmercator', PRJ.webMercator, webMercator(lng, lat)],
      ];
      for (const [name, prj, xy] of cases) {
        const file = write(`${name}.zip`, zipOf(name, { shapeType: 1, fields: FIELDS, features: [{ parts: [[xy]], attributes: attrs(name) }] }, prj));
        expect(await runImport(db, 'shapefile', file)).toMatchObject({ written: 1 });
        const [row] = await layerRows(name);
        expect(Math.hypot(row!.x - known.x, row!.y - known.y), name).toBeLessThan(0.01);
      }
    }
  });

  it('refuses a shapefile without .prj, with an unknown coordinate system, without .dbf or .shp, or whose files do not belong together', async () => {
    const spec: ShapefileSpec = { shapeType: 1, fields: FIELDS, features: [{ parts: [[[X, Y]]], attributes: attrs('a') }, { parts: [[[X + 1, Y]]], attributes: attrs('b') }] };
    await expect(runImport(db, 'shapefile', write('noprj.zip', zipOf('noprj', spec, null)))).rejects.toThrow(/noprj\.zip!noprj\.shp: no noprj\.prj, so its coordinate system is unknown/);
    await expect(runImport(db, 'shapefile', write('lambert.zip', zipOf('lambert', spec, PRJ.belgianLambert72)))).rejects.toThrow(
      /lambert\.prj: the coordinate system "Belge_Lambert_1972" is not one of the systems read; read are RD New/,
    );
    const { shp, shx, dbf, prj } = shapefileParts(spec, PRJ.rdNew);
    await expect(runImport(db, 'shapefile', write('nodbf.zip', shapefileZip('nodbf', { shp: shp!, shx: shx!, prj: prj! })))).rejects.toThrow(/nodbf\.shp: no nodbf\.dbf beside it/);
    await expect(runImport(db, 'shapefile', write('noshp.zip', shapefileZip('noshp', { dbf: dbf!, prj: prj! })))).rejects.toThrow(/noshp\.zip: no \.shp file/);
    // a .dbf of three records beside a .shp of two
    const three = shapefileParts({ ...spec, features: [...spec.features, { parts: [[[X + 2, Y]]], attributes: attrs('c') }] }, PRJ.rdNew);
    await expect(runImport(db, 'shapefile', write('mixed.zip', shapefileZip('mixed', { shp: shp!, shx: shx!, dbf: three.dbf!, prj: prj! })))).rejects.toThrow(
      /mixed\.zip!mixed\.shp: mixed\.zip!mixed\.shx lists 2 records, mixed\.zip!mixed\.dbf has 3: the files do not belong together/,
    );
    await expect(runImport(db, 'shapefile', write('noshx.zip', shapefileZip('noshx', { shp: shp!, dbf: three.dbf!, prj: prj! })))).rejects.toThrow(/noshx\.shp: 2 records where .*noshx\.dbf has 3/);
    // a .shp cut off inside its second record
    await expect(runImport(db, 'shapefile', write('cut.zip', shapefileZip('cut', { shp: (shp as Buffer).subarray(0, shp!.length - 6), shx: shx!, dbf: dbf!, prj: prj! })))).rejects.toThrow(
      /cut\.shp: record 2: the file ends inside the record \(is it truncated\?\)/,
    );
    expect(await db.query(`SELECT 1 FROM geo_features WHERE layer IN ('noprj', 'lambert', 'nodbf', 'mixed', 'noshx', 'cut')`)).toEqual([]);
  });

  it('rejects a broken record with file, record number and reason; too many broken records change nothing', async () => {
    const good: ShpFeature = { parts: [box(X, Y, 10, 10, true)], attributes: attrs('g') };
    const spec: ShapefileSpec = { shapeType: 5, fields: FIELDS, features: [good, { ...good, attributes: attrs('bad') }, { ...good, attributes: attrs('g2') }] };
    const parts = shapefileParts(spec, PRJ.rdNew);
    // record 2 claims 99 points in a content that holds 5: a broken record
    const shp = Buffer.from(parts.shp as Buffer);
    const second = 100 + (8 + 128) + 8;
    shp.writeInt32LE(99, second + 40);
    const file = write('percelen-eigen.zip', shapefileZip('percelen_eigen', { ...parts, shp }));
    const r = await runImport(db, 'shapefile', file);
    expect(r).toMatchObject({ read: 3, written: 2, rejected: 1 });
    expect(r.rejections).toEqual([{ file: 'percelen-eigen.zip!percelen_eigen.shp', feature: 'record 2', reason: '1 parts of 99 points in a content of 128 bytes' }]);
    // a date that is no date rejects its record too
    const badDate = write('datum.zip', zipOf('datum', { ...spec, features: [good, { ...good, attributes: attrs('x', { DATUM: '2023-13-01' }) }] }));
    expect((await runImport(db, 'shapefile', badDate)).rejections[0]).toMatchObject({ feature: 'record 2', reason: 'datum.zip!datum.dbf: field DATUM: "20231301" is not a date (YYYYMMDD)' });
    // two of three broken: more than half, so the import is refused and the layer keeps its two features
    const worse = Buffer.from(shp);
    worse.writeInt32LE(99, second + 136 + 40);
    await expect(runImport(db, 'shapefile', write('percelen-eigen.zip', shapefileZip('percelen_eigen', { ...parts, shp: worse })))).rejects.toThrow(/rejected/);
    expect(await db.query(`SELECT feature_id FROM geo_features WHERE layer = 'percelen_eigen' ORDER BY 1`)).toEqual([{ feature_id: 'g' }, { feature_id: 'g2' }]);
  });

  it('a re-import replaces the layer; --layer names it; texts decode by .cpg, language byte or else UTF-8/Windows-1252', async () => {
    const latin = (s: string) => Buffer.from(s, 'latin1');
    const one = (name: string, ldid?: number, encode?: (s: string) => Buffer) => ({ shapeType: 1, fields: FIELDS, ldid, encode, features: [{ parts: [[[X, Y]] as Xy[]], attributes: attrs(name, { NAAM: 'Caféstraat ë' }) }] });
    expect(await runImport(db, 'shapefile', write('a.zip', zipOf('a', one('cpg', 0, latin), PRJ.rdNew, 'ANSI 1252')), { layer: 'encodings' })).toMatchObject({ written: 1 });
    expect((await layerRows('encodings')).map((r) => r.props.NAAM)).toEqual(['Caféstraat ë']);
    // the second import replaces the first in the layer
    expect(await runImport(db, 'shapefile', write('b.zip', zipOf('b', one('ldid', 0x57, latin))), { layer: 'encodings' })).toMatchObject({ written: 1, warnings: [] });
    expect((await layerRows('encodings')).map((r) => [r.feature_id, r.props.NAAM])).toEqual([['ldid', 'Caféstraat ë']]);
    const fallback = await runImport(db, 'shapefile', write('c.zip', zipOf('c', one('none', 0, latin))), { layer: 'encodings' });
    expect(fallback.warnings).toEqual(['c.zip!c.dbf: no .cpg and no code page in its header: texts that are not UTF-8 were read as Windows-1252']);
    expect((await layerRows('encodings')).map((r) => r.props.NAAM)).toEqual(['Caféstraat ë']);
    await runImport(db, 'shapefile', write('d.zip', zipOf('d', one('utf8'))), { layer: 'encodings' });
    expect((await layerRows('encodings')).map((r) => [r.feature_id, r.props.NAAM])).toEqual([['utf8', 'Caféstraat ë']]);
  });
});

describe('the .prj', () => {
  it('names RD New, WGS84, ETRS89, UTM 31N and Web Mercator as ArcGIS and GDAL write them, and nothing else', () => {
    expect(crsOfPrj(PRJ.rdNew)).toBe(28992);
    expect(crsOfPrj(PRJ.rdNewGdal)).toBe(28992);
    expect(crsOfPrj(PRJ.wgs84)).toBe(4326);
    expect(crsOfPrj(PRJ.etrs89)).toBe(4258);
    expect(crsOfPrj(PRJ.utm31n)).toBe(32631);
    expect(crsOfPrj(PRJ.webMercator)).toBe(3857);
    expect(() => crsOfPrj(PRJ.belgianLambert72)).toThrow(/"Belge_Lambert_1972" is not one of the systems read/);
    // RD New with another false easting is not RD New
    expect(() => crsOfPrj(PRJ.rdNew.replace('155000.0', '155100.0'))).toThrow(/not one of the systems read/);
    expect(() => crsOfPrj(PRJ.rdNewGdal.replace('AUTHORITY["EPSG","28992"]', 'AUTHORITY["EPSG","31370"]'))).toThrow(/is EPSG:31370, which is not read/);
    expect(() => crsOfPrj('PROJCS["x"')).toThrow(/it is not WKT/);
  });
});
