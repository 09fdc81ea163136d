import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingNormEntries, parkingPresenceEntries, type ParkingNorm, type ParkingPresence } from '@plotwise/contracts';
import { PARKING_MOMENTS } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';

// A company's parking norms and presence tables per municipality (issue #43 item 1): entered, listed per municipality,
// removed; bad input is a 400 at the field; another company sees and removes nothing of them (also with its own filter
// off: RLS).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

const nota = { municipality: 'Doetinchem', year: 2024, zone: 'built_up', category: 'office', places: 1.2, sourceTitle: 'Nota parkeernormen 2024', sourceUrl: 'https://www.doetinchem.nl/parkeernormen.pdf' };

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Parkeren A');
  b = await t.company('Parkeren B');
});
afterAll(() => t?.stop());

describe('parking norms of a municipality', () => {
  it('are entered with their source, listed per municipality in any case, and removed; the check takes the newest nota', async () => {
    const office = await t.json<ParkingNorm>('POST', '/api/parkingnorms', a.user, nota);
    expect(office).toMatchObject({ municipality: 'Doetinchem', zone: 'built_up', category: 'office', places: 1.2, sourceTitle: 'Nota parkeernormen 2024' });
    await t.json('POST', '/api/parkingnorms', a.admin, { ...nota, category: 'apartment_rent_small', places: 0.95, visitorSharePercent: 30 });
    const old = await t.json<ParkingNorm>('POST', '/api/parkingnorms', a.user, { ...nota, year: 2016, places: 2, sourceTitle: 'Nota parkeernormen 2016' });
    await t.json('POST', '/api/parkingnorms', a.user, { ...nota, municipality: 'Zwolle', sourceUrl: null });
    const doetinchem = await t.json<ParkingNorm[]>('GET', '/api/parkingnorms?municipality=doetinchem', a.user);
    expect(doetinchem.map((n) => [n.year, n.category, n.places])).toEqual([[2024, 'apartment_rent_small', 0.95], [2024, 'office', 1.2], [2016, 'office', 2]]);
    expect(parkingNormEntries(doetinchem)).toEqual([
      { category: 'apartment_rent_small', zone: 'built_up', places: 0.95, visitorSharePercent: 30 },
      { category: 'office', zone: 'built_up', places: 1.2, visitorSharePercent: null },
    ]);
    expect((await t.request('DELETE', `/api/parkingnorms/${old.id}`, { as: a.user })).statusCode).toBe(204);
    expect((await t.json<ParkingNorm[]>('GET', '/api/parkingnorms?municipality=Doetinchem', a.user)).map((n) => n.id)).not.toContain(old.id);
    expect((await t.json<ParkingNorm[]>('GET', '/api/parkingnorms', a.user)).map((n) => n.municipality)).toEqual(['Doetinchem', 'Doetinchem', 'Zwolle']);
  });

  it('refuses bad input at the field and stores nothing', async () => {
    const before = (await t.json<ParkingNorm[]>('GET', '/api/parkingnorms', a.user)).length;
    for (const [body, field] of [
      [{ ...nota, places: -1 }, 'places'],
      [{ ...nota, places: 51 }, 'places'],
      [{ ...nota, zone: 'suburb' }, 'zone'],
      [{ ...nota, category: 'villa' }, 'category'],
      [{ ...nota, year: 1980 }, 'year'],
      [{ ...nota, sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
      [{ ...nota, sourceTitle: ' ' }, 'sourceTitle'],
      [{ ...nota, visitorSharePercent: 101 }, 'visitorSharePercent'],
      [{ ...nota, extra: 1 }, ''],
    ] as const) {
      const res = await t.request('POST', '/api/parkingnorms', { as: a.user, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body).toContain(field);
    }
    expect((await t.json<ParkingNorm[]>('GET', '/api/parkingnorms', a.user)).length).toBe(before);
  });

  it('never reach another company: not listed, not removed (404), and RLS alone hides them', async () => {
    const mine = await t.json<ParkingNorm>('POST', '/api/parkingnorms', a.user, { ...nota, municipality: 'Amersfoort' });
    for (const who of [b.user, b.admin]) {
      expect(await t.json<ParkingNorm[]>('GET', '/api/parkingnorms?municipality=Amersfoort', who)).toEqual([]);
      const res = await t.request('DELETE', `/api/parkingnorms/${mine.id}`, { as: who });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const seen = await t.db.tenant(b.id, (tx) => tx.query('SELECT id FROM parking_norms WHERE id = $1', [mine.id]));
    expect(seen).toEqual([]);
    expect((await t.request('GET', '/api/parkingnorms', {})).statusCode).toBe(401);
  });

  it("keep a municipality's presence table per nota year whole: entered, replaced, the newest applied, removed", async () => {
    const cells = (percent: number) => PARKING_MOMENTS.map((moment) => ({ group: 'office', moment, percent }));
    const table = { municipality: 'Doetinchem', year: 2024, cells: cells(100), sourceTitle: 'Nota parkeernormen 2024', sourceUrl: null };
    const stored = await t.json<ParkingPresence>('PUT', '/api/parkingpresence', a.user, table);
    expect(stored).toMatchObject({ municipality: 'Doetinchem', year: 2024, sourceTitle: 'Nota parkeernormen 2024', sourceUrl: null });
    expect(stored.cells).toHaveLength(8);
    await t.json('PUT', '/api/parkingpresence', a.user, { ...table, year: 2016, cells: cells(50) });
    // the same year again replaces its table whole (its 8 cells, not 16)
    await t.json('PUT', '/api/parkingpresence', a.user, { ...table, cells: cells(90).slice(0, 4) });
    const listed = await t.json<ParkingPresence[]>('GET', '/api/parkingpresence?municipality=DOETINCHEM', a.user);
    expect(listed.map((p) => [p.year, p.cells.length])).toEqual([[2024, 4], [2016, 8]]);
    expect(parkingPresenceEntries(listed)).toEqual(cells(90).slice(0, 4));
    expect((await t.request('DELETE', '/api/parkingpresence?municipality=doetinchem&year=2016', { as: a.user })).statusCode).toBe(204);
    expect((await t.json<ParkingPresence[]>('GET', '/api/parkingpresence?municipality=Doetinchem', a.user)).map((p) => p.year)).toEqual([2024]);
    expect((await t.request('DELETE', '/api/parkingpresence?municipality=Doetinchem&year=2016', { as: a.user })).statusCode).toBe(404);
  });

  it('refuse a bad presence table at the field and keep the stored one', async () => {
    const before = await t.json<ParkingPresence[]>('GET', '/api/parkingpresence?municipality=Doetinchem', a.user);
    const cell = { group: 'residents', moment: 'weekday_night', percent: 100 };
    const table = { municipality: 'Doetinchem', year: 2024, cells: [cell], sourceTitle: 'Nota', sourceUrl: null };
    for (const [body, field] of [
      [{ ...table, cells: [] }, 'cells'],
      [{ ...table, cells: [cell, cell] }, 'cells'],
      [{ ...table, cells: [{ ...cell, percent: 101 }] }, 'percent'],
      [{ ...table, cells: [{ ...cell, moment: 'lunch' }] }, 'moment'],
      [{ ...table, cells: [{ ...cell, group: 'students' }] }, 'group'],
      [{ ...table, sourceTitle: '' }, 'sourceTitle'],
      [{ ...table, year: 3000 }, 'year'],
    ] as const) {
      const res = await t.request('PUT', '/api/parkingpresence', { as: a.user, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect(await t.json<ParkingPresence[]>('GET', '/api/parkingpresence?municipality=Doetinchem', a.user)).toEqual(before);
    expect((await t.request('GET', '/api/parkingpresence', { as: a.user })).statusCode).toBe(400);
  });

  it("never let another company's presence table reach or be removed, RLS alone included", async () => {
    const cells = PARKING_MOMENTS.map((moment) => ({ group: 'commercial', moment, percent: 40 }));
    await t.json('PUT', '/api/parkingpresence', a.user, { municipality: 'Amersfoort', year: 2023, cells, sourceTitle: 'Nota A', sourceUrl: null });
    for (const who of [b.user, b.admin]) {
      expect(await t.json<ParkingPresence[]>('GET', '/api/parkingpresence?municipality=Amersfoort', who)).toEqual([]);
      const res = await t.request('DELETE', '/api/parkingpresence?municipality=Amersfoort&year=2023', { as: who });
      expect(res.statusCode).toBe(404);
    }
    // B's own table of the same municipality and year is its own: A's stays whole
    await t.json('PUT', '/api/parkingpresence', b.user, { municipality: 'Amersfoort', year: 2023, cells: cells.slice(0, 1), sourceTitle: 'Nota B', sourceUrl: null });
    expect((await t.json<ParkingPresence[]>('GET', '/api/parkingpresence?municipality=Amersfoort', a.user))[0]).toMatchObject({ sourceTitle: 'Nota A', cells: cells });
    const seen = await t.db.tenant(b.id, (tx) => tx.query(`SELECT id FROM parking_presence WHERE source_title = 'Nota A'`));
    expect(seen).toEqual([]);
    expect((await t.request('GET', '/api/parkingpresence?municipality=Amersfoort', {})).statusCode).toBe(401);
    expect((await t.request('PUT', '/api/parkingpresence', { body: { municipality: 'Amersfoort', year: 2023, cells, sourceTitle: 'x', sourceUrl: null } })).statusCode).toBe(401);
  });

  it("gives the cars per household of the finest CBS area around a location that has the figure, the company's own location only", async () => {
    const [x, y] = [165_000, 445_000];
    const loc = await locationWithRdParcels(t, a.user, 'Auto', [[x, y]]);
    const cars = (as = a.user) => t.request('GET', `/api/locations/detail/${loc}/carownership`, { as });
    expect((await cars()).json()).toEqual({ area: null });
    const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('cbs-areas', 'cbs', 'succeeded') RETURNING id`);
    const square = (d: number) => `MULTIPOLYGON(((${x - d} ${y - d}, ${x + d} ${y - d}, ${x + d} ${y + d}, ${x - d} ${y + d}, ${x - d} ${y - d})))`;
    const area = async (code: string, level: string, name: string, d: number, figures: object) => {
      await t.db.query(`INSERT INTO geo_stat_areas (run_id, area, code, level, name, year, geom) VALUES ($1, 'test', $2, $3, $4, 2024, ST_GeomFromText($5, 28992))`, [run!.id, code, level, name, square(d)]);
      await t.db.query(`INSERT INTO geo_stat_figures (run_id, area, code, level, figures) VALUES ($1, 'test', $2, $3, $4)`, [run!.id, code, level, JSON.stringify(figures)]);
    };
    // the buurt has no figure (secret: too few households), the wijk has 0.8, the municipality 1.1
    await area('BU09990101', 'buurt', 'Centrum-Noord', 200, { PersonenautoSPerHuishouden_114: '.' });
    await area('WK099901', 'wijk', 'Centrum', 1_000, { PersonenautoSPerHuishouden_114: 0.8 });
    await area('GM0999', 'gemeente', 'Knarwijk', 10_000, { PersonenautoSPerHuishouden_114: 1.1 });
    expect((await cars()).json()).toEqual({ area: { level: 'wijk', code: 'WK099901', name: 'Centrum', year: 2024, carsPerHousehold: 0.8 } });
    expect((await cars(b.user)).statusCode).toBe(404);
  });
});
