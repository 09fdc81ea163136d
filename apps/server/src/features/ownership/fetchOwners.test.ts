import type { OwnersFetchResponse } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePolygon } from '../../test/sampleRecords';
import { TestApp, type TestCompany } from '../../test/testApp';
import { startTrapServer, type TrapServer } from '../../http/testing/trapServer';
import { startBrkServer, type LocalBrk } from './testing/brkServer';

// Parcel owners from the Kadaster's Haal Centraal BRK Bevragen API v2, played by the local server that answers as
// its OpenAPI specification says (testing/brkServer.ts: application/hal+json, X-Api-Key, HAL collections, problem
// answers); the browser walk (e2e/specs/locationWalk.e2e.test.ts) uses the same one.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let brk: LocalBrk;
let trap: TrapServer;
const KEY = 'brk-test-key-0001';
const PARCEL = '76870487970000';

beforeAll(async () => {
  brk = await startBrkServer(KEY);
  trap = await startTrapServer();
  brk.setParcel(PARCEL, [
    { name: 'J. de Vries', personType: 'kadaster_natuurlijk_persoon', share: [1, 2] },
    { name: 'Gem. Nieuwdorp', personType: 'kadaster_niet_natuurlijk_persoon', share: [1, 2], statutaireNaam: 'Gemeente Nieuwdorp', rechtsvorm: { code: '28', waarde: 'Publiekrechtelijke rechtspersoon' } },
  ]);
  t = await TestApp.start({ BRK_BEVRAGEN_URL: brk.url });
  a = await t.company('Eigenaren A');
  b = await t.company('Eigenaren B');
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await brk?.close();
  await trap?.close();
});

