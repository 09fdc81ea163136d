import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_LAYERS } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { fixtureDir } from '../testing/samples';
import { DemoRegionLoader, demoRegionNeeded, demoRegionStatus } from './demoRegionLoader';
import { generateDemoRegion, type DemoManifest } from './generateDemoRegion';

// generated folders are tens of MB: remove them when done
const made: string[] = [];
const folder = () => {
  const d = fixtureDir();
  made.push(d);
  return d;
};
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const hashes = (dir: string, m: DemoManifest) =>
  Object.fromEntries([...m.files.map((f) => f.path), 'manifest.json'].map((p) => [p, createHash('sha256').update(readFileSync(join(dir, p))).digest('hex')]));

describe('the demo region generator', () => {
  it('writes byte-identical files for the same seed and size, and other files for another seed', async () => {
    const [a, b, c] = [folder(), folder(), folder()];
    const ma = await generateDemoRegion(a, { parcels: 600, seed: 7 });
    const mb = await generateDemoRegion(b, { parcels: 600, seed: 7 });
    const mc = await generateDemoRegion(c, { parcels: 600, seed: 8 });
    expect(hashes(a, ma)).toEqual(hashes(b, mb));
    expect(hashes(c, mc)['brk/kadastralekaart_perceel.gml']).not.toBe(hashes(a, ma)['brk/kadastralekaart_perceel.gml']);
    // writing a demo folder again replaces it; a folder with other things in it is refused, not cleared
    await generateDemoRegion(a, { parcels: 600, seed: 7 });
    expect(hashes(a, ma)).toEqual(hashes(b, mb));
    const other = folder();
    writeFileSync(join(other, 'thesis.docx'), 'precious');
    await expect(generateDemoRegion(other, { parcels: 600 })).rejects.toThrow(/is not empty and holds no demo region/);
    expect(readFileSync(join(other, 'thesis.docx'), 'utf8')).toBe('precious');
  });

  it('makes exactly the parcels asked for, and more of everything as the size grows', async () => {
    const sizes = [150, 1500, 6000];
    const ms = [];
    for (const n of sizes) ms.push(await generateDemoRegion(folder(), { parcels: n }));
    expect(ms.map((m) => m.counts.parcels)).toEqual(sizes);
    // (streets come with a whole district: the first two sizes share the centre's)
    expect(ms[2]!.counts.openbareRuimten).toBeGreaterThan(ms[1]!.counts.openbareRuimten);
    for (const key of ['panden', 'verblijfsobjecten', 'zoningObjects', 'inhabitants'] as const) {
      expect(ms[1]!.counts[key]).toBeGreaterThan(ms[0]!.counts[key]);
      expect(ms[2]!.counts[key]).toBeGreaterThan(ms[1]!.counts[key] * 2);
    }
    // a town of some size has every kind of layer, all named as the contracts name them
    const layers = ms[2]!.files.filter((f) => f.format === 'geojson').map((f) => f.layer);
    expect(layers).toEqual(expect.arrayContaining(['amenities', 'public_transport', 'business_parks', 'companies', 'trees', 'care', 'retail', 'transactions', 'natura2000', 'monuments', 'noise', 'roads', 'water', 'urbanisation']));
    for (const l of layers) expect(FEATURE_LAYERS).toContain(l);
    expect(ms[2]!.files.map((f) => f.format)).toEqual(expect.arrayContaining(['brk-gml', 'bag', 'bag3d', 'imro', 'cbs-areas', 'cbs-figures']));
  });
});

