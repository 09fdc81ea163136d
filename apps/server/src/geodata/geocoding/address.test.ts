import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../runner/runImport';
import { bagFile, bagNum, bagOpr, bagVbo, bagWpl, rect } from '../testing/fixtures';
import { sendJson, startFixtureServer, type FixtureServer } from '../testing/fixtureServer';
import { lsAnswer, lsDamrak1, lsDoesburg } from '../testing/locatieserverFixtures';
import { fixtureDir } from '../testing/samples';
import { startTrapServer } from '../../http/testing/trapServer';
import { RemoteServiceError } from '../pdok/httpClient';
import { LocatieserverClient, wktPairs } from '../pdok/locatieserver';
import { Geocoder } from './geocoder';
import { addressLabel, parseAddressQuery } from './localGeocoder';

let t: TestApp;
let co: TestCompany;
let ls: FixtureServer;
const dir = fixtureDir();

/** Our own BAG: Doesburg with two streets and four addresses, loaded through the BAG importer. */
async function loadBag() {
  const files = {
    'WPL.xml': bagFile('WPL', [bagWpl('1028', 'Doesburg', rect(206000, 447000, 1000, 1000))]),
    'OPR.xml': bagFile('OPR', [bagOpr('0221300000000042', 'Kerkstraat', '1028'), bagOpr('0221300000000043', 'Koepoortstraat', '1028')]),
    'NUM.xml': bagFile('NUM', [
      bagNum('0221200000000101', 12, '6981AB', '0221300000000042'),
      bagNum('0221200000000102', 12, '6981AB', '0221300000000042', 'A'),
      bagNum('0221200000000103', 14, '6981AB', '0221300000000042'),
      bagNum('0221200000000201', 3, '6981CD', '0221300000000043'),
    ]),
    'VBO.xml': bagFile('VBO', [
      bagVbo({ id: '0221010000000101', pand: '0221100000000001', num: '0221200000000101', doel: ['woonfunctie'], oppervlakte: 90, x: 206300, y: 447500 }),
      bagVbo({ id: '0221010000000102', pand: '0221100000000001', num: '0221200000000102', doel: ['woonfunctie'], oppervlakte: 60, x: 206304, y: 447500 }),
      bagVbo({ id: '0221010000000103', pand: '0221100000000002', num: '0221200000000103', doel: ['kantoorfunctie'], oppervlakte: 150, x: 206330, y: 447500 }),
      bagVbo({ id: '0221010000000201', pand: '0221100000000003', num: '0221200000000201', doel: ['woonfunctie'], oppervlakte: 110, x: 206600, y: 447800 }),
    ]),
  };
  for (const [name, content] of Object.entries(files)) {
    const file = join(dir, `geocoder-${name}`);
    writeFileSync(file, content);
    await runImport(t.db, 'bag', file, { area: '0221' });
  }
}

/** WGS84 of an RD point, by PostGIS (the reverse geocoder is asked in lat/lon). */
async function latLon(x: number, y: number) {
  const [p] = await t.db.query<{ lat: number; lon: number }>(`SELECT ST_Y(g) AS lat, ST_X(g) AS lon FROM (SELECT ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 28992), 4326) AS g) s`, [x, y]);
  return p!;
}

beforeAll(async () => {
  ls = await startFixtureServer();
  t = await TestApp.start({ GEOCODER: 'auto', PDOK_LOCATIESERVER_URL: `${ls.url}/bzk/locatieserver/search/v3_1`, GEOCODER_TIMEOUT_MS: '2000' });
  co = await t.company('Geocoder BV');
  await loadBag();
});
afterAll(async () => {
  await t?.stop();
  await ls?.close();
});

const get = (url: string, as = co.user) => t.request('GET', url, { as });

