import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellOutline } from './cellOutline';
import { allSinks, openSinks, type DemoSinks } from './demoSinks';
import type { PolygonDm } from './geometry';
import { DEMO_LAYERS } from './model';
import { Prng } from './prng';
import { DEMO, gridX, gridY, spiral } from './region';
import { type DemoProgress, type RegionCounts, type RegionRun, generateFarmland, generateTown, newRegionRun } from './regionCells';
import { writeRegionLayers } from './regionLayers';
import type { Sink } from './sink';
import { BAG_TAIL, bagWpl } from './writeBag';
import { BRK_PAND_TAIL, BRK_PERCEEL_TAIL } from './writeBrk';
import { writeCbsFigures, cbsAreaFeature } from './writeCbs';
import { GEOJSON_TAIL, geometryJson, writeFeature } from './writeGeoJson';
import { IMRO_TAIL, imroPlan } from './writeImro';

/** Bump when the generated content changes: cached copies (e2e templates) are rebuilt. */
const DEMO_GENERATOR_VERSION = 1;

/** The map layers the demo writes (names of contracts FEATURE_LAYERS). */

export interface DemoFile {
  /** relative to the region's folder */
  path: string;
  format: 'brk-gml' | 'bag' | 'bag3d' | 'imro' | 'cbs-areas' | 'cbs-figures' | 'geojson';
  layer?: string;
  features: number;
  bytes: number;
}

/** What was generated, in import order (manifest.json of the folder). */
export interface DemoManifest {
  generator: 'plotwise-demo-region';
  version: number;
  seed: string;
  parcels: number;
  area: string;
  gemeente: { code: string; naam: string };
  /** the region's bounding box in RD metres */
  extent: { minX: number; minY: number; maxX: number; maxY: number };
  counts: RegionCounts;
  files: DemoFile[];
}

export interface DemoRegionOptions {
  /** parcels in the region (exactly); at least 100 */
  parcels: number;
  seed?: string | number;
  onProgress?: DemoProgress;
}

/** The folders the generator writes (and clears when it writes a folder again). */
const OUTPUT_FOLDERS = ['brk', 'bag', '3dbag', 'imro', 'cbs', 'layers'];

/** Town parcels per district cell on average, to size the farmland ring before the town is generated. */
const TOWN_PARCELS_PER_CELL = 1400;
/** Parcels of a farm cell on average: four kavels and its roads. */
const FARM_PARCELS_PER_CELL = 5;

/**
 * Generate the demo region into `dir` in the official formats: BRK GML, BAG XML, 3D BAG heights, an IMRO2012
 * plan, CBS areas and figures and the generic GeoJSON layers. The same seed and size give byte-identical
 * files. Cells are generated one at a time and written out at once, so memory does not grow with the size.
 */
