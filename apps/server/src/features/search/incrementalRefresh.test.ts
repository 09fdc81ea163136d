import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { bagFile, bagMutation, bagMutationFile, bagNum, bagVbo, brkParcelFile, rect, type FixtureParcel } from '../../geodata/testing/fixtures';
import { fixtureDir } from '../../geodata/testing/samples';
import { runImport } from '../../geodata/runner/runImport';
import { storedImportRun } from '../../geodata/importRuns';
import { freshDatabase } from '../../test/templateDb';
import { plotFeaturesState, refreshPlotFeatures } from './refreshPlotFeatures';
import { SearchService } from './searchService';
import { loadStoredIndex } from './storedIndex';

// Issue 44 item 2: an import of one area recomputes the plot features of the parcels it can reach, not all of them.
// Two areas 6 km apart, 5 x 5 touching parcels of 20 x 20 m each, each with a supermarket of its own near it.
let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
const indexDir = mkdtempSync(join(tmpdir(), 'plotwise-incr-index-'));
const A = { x: 180_000, y: 450_000, ids: 84920000000000 };
const B = { x: 186_000, y: 450_000, ids: 84930000000000 };

const parcels = (at: typeof A, n = 25, grow = 0): FixtureParcel[] =>
  Array.from({ length: n }, (_, i) => {
    // the first parcel of a re-import grows 5 m to the east, over its neighbour's edge
    const w = i === 0 ? 20 + grow : 20;
    return { id: String(at.ids + i), perceelnummer: 1000 + i, ring: rect(at.x + (i % 5) * 20, at.y + Math.floor(i / 5) * 20, w, 20), grootte: w * 20 };
  });

let files = 0;
const importParcels = async (area: string, ps: FixtureParcel[]) => {
  const file = join(dir, `parcels_${files++}.gml`);
  writeFileSync(file, brkParcelFile(ps));
  return runImport(db, 'brk-gml', file, { area });
};
const importAmenity = async (area: string, x: number, y: number, kind = 'supermarket') => {
  const file = join(dir, `amenities_${files++}.geojson`);
  const feature = { type: 'Feature', properties: { id: `${kind}-${area}`, kind }, geometry: { type: 'Point', coordinates: [x, y] } };
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } }, features: [feature] }));
  return runImport(db, 'geojson', file, { area, layer: 'amenities' });
};

/** Every row as it is, by parcel. */
const rows = async () => db.query(`SELECT * FROM plot_features ORDER BY identificatie`);
/** The transaction that last wrote each row, by parcel: a row not written keeps it. */
const writtenBy = async (prefix: string) =>
  Object.fromEntries(
    (await db.query<{ identificatie: string; x: string }>(`SELECT identificatie, xmin::text AS x FROM plot_features WHERE identificatie LIKE $1`, [`%${prefix}%`])).map((r) => [
      r.identificatie,
      r.x,
    ]),
  );
const areaA = String(A.ids).slice(0, 4);
const areaB = String(B.ids).slice(0, 4);

/** The features after a full refresh (which writes every row anew). */
async function fullAnswer() {
  await refreshPlotFeatures(db, { full: true });
  return rows();
}

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await importParcels('A', parcels(A));
  await importParcels('B', parcels(B));
  await importAmenity('A', A.x + 50, A.y + 150);
  await importAmenity('B', B.x + 50, B.y + 150);
  // a hospital 10 km north of both: every parcel's distance to it is farther than the areas lie apart
  await importAmenity('H', 183_000, 460_000, 'hospital');
});
afterAll(async () => {
  await drop?.();
  rmSync(indexDir, { recursive: true, force: true });
});

