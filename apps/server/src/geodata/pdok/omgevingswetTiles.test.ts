import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OMGEVINGSWET_TILE_LAYER } from '@plotwise/contracts';
import { latToTileY, lonToTileX, rdPoint, rdToLngLat } from '@plotwise/core';
import { AppError } from '../../http/appError';
import { TestApp, type TestCompany } from '../../test/testApp';
import { OmgevingswetTiles } from './omgevingswetTiles';
import { amersfoortFixture, startPdokTilesServer, type LocalPdokTiles } from './testing/pdokTilesServer';
import { startTrapServer } from '../../http/testing/trapServer';

// GET /api/tiles/omgevingswet/{z}/{x}/{y}.pbf against a local server that answers as PDOK's OGC API Tiles does.
let t: TestApp;
let a: TestCompany;
let pdok: LocalPdokTiles;

beforeAll(async () => {
  pdok = await startPdokTilesServer(amersfoortFixture());
  t = await TestApp.start({ PDOK_OMGEVINGSWET_URL: pdok.baseUrl, PDOK_OMGEVINGSWET_TIMEOUT_MS: '300' });
  a = await t.company('Omgevingswet');
});
afterAll(async () => {
  await t?.stop();
  await pdok?.close();
});
beforeEach(() => pdok.heal());

function tileOf(x: number, y: number, z: number) {
  const p = rdToLngLat(rdPoint(x, y));
  return { z, x: Math.floor(lonToTileX(p.lng, z)), y: Math.floor(latToTileY(p.lat, z)) };
}
const url = (tt: { z: number; x: number; y: number }) => `/api/tiles/omgevingswet/${tt.z}/${tt.x}/${tt.y}.pbf`;

function decode(payload: Buffer) {
  const layer = new VectorTile(new PbfReader(new Uint8Array(payload))).layers[OMGEVINGSWET_TILE_LAYER];
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i)) : [];
}

describe('the Omgevingswet geometry tiles', () => {
  it('need a session', async () => {
    const res = await t.request('GET', url(tileOf(155000, 463000, 15)));
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body).error.code).toBe('unauthenticated');
  });

  it('answer a Web Mercator MVT with the RD features and their properties, then the same bytes from the cache', async () => {
    const tt = tileOf(155000, 463000, 15);
    const before = pdok.requests.length;
    const res = await t.request('GET', url(tt), { as: a.user });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers['x-tile-cache']).toBe('miss');
    // public data the browser may keep for an hour, but for this user only (the route needs a session)
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const features = decode(res.rawPayload);
    const ids = new Set(features.map((f) => f.properties.identificatie));
    expect(ids).toEqual(new Set(['nl.imow-gm9999.gebied.small', 'nl.imow-gm9999.gebied.large']));
    const small = features.filter((f) => f.properties.identificatie === 'nl.imow-gm9999.gebied.small');
    // one polygon and its outline, though the square lies on four RD tiles
    expect(small.map((f) => f.type).sort()).toEqual([2, 3]);
    expect(small[0]!.properties.source_layer).toBe('locaties');
    // it read the tileset once, then RD tiles of its matching level
    const asked = pdok.requests.slice(before).map((r) => r.path);
    expect(asked.filter((p) => p.endsWith('/tiles/NetherlandsRDNewQuad?f=json'))).toHaveLength(1);
    expect(asked.filter((p) => /\/tiles\/NetherlandsRDNewQuad\/11\/\d+\/\d+\?f=mvt$/.test(p)).length).toBeGreaterThanOrEqual(4);

    const again = await t.request('GET', url(tt), { as: a.user });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-tile-cache']).toBe('hit');
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    expect(pdok.requests.length).toBe(before + asked.length);
    const notModified = await t.request('GET', url(tt), { as: a.user, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('answer an empty tile where PDOK has no data (404) and below zoom 13 without asking PDOK', async () => {
    const far = await t.request('GET', url(tileOf(240000, 580000, 15)), { as: a.user });
    expect(far.statusCode).toBe(200);
    expect(decode(far.rawPayload)).toEqual([]);
    expect(pdok.requests.at(-1)!.status).toBe(404);
    const before = pdok.requests.length;
    const low = await t.request('GET', url(tileOf(155000, 463000, 12)), { as: a.user });
    expect(low.statusCode).toBe(200);
    expect(low.rawPayload.byteLength).toBe(0);
    expect(pdok.requests.length).toBe(before);
  });

  it('answer 502 pdok_tiles_unavailable when PDOK fails, never an empty tile, and nothing is cached', async () => {
    const tt = tileOf(155000, 463000, 16);
    pdok.failNext({ status: 500 }, 50);
    const res = await t.request('GET', url(tt), { as: a.user });
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = JSON.parse(res.body);
    expect(body.error.code).toBe('pdok_tiles_unavailable');
    expect(body.error.message).toContain('500');
    pdok.heal();
    // the answer came at the first failed RD tile; the others end their retries before we ask again
    await new Promise((r) => setTimeout(r, 1_000));
    const ok = await t.request('GET', url(tt), { as: a.user });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-tile-cache']).toBe('miss');
    expect(decode(ok.rawPayload).length).toBeGreaterThan(0);
  });

  it('answer 504 pdok_tiles_timeout when PDOK does not answer in time', async () => {
    pdok.failNext({ hang: true }, 50);
    const started = Date.now();
    const res = await t.request('GET', url(tileOf(155600, 463600, 16)), { as: a.user });
    expect(res.statusCode).toBe(504);
    expect(JSON.parse(res.body).error.code).toBe('pdok_tiles_timeout');
    // two attempts of 300 ms and a short backoff, not the default 30 s
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuse a malformed tile address with 400', async () => {
    for (const path of ['/api/tiles/omgevingswet/15/1/2.mvt', '/api/tiles/omgevingswet/3/9/1.pbf', '/api/tiles/omgevingswet/x/1/1.pbf']) {
      const res = await t.request('GET', path, { as: a.user });
      expect(res.statusCode, path).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('validation_failed');
    }
  });
});

describe('the adapter when PDOK is not what it should be', () => {
  const tt = tileOf(155000, 463000, 15);

  it('says unreachable (502) when nothing listens', async () => {
    const gone = await startPdokTilesServer(amersfoortFixture());
    const baseUrl = gone.baseUrl;
    await gone.close();
    const adapter = new OmgevingswetTiles({ baseUrl, timeoutMs: 300, retries: 0 });
    const err = await adapter.tile(tt).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'pdok_tiles_unavailable', status: 502, details: { reason: 'unreachable' } });
  });

  it('refuses a tileset without a tile link, or in another CRS, as a changed API (502), never as empty tiles', async () => {
    const local = await startPdokTilesServer(amersfoortFixture());
    try {
      const limits = [{ tileMatrix: '0', minTileRow: 0, maxTileRow: 0, minTileCol: 0, maxTileCol: 0 }];
      local.tilesetOverride = { crs: 'http://www.opengis.net/def/crs/EPSG/0/28992', links: [{ rel: 'self', href: 'x' }], tileMatrixSetLimits: limits };
      await expect(new OmgevingswetTiles({ baseUrl: local.baseUrl, timeoutMs: 1000 }).tile(tt)).rejects.toMatchObject({ code: 'pdok_tiles_unavailable', details: { reason: 'schema_changed' } });
      local.tilesetOverride = { crs: 'http://www.opengis.net/def/crs/EPSG/0/3857', links: [{ rel: 'item', href: 'https://x/{tileMatrix}/{tileRow}/{tileCol}' }], tileMatrixSetLimits: limits };
      await expect(new OmgevingswetTiles({ baseUrl: local.baseUrl, timeoutMs: 1000 }).tile(tt)).rejects.toThrow(/not RD New/);
      // no tile was asked for
      expect(local.requests.every((r) => r.path.endsWith('/tiles/NetherlandsRDNewQuad?f=json'))).toBe(true);
    } finally {
      await local.close();
    }
  });
});

