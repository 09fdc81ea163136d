import { z } from 'zod';
import { OMGEVINGSWET_TILE_LAYER } from '@plotwise/contracts';
import type { TileAddress } from '@plotwise/core';
import { AppError } from '../../http/appError';
import { encodeMvt } from '../tiles/encodeMvt';
import { TileCache } from '../tiles/tileCache';
import { TileProjection } from '../tiles/tileProjection';
import { sameOriginUrl, shortUrl } from '../../http/outbound';
import { fetchWithRetry, RemoteServiceError, type HttpOptions } from './httpClient';
import { RD_QUAD_ID, rdLevelFor, rdTilesCovering, type RdTile } from './rdTileMatrixSet';
import { reprojectRdTiles, type FetchedRdTile } from './reprojectRdTiles';

/*
 * PDOK's "Geometrieën Omgevingswet" (https://api.pdok.nl/kadaster/omgevingswet-geometrieen/ogc/v2, keyless) as Web
 * Mercator vector tiles. PDOK publishes them as OGC API Tiles in NetherlandsRDNewQuad only; the map draws Web
 * Mercator. So per Mercator tile we fetch the RD tiles of matching detail that cover it and reproject them
 * (reprojectRdTiles.ts). What the adapter reads of the API, and nothing else:
 *   GET {base}/tiles/NetherlandsRDNewQuad?f=json   the tileset: its `item` link (the tile URL template with
 *                                                  {tileMatrix}/{tileRow}/{tileCol}), crs, tileMatrixSetLimits
 *   GET that template filled in                    a tile (application/vnd.mapbox-vector-tile); 404: no data there
 * The tile template and the levels offered are read from the service, not assumed. PDOK failing (5xx, unreachable,
 * an answer in another shape) is pdok_tiles_unavailable (502), no answer in time pdok_tiles_timeout (504): never an
 * empty tile, which would look like "no rules here". Every request stays on the origin of PDOK_OMGEVINGSWET_URL: the
 * tile template is taken only on that origin (else upstream_link_refused), a redirect elsewhere is
 * upstream_redirect_refused (http/outbound.ts); the tile numbers filled in are integers we computed.
 */

/** How the adapter reaches PDOK. */
export interface OmgevingswetTilesOptions {
  /** the API's landing page URL (config PDOK_OMGEVINGSWET_URL) */
  baseUrl: string;
  /** per request (config PDOK_OMGEVINGSWET_TIMEOUT_MS) */
  timeoutMs: number;
  /** further attempts after a 5xx or no connection (default 1: a map waits for its tiles) */
  retries?: number;
  backoffMs?: number;
  /** bytes of Mercator tiles and of RD tiles kept (each; default 32 MB) */
  cacheBytes?: number;
  /** the tileset description is read again after this long (default 1 h) */
  tilesetMaxAgeMs?: number;
  now?: () => number;
}

/** The least zoom the layer is drawn at (catalogue minZoom): below it the adapter answers an empty tile without asking PDOK. */
export const OMGEVINGSWET_MIN_ZOOM = 13;

const MVT = 'application/vnd.mapbox-vector-tile';

const tilesetSchema = z.object({
  crs: z.string().optional(),
  tileMatrixSetId: z.string().optional(),
  links: z.array(z.object({ rel: z.string(), type: z.string().optional(), href: z.string() })),
  tileMatrixSetLimits: z
    .array(z.object({ tileMatrix: z.coerce.string(), minTileRow: z.number(), maxTileRow: z.number(), minTileCol: z.number(), maxTileCol: z.number() }))
    .min(1),
});

interface Tileset {
  template: string;
  limits: Map<number, { minRow: number; maxRow: number; minCol: number; maxCol: number }>;
  minLevel: number;
  maxLevel: number;
  readAt: number;
}

/** A rendered tile and whether it came from the cache. */
export interface OmgevingswetTile {
  body: Uint8Array;
  cached: boolean;
}

export class OmgevingswetTiles {
  private readonly tiles: TileCache;
  private readonly rdTiles: TileCache;
  private tileset: Tileset | null = null;
  private tilesetLoading: Promise<Tileset> | null = null;
  // an RD tile several Mercator tiles need at once is fetched once
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();
  private readonly now: () => number;

  constructor(private readonly opts: OmgevingswetTilesOptions) {
    this.tiles = new TileCache(opts.cacheBytes ?? 32 * 1024 * 1024);
    this.rdTiles = new TileCache(opts.cacheBytes ?? 32 * 1024 * 1024);
    this.now = opts.now ?? Date.now;
  }

  /** The Mercator tile z/x/y of the Omgevingswet geometries (an empty tile below OMGEVINGSWET_MIN_ZOOM). */
  async tile(t: TileAddress): Promise<OmgevingswetTile> {
    if (t.z < OMGEVINGSWET_MIN_ZOOM) return { body: new Uint8Array(0), cached: false };
    // PDOK renews the data daily: a day's tiles are cached under the day, older ones age out of the LRU
    const key = `${this.day()}/${t.z}/${t.x}/${t.y}`;
    const hit = this.tiles.get(key);
    if (hit) return { body: hit, cached: true };
    const tileset = await this.readTileset();
    const proj = new TileProjection(t);
    const level = rdLevelFor(proj.rdBox, tileset.minLevel, tileset.maxLevel);
    const wanted = rdTilesCovering(proj.rdBox, level).filter((r) => inLimits(tileset, r));
    const fetched: FetchedRdTile[] = await Promise.all(wanted.map(async (r) => ({ ...r, bytes: await this.rdTile(tileset, r) })));
    const body = encodeMvt([{ name: OMGEVINGSWET_TILE_LAYER, features: reprojectRdTiles(fetched, proj) }]);
    this.tiles.set(key, body);
    return { body, cached: false };
  }

