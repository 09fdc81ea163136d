import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMvt, type TileFeature, type TileProperty } from '../../tiles/encodeMvt';
import { GeomType, clipLineToSquare, clipRingToSquare, reverseRing, ringArea, roundRing } from '../../tiles/tileGeometry';
import { RD_QUAD_ID, rdTileBox, rdTileSpan, type RdTile } from '../rdTileMatrixSet';

// A local server that answers as PDOK's OGC API Tiles (gokoala) does for the Geometrieën Omgevingswet, under the
// production path /kadaster/omgevingswet-geometrieen/ogc/v2:
//   GET /tiles/NetherlandsRDNewQuad?f=json      the tileset: links (self, alternate, the `item` tile URL template with
//                                               {tileMatrix}/{tileRow}/{tileCol}, the tiling scheme), crs, dataType,
//                                               tileMatrixSetId, tileMatrixSetLimits (levels 0 .. maxLevel, whole matrix)
//   GET /tiles/NetherlandsRDNewQuad/{tileMatrix}/{tileRow}/{tileCol}?f=mvt
//                                               a Mapbox Vector Tile (extent 4096, a buffer of 64 units) of the features
//                                               written in RD coordinates; 404 where no feature is (outside the data)
// Failures can be forced: a 500 or 503 answer, a hang (no answer: the client's timeout), or a 302 to another place.

const OMGEVINGSWET_PATH = '/kadaster/omgevingswet-geometrieen/ogc/v2';
const SOURCE_EXTENT = 4096;
const SOURCE_BUFFER = 64;

/** A fixture feature in RD New metres: a polygon's rings (exterior first, counter-clockwise as usual in RD), lines or points. */
export type RdFixtureFeature = { layer: string; properties: Record<string, TileProperty>; id?: number } & (
  | { type: 'polygon'; rings: [number, number][][] }
  | { type: 'line'; lines: [number, number][][] }
  | { type: 'point'; points: [number, number][] }
);

type Failure = { status: 500 | 503 } | { hang: true } | { redirect: string };

export interface LocalPdokTiles {
  /** the landing page URL to configure (PDOK_OMGEVINGSWET_URL) */
  baseUrl: string;
  features: RdFixtureFeature[];
  /** the deepest level the tileset offers (tileMatrixSetLimits) */
  maxLevel: number;
  /** answered instead of the tileset description when set (an API that changed its shape) */
  tilesetOverride: unknown;
  /** every request: path with query, status (0: left hanging) */
  requests: { path: string; status: number }[];
  /** the next `times` requests (tileset or tile) fail this way */
  failNext(failure: Failure, times?: number): void;
  /** drops the failures not yet used */
  heal(): void;
  close(): Promise<void>;
}

/** The tile of one RD tile with the features that reach it (with its buffer); null when none does. */
export function rdFixtureTile(features: readonly RdFixtureFeature[], t: RdTile): Uint8Array | null {
  const box = rdTileBox(t);
  const scale = SOURCE_EXTENT / rdTileSpan(t.level);
  const units = (pts: [number, number][]) => pts.flatMap(([x, y]) => [(x - box.minX) * scale, (box.maxY - y) * scale]);
  const lo = -SOURCE_BUFFER;
  const hi = SOURCE_EXTENT + SOURCE_BUFFER;
  const byLayer = new Map<string, TileFeature[]>();
  for (const f of features) {
    let geometry: TileFeature['geometry'] | null = null;
    if (f.type === 'polygon') {
      const parts: number[][] = [];
      f.rings.forEach((ring, i) => {
        const cut = clipRingToSquare(units(ring), lo, hi);
        const r = cut.length ? roundRing(cut) : null;
        if (!r) return;
        // MVT 2: exterior rings have positive area in tile units (y down), holes negative
        if (ringArea(r) > 0 !== (i === 0)) reverseRing(r);
        parts.push(r);
      });
      if (parts.length && ringArea(parts[0]!) > 0) geometry = { type: GeomType.Polygon, parts };
    } else if (f.type === 'line') {
      const parts = f.lines.flatMap((l) => clipLineToSquare(units(l), lo, hi, true));
      if (parts.length) geometry = { type: GeomType.Line, parts };
    } else {
      const pts = units(f.points).map(Math.round);
      const inside: number[] = [];
      for (let i = 0; i < pts.length; i += 2) if (pts[i]! >= lo && pts[i]! <= hi && pts[i + 1]! >= lo && pts[i + 1]! <= hi) inside.push(pts[i]!, pts[i + 1]!);
      if (inside.length) geometry = { type: GeomType.Point, parts: [inside] };
    }
    if (!geometry) continue;
    const list = byLayer.get(f.layer) ?? [];
    list.push({ ...(f.id !== undefined ? { id: f.id } : {}), geometry, properties: f.properties });
    byLayer.set(f.layer, list);
  }
  if (!byLayer.size) return null;
  return encodeMvt([...byLayer].map(([name, list]) => ({ name, features: list })));
}

