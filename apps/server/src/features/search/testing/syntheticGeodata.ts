import { seededRandom } from '@plotwise/core/search/testing/syntheticPlots';
import type { Db } from '../../../db/database';

/** Where the synthetic town lies (RD New): near Amersfoort, so that WGS84 conversions are realistic. */
const TOWN_ORIGIN = { x: 150_000, y: 450_000 } as const;

export interface SyntheticTown {
  runId: number;
  plots: number;
  /** RD extent of the plots */
  extent: { minX: number; minY: number; maxX: number; maxY: number };
}

const ZONES = ['residential', 'companies', 'mixed', 'green', 'center', 'residential'] as const;
const FUNCTIONS: Record<string, string[]> = {
  residential: ['woonfunctie'],
  companies: ['industriefunctie', 'kantoorfunctie'],
  mixed: ['woonfunctie', 'winkelfunctie', 'kantoorfunctie'],
  green: ['woonfunctie'],
  center: ['winkelfunctie', 'bijeenkomstfunctie', 'woonfunctie'],
};

type Rect = [number, number, number, number];
const wkt = ([x0, y0, x1, y1]: Rect) => `MULTIPOLYGON(((${x0} ${y0},${x1} ${y0},${x1} ${y1},${x0} ${y1},${x0} ${y0})))`;
const poly = ([x0, y0, x1, y1]: Rect) => `POLYGON((${x0} ${y0},${x1} ${y0},${x1} ${y1},${x0} ${y1},${x0} ${y0}))`;

/** Insert rows in chunks: `head` is "INSERT INTO t (cols)", `tuple` writes one row's "(...)" from its parameter numbers. */
async function insertMany(db: Db, head: string, tuple: (p: (k: number) => string) => string, rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 400) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + 400).map((r) => {
      const base = params.length;
      params.push(...r);
      return tuple((k) => `$${base + k}`);
    });
    await db.query(`${head} VALUES ${tuples.join(', ')}`, params);
  }
}

