import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { rect } from '../../testing/fixtures';
import { gpkgBuffer, multiPolygonZWkb } from '../../testing/geoPackageWriter';
import { fixtureDir } from '../../testing/samples';
import { pandId } from './bag3d';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const square = (x: number, y: number) => ({ type: 'Polygon', coordinates: [rect(x, y, 10, 12)] });
const heights = async (area: string) =>
  db.query(`SELECT identificatie, h_maaiveld, h_dak_70p, h_dak_max, bouwlagen, dak_type, round(ST_Area(geom)) AS a FROM geo_building_heights WHERE area = $1 ORDER BY identificatie`, [area]);

describe('3D BAG building heights', () => {
  it('strips the NL.IMBAG.Pand prefix, so heights join the BAG panden', () => {
    expect(pandId('NL.IMBAG.Pand.0503100000005156')).toBe('0503100000005156');
    expect(pandId('0221100000312938')).toBe('0221100000312938');
    expect(pandId('  ')).toBeUndefined();
  });

  it('imports GeoJSON (WFS BAG3D:pand) with current and pre-2023 attribute names, rejects a building without id, and replaces on re-import', async () => {
    const file = join(dir, 'bag3d.geojson');
    const features = [
      { type: 'Feature', properties: { identificatie: 'NL.IMBAG.Pand.0221100000000001', b3_h_maaiveld: 10.2, b3_h_dak_min: 15.9, b3_h_dak_50p: 17.4, b3_h_dak_70p: 18.1, b3_h_dak_max: 19.8, b3_bouwlagen: 2, b3_dak_type: 'slanted' }, geometry: square(206300, 447500) },
      { type: 'Feature', properties: { identificatie: 'NL.IMBAG.Pand.0221100000000002', h_maaiveld: 9.8, h_dak_70p: 21.5, h_dak_max: 22 }, geometry: square(206320, 447500) },
      { type: 'Feature', properties: { b3_h_dak_max: 3 }, geometry: square(206340, 447500) },
    ];
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } }, features }));
    const r = await runImport(db, 'bag3d', file);
    expect(r).toMatchObject({ status: 'succeeded', read: 3, written: 2, rejected: 1, datasets: [{ dataset: 'bag3d.heights', area: 'NL', features: 2 }] });
    expect(r.rejections[0]).toMatchObject({ reason: 'building without identificatie' });
    expect(await heights('NL')).toEqual([
      { identificatie: '0221100000000001', h_maaiveld: 10.2, h_dak_70p: 18.1, h_dak_max: 19.8, bouwlagen: 2, dak_type: 'slanted', a: 120 },
      { identificatie: '0221100000000002', h_maaiveld: 9.8, h_dak_70p: 21.5, h_dak_max: 22, bouwlagen: null, dak_type: null, a: 120 },
    ]);
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: features.slice(1, 2) }));
    await runImport(db, 'bag3d', file);
    expect((await heights('NL')).map((x) => x.identificatie)).toEqual(['0221100000000002']);
  });

  it('a pand whose BAG version has ended (eindgeldigheid, tijdstipeindregistratie) gets no current heights', async () => {
    const file = join(dir, 'bag3d-ended.geojson');
    const f = (id: string, x: number, extra: Record<string, unknown>) => ({ type: 'Feature', properties: { identificatie: `NL.IMBAG.Pand.${id}`, b3_h_maaiveld: 1, b3_h_dak_max: 9, eindgeldigheid: null, ...extra }, geometry: square(x, 447800) });
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [f('0221100000000301', 206300, {}), f('0221100000000302', 206320, { eindgeldigheid: '2022-01-01' }), f('0221100000000303', 206340, { tijdstipeindregistratie: '2022-01-01T00:00:00' })] }));
    const r = await runImport(db, 'bag3d', file, { area: 'ended' });
    expect(r).toMatchObject({ read: 3, written: 1, skipped: 2 });
    expect((await heights('ended')).map((x) => x.identificatie)).toEqual(['0221100000000301']);
  });

  it('a LoD2.2 export without b3_h_* attributes: heights from the z of the geometry, or rejected with the reason; never stored empty', async () => {
    const file = join(dir, 'lod22.geojson');
    // a gable roof: eaves at 6 m, ridge at 10 m on a ground floor at 1 m (NAP), as a 3D solid's surfaces
    const [x, y] = [206400, 447500];
    const lod22 = {
      type: 'MultiPolygon',
      coordinates: [
        [[[x, y, 1], [x + 10, y, 1], [x + 10, y + 12, 1], [x, y + 12, 1], [x, y, 1]]],
        [[[x, y, 6], [x + 10, y, 6], [x + 10, y + 6, 10], [x, y + 6, 10], [x, y, 6]]],
        [[[x, y + 6, 10], [x + 10, y + 6, 10], [x + 10, y + 12, 6], [x, y + 12, 6], [x, y + 6, 10]]],
      ],
    };
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::7415' } }, features: [
      { type: 'Feature', properties: { identificatie: 'NL.IMBAG.Pand.0221100000000010' }, geometry: lod22 },
      { type: 'Feature', properties: { identificatie: 'NL.IMBAG.Pand.0221100000000011' }, geometry: square(206420, 447500) },
    ] }));
    const r = await runImport(db, 'bag3d', file, { area: 'lod22', maxRejectedPercent: 50 });
    expect(r).toMatchObject({ written: 1, rejected: 1 });
    expect(r.rejections[0]).toMatchObject({ feature: '0221100000000011', reason: expect.stringMatching(/^no heights/) });
    expect(r.warnings.join(' ')).toMatch(/heights from the z of their geometry/);
    expect(await heights('lod22')).toMatchObject([{ identificatie: '0221100000000010', h_maaiveld: 1, h_dak_max: 10 }]);
  });

  it('a LoD2.2 GeoPackage layer without b3_h_* attributes: heights from the z of its MultiPolygon Z, a warning; a flat one rejected with a warning', async () => {
    const [x, y] = [206500, 447700];
    // a shed roof from 5 m to 8 m over a floor at 0.5 m (NAP)
    const solid = multiPolygonZWkb([
      [[[x, y, 0.5], [x + 10, y, 0.5], [x + 10, y + 12, 0.5], [x, y + 12, 0.5], [x, y, 0.5]]],
      [[[x, y, 5], [x + 10, y, 5], [x + 10, y + 12, 8], [x, y + 12, 8], [x, y, 5]]],
    ]);
    const flat = multiPolygonZWkb([[[[x + 20, y, 0], [x + 30, y, 0], [x + 30, y + 12, 0], [x + 20, y + 12, 0], [x + 20, y, 0]]]]);
    const file = join(dir, '3dbag_lod22.gpkg');
    writeFileSync(
      file,
      await gpkgBuffer([
        {
          table: 'lod22_3d',
          srid: 7415,
          rows: [
            { properties: { identificatie: 'NL.IMBAG.Pand.0221100000000200' }, geometry: solid },
            { properties: { identificatie: 'NL.IMBAG.Pand.0221100000000201' }, geometry: flat },
          ],
        },
      ]),
    );
    const r = await runImport(db, 'bag3d', file, { area: 'lod22-gpkg', maxRejectedPercent: 50 });
    expect(r).toMatchObject({ status: 'succeeded', read: 2, written: 1, rejected: 1 });
    expect(r.rejections[0]).toMatchObject({ feature: '0221100000000201', reason: expect.stringMatching(/^no heights/) });
    expect(r.warnings).toEqual([
      expect.stringMatching(/heights from the z of their geometry/),
      expect.stringMatching(/without b3_h_\* attributes nor 3D coordinates were rejected/),
    ]);
    expect(await heights('lod22-gpkg')).toEqual([{ identificatie: '0221100000000200', h_maaiveld: 0.5, h_dak_70p: 8, h_dak_max: 8, bouwlagen: null, dak_type: null, a: 120 }]);
  });

  it('reads the pand layer of the 3D BAG GeoPackage (EPSG:7415) and skips the per-roof-part layers', async () => {
    const poly = (x: number) => ({ type: 'Polygon' as const, rings: [rect(x, 447600, 10, 12).flat()] });
    const file = join(dir, '3dbag_tile.gpkg');
    writeFileSync(
      file,
      await gpkgBuffer([
        { table: 'pand', srid: 7415, rows: [0, 1].map((k) => ({ properties: { identificatie: `NL.IMBAG.Pand.022110000000010${k}`, b3_h_maaiveld: 10, b3_h_dak_70p: 16 + k, b3_h_dak_max: 18 + k, b3_bouwlagen: 3, b3_dak_type: 'horizontal' }, geometry: poly(206300 + 20 * k) })) },
        { table: 'lod22_2d', srid: 7415, rows: [0, 1, 2].map((k) => ({ properties: { identificatie: 'NL.IMBAG.Pand.0221100000000100', b3_h_dak_70p: 15 + k }, geometry: poly(206300) })) },
      ]),
    );
    const r = await runImport(db, 'bag3d', file, { area: 'tile' });
    expect(r).toMatchObject({ status: 'succeeded', read: 5, written: 2, skipped: 3, rejected: 0 });
    expect(await heights('tile')).toEqual([
      { identificatie: '0221100000000100', h_maaiveld: 10, h_dak_70p: 16, h_dak_max: 18, bouwlagen: 3, dak_type: 'horizontal', a: 120 },
      { identificatie: '0221100000000101', h_maaiveld: 10, h_dak_70p: 17, h_dak_max: 19, bouwlagen: 3, dak_type: 'horizontal', a: 120 },
    ]);
  });
});
