import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import initSqlJs from 'sql.js';
import { locationTableRowSchema, type LocationTableRow } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let ids: { main: number; second: number; archived: number; statusId: number; labelId: number };

const square = (lon: number, lat: number, d = 0.001) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lon, lat],
      [lon + d, lat],
      [lon + d, lat + d],
      [lon, lat + d],
      [lon, lat],
    ],
  ],
});

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Tabel A');
  b = await t.company('Tabel B');
  const post = async (entity: string, body: unknown, as = a.user) =>
    (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
  const fieldId = await post('customfields', { name: 'Status', type: 3 }, a.admin);
  const statusId = await post(
    'customvalues',
    { name: 'Verkennen', type: 'status', color: '#0080ff', customfieldId: fieldId },
    a.admin,
  );
  const main = await post('locations', {
    name: 'Havenkwartier',
    road: 'Kade',
    house_number: '12',
    city: 'Almere',
    plotsize: 12500,
    status: statusId,
    assignedTo: a.user.id,
    order: 10,
  });
  const second = await post('locations', { name: 'Stationsplein', plotsize: 800, order: 20 });
  const archived = await post('locations', { name: 'Oud', archived: true, order: 30 });
  const labelId = await post('labels', { name: 'Kansrijk', color: '#00aa00' });
  await post('locationslabels', { locationId: main, labelId });
  await post('notes', { name: 'Eigenaar gebeld', type: 'note', locationId: main });
  await post('notes', {
    name: 'Offerte sturen',
    type: 'task',
    status: 'open',
    targetAt: '2026-12-01T00:00:00.000Z',
    locationId: main,
  });
  await post('notes', { name: 'Klaar', type: 'task', status: 'closed', locationId: main });
  await post('concepts', { name: 'Variant A', locationId: main });
  await post('units', { name: 'Studio', locationId: main });
  await post('units', { name: 'Driekamer', locationId: main });
  await post('jsons', { name: 'Gemeente Almere', type: 'owner_information', data: {}, locationId: main });
  // two equal parcels: one purchased, so the land position is one half
  await post('plots', { type: 'brk', geometry: square(5.2, 52.37), locationId: main, acquisition: 'purchased' });
  await post('plots', { type: 'brk', geometry: square(5.21, 52.37), locationId: main });
  await post('plots', { type: 'brk', geometry: square(5.3, 52.4), locationId: second });
  // company B has a location with a parcel of its own
  const bLoc = await post('locations', { name: 'Van B' }, b.user);
  await post('plots', { type: 'brk', geometry: square(5.5, 52.5), locationId: bLoc }, b.user);
  ids = { main, second, archived, statusId, labelId };
});
afterAll(() => t?.stop());

const table = async (query: string, as = a.user) => {
  const res = await t.request('GET', `/api/locations/table${query}`, { as });
  expect(res.statusCode).toBe(200);
  return { rows: JSON.parse(res.body) as LocationTableRow[], total: Number(res.headers['x-total-count']) };
};

describe('GET /api/locations/table', () => {
  it('answers rows of the contracts schema with the derived columns', async () => {
    const { rows, total } = await table('?limit=100');
    expect(total).toBe(3);
    for (const r of rows) locationTableRowSchema.parse(r);
    const main = rows.find((r) => r.id === ids.main)!;
    expect(main.labels).toEqual([{ id: ids.labelId, name: 'Kansrijk', color: '#00aa00' }]);
    expect(main.lastNote?.name).toBe('Eigenaar gebeld');
    expect(main.lastTodo).toEqual({ name: 'Offerte sturen', targetAt: '2026-12-01T00:00:00.000Z' });
    expect(main.notesCount).toBe(3);
    expect(main.openTasks).toBe(1);
    expect(main.conceptsCount).toBe(1);
    expect(main.unitMix).toEqual(['Studio', 'Driekamer']);
    expect(main.unitTotal).toBe(2);
    expect(main.cadastreOwners).toEqual(['Gemeente Almere']);
    // no type or source stored: the type derived from the name, the source not recorded
    expect(main.ownerDetails).toEqual([{ name: 'Gemeente Almere', ownerType: 'municipality', source: null }]);
    expect(main.assignedToName).toBe('user Test');
    expect(main.status).toBe(ids.statusId);
    expect(main.landPosition).toBeCloseTo(0.5, 3);
    expect(rows.find((r) => r.id === ids.second)!.landPosition).toBe(0);
    expect(rows.find((r) => r.id === ids.archived)?.landPosition ?? null).toBeNull();
    expect(rows.map((r) => r.id)).toEqual([ids.main, ids.second, ids.archived]);
  });

  it('pages, orders and filters archived rows', async () => {
    const page = await table('?limit=1&offset=1&order=-name');
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.name)).toEqual(['Oud']);
    expect((await table('?archived=false')).rows.map((r) => r.id)).toEqual([ids.main, ids.second]);
    expect((await table('?archived=true')).rows.map((r) => r.id)).toEqual([ids.archived]);
    expect((await t.request('GET', '/api/locations/table?limit=0', { as: a.user })).statusCode).toBe(400);
    expect((await t.request('GET', '/api/locations/table?order=password', { as: a.user })).statusCode).toBe(
      400,
    );
    expect((await t.request('GET', '/api/locations/table?extra=1', { as: a.user })).statusCode).toBe(400);
  });

  it('shows the score and chance of success set by hand; a figure outside 0-100 is refused and changes nothing', async () => {
    const patch = (body: unknown) => t.request('PATCH', `/api/locations/detail/${ids.second}`, { as: a.user, body });
    expect((await patch({ score: 72.5, chanceOfSuccess: 40 })).statusCode).toBe(200);
    const bad = await patch({ chanceOfSuccess: 140 });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
    expect((await table('')).rows.find((r) => r.id === ids.second)).toMatchObject({ score: 72.5, chanceOfSuccess: 40 });
  });

  it('shows another company nothing, and nothing to a visitor', async () => {
    const other = await table('?limit=100', b.user);
    expect(other.rows.map((r) => r.name)).toEqual(['Van B']);
    expect(other.total).toBe(1);
    expect((await t.request('GET', '/api/locations/table')).statusCode).toBe(401);
  });
});

