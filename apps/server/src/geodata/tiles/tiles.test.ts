import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lngLatToRd, rdPoint, rdToLngLat, lngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../runner/runImport';
import { bagFile, bagPand, bagVbo, brkBoundaryFile, brkLabelFile, brkParcelFile, gridParcels, rect } from '../testing/fixtures';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;

/** The tile of zoom z that contains an RD point. */
function tileOf(x: number, y: number, z: number) {
  const p = rdToLngLat(rdPoint(x, y));
  const n = 2 ** z;
  const s = Math.sin((p.lat * Math.PI) / 180);
  return { z, x: Math.floor(((p.lng + 180) / 360) * n), y: Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n) };
}

async function tile(layer: string, tt: { z: number; x: number; y: number }, opts: Parameters<TestApp['request']>[2] = {}) {
  const res = await t.request('GET', `/api/tiles/${layer}/${tt.z}/${tt.x}/${tt.y}.mvt`, opts);
  const vt = new VectorTile(new PbfReader(new Uint8Array(res.rawPayload)));
  return { res, vt, features: (name: string) => {
    const l = vt.layers[name];
    return l ? Array.from({ length: l.length }, (_, i) => l.feature(i)) : [];
  } };
}

const file = (name: string, content: string) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Tegels A');
  b = await t.company('Tegels B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-tiles-'));
  await runImport(t.db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(100)])));
  // one pand over parcel 0 with two dwellings and a shop
  await runImport(
    t.db,
    'bag',
    file(
      '0200VBO.xml',
      bagFile('VBO', [
        bagVbo({ id: '0200010000000001', pand: '0200100000000001', num: '0200200000000001', doel: ['woonfunctie'], oppervlakte: 80, x: 180005, y: 450005 }),
        bagVbo({ id: '0200010000000002', pand: '0200100000000001', num: '0200200000000002', doel: ['woonfunctie'], oppervlakte: 70, x: 180006, y: 450006 }),
        bagVbo({ id: '0200010000000003', pand: '0200100000000001', num: '0200200000000003', doel: ['winkelfunctie'], oppervlakte: 120, x: 180007, y: 450007 }),
      ], '0200'),
    ),
  );
  await runImport(t.db, 'bag', file('0200PND.xml', bagFile('PND', [bagPand('0200100000000001', 1931, rect(180002, 450002, 12, 10))], '0200')));
  // its 3D BAG heights: ground at NAP 1.2 m, LoD 1.2 roof at NAP 10.3 m
  const r = rect(180002, 450002, 12, 10);
  await runImport(
    t.db,
    'bag3d',
    file('3dbag.geojson', JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } }, features: [{ type: 'Feature', properties: { identificatie: 'NL.IMBAG.Pand.0200100000000001', b3_h_maaiveld: 1.2, b3_h_dak_70p: 10.3, b3_h_dak_max: 12 }, geometry: { type: 'Polygon', coordinates: [r] } }] })),
  );
}, 120_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('vector tiles', () => {
  const z16 = () => tileOf(180010, 450010, 16);

  it('serves imported parcels with their cadastral designation, placed where they are', async () => {
    const { res, features } = await tile('plots', z16());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const plots = features('plots');
    expect(plots.length).toBeGreaterThan(10);
    const first = plots.find((f) => f.properties.identificatie === '84920000000000')!;
    expect(first.properties).toMatchObject({ plotnr: 'OTL02 B 1000', kadastrale_gemeente: 'Otterlo', area_m2: 288 });
    // the parcel's corner (180000, 450000) in the decoded tile lies within a few decimetres of its true position
    const t16 = z16();
    const ring = (first.toGeoJSON(t16.x, t16.y, t16.z).geometry as { coordinates: number[][][] }).coordinates[0]!;
    const corner = ring.map(([lng, lat]) => lngLatToRd(lngLat(lng!, lat!))).sort((p, q) => p.x + p.y - (q.x + q.y))[0]!;
    expect(Math.abs(corner.x - 180000)).toBeLessThan(0.5);
    expect(Math.abs(corner.y - 450000)).toBeLessThan(0.5);
  });

  it('gives a building its year, its main use and its number of units from the BAG', async () => {
    const { features } = await tile('buildings', z16());
    const [pand] = features('buildings');
    expect(pand?.properties).toMatchObject({ identificatie: '0200100000000001', year: 1931, use: 'woonfunctie', units: 3, floor_area_m2: 270, height_m: 9.1 });
    // zoomed out: outline, year and height, without the BAG use
    const [far] = (await tile('buildings', tileOf(180010, 450010, 14))).features('buildings');
    expect(far?.properties).toEqual({ year: 1931, status: 'Pand in gebruik', height_m: 9.1 });
    const vbos = (await tile('residence_objects', z16())).features('residence_objects');
    expect(vbos.map((v) => v.properties.use).sort()).toEqual(['winkelfunctie', 'woonfunctie', 'woonfunctie']);
  });

  it('leaves tiles empty below a layer\'s minimum zoom and outside the data', async () => {
    const low = await tile('plots', tileOf(180010, 450010, 11));
    expect(low.res.statusCode).toBe(200);
    expect(low.res.rawPayload.length).toBe(0);
    const far = await tile('plots', tileOf(100000, 400000, 16));
    expect(far.features('plots')).toEqual([]);
  });

  it('answers a repeated request with 304 until an import changes the data', async () => {
    const first = await tile('plots', z16());
    const etag = first.res.headers.etag as string;
    expect(first.res.headers['cache-control']).toMatch(/public/);
    const again = await t.request('GET', `/api/tiles/plots/${z16().z}/${z16().x}/${z16().y}.mvt`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await runImport(t.db, 'brk-gml', file('extra.gml', brkParcelFile([...gridParcels(3, 180300, 450300)])), { area: 'extra' });
    const after = await t.request('GET', `/api/tiles/plots/${z16().z}/${z16().x}/${z16().y}.mvt`, { headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)('answers tiles it has cut while a long transaction (an import) holds the embedded database', async () => {
    const url = `/api/tiles/plots/${z16().z}/${z16().x}/${z16().y}.mvt`;
    const first = await t.request('GET', url);
    let release!: () => void;
    const held = t.db.transaction(() => new Promise<void>((r) => (release = r)));
    try {
      const within = (p: Promise<{ statusCode: number }>) =>
        Promise.race([p.then((r) => r.statusCode), new Promise((r) => setTimeout(() => r('still waiting for the database'), 3000))]);
      expect(await within(t.request('GET', url, { headers: { 'if-none-match': first.headers.etag as string } }))).toBe(304);
      expect(await within(t.request('GET', url))).toBe(200);
    } finally {
      release();
      await held;
    }
  });

  it('cuts the same bytes on PGlite and PostgreSQL', async () => {
    // the same fixed hash in both test runs (PGlite and PostgreSQL) proves the output identical
    const { res } = await tile('plots', z16());
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(GOLDEN_PLOTS_TILE);
  });

  it('shows a company its own locations and nobody else\'s', async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Kavel Otterlo', lat: 0, lon: 0, rating: 4 });
    // the pins are coloured by rating or by the first label (by name) when the user chose so
    const zuid = await t.json<{ id: number }>('POST', '/api/labels/list', a.user, { name: 'Zuid', color: '#123456' });
    const kans = await t.json<{ id: number }>('POST', '/api/labels/list', a.user, { name: 'Kans', color: '#654321' });
    for (const labelId of [zuid.id, kans.id]) await t.json('POST', '/api/locationslabels/list', a.user, { locationId: loc.id, labelId });
    const p = rdToLngLat(rdPoint(180010, 450010));
    const q = rdToLngLat(rdPoint(180030, 450030));
    await t.json('POST', '/api/plots/list', a.user, {
      locationId: loc.id,
      type: 'perceel',
      geometry: { type: 'Polygon', coordinates: [[[p.lng, p.lat], [q.lng, p.lat], [q.lng, q.lat], [p.lng, q.lat], [p.lng, p.lat]]] },
    });
    const mine = await tile('locations', z16(), { as: a.user });
    expect(mine.res.headers['cache-control']).toBe('private, no-cache');
    expect(mine.features('locations').map((f) => f.properties)).toEqual([expect.objectContaining({ location_id: loc.id, name: 'Kavel Otterlo', rating: 4, label_id: kans.id })]);
    const theirs = await tile('locations', z16(), { as: b.user });
    expect(theirs.features('locations')).toEqual([]);
    expect((await t.request('GET', `/api/tiles/locations/16/${z16().x}/${z16().y}.mvt`)).statusCode).toBe(401);
  });

  it('puts the kadastrale kaart\'s boundary lines and street names into the plots tile, where the parcels show', async () => {
    const [p1, p2] = [...gridParcels(2, 181500, 451500)];
    await runImport(t.db, 'brk-gml', file('kadastralekaart_perceel.gml', brkParcelFile([p1!, p2!])), { area: 'kaart' });
    await runImport(t.db, 'brk-gml', file('kadastralekaart_kadastralegrens.gml', brkBoundaryFile([
      { id: '607000001', line: [[181518, 451500], [181518, 451515]], left: p1!.id, right: p2!.id },
      { id: '607000002', line: [[181500, 451500], [181518, 451500]], left: p1!.id, right: '84920000009999', type: { code: '1', waarde: 'Voorlopig' } },
    ])), { area: 'kaart' });
    await runImport(t.db, 'brk-gml', file('kadastralekaart_openbareruimtelabel.gml', brkLabelFile([
      { id: 'G0228.0000000000000000000000000001', tekst: 'Kerkstraat', bagOpr: '0228300000000001', positions: [{ x: 181510, y: 451530, hoek: -12.5 }, { x: 181560, y: 451530, hoek: 84 }] },
    ])), { area: 'kaart' });
    const at = (z: number) => tile('plots', tileOf(181510, 451510, z));

    const near = await at(16);
    expect(near.features('plots')).toHaveLength(2);
    const lines = near.features('plot_boundaries');
    expect(lines.map((f) => [f.type, f.properties])).toEqual([
      [2, { type_code: '3', type: 'Definitief' }],
      [2, { type_code: '1', type: 'Voorlopig' }],
    ]);
    const labels = near.features('plot_labels');
    expect(labels.map((f) => [f.type, f.properties])).toEqual([
      [1, { text: 'Kerkstraat', angle: -12.5, type: 'Weg' }],
      [1, { text: 'Kerkstraat', angle: 84, type: 'Weg' }],
    ]);
    // each lies where the file puts it, within a tile unit (~0.1 m at z16)
    const t16 = tileOf(181510, 451510, 16);
    const [lng, lat] = (labels[0]!.toGeoJSON(t16.x, t16.y, t16.z).geometry as { coordinates: number[] }).coordinates;
    const rd = lngLatToRd(lngLat(lng!, lat!));
    expect(Math.hypot(rd.x - 181510, rd.y - 451530)).toBeLessThan(0.2);
    const ends = (lines[0]!.toGeoJSON(t16.x, t16.y, t16.z).geometry as { coordinates: number[][] }).coordinates.map(([x, y]) => lngLatToRd(lngLat(x!, y!)));
    expect(ends.map((e) => [Math.round(e.x), Math.round(e.y)])).toEqual([[181518, 451500], [181518, 451515]]);

    // zoomed out the parcels' own outlines draw the definitive lines: only the provisional one comes
    const far = await at(14);
    expect(far.features('plots').length).toBeGreaterThanOrEqual(2);
    expect(far.features('plot_boundaries').map((f) => f.properties)).toEqual([{ type_code: '1', type: 'Voorlopig' }]);
    expect(far.features('plot_labels').map((f) => f.properties.text)).toEqual(['Kerkstraat', 'Kerkstraat']);
    // below the parcels' zoom the tile stays empty
    expect((await at(12)).res.rawPayload.length).toBe(0);
  });

  it('refuses unknown layers and malformed addresses with a clear error', async () => {
    const unknown = await t.request('GET', '/api/tiles/owners/16/1/1.mvt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/Unknown tile layer "owners"/);
    for (const url of ['/api/tiles/plots/16/1/1.png', '/api/tiles/plots/3/8/1.mvt', '/api/tiles/plots/x/1/1.mvt', '/api/tiles/plots/40/1/1.mvt']) {
      const res = await t.request('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('places points as PostGIS ST_Transform does, within a millimetre', async () => {
    for (const [x, y] of [[180000, 450000], [121000, 487000], [250000, 580000]] as const) {
      const [r] = await t.db.query<{ lng: number; lat: number }>(
        'SELECT ST_X(g) AS lng, ST_Y(g) AS lat FROM (SELECT ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 28992), 4326) AS g) s',
        [x, y],
      );
      const back = lngLatToRd(lngLat(r!.lng, r!.lat));
      expect(Math.abs(back.x - x)).toBeLessThan(0.001);
      expect(Math.abs(back.y - y)).toBeLessThan(0.001);
    }
  });
});

const GOLDEN_PLOTS_TILE = '79a03f05f50ae53da440b79e128e2e0a2c628ffb805e354dc2e427a6a77b5194';
