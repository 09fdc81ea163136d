import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IbisAnswersSaved,
  IbisIndex,
  IbisMap,
  IbisMunicipalityPage,
  IbisParkPage,
  PublicationCreated,
  SurveyAnswerRow,
} from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

// The public IBIS survey (/pub/ibis): three reads, the answers per park, and the park values they update.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let survey: PublicationCreated;
let questions: IbisParkPage['sections'][number]['questions'];

const KNAR = encodeURIComponent('9960/001');
const get = (url: string) => t.request('GET', url);
const answer = (key: string, body: unknown, park = `Knarwijk/${KNAR}`) =>
  t.request('POST', `/api/publications/ibis/${key}/${park}`, { body });

async function park(run: number, id: string, props: Record<string, unknown>, x: number) {
  await t.db.query(
    `INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom)
     VALUES ($1, 'test', 'business_parks', $2, $3::jsonb, ST_GeomFromText($4, 28992))`,
    [run, id, JSON.stringify(props), `POLYGON((${x} 490000, ${x + 500} 490000, ${x + 500} 490400, ${x} 490400, ${x} 490000))`],
  );
}

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Ibis A');
  b = await t.company('Ibis B');
  const [run] = await t.db.query<{ id: number }>(
    `INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'ibis', 'succeeded', now()) RETURNING id`,
  );
  const base = { kind: 'gemengd bedrijventerrein', status: 'bestaand', start_year: 1985, environmental_category: '4.1' };
  await park(run!.id, 'ibis-1', { ...base, name: 'De Knar', ibis_id: '9960/001', municipality: 'Knarwijk', gross_size_ha: 42.5, net_size_ha: 31.2 }, 160000);
  await park(run!.id, 'ibis-2', { ...base, name: 'Knarpoort', ibis_id: '9960/002', municipality: 'Knarwijk', gross_size_ha: '12,5', net_size_ha: null }, 161000);
  await park(run!.id, 'ibis-3', { ...base, name: 'Elders Oost', ibis_id: '0344/010', municipality: 'Elderstad' }, 170000);
}, 60_000);
afterAll(() => t?.stop());