describe('the Omgevingswet tiles stay on the configured PDOK origin (issue 38)', () => {
  const tt = tileOf(155000, 463000, 15);

  it('refuse a redirect to another origin: nothing is fetched there', async () => {
    const trap = await startTrapServer();
    try {
      pdok.failNext({ redirect: `${trap.url}/tiles/NetherlandsRDNewQuad?f=json` });
      const adapter = new OmgevingswetTiles({ baseUrl: pdok.baseUrl, timeoutMs: 1000, retries: 0 });
      await expect(adapter.tile(tt)).rejects.toMatchObject({ code: 'upstream_redirect_refused', message: expect.stringContaining(new URL(trap.url).host) });
      expect(trap.hits).toEqual([]);
    } finally {
      await trap.close();
    }
  });

  it('refuse a tileset whose tile template leads to another origin: no tile is fetched there', async () => {
    const trap = await startTrapServer();
    const local = await startPdokTilesServer(amersfoortFixture());
    try {
      local.tilesetOverride = {
        crs: 'http://www.opengis.net/def/crs/EPSG/0/28992',
        links: [{ rel: 'item', type: 'application/vnd.mapbox-vector-tile', href: `${trap.url}/t/{tileMatrix}/{tileRow}/{tileCol}?f=mvt` }],
        tileMatrixSetLimits: Array.from({ length: 17 }, (_, level) => ({ tileMatrix: String(level), minTileRow: 0, maxTileRow: 2 ** level - 1, minTileCol: 0, maxTileCol: 2 ** level - 1 })),
      };
      const adapter = new OmgevingswetTiles({ baseUrl: local.baseUrl, timeoutMs: 1000, retries: 0 });
      await expect(adapter.tile(tt)).rejects.toMatchObject({ code: 'upstream_link_refused', message: expect.stringContaining(new URL(trap.url).host) });
      expect(trap.hits).toEqual([]);
    } finally {
      await trap.close();
      await local.close();
    }
  });
});
