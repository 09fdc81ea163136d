import { surroundingBuildingItemSchema, surroundingBuildingSchema } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';

// GET /api/concepts/detail/{id}/surrounding_buildings/{identificatie}: BAG facts, 3D BAG height, the part on the
// location's plots and the concept's demolish choice. The geodata is shared; the concept is tenant data, so another
// company's concept is a 404 before any geodata is read (isolation in the style of entities/isolation.test.ts).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let conceptA: number;
let conceptB: number;
const PAND = '0363100012345678';
// The plot of the location (WGS84, the sample polygon of the tests) and a pand straddling its eastern edge.
const plot = {
  type: 'Polygon',
  coordinates: [
    [
      [4.9255, 52.3702],
      [4.9271, 52.3702],
      [4.9271, 52.3711],
      [4.9255, 52.3711],
      [4.9255, 52.3702],
    ],
  ],
};
const pand = 'POLYGON((4.9265 52.3705, 4.9275 52.3705, 4.9275 52.3708, 4.9265 52.3708, 4.9265 52.3705))';

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Alpha Buren');
  b = await t.company('Beta Buren');
  const id = async (entity: string, body: unknown, as = a.user) =>
    (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
  const locationA = await id('locations', { name: 'Buren A' });
  await id('plots', { locationId: locationA, type: 'perceel', geometry: plot, properties: {} });
  conceptA = await id('concepts', { name: 'Sloop', locationId: locationA });
  conceptB = await id(
    'concepts',
    { name: 'Anders', locationId: await id('locations', { name: 'Buren B' }, b.user) },
    b.user,
  );
  const [run] = await t.db.query<{ id: number }>(
    `INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'buren', 'succeeded', now()) RETURNING id`,
  );
  const geom = `ST_Multi(ST_Transform(ST_GeomFromText('${pand}', 4326), 28992))`;
  await t.db.query(
    `INSERT INTO geo_bag_panden (run_id, area, identificatie, oorspronkelijk_bouwjaar, status, geom) VALUES ($1, 't', $2, 1925, 'Pand in gebruik', ${geom})`,
    [run!.id, PAND],
  );
  const vbo = (n: number, use: string, area: number) =>
    t.db.query(
      `INSERT INTO geo_bag_verblijfsobjecten (run_id, area, identificatie, gebruiksdoelen, oppervlakte, status, pand_ids, geom)
       VALUES ($1, 't', $2, $3, $4, 'Verblijfsobject in gebruik', $5, ST_PointOnSurface(${geom}))`,
      [run!.id, `036301000000000${n}`, [use], area, [PAND]],
    );
  await vbo(1, 'woonfunctie', 80);
  await vbo(2, 'woonfunctie', 70);
  await vbo(3, 'winkelfunctie', 120);
  await t.db.query(
    `INSERT INTO geo_building_heights (run_id, area, identificatie, h_maaiveld, h_dak_70p, h_dak_max, bouwlagen, dak_type, geom) VALUES ($1, 't', $2, 1, 13.5, 15, 4, 'slanted', ${geom})`,
    [run!.id, PAND],
  );
});
afterAll(() => t?.stop());

const url = (concept: number, pandId = PAND) =>
  `/api/concepts/detail/${concept}/surrounding_buildings/${pandId}`;