describe('incremental plot features refresh', () => {
  it('the first refresh computes every parcel', async () => {
    const state = await refreshPlotFeatures(db);
    expect(state).toMatchObject({ lastMode: 'full', lastRecomputed: 50, plotCount: 50 });
    expect(areaA).not.toBe(areaB);
  });

  it("a re-import of area A's parcels (one removed, one grown) recomputes only A's parcels; B's rows are not written; the rows equal a full refresh's", async () => {
    const bBefore = await writtenBy(areaB);
    const aBefore = await writtenBy(areaA);
    const report = await importParcels('A', parcels(A, 24, 5));
    expect(report.datasets[0]).toMatchObject({ dataset: 'brk.percelen', area: 'A', changedBoxRd: [A.x, A.y, A.x + 100, A.y + 100] });
    const state = await refreshPlotFeatures(db);
    expect(state).toMatchObject({ lastMode: 'changes', lastRecomputed: 24, plotCount: 49 });
    // the import's stored report says what its refresh did
    expect((await storedImportRun(db, report.runId))?.report?.plotFeatures).toMatchObject({ mode: 'changes', recomputed: 24, plots: 49, generation: state.generation });
    expect(await writtenBy(areaB)).toEqual(bBefore);
    const aAfter = await writtenBy(areaA);
    expect(Object.keys(aAfter)).toHaveLength(24);
    for (const [ident, x] of Object.entries(aAfter)) expect([ident, x]).not.toEqual([ident, aBefore[ident]]);
    const incremental = await rows();
    // the grown parcel is computed anew (its label point, the BRK plaatscoordinaten, is its first corner)
    const grown = incremental.find((r) => r.identificatie === String(A.ids))!;
    expect(grown).toMatchObject({ size: 500 });
    expect(incremental).toEqual(await fullAnswer());
  });

  it("a moved supermarket of area A recomputes the parcels whose nearest one it can be: A's, not B's", async () => {
    const bBefore = await writtenBy(areaB);
    const report = await importAmenity('A', A.x + 50, A.y + 450);
    // only the supermarket distances can change: the hospital's 10 km would reach B
    expect(report.datasets[0]).toMatchObject({ dataset: 'layer.amenities', changedBoxRd: [A.x + 50, A.y + 150, A.x + 50, A.y + 450], changedKinds: ['supermarket'] });
    const state = await refreshPlotFeatures(db);
    expect(state).toMatchObject({ lastMode: 'changes', lastRecomputed: 24 });
    expect(await writtenBy(areaB)).toEqual(bBefore);
    const incremental = await rows();
    expect(incremental.find((r) => r.identificatie === String(A.ids))).toMatchObject({ distance_supermarket: expect.closeTo(0.45, 2) });
    expect(incremental).toEqual(await fullAnswer());
  });

  it("a residence object's new floor area in one parcel recomputes that parcel and the parcels touching it (their neighbour GFA)", async () => {
    const vbo = (m2: number) => bagFile('VBO', [bagVbo({ id: '0221010000000001', pand: '0221100000000001', num: '0221200000000001', doel: ['woonfunctie'], oppervlakte: m2, x: A.x + 50, y: A.y + 50 })]);
    const importVbo = async (m2: number) => {
      const file = join(dir, `0221VBO_${files++}.xml`);
      writeFileSync(file, vbo(m2));
      return runImport(db, 'bag', file);
    };
    await importVbo(80);
    // the first residence objects change what the features read (unknown GFA becomes counted): every parcel
    expect(await refreshPlotFeatures(db)).toMatchObject({ lastMode: 'full', lastRecomputed: 49 });
    const bBefore = await writtenBy(areaB);
    await importVbo(200);
    // parcel 12 (40-60 m, 40-60 m) holds the object; 8 parcels touch it
    expect(await refreshPlotFeatures(db)).toMatchObject({ lastMode: 'changes', lastRecomputed: 9 });
    expect(await writtenBy(areaB)).toEqual(bBefore);
    const incremental = await rows();
    expect(incremental.find((r) => r.identificatie === String(A.ids + 12))).toMatchObject({ gfa: 200 });
    expect(incremental.find((r) => r.identificatie === String(A.ids + 11))).toMatchObject({ neighbour_gfa: 0.2 });
    expect(incremental).toEqual(await fullAnswer());
    // BAG addresses have no place, but without a capaciteitskaart no feature reads them: nothing to recompute
    const num = join(dir, `0221NUM_${files++}.xml`);
    writeFileSync(num, bagFile('NUM', [bagNum('0221200000000001', 1, '6731AB', '0221300000000001')]));
    await runImport(db, 'bag', num);
    const before = (await plotFeaturesState(db)).generation;
    expect(await refreshPlotFeatures(db)).toMatchObject({ lastMode: 'none', lastRecomputed: 0, generation: before });
  });

  it("a daily BAG mutation of that object recomputes the same parcels, wherever the delivery's area is", async () => {
    const bBefore = await writtenBy(areaB);
    const file = join(dir, `9999MUT_${files++}.xml`);
    const vbo = (m2: number, nr: number) => bagVbo({ id: '0221010000000001', pand: '0221100000000001', num: '0221200000000001', doel: ['woonfunctie'], oppervlakte: m2, x: A.x + 50, y: A.y + 50, version: { nr, begin: '2020-06-15' } });
    writeFileSync(file, bagMutationFile({ leveringsId: 'L-incr', from: '2020-06-15', to: '2020-06-16' }, [bagMutation.toevoeging(vbo(300, 3))]));
    const report = await runImport(db, 'bag_mutations', file);
    expect(report.datasets).toMatchObject([{ dataset: 'bag.verblijfsobjecten', area: '0221', changedBoxRd: [A.x + 50, A.y + 50, A.x + 50, A.y + 50] }]);
    expect(await refreshPlotFeatures(db)).toMatchObject({ lastMode: 'changes', lastRecomputed: 9 });
    expect(await writtenBy(areaB)).toEqual(bBefore);
    const incremental = await rows();
    expect(incremental.find((r) => r.identificatie === String(A.ids + 12))).toMatchObject({ gfa: 300 });
    expect(incremental).toEqual(await fullAnswer());
  });

  it('an import during a refresh queues one more pass, which finds nothing new and writes nothing; the index and its file follow', async () => {
    const search = new SearchService(db, { info: () => undefined, error: () => undefined }, { threads: 0, indexDir });
    await search.index();
    const before = await plotFeaturesState(db);
    await importParcels('B', parcels(B, 25, 5));
    // the second call comes while the first runs: one more pass, not a second refresh of the same import
    await Promise.all([search.refresh(), search.refresh()]);
    const after = await plotFeaturesState(db);
    expect(after.generation).toBe(before.generation + 1);
    expect(after).toMatchObject({ lastMode: 'none', lastRecomputed: 0 });
    const loaded = await search.index();
    expect(loaded.generation).toBe(after.generation);
    expect(loaded.index.size).toBe(49);
    // the index written after the build carries the new generation: a restart reads it
    expect('index' in (await loadStoredIndex(indexDir, after, false))).toBe(true);
    expect('index' in (await loadStoredIndex(indexDir, before, false))).toBe(false);
    await search.stop();
  });
});
