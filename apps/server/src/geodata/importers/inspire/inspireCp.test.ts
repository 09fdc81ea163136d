import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { rect } from '../../testing/fixtures';
import { fixtureDir } from '../../testing/samples';
import { inspireCollection, inspireParcel, inspireZoning } from '../../testing/inspire/inspireFixture';
import { nationalReference, plotIdentificatie } from './nationalReference';

let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const X = 121000;
const Y = 487000;
const file = (name: string, members: string[], envelope?: Parameters<typeof inspireCollection>[1]) => {
  const f = join(dir, name);
  writeFileSync(f, inspireCollection(members, envelope));
  return f;
};
const rows = (area: string) =>
  db.query<{ identificatie: string; kadastrale_gemeente_code: string | null; kadastrale_gemeente: string | null; akr_code: string | null; sectie: string | null; perceelnummer: number | null; kadastrale_grootte: number | null; has_point: boolean; area: number; xmin: number; ymin: number }>(
    `SELECT identificatie, kadastrale_gemeente_code, kadastrale_gemeente, akr_code, sectie, perceelnummer, kadastrale_grootte, label_point IS NOT NULL AS has_point,
            ST_Area(geom) AS area, ST_XMin(geom) AS xmin, ST_YMin(geom) AS ymin
       FROM geo_plots WHERE area = $1 ORDER BY identificatie`,
    [area],
  );

// the third parcel is delivered in ETRS89 (EPSG:4258 as a URL: latitude first)
const corner = rdPoint(X + 100, Y);
const latLonRing = rect(corner.x, corner.y, 20, 25).map(([x, y]) => {
  const p = rdToLngLat(rdPoint(x, y));
  return [p.lat, p.lng] as [number, number];
});