/** The town being built: its grid lines, the random source all stages draw from in turn, and the generic features so far. */
interface Town {
  runId: number;
  cols: number;
  rows: number;
  /** grid lines: column c spans xs[c]..xs[c + 1], row r ys[r]..ys[r + 1] */
  xs: number[];
  ys: number[];
  extent: SyntheticTown['extent'];
  midX: number;
  midY: number;
  /** the zoning plan covers the western three quarters */
  planMaxX: number;
  rnd: () => number;
  range: (a: number, b: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  featureRows: unknown[][];
  feature: (layer: string, props: Record<string, unknown>, geom: string) => void;
}

const zoneOfRow = (r: number) => ZONES[Math.floor(r / 5) % ZONES.length]!;

/**
 * A synthetic town of `cols` x `rows` parcels with every layer the plot features read: BAG buildings and
 * residence objects, a zoning plan with envelopes and dimensions, CBS areas and figures, amenities, transport,
 * roads, water, nature, noise, monuments, transactions, a business park and companies. Deterministic per seed.
 */
export async function insertSyntheticTown(db: Db, cols = 60, rows = 50, seed = 42): Promise<SyntheticTown> {
  const rnd = seededRandom(seed);
  const [run] = await db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'synthetic town', 'succeeded', now()) RETURNING id`);
  const town = townGrid(run!.id, cols, rows, rnd);
  // the stages draw from `rnd` in this order: parcels, CBS figures, generic layers
  const parcels = parcelRows(town);
  await insertParcels(db, parcels);
  await insertZoning(db, town, parcels.zoningRows);
  await insertCbs(db, town);
  genericFeatures(town);
  await insertMany(
    db,
    `INSERT INTO geo_features (run_id, area, layer, properties, geom)`,
    (p) => `(${p(1)}, 'NL', ${p(2)}, ${p(3)}::jsonb, ST_GeomFromText(${p(4)}, 28992))`,
    town.featureRows,
  );
  return { runId: town.runId, plots: parcels.plotRows.length, extent: town.extent };
}

/** The grid: columns 15-60 m wide and rows 20-70 m high from the town's origin. */
function townGrid(runId: number, cols: number, rows: number, rnd: () => number): Town {
  const range = (a: number, b: number) => a + rnd() * (b - a);
  const xs: number[] = [TOWN_ORIGIN.x];
  for (let c = 0; c < cols; c++) xs.push(Math.round(xs[c]! + range(15, 60)));
  const ys: number[] = [TOWN_ORIGIN.y];
  for (let r = 0; r < rows; r++) ys.push(Math.round(ys[r]! + range(20, 70)));
  const featureRows: unknown[][] = [];
  return {
    runId,
    cols,
    rows,
    xs,
    ys,
    extent: { minX: xs[0]!, minY: ys[0]!, maxX: xs[cols]!, maxY: ys[rows]! },
    midX: xs[Math.floor(cols / 2)]!,
    midY: ys[Math.floor(rows / 2)]!,
    planMaxX: xs[Math.floor((cols * 3) / 4)]!,
    rnd,
    range,
    pick: <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!,
    featureRows,
    feature: (layer, props, geom) => void featureRows.push([runId, layer, JSON.stringify(props), geom]),
  };
}

type ParcelRows = { plotRows: unknown[][]; pandRows: unknown[][]; vboRows: unknown[][]; zoningRows: unknown[][] };

/** Per parcel, row by row: the plot, mostly a building with residence objects, mostly an envelope, and now and then a monument, transaction or company. */
function parcelRows(town: Town): ParcelRows {
  const { runId, xs, ys, planMaxX, rnd, range, pick, feature } = town;
  const out: ParcelRows = { plotRows: [], pandRows: [], vboRows: [], zoningRows: [] };
  let n = 0;
  for (let r = 0; r < town.rows; r++) {
    for (let c = 0; c < town.cols; c++) {
      n++;
      const rect: Rect = [xs[c]!, ys[r]!, xs[c + 1]!, ys[r + 1]!];
      const area = (rect[2] - rect[0]) * (rect[3] - rect[1]);
      out.plotRows.push([runId, `TST01A${String(n).padStart(5, '0')}`, 'TST01', 'Testdorp', 'A', n, rnd() < 0.9 ? area : null, wkt(rect)]);
      const zone = zoneOfRow(r);
      if (rnd() < 0.75) buildingRows(town, out, n, rect, zone);
      if (rect[2] <= planMaxX && rnd() < 0.7) {
        const env: Rect = [rect[0] + 2, rect[1] + 2, rect[2] - 2, rect[3] - 2];
        out.zoningRows.push([runId, 'NL.IMRO.9001.test', `NL.IMRO.bv${n}`, 'bouwvlak', null, null, null, wkt(env)]);
        const dims = [
          { waardeType: 'maximum bouwhoogte (m)', waarde: String(Math.round(range(6, 30))) },
          { waardeType: 'maximum bebouwingspercentage (%)', waarde: String(Math.round(range(40, 90))) },
        ];
        out.zoningRows.push([runId, 'NL.IMRO.9001.test', `NL.IMRO.mv${n}`, 'maatvoering', null, null, JSON.stringify(dims), wkt(env)]);
      }
      if (rnd() < 0.01) feature('monuments', { monument_number: 500_000 + n }, `POINT(${(rect[0] + rect[2]) / 2} ${(rect[1] + rect[3]) / 2})`);
      if (rnd() < 0.05)
        feature(
          'transactions',
          { type: pick(['kk', 'von', 'price_on_request']), status: pick(['available', 'sold']), value_eur: Math.round(range(150, 2500)) * 1000, date: `20${10 + Math.floor(rnd() * 14)}-06-01` },
          `POINT(${rect[0] + 1} ${rect[3] - 1})`,
        );
      if (zone === 'companies' && rnd() < 0.5) feature('companies', { employees: Math.round(range(1, 300)), employees_2018: Math.round(range(1, 300)) }, `POINT(${rect[0] + 2} ${rect[3] - 2})`);
    }
  }
  return out;
}

/** The building of parcel `n` inside `rect` (sometimes demolished) and its residence objects, of functions that fit the zone. */
function buildingRows(town: Town, out: ParcelRows, n: number, rect: Rect, zone: string) {
  const { runId, rnd, range, pick } = town;
  const w = rect[2] - rect[0] - 6;
  const h = rect[3] - rect[1] - 6;
  const b: Rect = [rect[0] + 3, rect[1] + 3, rect[0] + 3 + Math.round(w * range(0.4, 0.95)), rect[1] + 3 + Math.round(h * range(0.4, 0.95))];
  const pandId = `0001100000${String(n).padStart(6, '0')}`;
  const status = rnd() < 0.03 ? 'Pand gesloopt' : 'Pand in gebruik';
  out.pandRows.push([runId, pandId, Math.floor(range(1880, 2023)), status, wkt(b)]);
  const units = zone === 'companies' ? 1 : Math.ceil(range(0, 4));
  for (let k = 0; k < units; k++) {
    const doel = pick(FUNCTIONS[zone]!);
    out.vboRows.push([runId, `0001010000${String(n).padStart(6, '0')}${k}`, [doel], Math.round(range(40, 220)), 'Verblijfsobject in gebruik', [pandId], `POINT(${b[0] + 1 + k} ${b[1] + 1})`]);
  }
}

/** The BRK parcels and the BAG buildings and residence objects. */
async function insertParcels(db: Db, { plotRows, pandRows, vboRows }: ParcelRows) {
  await insertMany(
    db,
    `INSERT INTO geo_plots (run_id, area, identificatie, kadastrale_gemeente_code, kadastrale_gemeente, sectie, perceelnummer, kadastrale_grootte, geom)`,
    (p) => `(${p(1)}, 'NL', ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ST_GeomFromText(${p(8)}, 28992))`,
    plotRows,
  );
  await insertMany(
    db,
    `INSERT INTO geo_bag_panden (run_id, area, identificatie, oorspronkelijk_bouwjaar, status, geom)`,
    (p) => `(${p(1)}, '9001', ${p(2)}, ${p(3)}, ${p(4)}, ST_GeomFromText(${p(5)}, 28992))`,
    pandRows,
  );
  await insertMany(
    db,
    `INSERT INTO geo_bag_verblijfsobjecten (run_id, area, identificatie, gebruiksdoelen, oppervlakte, status, pand_ids, geom)`,
    (p) => `(${p(1)}, '9001', ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ST_GeomFromText(${p(7)}, 28992))`,
    vboRows,
  );
}

/** The zoning plan: single zonings in bands of five rows, over the western three quarters; with the parcels' envelopes and dimensions. */
async function insertZoning(db: Db, { runId, rows, ys, extent, planMaxX }: Town, zoningRows: unknown[][]) {
  await db.query(
    `INSERT INTO geo_zoning_plans (run_id, area, plan_id, naam, type_plan, planstatus, plan_datum, geom) VALUES ($1, 'NL.IMRO.9001.test', 'NL.IMRO.9001.test', 'Testdorp', 'bestemmingsplan', 'vastgesteld', '2015-06-01', ST_GeomFromText($2, 28992))`,
    [runId, wkt([extent.minX, extent.minY, planMaxX, extent.maxY])],
  );
  for (let r = 0; r < rows; r += 5) {
    const zone = zoneOfRow(r);
    zoningRows.push([runId, 'NL.IMRO.9001.test', `NL.IMRO.eb${r}`, 'enkelbestemming', zone, zone, null, wkt([extent.minX, ys[r]!, planMaxX, ys[Math.min(rows, r + 5)]!])]);
  }
  await insertMany(
    db,
    `INSERT INTO geo_zoning_objects (run_id, area, plan_id, identificatie, object_type, category, naam, dimensions, geom)`,
    (p) => `(${p(1)}, 'NL.IMRO.9001.test', ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::jsonb, ST_GeomFromText(${p(8)}, 28992))`,
    zoningRows,
  );
}

/** CBS: two municipalities (west, east), a province around both, four neighbourhoods (two in each), with their figures. */
async function insertCbs(db: Db, { runId, extent, midX, midY, range }: Town) {
  const areas: [string, string, string, Rect][] = [
    ['PV99', 'provincie', 'Testland', [extent.minX - 5000, extent.minY - 5000, extent.maxX + 5000, extent.maxY + 5000]],
    ['GM9001', 'gemeente', 'Testdorp', [extent.minX - 5000, extent.minY - 5000, midX, extent.maxY + 5000]],
    ['GM9002', 'gemeente', 'Proefstad', [midX, extent.minY - 5000, extent.maxX + 5000, extent.maxY + 5000]],
  ];
  const figures: [string, string, Record<string, unknown>][] = [
    ['GM9001', 'gemeente', { AantalInwoners_5: 25_845, GemiddeldeWOZWaardeVanWoningen_39: 310 }],
    ['GM9002', 'gemeente', { AantalInwoners_5: 61_200, GemiddeldeWOZWaardeVanWoningen_39: 380 }],
  ];
  for (const [gm, x0, x1] of [['9001', extent.minX, midX], ['9002', midX, extent.maxX]] as const) {
    for (const [k, y0, y1] of [[1, extent.minY, midY], [2, midY, extent.maxY]] as const) {
      const code = `BU${gm}000${k}`;
      areas.push([code, 'buurt', `Buurt ${gm}-${k}`, [x0, y0, x1, y1]]);
      figures.push([code, 'buurt', { AantalInwoners_5: Math.round(range(800, 4000)), GemiddeldeWOZWaardeVanWoningen_39: Math.round(range(200, 600)), MateVanStedelijkheid_127: Math.ceil(range(0, 5)) }]);
    }
  }
  for (const [code, level, name, rect] of areas)
    await db.query(`INSERT INTO geo_stat_areas (run_id, area, code, level, name, year, geom) VALUES ($1, $2, $3, $4, $5, 2024, ST_GeomFromText($6, 28992))`, [runId, `${level}-2024`, code, level, name, wkt(rect)]);
  for (const [code, level, f] of figures)
    await db.query(`INSERT INTO geo_stat_figures (run_id, area, code, level, figures) VALUES ($1, 'kerncijfers', $2, $3, $4)`, [runId, code, level, JSON.stringify(f)]);
}

/** The generic layers: amenities, transport, roads, water, nature, noise, a business park, urbanisation, care and retail. */
function genericFeatures({ rows, ys, extent, midX, midY, planMaxX, range, feature }: Town) {
  const at = () => `POINT(${Math.round(range(extent.minX, extent.maxX))} ${Math.round(range(extent.minY, extent.maxY))})`;
  const kinds: [string, number][] = [['supermarket', 3], ['shop', 6], ['horeca', 6], ['after_school_care', 2], ['primary_school', 3], ['secondary_school', 1], ['higher_education', 1], ['general_practitioner', 2], ['hospital', 1]];
  for (const [kind, count] of kinds) for (let k = 0; k < count; k++) feature('amenities', { kind, name: `${kind} ${k + 1}` }, at());
  feature('public_transport', { kind: 'train_station', name: 'Testdorp' }, `POINT(${midX} ${midY})`);
  for (let k = 0; k < 8; k++) feature('public_transport', { kind: 'stop', name: `Halte ${k}` }, at());
  feature('public_transport', { kind: 'line', name: 'Lijn 1' }, `LINESTRING(${extent.minX} ${midY}, ${extent.maxX} ${midY})`);
  feature('roads', { road_type: 'main', name: 'N999' }, `LINESTRING(${extent.minX - 200} ${extent.minY - 30}, ${extent.maxX + 200} ${extent.minY - 30})`);
  feature('roads', { road_type: 'local', name: 'Dorpsstraat' }, `LINESTRING(${midX} ${extent.minY}, ${midX} ${extent.maxY})`);
  feature('roads', { road_type: 'regional', name: 'Ringweg' }, `LINESTRING(${extent.maxX + 20} ${extent.minY}, ${extent.maxX + 20} ${extent.maxY})`);
  feature('water', { kind: 'canal' }, poly([extent.minX - 100, extent.maxY + 10, extent.maxX + 100, extent.maxY + 40]));
  feature('sailing_routes', { name: 'Testvaart' }, `LINESTRING(${extent.minX - 100} ${extent.maxY + 25}, ${extent.maxX + 100} ${extent.maxY + 25})`);
  feature('natura2000', { name: 'Testveen' }, poly([extent.maxX + 3000, extent.minY, extent.maxX + 9000, extent.maxY]));
  feature('noise', { noise_db: 55 }, poly([extent.minX - 200, extent.minY - 100, extent.maxX + 200, extent.minY + 150]));
  feature('noise', { noise_db: 60 }, poly([extent.minX - 200, extent.minY - 100, extent.maxX + 200, extent.minY + 40]));
  const companiesTop = ys[Math.min(rows, 10)]!;
  feature('business_parks', { name: 'De Proef', start_year: 1978, gross_size_ha: 42.5, net_size_ha: 31, environmental_category: '4.1' }, poly([extent.minX, ys[5]!, planMaxX, companiesTop]));
  feature('urbanisation', { degree: 2 }, poly([extent.minX, extent.minY, midX, extent.maxY]));
  feature('urbanisation', { degree: 4 }, poly([midX, extent.minY, extent.maxX, extent.maxY]));
  for (let k = 0; k < 3; k++) feature('care', { kind: 'nursing_home' }, at());
  for (let k = 0; k < 5; k++) feature('retail', { kind: 'fashion' }, at());
}
