import type { ServerResponse } from 'node:http';
import type { OwnersFetchResponse } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../geodata/testing/fixtureServer';
import { samplePolygon } from '../../test/sampleRecords';
import { TestApp, type TestCompany } from '../../test/testApp';

// Parcel owners from the Kadaster's Haal Centraal BRK Bevragen API v2, played by a local server that answers as
// its OpenAPI specification says (application/hal+json, X-Api-Key, HAL collections, 401/404 problem answers).
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let brk: FixtureServer;
const KEY = 'brk-test-key-0001';
const PARCEL = '76870487970000';

const hal = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json', 'api-version': '2.0.0' }).end(JSON.stringify(body));

beforeAll(async () => {
  brk = await startFixtureServer((req, res) => {
    if (req.headers['x-api-key'] !== KEY) return hal(res, 401, { type: 'https://datatracker.ietf.org/doc/html/rfc7235#section-3.1', title: 'Niet correct geauthenticeerd.', status: 401, code: 'authentication' });
    if (req.path === `/kadastraalonroerendezaken/${PARCEL}/zakelijkgerechtigden`)
      return hal(res, 200, {
        _embedded: {
          zakelijkGerechtigden: [
            { identificatie: 'ZG1', type: 'eigenaar', tenaamstelling: { aandeel: { teller: 1, noemer: 2 } }, persoon: { identificatie: 'NP1', omschrijving: 'J. de Vries', type: 'kadaster_natuurlijk_persoon' } },
            { identificatie: 'ZG2', type: 'eigenaar', tenaamstelling: { aandeel: { teller: 1, noemer: 2 } }, persoon: { identificatie: 'NNP1', omschrijving: 'Gem. Nieuwdorp', type: 'kadaster_niet_natuurlijk_persoon' } },
          ],
        },
        _links: { self: { href: `/kadastraalonroerendezaken/${PARCEL}/zakelijkgerechtigden` } },
      });
    if (req.path === '/kadasternietnatuurlijkpersonen/NNP1') return hal(res, 200, { identificatie: 'NNP1', statutaireNaam: 'Gemeente Nieuwdorp', rechtsvorm: { code: '28', waarde: 'Publiekrechtelijke rechtspersoon' } });
    return hal(res, 404, { title: 'Opgevraagde resource bestaat niet.', status: 404, code: 'notFound' });
  });
  t = await TestApp.start({ BRK_BEVRAGEN_URL: brk.url });
  a = await t.company('Eigenaren A');
  b = await t.company('Eigenaren B');
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await brk?.close();
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
    expect(brk.requests.at(-1)!.headers['x-api-key']).toBe(KEY);
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

  it('says what went wrong and changes nothing: unknown parcel, refused key, no key, Kadaster unreachable', async () => {
    const unknown = await siteWith('99999999999999');
    const nf = await t.request('POST', `/api/locations/detail/${unknown}/owners/fetch`, { as: a.user, body: {} });
    expect([nf.statusCode, nf.json().error.code]).toEqual([404, 'not_found']);
    expect(await owners(unknown)).toEqual([]);

    const id = await siteWith(PARCEL);
    await t.json('PUT', '/api/ownership/brk-credentials', a.admin, { apiKey: 'wrong-key-000' });
    const refused = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect([refused.statusCode, refused.json().error.code]).toEqual([502, 'external_service_failed']);
    await t.json('PUT', '/api/ownership/brk-credentials', a.admin, { apiKey: null });
    const none = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: a.user, body: {} });
    expect([none.statusCode, none.json().error.code]).toEqual([403, 'feature_disabled']);
    expect(await owners(id)).toEqual([]);
    await t.json('PUT', '/api/ownership/brk-credentials', a.admin, { apiKey: KEY });
  });

  it("answers 404 for another company's location", async () => {
    const id = await siteWith(PARCEL);
    const res = await t.request('POST', `/api/locations/detail/${id}/owners/fetch`, { as: b.user, body: {} });
    expect(res.statusCode).toBe(404);
    expect(await owners(id)).toEqual([]);
  });
});