const siteWith = async (identificatie: string) => {
  const { id } = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Kavel' });
  await t.json('POST', '/api/plots/list', a.user, { locationId: id, type: 'perceel', geometry: samplePolygon, properties: { identificatie } });
  return id;
};
type Json = { name: string; identificatie: string; data: { ownerType: string; share: string | null; source: string; right: string | null } };
const owners = async (id: number) => (await t.json<{ jsons: Json[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).jsons;

describe('the BRK credentials of a company', () => {
  it('are entered by a company admin only and never sent back', async () => {
    expect((await t.request('PUT', '/api/ownership/brk-credentials', { as: a.user, body: { apiKey: KEY } })).statusCode).toBe(403);
    expect(await t.json('GET', '/api/ownership/brk-credentials', a.user)).toEqual({ configured: false });
    const set = await t.request('PUT', '/api/ownership/brk-credentials', { as: a.admin, body: { apiKey: KEY } });
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain(KEY);
    expect(await t.json('GET', '/api/ownership/brk-credentials', a.user)).toEqual({ configured: true });
    // the other company has none
    expect(await t.json('GET', '/api/ownership/brk-credentials', b.user)).toEqual({ configured: false });
  });
});

describe("fetching a site's owners from the Kadaster", () => {
  it('keeps each holder with its share, right and derived owner type; hand entries stay; a second fetch replaces', async () => {
    const id = await siteWith(PARCEL);
    await t.json('POST', '/api/jsons/list', a.user, { locationId: id, type: 'owner_information', name: 'Buurman (mondeling)', identificatie: PARCEL, data: { ownerType: 'natural_person', share: null, right: null, address: null, source: 'hand', date: '2026-11-01' } });
    const r = await t.json<OwnersFetchResponse>('POST', `/api/locations/detail/${id}/owners/fetch`, a.user, {}, 200);
    expect(r).toEqual({ parcels: 1, owners: 2 });
    expect(brk.requests.at(-1)).toMatchObject({ apiKey: KEY, status: 200 });
    await t.json('POST', `/api/locations/detail/${id}/owners/fetch`, a.user, {}, 200);
    const kept = (await owners(id)).map((o) => [o.name, o.data.ownerType, o.data.share, o.data.source, o.data.right]).sort();
    expect(kept).toEqual([
      ['Buurman (mondeling)', 'natural_person', null, 'hand', null],
      ['Gemeente Nieuwdorp', 'municipality', '1/2', 'brk', 'eigenaar'],
      ['J. de Vries', 'natural_person', '1/2', 'brk', 'eigenaar'],
    ]);
    // the table of locations lists the owners from the cadastre
    const table = await t.json<{ id: number; cadastreOwners: string[] }[]>('GET', '/api/locations/table?limit=100', a.user);
    expect(table.find((row) => row.id === id)!.cadastreOwners).toContain('Gemeente Nieuwdorp');
  });

  it('says what went wrong and changes nothing: unknown parcel, refused key, no key', async () => {
    const unknown = await siteWith('99999999999999');
    const nf = await t.request('POST', `/api/locations/detail/${unknown}/owners/fetch`, { as: a.user, body: {} });
    expect([nf.statusCode, nf.json().error.code, nf.json().error.details.reason]).toEqual([404, 'not_found', 'unknown']);
    expect(await owners(unknown)).toEqual([]);

    const id = await siteWith(PARCEL);
    await t.json('PUT', '/api/ownership/brk-credentials', a.admin, { apiKey: 'wrong-key-000' });
    const refused = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect([refused.statusCode, refused.json().error.code, refused.json().error.details.reason]).toEqual([502, 'external_service_failed', 'key_refused']);
    expect(brk.requests.at(-1)).toMatchObject({ apiKey: 'wrong-key-000', status: 401 });
    await t.json('PUT', '/api/ownership/brk-credentials', a.admin, { apiKey: null });
    const none = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect([none.statusCode, none.json().error.code, none.json().error.details.reason]).toEqual([403, 'feature_disabled', 'no_key']);
    expect(await owners(id)).toEqual([]);
    await t.json('PUT', '/api/ownership/brk-credentials', a.admin, { apiKey: KEY });
  });

  it('says so when the Kadaster cannot be reached (connection refused) and keeps what an earlier fetch kept', async () => {
    const id = await siteWith(PARCEL);
    await t.json<OwnersFetchResponse>('POST', `/api/locations/detail/${id}/owners/fetch`, a.user, {}, 200);
    const before = (await owners(id)).map((o) => [o.name, o.data.source]).sort();
    expect(before).toHaveLength(2);
    const seen = brk.requests.length;
    await brk.unreachable();
    try {
      const res = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
      expect([res.statusCode, res.json().error.code, res.json().error.details.reason]).toEqual([503, 'service_unavailable', 'unreachable']);
      expect(res.json().error.message).toMatch(/Kadaster could not be reached.*nothing was changed/);
      expect(res.json().error.details.cause).toMatch(/unreachable \(ECONNREFUSED\)/);
      // no request got through: the connection itself was refused
      expect(brk.requests.length).toBe(seen);
    } finally {
      await brk.reachable();
    }
    expect((await owners(id)).map((o) => [o.name, o.data.source]).sort()).toEqual(before);
    // and once it answers again, the lookup works again
    expect(await t.json<OwnersFetchResponse>('POST', `/api/locations/detail/${id}/owners/fetch`, a.user, {}, 200)).toEqual({ parcels: 1, owners: 2 });
  });

  it('says so when the Kadaster answers 503 after the retries, and changes nothing', async () => {
    const id = await siteWith(PARCEL);
    brk.failNext(503, 3);
    const res = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect([res.statusCode, res.json().error.code, res.json().error.details.reason]).toEqual([503, 'service_unavailable', 'unreachable']);
    expect(brk.requests.slice(-3).map((r) => r.status)).toEqual([503, 503, 503]);
    expect(await owners(id)).toEqual([]);
  });

  it("answers 404 for another company's location", async () => {
    const id = await siteWith(PARCEL);
    const res = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: b.user, body: {} });
    expect(res.statusCode).toBe(404);
    expect(await owners(id)).toEqual([]);
  });
});

describe('the company\'s BRK key reaches the configured Kadaster host only (issue 38)', () => {
  it('refuses a redirect to another origin: the key never goes there, and nothing is kept', async () => {
    const id = await siteWith(PARCEL);
    brk.redirectNext(`${trap.url}/elsewhere/zakelijkgerechtigden`);
    const res = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect(trap.hits).toEqual([]);
    expect([res.statusCode, res.json().error.code]).toEqual([502, 'upstream_redirect_refused']);
    expect(res.json().error.message).toContain(new URL(trap.url).host);
    expect(res.body).not.toContain(KEY);
    expect(await owners(id)).toEqual([]);
  });

  it('refuses an identificatie that is not a BRK identificatie (`..`) with 400 before any request', async () => {
    const id = await siteWith(PARCEL);
    await t.json('POST', '/api/plots/list', a.user, { locationId: id, type: 'perceel', geometry: samplePolygon, properties: { identificatie: '..' } });
    const seen = brk.requests.length;
    const res = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'invalid_identifier']);
    expect(brk.requests.length).toBe(seen);
    expect(trap.hits).toEqual([]);
  });
});
