import type { RegionState } from './cellBuilder';
import type { CellRecord, DemoLayer } from './model';
import { type PolygonDm, type PtDm, type RectDm, rectAreaM2, rectRing } from './geometry';
import type { Prng } from './prng';
import { CELL_DM, DEMO, cellRect, gridX, gridY } from './region';
import type { Sink } from './sink';
import { addressDensity, urbanisationDegree } from './writeCbs';
import { geometryJson, writeFeature } from './writeGeoJson';

type Extent = { i0: number; i1: number; j0: number; j1: number };

const poly = (r: RectDm): PolygonDm => ({ outer: rectRing(r) });
const line = (pts: PtDm[]) => geometryJson({ type: 'LineString', line: pts });
const point = (at: PtDm) => geometryJson({ type: 'Point', at });

const SOIL_USE: Record<CellRecord['kind'], string> = {
  centre: 'detailhandel en horeca',
  residential: 'woongebied',
  business: 'bedrijventerrein',
  park: 'park en plantsoen',
  farm: 'agrarisch terrein',
};

/**
 * The layers that span the region: the ring roads, the railway with its stations, bus lines, the provincial
 * road and the motorway with their noise contours, the canal, a Natura 2000 wetland, the business park and
 * the per-buurt urbanisation and land use.
 */