export async function generateDemoRegion(dir: string, options: DemoRegionOptions): Promise<DemoManifest> {
  const N = Math.floor(options.parcels);
  if (!Number.isFinite(N) || N < 100) throw new Error(`the demo region needs at least 100 parcels (got ${options.parcels})`);
  const seed = String(options.seed ?? 'knarwijk');
  // never clear a folder that holds something else: only a new, empty or earlier demo folder is written
  if (existsSync(dir) && readdirSync(dir).length && !existsSync(join(dir, 'manifest.json')))
    throw new Error(`${dir} is not empty and holds no demo region: choose a new or empty folder`);
  for (const part of [...OUTPUT_FOLDERS, 'manifest.json']) rmSync(join(dir, part), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  // size the farmland around the town first, so that the town gets the rest of the parcels exactly
  const townCellsEstimate = Math.max(1, Math.ceil(N / TOWN_PARCELS_PER_CELL));
  let estimatedRing = 0;
  let k = 0;
  for (const c of spiral())
    if (++k >= townCellsEstimate) {
      estimatedRing = c.ring;
      break;
    }
  const farmCellsEstimate = (2 * estimatedRing + 3) ** 2 - townCellsEstimate;
  const farmParcels = Math.max(2, Math.min(FARM_PARCELS_PER_CELL * farmCellsEstimate, Math.floor(N / 3)));
  const townParcels = N - farmParcels;

  const sinks = openSinks(dir);
  try {
    return await generate(dir, N, seed, options, sinks, { townParcels, farmParcels, estimatedRing });
  } catch (e) {
    for (const s of allSinks(sinks)) s.abort();
    throw e;
  }
}

/** The stages after the size is known: the cells, what needs the whole region, the closed files and the manifest. */
async function generate(
  dir: string,
  N: number,
  seed: string,
  options: DemoRegionOptions,
  sinks: DemoSinks,
  size: { townParcels: number; farmParcels: number; estimatedRing: number },
): Promise<DemoManifest> {
  const run = newRegionRun(seed, N, options, sinks, size.estimatedRing);
  const { walk, lastTownRing } = await generateTown(run, size.townParcels);
  await generateFarmland(run, walk, lastTownRing, size.farmParcels);
  const ext = writeRegionWide(run);
  const files = await closeFiles(dir, sinks);
  return writeManifest(dir, run, ext, files);
}

/** Grid cells (i, j) -> their outline as polygons in decimetres. */
const gridPolygons = (list: readonly (readonly [number, number])[]): PolygonDm[] =>
  cellOutline(list).map((p) => ({ outer: p.outer.map(([gi, gj]) => [gridX(gi), gridY(gj)] as const), holes: p.holes.map((h) => h.map(([gi, gj]) => [gridX(gi), gridY(gj)] as const)) }));

/** Grid cell extent of the region: i0 <= i < i1, j0 <= j < j1. */
type GridExtent = { i0: number; i1: number; j0: number; j1: number };

/** What needs the whole region: its outline (woonplaats, plan, gemeente), the wijken, the CBS figures, regional layers. */
function writeRegionWide(run: RegionRun): GridExtent {
  const { sinks, cells, wijken } = run;
  const { bag, imro, cbsAreas } = sinks;
  const all = cells.map((c) => [c.i, c.j] as [number, number]);
  const outline = gridPolygons(all);
  bag.WPL.write(bagWpl(DEMO.woonplaatsId, DEMO.woonplaatsNaam, outline));
  bag.WPL.count++;
  imro.write(imroPlan({ id: DEMO.planId, naam: DEMO.planNaam, gemeenteCode: DEMO.gemeenteCode, gemeenteNaam: DEMO.gemeenteNaam, datum: '2022-06-28' }, outline));
  imro.count++;
  writeFeature(cbsAreas, undefined, cbsAreaFeature('gemeente', `GM${DEMO.gemeenteCode}`, DEMO.gemeenteNaam), geometryJson({ type: 'MultiPolygon', polygons: outline }));
  for (const w of wijken.values()) writeFeature(cbsAreas, undefined, cbsAreaFeature('wijk', w.code, w.name), geometryJson({ type: 'MultiPolygon', polygons: gridPolygons(w.cells) }));
  writeCbsFigures(sinks.cbsFigures, cells, [...wijken.values()], run.amenities);
  // the town as a CBS population core: its built-up cells (the farms around it are not part of the core)
  const town = cells.filter((c) => c.kind !== 'farm');
  if (town.length) {
    const inhabitants = town.reduce((n, c) => n + c.stats.inhabitants, 0);
    writeFeature(sinks.cbsKernen, undefined, { naam2021: DEMO.woonplaatsNaam, aantalInwoners: inhabitants }, geometryJson({ type: 'MultiPolygon', polygons: gridPolygons(town.map((c) => [c.i, c.j])) }));
  }
  const is = cells.map((c) => c.i);
  const js = cells.map((c) => c.j);
  const ext = { i0: Math.min(...is), i1: Math.max(...is) + 1, j0: Math.min(...js), j1: Math.max(...js) + 1 };
  writeRegionLayers(sinks.layers, cells, ext, gridPolygons, run.state, Prng.of(run.seed, 'region'));
  return ext;
}

/** Write every file's tail and close it, in import order; a file that got no features is removed. */
async function closeFiles(dir: string, sinks: DemoSinks): Promise<DemoFile[]> {
  const { brkPerceel, brkPand, bag, bag3d, imro, cbsAreas, cbsFigures, cbsKernen, layers } = sinks;
  const files: DemoFile[] = [];
  const add = async (sink: Sink, format: DemoFile['format'], tail: string, layer?: string) => {
    sink.write(tail);
    await sink.close();
    const path = sink.path.slice(dir.length + 1);
    if (!sink.count) rmSync(sink.path);
    else files.push({ path, format, ...(layer ? { layer } : {}), features: sink.count, bytes: statSync(sink.path).size });
  };
  await add(brkPerceel, 'brk-gml', BRK_PERCEEL_TAIL);
  await add(brkPand, 'brk-gml', BRK_PAND_TAIL);
  for (const t of ['WPL', 'OPR', 'NUM', 'PND', 'VBO'] as const) await add(bag[t], 'bag', BAG_TAIL);
  await add(bag3d, 'bag3d', GEOJSON_TAIL);
  await add(imro, 'imro', IMRO_TAIL);
  await add(cbsAreas, 'cbs-areas', GEOJSON_TAIL);
  await add(cbsFigures, 'cbs-figures', '');
  await add(cbsKernen, 'cbs-areas', GEOJSON_TAIL);
  for (const l of DEMO_LAYERS) await add(layers[l], 'geojson', GEOJSON_TAIL, l);
  return files;
}

/** manifest.json of the folder. */
function writeManifest(dir: string, run: RegionRun, ext: GridExtent, files: DemoFile[]): DemoManifest {
  const manifest: DemoManifest = {
    generator: 'plotwise-demo-region',
    version: DEMO_GENERATOR_VERSION,
    seed: run.seed,
    parcels: run.N,
    area: DEMO.area,
    gemeente: { code: DEMO.gemeenteCode, naam: DEMO.gemeenteNaam },
    extent: { minX: gridX(ext.i0) / 10, minY: gridY(ext.j0) / 10, maxX: gridX(ext.i1) / 10, maxY: gridY(ext.j1) / 10 },
    counts: run.counts,
    files,
  };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
