import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/appError';
import { findDocumentsAt } from './ontsluiten';
import { regelingAt } from './presenteren';
import { planObjectsAt, plansAt } from './ruimtelijkePlannen';
import { startTrapServer, type TrapServer } from '../../http/testing/trapServer';
import { OMGEVINGSPLAN, seedTestTown, VERSION } from './testing/dsoFixture';
import { ONTSLUITEN, PRESENTEREN, RP, startDsoServer, type LocalDso } from './testing/dsoServer';

// Each adapter against the local server that answers as its specification says (testing/dsoServer.ts).
const KEY = 'dso-test-key-0001';
const POINT = { type: 'Point' as const, coordinates: [155000.12345, 463000.98765] };
let dso: LocalDso;
let trap: TrapServer;
beforeAll(async () => {
  dso = await startDsoServer(KEY);
  trap = await startTrapServer();
  seedTestTown(dso);
});
afterAll(async () => {
  await dso?.close();
  await trap?.close();
});

const ontsluiten = (apiKey = KEY, timeoutMs = 2000) => ({ baseUrl: dso.ontsluitenUrl, apiKey, timeoutMs });
const presenteren = (apiKey = KEY) => ({ baseUrl: dso.presenterenUrl, apiKey, timeoutMs: 2000 });
const rp = (apiKey = KEY) => ({ baseUrl: dso.rpUrl, apiKey, timeoutMs: 2000 });
const failure = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  const a = e as AppError;
  return { code: a.code, status: a.status, message: a.message, reason: (a.details as { reason?: string }).reason };
};

describe('Ontsluiten v2: the documents at a point', () => {
  it('finds OW documents and IMRO plans with the key, RD Content-Crs and three decimals, over every page', async () => {
    dso.maxPageSize = 2;
    try {
      const docs = await findDocumentsAt(ontsluiten(), POINT);
      expect(docs.map((d) => [d.identificatie, d.domain, d.type])).toEqual([
        [OMGEVINGSPLAN, 'ow', 'Omgevingsplan'],
        ['/akn/nl/act/pv99/2024/programma-wonen', 'ow', 'Programma'],
        ['NL.IMRO.9999.BPcentrum-VA01', 'imro', 'Bestemmingsplan'],
      ]);
      expect(docs[0]!.uriIdentificatie).toBe('_akn_nl_act_gm9999_2024_omgevingsplan');
    } finally {
      dso.maxPageSize = 200;
    }
    const zoek = dso.requests.filter((r) => r.path.startsWith(`${ONTSLUITEN}/documenten/_zoek`)).slice(-2);
    expect(zoek.map((r) => [r.method, r.status, r.apiKey, r.contentCrs])).toEqual([
      ['POST', 200, KEY, 'http://www.opengis.net/def/crs/EPSG/0/28992'],
      ['POST', 200, KEY, 'http://www.opengis.net/def/crs/EPSG/0/28992'],
    ]);
    expect(zoek[1]!.path).toContain('page=1');
  });

  it('says "set the DSO key" on a 401, and never names the key', async () => {
    const f = await failure(findDocumentsAt(ontsluiten('wrong-key-123'), POINT));
    expect(f).toMatchObject({ code: 'dso_key_refused', status: 422, reason: 'key_refused' });
    expect(f.message).toMatch(/set the DSO key/);
    expect(f.message).not.toContain('wrong-key-123');
  });

  it('says busy on a 429 with its Retry-After, failed on a 500, and not answered in time on a timeout', async () => {
    dso.failNext(ONTSLUITEN, { status: 429 });
    expect(await failure(findDocumentsAt(ontsluiten(), POINT))).toMatchObject({ code: 'dso_unavailable', status: 503, reason: 'rate_limited', message: expect.stringMatching(/429.*after 30 s/) });
    dso.failNext(ONTSLUITEN, { status: 500 });
    expect(await failure(findDocumentsAt(ontsluiten(), POINT))).toMatchObject({ code: 'dso_unavailable', reason: 'server_error' });
    dso.failNext(ONTSLUITEN, { hang: true });
    expect(await failure(findDocumentsAt(ontsluiten(KEY, 300), POINT))).toMatchObject({ code: 'dso_unavailable', reason: 'timeout', message: expect.stringMatching(/did not answer within 300 ms/) });
  });

  it('refuses an answer in an unknown shape (a schema change) with a clear error', async () => {
    dso.failNext(ONTSLUITEN, { schema: true });
    // a page without _embedded.documenten is an empty page by the spec; a document without its type is not
    dso.documents.push({ identificatie: '/akn/nl/act/x', titel: 'x', type: undefined as unknown as string });
    try {
      const empty = await findDocumentsAt(ontsluiten(), POINT);
      expect(empty).toEqual([]);
      const f = await failure(findDocumentsAt(ontsluiten(), POINT));
      expect(f).toMatchObject({ code: 'dso_schema_changed', status: 502, reason: 'schema_changed' });
      expect(f.message).toMatch(/_embedded\.documenten\.3\.type.*schema may have changed/);
    } finally {
      dso.documents.pop();
    }
  });
});

