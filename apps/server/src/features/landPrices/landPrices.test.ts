import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandPrice } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

// A company's ground prices per municipality (issue #43 item 5): entered, listed per municipality, removed; bad input
// is a 400 at the field; another company sees and removes nothing of them (also with its own filter off: RLS).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

const letter = { municipality: 'Utrecht', year: 2026, use: 'residential_sale', basis: 'per_m2_gfa', priceEuros: 612.5, sourceTitle: 'Grondprijzenbrief 2026', sourceUrl: 'https://www.utrecht.nl/grondprijzen-2026.pdf' };

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Grond A');
  b = await t.company('Grond B');
});
afterAll(() => t?.stop());

describe('ground prices of a municipality', () => {
  it('are entered with their source, listed per municipality in any case, newest year first, and removed', async () => {
    const first = await t.json<LandPrice>('POST', '/api/landprices', a.user, letter);
    expect(first).toMatchObject({ municipality: 'Utrecht', priceEuros: 612.5, sourceTitle: 'Grondprijzenbrief 2026' });
    const older = await t.json<LandPrice>('POST', '/api/landprices', a.admin, { ...letter, year: 2025, priceEuros: 580 });
    await t.json('POST', '/api/landprices', a.user, { ...letter, municipality: 'Zwolle', use: 'residential_rent', basis: 'per_dwelling', priceEuros: 22_500, sourceUrl: null });
    const utrecht = await t.json<LandPrice[]>('GET', '/api/landprices?municipality=utrecht', a.user);
    expect(utrecht.map((p) => [p.year, p.priceEuros])).toEqual([[2026, 612.5], [2025, 580]]);
    expect((await t.json<LandPrice[]>('GET', '/api/landprices', a.user)).map((p) => p.municipality)).toEqual(['Utrecht', 'Utrecht', 'Zwolle']);
    expect((await t.request('DELETE', `/api/landprices/${older.id}`, { as: a.user })).statusCode).toBe(204);
    expect((await t.json<LandPrice[]>('GET', '/api/landprices?municipality=Utrecht', a.user)).map((p) => p.id)).toEqual([first.id]);
  });

  it('refuses bad input at the field and stores nothing', async () => {
    const before = (await t.json<LandPrice[]>('GET', '/api/landprices', a.user)).length;
    for (const [body, field] of [
      [{ ...letter, priceEuros: 0 }, 'priceEuros'],
      [{ ...letter, year: 1990 }, 'year'],
      [{ ...letter, use: 'office', basis: 'per_dwelling' }, 'basis'],
      [{ ...letter, sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
      [{ ...letter, sourceTitle: ' ' }, 'sourceTitle'],
      [{ ...letter, extra: 1 }, ''],
    ] as const) {
      const res = await t.request('POST', '/api/landprices', { as: a.user, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body).toContain(field);
    }
    expect((await t.json<LandPrice[]>('GET', '/api/landprices', a.user)).length).toBe(before);
  });

  it('never reach another company: not listed, not removed (404), and RLS alone hides them', async () => {
    const mine = await t.json<LandPrice>('POST', '/api/landprices', a.user, { ...letter, municipality: 'Amersfoort' });
    for (const who of [b.user, b.admin]) {
      expect(await t.json<LandPrice[]>('GET', '/api/landprices?municipality=Amersfoort', who)).toEqual([]);
      const res = await t.request('DELETE', `/api/landprices/${mine.id}`, { as: who });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // the application's company filter off: the row-level policy alone keeps A's rows from B's transaction
    const seen = await t.db.tenant(b.id, (tx) => tx.query('SELECT id FROM land_prices WHERE id = $1', [mine.id]));
    expect(seen).toEqual([]);
    expect((await t.request('GET', '/api/landprices', {})).statusCode).toBe(401);
  });
});
