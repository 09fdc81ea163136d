import type { DsoCredentialsResponse, LocationOmgevingsplanWithOnline, OmgevingsplanFetchResponse } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePolygon } from '../../test/sampleRecords';
import { TestApp, type TestCompany } from '../../test/testApp';
import { OMGEVINGSPLAN, seedTestTown, VERSION } from './testing/dsoFixture';
import { ONTSLUITEN, PRESENTEREN, RP, startDsoServer, type LocalDso } from './testing/dsoServer';

// POST /api/locations/detail/{id}/omgevingsplan/fetch against the local DSO APIs (testing/dsoServer.ts): what is
// stored with its source and version, the key set per company (never answered, never logged), the failures that
// keep the last good version, and another company's location (404).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dso: LocalDso;
const KEY = 'dso-company-key-0001';
const INSTALLATION_KEY = 'dso-installation-key-9';
const logged: string[] = [];
/** A log call's arguments as the logger writes them: req/res/err through Fastify's serializers (fastify/lib/logger) */
const safeJson = (v: unknown) => {
  const seen = new WeakSet<object>();
  return JSON.stringify(v, (k, x: unknown) => {
    if (typeof x !== 'object' || x === null) return x;
    const o = x as Record<string, unknown>;
    if (k === 'req') return { method: o.method, url: o.url, version: o.headers && (o.headers as Record<string, unknown>)['accept-version'], host: o.host, remoteAddress: o.ip };
    if (k === 'res') return { statusCode: o.statusCode };
    if (k === 'err' && x instanceof Error) return { type: x.name, message: x.message, stack: x.stack };
    if (seen.has(x)) return '[again]';
    seen.add(x);
    return x;
  });
};

beforeAll(async () => {
  dso = await startDsoServer(KEY);
  seedTestTown(dso);
  t = await TestApp.start({
    DSO_ONTSLUITEN_URL: dso.ontsluitenUrl,
    DSO_PRESENTEREN_URL: dso.presenterenUrl,
    RP_OPVRAGEN_URL: dso.rpUrl,
    DSO_TIMEOUT_MS: '500',
  });
  // every line the server logs through its logger (the adapters log with app.log), to prove the key is never in one
  const log = t.app.log as unknown as Record<string, (...args: unknown[]) => void>;
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) {
    const original = log[level]!.bind(log);
    log[level] = (...args: unknown[]) => {
      logged.push(safeJson(args));
      original(...args);
    };
  }
  a = await t.company('Omgevingswet A');
  b = await t.company('Omgevingswet B');
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await dso?.close();
});

const site = async (who = a) => {
  const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', who.user, { name: 'Kavel', lat: 52.3707, lon: 4.9262 });
  await t.json('POST', '/api/plots/list', who.user, { locationId: id, type: 'perceel', geometry: samplePolygon, properties: { identificatie: 'ASD00F1234' } });
  return id;
};
const fetchRules = (id: number, who = a) => t.request('POST', `/api/locations/detail/${id}/omgevingsplan/fetch`, { as: who.user, body: {} });
const omgevingsplan = (id: number, who = a) => t.json<LocationOmgevingsplanWithOnline>('GET', `/api/locations/detail/${id}/omgevingsplan`, who.user);

describe('the DSO key of a company', () => {
  it('is set by a company admin only, answered as set / not set, never sent back', async () => {
    expect((await t.request('PUT', '/api/dso/credentials', { as: a.user, body: { apiKey: KEY } })).statusCode).toBe(403);
    expect(await t.json<DsoCredentialsResponse>('GET', '/api/dso/credentials', a.user)).toEqual({ company: false, installation: false });
    const set = await t.request('PUT', '/api/dso/credentials', { as: a.admin, body: { apiKey: KEY } });
    expect([set.statusCode, set.json()]).toEqual([200, { company: true, installation: false }]);
    expect(set.body).not.toContain(KEY);
    expect(await t.json('GET', '/api/dso/credentials', a.user)).toEqual({ company: true, installation: false });
    expect(await t.json('GET', '/api/dso/credentials', b.user)).toEqual({ company: false, installation: false });
    expect((await t.request('PUT', '/api/dso/credentials', { as: a.admin, body: { apiKey: 'short' } })).statusCode).toBe(400);
  });
});

