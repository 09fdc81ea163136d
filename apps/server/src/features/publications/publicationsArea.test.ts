import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationCreated, PublicPage } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { samplePolygon } from '../../test/sampleRecords';

// The area sections of business park, population core and municipality publications: the facts and indicators the
// server adds to the page (areaFacts.ts), only when a section needs them, only of the page's company, only published.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let run: number;

const get = (url: string) => t.request('GET', url);
const square = (x: number, y: number, size: number) =>
  `MULTIPOLYGON(((${x} ${y}, ${x + size} ${y}, ${x + size} ${y + size}, ${x} ${y + size}, ${x} ${y})))`;

async function pand(id: string, year: number | null, geomSql: string, status = 'Pand in gebruik') {
  await t.db.query(
    `INSERT INTO geo_bag_panden (run_id, area, identificatie, oorspronkelijk_bouwjaar, status, geom) VALUES ($1, 'test', $2, $3, $4, ${geomSql})`,
    [run, id, year, status],
  );
}
async function feature(layer: string, props: Record<string, unknown>, wkt: string) {
  await t.db.query(
    `INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom) VALUES ($1, 'test', $2, $3, $4::jsonb, ST_GeomFromText($5, 28992))`,
    [run, layer, `${layer}-${Math.random()}`, JSON.stringify(props), wkt],
  );
}
const sectionsOf = (id: number) =>
  t.json<{ id: number; type: string }[]>('GET', `/api/sections/list?where=${encodeURIComponent(JSON.stringify({ publicationId: id }))}`, a.user);
