import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plotFeatures } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { writtenFeatureColumns } from './plotFeaturesSql';
import { plotFeaturesStale, plotFeaturesState, refreshPlotFeatures } from './refreshPlotFeatures';
import { SearchService } from './searchService';

let db: Db;
let drop: () => Promise<void>;
const X = 150_000;
const Y = 450_000;
const rect = (x0: number, y0: number, x1: number, y1: number) =>
  `MULTIPOLYGON(((${X + x0} ${Y + y0},${X + x1} ${Y + y0},${X + x1} ${Y + y1},${X + x0} ${Y + y1},${X + x0} ${Y + y0})))`;
const pt = (x: number, y: number) => `POINT(${X + x} ${Y + y})`;

/**
 * Three parcels of 100 x 50 m in a row, worked out by hand:
 * P1 has one building of 20 x 20 m (1970) with two dwellings of 80 m2, an envelope of 40 x 40 m with a maximum
 * height of 12 m and coverage of 60 %; P2 has two buildings (30 x 10 m from 1990, 10 x 10 m from 1950) with one
 * office of 250 m2; P3 is empty, outside the zoning plan and inside a 58 dB noise contour.
 */
async function insertExample(db: Db) {
  const [{ id: run }] = (await db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('test', 'example', 'succeeded') RETURNING id`)) as [{ id: number }];
  for (const [i, x] of [[1, 0], [2, 100], [3, 200]] as const)
    await db.query(
      `INSERT INTO geo_plots (run_id, area, identificatie, kadastrale_gemeente_code, sectie, perceelnummer, label_point, geom)
       VALUES ($1, 'NL', $2, 'TST01', 'A', $3, ST_GeomFromText($4, 28992), ST_GeomFromText($5, 28992))`,
      [run, `TST01A0000${i}`, i, pt(x + 50, 25), rect(x, 0, x + 100, 50)],
    );
  const pand = (id: string, year: number, g: string) =>
    db.query(`INSERT INTO geo_bag_panden (run_id, area, identificatie, oorspronkelijk_bouwjaar, status, geom) VALUES ($1, '9001', $2, $3, 'Pand in gebruik', ST_GeomFromText($4, 28992))`, [run, id, year, g]);
  await pand('0001100000000001', 1970, rect(10, 10, 30, 30));
  await pand('0001100000000002', 1990, rect(110, 10, 140, 20));
  await pand('0001100000000003', 1950, rect(150, 10, 160, 20));
  await pand('0001100000000004', 1930, rect(250, 10, 260, 20)).then(() =>
    db.query(`UPDATE geo_bag_panden SET status = 'Pand gesloopt' WHERE identificatie = '0001100000000004'`),
  );
  const vbo = (id: string, doel: string, m2: number, p: string) =>
    db.query(
      `INSERT INTO geo_bag_verblijfsobjecten (run_id, area, identificatie, gebruiksdoelen, oppervlakte, status, geom) VALUES ($1, '9001', $2, $3, $4, 'Verblijfsobject in gebruik', ST_GeomFromText($5, 28992))`,
      [run, id, [doel], m2, p],
    );
  await vbo('v1', 'woonfunctie', 80, pt(15, 15));
  await vbo('v2', 'woonfunctie', 80, pt(25, 25));
  await vbo('v3', 'kantoorfunctie', 250, pt(120, 15));
  await db.query(
    `INSERT INTO geo_zoning_plans (run_id, area, plan_id, naam, plan_datum, geom) VALUES ($1, 'p', 'NL.IMRO.test', 'Test', '2012-03-01', ST_GeomFromText($2, 28992))`,
    [run, rect(0, 0, 200, 50)],
  );
  // a newer plan over the second parcel, and one without a usable date over both: the plan date is the newest year
  await db.query(
    `INSERT INTO geo_zoning_plans (run_id, area, plan_id, naam, plan_datum, geom) VALUES ($1, 'p', 'NL.IMRO.test2', 'Test 2', '2019-11-05', ST_GeomFromText($2, 28992)), ($1, 'p', 'NL.IMRO.test3', 'Test 3', 'onbekend', ST_GeomFromText($3, 28992))`,
    [run, rect(100, 0, 200, 50), rect(0, 0, 200, 50)],
  );
  const zoning = (ident: string, type: string, category: string | null, dims: unknown, g: string) =>
    db.query(
      `INSERT INTO geo_zoning_objects (run_id, area, plan_id, identificatie, object_type, category, dimensions, geom) VALUES ($1, 'p', 'NL.IMRO.test', $2, $3, $4, $5::jsonb, ST_GeomFromText($6, 28992))`,
      [run, ident, type, category, dims === null ? null : JSON.stringify(dims), g],
    );
  await zoning('e1', 'enkelbestemming', 'residential', null, rect(0, 0, 200, 50));
  await zoning('b1', 'bouwvlak', null, null, rect(5, 5, 45, 45));
  await zoning('m1', 'maatvoering', null, [{ waardeType: 'maximum bouwhoogte (m)', waarde: '12' }, { waardeType: 'maximum bebouwingspercentage (%)', waarde: '60' }], rect(5, 5, 45, 45));
  await db.query(`INSERT INTO geo_stat_areas (run_id, area, code, level, name, year, geom) VALUES ($1, 'gemeente-2024', 'GM9001', 'gemeente', 'Testdorp', 2024, ST_GeomFromText($2, 28992))`, [
    run,
    rect(-1000, -1000, 1000, 1000),
  ]);
  await db.query(`INSERT INTO geo_stat_figures (run_id, area, code, level, figures) VALUES ($1, 'k', 'GM9001', 'gemeente', $2)`, [
    run,
    JSON.stringify({ AantalInwoners_5: 25_000, GemiddeldeWOZWaardeVanWoningen_39: 300, Geheim_9: -99997 }),
  ]);
  const feature = (layer: string, props: unknown, g: string) =>
    db.query(`INSERT INTO geo_features (run_id, area, layer, properties, geom) VALUES ($1, 'NL', $2, $3, ST_GeomFromText($4, 28992))`, [run, layer, JSON.stringify(props), g]);
  await feature('amenities', { kind: 'supermarket' }, pt(50, 1025));
  await feature('noise', { noise_db: '58' }, rect(200, 0, 300, 50));
}

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await insertExample(db);
});
afterAll(() => drop?.());

type Features = Record<string, unknown>;
const byIdent = async (): Promise<Record<string, Features>> => {
  const rows = await db.query(`SELECT * FROM plot_features ORDER BY identificatie`);
  return Object.fromEntries(rows.map((r) => [r.identificatie as string, r]));
};

describe('plot features computed from the imported layers', () => {
  it('are stale once an import ran after the last refresh, and fresh after one', async () => {
    expect(await plotFeaturesStale(db)).toBe(true);
    const state = await refreshPlotFeatures(db);
    expect(state).toMatchObject({ plotCount: 3, generation: 1 });
    expect(await plotFeaturesStale(db)).toBe(false);
  });

  it('plot, buildings, residence objects, zoning and envelope of the worked example', async () => {
    const { TST01A00001: p1, TST01A00002: p2, TST01A00003: p3 } = await byIdent();
    expect(p1).toMatchObject({
      size: 5000,
      plot_bbox_ratio: 1,
      plot_length_width_ratio: 0.5,
      building_count: 1,
      gsa: 400,
      gfa: 160,
      gsi: 0.08,
      building_date_built: 1970,
      building_year_min: 1970,
      building_function: 'housing',
      residential_ratio: 1,
      resobject_count: 2,
      zone: 'residential',
      plan_date: 2012,
      constraint_building_height: 12,
      constraint_gsi: 0.6,
      buildablearea_size: 1600,
      buildablearea_gsa_difference: 1200,
      buildablearea_gsa_index: 0.25,
      buildable_volume: 19_200,
      buildable_gfa: 6400,
      municipality: 'GM9001',
      demography_municipality_residents: 25,
      demography_woz_value: 300,
      neighbour_size: 5000,
      neighbour_combined_size: 10_000,
    });
    expect(p1!.fsi).toBeCloseTo(0.032, 6);
    // no 3D BAG heights imported: heights and what depends on them are unknown, not zero
    expect([p1!.building_height, p1!.building_volume, p1!.height_difference]).toEqual([null, null, null]);
    // the largest building gives the year built; the oldest is the minimum
    expect(p2).toMatchObject({ building_count: 2, gsa: 400, building_date_built: 1990, building_year_min: 1950, building_function: 'office', residential_ratio: 0, gfa: 250 });
    // inside the plan without an envelope: no buildable area; no dimensions either
    expect(p2).toMatchObject({ buildablearea_size: 0, constraint_building_height: null, neighbour_size: 10_000, neighbour_combined_size: 15_000 });
    // the newest of its two dated plans (the undated one gives no year)
    expect(p2).toMatchObject({ plan_date: 2019 });
    // outside the plan the zoning is unknown; the demolished building does not count
    expect(p3).toMatchObject({ zone: null, plan_date: null, buildablearea_size: null, building_count: 0, gsa: 0, gfa: 0, fsi: 0, resobject_count: 0, building_function: null });
  });

  it('distances in km to the nearest feature; noise 0 outside every contour; absent layers stay unknown', async () => {
    const { TST01A00001: p1, TST01A00002: p2, TST01A00003: p3 } = await byIdent();
    expect(p1!.distance_supermarket).toBeCloseTo(1, 5);
    // stored to the metre (contracts featureResolution), so the search index can code the column in 16 bits
    expect(p2!.distance_supermarket).toBe(Math.round(Math.hypot(100, 1000)) / 1000);
    expect([p1!.noise, p3!.noise]).toEqual([0, 58]);
    // nothing imported for stations, business parks, companies or monuments
    expect([p1!.distance_trainstation, p1!.in_business_park, p1!.company_employee_count, p1!.monument, p1!.transaction_type]).toEqual([null, null, null, null, null]);
  });

  it('writes a column for every feature of the contracts', async () => {
    expect(plotFeatures.map((f) => f.key).filter((k) => !writtenFeatureColumns.includes(k))).toEqual([]);
    const cols = await db.query<{ column_name: string; data_type: string }>(`SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'plot_features'`);
    const type = new Map(cols.map((c) => [c.column_name, c.data_type]));
    for (const f of plotFeatures) expect([f.key, type.get(f.key)]).toEqual([f.key, f.type === 'category' ? 'text' : 'real']);
  });

  it('a second refresh replaces the rows and moves the generation on', async () => {
    await db.query(`UPDATE geo_plots SET kadastrale_grootte = 4990 WHERE identificatie = 'TST01A00001'`);
    // a change by hand is no import run: only a full refresh sees it
    const state = await refreshPlotFeatures(db, { full: true });
    expect(state).toMatchObject({ plotCount: 3, generation: 2 });
    expect((await byIdent()).TST01A00001!.size).toBe(4990);
  });

  it('computes the same features when it works in ranges of one parcel (neighbours across ranges included)', async () => {
    const whole = await byIdent();
    await refreshPlotFeatures(db, { full: true, rangeSize: 1 });
    expect(await byIdent()).toEqual(whole);
  });

  it('a running import holds the refresh back; once it ends, the next check refreshes and rebuilds the index', async () => {
    const search = new SearchService(db, { info: () => undefined, error: () => undefined });
    await db.query(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('test', 'done', 'succeeded')`);
    const [busy] = await db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name) VALUES ('test', 'busy') RETURNING id`);
    const before = (await plotFeaturesState(db)).generation;
    await search.catchUp();
    expect((await plotFeaturesState(db)).generation).toBe(before);
    await db.query(`UPDATE geo_import_runs SET status = 'succeeded' WHERE id = $1`, [busy!.id]);
    await search.catchUp();
    expect((await plotFeaturesState(db)).generation).toBe(before + 1);
    expect((await search.index()).generation).toBe(before + 1);
  });

  it('an import of a dataset the features do not read leaves them fresh', async () => {
    await refreshPlotFeatures(db);
    // street names: no feature reads them (addresses do since grid congestion: their postcodes)
    const report = { datasets: [{ dataset: 'bag.openbareruimten', area: '9001', features: 10 }] };
    await db.query(`INSERT INTO geo_import_runs (format, source_name, status, report) VALUES ('bag', 'NUM.xml', 'succeeded', $1)`, [JSON.stringify(report)]);
    expect(await plotFeaturesStale(db)).toBe(false);
    report.datasets[0]!.dataset = 'layer.amenities';
    await db.query(`INSERT INTO geo_import_runs (format, source_name, status, report) VALUES ('geojson', 'a.json', 'succeeded', $1)`, [JSON.stringify(report)]);
    expect(await plotFeaturesStale(db)).toBe(true);
  });
});
