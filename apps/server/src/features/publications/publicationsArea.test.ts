import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationCreated, PublicPage } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { samplePolygon } from '../../test/sampleRecords';
import { runImport } from '../../geodata/runner/runImport';
import { writeOwFixture } from '../../geodata/testing/omgevingsplan/owFixture';
import { fixtureDir } from '../../geodata/testing/samples';

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
  // of the park: p1 and p2 lie in it (7 and 5 m headroom), p3 outside it (under the plan's 12 m of M1 only)
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
  // import dates of the data sets behind the figures; the BAG extract also states the date of its data
  for (const [dataset, date] of [['layer.business_parks', '2026-11-20'], ['bag.panden', '2026-11-21'], ['layer.companies', '2026-11-19'], ['bag3d.heights', '2026-11-18'], ['imro.plan', '2026-11-17'], ['layer.roads', '2026-11-16']])
    await t.db.query(`INSERT INTO geo_datasets (dataset, area, run_id, feature_count, updated_at, data_date) VALUES ($1, 'test', $2, 1, $3::timestamptz, $4)`, [
      dataset,
      run,
      `${date}T12:00:00Z`,
      dataset === 'bag.panden' ? '2020-09-15' : null,
    ]);

  // the zoning plan of De Knar: Bedrijventerrein over its west 375 m (75 %) with 60 % coverage and 12 m height,
  // Verkeer over the rest, a bouwvlak and an environmental category; an object of another plan far away never counts
  const zoning = async (id: string, type: string, naam: string | null, wkt: string, dimensions: unknown[] = [], plan = 'NL.IMRO.9960.BPknar-VA01') =>
    t.db.query(
      `INSERT INTO geo_zoning_objects (run_id, area, plan_id, identificatie, object_type, naam, category, dimensions, geom)
       VALUES ($1, 'test', $2, $3, $4, $5, $6, $7::jsonb, ST_Multi(ST_GeomFromText($8, 28992)))`,
      [run, plan, id, type, naam, type === 'enkelbestemming' ? naam?.toLowerCase() : null, JSON.stringify(dimensions), wkt],
    );
  await t.db.query(
    `INSERT INTO geo_zoning_plans (run_id, area, plan_id, naam, planstatus, plan_datum, geom) VALUES ($1, 'test', 'NL.IMRO.9960.BPknar-VA01', 'Bestemmingsplan De Knar', 'vastgesteld', '2019-03-01', ST_Multi(ST_GeomFromText($2, 28992)))`,
    [run, 'POLYGON((159900 489900, 160600 489900, 160600 490500, 159900 490500, 159900 489900))'],
  );
  await zoning('NL.IMRO.9960.knar.B1', 'enkelbestemming', 'Bedrijventerrein', 'POLYGON((160000 490000, 160375 490000, 160375 490400, 160000 490400, 160000 490000))');
  await zoning('NL.IMRO.9960.knar.V1', 'enkelbestemming', 'Verkeer', 'POLYGON((160375 490000, 160500 490000, 160500 490400, 160375 490400, 160375 490000))');
  await zoning('NL.IMRO.9960.knar.M1', 'maatvoering', 'maatvoering', 'POLYGON((160000 490000, 160375 490000, 160375 490400, 160000 490400, 160000 490000))', [
    { waardeType: 'maximum bebouwingspercentage (%)', waarde: '60' },
    { waardeType: 'maximum bouwhoogte (m)', waarde: '12' },
  ]);
  await zoning('NL.IMRO.9960.knar.BV1', 'bouwvlak', null, 'POLYGON((160050 490050, 160350 490050, 160350 490350, 160050 490350, 160050 490050))');
  await zoning('NL.IMRO.9960.knar.F1', 'functieaanduiding', 'bedrijf tot en met categorie 3.2', 'POLYGON((160000 490000, 160200 490000, 160200 490200, 160000 490200, 160000 490000))');
  await zoning('NL.IMRO.0344.elders.B1', 'enkelbestemming', 'Wonen', 'POLYGON((170000 490000, 170100 490000, 170100 490100, 170000 490000))', [], 'NL.IMRO.0344.elders');
  // CBS: the municipality Amsterdam and a wijk Oostenburg with kerncijfers (CBS column names with their numbers)
  const stat = async (code: string, level: string, name: string, year: number, figures: Record<string, unknown>) => {
    await t.db.query(
      `INSERT INTO geo_stat_areas (run_id, area, code, level, name, year, geom) VALUES ($1, 'test', $2, $3, $4, $5, ST_Multi(ST_GeomFromText('POLYGON((120000 480000, 121000 480000, 121000 481000, 120000 480000))', 28992)))`,
      [run, code, level, name, year],
    );
    await t.db.query(`INSERT INTO geo_stat_figures (run_id, area, code, level, figures) VALUES ($1, 'test', $2, $3, $4::jsonb)`, [run, code, level, JSON.stringify(figures)]);
  };
  await stat('GM0363', 'gemeente', 'Amsterdam', 2024, { AantalInwoners_5: 918_117, GemiddeldeHuishoudensgrootte_33: 1.8, AfstandTotGroteSupermarkt_118: 0.4, Gemeentenaam_1: 'Amsterdam', GeheimVeld_999: 5 });
  await stat('WK036301', 'wijk', 'Oostenburg', 2023, { AantalInwoners_5: 4_100, Bevolkingsdichtheid_34: null, k_65JaarOfOuder_12: '610' });

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
    // p1 and p2 have a 15 m maximum (the largest at their point) and 7 and 5 m headroom; p3 lies only under the
    // plan's 12 m maatvoering M1 (below) and is 2 m over it
    expect(preview.area!.heightHeadroom).toEqual({ withHeight: 3, withMaximum: 3, atLeast3m: 2 });
    expect(s.height_difference_3m!.value).toBeCloseTo(2 / 3);
    expect(s.height_difference_3m).toMatchObject({ unit: 'ratio' });
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
    // provenance: each figure names its data sets, the date of their data where known and their import dates
    const ibis = { source: 'Provincies, IBIS bedrijventerreinen', date: null, importedOn: '2026-11-20' };
    const bag = { source: 'Kadaster / PDOK, BAG (CC0)', date: '2020-09-15', importedOn: '2026-11-21' };
    const companies = { source: 'Bedrijvenregister', date: null, importedOn: '2026-11-19' };
    expect(preview.area!.sources).toEqual({
      register: ibis,
      buildings: bag,
      heights: { source: '3D BAG (TU Delft, 3D geoinformation)', date: null, importedOn: '2026-11-18' },
      zoning: { source: 'ruimtelijkeplannen.nl, bestemmingsplannen (IMRO)', date: null, importedOn: '2026-11-17' },
      companies,
      roads: { source: 'Rijkswaterstaat, Nationaal Wegenbestand (CC0)', date: null, importedOn: '2026-11-16' },
    });
    expect(s.site_coverage_total!.sources).toEqual([ibis, bag]);
    expect(s.deviating_environmental_category_companies!.sources).toEqual([ibis, companies]);
    expect(s.height_difference_3m!.sources.map((x) => x.importedOn)).toEqual(['2026-11-20', '2026-11-18', '2026-11-17']);

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

  it('a park of the register that no location names: the create dialog lists it, and its page shows the register with no locations (issue #42)', async () => {
    const parks = await t.json<{ name: string; municipality: string; rin: string }[]>('GET', '/api/publications/ibis-parks', a.user);
    expect(parks).toEqual([
      { name: 'De Knar', municipality: 'Knarwijk', rin: '9960/001' },
      { name: 'Elders Oost', municipality: 'Elderstad', rin: '0344/010' },
      { name: 'Knarpoort', municipality: 'Knarwijk', rin: '9960/002' },
    ]);
    const park = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'knarpoort' });
    const page = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    expect(page.publication).toMatchObject({ type: 'business_park', name: 'knarpoort' });
    expect(page.area).toMatchObject({ register: { rin: '9960/002', municipality: 'Knarwijk', grossHa: 12 }, basis: 'register_outline', locations: 0 });
    expect(page.locations).toEqual([]);
    // a name neither a location nor the register knows is still refused
    expect((await t.request('POST', '/api/publications/create', { as: a.user, body: { source: 'business_park', area: 'Nergenshaven' } })).statusCode).toBe(404);
    // signed out, the register's list is not to be had
    expect((await t.request('GET', '/api/publications/ibis-parks')).statusCode).toBe(401);
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

  it('regulations and densify: the zoning in the park outline, the room left, published only with allow-listed fields', async () => {
    // an omgevingsplan whose 100 m square (with a pons in its corner) lies in the park
    await runImport(t.db, 'omgevingsplan', writeOwFixture(join(fixtureDir(), 'ow-area'), { origin: { x: 160100, y: 490100 } }));
    const park = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'De Knar' });
    // without these sections the page carries no zoning
    const before = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    expect(before.area).toBeDefined();
    expect(before.area!.zoning).toBeUndefined();
    expect(before.area!.densify).toBeUndefined();
    await t.json('POST', '/api/sections/list', a.user, { type: 'business_park_regulations', publicationId: park.id, order: 500 });
    await t.json('POST', '/api/sections/list', a.user, { type: 'business_park_densify', publicationId: park.id, order: 510 });
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    const z = preview.area!.zoning!;
    expect(z.plans).toEqual([{ planId: 'NL.IMRO.9960.BPknar-VA01', name: 'Bestemmingsplan De Knar', date: '2019-03-01', status: 'vastgesteld' }]);
    expect(z.zones.map((x) => [x.name, Math.round(x.share * 100)])).toEqual([
      ['Bedrijventerrein', 75],
      ['Verkeer', 25],
    ]);
    expect(z.dimensions.map((d) => [d.name, d.value, d.kind, d.zone, Math.round(d.share * 100)])).toEqual([
      ['maximum bebouwingspercentage (%)', '60', 'gsi', 'Bedrijventerrein', 75],
      ['maximum bouwhoogte (m)', '12', 'building_height', 'Bedrijventerrein', 75],
      // the headroom fixture's 15 m maatvoering (250 x 250 m, no bestemming) over 62 500 of the park's 200 000 m2
      ['maximum bouwhoogte (m)', '15', 'building_height', null, 31],
    ]);
    expect(z.buildingPlaneShare).toBeCloseTo(90_000 / 200_000);
    expect(z.environmentalCategories).toEqual(['bedrijf tot en met categorie 3.2']);
    expect(z.omgevingsplan).toMatchObject({ pons: true, rulesAsOf: '2024-03-01', rules: 1 });
    expect(z.omgevingsplan!.norms).toEqual([{ name: 'maximum bouwhoogte', value: '9', unit: expect.any(String), place: expect.anything(), besluit: expect.any(String), date: '2024-03-01' }]);
    expect(z.omgevingsplan!.articles).toEqual([{ reference: 'Artikel 3.1 lid 1', title: null, url: expect.stringContaining('_akn_nl_act_gm9999_2024_testplan') }]);
    const d = preview.area!.densify!;
    expect(d).toMatchObject({ netAreaSquareMeters: 312_000, netBasis: 'register_net', maxCoverage: 0.6, maxCoverageBasis: 'bebouwingspercentage', maxHeightMeters: 12 });
    expect(d.footprintSquareMeters).toBeCloseTo(1200);
    expect(d.maxBuiltSquareMeters).toBeCloseTo(187_200);
    expect(d.maxVolumeCubicMeters).toBeCloseTo(187_200 * 12);
    expect(d.roomSquareMeters).toBeCloseTo(186_000);
    expect(d.roomShare).toBeCloseTo(186_000 / 312_000);
    expect(d.maxCoverageShare).toBeCloseTo(0.75);

    await t.json('PATCH', `/api/publications/detail/${park.id}`, a.user, { status: 2 });
    const res = await get(`/api/publications/page/${park.key}`);
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as PublicPage;
    expect(page.area!.zoning).toEqual(z);
    expect(page.area!.densify).toEqual(d);
    // leaks: the zoning objects' ids, the numbers read for the densification, other plans and the other company's location
    expect(res.body).not.toContain('NL.IMRO.9960.knar.');
    expect(res.body).not.toContain('NL.IMRO.0344');
    expect(res.body).not.toContain('"read"');
    expect(res.body).not.toContain('ten hoogste'); // the article's text stays on the server: number, title and link only
    expect(res.body).not.toContain('nl.imow-gm9999'); // nor the OW objects' ids
    expect(res.body).not.toContain('"number"');
    expect(res.body).not.toContain('Geheim Kavel B');
    expect(Object.keys(page.area!.zoning!).sort()).toEqual(['buildingPlaneShare', 'dimensions', 'environmentalCategories', 'omgevingsplan', 'plans', 'zones']);
  });

  it('context: the CBS figures of the municipality or core by name, with the CBS area and year; allow-listed figures only', async () => {
    const mun = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'municipality', area: 'Amsterdam' });
    await t.json('POST', '/api/sections/list', a.user, { type: 'municipality_context', publicationId: mun.id, order: 500 });
    const page = await t.json<PublicPage>('GET', `/api/publications/preview/${mun.id}`, a.user);
    expect(page.area!.context).toEqual({
      level: 'gemeente',
      code: 'GM0363',
      name: 'Amsterdam',
      year: 2024,
      figures: [
        { key: 'population', value: 918_117 },
        { key: 'averageHouseholdSize', value: 1.8 },
        { key: 'distanceToSupermarket', value: 0.4 },
      ],
    });
    expect(JSON.stringify(page)).not.toContain('GeheimVeld');
    expect(page.area!.zoning).toBeUndefined();
    // a core: the wijk of that name (a null figure left out, a number as text read)
    const core = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'population_core', area: 'Oostenburg' });
    await t.json('POST', '/api/sections/list', a.user, { type: 'population_core_context', publicationId: core.id, order: 500 });
    const corePage = await t.json<PublicPage>('GET', `/api/publications/preview/${core.id}`, a.user);
    expect(corePage.area!.context).toMatchObject({ level: 'wijk', code: 'WK036301', year: 2023, figures: [{ key: 'population', value: 4100 }, { key: 'age65plus', value: 610 }] });
    // without a context section no CBS figures travel
    const plain = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'municipality', area: 'Amsterdam' });
    expect((await t.json<PublicPage>('GET', `/api/publications/preview/${plain.id}`, a.user)).area!.context).toBeUndefined();
  });

  it('state_municipality_map: the municipalities of the published area and location publications with their CBS outline, nothing unpublished', async () => {
    const bare = await t.json<{ id: number; key: string }>('POST', '/api/publications/list', a.user, { name: 'Zonder kaart', type: 'state_index', status: 2 });
    const empty = await t.json<PublicPage>('GET', `/api/publications/preview/${bare.id}`, a.user);
    expect(empty.municipalityMap).toBeUndefined(); // no map section: no map data
    // New publication -> State index: the map among its default sections, no record to pick
    const state = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'state_index', name: 'Onze gemeenten' });
    expect((await sectionsOf(state.id)).map((x) => x.type)).toEqual(['custom_text', 'state_municipality_map', 'publications_list', 'call_to_action']);
    expect((await t.request('POST', '/api/publications/create', { as: a.user, body: { source: 'state_index', area: 'X' } })).statusCode).toBe(400);
    const publish = (id: number) => t.json('PATCH', `/api/publications/detail/${id}`, a.user, { status: 2 });
    await publish(state.id);
    const mun = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'municipality', area: 'Amsterdam' });
    const core = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'population_core', area: 'Oostenburg' });
    const knar = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'De Knar' });
    await publish(mun.id);
    await publish(core.id);
    await publish(knar.id);
    // a draft and company B's published park never show
    await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'Nieuwe Haven' });
    const parkB = await t.json<PublicationCreated>('POST', '/api/publications/create', b.user, { source: 'business_park', area: 'De Knar' });
    await t.json('PATCH', `/api/publications/detail/${parkB.id}`, b.user, { status: 2 });

    const res = await get(`/api/publications/page/${state.key}`);
    expect(res.statusCode).toBe(200);
    const map = (JSON.parse(res.body) as PublicPage).municipalityMap!;
    expect(map.map((m) => m.name)).toEqual(['Amsterdam', 'Knarwijk']);
    const amsterdam = map[0]!;
    expect(amsterdam.publications.map((p) => [p.type, p.key])).toEqual([
      ['municipality', mun.key],
      ['population_core', core.key],
    ]);
    expect((amsterdam.outline as { type: string }).type).toMatch(/^(Multi)?Polygon$/);
    // Knarwijk has no CBS outline here; its parks (this one and the one published with regulations above) lie there by their location
    expect(map[1]).toMatchObject({ name: 'Knarwijk', outline: null });
    expect(map[1]!.publications.map((p) => p.key)).toContain(knar.key);
    expect(new Set(map[1]!.publications.map((p) => p.type))).toEqual(new Set(['business_park']));
    expect(res.body).not.toContain(parkB.key);
    expect(res.body).not.toContain('Nieuwe Haven');
    expect(Object.keys(amsterdam).sort()).toEqual(['name', 'outline', 'publications']);
    expect(Object.keys(amsterdam.publications[0]!).sort()).toEqual(['key', 'name', 'type']);
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
    const cbs = { source: 'CBS, Bevolkingskernen 2021 (CC BY 4.0)', date: '2021', importedOn: '2026-11-15' };
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