const scoresOf = (page: PublicPage, type: string) => page.sections.find((s) => s.type === type)?.scores ?? [];
const byType = (scores: NonNullable<PublicPage['sections'][number]['scores']>) => Object.fromEntries(scores.map((s) => [s.type, s]));

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Area A');
  b = await t.company('Area B');
  const [r] = await t.db.query<{ id: number }>(
    `INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'area', 'succeeded', now()) RETURNING id`,
  );
  run = r!.id;
  // the park De Knar: 500 x 400 m = 20 ha in RD; its register figures say 42,5 ha gross and 31,2 net
  await feature(
    'business_parks',
    { name: 'De Knar', ibis_id: '9960/001', municipality: 'Knarwijk', kind: 'gemengd bedrijventerrein', status: 'bestaand', start_year: 1985, gross_size_ha: 42.5, net_size_ha: '31,2', environmental_category: '4.1' },
    'POLYGON((160000 490000, 160500 490000, 160500 490400, 160000 490400, 160000 490000))',
  );
  await feature('business_parks', { name: 'Knarpoort', ibis_id: '9960/002', municipality: 'Knarwijk', gross_size_ha: 12 }, 'POLYGON((161000 490000, 161100 490000, 161100 490100, 161000 490000))');
  await feature('business_parks', { name: 'Elders Oost', ibis_id: '0344/010', municipality: 'Elderstad' }, 'POLYGON((170000 490000, 170100 490000, 170100 490100, 170000 490000))');
  // in the park: three standing buildings of 20 x 20 m (1970, 1990, unknown year) and a demolished one; one outside
  await pand('p1', 1970, `ST_GeomFromText('${square(160100, 490100, 20)}', 28992)`);
  await pand('p2', 1990, `ST_GeomFromText('${square(160200, 490100, 20)}', 28992)`);
  await pand('p3', null, `ST_GeomFromText('${square(160300, 490100, 20)}', 28992)`);
  await pand('p4', 1960, `ST_GeomFromText('${square(160400, 490100, 20)}', 28992)`, 'Pand gesloopt');
  await pand('p5', 1950, `ST_GeomFromText('${square(165000, 495000, 20)}', 28992)`);
  // companies in the park: 100 jobs (90 in 2018) and 80 (70); one without a 2018 figure counts only as a company
  // (SBI codes: a supermarket, category 2 by the VNG table; a transport firm with its own category 4.1; a shipyard, water-bound)
  await feature('companies', { employees: 100, employees_2018: 90, sbi: '4711' }, 'POINT(160110 490110)');
  await feature('companies', { employees: 80, employees_2018: 70, sbi: '4941', environmental_category: '4.1' }, 'POINT(160210 490110)');
  await feature('companies', { employees: 5, sbi: '3011', name: 'Scheepswerf Geheim' }, 'POINT(160310 490110)');
  await feature('companies', { employees: 999, employees_2018: 1 }, 'POINT(165010 495010)');
  // 3D BAG heights of p1-p3 (8, 10 and 14 m above ground) and a maximum building height of 15 m over the west half
  // of the park: p1 and p2 lie in it (7 and 5 m headroom), p3 outside it
  const heights: [string, number, number][] = [['p1', 160100, 8], ['p2', 160200, 10], ['p3', 160300, 14]];
  for (const [id, x, h] of heights)
    await t.db.query(
      `INSERT INTO geo_building_heights (run_id, area, identificatie, h_maaiveld, h_dak_max, geom) VALUES ($1, 'test', $2, -4.4, $3, ST_GeomFromText($4, 28992))`,
      [run, id, -4.4 + h, square(x, 490100, 20)],
    );
  await t.db.query(
    `INSERT INTO geo_zoning_objects (run_id, area, plan_id, identificatie, object_type, dimensions, geom)
     VALUES ($1, 'test', 'NL.IMRO.9960.test', 'mv1', 'maatvoering', $2::jsonb, ST_GeomFromText($3, 28992))`,
    [run, JSON.stringify([{ waardeType: 'maximum bouwhoogte (m)', waarde: '15' }]), square(160000, 490000, 250)],
  );
  // a motorway (NWB road manager R) 2 km east of the park, a provincial road closer by that is not one
  await feature('roads', { road_type: 'main', WEGBEHSRT: 'R', name: 'A6' }, 'LINESTRING(162500 480000, 162500 500000)');
  await feature('roads', { road_type: 'main', WEGBEHSRT: 'P', name: 'N798' }, 'LINESTRING(160600 480000, 160600 500000)');
  // import dates of the data sets behind the figures
  for (const [dataset, date] of [['layer.business_parks', '2026-11-20'], ['bag.panden', '2026-11-21'], ['layer.companies', '2026-11-19'], ['bag3d.heights', '2026-11-18'], ['imro.plan', '2026-11-17'], ['layer.roads', '2026-11-16']])
    await t.db.query(`INSERT INTO geo_datasets (dataset, area, run_id, feature_count, updated_at) VALUES ($1, 'test', $2, 1, $3::timestamptz)`, [dataset, run, `${date}T12:00:00Z`]);

  const mk = (user: TestCompany['user'], name: string, extra: Record<string, unknown>) =>
    t.json<{ id: number; key: string }>('POST', '/api/locations/list', user, { name, plotsize: 1200, ...extra });
  await mk(a.user, 'Kavel Knar', { businesspark: 'De Knar', city: 'Knarstad', municipality: 'Knarwijk' });
  const town = await mk(a.user, 'Kavel Oostenburg', { city: 'Oostenburg', municipality: 'Amsterdam' });
  await t.json('POST', '/api/plots/list', a.user, { locationId: town.id, geometry: samplePolygon });
  // a building on the town's plot (a 10 m buffer around a point on it), built 1980
  await pand('p6', 1980, `(SELECT ST_Multi(ST_Buffer(ST_PointOnSurface(geometry), 10, 8)) FROM plots WHERE location_id = ${town.id})`);
  // the other company has a location in the same park, town and municipality: it never shows or counts
  await mk(b.user, 'Geheim Kavel B', { businesspark: 'De Knar', city: 'Oostenburg', municipality: 'Amsterdam', owner: 'Eigenaar B' });
}, 60_000);
afterAll(() => t?.stop());