describe('exports', () => {
  it('XLSX: the rows given, in their order, with the chosen columns and their headers', async () => {
    const body = {
      ids: [ids.second, ids.main],
      columns: [
        { key: 'name', header: 'Naam' },
        { key: 'status', header: 'Status' },
        { key: 'plotsize', header: 'Perceeloppervlak' },
        { key: 'labels', header: 'Labels' },
        { key: 'updatedAt', header: 'Gewijzigd' },
      ],
    };
    const res = await t.request('POST', '/api/locations/export/xlsx', { as: a.user, body });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="locaties-.*\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Naam',
      'Status',
      'Perceeloppervlak',
      'Labels',
      'Gewijzigd',
    ]);
    expect(ws.getRow(2).getCell(1).value).toBe('Stationsplein');
    expect(ws.getRow(3).getCell(1).value).toBe('Havenkwartier');
    expect(ws.getRow(3).getCell(2).value).toBe('Verkennen');
    expect(ws.getRow(3).getCell(3).value).toBe(12500);
    expect(ws.getRow(3).getCell(4).value).toBe('Kansrijk');
    expect(ws.getRow(3).getCell(5).value).toBeInstanceOf(Date);
  });

  it("XLSX: the owners column says what the screen says, names with their owner type in the screen's language", async () => {
    // beside the cadastre's municipality (type derived from the name), a neighbour entered by hand
    await t.json('POST', '/api/jsons/list', a.user, {
      name: 'Buurman',
      type: 'owner_information',
      data: { ownerType: 'natural_person', source: 'hand' },
      locationId: ids.main,
    });
    const body = { ids: [ids.main, ids.second], columns: [{ key: 'name', header: 'Naam' }, { key: 'cadastreOwners', header: 'Eigenaren (kadaster)' }] };
    const owners = async (headers: Record<string, string>) => {
      const res = await t.request('POST', '/api/locations/export/xlsx', { as: a.user, body, headers });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      return [ws.getRow(2).getCell(2).value, ws.getRow(3).getCell(2).value];
    };
    // the web sends the screen's language as Accept-Language (exportDownload.ts); without one the file is Dutch
    expect(await owners({ 'accept-language': 'nl' })).toEqual(['Gemeente Almere (Gemeente) · met de hand: Buurman (Natuurlijk persoon)', null]);
    expect(await owners({ 'accept-language': 'en' })).toEqual(['Gemeente Almere (Municipality) · by hand: Buurman (Natural person)', null]);
    expect(await owners({ 'accept-language': 'en-GB,en;q=0.9,nl;q=0.8' })).toEqual(['Gemeente Almere (Municipality) · by hand: Buurman (Natural person)', null]);
    expect(await owners({ 'accept-language': 'de-DE,nl;q=0.5' })).toEqual(['Gemeente Almere (Gemeente) · met de hand: Buurman (Natuurlijk persoon)', null]);
    expect(await owners({})).toEqual(['Gemeente Almere (Gemeente) · met de hand: Buurman (Natuurlijk persoon)', null]);
  });

  it("XLSX: another company's ids export nothing of theirs, bad bodies are 400", async () => {
    const res = await t.request('POST', '/api/locations/export/xlsx', {
      as: b.user,
      body: { ids: [ids.main], columns: [{ key: 'name', header: 'Naam' }] },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(1);
    expect(
      (
        await t.request('POST', '/api/locations/export/xlsx', {
          as: a.user,
          body: { ids: [ids.main], columns: [{ key: 'password', header: 'x' }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/api/locations/export/xlsx', {
          as: a.user,
          body: { ids: [], columns: [{ key: 'name', header: 'x' }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/api/locations/export/xlsx', {
          body: { ids: [ids.main], columns: [{ key: 'name', header: 'x' }] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('GeoJSON: one feature per parcel in WGS84 with the location', async () => {
    const res = await t.request('POST', '/api/locations/export/geojson', { as: a.user, body: {} });
    expect(res.statusCode).toBe(200);
    const fc = JSON.parse(res.body) as {
      features: {
        geometry: { type: string; coordinates: number[][][][] };
        properties: Record<string, unknown>;
      }[];
    };
    expect(fc.features).toHaveLength(3);
    expect(fc.features[0]!.geometry.type).toBe('MultiPolygon');
    const [lon, lat] = fc.features[0]!.geometry.coordinates[0]![0]![0]!;
    expect(lon).toBeCloseTo(5.2, 4);
    expect(lat).toBeCloseTo(52.37, 4);
    expect(fc.features[0]!.properties).toMatchObject({
      location_id: ids.main,
      location_name: 'Havenkwartier',
      status: 'Verkennen',
    });
    const only = JSON.parse(
      (await t.request('POST', '/api/locations/export/geojson', { as: a.user, body: { ids: [ids.second] } }))
        .body,
    ) as { features: unknown[] };
    expect(only.features).toHaveLength(1);
  });

  it('GeoPackage: a valid file with every parcel, read back with SQLite', async () => {
    const res = await t.request('POST', '/api/locations/export/gpkg', { as: a.user, body: {} });
    expect(res.statusCode).toBe(200);
    const SQL = await initSqlJs();
    const db = new SQL.Database(res.rawPayload);
    const one = (sql: string) => db.exec(sql)[0]!.values[0]!;
    expect(one('PRAGMA application_id')[0]).toBe(0x47504b47);
    expect(one('PRAGMA user_version')[0]).toBe(10400);
    expect(
      one(
        `SELECT geometry_type_name, srs_id FROM gpkg_geometry_columns WHERE table_name = 'locations_parcels'`,
      ),
    ).toEqual(['MULTIPOLYGON', 4326]);
    expect(one(`SELECT count(*) FROM gpkg_spatial_ref_sys WHERE srs_id IN (-1, 0, 4326)`)[0]).toBe(3);
    expect(one(`SELECT data_type, srs_id FROM gpkg_contents`)).toEqual(['features', 4326]);
    expect(one('SELECT count(*) FROM locations_parcels WHERE geom IS NOT NULL')[0]).toBe(3);
    const blob = one('SELECT geom FROM locations_parcels ORDER BY fid LIMIT 1')[0] as Uint8Array;
    const buf = Buffer.from(blob);
    expect(buf.subarray(0, 2).toString('ascii')).toBe('GP');
    expect(buf.readInt32LE(4)).toBe(4326);
    expect(buf.readDoubleLE(8)).toBeCloseTo(5.2, 4); // min x of the envelope
    // after the 40-byte header: little-endian WKB of a MultiPolygon (type 6)
    expect(buf.readUInt8(40)).toBe(1);
    expect(buf.readUInt32LE(41)).toBe(6);
    db.close();
  });

  it('geo exports of another company hold only their own parcels', async () => {
    const res = await t.request('POST', '/api/locations/export/geojson', {
      as: b.user,
      body: { ids: [ids.main, ids.second] },
    });
    expect((JSON.parse(res.body) as { features: unknown[] }).features).toHaveLength(0);
    const all = JSON.parse(
      (await t.request('POST', '/api/locations/export/geojson', { as: b.user, body: {} })).body,
    ) as { features: { properties: { location_name: string } }[] };
    expect(all.features.map((f) => f.properties.location_name)).toEqual(['Van B']);
    const SQL = await initSqlJs();
    const gpkg = new SQL.Database(
      (await t.request('POST', '/api/locations/export/gpkg', { as: b.user, body: { ids: [ids.main] } }))
        .rawPayload,
    );
    expect(gpkg.exec('SELECT count(*) FROM locations_parcels')[0]!.values[0]![0]).toBe(0);
    gpkg.close();
    expect((await t.request('POST', '/api/locations/export/gpkg', { body: {} })).statusCode).toBe(401);
  });
});