describe('a surrounding building seen from a concept', () => {
  it('answers its BAG facts, 3D BAG height and the part on the plots', async () => {
    const s = surroundingBuildingSchema.parse(await t.json('GET', url(conceptA), a.user));
    expect(s).toMatchObject({
      identificatie: PAND,
      year: 1925,
      status: 'Pand in gebruik',
      use: 'woonfunctie',
      units: 3,
      floorAreaSquareMeters: 270,
      heightMeters: 12.5,
      storeys: 4,
      roofType: 'slanted',
      demolished: false,
    });
    expect(s.uses).toEqual([
      { use: 'woonfunctie', units: 2 },
      { use: 'winkelfunctie', units: 1 },
    ]);
    // about 68 x 33 m, six tenths of its width on the plot
    expect(s.footprintSquareMeters).toBeGreaterThan(2000);
    expect(s.onPlotSquareMeters).toBeGreaterThan(0.5 * s.footprintSquareMeters);
    expect(s.onPlotSquareMeters).toBeLessThan(0.7 * s.footprintSquareMeters);
    expect(s.outline).toHaveLength(4);
    expect(s.lat).toBeCloseTo(52.37065, 3);
  });

  it('says demolished once the concept lists it (the generic PATCH of the concept), and kept again', async () => {
    await t.json('PATCH', `/api/concepts/detail/${conceptA}`, a.user, { demolished: [PAND] });
    expect(
      (await t.json<{ demolished: boolean }>('GET', url(conceptA, `NL.IMBAG.Pand.${PAND}`), a.user))
        .demolished,
    ).toBe(true);
    expect(
      (await t.json<{ demolished: string[] }>('GET', `/api/concepts/detail/${conceptA}?depth=0`, a.user))
        .demolished,
    ).toEqual([PAND]);
    await t.json('PATCH', `/api/concepts/detail/${conceptA}`, a.user, { demolished: [] });
    expect((await t.json<{ demolished: boolean }>('GET', url(conceptA), a.user)).demolished).toBe(false);
  });

  it('is a 404 for a pand that is not imported and refuses what is no identificatie', async () => {
    expect((await t.request('GET', url(conceptA, '0363100099999999'), { as: a.user })).statusCode).toBe(404);
    expect((await t.request('GET', url(conceptA, 'drop-table'), { as: a.user })).statusCode).toBe(400);
  });

  it("lists the panden in a box around the site with the concept's choice, and refuses a box too large", async () => {
    const [box] = await t.db.query<{ x0: number; y0: number; x1: number; y1: number }>(
      `SELECT ST_XMin(geom) - 10 AS x0, ST_YMin(geom) - 10 AS y0, ST_XMax(geom) + 10 AS x1, ST_YMax(geom) + 10 AS y1 FROM geo_bag_panden WHERE identificatie = $1`,
      [PAND],
    );
    const bbox = [box!.x0, box!.y0, box!.x1, box!.y1].map((v) => v.toFixed(1)).join(',');
    await t.json('PATCH', `/api/concepts/detail/${conceptA}`, a.user, { demolished: [PAND] });
    const list = surroundingBuildingItemSchema
      .array()
      .parse(
        await t.json('GET', `/api/concepts/detail/${conceptA}/surrounding_buildings?bbox=${bbox}`, a.user),
      );
    expect(list).toEqual([
      {
        identificatie: PAND,
        outline: expect.any(Array),
        heightMeters: 12.5,
        storeys: 4,
        footprintSquareMeters: expect.any(Number),
        onPlotSquareMeters: expect.any(Number),
        floorAreaSquareMeters: 270,
        demolished: true,
      },
    ]);
    // the same footprint and part on the plots as the building's own page
    const one = surroundingBuildingSchema.parse(await t.json('GET', url(conceptA), a.user));
    expect(list[0]!.onPlotSquareMeters).toBeGreaterThan(0);
    expect(list[0]!.onPlotSquareMeters).toBeCloseTo(one.onPlotSquareMeters, 1);
    expect(list[0]!.footprintSquareMeters).toBeCloseTo(one.footprintSquareMeters, 1);
    expect(list[0]!.outline).toHaveLength(4);
    // a box beside it holds nothing
    const beside = [box!.x1 + 100, box!.y0, box!.x1 + 200, box!.y1].map((v) => v.toFixed(1)).join(',');
    expect(
      await t.json('GET', `/api/concepts/detail/${conceptA}/surrounding_buildings?bbox=${beside}`, a.user),
    ).toEqual([]);
    expect(
      (
        await t.request('GET', `/api/concepts/detail/${conceptA}/surrounding_buildings?bbox=0,0,5000,5000`, {
          as: a.user,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.request('GET', `/api/concepts/detail/${conceptA}/surrounding_buildings`, { as: a.user }))
        .statusCode,
    ).toBe(400);
    // another company's concept: 404, and B's own concept does not carry A's choice
    expect(
      (
        await t.request('GET', `/api/concepts/detail/${conceptA}/surrounding_buildings?bbox=${bbox}`, {
          as: b.user,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.json<{ demolished: boolean }[]>(
          'GET',
          `/api/concepts/detail/${conceptB}/surrounding_buildings?bbox=${bbox}`,
          b.user,
        )
      )[0]!.demolished,
    ).toBe(false);
    await t.json('PATCH', `/api/concepts/detail/${conceptA}`, a.user, { demolished: [] });
  });

  it("is a 404 for another company's concept and leaks nothing of it", async () => {
    await t.json('PATCH', `/api/concepts/detail/${conceptA}`, a.user, { demolished: [PAND] });
    for (const who of [b.user, b.admin]) {
      const res = await t.request('GET', url(conceptA), { as: who });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(PAND);
      expect(
        (await t.request('PATCH', `/api/concepts/detail/${conceptA}`, { as: who, body: { demolished: [] } }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await t.json<{ demolished: string[] }>('GET', `/api/concepts/detail/${conceptA}?depth=0`, a.user))
        .demolished,
    ).toEqual([PAND]);
    // B sees the same pand from its own concept, not demolished there
    expect((await t.json<{ demolished: boolean }>('GET', url(conceptB), b.user)).demolished).toBe(false);
    expect((await t.request('GET', url(conceptA))).statusCode).toBe(401);
  });
});