export function writeRegionLayers(
  layers: Record<DemoLayer, Sink>,
  cells: CellRecord[],
  ext: Extent,
  gridPolygons: (cells: readonly (readonly [number, number])[]) => PolygonDm[],
  state: RegionState,
  rng: Prng,
) {
  const inPlan = new Set(cells.map((c) => `${c.i},${c.j}`));
  // ring roads along the cell edges, each edge once
  for (const c of cells) {
    const [x0, x1, y0, y1] = [gridX(c.i), gridX(c.i + 1), gridY(c.j), gridY(c.j + 1)];
    const props = (name: string | null) => ({ road_type: 'regional', name, maxspeed: c.kind === 'farm' ? 60 : 50 });
    writeFeature(layers.roads, `ring-${c.i}-${c.j}-s`, props(state.farmRoads.get(c.j)?.name ?? null), line([[x0, y0], [x1, y0]]));
    writeFeature(layers.roads, `ring-${c.i}-${c.j}-w`, props(null), line([[x0, y0], [x0, y1]]));
    if (!inPlan.has(`${c.i},${c.j + 1}`)) writeFeature(layers.roads, `ring-${c.i}-${c.j}-n`, props(state.farmRoads.get(c.j + 1)?.name ?? null), line([[x0, y1], [x1, y1]]));
    if (!inPlan.has(`${c.i + 1},${c.j}`)) writeFeature(layers.roads, `ring-${c.i}-${c.j}-e`, props(null), line([[x1, y0], [x1, y1]]));
  }
  const west = gridX(ext.i0);
  const east = gridX(ext.i1);
  const south = gridY(ext.j0);
  const north = gridY(ext.j1);

  // the railway along the centre's south edge, the provincial road along its west edge, the motorway west of town
  const railY = gridY(0);
  const rail: PtDm[] = [[west - 40000, railY], [east + 40000, railY]];
  const nRoadX = gridX(0);
  const nRoad: PtDm[] = [[nRoadX, south - 30000], [nRoadX, north + 30000]];
  const motorwayX = west - 25000;
  const motorway: PtDm[] = [[motorwayX, south - 60000], [motorwayX, north + 60000]];
  // WEGBEHSRT: the NWB road manager kind (R Rijkswaterstaat, P province), which tells a motorway from the N-road
  writeFeature(layers.roads, 'n-road', { road_type: 'main', name: 'N798', maxspeed: 80, WEGBEHSRT: 'P' }, line(nRoad));
  writeFeature(layers.roads, 'motorway', { road_type: 'main', name: 'Rijksweg Knarwijk', maxspeed: 100, WEGBEHSRT: 'R' }, line(motorway));
  writeFeature(layers.public_transport, 'rail', { kind: 'line', mode: 'train', name: 'Knarlijn', operator: 'NS' }, line(rail));
  writeFeature(layers.public_transport, 'station-centrum', { kind: 'train_station', name: `${DEMO.woonplaatsNaam} Centrum`, operator: 'NS' }, point([gridX(0) + CELL_DM / 2, railY]));
  if (ext.i1 >= 4) writeFeature(layers.public_transport, 'station-oost', { kind: 'train_station', name: `${DEMO.woonplaatsNaam} Oost`, operator: 'NS' }, point([gridX(ext.i1 - 2) + CELL_DM / 2, railY]));

  // bus lines along the south edge of each row of town cells, a stop per cell
  const rows = new Map<number, CellRecord[]>();
  for (const c of cells) if (c.kind !== 'farm') rows.set(c.j, [...(rows.get(c.j) ?? []), c]);
  let lineNo = 1;
  for (const [j, row] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
    const y = gridY(j) + 80;
    const xs = row.map((c) => gridX(c.i) + CELL_DM / 2).sort((a, b) => a - b);
    for (const c of row) writeFeature(layers.public_transport, `stop-${c.buurtCode}`, { kind: 'stop', name: c.buurtName, lines: `Lijn ${lineNo}` }, point([gridX(c.i) + CELL_DM / 2, y]));
    if (xs.length >= 2) writeFeature(layers.public_transport, `bus-${lineNo}`, { kind: 'line', mode: 'bus', name: `Lijn ${lineNo}`, operator: 'Arriva' }, line([[xs[0]!, y], [xs[xs.length - 1]!, y]]));
    lineNo++;
  }

  // Lden contours: 70 dB and up next to the source, then bands of 5 dB on either side
  // a road's contours carry its manager as the NWB writes it (WEGBEHSRT), which the noise norms tell apart
  const contours = (id: string, name: string, source: Record<string, string>, along: 'x' | 'y', at: number, from: number, to: number, widths: [number, number, number, number]) => {
    const strip = (a: number, b: number): RectDm => (along === 'x' ? { x0: from, x1: to, y0: at + a, y1: at + b } : { x0: at + a, x1: at + b, y0: from, y1: to });
    [70, 65, 60, 55].forEach((db, k) => {
      const outer = widths[k]!;
      const inner = k ? widths[k - 1]! : 0;
      const polygons = k ? [poly(strip(-outer, -inner)), poly(strip(inner, outer))] : [poly(strip(-outer, outer))];
      writeFeature(layers.noise, `${id}-${db}`, { noise_db: db, ...source, name, indicator: 'Lden' }, geometryJson({ type: 'MultiPolygon', polygons }));
    });
  };
  contours('noise-rail', 'Knarlijn', { source: 'railway' }, 'x', railY, rail[0]![0], rail[1]![0], [300, 600, 1200, 2500]);
  contours('noise-n798', 'N798', { source: 'road', WEGBEHSRT: 'P' }, 'y', nRoadX, nRoad[0]![1], nRoad[1]![1], [200, 500, 1100, 2300]);
  contours('noise-motorway', 'Rijksweg Knarwijk', { source: 'road', WEGBEHSRT: 'R' }, 'y', motorwayX, motorway[0]![1], motorway[1]![1], [600, 1200, 2500, 5000]);

  // a canal north of the town, and a wetland (Natura 2000, inside the nature network) beyond it
  const canal: RectDm = { x0: west - 60000, x1: east + 60000, y0: north + 3000, y1: north + 3400 };
  writeFeature(layers.water, 'knarvaart', { kind: 'canal', name: 'Knarvaart' }, geometryJson({ type: 'Polygon', polygon: poly(canal) }));
  writeFeature(layers.sailing_routes, 'knarvaart', { name: 'Knarvaart', cemt_class: 'II' }, line([[canal.x0, north + 3200], [canal.x1, north + 3200]]));
  const centre: PtDm = [west - 8000, north + 16000];
  const radii = Array.from({ length: 28 }, () => rng.range(7000, 12000));
  const star = (scale: number): PolygonDm => {
    const pts: PtDm[] = radii.map((r, k) => {
      const a = (2 * Math.PI * k) / radii.length;
      return [Math.round(centre[0] + r * scale * Math.cos(a)), Math.round(centre[1] + r * scale * Math.sin(a))];
    });
    return { outer: [...pts, pts[0]!] };
  };
  const wetland = star(1);
  writeFeature(layers.natura2000, 'knarplassen', { name: 'Knarplassen', number: 9960, sitecode: 'NL9960001', status: 'Vogelrichtlijn', area_ha: Math.round(areaHa(wetland)) }, geometryJson({ type: 'Polygon', polygon: wetland }));
  writeFeature(layers.nature_network, 'nnn-knarplassen', { name: 'Knarplassen en omgeving', type: 'NNN', province: DEMO.provincie }, geometryJson({ type: 'Polygon', polygon: star(1.35) }));
  for (let k = 0; k < 6; k++) {
    const r = rng.range(2000, 5000);
    const a = rng.range(0, 2 * Math.PI);
    const w = rng.int(600, 1500);
    const x = Math.round(centre[0] + r * Math.cos(a));
    const y = Math.round(centre[1] + r * Math.sin(a));
    writeFeature(layers.water, `plas-${k}`, { kind: 'lake', name: `Knarplas ${k + 1}` }, geometryJson({ type: 'Polygon', polygon: poly({ x0: x, x1: x + w, y0: y, y1: y + Math.round(w * 0.6) }) }));
  }

  // the business park as IBIS records it
  const business = cells.filter((c) => c.kind === 'business');
  if (business.length) {
    const polygons = gridPolygons(business.map((c) => [c.i, c.j]));
    writeFeature(
      layers.business_parks,
      'ibis-9960-001',
      {
        name: 'De Knar',
        ibis_id: `${DEMO.gemeenteCode}/001`,
        municipality: DEMO.gemeenteNaam,
        kind: 'gemengd bedrijventerrein',
        status: 'bestaand',
        start_year: Math.min(...business.map((c) => c.businessFirstYear)),
        gross_size_ha: Math.round(business.length * rectAreaM2(cellRect(0, 0)) / 1000) / 10,
        net_size_ha: Math.round(business.reduce((s, c) => s + c.businessNetM2, 0) / 1000) / 10,
        environmental_category: '4.1',
      },
      geometryJson({ type: 'MultiPolygon', polygons }),
    );
  }

  // per buurt: urbanisation degree and land use
  const density = addressDensity(cells);
  for (const c of cells) {
    const cell = poly(cellRect(c.i, c.j));
    const oad = density.get(c) ?? 0;
    writeFeature(layers.urbanisation, `urb-${c.buurtCode}`, { degree: urbanisationDegree(oad), address_density: oad, buurtcode: c.buurtCode, name: c.buurtName }, geometryJson({ type: 'Polygon', polygon: cell }));
    writeFeature(layers.soil_use, `bbg-${c.buurtCode}`, { category: SOIL_USE[c.kind], buurtcode: c.buurtCode }, geometryJson({ type: 'Polygon', polygon: cell }));
  }
}

function areaHa(p: PolygonDm): number {
  let s = 0;
  for (let k = 0; k + 1 < p.outer.length; k++) s += p.outer[k]![0] * p.outer[k + 1]![1] - p.outer[k + 1]![0] * p.outer[k]![1];
  return Math.abs(s) / 200 / 10000;
}
