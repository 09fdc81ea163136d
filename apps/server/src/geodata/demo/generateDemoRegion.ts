import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CellBuilder, IdSeq, type CellInfo, type RegionState } from './cellBuilder';
import { cellOutline } from './cellOutline';
import { type PolygonDm, type PtDm, rectCentre, rectRing } from './geometry';
import { DEMO_LAYERS, type CellContent, type CellRecord, type DemoLayer, type Wijk } from './model';
import { StreetNamer } from './names';
import { planFarmCell, planParkCell } from './otherCells';
import { Prng } from './prng';
import { DEMO, QUADRANT_NAMES, cellRect, eraOf, gridX, gridY, kadastraleGemeente, pc4Of, quadrant, sectie, spiral, townCellKind, type CellKind } from './region';
import { Sink } from './sink';
import { splitEven } from './frame';
import { planTownCell } from './townCell';
import { BAG_TAIL, bagFileName, bagHead, bagNum, bagOpr, bagPand, bagVbo, bagWpl, type BagType } from './writeBag';
import { BRK_PAND_HEAD, BRK_PAND_TAIL, BRK_PERCEEL_HEAD, BRK_PERCEEL_TAIL, brkPand, brkPerceel } from './writeBrk';
import { writeBag3d, BAG3D_FILE } from './writeBag3d';
import { writeCbsFigures, cbsAreaFeature } from './writeCbs';
import { GEOJSON_TAIL, geoJsonHead, geometryJson, writeFeature } from './writeGeoJson';
import { IMRO_TAIL, imroHead, imroObject, imroPlan } from './writeImro';
import { writeRegionLayers } from './regionLayers';

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
  counts: { parcels: number; panden: number; verblijfsobjecten: number; openbareRuimten: number; zoningObjects: number; townCells: number; farmCells: number; inhabitants: number };
  files: DemoFile[];
}

