import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { insertPlotFeatures, loadMeasuredDistances } from './measuredDistances';
import { detectSources, dropPreparedSql, insertSql, prepareSql } from './plotFeaturesSql';
import { tmp } from './plotFeatureSources';
import { seededRandom } from '@plotwise/core/search/testing/syntheticPlots';

let db: Db;
let drop: () => Promise<void>;

/**
 * 60 parcels of 30 x 30 m with label points off their centres, 196 CBS buurten with residents, 400 amenities and
 * stops at coordinates to the millimetre in a 3 x 3 km square, and one bus line: the amenities and stops are point
 * sources, the line is not.
 */
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  const next = seededRandom(40);
  const coordinate = (base: number) => base + Math.round(next() * 3_000_000) / 1000;
  const [{ id: run }] = (await db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('test', 'example', 'succeeded') RETURNING id`)) as [{ id: number }];
  // one statement per table: the rows as arrays
  const plots = Array.from({ length: 60 }, (_, i) => {
    const x = 151_000 + (i % 10) * 200;
    const y = 451_000 + Math.floor(i / 10) * 300;
    return { i, x, y, lx: x + 3.217 + next() * 20, ly: y + 11.5 + next() * 15 };
  });
  await db.query(
    `INSERT INTO geo_plots (run_id, area, identificatie, kadastrale_gemeente_code, sectie, perceelnummer, label_point, geom)
     SELECT $1, 'NL', 'TST01A' || lpad(i::text, 5, '0'), 'TST01', 'A', i, ST_SetSRID(ST_MakePoint(lx, ly), 28992), ST_Multi(ST_MakeEnvelope(x, y, x + 30, y + 30, 28992))
       FROM unnest($2::int[], $3::float8[], $4::float8[], $5::float8[], $6::float8[]) AS t(i, x, y, lx, ly)`,
    [run, plots.map((p) => p.i), plots.map((p) => p.x), plots.map((p) => p.y), plots.map((p) => p.lx), plots.map((p) => p.ly)],
  );
  // some without a label point: their point on surface is measured from
  await db.query('UPDATE geo_plots SET label_point = NULL WHERE perceelnummer % 7 = 0');
  const kinds = ['supermarket', 'shop', 'horeca', 'primary_school', 'general_practitioner', 'hospital'];
  const points = (layer: string, n: number, kind: (i: number) => string) => {
    const xy = Array.from({ length: n }, () => [coordinate(150_000), coordinate(450_000)] as const);
    return db.query(
      `INSERT INTO geo_features (run_id, area, layer, properties, geom)
       SELECT $1, 'NL', $2, jsonb_build_object('kind', k), ST_SetSRID(ST_MakePoint(x, y), 28992) FROM unnest($3::text[], $4::float8[], $5::float8[]) AS t(k, x, y)`,
      [run, layer, Array.from({ length: n }, (_, i) => kind(i)), xy.map((p) => p[0]), xy.map((p) => p[1])],
    );
  };
  // CBS buurten of 1 x 1 km over 14 x 14 km around the parcels, each with its residents: the sums within 5 km differ
  const buurten = Array.from({ length: 196 }, (_, i) => ({ code: `BU${String(i).padStart(8, '0')}`, x: 145_000 + (i % 14) * 1_000, y: 445_000 + Math.floor(i / 14) * 1_000, residents: Math.round(next() * 4_000) }));
  await db.query(
    `INSERT INTO geo_stat_areas (run_id, area, code, level, year, geom)
     SELECT $1, 'NL', c, 'buurt', 2024, ST_Multi(ST_MakeEnvelope(x, y, x + 1000, y + 1000, 28992)) FROM unnest($2::text[], $3::float8[], $4::float8[]) AS t(c, x, y)`,
    [run, buurten.map((b) => b.code), buurten.map((b) => b.x), buurten.map((b) => b.y)],
  );
  await db.query(
    `INSERT INTO geo_stat_figures (run_id, area, code, level, figures)
     SELECT $1, 'NL', c, 'buurt', jsonb_build_object('AantalInwoners_5', r) FROM unnest($2::text[], $3::int[]) AS t(c, r)`,
    [run, buurten.map((b) => b.code), buurten.map((b) => b.residents)],
  );
  await points('amenities', 300, (i) => kinds[i % kinds.length]!);
  await points('public_transport', 100, (i) => (i % 10 === 0 ? 'train_station' : 'stop'));
  await db.query(
    `INSERT INTO geo_features (run_id, area, layer, properties, geom) VALUES ($1, 'NL', 'public_transport', '{"kind": "line"}', ST_GeomFromText('LINESTRING(150000 450000, 153000 453000.5)', 28992))`,
    [run],
  );
});
afterAll(() => drop?.());

describe('distances and residents measured in the server', () => {
  it('measures the point sources and leaves a source of lines to SQL', async () => {
    const m = await loadMeasuredDistances(db, await detectSources(db));
    expect([...m.keys].sort()).toEqual(
      ['distance_general_practitioner', 'distance_hospital', 'distance_horeca', 'distance_ov_stop', 'distance_primary_education', 'distance_shops', 'distance_supermarket', 'distance_trainstation'].concat(
        // kinds with no feature: measured as no distance
        ['distance_bso', 'distance_higher_education', 'distance_secondary_education'],
      ).sort(),
    );
    expect(m.keys).not.toContain('distance_ov_line');
  });

  it('gives every parcel the same metres as ST_Distance to the nearest point', async () => {
    const m = await loadMeasuredDistances(db, await detectSources(db));
    const k = m.keys.indexOf('distance_shops');
    const rows = await db.query<{ x: number; y: number; d: number }>(
      `SELECT ST_X(lp) AS x, ST_Y(lp) AS y,
              (SELECT min(ST_Distance(f.geom, lp)) FROM geo_features f WHERE f.layer = 'amenities' AND f.properties->>'kind' IN ('shop', 'supermarket')) AS d
         FROM geo_plots p CROSS JOIN LATERAL (SELECT coalesce(p.label_point, ST_PointOnSurface(p.geom)) AS lp) l`,
    );
    expect(rows).toHaveLength(60);
    for (const r of rows) expect(m.trees[k]!.nearestDistance(Number(r.x), Number(r.y))).toBe(Number(r.d));
  });

  it('writes the same rows as the features computed wholly in SQL, by range and by ids', async () => {
    const s = await detectSources(db);
    const m = await loadMeasuredDistances(db, s);
    // the measured sources get no temporary table: the INSERT reads them from the trees
    const prepared = prepareSql(s, { measured: m.keys });
    for (const k of m.keys) expect(prepared).not.toContain(`${tmp(k)} `);
    expect(prepared).toContain(tmp('distance_ov_line'));
    await db.transaction(async (tx) => {
      await tx.exec(prepared);
      await tx.exec('CREATE TEMP TABLE pf_sql (LIKE plot_features) ON COMMIT DROP; CREATE TEMP TABLE pf_range (LIKE plot_features) ON COMMIT DROP; CREATE TEMP TABLE pf_ids (LIKE plot_features) ON COMMIT DROP');
      const [{ lo, hi }] = (await tx.query<{ lo: number; hi: number }>('SELECT min(id)::float8 AS lo, max(id)::float8 + 1 AS hi FROM geo_plots')) as [{ lo: number; hi: number }];
      await insertPlotFeatures(tx, s, m, { range: [lo, lo + 30] }, 'pf_range');
      await insertPlotFeatures(tx, s, m, { range: [lo + 30, hi] }, 'pf_range');
      const ids = (await tx.query<{ id: number }>('SELECT id::float8 AS id FROM geo_plots ORDER BY id')).map((r) => r.id);
      await insertPlotFeatures(tx, s, m, { ids }, 'pf_ids');
      // then every source in SQL, from temporary tables of all of them
      await tx.exec(`${dropPreparedSql(s)}; ${prepareSql(s)}`);
      await tx.query(insertSql(s, 'range', 'pf_sql'), [lo, hi]);
      const rows = (t: string) => tx.query(`SELECT * FROM ${t} ORDER BY plot_id`);
      const sql = await rows('pf_sql');
      expect(sql).toHaveLength(60);
      expect(sql.filter((r) => r.distance_shops !== null && r.distance_ov_line !== null)).toHaveLength(60);
      // the residents within 5 km: the sums of the buurten whose points lie within it, differing from parcel to parcel
      expect(new Set(sql.map((r) => r.demography_5km_residents)).size).toBeGreaterThan(10);
      expect(sql.every((r) => Number(r.demography_5km_residents) > 0)).toBe(true);
      expect(await rows('pf_range')).toEqual(sql);
      expect(await rows('pf_ids')).toEqual(sql);
    });
  });
});