  /** What the service offers (npm run check:layers): the tile URL template and the levels of its tileset. */
  async offered(): Promise<{ template: string; minLevel: number; maxLevel: number }> {
    const { template, minLevel, maxLevel } = await this.readTileset();
    return { template, minLevel, maxLevel };
  }

  private day(): string {
    return new Date(this.now()).toISOString().slice(0, 10);
  }

  private http(accept: string): HttpOptions {
    return { accept, timeoutMs: this.opts.timeoutMs, retries: this.opts.retries ?? 1, backoffMs: this.opts.backoffMs ?? 250, maxWaitMs: 2_000, origin: this.opts.baseUrl };
  }

  /** The tileset description, read again after its max age; a failed read is not kept. */
  private async readTileset(): Promise<Tileset> {
    const maxAge = this.opts.tilesetMaxAgeMs ?? 3_600_000;
    if (this.tileset && this.now() - this.tileset.readAt < maxAge) return this.tileset;
    this.tilesetLoading ??= this.loadTileset().finally(() => {
      this.tilesetLoading = null;
    });
    return (this.tileset = await this.tilesetLoading);
  }

  private async loadTileset(): Promise<Tileset> {
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/tiles/${RD_QUAD_ID}?f=json`;
    const json = await this.get(url, 'application/json', async (res) => JSON.parse(await res.text()) as unknown);
    const parsed = tilesetSchema.safeParse(json);
    const item = parsed.success ? parsed.data.links.find((l) => l.rel === 'item' && (!l.type || l.type === MVT)) : undefined;
    if (!parsed.success || !item || !/\{tileMatrix\}/.test(item.href) || !/\{tileRow\}/.test(item.href) || !/\{tileCol\}/.test(item.href))
      throw unavailable(`${shortUrl(url)} describes its ${RD_QUAD_ID} tiles in a shape we do not read (no tile link with {tileMatrix}/{tileRow}/{tileCol}); its API may have changed`, url, 'schema_changed');
    if (parsed.data.crs && !/EPSG\/0\/28992$/.test(parsed.data.crs)) throw unavailable(`${shortUrl(url)} offers ${parsed.data.crs}, not RD New (EPSG:28992)`, url, 'schema_changed');
    const limits: Tileset['limits'] = new Map();
    for (const l of parsed.data.tileMatrixSetLimits) limits.set(Number(l.tileMatrix), { minRow: l.minTileRow, maxRow: l.maxTileRow, minCol: l.minTileCol, maxCol: l.maxTileCol });
    const levels = [...limits.keys()].filter(Number.isInteger);
    // resolved against the tileset's URL (a relative link), with its braces kept: URL escapes them
    // on the configured origin only: the tiles are fetched from where the template says
    const template = sameOriginUrl(item.href, this.opts.baseUrl, `${shortUrl(url)}'s tile template`, url).replace(/%7B/gi, '{').replace(/%7D/gi, '}');
    return { template, limits, minLevel: Math.min(...levels), maxLevel: Math.max(...levels), readAt: this.now() };
  }

  private async rdTile(tileset: Tileset, r: RdTile): Promise<Uint8Array> {
    const key = `${this.day()}/${r.level}/${r.row}/${r.col}`;
    const hit = this.rdTiles.get(key);
    if (hit) return hit;
    let pending = this.inFlight.get(key);
    if (!pending) {
      const url = tileset.template.replace('{tileMatrix}', String(r.level)).replace('{tileRow}', String(r.row)).replace('{tileCol}', String(r.col));
      pending = this.get(url, MVT, async (res) => new Uint8Array(await res.arrayBuffer()))
        .then((bytes) => {
          this.rdTiles.set(key, bytes);
          return bytes;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** GET with the PDOK client's retries; 404 is "no data here" (an empty tile), every other failure an AppError. */
  private async get<T>(url: string, accept: string, read: (res: Response) => Promise<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetchWithRetry(url, this.http(accept));
    } catch (e) {
      if (e instanceof RemoteServiceError && e.httpStatus === 404 && accept === MVT) return read(new Response(new Uint8Array(0)));
      if (e instanceof RemoteServiceError && e.timedOut) throw new AppError('pdok_tiles_timeout', `PDOK's Omgevingswet tiles: ${e.message}`, { url: shortUrl(url), reason: 'timeout' });
      if (e instanceof RemoteServiceError) throw unavailable(`PDOK's Omgevingswet tiles: ${e.message}`, url, e.httpStatus === null ? 'unreachable' : 'server_error', e.httpStatus);
      throw e;
    }
    try {
      return await read(res);
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TimeoutError' || err.name === 'AbortError')
        throw new AppError('pdok_tiles_timeout', `PDOK's Omgevingswet tiles: ${shortUrl(url)} did not finish its answer within ${this.opts.timeoutMs} ms`, { url: shortUrl(url), reason: 'timeout' });
      throw unavailable(`PDOK's Omgevingswet tiles: ${shortUrl(url)} answered something we cannot read (${err.message})`, url, 'schema_changed');
    }
  }

  clearCache() {
    this.tiles.clear();
    this.rdTiles.clear();
    this.tileset = null;
  }
}

function inLimits(tileset: Tileset, r: RdTile): boolean {
  const l = tileset.limits.get(r.level);
  return !!l && r.row >= l.minRow && r.row <= l.maxRow && r.col >= l.minCol && r.col <= l.maxCol;
}

const unavailable = (message: string, url: string, reason: string, status?: number | null) =>
  new AppError('pdok_tiles_unavailable', message, { url: shortUrl(url), reason, ...(status ? { status } : {}) });