export interface DemoRegionOptions {
  /** parcels in the region (exactly); at least 100 */
  parcels: number;
  seed?: string | number;
  onProgress?: (p: { parcels: number; of: number; cells: number }) => void;
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

function allSinks(sinks: ReturnType<typeof openSinks>): Sink[] {
  return [sinks.brkPerceel, sinks.brkPand, ...Object.values(sinks.bag), sinks.bag3d, sinks.imro, sinks.cbsAreas, sinks.cbsFigures, ...Object.values(sinks.layers)];
}

async function generate(
  dir: string,
  N: number,
  seed: string,
  options: DemoRegionOptions,
  sinks: ReturnType<typeof openSinks>,
  size: { townParcels: number; farmParcels: number; estimatedRing: number },
): Promise<DemoManifest> {
  const { townParcels, farmParcels, estimatedRing } = size;
  const { brkPerceel: sPerceel, brkPand: sPand, bag, bag3d, imro, cbsAreas, layers } = sinks;
  const state: RegionState = { ids: new IdSeq(), namer: new StreetNamer(), farmRoads: new Map(), hospitalPlaced: false, residentialCells: 0 };
  const cells: CellRecord[] = [];
  const wijken = new Map<string, Wijk>();
  const amenities: { kind: string; at: PtDm }[] = [];
  const counts = { parcels: 0, panden: 0, verblijfsobjecten: 0, openbareRuimten: 0, zoningObjects: 0, townCells: 0, farmCells: 0, inhabitants: 0 };

  // a wijk holds at most 100 buurten (two digits of the buurt code); a full one continues in a new wijk
  const wijkOf = (key: string, name: string, i: number, j: number): Wijk => {
    let part = 1;
    let w = wijken.get(key);
    while (w && w.buurten >= 100) w = wijken.get(`${key}#${++part}`);
    if (!w) {
      const index = Math.min(99, wijken.size);
      w = { index, code: `WK${DEMO.gemeenteCode}${String(index).padStart(2, '0')}`, name: part > 1 ? `${name} ${part}` : name, cells: [], buurten: 0 };
      wijken.set(part > 1 ? `${key}#${part}` : key, w);
    }
    w.cells.push([i, j]);
    return w;
  };

  const emit = async (info: CellInfo, content: CellContent, wijk: Wijk) => {
    for (const p of content.parcels) sPerceel.write(brkPerceel(p));
    sPerceel.count += content.parcels.length;
    for (const s of content.streets) {
      bag.OPR.write(bagOpr(s, DEMO.woonplaatsId, info.era.from));
      if (s.line.length >= 2) writeFeature(layers.roads, `road-${s.id}`, { road_type: s.roadType, name: s.name, opr: s.id }, geometryJson({ type: 'LineString', line: s.line }));
    }
    bag.OPR.count += content.streets.length;
    for (const p of content.panden) {
      sPand.write(brkPand(p, DEMO.gemeenteCode));
      bag.PND.write(bagPand(p));
      for (const v of p.vbos) {
        bag.VBO.write(bagVbo(v, p));
        bag.NUM.write(bagNum(v.address, p.year));
      }
      bag.VBO.count += p.vbos.length;
      bag.NUM.count += p.vbos.length;
      writeBag3d(bag3d, p);
    }
    sPand.count += content.panden.length;
    bag.PND.count += content.panden.length;
    for (const z of content.zoning) imro.write(imroObject(z, DEMO.planId));
    imro.count += content.zoning.length;
    const buurtPolygon: PolygonDm = { outer: rectRing(info.rect) };
    writeFeature(cbsAreas, undefined, cbsAreaFeature('buurt', info.buurtCode, info.buurtName, wijk), geometryJson({ type: 'Polygon', polygon: buurtPolygon }));
    writeFeature(cbsAreas, undefined, { postcode: info.pc4, jaar: DEMO.cbsYear }, geometryJson({ type: 'Polygon', polygon: buurtPolygon }));
    for (const pc of content.pc6) writeFeature(cbsAreas, undefined, { postcode: pc.code, jaar: DEMO.cbsYear }, geometryJson({ type: 'Polygon', polygon: pc.polygon }));
    for (const f of content.features) {
      writeFeature(layers[f.layer as DemoLayer], f.id, f.properties, geometryJson(f.geometry));
      if (f.layer === 'amenities' && f.geometry.type === 'Point') amenities.push({ kind: String(f.properties.kind), at: f.geometry.at });
    }
    counts.parcels += content.parcels.length;
    counts.panden += content.panden.length;
    counts.verblijfsobjecten += content.panden.reduce((s, p) => s + p.vbos.length, 0);
    counts.openbareRuimten += content.streets.length;
    counts.zoningObjects += content.zoning.length;
    counts.inhabitants += content.stats.inhabitants;
    for (const s of allSinks(sinks)) await s.drain();
  };

  const cellInfo = (index: number, i: number, j: number, ring: number, kind: CellKind, wijk: Wijk, buurtName: string, theme: number): CellInfo => ({
    index,
    i,
    j,
    ring,
    kind,
    era: kind === 'farm' ? { name: 'farm', from: 1968, to: 1982 } : eraOf(ring, Math.max(4, estimatedRing)),
    rect: cellRect(i, j),
    kg: kadastraleGemeente(Math.floor(index / 26)),
    sectie: sectie(index),
    pc4: pc4Of(index),
    theme,
    buurtCode: `BU${DEMO.gemeenteCode}${wijk.code.slice(-2)}${String(wijk.buurten++).padStart(2, '0')}`,
    buurtName,
  });

  const record = (info: CellInfo, wijk: Wijk, content: CellContent) => {
    const business = info.kind === 'business';
    cells.push({
      index: info.index,
      i: info.i,
      j: info.j,
      ring: info.ring,
      kind: info.kind,
      buurtCode: info.buurtCode,
      buurtName: info.buurtName,
      wijk: wijk.index,
      pc4: info.pc4,
      stats: content.stats,
      centre: rectCentre(info.rect),
      businessNetM2: business ? content.parcels.slice(0, -1).reduce((s, p) => s + p.areaM2, 0) : 0,
      businessFirstYear: business ? Math.min(9999, ...content.panden.map((p) => p.year)) : 9999,
    });
  };

  // the town: cells ring by ring until its parcels are used up
  let remaining = townParcels;
  let index = 0;
  let lastTownRing = 0;
  const walk = spiral();
  while (remaining > 0) {
    const { i, j, ring } = walk.next().value!;
    const kind = townCellKind(i, j, ring);
    const q = quadrant(i, j);
    // wijken: the centre, then per compass quadrant bands of two rings (Noord, Noord II ...)
    const band = Math.floor((ring - 1) / 2);
    const wijk = ring === 0 ? wijkOf('centrum', 'Centrum', i, j) : wijkOf(`t${band}-${q}`, `${QUADRANT_NAMES[q]}${band ? ` ${roman(band + 1)}` : ''}`, i, j);
    const themed = kind === 'residential' ? state.namer.nextTheme() : { theme: 0, round: 0 };
    const base = kind === 'centre' ? 'Centrum' : kind === 'business' ? 'Bedrijventerrein De Knar' : kind === 'park' ? 'Knarpark' : state.namer.themeBuurt(themed.theme);
    const info = cellInfo(index, i, j, ring, kind, wijk, state.namer.buurtName(base, QUADRANT_NAMES[q]), themed.theme);
    const b = new CellBuilder(info, Prng.of(seed, `cell:${index}`), state, remaining);
    if (kind === 'park') planParkCell(b);
    else planTownCell(b);
    remaining = b.budget;
    record(info, wijk, b.content);
    await emit(info, b.content, wijk);
    counts.townCells++;
    lastTownRing = ring;
    index++;
    options.onProgress?.({ parcels: counts.parcels, of: N, cells: index });
  }

  // farmland around it, to the end of the next ring
  const farmCells: { i: number; j: number; ring: number }[] = [];
  for (let c = walk.next().value!; c.ring <= lastTownRing + 1; c = walk.next().value!) farmCells.push(c);
  const used = Math.max(1, Math.min(farmCells.length, Math.floor(farmParcels / 2)));
  const perCell = splitEven(farmParcels, used);
  for (let f = 0; f < used; f++) {
    const { i, j, ring } = farmCells[f]!;
    const q = quadrant(i, j);
    const wijk = wijkOf(`farm-${q}`, `Buitengebied ${QUADRANT_NAMES[q]}`, i, j);
    const info = cellInfo(index, i, j, ring, 'farm', wijk, state.namer.buurtName('Buitengebied', QUADRANT_NAMES[q]), 0);
    const b = new CellBuilder(info, Prng.of(seed, `cell:${index}`), state, perCell[f]!);
    planFarmCell(b, perCell[f]! - 1);
    record(info, wijk, b.content);
    await emit(info, b.content, wijk);
    counts.farmCells++;
    index++;
    options.onProgress?.({ parcels: counts.parcels, of: N, cells: index });
  }

  // what needs the whole region: its outline, the wijken and gemeente, the figures, regional layers
  const gridPolygons = (list: readonly (readonly [number, number])[]): PolygonDm[] =>
    cellOutline(list).map((p) => ({ outer: p.outer.map(([gi, gj]) => [gridX(gi), gridY(gj)] as const), holes: p.holes.map((h) => h.map(([gi, gj]) => [gridX(gi), gridY(gj)] as const)) }));
  const all = cells.map((c) => [c.i, c.j] as [number, number]);
  const outline = gridPolygons(all);
  bag.WPL.write(bagWpl(DEMO.woonplaatsId, DEMO.woonplaatsNaam, outline));
  bag.WPL.count++;
  imro.write(imroPlan({ id: DEMO.planId, naam: DEMO.planNaam, gemeenteCode: DEMO.gemeenteCode, gemeenteNaam: DEMO.gemeenteNaam, datum: '2022-06-28' }, outline));
  imro.count++;
  writeFeature(cbsAreas, undefined, cbsAreaFeature('gemeente', `GM${DEMO.gemeenteCode}`, DEMO.gemeenteNaam), geometryJson({ type: 'MultiPolygon', polygons: outline }));
  for (const w of wijken.values()) writeFeature(cbsAreas, undefined, cbsAreaFeature('wijk', w.code, w.name), geometryJson({ type: 'MultiPolygon', polygons: gridPolygons(w.cells) }));
  writeCbsFigures(sinks.cbsFigures, cells, [...wijken.values()], amenities);
  const is = cells.map((c) => c.i);
  const js = cells.map((c) => c.j);
  const ext = { i0: Math.min(...is), i1: Math.max(...is) + 1, j0: Math.min(...js), j1: Math.max(...js) + 1 };
  writeRegionLayers(layers, cells, ext, gridPolygons, state, Prng.of(seed, 'region'));

  const files: DemoFile[] = [];
  const add = async (sink: Sink, format: DemoFile['format'], tail: string, layer?: string) => {
    sink.write(tail);
    await sink.close();
    const path = sink.path.slice(dir.length + 1);
    if (!sink.count) rmSync(sink.path);
    else files.push({ path, format, ...(layer ? { layer } : {}), features: sink.count, bytes: statSync(sink.path).size });
  };
  await add(sPerceel, 'brk-gml', BRK_PERCEEL_TAIL);
  await add(sPand, 'brk-gml', BRK_PAND_TAIL);
  for (const t of ['WPL', 'OPR', 'NUM', 'PND', 'VBO'] as const) await add(bag[t], 'bag', BAG_TAIL);
  await add(bag3d, 'bag3d', GEOJSON_TAIL);
  await add(imro, 'imro', IMRO_TAIL);
  await add(cbsAreas, 'cbs-areas', GEOJSON_TAIL);
  await add(sinks.cbsFigures, 'cbs-figures', '');
  for (const l of DEMO_LAYERS) await add(layers[l], 'geojson', GEOJSON_TAIL, l);

  const manifest: DemoManifest = {
    generator: 'plotwise-demo-region',
    version: DEMO_GENERATOR_VERSION,
    seed,
    parcels: N,
    area: DEMO.area,
    gemeente: { code: DEMO.gemeenteCode, naam: DEMO.gemeenteNaam },
    extent: { minX: gridX(ext.i0) / 10, minY: gridY(ext.j0) / 10, maxX: gridX(ext.i1) / 10, maxY: gridY(ext.j1) / 10 },
    counts,
    files,
  };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function openSinks(dir: string) {
  const bagSink = (t: BagType) => {
    const s = new Sink(join(dir, 'bag', bagFileName(DEMO.gemeenteCode, t, DEMO.standDatum)));
    s.write(bagHead(t, DEMO.gemeenteCode, DEMO.standDatum));
    return s;
  };
  const head = (s: Sink, text: string) => (s.write(text), s);
  const layers = Object.fromEntries(DEMO_LAYERS.map((l) => [l, head(new Sink(join(dir, 'layers', `${l}.geojson`)), geoJsonHead(l))])) as Record<DemoLayer, Sink>;
  return {
    brkPerceel: head(new Sink(join(dir, 'brk', 'kadastralekaart_perceel.gml')), BRK_PERCEEL_HEAD),
    brkPand: head(new Sink(join(dir, 'brk', 'kadastralekaart_pand.gml')), BRK_PAND_HEAD),
    bag: { WPL: bagSink('WPL'), OPR: bagSink('OPR'), NUM: bagSink('NUM'), PND: bagSink('PND'), VBO: bagSink('VBO') },
    bag3d: head(new Sink(join(dir, '3dbag', BAG3D_FILE)), geoJsonHead('pand')),
    imro: head(new Sink(join(dir, 'imro', `${DEMO.planId}.gml`)), imroHead()),
    cbsAreas: head(new Sink(join(dir, 'cbs', `wijkenbuurten_${DEMO.cbsYear}.geojson`)), geoJsonHead(`wijkenbuurten_${DEMO.cbsYear}`)),
    cbsFigures: new Sink(join(dir, 'cbs', `kwb-${DEMO.cbsYear}.csv`)),
    layers,
  };
}

function roman(n: number): string {
  const table: [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [v, s] of table)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
}