describe('the IBIS survey (/pub/ibis)', () => {
  it('a new IBIS survey is a draft of one municipality with a survey section; an unknown municipality is 404', async () => {
    expect((await t.request('POST', '/api/publications/create', { as: a.user, body: { source: 'ibis_survey', area: 'Nergens' } })).statusCode).toBe(404);
    survey = await t.json('POST', '/api/publications/create', a.user, { source: 'ibis_survey', area: 'Knarwijk' });
    const sections = await t.json<{ id: number; type: string }[]>('GET', `/api/sections/list?where=${encodeURIComponent(JSON.stringify({ publicationId: survey.id }))}`, a.user);
    expect(sections.map((s) => s.type)).toEqual(['survey']);
    await t.json('PATCH', `/api/sections/detail/${sections[0]!.id}`, a.user, {
      cfg: {
        param1: 'Uw terrein',
        questions: [
          { name: 'Netto oppervlakte (ha)', field: 'net_size_ha', type: 'number', order: 10 },
          { name: 'Milieucategorie', field: 'environmental_category', type: 'text', order: 20 },
          { name: 'Opmerkingen', field: 'remarks', type: 'textarea', order: 30 },
          { name: 'Verborgen', field: 'hidden_q', type: 'text', order: 40, status: 'hidden' },
        ],
      },
    });
    const names = await t.json<{ municipalities: string[] }>('GET', '/api/publications/ibis-municipalities', a.user);
    expect(names).toEqual([{ name: 'Elderstad', parks: 1 }, { name: 'Knarwijk', parks: 2 }]);
  });

  it('answers only while published, with the same 404 as an unknown key (draft, hidden, other type, unknown)', async () => {
    expect((await get(`/api/publications/ibis/${survey.key}`)).statusCode).toBe(404); // draft
    const other = await t.json<{ key: string; id: number }>('POST', '/api/publications/list', a.user, { name: 'Locatie', type: 'location', status: 2 });
    for (const key of [other.key, 'onbekend-key', 'bad key!'])
      expect((await get(`/api/publications/ibis/${encodeURIComponent(key)}`)).statusCode).toBe(404);
    expect(JSON.parse((await get(`/api/publications/ibis/${other.key}/Knarwijk/${KNAR}`)).body).error.code).toBe('not_found');
    await t.json('PATCH', `/api/publications/detail/${survey.id}`, a.user, { status: 2 });
    expect((await get(`/api/publications/ibis/${survey.key}`)).statusCode).toBe(200);
  });

  it('step 1: the municipalities of the survey (its filterMunicipality) with park counts and the company style', async () => {
    const index = JSON.parse((await get(`/api/publications/ibis/${survey.key}`)).body) as IbisIndex;
    expect(index.publication).toMatchObject({ name: 'IBIS Knarwijk', type: 'ibis_survey', key: survey.key });
    expect(index.company.name).toBe('Ibis A');
    expect(index.company.style.primaryColor).toMatch(/^#/);
    expect(index.municipalities).toEqual([{ name: 'Knarwijk', parks: 2 }]);
    // a survey of every municipality
    const all = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'ibis_survey' });
    await t.json('PATCH', `/api/publications/detail/${all.id}`, a.user, { status: 2 });
    const every = JSON.parse((await get(`/api/publications/ibis/${all.key}`)).body) as IbisIndex;
    expect(every.municipalities.map((m) => m.name)).toEqual(['Elderstad', 'Knarwijk']);
  });

  it('step 2: the parks of a municipality with their figures and a WGS84 box; outside the survey is 404', async () => {
    const res = JSON.parse((await get(`/api/publications/ibis/${survey.key}/knarwijk`)).body) as IbisMunicipalityPage;
    expect(res.municipality).toBe('Knarwijk');
    expect(res.parks.map((p) => [p.name, p.rin])).toEqual([['De Knar', '9960/001'], ['Knarpoort', '9960/002']]);
    const knar = res.parks[0]!;
    expect(knar).toMatchObject({ kind: 'gemengd bedrijventerrein', gross_size_ha: 42.5, net_size_ha: 31.2, environmental_category: '4.1', start_year: 1985 });
    expect(res.parks[1]).toMatchObject({ gross_size_ha: 12.5, net_size_ha: null });
    const [w, s, e, n] = knar.bbox!;
    expect(w).toBeGreaterThan(3);
    expect(e).toBeLessThan(8);
    expect(s).toBeGreaterThan(50);
    expect(n).toBeGreaterThan(s);
    expect((await get(`/api/publications/ibis/${survey.key}/Elderstad`)).statusCode).toBe(404);
    expect((await get(`/api/publications/ibis/${survey.key}/Nergens`)).statusCode).toBe(404);
  });

  it('the map: the register outlines of the survey parks in RD metres, no other figures; outside the survey is 404', async () => {
    const res = await get(`/api/publications/ibis-map/${survey.key}`);
    expect(res.statusCode).toBe(200);
    const map = JSON.parse(res.body) as IbisMap;
    expect(map.parks.map((p) => [p.name, p.rin, p.municipality])).toEqual([
      ['De Knar', '9960/001', 'Knarwijk'],
      ['Knarpoort', '9960/002', 'Knarwijk'],
    ]);
    const outline = map.parks[0]!.outline as { type: string; coordinates: number[][][] };
    expect(outline.type).toBe('Polygon');
    expect(outline.coordinates[0]).toContainEqual([160500, 490400]);
    expect(Object.keys(map.parks[0]!).sort()).toEqual(['municipality', 'name', 'outline', 'rin']);
    expect(res.body).not.toContain('gross_size_ha');
    const one = JSON.parse((await get(`/api/publications/ibis-map/${survey.key}?municipality=knarwijk`)).body) as IbisMap;
    expect(one.parks).toHaveLength(2);
    expect((await get(`/api/publications/ibis-map/${survey.key}?municipality=Elderstad`)).statusCode).toBe(404);
    expect((await get(`/api/publications/ibis-map/onbekend-key`)).statusCode).toBe(404);
    expect((await get(`/api/publications/ibis-map/${survey.key}?municipality=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('step 3: one park (rin percent-encoded) with the published survey questions; an unknown park is 404', async () => {
    const page = JSON.parse((await get(`/api/publications/ibis/${survey.key}/Knarwijk/${KNAR}`)).body) as IbisParkPage;
    expect(page.park).toMatchObject({ name: 'De Knar', rin: '9960/001', municipality: 'Knarwijk' });
    expect(page.sections.map((s) => s.type)).toEqual(['survey']);
    questions = page.sections[0]!.questions;
    expect(questions.map((q) => q.field)).toEqual(['net_size_ha', 'environmental_category', 'remarks']);
    expect(page.reported).toEqual([]);
    for (const rin of ['9960%2F999', encodeURIComponent('0344/010'), 'x%20y'])
      expect((await get(`/api/publications/ibis/${survey.key}/Knarwijk/${rin}`)).statusCode).toBe(404);
  });

  it('an answer is stored with its park and upserts the park values; the page shows them', async () => {
    const [net, cat, remarks] = questions;
    const first = await answer(survey.key, {
      answers: [
        { surveyquestionId: net!.id, value: '28,4' },
        { surveyquestionId: cat!.id, value: '3.2' },
        { surveyquestionId: remarks!.id, value: 'Meer parkeerplaatsen graag' },
      ],
    });
    expect(first.statusCode).toBe(201);
    const saved = JSON.parse(first.body) as IbisAnswersSaved;
    expect(saved.saved).toBe(3);
    expect(saved.reported.map((r) => [r.field, r.value])).toEqual([['environmental_category', '3.2'], ['net_size_ha', '28.4']]);
    const again = await answer(survey.key, { answers: [{ surveyquestionId: net!.id, value: '27' }] });
    expect(again.statusCode).toBe(201);
    const page = JSON.parse((await get(`/api/publications/ibis/${survey.key}/Knarwijk/${KNAR}`)).body) as IbisParkPage;
    expect(page.park.net_size_ha).toBe(31.2); // the register's figure stays as it is
    expect(page.reported.find((r) => r.field === 'net_size_ha')).toMatchObject({ value: '27' });
    expect(page.reported.find((r) => r.field === 'net_size_ha')!.answeredAt).toMatch(/^\d{4}-/);
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ibis_park_values WHERE publication_id = $1', [survey.id]);
    expect(stored[0]!.n).toBe(2);
    // another park keeps its own values
    const other = JSON.parse((await get(`/api/publications/ibis/${survey.key}/Knarwijk/${encodeURIComponent('9960/002')}`)).body) as IbisParkPage;
    expect(other.reported).toEqual([]);
    const rows = await t.json<SurveyAnswerRow[]>('GET', `/api/publications/answers/${survey.id}`, a.user);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.rin === '9960/001' && r.park === 'De Knar')).toBe(true);
    expect(rows.map((r) => r.value)).toContain('28.4');
    const xlsx = await t.request('GET', `/api/publications/answers/${survey.id}/xlsx`, { as: a.user });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('a non-number for a numeric park field is 400 naming the question, and nothing is stored', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM survey_answers');
    const [net, cat] = questions;
    const res = await answer(survey.key, {
      answers: [
        { surveyquestionId: cat!.id, value: '5.1' },
        { surveyquestionId: net!.id, value: 'ongeveer dertig' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const error = (JSON.parse(res.body) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain('Netto oppervlakte (ha)');
    expect(await t.db.query('SELECT count(*)::int AS n FROM survey_answers')).toEqual(before);
    const page = JSON.parse((await get(`/api/publications/ibis/${survey.key}/Knarwijk/${KNAR}`)).body) as IbisParkPage;
    expect(page.reported.find((r) => r.field === 'environmental_category')!.value).toBe('3.2');
    // a question of another publication, a park outside the survey, a body over the caps
    expect((await answer(survey.key, { answers: [{ surveyquestionId: 999999, value: '1' }] })).statusCode).toBe(422);
    expect((await answer(survey.key, { answers: [{ surveyquestionId: net!.id, value: '1' }] }, `Elderstad/${encodeURIComponent('0344/010')}`)).statusCode).toBe(404);
    expect((await answer(survey.key, { answers: [{ surveyquestionId: net!.id, value: 'x'.repeat(10_001) }] })).statusCode).toBe(400);
    expect((await answer(survey.key, { answers: [] })).statusCode).toBe(400);
  });

  it('isolation: another company reads neither the answers nor the park values, even in raw SQL', async () => {
    for (const url of [`/api/publications/answers/${survey.id}`, `/api/publications/answers/${survey.id}/xlsx`, `/api/publications/preview/${survey.id}`])
      expect((await t.request('GET', url, { as: b.user })).statusCode).toBe(404);
    // not in the generic data API (refused as a config entity, for the owner too)
    for (const name of ['ibis_park_values', 'survey_answers'])
      expect(JSON.parse((await t.request('GET', `/api/${name}/list`, { as: b.user })).body).error.code).toBe('base_model_null');
    expect((await t.request('GET', '/api/publications/ibis-municipalities')).statusCode).toBe(401);
    // Row-Level Security alone: B's tenant transaction sees and changes none of A's rows
    expect(await t.db.tenant(b.id, (tx) => tx.query('SELECT * FROM ibis_park_values'))).toEqual([]);
    expect(await t.db.tenant(b.id, (tx) => tx.query('SELECT * FROM survey_answers WHERE rin IS NOT NULL'))).toEqual([]);
    expect(await t.db.tenant(b.id, (tx) => tx.query(`UPDATE ibis_park_values SET value = 'x' RETURNING id`))).toEqual([]);
    await expect(
      t.db.tenant(b.id, (tx) =>
        tx.query(`INSERT INTO ibis_park_values (company_id, publication_id, rin, field, value) VALUES ($1, $2, '9960/001', 'net_size_ha', '1')`, [a.id, survey.id]),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await t.db.tenant(a.id, (tx) => tx.query('SELECT * FROM ibis_park_values'))).toHaveLength(2);
  });

  it('hidden again: reads and answers are 404', async () => {
    await t.json('PATCH', `/api/publications/detail/${survey.id}`, a.user, { status: 3 });
    expect((await get(`/api/publications/ibis/${survey.key}`)).statusCode).toBe(404);
    expect((await get(`/api/publications/ibis/${survey.key}/Knarwijk/${KNAR}`)).statusCode).toBe(404);
    expect((await get(`/api/publications/ibis-map/${survey.key}`)).statusCode).toBe(404);
    expect((await answer(survey.key, { answers: [{ surveyquestionId: questions[0]!.id, value: '1' }] })).statusCode).toBe(404);
  });
});
