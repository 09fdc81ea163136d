import { CellBuilder, IdSeq, type CellInfo, type RegionState } from './cellBuilder';
import { allSinks, type DemoSinks } from './demoSinks';
import { splitEven } from './frame';
import { type PolygonDm, type PtDm, rectCentre, rectRing } from './geometry';
import type { CellContent, CellRecord, DemoLayer, Wijk } from './model';
import { StreetNamer } from './names';
import { planFarmCell, planParkCell } from './otherCells';
import { Prng } from './prng';
import { DEMO, QUADRANT_NAMES, cellRect, eraOf, kadastraleGemeente, pc4Of, quadrant, sectie, spiral, townCellKind, type CellKind } from './region';
import { planTownCell } from './townCell';
import { bagNum, bagOpr, bagPand, bagVbo } from './writeBag';
import { brkPand, brkPerceel } from './writeBrk';
import { writeBag3d } from './writeBag3d';
import { cbsAreaFeature } from './writeCbs';
import { geometryJson, writeFeature } from './writeGeoJson';
import { imroObject } from './writeImro';

// The cells of the demo region one at a time, in spiral order: the town ring by ring, then the farmland around it.
// Each cell is planned, recorded (what the region-wide files need of it) and written out at once, so that memory
// does not grow with the size. The order of the calls is what makes the files byte-identical for a seed: the street
// namer, the id sequence and the wijk counters are shared by all cells.

/** What the region holds, counted as its cells are written (the manifest's counts). */
export interface RegionCounts {
  parcels: number;
  panden: number;
  verblijfsobjecten: number;
  openbareRuimten: number;
  zoningObjects: number;
  townCells: number;
  farmCells: number;
  inhabitants: number;
}

/** Told after every cell: parcels so far, of how many, and cells so far. */
export type DemoProgress = (p: { parcels: number; of: number; cells: number }) => void;

/** The region as it grows, cell by cell; the region-wide files and the manifest are made from it at the end. */
export interface RegionRun {
  readonly seed: string;
  /** parcels asked for */
  readonly N: number;
  readonly onProgress: DemoProgress | undefined;
  readonly sinks: DemoSinks;
  /** the ring the town is expected to reach, for the building eras */
  readonly estimatedRing: number;
  readonly state: RegionState;
  readonly cells: CellRecord[];
  readonly wijken: Map<string, Wijk>;
  readonly amenities: { kind: string; at: PtDm }[];
  readonly counts: RegionCounts;
  /** the next cell's index */
  index: number;
}

type Spiral = ReturnType<typeof spiral>;

/** An empty region to generate into `sinks`. */
export function newRegionRun(seed: string, N: number, options: { onProgress?: DemoProgress }, sinks: DemoSinks, estimatedRing: number): RegionRun {
  return {
    seed,
    N,
    onProgress: options.onProgress,
    sinks,
    estimatedRing,
    state: { ids: new IdSeq(), namer: new StreetNamer(), farmRoads: new Map(), hospitalPlaced: false, residentialCells: 0 },
    cells: [],
    wijken: new Map(),
    amenities: [],
    counts: { parcels: 0, panden: 0, verblijfsobjecten: 0, openbareRuimten: 0, zoningObjects: 0, townCells: 0, farmCells: 0, inhabitants: 0 },
    index: 0,
  };
}

/** The town: cells ring by ring until its parcels are used up. Returns the spiral where the town ended, and its last ring. */
export async function generateTown(run: RegionRun, townParcels: number): Promise<{ walk: Spiral; lastTownRing: number }> {
  const { state } = run;
  let remaining = townParcels;
  let lastTownRing = 0;
  const walk = spiral();
  while (remaining > 0) {
    const { i, j, ring } = walk.next().value!;
    const kind = townCellKind(i, j, ring);
    const q = quadrant(i, j);
    // wijken: the centre, then per compass quadrant bands of two rings (Noord, Noord II ...)
    const band = Math.floor((ring - 1) / 2);
    const wijk = ring === 0 ? wijkOf(run, 'centrum', 'Centrum', i, j) : wijkOf(run, `t${band}-${q}`, `${QUADRANT_NAMES[q]}${band ? ` ${roman(band + 1)}` : ''}`, i, j);
    const themed = kind === 'residential' ? state.namer.nextTheme() : { theme: 0, round: 0 };
    const base = kind === 'centre' ? 'Centrum' : kind === 'business' ? 'Bedrijventerrein De Knar' : kind === 'park' ? 'Knarpark' : state.namer.themeBuurt(themed.theme);
    const info = cellInfo(run, i, j, ring, kind, wijk, state.namer.buurtName(base, QUADRANT_NAMES[q]), themed.theme);
    const b = new CellBuilder(info, Prng.of(run.seed, `cell:${run.index}`), state, remaining);
    if (kind === 'park') planParkCell(b);
    else planTownCell(b);
    remaining = b.budget;
    await placeCell(run, info, wijk, b.content, 'townCells');
    lastTownRing = ring;
  }
  return { walk, lastTownRing };
}