describe('Presenteren v8: a regeling at a point', () => {
  it('reads the version, the articles with their headings, annotations and norm values', async () => {
    const r = await regelingAt(presenteren(), '_akn_nl_act_gm9999_2024_omgevingsplan', POINT);
    expect([r.identificatie, r.version, r.versionDate, r.title]).toEqual([OMGEVINGSPLAN, VERSION, '2025-03-01', 'Omgevingsplan gemeente Testdorp']);
    expect(r.ruleTexts.map((t) => [t.label, t.activiteiten, t.gebiedsaanwijzingen, t.omgevingsnormen.length])).toEqual([
      ['Artikel 22.27 Bouwhoogte', ['bouwen van een hoofdgebouw'], ['Wonen'], 3],
      ['Artikel 22.28 Bebouwing', ['bouwen van een hoofdgebouw'], ['Wonen'], 3],
      ['Artikel 22.30 Kleur van gevels', [], [], 1],
    ]);
    // the article text from the document structure: STOP inline markup dropped, entities read, each lid on a line of its own
    expect(r.ruleTexts.map((t) => t.text)).toEqual([
      'De bouwhoogte van een gebouw bedraagt ten hoogste de maximum bouwhoogte & de goothoogte ten hoogste de maximum goothoogte.',
      'Het bebouwingspercentage bedraagt ten hoogste het maximum bebouwingspercentage.\nHet aantal woningen is ten hoogste 2 per 300 m² bouwperceel.',
      null,
    ]);
    const centrum = ['nl.imow-gm9999.gebied.centrum'];
    expect(r.normValues[0]).toEqual({ norm: 'maximum bouwhoogte', normId: 'nl.imow-gm9999.omgevingsnorm.bouwhoogte', normType: 'maximum bouwhoogte', normTypeCode: null, unit: 'meter', unitCode: null, value: 12, text: null, inRegeltekst: false, locaties: centrum, locatieNoemers: ['Centrum'] });
    // the concept from the code URI where the API gives one; a value only in the text; a word
    expect(r.normValues.map((n) => [n.norm, n.normTypeCode, n.unitCode, n.value, n.text, n.inRegeltekst])).toEqual([
      ['maximum bouwhoogte', null, null, 12, null, false],
      ['maximum bouwhoogte bijbehorend bouwwerk', 'MaximumBouwhoogte', 'Centimeter', 400, null, false],
      ['maximum goothoogte', null, null, 6, null, false],
      ['maximum bebouwingspercentage', 'MaximumBebouwingspercentage', 'Procent', 60, null, false],
      ['maximum aantal bouwlagen', null, null, 3, null, false],
      ['maximum aantal woningen', null, null, null, null, true],
      ['gevelkleur', null, null, null, 'gedekte kleuren', false],
    ]);
    const zoek = dso.requests.findLast((r) => r.path.includes('/regeltekstannotaties/_zoek'))!;
    expect([zoek.apiKey, zoek.contentCrs, zoek.status]).toEqual([KEY, 'http://www.opengis.net/def/crs/EPSG/0/28992', 200]);
    expect(zoek.path).toContain('locatieSelectie=primair');
  });

  it('keys, busy and schema failures', async () => {
    expect(await failure(regelingAt(presenteren('nope-nope-1'), '_akn_nl_act_gm9999_2024_omgevingsplan', POINT))).toMatchObject({ code: 'dso_key_refused' });
    dso.failNext(PRESENTEREN, { status: 429 });
    expect(await failure(regelingAt(presenteren(), '_akn_nl_act_gm9999_2024_omgevingsplan', POINT))).toMatchObject({ code: 'dso_unavailable', reason: 'rate_limited' });
    dso.failNext(PRESENTEREN, { schema: true });
    expect(await failure(regelingAt(presenteren(), '_akn_nl_act_gm9999_2024_omgevingsplan', POINT))).toMatchObject({ code: 'dso_schema_changed', message: expect.stringMatching(/identificatie/) });
  });
});