describe('inspire-cp', () => {
  it('imports CadastralParcels with the kadastrale aanduiding from the national reference; history and other types are skipped', async () => {
    const f = file('cp_amsterdam.gml', [
      inspireZoning,
      inspireParcel({ id: '11460123470000', reference: 'ASD04-K-1234', label: '1234', areaM2: 200, ring: rect(X, Y, 10, 20), referencePoint: [X + 5, Y + 10] }),
      inspireParcel({ id: '11460123480000', reference: 'ASD04 K 1235', label: '1235', areaM2: 0.03, ring: rect(X + 10, Y, 15, 20) }),
      inspireParcel({ id: '11460999990000', reference: 'NL.IMKAD.KadastraalObject.11460999990000', label: '88', areaM2: 500, ring: latLonRing, srsName: 'http://www.opengis.net/def/crs/EPSG/0/4258' }),
      inspireParcel({ id: '11460123460000', reference: 'ASD04-K-1233', label: '1233', areaM2: 150, ring: rect(X - 10, Y, 10, 15), endLifespan: '2021-03-04T12:00:00' }),
    ]);
    const r = await runImport(db, 'inspire-cp', f, { area: 'asd' });
    expect(r).toMatchObject({ read: 5, written: 3, rejected: 0, skipped: 2, skippedReasons: { 'CadastralZoning (not imported)': 1, 'ended perceel (endLifespanVersion)': 1 } });
    expect(r.datasets).toMatchObject([{ dataset: 'brk.percelen', area: 'asd', features: 3, dataDate: null, dataDateOrigin: null }]);
    expect(r.warnings).toEqual(['cp_amsterdam.gml: nationalCadastralReference "NL.IMKAD.KadastraalObject.11460999990000" (and others) is not a kadastrale aanduiding: AKR code and sectie left empty']);
    const [a, b, c] = await rows('asd');
    expect(a).toMatchObject({ identificatie: '11460123470000', kadastrale_gemeente_code: null, kadastrale_gemeente: null, akr_code: 'ASD04', sectie: 'K', perceelnummer: 1234, kadastrale_grootte: 200, has_point: true });
    expect(a!.area).toBeCloseTo(200, 6);
    expect(b).toMatchObject({ identificatie: '11460123480000', akr_code: 'ASD04', sectie: 'K', perceelnummer: 1235, kadastrale_grootte: 0.03, has_point: false });
    // the object-id reference says no sectie: the number comes from the label
    expect(c).toMatchObject({ identificatie: '11460999990000', akr_code: null, sectie: null, perceelnummer: 88 });
    expect(Math.hypot(c!.xmin - corner.x, c!.ymin - corner.y)).toBeLessThan(0.01);
    expect(c!.area).toBeCloseTo(500, 1);
  });

  it('a re-import of the area replaces its parcels; a parcel without geometry is rejected; a broken file changes nothing', async () => {
    const f = file('cp_replace.gml', [
      inspireParcel({ id: '1', reference: 'HLM01-A-1', label: '1', areaM2: 100, ring: rect(X, Y + 500, 10, 10) }),
      inspireParcel({ id: '2', reference: 'HLM01-A-2', label: '2', areaM2: 100, ring: rect(X + 10, Y + 500, 10, 10) }),
    ]);
    expect(await runImport(db, 'inspire-cp', f, { area: 'hlm' })).toMatchObject({ written: 2 });
    const noGeometry = inspireParcel({ id: '4', reference: 'HLM01-A-4', label: '4', ring: rect(X, Y, 10, 10) }).replace(/<cp:geometry>[\s\S]*<\/cp:geometry>/, '');
    const again = file('cp_replace.gml', [inspireParcel({ id: '3', reference: 'HLM01-A-3', label: '3', areaM2: 100, ring: rect(X + 20, Y + 500, 10, 10) }), inspireParcel({ id: '5', reference: 'HLM01-A-5', label: '5', ring: rect(X + 30, Y + 500, 10, 10) }), noGeometry]);
    const r = await runImport(db, 'inspire-cp', again, { area: 'hlm' });
    expect(r).toMatchObject({ read: 3, written: 2, rejected: 1 });
    expect(r.rejections[0]).toMatchObject({ file: 'cp_replace.gml', feature: '4', reason: 'CadastralParcel without geometry' });
    expect((await rows('hlm')).map((p) => p.identificatie)).toEqual(['3', '5']);
    // the first area is untouched by the second's import
    expect((await rows('asd')).length).toBe(3);
    const text = inspireCollection([inspireParcel({ id: '6', reference: 'HLM01-A-6', label: '6', ring: rect(X, Y + 600, 10, 10) })]);
    const cut = join(dir, 'cp_cut.gml');
    writeFileSync(cut, text.slice(0, text.length - 200));
    await expect(runImport(db, 'inspire-cp', cut, { area: 'hlm' })).rejects.toThrow(/cp_cut\.gml: line \d+: broken XML: .*\(is the file truncated\?\)/);
    expect((await rows('hlm')).map((p) => p.identificatie)).toEqual(['3', '5']);
  });

  it('a file that names its CRS once, on the collection envelope, lands where GDAL puts it (geometries without srsName)', async () => {
    // ETRS89 latitude first (the URN form), named only by the collection's boundedBy, as an INSPIRE download does
    const lower = rdToLngLat(rdPoint(X + 100, Y));
    const f = file(
      'cp_envelope.gml',
      [inspireParcel({ id: '11460777770000', reference: 'ASD04K01234G0000', label: '1234', areaM2: 500, ring: latLonRing, srsName: null })],
      { srsName: 'urn:ogc:def:crs:EPSG::4258', lower: [lower.lat, lower.lng], upper: [lower.lat + 0.001, lower.lng + 0.001] },
    );
    const r = await runImport(db, 'inspire-cp', f, { area: 'env' });
    expect(r).toMatchObject({ written: 1, rejected: 0, warnings: [] });
    const [p] = await rows('env');
    // read as RD New it would lie some 400 km off as a parcel of 1e-7 m2; read as ETRS89 (as ogr2ogr -t_srs
    // EPSG:28992 reads it: the envelope's srsName holds for the collection) it lies at its RD corner, 20 x 25 m
    expect(Math.hypot(p!.xmin - corner.x, p!.ymin - corner.y)).toBeLessThan(0.01);
    expect(p!.area).toBeCloseTo(500, 1);
    // the fixed-width national reference with its index (G0000): AKR code, sectie and number read
    expect(p).toMatchObject({ akr_code: 'ASD04', sectie: 'K', perceelnummer: 1234 });
  });

  it('refuses an RD New file holding lon/lat values, naming the first such parcel and the likely CRS; the data stays', async () => {
    const lngLat = rect(corner.x, corner.y, 20, 25).map(([x, y]) => {
      const q = rdToLngLat(rdPoint(x, y));
      return [q.lng, q.lat] as [number, number];
    });
    const f = file('cp_lonlat_as_rd.gml', [
      inspireParcel({ id: '21', reference: 'HLM01-A-21', label: '21', ring: rect(X, Y + 700, 10, 10) }),
      inspireParcel({ id: '22', reference: 'HLM01-A-22', label: '22', ring: lngLat }),
      inspireParcel({ id: '23', reference: 'HLM01-A-23', label: '23', ring: lngLat }),
    ]);
    const before = (await rows('hlm')).map((p) => p.identificatie);
    const err = await runImport(db, 'inspire-cp', f, { area: 'hlm' }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'crs_out_of_domain',
      details: { file: 'cp_lonlat_as_rd.gml', feature: '22', crs: 'EPSG:28992', likelyCrs: 'longitude/latitude (WGS84 EPSG:4326 or ETRS89 EPSG:4258)' },
    });
    expect((err as Error).message).toMatch(/^cp_lonlat_as_rd\.gml: feature 22 \(line \d+\): the coordinates \(4\.\d+, 52\.\d+\) read as RD New \(EPSG:28992\) lie outside the RD New domain/);
    expect((await rows('hlm')).map((p) => p.identificatie)).toEqual(before);
  });

  it('reads the national reference forms and strips the object namespace from ids', () => {
    expect(nationalReference('ASD04-K-1234')).toEqual({ akrCode: 'ASD04', sectie: 'K', perceelnummer: 1234 });
    expect(nationalReference('otl02 b 7')).toEqual({ akrCode: 'OTL02', sectie: 'B', perceelnummer: 7 });
    expect(nationalReference('ASD04K1234')).toEqual({ akrCode: 'ASD04', sectie: 'K', perceelnummer: 1234 });
    // with the index: G0000 a parcel, A and the appartementsindex an apartment right (fixed width, spaced, hyphened)
    const parcel = { akrCode: 'ASD04', sectie: 'K', perceelnummer: 1234, indexletter: 'G', indexnummer: 0 };
    expect(nationalReference('ASD04K01234G0000')).toEqual(parcel);
    expect(nationalReference('ASD04 K 1234 G 0000')).toEqual(parcel);
    expect(nationalReference('ASD04-K-1234-G-0000')).toEqual(parcel);
    expect(nationalReference('ASD04 K 01234 G0000')).toEqual(parcel);
    expect(nationalReference('ASD04 AB 56 A 0002')).toEqual({ akrCode: 'ASD04', sectie: 'AB', perceelnummer: 56, indexletter: 'A', indexnummer: 2 });
    expect(nationalReference('ASD04K1234A0012')).toEqual({ akrCode: 'ASD04', sectie: 'K', perceelnummer: 1234, indexletter: 'A', indexnummer: 12 });
    expect(nationalReference('ASD04K1234X0000')).toBeUndefined();
    expect(nationalReference('NL.IMKAD.KadastraalObject.11460123470000')).toBeUndefined();
    expect(plotIdentificatie('NL.IMKAD.KadastraalObject.11460123470000')).toBe('11460123470000');
    expect(plotIdentificatie(' 42 ')).toBe('42');
  });
});
