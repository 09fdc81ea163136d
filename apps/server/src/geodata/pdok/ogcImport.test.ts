import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { gridParcels } from '../testing/fixtures';
import { sendJson, startFixtureServer, type FixtureServer } from '../testing/fixtureServer';
import { ogcItemsPage, ogcPand, ogcPerceel, ogcVbo } from '../testing/ogcFixtures';
import { startTrapServer } from '../../http/testing/trapServer';
import { retryAfterMs } from './httpClient';
import { itemsUrl, nextLink, parseBbox } from './ogcFeatures';
import { importOgcCollection, resolveCollectionUrl, type OgcBases } from './ogcImport';

let db: Db;
let drop: () => Promise<void>;
let server: FixtureServer;
let bases: OgcBases;
let waits: number[];
const sleep = async (ms: number) => {
  waits.push(ms);
};
const http = () => ({ retries: 2, backoffMs: 100, sleep });

const RD = 'http://www.opengis.net/def/crs/EPSG/0/28992';
const BBOX: [number, number, number, number] = [179990, 449990, 180100, 450100];
const parcels = [...gridParcels(5)];

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  server = await startFixtureServer();
  bases = { brk: `${server.url}/kadaster/brk-kadastrale-kaart/ogc/v1`, bag: `${server.url}/kadaster/bag/ogc/v2/` };
});
afterAll(async () => {
  await server?.close();
  await drop?.();
});
beforeEach(() => {
  waits = [];
  server.requests.length = 0;
});

/** Serve `features` in pages of `limit` with cursor links, as PDOK does; `page` may override one page's answer. */
function pagedCollection(features: unknown[], override?: (page: number, res: Parameters<Parameters<FixtureServer['handle']>[0]>[1]) => boolean) {
  server.handle((req, res) => {
    const limit = Number(req.query.get('limit'));
    const cursor = Number(req.query.get('cursor') ?? 0);
    const page = cursor / limit + 1;
    if (override?.(page, res)) return;
    const self = `${server.url}${req.path}?${req.query.toString()}`;
    const q = new URLSearchParams(req.query);
    q.set('cursor', String(cursor + limit));
    const next = cursor + limit < features.length ? `${server.url}${req.path}?${q.toString()}` : undefined;
    sendJson(res, ogcItemsPage(self, features.slice(cursor, cursor + limit), next), { 'content-crs': `<${RD}>` });
  });
}