describe('loading the demo region through the importers', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await freshDatabase()));
  afterAll(async () => drop?.());

  it('stops mid-way without leaving half a file, then loads completely on the next start', async () => {
    expect(await demoRegionNeeded(db)).toEqual({ needed: true, reason: 'the database has no geodata' });
    const first = new DemoRegionLoader(db, { parcels: 2500, log: () => undefined });
    while (demoRegionStatus().filesDone < 2 && demoRegionStatus().status !== 'failed') await new Promise((r) => setTimeout(r, 20));
    await first.stop();
    expect(demoRegionStatus().status).toMatch(/stopped|ready/);
    if (demoRegionStatus().status === 'stopped') expect((await demoRegionNeeded(db)).reason).toMatch(/partly/);
    // every run either succeeded whole or left nothing: no running runs, no rows of failed runs
    const [orphans] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM geo_plots p JOIN geo_import_runs r ON r.id = p.run_id WHERE r.status <> 'succeeded'`);
    expect(orphans!.n).toBe(0);

    const second = new DemoRegionLoader(db, { parcels: 2500, log: () => undefined });
    await second.done;
    const status = demoRegionStatus();
    expect(status).toMatchObject({ status: 'ready', parcels: 2500 });
    expect(status.runs.length).toBe(status.files);
    expect(status.runs.filter((r) => r.rejected > 0)).toEqual([]);
    expect(await demoRegionNeeded(db)).toEqual({ needed: false, reason: 'the demo region is loaded' });
    const reports = await db.query<{ format: string; source_name: string; report: { rejected: number; repaired: number; warnings: string[] } }>(
      `SELECT format, source_name, report FROM geo_import_runs WHERE id = ANY ($1)`,
      [status.runs.map((r) => r.runId)],
    );
    expect(reports.filter((r) => r.report.rejected || r.report.repaired || r.report.warnings.length)).toEqual([]);
  });

  it('has exactly the parcels, each within 0.5 % of its kadastraleGrootte, with the demo designations', async () => {
    const [p] = await db.query<{ n: number; off: number; kg: string; akr: string }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE abs(ST_Area(geom) - kadastrale_grootte) >= 0.005 * kadastrale_grootte)::int AS off,
              min(kadastrale_gemeente) AS kg, min(akr_code) AS akr FROM geo_plots WHERE area = 'demo'`,
    );
    expect(p).toEqual({ n: 2500, off: 0, kg: 'Knarwijk', akr: 'KNW00' });
    // the parcels tile the region: no overlaps, no gaps inside the plan area
    const [t] = await db.query<{ sum: number; union: number; plan: number }>(
      `SELECT sum(ST_Area(geom)) AS sum, ST_Area(ST_Union(geom)) AS union, (SELECT ST_Area(geom) FROM geo_zoning_plans WHERE area = 'demo') AS plan FROM geo_plots WHERE area = 'demo'`,
    );
    expect(Math.abs(t!.sum - t!.union)).toBeLessThan(1);
    expect(Math.abs(t!.union - t!.plan)).toBeLessThan(1);
  });

  it('has enkelbestemmingen that tile the plan area without overlaps, and maatvoering pairs', async () => {
    const [t] = await db.query<{ plan: number; sum: number; union: number; categories: string[] }>(
      `SELECT (SELECT ST_Area(geom) FROM geo_zoning_plans WHERE area = 'demo') AS plan, sum(ST_Area(geom)) AS sum, ST_Area(ST_Union(geom)) AS union,
              array_agg(DISTINCT category ORDER BY category) AS categories
         FROM geo_zoning_objects WHERE area = 'demo' AND object_type = 'enkelbestemming'`,
    );
    expect(Math.abs(t!.union - t!.plan) / t!.plan).toBeLessThan(0.005);
    expect(Math.abs(t!.sum - t!.union) / t!.plan).toBeLessThan(0.005);
    expect(t!.categories).toEqual(expect.arrayContaining(['agricultural', 'center', 'companies', 'residential', 'residential_area', 'traffic']));
    const dims = await db.query<{ w: string }>(`SELECT DISTINCT d->>'waardeType' AS w FROM geo_zoning_objects, jsonb_array_elements(dimensions) d WHERE area = 'demo' ORDER BY 1`);
    expect(dims.map((d) => d.w)).toEqual(expect.arrayContaining(['maximum bouwhoogte (m)', 'maximum goothoogte (m)', 'maximum aantal wooneenheden']));
    const types = await db.query<{ t: string }>(`SELECT DISTINCT object_type AS t FROM geo_zoning_objects WHERE area = 'demo' ORDER BY 1`);
    expect(types.map((x) => x.t)).toEqual(['bouwaanduiding', 'bouwvlak', 'dubbelbestemming', 'enkelbestemming', 'functieaanduiding', 'gebiedsaanduiding', 'maatvoering']);
  });

  it('puts every building inside a parcel and inside a bouwvlak, with its height, and gives every residence object an address on a street', async () => {
    const [b] = await db.query<{ n: number; outside: number; outsideBouwvlak: number; noHeight: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM geo_plots p WHERE p.area = 'demo' AND ST_CoveredBy(b.geom, p.geom)))::int AS outside,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM geo_zoning_objects z WHERE z.area = 'demo' AND z.object_type = 'bouwvlak' AND ST_CoveredBy(b.geom, z.geom)))::int AS "outsideBouwvlak",
              count(*) FILTER (WHERE b.status = 'Pand in gebruik' AND NOT EXISTS (SELECT 1 FROM geo_building_heights h WHERE h.identificatie = b.identificatie))::int AS "noHeight"
         FROM geo_bag_panden b WHERE b.area = 'demo'`,
    );
    expect(b!.n).toBeGreaterThan(100);
    expect(b).toMatchObject({ outside: 0, outsideBouwvlak: 0, noHeight: 0 });
    const [v] = await db.query<{ n: number; unaddressed: number; offStreet: number; outsidePand: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE n.identificatie IS NULL)::int AS unaddressed,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM geo_bag_openbare_ruimten o WHERE o.identificatie = n.openbare_ruimte_id))::int AS "offStreet",
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM geo_bag_panden p WHERE p.identificatie = ANY (v.pand_ids) AND ST_Covers(p.geom, v.geom)))::int AS "outsidePand"
         FROM geo_bag_verblijfsobjecten v LEFT JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id WHERE v.area = 'demo'`,
    );
    expect(v!.n).toBeGreaterThan(100);
    expect(v).toMatchObject({ unaddressed: 0, offStreet: 0, outsidePand: 0 });
    const [a] = await db.query<{ dup: number }>(
      `SELECT count(*)::int AS dup FROM (SELECT postcode, huisnummer, huisletter, toevoeging FROM geo_bag_nummeraanduidingen WHERE area = 'demo' GROUP BY 1, 2, 3, 4 HAVING count(*) > 1) d`,
    );
    expect(a!.dup).toBe(0);
  });

  it('joins the CBS figures to every gemeente, wijk and buurt', async () => {
    const rows = await db.query<{ level: string; n: number; joined: number }>(
      `SELECT a.level, count(*)::int AS n, count(f.code)::int AS joined FROM geo_stat_areas a LEFT JOIN geo_stat_figures f ON f.code = a.code WHERE a.area = 'demo' GROUP BY 1 ORDER BY 1`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.level, r]));
    for (const level of ['gemeente', 'wijk', 'buurt']) expect(by[level]!.joined).toBe(by[level]!.n);
    expect(by.pc4!.n).toBeGreaterThan(0);
    // the town as a population core (CBS Bevolkingskernen), with its inhabitants as its figure
    expect(by.kern).toMatchObject({ n: 1, joined: 1 });
    const [k] = await db.query<{ name: string; figures: Record<string, unknown> }>(`SELECT a.name, f.figures FROM geo_stat_areas a JOIN geo_stat_figures f ON f.code = a.code WHERE a.level = 'kern'`);
    expect(k).toMatchObject({ name: 'Knarwijk', figures: { aantalInwoners: expect.any(Number) } });
    expect(by.pc6!.n).toBeGreaterThan(0);
    const [g] = await db.query<{ figures: Record<string, unknown> }>(`SELECT figures FROM geo_stat_figures WHERE code = 'GM9960'`);
    expect(g!.figures).toMatchObject({ Gemeentenaam_1: 'Knarwijk', AantalInwoners_5: expect.any(Number), Woningvoorraad_35: expect.any(Number), MateVanStedelijkheid_127: expect.any(Number) });
  });
});
