import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, seedDemo } from '../../seed/seedDemo';
import { TestApp, type TestUser } from '../../test/testApp';
import { recomputeXlsx } from '../../test/xlsxRecompute';

// The demo company's concepts (seeded as on a first start, each given a gallery building as the sheets' browser
// test does) exported and recomputed from their formulas alone: the RGW and the totals equal the API's sheets.
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await TestApp.start();
  const seeded = await seedDemo(t.db, 'demo-password-1');
  const signIn = async (email: string): Promise<TestUser> => {
    const login = await t.request('POST', '/api/auth/login', {
      body: { email, password: 'demo-password-1' },
    });
    return { id: 0, email, cookie: String(login.headers['set-cookie']).split(';')[0]! };
  };
  user = await signIn(demoUsers[2].email);
  // buildings with unit references need the unit-mix feature, which staff switch on
  const staff = await signIn(demoUsers[0].email);
  await t.json('PATCH', `/api/admin/companies/detail/${seeded!.companyId}`, staff, {
    cfg: { flags: { unitmix: true } },
  });
});
afterAll(() => t?.stop());

describe('Excel export of the demo concepts', () => {
  it('recomputes every demo concept to the RGW, value and investment of POST /api/finance/evaluate', async () => {
    const concepts = await t.json<{ id: number; locationId: number }[]>(
      'GET',
      '/api/concepts/list?limit=50',
      user,
    );
    expect(concepts.length).toBeGreaterThanOrEqual(2);
    for (const [i, c] of concepts.entries()) {
      const units = await t.json<{ id: number; name: string }[]>(
        'GET',
        `/api/units/list?where=${encodeURIComponent(JSON.stringify({ locationId: c.locationId }))}&limit=50`,
        user,
      );
      await t.json('POST', '/api/buildings/list', user, {
        name: 'Galerij',
        conceptId: c.id,
        maxwidth: 12,
        maxlength: 40 + 12 * i,
        maxheight: 24,
        cfg: {
          blocktype: 'gallery_flats',
          function: 'apartment',
          units: units.map((u, k) => ({
            mode: 'reference',
            repeat_ratio: 1,
            order: k,
            name: u.name,
            size: null,
            size_max: null,
            unitId: u.id,
          })),
        },
      });
      const evaluated = await t.json<Record<string, any>>(
        'POST',
        '/api/finance/evaluate',
        user,
        { locationId: c.locationId, conceptId: c.id },
        200,
      );
      const res = await t.request('POST', '/api/finance/export', {
        as: user,
        body: { locationId: c.locationId, conceptId: c.id },
      });
      expect(res.statusCode).toBe(200);
      const xlsx = await recomputeXlsx(res.rawPayload);
      const at = (sheet: string, row: number, col: number) => Math.round((xlsx.value(sheet, row + 1, col + 1) as number) * 100);
      expect(at('RGW', 2, 1)).toBe(evaluated.sheets.rgw.residualLandValue.cents);
      expect(at('RGW', 6, 1)).toBe(evaluated.sheets.rgw.totalValue.cents);
      expect(at('RGW', 7, 1)).toBe(evaluated.sheets.rgw.totalInvestment.cents);
      expect(evaluated.sheets.results.totalValue.cents).toBeGreaterThan(0);
    }
  });
});