/** Farmland around the town, to the end of the next ring, sharing `farmParcels` evenly. */
export async function generateFarmland(run: RegionRun, walk: Spiral, lastTownRing: number, farmParcels: number): Promise<void> {
  const farmCells: { i: number; j: number; ring: number }[] = [];
  for (let c = walk.next().value!; c.ring <= lastTownRing + 1; c = walk.next().value!) farmCells.push(c);
  const used = Math.max(1, Math.min(farmCells.length, Math.floor(farmParcels / 2)));
  const perCell = splitEven(farmParcels, used);
  for (let f = 0; f < used; f++) {
    const { i, j, ring } = farmCells[f]!;
    const q = quadrant(i, j);
    const wijk = wijkOf(run, `farm-${q}`, `Buitengebied ${QUADRANT_NAMES[q]}`, i, j);
    const info = cellInfo(run, i, j, ring, 'farm', wijk, run.state.namer.buurtName('Buitengebied', QUADRANT_NAMES[q]), 0);
    const b = new CellBuilder(info, Prng.of(run.seed, `cell:${run.index}`), run.state, perCell[f]!);
    planFarmCell(b, perCell[f]! - 1);
    await placeCell(run, info, wijk, b.content, 'farmCells');
  }
}

/** The wijk of a cell; a wijk holds at most 100 buurten (two digits of the buurt code), a full one continues in a new wijk. */
function wijkOf(run: RegionRun, key: string, name: string, i: number, j: number): Wijk {
  const { wijken } = run;
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
}

/** What a cell is before it is planned; takes the next buurt number of its wijk. */
function cellInfo(run: RegionRun, i: number, j: number, ring: number, kind: CellKind, wijk: Wijk, buurtName: string, theme: number): CellInfo {
  const { index } = run;
  return {
    index,
    i,
    j,
    ring,
    kind,
    era: kind === 'farm' ? { name: 'farm', from: 1968, to: 1982 } : eraOf(ring, Math.max(4, run.estimatedRing)),
    rect: cellRect(i, j),
    kg: kadastraleGemeente(Math.floor(index / 26)),
    sectie: sectie(index),
    pc4: pc4Of(index),
    theme,
    buurtCode: `BU${DEMO.gemeenteCode}${wijk.code.slice(-2)}${String(wijk.buurten++).padStart(2, '0')}`,
    buurtName,
  };
}

/** A planned cell: recorded, written out and counted, then the next index and the progress. */
async function placeCell(run: RegionRun, info: CellInfo, wijk: Wijk, content: CellContent, count: 'townCells' | 'farmCells') {
  recordCell(run, info, wijk, content);
  await writeCell(run, info, content, wijk);
  run.counts[count]++;
  run.index++;
  run.onProgress?.({ parcels: run.counts.parcels, of: run.N, cells: run.index });
}

/** What the region-wide files (CBS figures, regional layers) need of a cell. */
function recordCell(run: RegionRun, info: CellInfo, wijk: Wijk, content: CellContent) {
  const business = info.kind === 'business';
  run.cells.push({
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
}

/** Write a cell's parcels, streets, buildings, zoning, CBS areas and features to their files, and count them. */
async function writeCell(run: RegionRun, info: CellInfo, content: CellContent, wijk: Wijk) {
  const { brkPerceel: sPerceel, brkPand: sPand, bag, bag3d, imro, cbsAreas, layers } = run.sinks;
  const { counts } = run;
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
    if (f.layer === 'amenities' && f.geometry.type === 'Point') run.amenities.push({ kind: String(f.properties.kind), at: f.geometry.at });
  }
  counts.parcels += content.parcels.length;
  counts.panden += content.panden.length;
  counts.verblijfsobjecten += content.panden.reduce((s, p) => s + p.vbos.length, 0);
  counts.openbareRuimten += content.streets.length;
  counts.zoningObjects += content.zoning.length;
  counts.inhabitants += content.stats.inhabitants;
  for (const s of allSinks(run.sinks)) await s.drain();
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