/** The tileset description as gokoala writes it (tiles/NetherlandsRDNewQuad.go.json) for levels 0 .. maxLevel. */
function tileset(base: string, maxLevel: number) {
  const href = `${base}/tiles/${RD_QUAD_ID}`;
  return {
    title: RD_QUAD_ID,
    links: [
      { rel: 'self', type: 'application/json', title: RD_QUAD_ID, href: `${href}?f=json` },
      { rel: 'alternate', type: 'text/html', title: `${RD_QUAD_ID} as HTML`, href: `${href}?f=html` },
      {
        rel: 'item',
        type: 'application/vnd.mapbox-vector-tile',
        title: `Mapbox vector tiles; the link is a URI template where {tileMatrix}/{tileRow}/{tileCol} is the tile in the tiling scheme '${RD_QUAD_ID}'`,
        href: `${href}/{tileMatrix}/{tileRow}/{tileCol}?f=mvt`,
        templated: true,
      },
      { rel: 'http://www.opengis.net/def/rel/ogc/1.0/tiling-scheme', type: 'application/json', title: `Definition of ${RD_QUAD_ID} TileMatrixSet`, href: `${base}/tileMatrixSets/${RD_QUAD_ID}` },
    ],
    crs: 'http://www.opengis.net/def/crs/EPSG/0/28992',
    dataType: 'vector',
    tileMatrixSetId: RD_QUAD_ID,
    tileMatrixSetLimits: Array.from({ length: maxLevel + 1 }, (_, level) => ({ tileMatrix: String(level), minTileRow: 0, maxTileRow: 2 ** level - 1, minTileCol: 0, maxTileCol: 2 ** level - 1 })),
  };
}

/** Starts the local PDOK Omgevingswet tiles on 127.0.0.1 and a free port. */
export async function startPdokTilesServer(features: RdFixtureFeature[] = [], maxLevel = 16): Promise<LocalPdokTiles> {
  const failures: Failure[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = u.pathname + u.search;
    const send = (status: number, type: string, body: string | Uint8Array) => {
      local.requests.push({ path, status });
      res.writeHead(status, { 'content-type': type, 'content-length': typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength });
      res.end(body);
    };
    const problem = (status: number, title: string, detail?: string) =>
      send(status, 'application/problem+json', JSON.stringify({ title, status, ...(detail ? { detail } : {}), timeStamp: new Date().toISOString() }));
    const forced = failures.shift();
    if (forced && 'hang' in forced) {
      local.requests.push({ path, status: 0 });
      hanging.add(res);
      return;
    }
    if (forced && 'redirect' in forced) {
      local.requests.push({ path, status: 302 });
      res.writeHead(302, { location: forced.redirect, 'content-length': 0 });
      return res.end();
    }
    if (forced) return problem(forced.status, forced.status === 500 ? 'Internal Server Error' : 'Service Unavailable');
    if (!u.pathname.startsWith(OMGEVINGSWET_PATH)) return problem(404, 'Not Found');
    const rest = u.pathname.slice(OMGEVINGSWET_PATH.length);
    if (rest === `/tiles/${RD_QUAD_ID}`) return send(200, 'application/json', JSON.stringify(local.tilesetOverride ?? tileset(local.baseUrl, local.maxLevel)));
    const m = new RegExp(`^/tiles/${RD_QUAD_ID}/(\\d+)/(\\d+)/(\\d+)$`).exec(rest);
    if (!m) return problem(404, 'Not Found');
    const format = u.searchParams.get('f') ?? 'mvt';
    if (format !== 'mvt') return problem(400, 'Bad Request', 'Specify tile format. Currently only Mapbox Vector Tiles (?f=mvt) tiles are supported');
    const [level, row, col] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (level > local.maxLevel || row >= 2 ** level || col >= 2 ** level) return problem(404, 'Not Found');
    const body = rdFixtureTile(local.features, { level, row, col });
    if (!body) return problem(404, 'Not Found');
    send(200, 'application/vnd.mapbox-vector-tile', body);
  });
  const local: LocalPdokTiles = {
    baseUrl: '',
    features,
    maxLevel,
    tilesetOverride: undefined,
    requests: [],
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    heal() {
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OMGEVINGSWET_PATH}`;
  return local;
}

/**
 * The fixture of the tests: squares around Amersfoort's RD origin (155000, 463000) in a source layer `locaties`, each
 * with its geometry's identification, one large enough to span several RD tiles and one with a hole, a line and a point.
 */
export function amersfoortFixture(): RdFixtureFeature[] {
  const square = (cx: number, cy: number, half: number): [number, number][] => [
    [cx - half, cy - half],
    [cx + half, cy - half],
    [cx + half, cy + half],
    [cx - half, cy + half],
    [cx - half, cy - half],
  ];
  return [
    { layer: 'locaties', properties: { identificatie: 'nl.imow-gm9999.gebied.small' }, type: 'polygon', rings: [square(155000, 463000, 40)] },
    { layer: 'locaties', properties: { identificatie: 'nl.imow-gm9999.gebied.large' }, type: 'polygon', rings: [square(155300, 463300, 600), square(155300, 463300, 100)] },
    { layer: 'lijnen', properties: { identificatie: 'nl.imow-gm9999.lijn.1' }, type: 'line', lines: [[[154200, 462600], [156200, 462600]]] },
    { layer: 'punten', properties: { identificatie: 'nl.imow-gm9999.punt.1' }, type: 'point', points: [[154800, 462800]] },
  ];
}