const plotCount = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM geo_plots`))[0]!.n;

describe('OGC API Features requests', () => {
  it('asks for a bbox in RD New with the OGC CRS URIs and a page limit, and follows GeoJSON next links', () => {
    const u = new URL(itemsUrl('https://api.pdok.nl/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items', { bbox: BBOX, limit: 250 }));
    expect(Object.fromEntries(u.searchParams)).toEqual({ f: 'json', bbox: '179990,449990,180100,450100', 'bbox-crs': RD, crs: RD, limit: '250' });
    expect(resolveCollectionUrl('brk/perceel', { bag: 'https://api.pdok.nl/kadaster/bag/ogc/v2', brk: 'https://api.pdok.nl/kadaster/brk-kadastrale-kaart/ogc/v1/' })).toBe(
      'https://api.pdok.nl/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items',
    );
    expect(() => resolveCollectionUrl('perceel', bases)).toThrow(/items URL or bag\/<collection>/);
    expect(parseBbox('1,2,3,4')).toEqual([1, 2, 3, 4]);
    expect(() => parseBbox('1,2,3')).toThrow(/minx,miny,maxx,maxy/);
    expect(() => parseBbox('5,2,3,4')).toThrow(/min must be below max/);
    expect(nextLink([{ rel: 'next', type: 'text/html', href: 'h' }, { rel: 'next', type: 'application/geo+json', href: 'j' }])).toBe('j');
    expect(nextLink([{ rel: 'self', href: 's' }])).toBeUndefined();
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

describe('importing BRK percelen from OGC API Features', () => {
  it('pages through the collection by bbox into geo_plots, in one import', async () => {
    pagedCollection(parcels.map(ogcPerceel));
    const r = await importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX, limit: 2 }, { bases, http: http() });
    expect(r).toMatchObject({ format: 'brk-geojson', status: 'succeeded', read: 5, written: 5, rejected: 0, pages: 3 });
    expect(r.datasets).toMatchObject([{ dataset: 'brk.percelen', area: 'bbox:179990,449990,180100,450100', features: 5, dataDate: null, dataDateOrigin: null }]);
    expect(r.files).toEqual(['perceel page 1', 'perceel page 2', 'perceel page 3']);
    expect(server.requests.map((q) => [q.path, q.query.get('cursor')])).toEqual([
      ['/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items', null],
      ['/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items', '2'],
      ['/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items', '4'],
    ]);
    for (const q of server.requests) expect(Object.fromEntries(q.query)).toMatchObject({ bbox: BBOX.join(','), 'bbox-crs': RD, crs: RD, limit: '2', f: 'json' });
    const rows = await db.query<{ identificatie: string; akr_code: string; kadastrale_gemeente: string; sectie: string; perceelnummer: number; kadastrale_grootte: number; area: number }>(
      `SELECT identificatie, akr_code, kadastrale_gemeente, sectie, perceelnummer, kadastrale_grootte, ST_Area(geom) AS area FROM geo_plots ORDER BY identificatie`,
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ identificatie: '84920000000000', akr_code: 'OTL02', kadastrale_gemeente: 'Otterlo', sectie: 'B', perceelnummer: 1000 });
    // RD coordinates taken as RD: areas match kadastraleGrootte
    for (const row of rows) expect(Math.abs(row.area - row.kadastrale_grootte) / row.kadastrale_grootte).toBeLessThan(0.005);
    expect(waits).toEqual([]);
  });

  it('waits as long as a 429 Retry-After asks and carries on', async () => {
    let refused = false;
    pagedCollection(parcels.map(ogcPerceel), (page, res) => {
      if (page !== 2 || refused) return false;
      refused = true;
      res.writeHead(429, { 'retry-after': '2', 'content-type': 'text/plain' }).end('Too Many Requests');
      return true;
    });
    const r = await importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX, limit: 2 }, { bases, http: http() });
    expect(r).toMatchObject({ status: 'succeeded', written: 5, pages: 3 });
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(4);
  });

  it('gives up on a page that keeps failing with 500, with a clear error and the previous import untouched', async () => {
    const before = await plotCount();
    pagedCollection([...gridParcels(5, 185000, 455000)].map(ogcPerceel), (page, res) => {
      if (page !== 2) return false;
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return true;
    });
    await expect(importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX, limit: 2 }, { bases, http: http() })).rejects.toThrow(
      /127\.0\.0\.1:\d+\/kadaster\/brk-kadastrale-kaart\/ogc\/v1\/collections\/perceel\/items answered 500 Internal Server Error.*\(after 3 attempts\)/,
    );
    expect(waits).toEqual([100, 200]); // exponential backoff between the three attempts
    expect(await plotCount()).toBe(before);
    const [run] = await db.query<{ status: string; error: string }>(`SELECT status, error FROM geo_import_runs ORDER BY id DESC LIMIT 1`);
    expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/answered 500/) });
  });

  it('does not retry a 404, and names the collection', async () => {
    server.handle((_q, res) => sendJson(res, { code: 'Not Found', description: 'Collection not found' }, { 'content-type': 'application/problem+json' }, 404));
    await expect(importOgcCollection(db, { collection: 'brk/percelen', bbox: BBOX }, { bases, http: http() })).rejects.toThrow(/collections\/percelen\/items answered 404 Not Found/);
    expect(waits).toEqual([]);
  });

  it('rolls back when a page is malformed JSON, naming the page and feature', async () => {
    const before = await plotCount();
    pagedCollection([...gridParcels(5, 185000, 455000)].map(ogcPerceel), (page, res) => {
      if (page !== 2) return false;
      const text = JSON.stringify(ogcItemsPage('x', [ogcPerceel(parcels[0]!), ogcPerceel(parcels[1]!)]));
      sendJson(res, text.replace('"sectie":"B",', '"sectie":"B",,'));
      return true;
    });
    await expect(importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX, limit: 2 }, { bases, http: http() })).rejects.toThrow(
      /perceel page 2: features #1: broken JSON/,
    );
    expect(await plotCount()).toBe(before);
  });

  it('refuses an answer in another CRS than asked for, and one that is not GeoJSON', async () => {
    pagedCollection(parcels.map(ogcPerceel), (_page, res) => {
      sendJson(res, ogcItemsPage('x', [ogcPerceel(parcels[0]!)]), { 'content-crs': '<http://www.opengis.net/def/crs/OGC/1.3/CRS84>' });
      return true;
    });
    await expect(importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX }, { bases, http: http() })).rejects.toThrow(/answered in http:\/\/www\.opengis\.net\/def\/crs\/OGC\/1\.3\/CRS84, not the EPSG:28992 asked for/);
    server.handle((_q, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'));
    await expect(importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX }, { bases, http: http() })).rejects.toThrow(/answered text\/html, not GeoJSON/);
  });

  it('refuses a next link to another origin: 502 upstream_link_refused, 0 requests at the trap, the import rolled back', async () => {
    const trap = await startTrapServer();
    try {
      const before = await plotCount();
      pagedCollection([...gridParcels(5, 186000, 456000)].map(ogcPerceel), (page, res) => {
        if (page !== 1) return false;
        // the first page's next link names another host (the trap), with the path and query PDOK would use
        const next = `${trap.url}/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items?f=json&cursor=2&limit=2`;
        sendJson(res, ogcItemsPage('x', [ogcPerceel(parcels[0]!), ogcPerceel(parcels[1]!)], next), { 'content-crs': `<${RD}>` });
        return true;
      });
      await expect(importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX, limit: 2 }, { bases, http: http() })).rejects.toMatchObject({
        code: 'upstream_link_refused',
        message: expect.stringContaining(`leads to ${new URL(trap.url).host}`),
      });
      expect(trap.hits).toEqual([]);
      expect(server.requests).toHaveLength(1);
      expect(await plotCount()).toBe(before);
      // a next link on the same origin (relative or absolute) is followed as before: the test at the top of this block
    } finally {
      await trap.close();
    }
  });

  it('refuses a redirect of a page to another host (no key, still): 502 upstream_redirect_refused, 0 requests at the trap', async () => {
    const trap = await startTrapServer();
    try {
      server.handle((_q, res) => res.writeHead(302, { location: `${trap.url}/kadaster/brk-kadastrale-kaart/ogc/v1/collections/perceel/items?f=json`, 'content-length': 0 }).end());
      await expect(importOgcCollection(db, { collection: 'brk/perceel', bbox: BBOX }, { bases, http: http() })).rejects.toMatchObject({
        code: 'upstream_redirect_refused',
        message: expect.stringContaining(`redirected to ${new URL(trap.url).host}`),
      });
      expect(trap.hits).toEqual([]);
    } finally {
      await trap.close();
    }
  });

  it('reports an unreachable service after its retries', async () => {
    const gone = await startFixtureServer();
    const url = gone.url;
    await gone.close();
    await expect(
      importOgcCollection(db, { collection: `${url}/collections/perceel/items`, bbox: BBOX }, { bases, http: { ...http(), timeoutMs: 2000 } }),
    ).rejects.toThrow(/collections\/perceel\/items unreachable \(ECONNREFUSED\) \(after 3 attempts\)/);
    expect(waits).toEqual([100, 200]);
  });
});

describe('importing BAG from OGC API Features', () => {
  it('imports panden and verblijfsobjecten with their main address', async () => {
    const pand = ogcPand('0221100000312345', 1932, [[200000, 445000], [200010, 445000], [200010, 445012], [200000, 445012], [200000, 445000]]);
    const vbos = [
      { id: '0221010000312345', num: '0221200000312345', huisnummer: 12, huisletter: 'A', gebruiksdoel: 'woonfunctie', x: 200004, y: 445004 },
      { id: '0221010000312346', num: '0221200000312346', huisnummer: 14, gebruiksdoel: 'woonfunctie,kantoorfunctie', x: 200007, y: 445008 },
    ].map((v) => ogcVbo({ ...v, pand: '0221100000312345', opr: '0221300000000042', wpl: '1028', street: 'Kerkstraat', city: 'Doesburg', postcode: '6981AB', oppervlakte: 95 }));
    server.handle((req, res) => {
      const features = req.path.endsWith('/pand/items') ? [pand] : vbos;
      sendJson(res, ogcItemsPage(`${server.url}${req.path}`, features), { 'content-crs': `<${RD}>` });
    });
    const p = await importOgcCollection(db, { collection: 'bag/pand', bbox: [199990, 444990, 200020, 445020] }, { bases, http: http() });
    expect(p).toMatchObject({ format: 'bag-geojson', written: 1, datasets: [{ dataset: 'bag.panden', area: 'bbox:199990,444990,200020,445020', features: 1 }] });
    expect(server.requests[0]!.path).toBe('/kadaster/bag/ogc/v2/collections/pand/items');
    const v = await importOgcCollection(db, { collection: 'bag/verblijfsobject', bbox: [199990, 444990, 200020, 445020] }, { bases, http: http() });
    expect(v).toMatchObject({ read: 2, rejected: 0, tables: { geo_bag_verblijfsobjecten: 2, geo_bag_nummeraanduidingen: 2, geo_bag_openbare_ruimten: 1 } });

    expect(await db.query(`SELECT identificatie, oorspronkelijk_bouwjaar, status FROM geo_bag_panden`)).toEqual([
      { identificatie: '0221100000312345', oorspronkelijk_bouwjaar: 1932, status: 'Pand in gebruik' },
    ]);
    expect(await db.query(`SELECT identificatie, gebruiksdoelen, oppervlakte, hoofdadres_id, pand_ids, ST_X(geom) AS x FROM geo_bag_verblijfsobjecten ORDER BY identificatie`)).toEqual([
      { identificatie: '0221010000312345', gebruiksdoelen: ['woonfunctie'], oppervlakte: 95, hoofdadres_id: '0221200000312345', pand_ids: ['0221100000312345'], x: 200004 },
      { identificatie: '0221010000312346', gebruiksdoelen: ['woonfunctie', 'kantoorfunctie'], oppervlakte: 95, hoofdadres_id: '0221200000312346', pand_ids: ['0221100000312345'], x: 200007 },
    ]);
    expect(await db.query(`SELECT n.huisnummer, n.huisletter, n.postcode, o.naam FROM geo_bag_nummeraanduidingen n JOIN geo_bag_openbare_ruimten o ON o.identificatie = n.openbare_ruimte_id ORDER BY n.huisnummer`)).toEqual([
      { huisnummer: 12, huisletter: 'A', postcode: '6981AB', naam: 'Kerkstraat' },
      { huisnummer: 14, huisletter: null, postcode: '6981AB', naam: 'Kerkstraat' },
    ]);
  });
});