describe('Ruimtelijke Plannen v4: IMRO plans at a point', () => {
  it('finds the plans with their status over every page, then the bestemmingsvlakken and maatvoeringen of one', async () => {
    dso.maxPageSize = 1;
    try {
      const plans = await plansAt(rp(), POINT);
      expect(plans.map((p) => [p.id, p.planstatus, p.planstatusDate])).toEqual([
        ['NL.IMRO.9999.BPcentrum-VA01', 'vastgesteld', '2019-06-12'],
        ['NL.IMRO.9999.BPcentrum-ON01', 'ontwerp', '2026-09-01'],
      ]);
    } finally {
      dso.maxPageSize = 200;
    }
    const objects = await planObjectsAt(rp(), 'NL.IMRO.9999.BPcentrum-VA01', POINT);
    expect(objects).toEqual([
      { kind: 'bestemmingsvlak', id: 'NL.IMRO.PT.bv1', naam: 'Wonen', group: 'wonen', values: [] },
      { kind: 'maatvoering', id: 'NL.IMRO.PT.mv1', naam: 'maximum goothoogte (m)', group: null, values: [{ naam: 'maximum goothoogte (m)', waarde: '6' }] },
    ]);
    expect(dso.requests.filter((r) => r.path.startsWith(RP)).every((r) => r.contentCrs === 'epsg:28992' && r.apiKey === KEY)).toBe(true);
  });

  it('refused key, timeout and schema change', async () => {
    expect(await failure(plansAt(rp('bad-key-0000'), POINT))).toMatchObject({ code: 'dso_key_refused' });
    dso.failNext(RP, { hang: true });
    expect(await failure(plansAt({ ...rp(), timeoutMs: 200 }, POINT))).toMatchObject({ code: 'dso_unavailable', reason: 'timeout' });
    dso.failNext(RP, { schema: true });
    // no _embedded is an empty page; a broken item is a schema change
    expect(await plansAt(rp(), POINT)).toEqual([]);
  });
});

describe('the DSO key reaches the configured host only (issue 38)', () => {
  const REGELING = '_akn_nl_act_gm9999_2024_omgevingsplan';
  const refusedRedirect = async (p: Promise<unknown>) => {
    const f = await failure(p);
    expect(trap.hits).toEqual([]);
    expect(f).toMatchObject({ code: 'upstream_redirect_refused', status: 502 });
    expect(f.message).toContain(new URL(trap.url).host);
    expect(f.message).not.toContain(KEY);
  };

  it('Ontsluiten: a 302 to another origin is refused, the key is not sent there', async () => {
    dso.failNext(ONTSLUITEN, { redirect: `${trap.url}/documenten/_zoek` });
    await refusedRedirect(findDocumentsAt(ontsluiten(), POINT));
  });

  it('Presenteren: a 302 to another origin is refused, the key is not sent there', async () => {
    dso.failNext(PRESENTEREN, { redirect: `${trap.url}/regelingen/${REGELING}` });
    await refusedRedirect(regelingAt(presenteren(), REGELING, POINT));
  });

  it('Ruimtelijke Plannen: a 302 to another origin is refused, the key is not sent there', async () => {
    dso.failNext(RP, { redirect: `${trap.url}/plannen/_zoek` });
    await refusedRedirect(plansAt(rp(), POINT));
  });

  it('a redirect within the configured origin is followed, with the key', async () => {
    dso.failNext(PRESENTEREN, { redirect: `${PRESENTEREN}/regelingen/${REGELING}` });
    const seen = dso.requests.length;
    expect((await regelingAt(presenteren(), REGELING, POINT)).version).toBe(VERSION);
    expect(dso.requests.slice(seen, seen + 2).map((r) => [r.method, r.status, r.apiKey])).toEqual([
      ['GET', 302, KEY],
      ['GET', 200, KEY],
    ]);
  });

  it('a HAL next link to another origin is refused and nothing is fetched there', async () => {
    dso.failNext(ONTSLUITEN, { answer: { _embedded: { documenten: [] }, _links: { next: { href: `${trap.url}/documenten/_zoek?page=1` } } } });
    const f = await failure(findDocumentsAt(ontsluiten(), POINT));
    expect(trap.hits).toEqual([]);
    expect(f).toMatchObject({ code: 'upstream_link_refused', status: 502 });
    expect(f.message).toContain(new URL(trap.url).host);
  });

  it('an identifier from an answer that is no identifier (`..`, a slash) is refused before any request', async () => {
    const seen = dso.requests.length;
    expect(await failure(regelingAt(presenteren(), '..', POINT))).toMatchObject({ code: 'invalid_identifier', status: 400 });
    expect(await failure(planObjectsAt(rp(), '../plannen', POINT))).toMatchObject({ code: 'invalid_identifier', status: 400 });
    expect(dso.requests.length).toBe(seen);
  });
});
