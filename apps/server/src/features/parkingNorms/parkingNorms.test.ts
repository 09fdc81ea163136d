import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingNormEntries, type ParkingNorm } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';

// A company's parking norms per municipality (issue #43 item 1): entered, listed per municipality, removed; bad input is
// a 400 at the field; another company sees and removes nothing of them (also with its own filter off: RLS).
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
    await t.json('POST', '/api/parkingnorms', a.admin, { ...nota, category: 'apartment_rent_small', places: 0.95 });
    const old = await t.json<ParkingNorm>('POST', '/api/parkingnorms', a.user, { ...nota, year: 2016, places: 2, sourceTitle: 'Nota parkeernormen 2016' });
    await t.json('POST', '/api/parkingnorms', a.user, { ...nota, municipality: 'Zwolle', sourceUrl: null });
    const doetinchem = await t.json<ParkingNorm[]>('GET', '/api/parkingnorms?municipality=doetinchem', a.user);
    expect(doetinchem.map((n) => [n.year, n.category, n.places])).toEqual([[2024, 'apartment_rent_small', 0.95], [2024, 'office', 1.2], [2016, 'office', 2]]);
    expect(parkingNormEntries(doetinchem)).toEqual([
      { category: 'apartment_rent_small', zone: 'built_up', places: 0.95 },
      { category: 'office', zone: 'built_up', places: 1.2 },
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