describe('fetching the rules at a location from the online sources', () => {
  it('stores the omgevingsplan (Presenteren v8) and the IMRO plan in force (Ruimtelijke Plannen v4) with source and version', async () => {
    const id = await site();
    const res = await fetchRules(id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
    const r = res.json<OmgevingsplanFetchResponse>();
    expect(r.documents.map((d) => [d.source, d.identificatie, d.version, d.versionDate])).toEqual([
      ['dso_presenteren_v8', OMGEVINGSPLAN, VERSION, '2025-03-01'],
      ['ruimtelijke_plannen_v4', 'NL.IMRO.9999.BPcentrum-VA01', 'vastgesteld', '2019-06-12'],
    ]);
    expect(r.documents[0]!.normValues.find((n) => n.normType === 'maximum bouwhoogte')).toMatchObject({ value: 12, unit: 'meter' });
    expect(r.documents[1]!.planObjects.map((o) => o.naam)).toEqual(['Wonen', 'maximum goothoogte (m)']);
    // asked at a point inside the parcel, in RD with three decimals (the server refuses more with 422)
    expect(dso.requests.filter((q) => q.status !== 200)).toEqual([]);
    // the GET of the location's omgevingsplan carries them (no import covers the location here)
    const got = await omgevingsplan(id);
    expect(got.omgevingsplan).toBeNull();
    expect(got.online?.documents.map((d) => d.source)).toEqual(['dso_presenteren_v8', 'ruimtelijke_plannen_v4']);
    expect(got.online?.fetchedAt).toBe(r.fetchedAt);
  });

  it('without any key says how to get one; a refused key says "set the DSO key"; nothing stored changes', async () => {
    const id = await site();
    await t.json('PUT', '/api/dso/credentials', a.admin, { apiKey: null });
    const none = await fetchRules(id);
    expect([none.statusCode, none.json().error.code, none.json().error.details.reason]).toEqual([409, 'dso_key_missing', 'no_key']);
    expect(none.json().error.message).toMatch(/set the DSO key.*developer portal/);
    await t.json('PUT', '/api/dso/credentials', a.admin, { apiKey: 'a-wrong-key-42' });
    const refused = await fetchRules(id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'dso_key_refused']);
    expect(refused.json().error.message).toMatch(/set the DSO key/);
    expect(refused.body).not.toContain('a-wrong-key-42');
    expect(dso.requests.at(-1)).toMatchObject({ apiKey: 'a-wrong-key-42', status: 401 });
    expect((await omgevingsplan(id)).online).toBeNull();
    await t.json('PUT', '/api/dso/credentials', a.admin, { apiKey: KEY });
  });

  it('on 429, a timeout or a schema change answers a stable code and keeps the last good version with its date', async () => {
    const id = await site();
    const first = (await fetchRules(id)).json<OmgevingsplanFetchResponse>();
    dso.failNext(ONTSLUITEN, { status: 429 });
    const busy = await fetchRules(id);
    expect([busy.statusCode, busy.json().error.code, busy.json().error.details.reason]).toEqual([503, 'dso_unavailable', 'rate_limited']);
    dso.failNext(PRESENTEREN, { hang: true });
    const slow = await fetchRules(id);
    expect([slow.statusCode, slow.json().error.code, slow.json().error.details.reason]).toEqual([503, 'dso_unavailable', 'timeout']);
    dso.failNext(RP, { status: 500 });
    expect((await fetchRules(id)).statusCode).toBe(503);
    dso.failNext(PRESENTEREN, { schema: true });
    const changed = await fetchRules(id);
    expect([changed.statusCode, changed.json().error.code]).toEqual([502, 'dso_schema_changed']);
    const kept = await omgevingsplan(id);
    expect(kept.online?.fetchedAt).toBe(first.fetchedAt);
    expect(kept.online?.documents.map((d) => d.version)).toEqual([VERSION, 'vastgesteld']);
  });

  it('uses the installation key (DSO_API_KEY) when the company has none', async () => {
    const dso2 = await startDsoServer(INSTALLATION_KEY);
    seedTestTown(dso2);
    const t2 = await TestApp.start({ DSO_API_KEY: INSTALLATION_KEY, DSO_ONTSLUITEN_URL: dso2.ontsluitenUrl, DSO_PRESENTEREN_URL: dso2.presenterenUrl, RP_OPVRAGEN_URL: dso2.rpUrl });
    try {
      const c = await t2.company('Installatie');
      expect(await t2.json('GET', '/api/dso/credentials', c.user)).toEqual({ company: false, installation: true });
      const { id } = await t2.json<{ id: number }>('POST', '/api/locations/list', c.user, { name: 'Punt', lat: 52.3707, lon: 4.9262 });
      const res = await t2.request('POST', `/api/locations/detail/${id}/omgevingsplan/fetch`, { as: c.user, body: {} });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(INSTALLATION_KEY);
      expect(dso2.requests.every((q) => q.apiKey === INSTALLATION_KEY)).toBe(true);
    } finally {
      await t2.stop();
      await dso2.close();
    }
  }, 120_000);

  it("answers 404 for another company's location and never shows it its rules", async () => {
    const id = await site();
    await fetchRules(id);
    const seen = dso.requests.length;
    const res = await fetchRules(id, b);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_found']);
    expect(dso.requests.length).toBe(seen);
    expect((await t.request('GET', `/api/locations/detail/${id}/omgevingsplan`, { as: b.user })).statusCode).toBe(404);
    // B's own location sees none of A's stored rows (Row-Level Security on location_online_rules)
    const rows = await t.db.tenant(b.id, (tx) => tx.query('SELECT id FROM location_online_rules'));
    expect(rows).toEqual([]);
  });

  it('never writes the key into a log line (and the capture does see the server log)', () => {
    const all = logged.join('');
    expect(all).toContain('online Omgevingswet rules fetched');
    expect(all).not.toContain(KEY);
    expect(all).not.toContain('a-wrong-key-42');
  });
});