/** The Locatieserver as PDOK runs it: suggest, free, lookup and reverse. */
function pdokUp() {
  ls.handle((req, res) => {
    const endpoint = req.path.split('/').pop();
    if (endpoint === 'suggest' || endpoint === 'free') return sendJson(res, lsAnswer([lsDamrak1, lsDoesburg].map(({ id, type, weergavenaam, centroide_ll }) => ({ id, type, weergavenaam, centroide_ll })), endpoint === 'suggest'), { 'content-type': 'application/json;charset=UTF-8' });
    if (endpoint === 'lookup') {
      const doc = [lsDamrak1, lsDoesburg].find((d) => d.id === req.query.get('id'));
      return sendJson(res, lsAnswer(doc ? [doc] : []), { 'content-type': 'application/json;charset=UTF-8' });
    }
    if (endpoint === 'reverse') return sendJson(res, lsAnswer([{ type: 'adres', weergavenaam: lsDamrak1.weergavenaam, id: lsDamrak1.id, centroide_ll: lsDamrak1.centroide_ll, afstand: 4.2 }]), { 'content-type': 'application/json;charset=UTF-8' });
    res.writeHead(404).end();
  });
}

describe('reading the Locatieserver', () => {
  it('parses WKT points and boxes, typed addresses and labels', () => {
    expect(wktPairs('POINT(4.89499164 52.37626838)')).toEqual([[4.89499164, 52.37626838]]);
    expect(wktPairs('MULTIPOLYGON(((6.11 52.0,6.17 52.0)))')).toEqual([[6.11, 52], [6.17, 52]]);
    expect(parseAddressQuery('Kerkstraat 12A, 6981 ab Doesburg')).toEqual({ postcode: '6981AB', houseNumber: 12, houseLetter: 'A', words: ['kerkstraat', 'doesburg'] });
    expect(parseAddressQuery('Kerkstraat 12-2')).toEqual({ houseNumber: 12, addition: '2', words: ['kerkstraat'] });
    expect(parseAddressQuery('6981')).toEqual({ postcode: '6981', words: [] });
    expect(parseAddressQuery('Doesburg 3')).toEqual({ houseNumber: 3, words: ['doesburg'] });
    expect(parseAddressQuery('does')).toEqual({ words: ['does'] });
    expect(addressLabel({ street: 'Kerkstraat', nr: 12, letter: 'A', addition: '2', postcode: '6981AB', city: 'Doesburg' })).toBe('Kerkstraat 12A-2, 6981 AB Doesburg');
  });

  it('asks suggest, lookup and reverse with the documented parameters', async () => {
    pdokUp();
    ls.requests.length = 0;
    const client = new LocatieserverClient(`${ls.url}/bzk/locatieserver/search/v3_1/`, { retries: 0 });
    expect(await client.suggest('damrak 1', 5)).toEqual([
      { id: lsDamrak1.id, type: 'adres', label: 'Damrak 1, 1012 LG Amsterdam' },
      { id: lsDoesburg.id, type: 'woonplaats', label: 'Doesburg, Doesburg, Gelderland' },
    ]);
    expect(ls.requests[0]!.path).toBe('/bzk/locatieserver/search/v3_1/suggest');
    expect(Object.fromEntries(ls.requests[0]!.query)).toEqual({ q: 'damrak 1', rows: '5', fl: 'id,type,weergavenaam,score', wt: 'json' });
    expect((await client.free('damrak 1', 1))[0]).toMatchObject({ id: lsDamrak1.id, point: { lon: 4.89499164, lat: 52.37626838 } });
    expect(await client.lookup(lsDamrak1.id)).toMatchObject({
      point: { lat: 52.37626838, lon: 4.89499164 },
      rd: { x: 121687.895, y: 487563.157 },
      bbox: null,
      address: { street: 'Damrak', houseNumber: 1, postcode: '1012LG', city: 'Amsterdam', municipality: 'Amsterdam', nummeraanduidingId: '0363200000218908', adresseerbaarObjectId: '0363010000696734' },
    });
    expect((await client.lookup(lsDoesburg.id))?.bbox).toEqual([6.11, 52, 6.17, 52.03]);
    expect(await client.lookup('adr-unknown')).toBeUndefined();
    expect(await client.reverse({ lat: 52.3762, lon: 4.895 }, 1)).toEqual([{ id: lsDamrak1.id, type: 'adres', label: 'Damrak 1, 1012 LG Amsterdam', point: { lat: 52.37626838, lon: 4.89499164 }, distanceMeters: 4.2 }]);
    expect(Object.fromEntries(ls.requests.at(-1)!.query)).toMatchObject({ lat: '52.3762', lon: '4.895', rows: '1', type: 'adres' });
  });

  it('turns a broken answer into a clear error', async () => {
    const client = new LocatieserverClient(`${ls.url}/ls`, { retries: 0 });
    ls.handle((_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"response": {"docs": [ {"id": '));
    await expect(client.suggest('x', 1)).rejects.toThrow(/ls\/suggest answered something that is not JSON/);
    ls.handle((_q, res) => sendJson(res, { error: { msg: 'undefined field q', code: 400 } }, {}, 400));
    await expect(client.suggest('x', 1)).rejects.toThrow(/answered 400 Bad Request: \{"error"/);
  });
});

describe('the Locatieserver redirecting elsewhere', () => {
  it('is refused: upstream_redirect_refused, 0 requests at the trap; a redirect on its own host is followed', async () => {
    const trap = await startTrapServer();
    try {
      const client = new LocatieserverClient(`${ls.url}/ls`, { retries: 0 });
      ls.handle((_q, res) => res.writeHead(302, { location: `${trap.url}/ls/suggest?q=x`, 'content-length': 0 }).end());
      await expect(client.suggest('x', 1)).rejects.toMatchObject({ code: 'upstream_redirect_refused', message: expect.stringContaining(`redirected to ${new URL(trap.url).host}`) });
      expect(trap.hits).toEqual([]);
      // the map's search in auto mode answers from our own BAG instead, still asking nothing of the trap
      const auto = new Geocoder(t.db, { mode: 'auto', locatieserverUrl: `${ls.url}/ls`, timeoutMs: 2000, http: { retries: 0 } });
      expect(await auto.search('Kerkstraat', 5)).toMatchObject({ source: 'local', suggestions: expect.arrayContaining([expect.objectContaining({ label: expect.stringContaining('Kerkstraat') })]) });
      expect(trap.hits).toEqual([]);
      ls.handle((req, res) => (req.path === '/moved/suggest' ? sendJson(res, lsAnswer([], true)) : res.writeHead(301, { location: '/moved/suggest', 'content-length': 0 }).end()));
      expect(await client.suggest('x', 1)).toEqual([]);
    } finally {
      await trap.close();
    }
  });
});

describe('address API', () => {
  it('is for signed-in users only, and refuses bad input with stable codes', async () => {
    pdokUp();
    expect((await t.request('GET', '/api/geodata/address/search?q=damrak')).statusCode).toBe(401);
    const cases: [string, RegExp][] = [
      ['/api/geodata/address/search?q=', /q: type something/],
      ['/api/geodata/address/search?q=%20%20', /q: type something/],
      ['/api/geodata/address/search', /q: /],
      ['/api/geodata/address/search?q=x&limit=500', /limit/],
      ['/api/geodata/address/lookup', /id/],
      ['/api/geodata/address/reverse?lat=95&lon=5', /lat must be between -90 and 90/],
      ['/api/geodata/address/reverse?lat=52&lon=-181', /lon must be between -180 and 180/],
      ['/api/geodata/address/reverse?lat=north&lon=5', /lat/],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(message) });
    }
  });

  it('answers from PDOK when it is reachable', async () => {
    pdokUp();
    const s = await get('/api/geodata/address/search?q=damrak%201&limit=2');
    expect(s.statusCode).toBe(200);
    expect(s.json()).toEqual({ source: 'pdok', suggestions: [{ id: lsDamrak1.id, type: 'adres', label: 'Damrak 1, 1012 LG Amsterdam' }, { id: lsDoesburg.id, type: 'woonplaats', label: 'Doesburg, Doesburg, Gelderland' }] });
    const l = await get(`/api/geodata/address/lookup?id=${lsDamrak1.id}`);
    expect(l.json()).toMatchObject({ source: 'pdok', id: lsDamrak1.id, type: 'adres', label: 'Damrak 1, 1012 LG Amsterdam', point: { lat: 52.37626838, lon: 4.89499164 }, rd: { x: 121687.895, y: 487563.157 } });
    expect((await get('/api/geodata/address/lookup?id=adr-nope')).json().error.code).toBe('not_found');
    const r = await get('/api/geodata/address/reverse?lat=52.3762&lon=4.895');
    expect(r.json()).toMatchObject({ source: 'pdok', results: [{ label: 'Damrak 1, 1012 LG Amsterdam', distanceMeters: 4.2 }] });
  });

  it('falls back to our own BAG when PDOK fails, and stays local for a while', async () => {
    ls.handle((_q, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable'));
    ls.requests.length = 0;
    const s = await get('/api/geodata/address/search?q=kerkstraat%2012');
    expect(s.statusCode).toBe(200);
    expect(s.json()).toEqual({
      source: 'local',
      suggestions: [
        { id: 'local:adr:0221200000000101', type: 'adres', label: 'Kerkstraat 12, 6981 AB Doesburg' },
        { id: 'local:adr:0221200000000102', type: 'adres', label: 'Kerkstraat 12A, 6981 AB Doesburg' },
      ],
    });
    expect(ls.requests).toHaveLength(1);
    // the next keystroke does not wait for PDOK again
    const again = await get('/api/geodata/address/search?q=doesb');
    expect(again.json()).toEqual({
      source: 'local',
      suggestions: [{ id: 'local:wpl:1028', type: 'woonplaats', label: 'Doesburg' }],
    });
    expect(ls.requests).toHaveLength(1);
    // a PDOK id cannot be answered offline: 503 with a stable code, not a 500
    const l = await get(`/api/geodata/address/lookup?id=${lsDamrak1.id}`);
    expect(l.statusCode).toBe(503);
    expect(l.json().error).toMatchObject({ code: 'service_unavailable', message: expect.stringMatching(/PDOK Locatieserver cannot be reached/) });
  });

  it('searches, looks up and reverse-geocodes the local BAG like the Locatieserver does', async () => {
    const json = async (url: string) => (await get(url)).json();
    expect((await json('/api/geodata/address/search?q=6981AB%2014')).suggestions).toEqual([{ id: 'local:adr:0221200000000103', type: 'adres', label: 'Kerkstraat 14, 6981 AB Doesburg' }]);
    expect((await json('/api/geodata/address/search?q=Kerkstraat%2012a%20doesburg')).suggestions.map((x: { id: string }) => x.id)).toEqual(['local:adr:0221200000000102']);
    expect((await json('/api/geodata/address/search?q=straat')).suggestions.slice(0, 2)).toEqual([
      { id: 'local:weg:0221300000000042', type: 'weg', label: 'Kerkstraat, Doesburg' },
      { id: 'local:weg:0221300000000043', type: 'weg', label: 'Koepoortstraat, Doesburg' },
    ]);
    expect((await json('/api/geodata/address/search?q=nergensstraat')).suggestions).toEqual([]);

    const here = await latLon(206304, 447500);
    const adr = await json('/api/geodata/address/lookup?id=local:adr:0221200000000102');
    expect(adr).toMatchObject({
      source: 'local',
      type: 'adres',
      label: 'Kerkstraat 12A, 6981 AB Doesburg',
      rd: { x: 206304, y: 447500 },
      bbox: null,
      address: { street: 'Kerkstraat', houseNumber: 12, houseLetter: 'A', postcode: '6981AB', city: 'Doesburg', nummeraanduidingId: '0221200000000102', adresseerbaarObjectId: '0221010000000102' },
    });
    expect(adr.point.lat).toBeCloseTo(here.lat, 7);
    expect(adr.point.lon).toBeCloseTo(here.lon, 7);

    const wpl = await json('/api/geodata/address/lookup?id=local:wpl:1028');
    const [sw, ne] = [await latLon(206000, 447000), await latLon(207000, 448000)];
    expect(wpl).toMatchObject({ type: 'woonplaats', label: 'Doesburg' });
    expect(wpl.bbox[0]).toBeCloseTo(Math.min(sw.lon, ne.lon), 3);
    expect(wpl.bbox[3]).toBeCloseTo(Math.max(sw.lat, ne.lat), 3);
    const weg = await json('/api/geodata/address/lookup?id=local:weg:0221300000000042');
    expect(weg).toMatchObject({ type: 'weg', label: 'Kerkstraat, Doesburg', address: { street: 'Kerkstraat', city: 'Doesburg' } });
    expect([206300, 206304, 206330]).toContain(Math.round(weg.rd.x));
    expect((await get('/api/geodata/address/lookup?id=local:adr:0000200000000000')).statusCode).toBe(404);

    const near = await latLon(206329, 447501);
    const r = await json(`/api/geodata/address/reverse?lat=${near.lat}&lon=${near.lon}&limit=2`);
    expect(r.source).toBe('local');
    expect(r.results.map((x: { label: string }) => x.label)).toEqual(['Kerkstraat 14, 6981 AB Doesburg', 'Kerkstraat 12A, 6981 AB Doesburg']);
    expect(r.results[0].distanceMeters).toBeCloseTo(1.4, 0);
    const far = await latLon(220000, 460000);
    expect((await json(`/api/geodata/address/reverse?lat=${far.lat}&lon=${far.lon}`)).results).toEqual([]);
  });
});

describe('geocoder modes', () => {
  it('local never calls PDOK; pdok never falls back; auto tries PDOK again after its cool-down', async () => {
    pdokUp();
    ls.requests.length = 0;
    const url = `${ls.url}/ls`;
    const local = new Geocoder(t.db, { mode: 'local', locatieserverUrl: url, timeoutMs: 1000 });
    expect((await local.search('koepoort', 5)).source).toBe('local');
    await expect(local.lookup(lsDamrak1.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(ls.requests).toHaveLength(0);

    ls.handle((_q, res) => res.writeHead(500).end());
    const pdok = new Geocoder(t.db, { mode: 'pdok', locatieserverUrl: url, timeoutMs: 1000 });
    await expect(pdok.search('koepoort', 5)).rejects.toMatchObject({ code: 'service_unavailable' });

    let now = 0;
    const auto = new Geocoder(t.db, { mode: 'auto', locatieserverUrl: url, timeoutMs: 1000, coolDownMs: 60_000, now: () => now });
    expect((await auto.reverse({ lat: 52.01, lon: 6.13 }, 1)).source).toBe('local');
    pdokUp();
    now = 59_000;
    expect((await auto.search('damrak', 1)).source).toBe('local');
    now = 61_000;
    expect((await auto.search('damrak', 1)).source).toBe('pdok');
  });

  it('falls back when PDOK cannot be reached at all (offline)', async () => {
    const gone = await startFixtureServer();
    await gone.close();
    const auto = new Geocoder(t.db, { mode: 'auto', locatieserverUrl: `${gone.url}/ls`, timeoutMs: 1000 });
    const r = await auto.search('Kerkstraat 14', 5);
    expect(r).toEqual({ source: 'local', suggestions: [{ id: 'local:adr:0221200000000103', type: 'adres', label: 'Kerkstraat 14, 6981 AB Doesburg' }] });
    const err = await new Geocoder(t.db, { mode: 'pdok', locatieserverUrl: `${gone.url}/ls`, timeoutMs: 1000 }).search('x', 1).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'service_unavailable', message: expect.stringMatching(/unreachable \(ECONNREFUSED\)/) });
    expect(err).not.toBeInstanceOf(RemoteServiceError);
  });
});