describe('business park, population core and municipality sections', () => {
  it('a business park page: register record, measured facts in its outline, the configured indicators, published only', async () => {
    const park = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'De Knar' });
    const sections = await sectionsOf(park.id);
    expect(sections.map((s) => s.type)).toEqual(['business_park_summary', 'business_park_scores', 'locations_list', 'locations_map', 'call_to_action']);
    const scores = sections.find((s) => s.type === 'business_park_scores')!;
    const types = ['gross_hectares', 'net_hectares', 'site_coverage_total', 'site_coverage_public_ratio', 'building_age_before_1985', 'building_age_before_1995', 'job_development_2018', 'job_development_2018_relative', 'distance_to_highway', 'custom',
      'height_difference_3m', 'non_water_bound_companies', 'mixable_companies', 'deviating_environmental_category_companies', 'deviating_environmental_category_employees', 'deviating_main_environmental_category'];
    await t.json('PATCH', `/api/sections/detail/${scores.id}`, a.user, {
      cfg: { indicators: types.map((type, i) => ({ type, order: (i + 1) * 10, ...(type === 'custom' ? { name: 'Bereikbaarheid', score: 7.5 } : {}) })) },
    });
    for (const type of ['business_park_companies', 'business_park_list', 'business_park_description'])
      await t.json('POST', '/api/sections/list', a.user, { publicationId: park.id, type, order: 100 });

    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    expect(preview.area).toMatchObject({
      kind: 'business_park',
      name: 'De Knar',
      register: { rin: '9960/001', municipality: 'Knarwijk', grossHa: 42.5, netHa: 31.2, startYear: 1985, environmentalCategory: '4.1' },
      basis: 'register_outline',
      locations: 1,
      buildings: { count: 3, withYear: 2, before1985: 1, before1995: 2 },
      companies: { count: 3, withBoth: 2, employees: 180, employees2018: 160 },
    });
    expect(preview.area!.areaM2).toBeCloseTo(200_000);
    expect(preview.area!.buildings!.footprintM2).toBeCloseTo(1200);
    expect(preview.area!.parks!.map((p) => p.name)).toEqual(['De Knar', 'Knarpoort']);
    const s = byType(scoresOf(preview, 'business_park_scores'));
    expect(scoresOf(preview, 'business_park_scores').map((x) => x.type)).toEqual(types);
    expect(s.gross_hectares).toMatchObject({ value: 42.5, unit: 'ha' });
    expect(s.net_hectares).toMatchObject({ value: 31.2 });
    expect(s.site_coverage_total!.value).toBeCloseTo(1200 / 200_000);
    expect(s.site_coverage_public_ratio!.value).toBeCloseTo((42.5 - 31.2) / 42.5);
    expect(s.building_age_before_1985).toMatchObject({ value: 0.5 });
    expect(s.building_age_before_1995).toMatchObject({ value: 1 });
    expect(s.job_development_2018).toMatchObject({ value: 20, unit: 'jobs' });
    expect(s.job_development_2018_relative!.value).toBeCloseTo(20 / 160);
    expect(s.distance_to_highway).toMatchObject({ value: 2, unit: 'km' }); // 162500 - 160500 m
    expect(s.custom).toMatchObject({ name: 'Bereikbaarheid', value: 7.5, unit: 'score', sources: [] });
    // p1 and p2 have a 15 m maximum and 7 and 5 m headroom; p3 has no maximum
    expect(preview.area!.heightHeadroom).toEqual({ withHeight: 3, withMaximum: 2, atLeast3m: 2 });
    expect(s.height_difference_3m).toMatchObject({ value: 1, unit: 'ratio' });
    // SBI: 3 companies, the shipyard water-bound; categories: the supermarket 2 (VNG), the transport firm 4.1 (its own)
    expect(preview.area!.environment).toEqual({
      withSbi: 3,
      nonWaterBound: 2,
      categories: [
        { category: '2', companies: 1, employees: 100 },
        { category: '4.1', companies: 1, employees: 80 },
      ],
    });
    expect(s.non_water_bound_companies!.value).toBeCloseTo(2 / 3);
    expect(s.mixable_companies).toMatchObject({ value: 0.5 });
    // the register allows 4.1: category 2 lies two points below it and deviates
    expect(s.deviating_environmental_category_companies).toMatchObject({ value: 0.5 });
    expect(s.deviating_environmental_category_employees!.value).toBeCloseTo(100 / 180);
    expect(s.deviating_main_environmental_category).toMatchObject({ value: 1, unit: 'yes_no', detail: '2' });
    // provenance: each figure names its data sets and their import dates
    const ibis = { source: 'Provincies, IBIS bedrijventerreinen', date: '2026-11-20' };
    const bag = { source: 'Kadaster / PDOK, BAG (CC0)', date: '2026-11-21' };
    const companies = { source: 'Bedrijvenregister', date: '2026-11-19' };
    expect(preview.area!.sources).toEqual({
      register: ibis,
      buildings: bag,
      heights: { source: '3D BAG (TU Delft, 3D geoinformation)', date: '2026-11-18' },
      zoning: { source: 'ruimtelijkeplannen.nl, bestemmingsplannen (IMRO)', date: '2026-11-17' },
      companies,
      roads: { source: 'Rijkswaterstaat, Nationaal Wegenbestand (CC0)', date: '2026-11-16' },
    });
    expect(s.site_coverage_total!.sources).toEqual([ibis, bag]);
    expect(s.deviating_environmental_category_companies!.sources).toEqual([ibis, companies]);
    expect(s.height_difference_3m!.sources.map((x) => x.date)).toEqual(['2026-11-20', '2026-11-18', '2026-11-17']);

    // a draft and a hidden page answer 404; published, the visitor gets the same figures
    expect((await get(`/api/publications/page/${park.key}`)).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${park.id}`, a.user, { status: 2 });
    const res = await get(`/api/publications/page/${park.key}`);
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as PublicPage;
    expect(page.area).toEqual(preview.area);
    expect(scoresOf(page, 'business_park_scores')).toEqual(scoresOf(preview, 'business_park_scores'));
    expect(res.body).not.toContain('Geheim Kavel B');
    expect(res.body).not.toContain('Eigenaar B');
    expect(res.body).not.toMatch(/"id":\s*\d+,\s*"rin"/); // the register row's id stays on the server
    // the companies travel as counts per category only: no company's name, SBI code or employees
    expect(res.body).not.toContain('Scheepswerf Geheim');
    expect(res.body).not.toContain('3011');
    expect(res.body).not.toContain('4711');
    await t.json('PATCH', `/api/publications/detail/${park.id}`, a.user, { status: 3 });
    expect((await get(`/api/publications/page/${park.key}`)).statusCode).toBe(404);
    // a copy keeps the chosen indicators
    const copy = await t.json<PublicationCreated>('POST', `/api/publications/duplicate/${park.id}`, a.user);
    const copied = await t.json<PublicPage>('GET', `/api/publications/preview/${copy.id}`, a.user);
    expect(scoresOf(copied, 'business_park_scores')).toEqual(scoresOf(preview, 'business_park_scores'));
    // another company cannot preview it, nor see its indicators
    expect((await t.request('GET', `/api/publications/preview/${park.id}`, { as: b.user })).statusCode).toBe(404);
  });

  it('a park that is not in the register is measured over the plots of the locations; without plots every indicator says what is missing', async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Kavel Nieuw', businesspark: 'Nieuwe Haven' });
    const park = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'Nieuwe Haven' });
    const scores = (await sectionsOf(park.id)).find((s) => s.type === 'business_park_scores')!;
    await t.json('PATCH', `/api/sections/detail/${scores.id}`, a.user, {
      cfg: { indicators: [{ type: 'gross_hectares' }, { type: 'net_hectares' }, { type: 'building_age_before_1985' }, { type: 'custom' }] },
    });
    const page = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    expect(page.area).toMatchObject({ register: null, basis: 'none', areaM2: null, buildings: null, companies: null, locations: 1 });
    expect(scoresOf(page, 'business_park_scores').map((x) => [x.type, x.value, x.missing])).toEqual([
      ['gross_hectares', null, 'no_area'],
      ['net_hectares', null, 'no_register'],
      ['building_age_before_1985', null, 'no_buildings'],
      ['custom', null, 'no_score'],
    ]);
    expect(loc.id).toBeGreaterThan(0);
  });

  it('a population core and a municipality are measured over the plots of the company locations there', async () => {
    const core = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'population_core', area: 'Oostenburg' });
    const coreScores = (await sectionsOf(core.id)).find((s) => s.type === 'population_core_scores')!;
    await t.json('PATCH', `/api/sections/detail/${coreScores.id}`, a.user, {
      cfg: { indicators: [{ type: 'gross_hectares' }, { type: 'building_age_before_1985' }, { type: 'building_age_before_1995' }, { type: 'net_hectares' }] },
    });
    const page = await t.json<PublicPage>('GET', `/api/publications/preview/${core.id}`, a.user);
    expect(page.area).toMatchObject({ kind: 'population_core', name: 'Oostenburg', register: null, basis: 'location_plots', locations: 1 });
    expect(page.area!.buildings).toMatchObject({ count: 1, withYear: 1, before1985: 1, before1995: 1 });
    const plotArea = page.area!.areaM2!;
    expect(plotArea).toBeGreaterThan(5000); // about 110 x 100 m
    const s = byType(scoresOf(page, 'population_core_scores'));
    expect(s.gross_hectares!.value).toBeCloseTo(plotArea / 10_000);
    expect(s.building_age_before_1985).toMatchObject({ value: 1 });
    expect(s.net_hectares).toMatchObject({ value: null, missing: 'no_register' });

    const mun = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'municipality', area: 'Amsterdam' });
    const munPage = await t.json<PublicPage>('GET', `/api/publications/preview/${mun.id}`, a.user);
    expect(munPage.publication.type).toBe('municipality');
    expect(munPage.sections.map((x) => x.type)).toEqual(['municipality_summary', 'municipality_description', 'municipality_scores', 'call_to_action']);
    expect(munPage.area).toMatchObject({ kind: 'municipality', name: 'Amsterdam', locations: 1, basis: 'location_plots' });
    expect(munPage.area!.areaM2).toBeCloseTo(plotArea);
    expect(scoresOf(munPage, 'municipality_scores')).toEqual([]); // no indicators chosen yet: the section says so
    // a municipality without any of the company's locations is refused, as other areas are
    expect((await t.request('POST', '/api/publications/create', { as: a.user, body: { source: 'municipality', area: 'Elderstad' } })).statusCode).toBe(404);
  });

  it('a page without area sections carries no area facts; indicators of another company never count', async () => {
    const park = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'De Knar' });
    for (const s of await sectionsOf(park.id))
      if (s.type.startsWith('business_park_')) expect((await t.request('DELETE', `/api/sections/detail/${s.id}`, { as: a.user })).statusCode).toBe(204);
    const page = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    expect(page.area).toBeUndefined();
    expect(page.sections.some((s) => s.scores)).toBe(false);
    // company B's own park publication with indicators: its locations count 1 (its own), never A's
    const parkB = await t.json<PublicationCreated>('POST', '/api/publications/create', b.user, { source: 'business_park', area: 'De Knar' });
    const pageB = await t.json<PublicPage>('GET', `/api/publications/preview/${parkB.id}`, b.user);
    expect(pageB.area).toMatchObject({ locations: 1 });
    expect(JSON.stringify(pageB)).not.toContain('Kavel Knar');
  });

  it('a population core in the CBS Bevolkingskernen is measured in its CBS outline, matched by name, and names CBS as its source', async () => {
    await t.db.query(
      `INSERT INTO geo_stat_areas (run_id, area, code, level, name, year, geom)
       SELECT $1, 'kern-2021', 'BC0999', 'kern', 'oostenburg', 2021, ST_Multi(ST_Buffer(ST_Centroid(p.geometry), 500, 16))
         FROM plots p JOIN locations l ON l.id = p.location_id WHERE l.name = 'Kavel Oostenburg'`,
      [run],
    );
    await t.db.query(`INSERT INTO geo_datasets (dataset, area, run_id, feature_count, updated_at) VALUES ('cbs.kernen', 'kern-2021', $1, 1, '2026-11-15T12:00:00Z')`, [run]);
    await t.db.query(`INSERT INTO geo_stat_figures (run_id, area, code, level, figures) VALUES ($1, 'kern-2021', 'BC0999', 'kern', '{"aantalInwoners": 4321}'::jsonb)`, [run]);
    const core = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'population_core', area: 'Oostenburg' });
    const scores = (await sectionsOf(core.id)).find((s) => s.type === 'population_core_scores')!;
    await t.json('PATCH', `/api/sections/detail/${scores.id}`, a.user, { cfg: { indicators: [{ type: 'gross_hectares' }, { type: 'building_age_before_1985' }] } });
    await t.json('PATCH', `/api/publications/detail/${core.id}`, a.user, { status: 2 });
    const res = await get(`/api/publications/page/${core.key}`);
    const page = JSON.parse(res.body) as PublicPage;
    const cbs = { source: 'CBS, Bevolkingskernen 2021 (CC BY 4.0)', date: '2026-11-15' };
    expect(page.area).toMatchObject({ kind: 'population_core', basis: 'cbs_outline', inhabitants: 4321, buildings: { count: 1, before1985: 1 } });
    expect(page.area!.areaM2).toBeCloseTo(Math.PI * 500 * 500, -4);
    expect(page.area!.sources).toMatchObject({ cbs, buildings: { source: 'Kadaster / PDOK, BAG (CC0)' } });
    const s = byType(scoresOf(page, 'population_core_scores'));
    expect(s.gross_hectares!.value).toBeCloseTo(page.area!.areaM2! / 10_000);
    expect(s.gross_hectares!.sources).toEqual([cbs]);
    expect(s.building_age_before_1985!.sources[0]).toEqual(cbs);
    // the public page carries sources, never the CBS row's id or another company's location
    expect(res.body).not.toContain('Geheim Kavel B');
    expect(res.body).not.toContain('BC0999');
  });
});
