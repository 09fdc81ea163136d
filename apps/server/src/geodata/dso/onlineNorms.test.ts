import type { LocationOmgevingsplanWithOnline, OmgevingsplanFetchResponse } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePolygon } from '../../test/sampleRecords';
import { TestApp, type TestCompany } from '../../test/testApp';
import { OMGEVINGSPLAN, seedTestTown, VERSION } from './testing/dsoFixture';
import { startDsoServer, type LocalDso } from './testing/dsoServer';

// Issue #21 item 4 for the online sources: the norm values read from Presenteren v8 (the local DSO of
// testing/dsoServer.ts) become the location's constraints by the imported omgevingsplan's mapping, each with its
// citation; a hand override survives a second read that changes values; the check status; another company neither
// reads nor writes them.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dso: LocalDso;
const KEY = 'dso-norms-key-0001';
const VIEWER = 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9999_2024_omgevingsplan';
const SOURCE = `DSO Presenteren v8 (online) ${OMGEVINGSPLAN} ${VERSION} 2025-03-01`;
type Row = { id: number; name: string; type: string; operator: string; value: number | null; source: string | null; reference: string | null; url: string | null; description: string | null; zone: string | null; subzone: string | null };

beforeAll(async () => {
  dso = await startDsoServer(KEY);
  seedTestTown(dso);
  t = await TestApp.start({ DSO_ONTSLUITEN_URL: dso.ontsluitenUrl, DSO_PRESENTEREN_URL: dso.presenterenUrl, RP_OPVRAGEN_URL: dso.rpUrl, DSO_TIMEOUT_MS: '2000' });
  a = await t.company('Normen A');
  b = await t.company('Normen B');
  await t.json('PUT', '/api/dso/credentials', a.admin, { apiKey: KEY });
  await t.json('PUT', '/api/dso/credentials', b.admin, { apiKey: KEY });
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
const constraintsOf = async (id: number) => (await t.json<{ constraints: Row[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).constraints.sort((x, y) => x.id - y.id);
const online = (rows: Row[]) => rows.filter((c) => c.source?.startsWith('DSO Presenteren v8 (online)') || c.source === 'hand');

describe('norm values read online become the location constraints', () => {
  it('maps every norm value as the import does, each with its citation and the online source', async () => {
    const id = await site();
    const res = await fetchRules(id);
    expect(res.statusCode).toBe(200);
    const r = res.json<OmgevingsplanFetchResponse>();
    expect(r.constraints).toEqual({ derived: 6, kept: 0 });
    const rows = await constraintsOf(id);
    expect(rows.map((c) => [c.type, c.operator, c.value, c.reference, c.zone, c.subzone, c.description])).toEqual([
      ['building_height', 'smaller_than', 12, 'Artikel 22.27', 'hoofdgebouw', 'Centrum', 'maximum bouwhoogte — Centrum: 12 m'],
      // a second value of one type, kept apart by what it applies to; 400 cm normalised to metres
      ['building_height', 'smaller_than', 4, 'Artikel 22.27', 'bijbehorend bouwwerk', 'Centrum', 'maximum bouwhoogte bijbehorend bouwwerk — Centrum: 400 cm = 4 m'],
      ['gutter_height', 'smaller_than', 6, 'Artikel 22.27', 'hoofdgebouw', 'Centrum', 'maximum goothoogte — Centrum: 6 m'],
      ['gsi', 'smaller_than', 0.6, 'Artikel 22.28', 'hoofdgebouw', 'Centrum', 'maximum bebouwingspercentage — Centrum: 60 %'],
      ['nr_floors', 'smaller_than', 3, 'Artikel 22.28', 'hoofdgebouw', 'Centrum', 'maximum aantal bouwlagen — Centrum: 3'],
      // only in the article text (the text is not read online): read the article
      ['general', 'equal', null, 'Artikel 22.28', 'hoofdgebouw', 'Centrum', 'maximum aantal woningen — Centrum: waarde in de regeltekst: lees Artikel 22.28'],
    ]);
    // the facade colour (a norm type we do not know) gives no constraint: it is listed below
    expect(new Set(rows.map((c) => c.source))).toEqual(new Set([SOURCE]));
    expect(new Set(rows.map((c) => c.url))).toEqual(new Set([VIEWER]));
    // the status: 5 numbers, one to read in the text; a norm type the product does not check keeps its value and is
    // listed as not checked (#41 item 2, as the import does), never dropped
    expect(r.check?.status).toBe('partly_checked');
    expect(r.check?.numeric).toBe(5);
    expect(r.check?.unread.map((u) => [u.reference, u.naam, u.reason, u.url])).toEqual([['Artikel 22.28', 'maximum aantal woningen', 'in_text', VIEWER]]);
    expect(r.check?.notChecked?.map((n) => [n.reference, n.naam, n.url])).toEqual([['Artikel 22.30', 'gevelkleur', VIEWER]]);
    const got = await t.json<LocationOmgevingsplanWithOnline>('GET', `/api/locations/detail/${id}/omgevingsplan`, a.user);
    expect(got.online?.check).toEqual(r.check);
    expect(got.online?.documents[0]?.url).toBe(VIEWER);
  });

  it('a second read keeps the hand override, updates a changed value, and a zoning refresh leaves both', async () => {
    const id = await site();
    await fetchRules(id);
    const height = (await constraintsOf(id)).find((c) => c.description?.startsWith('maximum bouwhoogte — '))!;
    await t.json('PATCH', `/api/constraints/detail/${height.id}`, a.user, { value: 11, source: 'hand' });
    // the regeling changes: a new version with 14 m instead of 12 m and a gutter height of 7 m instead of 6 m
    const plan = dso.regelingen.get(OMGEVINGSPLAN)!;
    const before = structuredClone(plan);
    try {
      plan.expressionId = `${OMGEVINGSPLAN}/nld@2026-01-01;4`;
      plan.beginGeldigheid = '2026-01-01';
      plan.omgevingsnormen.find((n) => n.naam === 'maximum bouwhoogte')!.waarden[0]!.kwantitatieveWaarde = 14;
      plan.omgevingsnormen.find((n) => n.naam === 'maximum goothoogte')!.waarden[0]!.kwantitatieveWaarde = 7;
      const again = (await fetchRules(id)).json<OmgevingsplanFetchResponse>();
      expect(again.constraints).toEqual({ derived: 5, kept: 1 });
      const rows = online(await constraintsOf(id));
      const heights = rows.filter((c) => c.description?.startsWith('maximum bouwhoogte — '));
      // one row: the hand value, its citation following the plan ("…: 14 m")
      expect(heights.map((c) => [c.id, c.value, c.source, c.reference, c.url, c.description])).toEqual([[height.id, 11, 'hand', 'Artikel 22.27', VIEWER, 'maximum bouwhoogte — Centrum: 14 m']]);
      const gutter = rows.filter((c) => c.type === 'gutter_height');
      expect(gutter.map((c) => [c.value, c.source])).toEqual([[7, `DSO Presenteren v8 (online) ${OMGEVINGSPLAN} ${OMGEVINGSPLAN}/nld@2026-01-01;4 2026-01-01`]]);
      expect(rows).toHaveLength(6);
      // the zoning refresh (imported plans; none here) derives the stored online read again: the same rows, the hand
      // row untouched (planPrecedence.test.ts: where an imported plan meets them)
      expect((await t.request('POST', `/api/locations/detail/${id}/constraints/refresh`, { as: a.user, body: {} })).statusCode).toBe(200);
      const content = (rs: Row[]) => rs.map(({ id: rowId, ...r }) => (r.source === 'hand' ? { id: rowId, ...r } : r));
      expect(content(online(await constraintsOf(id)))).toEqual(content(rows));
    } finally {
      dso.regelingen.set(OMGEVINGSPLAN, before);
    }
  });

  it('reads a value only "in de regeltekst" from the article text fetched online where it is certain', async () => {
    const plan = dso.regelingen.get(OMGEVINGSPLAN)!;
    const before = structuredClone(plan);
    try {
      // the article's second lid now states the number of dwellings beyond doubt
      plan.regelteksten[1]!.leden = [{ nummer: '2', inhoud: '<Inhoud><Al>Het aantal woningen bedraagt ten hoogste 4 woningen.</Al></Inhoud>' }];
      const id = await site();
      const r = (await fetchRules(id)).json<OmgevingsplanFetchResponse>();
      expect(r.documents[0]!.ruleTexts[1]!.text).toBe('Het aantal woningen bedraagt ten hoogste 4 woningen.');
      const units = (await constraintsOf(id)).filter((c) => c.description?.startsWith('maximum aantal woningen'));
      expect(units.map((c) => [c.type, c.operator, c.value, c.reference])).toEqual([['nr_units', 'smaller_than', 4, 'Artikel 22.28']]);
      expect(r.check?.unread).toEqual([]);
    } finally {
      dso.regelingen.set(OMGEVINGSPLAN, before);
    }
  });

  it('reads nothing into constraints without a regeling; earlier online rows go, hand rows stay', async () => {
    const id = await site();
    await fetchRules(id);
    const height = (await constraintsOf(id)).find((c) => c.type === 'building_height')!;
    await t.json('PATCH', `/api/constraints/detail/${height.id}`, a.user, { value: 10, source: 'hand' });
    const plan = dso.regelingen.get(OMGEVINGSPLAN)!;
    const docs = [...dso.documents];
    try {
      dso.documents.splice(0, dso.documents.length, ...docs.filter((d) => d.identificatie !== OMGEVINGSPLAN));
      const r = (await fetchRules(id)).json<OmgevingsplanFetchResponse>();
      expect([r.check, r.constraints]).toEqual([null, { derived: 0, kept: 1 }]);
      expect((await constraintsOf(id)).map((c) => [c.value, c.source])).toEqual([[10, 'hand']]);
    } finally {
      dso.documents.splice(0, dso.documents.length, ...docs);
      dso.regelingen.set(OMGEVINGSPLAN, plan);
    }
  });

  it("another company can neither fetch, read nor write a location's online constraints", async () => {
    const id = await site();
    await fetchRules(id);
    const [first] = await constraintsOf(id);
    expect((await fetchRules(id, b)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/constraints/detail/${first!.id}`, { as: b.user })).statusCode).toBe(404);
    expect((await t.request('PATCH', `/api/constraints/detail/${first!.id}`, { as: b.user, body: { value: 1, source: 'hand' } })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/locations/detail/${id}/omgevingsplan`, { as: b.user })).statusCode).toBe(404);
    expect((await constraintsOf(id)).find((c) => c.id === first!.id)).toEqual(first);
    // B's own fetch derives only into B's location
    const own = await site(b);
    expect((await fetchRules(own, b)).statusCode).toBe(200);
    const rows = await t.db.tenant(b.id, (tx) => tx.query<{ location_id: number }>('SELECT DISTINCT location_id::int AS location_id FROM constraints'));
    expect(rows).toEqual([{ location_id: own }]);
  });
});
