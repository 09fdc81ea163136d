import { STORED_RESULT_FORMAT } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  PublicationCreated,
  PublicationOverviewRow,
  PublicPage,
  PublicRespondentAnswers,
  PublicSurveySaved,
  SurveyAnswerRow,
} from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { landPriceCheck } from '@plotwise/core/feasibility/landPrice';
import { landTransactionCheck } from '@plotwise/core/feasibility/landTransactions';
import { energyNeedLimit, generate, type FinanceSheets } from '@plotwise/core';
import { blockExamples } from '@plotwise/core/generator/examples/blockExamples';
import { samplePolygon } from '../../test/sampleRecords';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let loc: { id: number; key: string };
let created: PublicationCreated;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Iota');
  b = await t.company('Kappa');
  loc = await t.json('POST', '/api/locations/list', a.user, {
    name: 'Havenkwartier',
    lat: 52.1,
    lon: 5.1,
    plotsize: 1800,
    owner: 'Geheime Eigenaar BV',
    buyer: 'Koper NV',
  });
  await t.json('POST', '/api/plots/list', a.user, { locationId: loc.id, geometry: samplePolygon });
  await t.json('POST', '/api/constraints/list', a.user, {
    locationId: loc.id,
    name: 'Maximale bouwhoogte',
    type: 'building_height',
    value: 18,
  });
  await t.json('POST', '/api/costs/list', a.user, {
    name: 'Bouwkosten geheim',
    type: 'per_m2_floor',
    category: 'building',
    parameter: 1850,
    locationId: loc.id,
  });
  await t.json('POST', '/api/notes/list', a.user, {
    locationId: loc.id,
    name: 'Interne notitie vertrouwelijk',
  });
  await t.json('POST', '/api/concepts/list', a.user, { name: 'Variant Noord', locationId: loc.id });
}, 60_000);
afterAll(() => t?.stop());

const get = (url: string) => t.request('GET', url);

describe('publications (issue #19)', () => {
  it('creates a draft from a location with its default sections, listed in the overview', async () => {
    created = await t.json('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
    const rows = await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user);
    const row = rows.find((r) => r.id === created.id)!;
    expect(row).toMatchObject({
      name: 'Havenkwartier',
      type: 'location',
      status: 1,
      key: created.key,
      visits: 0,
      answers: 0,
      source: 'Havenkwartier',
    });
    expect(row.sections).toBeGreaterThanOrEqual(4);
  });

  it('the preview shows a draft to the company; the public page does not exist until published', async () => {
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${created.id}`, a.user);
    expect(preview.location).toMatchObject({ name: 'Havenkwartier', plotsize: 1800 });
    expect(preview.sections.map((s) => s.type)).toContain('location_regulations');
    expect((await get(`/api/publications/page/${created.key}`)).statusCode).toBe(404);
    expect((await get('/api/publications/page/unknownkey123')).statusCode).toBe(404);
  });

  it('a published page carries the public fields only and counts its visits', async () => {
    await t.json('PATCH', `/api/publications/detail/${created.id}`, a.user, { status: 2 });
    const res = await get(`/api/publications/page/${created.key}`);
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as PublicPage;
    expect(page.company.name).toBe('Iota');
    expect(page.location!.plots).toHaveLength(1);
    expect(page.location!.constraints[0]).toMatchObject({ name: 'Maximale bouwhoogte', value: 18 });
    expect(page.location!.concepts[0]).toMatchObject({ name: 'Variant Noord', buildings: 0, gfa: null });
    // no private field of the location, its notes or costs, nor internal ids
    for (const secret of [
      'Geheime',
      'Koper',
      'vertrouwelijk',
      'owner',
      'buyer',
      'company',
      'Bouwkosten',
      'parameter',
    ])
      expect(res.body.replace('"company":', '')).not.toContain(secret);
    expect(Object.keys(page.location!)).not.toContain('id');
    await get(`/api/publications/page/${created.key}`);
    const row = (await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user)).find(
      (r) => r.id === created.id,
    )!;
    expect(row.visits).toBe(2);
  });

  it('the PDF of a draft, an unknown or a malformed key answers 404 before any printing; a forged print header is still a visit', async () => {
    const draft = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
    for (const key of [draft.key, 'unknownkey123', 'bad%20key', 'x'.repeat(101)]) {
      const res = await get(`/api/publications/pdf/${key}`);
      expect([key, res.statusCode, res.json().error.code]).toEqual([key, 404, 'not_found']);
    }
    expect((await get(`/api/publications/pdf/${created.key}?lang=fr`)).statusCode).toBe(400);
    const visits = async () => (await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user)).find((r) => r.id === created.id)!.visits;
    const before = await visits();
    // only the printer's own browser knows the secret that makes a page load not count
    expect((await t.request('GET', `/api/publications/page/${created.key}`, { headers: { 'x-plotwise-print': 'guessed-secret-value-123456789012' } })).statusCode).toBe(200);
    expect(await visits()).toBe(before + 1);
  });

  it('survey answers reach the company as a table and XLSX; hidden answers 404 like unknown', async () => {
    const section = await t.json<{ id: number }>('POST', '/api/sections/list', a.user, {
      type: 'survey',
      publicationId: created.id,
      order: 100,
      cfg: {
        questions: [
          {
            name: 'Heeft u interesse?',
            field: 'interest',
            type: 'select',
            order: 10,
            values: [
              { name: 'Ja', value: 'yes' },
              { name: 'Nee', value: 'no' },
            ],
          },
          {
            name: 'Hoeveel m2?',
            field: 'size',
            type: 'number',
            order: 20,
            dependsOnQuestionField: 'interest',
            dependsOnQuestionValue: 'yes',
          },
        ],
      },
    });
    expect(section.id).toBeGreaterThan(0);
    const page = JSON.parse((await get(`/api/publications/page/${created.key}`)).body) as PublicPage;
    const qs = page.sections.find((s) => s.type === 'survey')!.questions;
    expect(qs.map((q) => q.dependsOnQuestionField)).toEqual([null, 'interest']);
    const sent = await t.request('POST', '/api/sections/list/public', {
      body: {
        publicationKey: created.key,
        answers: [
          { surveyquestionId: qs[0]!.id, value: 'yes' },
          { surveyquestionId: qs[1]!.id, value: '500' },
        ],
      },
    });
    expect(sent.statusCode).toBe(201);
    // the respondent's private link: their answers back, and sending again with it replaces them
    const { respondentKey } = JSON.parse(sent.body) as PublicSurveySaved;
    expect(respondentKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mine = JSON.parse((await get(`/api/publications/respondent/${created.key}/${respondentKey}`)).body) as PublicRespondentAnswers;
    expect(mine.answers).toEqual([
      { surveyquestionId: qs[0]!.id, value: 'yes' },
      { surveyquestionId: qs[1]!.id, value: '500' },
    ]);
    expect(mine.sentAt).not.toBeNull();
    const changed = await t.request('POST', '/api/sections/list/public', {
      body: {
        publicationKey: created.key,
        respondentKey,
        answers: [
          { surveyquestionId: qs[0]!.id, value: 'yes' },
          { surveyquestionId: qs[1]!.id, value: '750' },
        ],
      },
    });
    expect(changed.statusCode).toBe(201);
    expect((JSON.parse(changed.body) as PublicSurveySaved).respondentKey).toBe(respondentKey);
    // an unknown link, another publication's key or a malformed link changes nothing
    const unknownLink = await t.request('POST', '/api/sections/list/public', {
      body: { publicationKey: created.key, respondentKey: 'x'.repeat(22), answers: [{ surveyquestionId: qs[0]!.id, value: 'no' }] },
    });
    expect(unknownLink.statusCode).toBe(404);
    expect((await get(`/api/publications/respondent/${created.key}/${'x'.repeat(22)}`)).statusCode).toBe(404);
    expect((await get(`/api/publications/respondent/unknownkey123/${respondentKey}`)).statusCode).toBe(404);
    // another company's published survey does not know this respondent
    const c = await t.company('Mu');
    const cLoc = await t.json<{ id: number }>('POST', '/api/locations/list', c.user, { name: 'Elders', lat: 52, lon: 5 });
    const cPub = await t.json<PublicationCreated>('POST', '/api/publications/create', c.user, { source: 'location', id: cLoc.id });
    await t.json('PATCH', `/api/publications/detail/${cPub.id}`, c.user, { status: 2 });
    expect((await get(`/api/publications/respondent/${cPub.key}/${respondentKey}`)).statusCode).toBe(404);
    const malformed = await t.request('POST', '/api/sections/list/public', {
      body: { publicationKey: created.key, respondentKey: 'a b', answers: [{ surveyquestionId: qs[0]!.id, value: 'no' }] },
    });
    expect(malformed.statusCode).toBe(400);
    const answers = await t.json<SurveyAnswerRow[]>('GET', `/api/publications/answers/${created.id}`, a.user);
    expect(answers.map((x) => x.value).sort()).toEqual(['750', 'yes']);
    expect(answers.map((x) => x.questionType).sort()).toEqual(['number', 'select']);
    const xlsx = await t.request('GET', `/api/publications/answers/${created.id}/xlsx?lang=en`, {
      as: a.user,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const row = (await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user)).find(
      (r) => r.id === created.id,
    )!;
    expect(row.answers).toBe(2);
    await t.json('PATCH', `/api/publications/detail/${created.id}`, a.user, { status: 3 });
    expect((await get(`/api/publications/page/${created.key}`)).statusCode).toBe(404);
    const refused = await t.request('POST', '/api/sections/list/public', {
      body: { publicationKey: created.key, answers: [{ surveyquestionId: qs[0]!.id, value: 'no' }] },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("the editor's reads and writes: depth 3 carries questions and values; saving the set keeps the answers", async () => {
    type Q = {
      id: number;
      name: string;
      values?: { id: number; name: string; value: string }[];
      answers?: unknown[];
    };
    type S = { id: number; type: string; cfg: { questions?: Q[] } };
    const detail = await t.json<{ sections: S[] }>(
      'GET',
      `/api/publications/detail/${created.id}?depth=3`,
      a.user,
    );
    const survey = detail.sections.find((x) => x.type === 'survey')!;
    const qs = survey.cfg.questions!;
    expect(qs[0]!.values!.map((v) => v.value)).toEqual(['yes', 'no']);
    const questions = qs.map(({ answers: _, ...q }) => ({ ...q, name: q.name + '!' }));
    await t.json('PATCH', `/api/sections/detail/${survey.id}`, a.user, {
      cfg: { param1: 'Uw mening', questions },
    });
    const answers = await t.json<SurveyAnswerRow[]>('GET', `/api/publications/answers/${created.id}`, a.user);
    expect(answers.map((x) => x.question).sort()).toEqual(['Heeft u interesse?!', 'Hoeveel m2?!']);
    // a new question with its choices, as the editor sends it (no ids yet)
    const more = [
      ...questions,
      {
        name: 'Wanneer?',
        field: 'when',
        type: 'select',
        order: 30,
        values: [
          { name: 'Nu', value: 'now' },
          { name: 'Later', value: 'later' },
        ],
      },
    ];
    await t.json('PATCH', `/api/sections/detail/${survey.id}`, a.user, { cfg: { questions: more } });
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${created.id}`, a.user);
    const when = preview.sections
      .find((x) => x.type === 'survey')!
      .questions.find((q) => q.field === 'when')!;
    expect(when.values).toEqual([
      { name: 'Nu', value: 'now' },
      { name: 'Later', value: 'later' },
    ]);
  });

  it('duplicates a publication as a draft with its sections and questions', async () => {
    const copy = await t.json<PublicationCreated>(
      'POST',
      `/api/publications/duplicate/${created.id}`,
      a.user,
    );
    expect(copy.key).not.toBe(created.key);
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${copy.id}`, a.user);
    expect(preview.publication).toMatchObject({ name: 'Havenkwartier (kopie)', status: 1 });
    expect(preview.sections.find((s) => s.type === 'survey')!.questions).toHaveLength(3);
  });

  it('a visitor rejects a location of a published search query: its status moves and its activity names the visitor', async () => {
    const open = await t.json<{ id: number }>('POST', '/api/customvalues/list', a.admin, { name: 'Open' });
    const rejected = await t.json<{ id: number }>('POST', '/api/customvalues/list', a.admin, {
      name: 'Afgewezen',
    });
    const sq = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, {
      name: 'Zoektocht Oost',
    });
    const l = await t.json<{ id: number; key: string }>('POST', '/api/locations/list', a.user, {
      name: 'Kavel 7',
      searchQueryId: sq.id,
      status: open.id,
    });
    const p = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, {
      source: 'searchquery',
      id: sq.id,
    });
    const decide = (body: unknown) =>
      t.request('POST', `/api/publications/decision/${p.key}/${l.key}`, { body });
    expect((await decide({ decision: 'reject', visitorName: 'Gemeente' })).statusCode).toBe(404); // still a draft
    await t.json('PATCH', `/api/publications/detail/${p.id}`, a.user, { status: 2 });
    expect((await decide({ decision: 'reject', visitorName: 'Gemeente' })).statusCode).toBe(403); // not allowed yet
    await t.json('PATCH', `/api/publications/detail/${p.id}`, a.user, {
      cfg: { allowAcceptReject: true, searchQueryRejectStatus: rejected.id },
    });
    const page = JSON.parse((await get(`/api/publications/page/${p.key}/${l.key}`)).body) as PublicPage;
    expect(page.locations.map((x) => x.name)).toEqual(['Kavel 7']);
    expect(page.location!.statusName).toBe('Open');
    const outside = JSON.parse((await get(`/api/publications/page/${p.key}/${loc.key}`)).body) as PublicPage;
    expect(outside.location).toBeNull(); // a location outside the query is not shown through it
    expect((await decide({ decision: 'reject' })).statusCode).toBe(400);
    const res = await decide({ decision: 'reject', visitorName: 'Gemeente Almere' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse((await get(`/api/publications/page/${p.key}/${l.key}`)).body).location.statusName).toBe(
      'Afgewezen',
    );
    const activity = await t.json<{ kind: string; by: string | null; to: string | null }[]>(
      'GET',
      `/api/locations/detail/${l.id}/activity`,
      a.user,
    );
    expect(activity.find((e) => e.kind === 'status')).toMatchObject({
      by: 'Gemeente Almere',
      to: 'Afgewezen',
    });
    // a location outside the query is not reachable through it
    expect(
      (
        await t.request('POST', `/api/publications/decision/${p.key}/${loc.key}`, {
          body: { decision: 'reject', visitorName: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the generic API's visitor decision (PATCH /api/locations/public/{key}) obeys the same rules as the page's", async () => {
    const open = await t.json<{ id: number }>('POST', '/api/customvalues/list', a.admin, { name: 'Nog open' });
    const rejected = await t.json<{ id: number }>('POST', '/api/customvalues/list', a.admin, { name: 'Niet verder' });
    const sq = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, { name: 'Zoektocht West' });
    const l = await t.json<{ id: number; key: string }>('POST', '/api/locations/list', a.user, { name: 'Kavel 9', searchQueryId: sq.id, status: open.id });
    const p = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'searchquery', id: sq.id });
    const patch = (key: string, body: unknown) => t.request('PATCH', `/api/locations/public/${key}/decision`, { body });
    const post = (pubKey: string, key: string, body: unknown) => t.request('POST', `/api/publications/decision/${pubKey}/${key}`, { body });
    expect((await patch(l.key, { decision: 'reject', visitorName: 'X' })).statusCode).toBe(404); // its page is still a draft
    await t.json('PATCH', `/api/publications/detail/${p.id}`, a.user, { status: 2 });
    expect((await patch(l.key, { decision: 'reject', visitorName: 'X' })).statusCode).toBe(403); // the page does not allow it
    await t.json('PATCH', `/api/publications/detail/${p.id}`, a.user, { cfg: { allowAcceptReject: true, searchQueryRejectStatus: rejected.id } });
    // no accept status configured: refused by both routes alike
    expect((await patch(l.key, { decision: 'accept', visitorName: 'X' })).statusCode).toBe(403);
    expect((await post(p.key, l.key, { decision: 'accept', visitorName: 'X' })).statusCode).toBe(403);
    expect((await patch(l.key, { decision: 'reject', visitorName: '  ' })).statusCode).toBe(400); // a name is a name
    const res = await patch(l.key, { decision: 'reject', visitorName: 'Marit (omwonende)' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).status).toBe(rejected.id);
    // the change joins the location's activity as a decision on the page does: who (the name given) and through
    // which publication
    const { name } = await t.json<{ name: string }>('GET', `/api/publications/detail/${p.id}`, a.user);
    const activity = await t.json<ActivityEntry[]>('GET', `/api/locations/detail/${l.id}/activity`, a.user);
    expect(activity.find((e) => e.kind === 'status')).toMatchObject({ to: 'Niet verder', by: 'Marit (omwonende)', title: name });
    // without a name both generic routes refuse the decision (before, it was recorded by nobody): 400 naming the field,
    // nothing changed; the PATCH of the location itself too, a rating beside it or not
    const l2 = await t.json<{ id: number; key: string }>('POST', '/api/locations/list', a.user, { name: 'Kavel 10', searchQueryId: sq.id, status: open.id });
    for (const [url, body] of [
      [`/api/locations/public/${l2.key}/decision`, { decision: 'reject' }],
      [`/api/locations/public/${l2.key}`, { decision: 'reject' }],
      [`/api/locations/public/${l2.key}`, { decision: 'reject', rating: 4 }],
    ] as const) {
      const refused = await t.request('PATCH', url, { body });
      expect([url, refused.statusCode, refused.json().error.code, JSON.stringify(refused.json().error.details)]).toEqual([
        url, 400, 'validation_failed', expect.stringContaining('visitorName'),
      ]);
    }
    expect((await t.json<{ status: number | null }>('GET', `/api/locations/detail/${l2.id}`, a.user)).status).toBe(open.id);
    expect((await t.json<ActivityEntry[]>('GET', `/api/locations/detail/${l2.id}/activity`, a.user)).filter((e) => e.kind === 'status')).toEqual([]);
    expect((await t.request('PATCH', `/api/locations/public/${l2.key}`, { body: { decision: 'reject', visitorName: 'Jan' } })).statusCode).toBe(200);
    const activity2 = await t.json<ActivityEntry[]>('GET', `/api/locations/detail/${l2.id}/activity`, a.user);
    expect(activity2.find((e) => e.kind === 'status')).toMatchObject({ to: 'Niet verder', by: 'Jan', title: name });
    // accept/reject is a search-query page's: a published location page allowing it does not let a visitor decide
    // (before, the generic route took any publication showing the location)
    await t.json('PATCH', `/api/publications/detail/${created.id}`, a.user, { status: 2, cfg: { allowAcceptReject: true, searchQueryRejectStatus: rejected.id } });
    expect((await patch(loc.key, { decision: 'reject', visitorName: 'X' })).statusCode).toBe(403);
    await t.json('PATCH', `/api/publications/detail/${created.id}`, a.user, { status: 3, cfg: { allowAcceptReject: false, searchQueryRejectStatus: null } });
    expect((await t.json<{ status: number | null }>('GET', `/api/locations/detail/${loc.id}`, a.user)).status).not.toBe(rejected.id);
  });

  it('a business park and a population core publish the locations in that area, each with its own page', async () => {
    const mk = (name: string, businesspark: string | null, city: string) =>
      t.json<{ id: number; key: string }>('POST', '/api/locations/list', a.user, { name, businesspark, city, plotsize: 1200 });
    const k1 = await mk('Kavel Noord', 'De Vaart', 'Almere');
    const k2 = await mk('Kavel Zuid', 'De Vaart', 'Lelystad');
    const other = await mk('Kavel Elders', 'Stichtse Kant', 'Almere');
    await t.json('POST', '/api/locations/list', b.user, { name: 'Kavel van een ander', businesspark: 'De Vaart', city: 'Almere' });
    const park = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'business_park', area: 'De Vaart' });
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${park.id}`, a.user);
    expect(preview.publication).toMatchObject({ name: 'De Vaart', type: 'business_park' });
    expect(preview.locations.map((l) => l.name)).toEqual(['Kavel Noord', 'Kavel Zuid']);
    expect(preview.sections.map((s) => s.type)).toEqual(['business_park_summary', 'business_park_scores', 'locations_list', 'locations_map', 'call_to_action']);
    await t.json('PATCH', `/api/publications/detail/${park.id}`, a.user, { status: 2 });
    const one = JSON.parse((await get(`/api/publications/page/${park.key}/${k2.key}`)).body) as PublicPage;
    expect(one.location).toMatchObject({ name: 'Kavel Zuid', businesspark: 'De Vaart' });
    const outside = JSON.parse((await get(`/api/publications/page/${park.key}/${other.key}`)).body) as PublicPage;
    expect(outside.location).toBeNull(); // a location outside the park is not shown through it

    const core = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'population_core', area: 'Almere', name: 'Kern Almere' });
    const corePage = await t.json<PublicPage>('GET', `/api/publications/preview/${core.id}`, a.user);
    expect(corePage.publication).toMatchObject({ name: 'Kern Almere', type: 'population_core' });
    expect(corePage.locations.map((l) => l.name)).toEqual(['Kavel Elders', 'Kavel Noord']);
    const copy = await t.json<PublicationCreated>('POST', `/api/publications/duplicate/${core.id}`, a.user);
    expect((await t.json<PublicPage>('GET', `/api/publications/preview/${copy.id}`, a.user)).locations).toHaveLength(2);
    const overview = await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user);
    expect(overview.find((r) => r.id === park.id)).toMatchObject({ type: 'business_park', source: 'De Vaart' });
    expect(k1.key).toBeTruthy();

    // an area without any of the company's locations, and a body naming both or neither, are refused
    const refuse = (body: unknown) => t.request('POST', '/api/publications/create', { as: a.user, body });
    expect((await refuse({ source: 'business_park', area: 'Nergenspark' })).statusCode).toBe(404);
    expect((await refuse({ source: 'business_park', id: 3 })).statusCode).toBe(400);
    expect((await refuse({ source: 'location', area: 'De Vaart' })).statusCode).toBe(400);
    // visitors decide only on a search query's locations
    const decide = await t.request('POST', `/api/publications/decision/${park.key}/${k1.key}`, { body: { decision: 'accept', visitorName: 'X' } });
    expect(decide.statusCode).toBe(404);
  });

  it('visitor writes are rate-limited per publication and address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push(
        (
          await t.request('POST', `/api/publications/decision/${created.key}/${loc.key}`, {
            body: { decision: 'accept', visitorName: 'X' },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true); // hidden: refused as unknown
    expect(codes.slice(20)).toEqual([429, 429]);
    const ratings: number[] = [];
    for (let i = 0; i < 31; i++)
      ratings.push(
        (await t.request('PATCH', `/api/locations/public/${loc.key}/rating`, { body: { rating: 3 } }))
          .statusCode,
      );
    expect(ratings.at(-1)).toBe(429);
  });

  it('isolation: another company reaches none of these publications', async () => {
    expect(
      (await t.request('GET', `/api/publications/preview/${created.id}`, { as: b.user })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/publications/answers/${created.id}`, { as: b.user })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/publications/answers/${created.id}/xlsx`, { as: b.user })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', `/api/publications/duplicate/${created.id}`, { as: b.user })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request('POST', '/api/publications/create', {
          as: b.user,
          body: { source: 'location', id: loc.id },
        })
      ).statusCode,
    ).toBe(404);
    const rows = await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', b.user);
    expect(rows).toEqual([]);
    expect((await t.request('GET', '/api/publications/overview')).statusCode).toBe(401);
  });
});

describe('concept sections: form factors, unit breakdown, floor plans, top view (issue #19)', () => {
  type Row = { id: number; updatedAt: string };
  const model = generate(blockExamples().find((e) => e.name === 'gallery_flats')!.input);
  let concept: { id: number; key: string };
  let pub: PublicationCreated;

  /** A building of the concept (the server puts it on the site); with `store` a result written back under an input key of the past. */
  async function building(name: string, store: boolean, conceptId = concept.id) {
    const { id } = await t.json<{ id: number }>('POST', '/api/buildings/list', a.user, { name, conceptId });
    if (!store) return;
    const row = await t.json<Row>('GET', `/api/buildings/detail/${id}`, a.user);
    const result = { format: STORED_RESULT_FORMAT, input_key: `k${id}`, model: model.model, form_factors: model.form_factors };
    const res = await t.request('PUT', '/api/buildings/detail', { as: a.user, body: [{ id, updatedAt: row.updatedAt, result, messages: [] }] });
    expect(res.statusCode).toBe(200);
  }

  /** The sheets of a concept as POST /api/finance/evaluate gives them: the one answer the page must repeat. */
  const sheetsOf = (conceptId: number) =>
    t.json<{ sheets: FinanceSheets; formFactors: { gfa: number; units: number }[] }>('POST', '/api/finance/evaluate', a.user, { locationId: loc.id, conceptId }, 200);

  beforeAll(async () => {
    concept = await t.json('POST', '/api/concepts/list', a.user, { name: 'Variant Zuid', locationId: loc.id });
    await building('Blok Zon', true);
    await building('Blok Later', false);
    pub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'concept', id: concept.id });
    let order = 200;
    for (const type of ['concept_formfactors', 'concept_unit_breakdown', 'concept_floorplans', 'concept_topview'])
      await t.json('POST', '/api/sections/list', a.user, { type, publicationId: pub.id, order: (order += 10), cfg: { param2: type === 'concept_floorplans' ? 1 : null } });
  }, 60_000);

  it('the page carries the figures every screen shows, units per type and server-made SVGs; a building without a current stored result is generated, none is missing', async () => {
    expect((await get(`/api/publications/page/${pub.key}`)).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
    const res = await get(`/api/publications/page/${pub.key}`);
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as PublicPage;
    expect(page.conceptDetails).toHaveLength(1);
    const [c] = page.conceptDetails!;
    expect(c).toMatchObject({ name: 'Variant Zuid', key: concept.key, missing: 0 });
    expect(c!.buildings.map((b) => [b.name, b.formFactors !== null])).toEqual([
      ['Blok Zon', true],
      ['Blok Later', true],
    ]);
    // the figures of the sheets: the same results, the same GFA and units
    const { sheets, formFactors } = await sheetsOf(concept.id);
    c!.buildings.forEach((b, i) => {
      expect(b.formFactors!.gfa).toBeCloseTo(formFactors[i]!.gfa, 6);
      expect(b.unitTypes.reduce((s, u) => s + u.count, 0)).toBe(formFactors[i]!.units);
    });
    expect(c!.formFactors!.gfa).toBeGreaterThan(0);
    expect(c!.formFactors!.gfa).toBeCloseTo(sheets.areas.overview.grossFloorAreaSquareMeters.value!, 1);
    // the location has no unit types, so its homes are the generator's "Default": the sheets count them as dwellings
    // priced at nothing, and say so
    expect(sheets.areas.overview.units).toBe(c!.formFactors!.units);
    expect(sheets.warnings.map((w) => w.code)).toContain('untyped_dwellings');
    const units = c!.buildings[0]!.unitTypes;
    expect(units.every((u) => u.area > 0 && u.name.length > 0)).toBe(true);
    const plan = c!.buildings[0]!.floorplan!;
    expect(plan.level).toBe(1);
    expect(plan.svg.startsWith('<svg')).toBe(true);
    expect(plan.svg).toContain('class="space unit ');
    expect(c!.topview).toMatch(/^<svg[^>]*>.*class="plot".*class="building"/s);
    for (const svg of [plan.svg, c!.topview!]) expect(svg).not.toMatch(/<script|on\w+=|href=|<foreignObject/i);
  });

  it('leaks nothing private: no stored input key, messages, costs, notes, owner or the concept of another location', async () => {
    const res = await get(`/api/publications/page/${pub.key}`);
    for (const secret of ['input_key', 'Geheime', 'Koper', 'vertrouwelijk', 'Bouwkosten', 'parameter', 'owner', 'messages', 'Variant Noord', 'frame', 'generator_version'])
      expect(res.body).not.toContain(secret);
    const page = JSON.parse(res.body) as PublicPage;
    expect(Object.keys(page.conceptDetails![0]!.buildings[0]!.formFactors!).sort()).toEqual(
      ['average_unit_size', 'built_area', 'floors', 'fsi', 'gfa', 'gsi', 'max_height', 'nfa', 'outdoor_circulation_area', 'parking_spots', 'plot_area', 'units'],
    );
    // a page without concept sections carries no details at all
    expect(JSON.parse((await get(`/api/publications/page/${created.key}`)).body)).not.toHaveProperty('conceptDetails');
  });

  it('a BENG section gives each building its pre-check (issue #43 item 2); without it the page carries none', async () => {
    const before = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    expect(before.conceptDetails![0]!.buildings[0]).not.toHaveProperty('beng');
    const section = await t.json<{ id: number }>('POST', '/api/sections/list', a.user, { type: 'concept_beng', publicationId: pub.id, order: 290 });
    const page = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    for (const b of page.conceptDetails![0]!.buildings) {
      const beng = b.beng!;
      expect(beng.use).toBe('apartment_building');
      expect(beng.shapeFactor).toBeGreaterThan(0.3);
      expect(beng.energyNeedLimitKwhPerSquareMeterYear).toBeCloseTo(energyNeedLimit(beng.use, beng.shapeFactor), 1);
      expect(beng.usableAreaSquareMeters).toBeCloseTo(b.formFactors!.nfa, 6);
    }
    expect((await t.request('DELETE', `/api/sections/detail/${section.id}`, { as: a.user })).statusCode).toBe(204);
  });

  it('a noise section gives each dwelling building its façades against the Bkl norms (issue #43 item 3); not checked without a noise layer', async () => {
    const section = await t.json<{ id: number }>('POST', '/api/sections/list', a.user, { type: 'concept_noise', publicationId: pub.id, order: 292 });
    const unchecked = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    expect(unchecked.conceptDetails![0]!.noiseLayer).toEqual({ imported: false, asOf: null, radiusMeters: 100, contours: 0 });
    expect(unchecked.conceptDetails![0]!.buildings[0]).not.toHaveProperty('noise');
    // a railway's 61-66 dB band over the whole site: every façade above the standard value of 55, within the limit of 70
    const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('generic', 'noise', 'succeeded', '2026-09-15T10:00:00Z') RETURNING id`);
    await t.db.query(
      `INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom)
       SELECT $1, 'test', 'noise', 'rail-61', '{"noise_db": 61, "source": "railway", "name": "Knarlijn", "indicator": "Lden"}', ST_Expand(ST_Envelope(ST_Collect(geometry)), 60)
         FROM plots WHERE location_id = $2`,
      [run!.id, loc.id],
    );
    const page = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    const c = page.conceptDetails![0]!;
    expect(c.noiseLayer).toEqual({ imported: true, asOf: '2026-09-15', radiusMeters: 100, contours: 1 });
    for (const b of c.buildings) {
      const noise = b.noise!;
      expect(noise.verdict).toBe('above_standard');
      expect(noise.facadesAboveStandard).toBe(noise.facades);
      expect(noise.governing).toEqual({ sourceClass: 'spoorweg', sourceName: 'Knarlijn', ldenDb: 61, standardDb: 55, limitDb: 70 });
      // every façade is above the standard: their area is the building's façade area (storeys that share a wall line once)
      expect(noise.areaByVerdict.above_standard).toBeGreaterThan(0);
      expect(noise.areaByVerdict.within).toBe(0);
    }
    // no façade geometry reaches the public page
    expect(JSON.stringify(c.buildings)).not.toMatch(/"from"|"to"|exposures/);
    await t.db.query(`DELETE FROM geo_features WHERE run_id = $1`, [run!.id]);
    expect((await t.request('DELETE', `/api/sections/detail/${section.id}`, { as: a.user })).statusCode).toBe(204);
  });

  it("a parking section gives the concept's required and provided places (issue #43 item 1): the unit types' ratios without a norm, else the newest nota in the location's area", async () => {
    const section = await t.json<{ id: number }>('POST', '/api/sections/list', a.user, { type: 'concept_parking', publicationId: pub.id, order: 293 });
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.user, { municipality: 'Doetinchem' });
    const read = async () => (JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage).conceptDetails![0]!.parking!;
    // dwellings without a unit type have no tenure or size: not counted, and said so
    const untyped = await read();
    expect(untyped).toMatchObject({ municipality: 'Doetinchem', basis: 'unit_ratios', zone: 'built_up', source: null, lines: [], required: 0 });
    expect(untyped.dwellingsWithoutType).toBeGreaterThan(0);
    // one unit type for sale of 80 m2 (its own ratio 1 a dwelling by default): every dwelling is of it
    const unit = await t.json<{ id: number }>('POST', '/api/units/list', a.user, { name: 'Koop 80', size: 80, size_max: 95, income_mode: 'sell_unit', locationId: loc.id });
    const unitRatios = await read();
    const dwellings = unitRatios.lines.reduce((n, l) => n + l.quantity, 0);
    expect(unitRatios.lines.map((l) => [l.category, l.norm])).toEqual([['apartment_sale_medium', 1]]);
    expect(unitRatios).toMatchObject({ basis: 'unit_ratios', required: dwellings, dwellingsWithoutType: 0 });
    // another company's nota of the same municipality never reaches this page; the company's own older nota gives way to the newest
    await t.json('POST', '/api/parkingnorms', b.user, { municipality: 'Doetinchem', year: 2025, zone: 'centre', category: 'apartment_sale_medium', places: 9, sourceTitle: 'Nota van B' });
    expect((await read()).basis).toBe('unit_ratios');
    const norm = { municipality: 'Doetinchem', zone: 'centre', category: 'apartment_sale_medium', sourceTitle: 'Nota parkeernormen Doetinchem' };
    await t.json('POST', '/api/parkingnorms', a.user, { ...norm, year: 2024, places: 0.5 });
    await t.json('POST', '/api/parkingnorms', a.user, { ...norm, year: 2016, places: 3 });
    // the nota names one area only: the page uses it (no area chosen for the location)
    expect(await read()).toMatchObject({
      basis: 'municipal',
      zone: 'centre',
      source: { title: 'Nota parkeernormen Doetinchem', year: 2024, url: null },
      lines: [{ category: 'apartment_sale_medium', quantity: dwellings, norm: 0.5 }],
      required: Math.round(dwellings * 0.5 + 1e-9),
      missingNorms: [],
    });
    // the location's chosen area has no norm: the category says so and counts nothing
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.user, { cfg: { parking_zone: 'outside' } });
    expect(await read()).toMatchObject({ zone: 'outside', required: 0, missingNorms: ['apartment_sale_medium'] });
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.user, { cfg: { parking_zone: null } });
    // double use: the company's presence table of the municipality; the 2024 norm has no visitors' share, so the sum stands
    const moments = ['weekday_morning', 'weekday_afternoon', 'weekday_evening', 'weekday_night', 'shopping_evening', 'saturday_afternoon', 'saturday_evening', 'sunday_afternoon'];
    const residents = [50, 50, 90, 100, 80, 60, 80, 70];
    const visitors = [10, 20, 80, 0, 70, 70, 100, 80];
    const cells = moments.flatMap((moment, i) => [
      { group: 'residents', moment, percent: residents[i] },
      { group: 'visitors', moment, percent: visitors[i] },
    ]);
    const presence = { municipality: 'Doetinchem', year: 2025, cells, sourceTitle: 'Nota parkeernormen Doetinchem 2025', sourceUrl: 'https://www.doetinchem.nl/parkeren.pdf' };
    await t.json('PUT', '/api/parkingpresence', b.user, presence);
    expect((await read()).doubleUse).toEqual({ reason: 'no_presence' });
    await t.json('PUT', '/api/parkingpresence', a.user, presence);
    expect(await read()).toMatchObject({ required: Math.round(dwellings * 0.5 + 1e-9), doubleUse: { reason: 'no_visitor_share' }, presenceSource: null });
    // the 2025 nota's norm with a quarter for visitors: the busiest moment is a weekday evening (90 % and 80 % present)
    await t.json('POST', '/api/parkingnorms', a.user, { ...norm, year: 2025, places: 0.5, visitorSharePercent: 25 });
    const places = Math.round(dwellings * 0.5 * 10) / 10;
    const evening = ((places - (places * 25) / 100) * 90) / 100 + ((places * 25) / 100) * 80 / 100;
    expect(await read()).toMatchObject({
      required: Math.round(evening + 1e-9),
      requiredWithoutDoubleUse: Math.round(places + 1e-9),
      doubleUse: { peakMoment: 'weekday_evening', required: Math.round(evening + 1e-9) },
      presenceSource: { title: 'Nota parkeernormen Doetinchem 2025', year: 2025, url: 'https://www.doetinchem.nl/parkeren.pdf' },
    });
    expect((await t.request('DELETE', '/api/parkingpresence?municipality=Doetinchem&year=2025', { as: a.user })).statusCode).toBe(204);
    expect((await read()).doubleUse).toEqual({ reason: 'no_presence' });
    expect((await t.request('DELETE', `/api/units/detail/${unit.id}`, { as: a.user })).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/sections/detail/${section.id}`, { as: a.user })).statusCode).toBe(204);
    expect((JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage).conceptDetails![0]).not.toHaveProperty('parking');
  });

  it("a nitrogen section gives the location's nearest Natura 2000 area (issue #43 item 4, step 1); not screened without the layer", async () => {
    const section = await t.json<{ id: number }>('POST', '/api/sections/list', a.user, { type: 'concept_nitrogen', publicationId: pub.id, order: 294 });
    const read = async () => (JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage).conceptDetails![0]!.nitrogen!;
    expect(await read()).toEqual({ layerImported: false, asOf: null, searchedMeters: 50_000, nearest: null });
    // a wetland 500 m east of the parcels' box
    const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('generic', 'natura2000', 'succeeded', '2026-07-01T09:00:00Z') RETURNING id`);
    await t.db.query(
      `INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom)
       SELECT $1, 'test', 'natura2000', 'wetland', '{"name": "Oostplassen", "sitecode": "NL1234567", "status": "Habitatrichtlijn"}',
              ST_Translate(ST_Envelope(ST_Collect(geometry)), ST_XMax(ST_Extent(geometry)) - ST_XMin(ST_Extent(geometry)) + 500, 0)
         FROM plots WHERE location_id = $2`,
      [run!.id, loc.id],
    );
    expect(await read()).toMatchObject({ layerImported: true, asOf: '2026-07-01', nearest: { name: 'Oostplassen', siteCode: 'NL1234567', status: 'Habitatrichtlijn', distanceMeters: 500, nitrogenSensitive: null } });
    await t.db.query(`DELETE FROM geo_features WHERE run_id = $1`, [run!.id]);
    expect((await t.request('DELETE', `/api/sections/detail/${section.id}`, { as: a.user })).statusCode).toBe(204);
  });

  it('a land-price section sets the sheets\' RGW against the municipality\'s entered ground price (issue #43 item 5); not checked without one', async () => {
    const section = await t.json<{ id: number }>('POST', '/api/sections/list', a.user, { type: 'concept_land_price', publicationId: pub.id, order: 295 });
    await t.json('PATCH', `/api/locations/detail/${loc.id}`, a.user, { municipality: 'Deventer' });
    const unpriced = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    expect(unpriced.conceptDetails![0]!.finance!.landPrice).toMatchObject({ municipality: 'Deventer', status: 'not_checked', marginCents: null });
    // another company's price of the same municipality never reaches this page
    await t.json('POST', '/api/landprices', b.user, { municipality: 'Deventer', year: 2026, use: 'residential_sale', basis: 'per_m2_gfa', priceEuros: 9_999, sourceTitle: 'Brief van B' });
    expect((JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage).conceptDetails![0]!.finance!.landPrice!.status).toBe('not_checked');
    await t.json('POST', '/api/landprices', a.user, { municipality: 'deventer', year: 2026, use: 'residential_sale', basis: 'per_m2_gfa', priceEuros: 350, sourceTitle: 'Grondprijzenbrief Deventer 2026', sourceUrl: 'https://www.deventer.nl/grondprijzen' });
    const page = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    const { sheets } = await sheetsOf(concept.id);
    const check = landPriceCheck(sheets, [{ id: 1, use: 'residential_sale', basis: 'per_m2_gfa', priceCents: 35_000, year: 2026, sourceTitle: '', sourceUrl: null }]);
    const shown = page.conceptDetails![0]!.finance!.landPrice!;
    expect(check.marginCents).not.toBeNull();
    expect(shown).toMatchObject({ status: check.status, municipalPriceCents: check.municipalPriceCents, marginCents: check.marginCents, marginPerPlotSquareMeterCents: check.marginPerPlotSquareMeterCents });
    expect(shown.lines.find((l) => l.use === 'residential_sale')!.price).toEqual({ basis: 'per_m2_gfa', priceCents: 35_000, year: 2026, sourceTitle: 'Grondprijzenbrief Deventer 2026', sourceUrl: 'https://www.deventer.nl/grondprijzen' });
    expect(shown.lines.find((l) => l.use === 'residential_sale')!.price).not.toHaveProperty('id');
    // no transactions layer: no plot sales on the page; with one, the RGW sheet's check on the same sheets
    expect(page.conceptDetails![0]!.finance!).not.toHaveProperty('landSales');
    const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('geojson', 'transactions', 'succeeded', '2026-08-01T09:00:00Z') RETURNING id`);
    for (const [i, [value, area]] of [[400_000, 1_000], [250_000, 500], [900_000, 1_000], [80_000, null]].entries())
      await t.db.query(
        `INSERT INTO geo_features (run_id, area, layer, feature_id, properties, geom)
         SELECT $1, 'test', 'transactions', $3, jsonb_build_object('type', 'kavel', 'value_eur', $4::numeric, 'area_m2', $5::numeric, 'date', '2025-05-01'),
                ST_Translate(ST_PointOnSurface(ST_Collect(geometry)), 200 + $6 * 50, 0)
           FROM plots WHERE location_id = $2`,
        [run!.id, loc.id, `sale${i}`, value, area, i],
      );
    const withSales = (JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage).conceptDetails![0]!.finance!;
    const sales = landTransactionCheck(sheets, [
      { valueEuros: 400_000, plotAreaSquareMeters: 1_000, date: null, status: null, distanceMeters: 0 },
      { valueEuros: 250_000, plotAreaSquareMeters: 500, date: null, status: null, distanceMeters: 0 },
      { valueEuros: 900_000, plotAreaSquareMeters: 1_000, date: null, status: null, distanceMeters: 0 },
    ]);
    expect(sales.medianEurosPerSquareMeter).toBe(500);
    expect(withSales.landSales).toEqual({ asOf: '2026-08-01', radiusMeters: 2_000, listed: 4, ...sales });
    await t.db.query(`DELETE FROM geo_features WHERE run_id = $1`, [run!.id]);
    expect((await t.request('DELETE', `/api/sections/detail/${section.id}`, { as: a.user })).statusCode).toBe(204);
    expect((JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage).conceptDetails![0]).not.toHaveProperty('finance');
  });

  it('business case and valuation: the sheets\' figures of the same results, also for a building that had no stored result; absent without those sections', async () => {
    const plain = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    expect(plain.conceptDetails![0]).not.toHaveProperty('finance');
    for (const [i, type] of ['concept_business_case', 'concept_valuation'].entries())
      await t.json('POST', '/api/sections/list', a.user, { type, publicationId: pub.id, order: 300 + i });
    // Blok Later never had a stored result: it is generated, and the business case is the sheets' one
    const page = JSON.parse((await get(`/api/publications/page/${pub.key}`)).body) as PublicPage;
    const { sheets } = await sheetsOf(concept.id);
    expect(page.conceptDetails![0]).toMatchObject({ missing: 0 });
    expect(page.conceptDetails![0]!.finance).toMatchObject({
      residualLandValueCents: sheets.rgw.residualLandValue.cents,
      totalInvestmentCents: sheets.results.totalInvestment.cents,
    });

    const oost = await t.json<{ id: number; key: string }>('POST', '/api/concepts/list', a.user, { name: 'Variant Oost', locationId: loc.id });
    await building('Blok Oost', true, oost.id);
    const oostPub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'concept', id: oost.id });
    await t.json('POST', '/api/sections/list', a.user, { type: 'concept_business_case', publicationId: oostPub.id, order: 300 });
    await t.json('PATCH', `/api/publications/detail/${oostPub.id}`, a.user, { status: 2 });
    const res = await get(`/api/publications/page/${oostPub.key}`);
    const f = (JSON.parse(res.body) as PublicPage).conceptDetails![0]!.finance!;
    expect(f).not.toBeNull();
    expect(f.resultCents).toBe(f.totalValueCents - f.totalInvestmentCents);
    expect(f.income.reduce((s, r) => s + r.valueCents, 0)).toBe(f.totalValueCents);
    // the location's one cost line: EUR 1 850 per m2 of the concept's GFA, the GFA the sheets show
    const oostSheets = (await sheetsOf(oost.id)).sheets;
    const buildingCents = f.costsByGroup.find((g) => g.group === 'building')!.cents;
    expect(Math.abs(buildingCents - Math.round(185_000 * oostSheets.areas.overview.grossFloorAreaSquareMeters.value!))).toBeLessThanOrEqual(100);
    // no land price on the location: the results are at the residual land value
    expect(f).toMatchObject({ landPriceSource: 'residual', landPriceCents: f.residualLandValueCents });
    // group totals only: no cost line's name or parameters
    for (const secret of ['Bouwkosten', 'parameter', 'per_m2_floor', 'input_key']) expect(res.body).not.toContain(secret);
  });

  it('a building saved after its result was stored is generated anew at once: the page shows its new figures', async () => {
    const before = (await t.json<PublicPage>('GET', `/api/publications/preview/${pub.id}`, a.user)).conceptDetails![0]!;
    const rows = await t.json<Row[]>('GET', `/api/buildings/list?where=${encodeURIComponent(JSON.stringify({ conceptId: concept.id }))}&order=id`, a.user);
    await t.json('PATCH', `/api/buildings/detail/${rows[0]!.id}`, a.user, { maxlength: 20 });
    const after = (await t.json<PublicPage>('GET', `/api/publications/preview/${pub.id}`, a.user)).conceptDetails![0]!;
    expect(after.missing).toBe(0);
    expect(after.buildings[0]!.formFactors!.gfa).toBeLessThan(before.buildings[0]!.formFactors!.gfa);
    expect(after.buildings[1]!.formFactors!.gfa).toBeCloseTo(before.buildings[1]!.formFactors!.gfa, 6);
    expect(after.formFactors!.gfa).toBeCloseTo((await sheetsOf(concept.id)).sheets.areas.overview.grossFloorAreaSquareMeters.value!, 1);
  });

  it("a location publication's concept sections show each concept of the location", async () => {
    await t.json('POST', '/api/sections/list', a.user, { type: 'concept_unit_breakdown', publicationId: created.id, order: 500 });
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${created.id}`, a.user);
    expect(preview.conceptDetails!.map((c) => [c.name, c.buildings.length])).toEqual([
      ['Variant Noord', 0],
      ['Variant Zuid', 2],
      ['Variant Oost', 1],
    ]);
    expect(preview.conceptDetails![0]).toMatchObject({ formFactors: null, missing: 0, topview: null });
  });

  it("another company cannot publish this concept: not by creating from it, nor by putting its key in its own cfg", async () => {
    const x = await t.company('Xi');
    const byId = await t.request('POST', '/api/publications/create', { as: x.user, body: { source: 'concept', id: concept.id } });
    expect(byId.statusCode).toBe(404);
    const xLoc = await t.json<{ id: number }>('POST', '/api/locations/list', x.user, { name: 'Xi-terrein', lat: 52, lon: 5 });
    const xConcept = await t.json<{ id: number }>('POST', '/api/concepts/list', x.user, { name: 'Eigen', locationId: xLoc.id });
    const xPub = await t.json<PublicationCreated>('POST', '/api/publications/create', x.user, { source: 'concept', id: xConcept.id });
    await t.json('POST', '/api/sections/list', x.user, { type: 'concept_formfactors', publicationId: xPub.id, order: 5 });
    const detail = await t.json<{ cfg: { id: number } | null }>('GET', `/api/publications/detail/${xPub.id}?depth=1`, x.user);
    // the key of company a's concept written into x's cfg (accepted or refused, it must show nothing of a)
    await t.request('PATCH', `/api/publications/detail/${xPub.id}`, { as: x.user, body: { cfg: { id: detail.cfg?.id, conceptKey: concept.key } } });
    await t.json('PATCH', `/api/publications/detail/${xPub.id}`, x.user, { status: 2 });
    const res = await get(`/api/publications/page/${xPub.key}`);
    expect(res.statusCode).toBe(200);
    for (const secret of ['Variant Zuid', 'Blok Zon', 'Havenkwartier', concept.key]) expect(res.body).not.toContain(secret);
  });

  it("another company's publications list and location sections show its own data only; hidden answers 404", async () => {
    // b publishes a location page with every location section and a publications list: nothing of a's appears
    const bLoc = await t.json<{ id: number }>('POST', '/api/locations/list', b.user, { name: 'Kappa kavel', lat: 52, lon: 5 });
    const bPub = await t.json<PublicationCreated>('POST', '/api/publications/create', b.user, { source: 'location', id: bLoc.id });
    for (const [i, type] of ['publications_list', 'location_customfields', 'location_current_situation', 'location_context', 'location_business'].entries())
      await t.json('POST', '/api/sections/list', b.user, { type, publicationId: bPub.id, order: 100 + i });
    await t.json('PATCH', `/api/publications/detail/${bPub.id}`, b.user, { status: 2 });
    const res = await get(`/api/publications/page/${bPub.key}`);
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as PublicPage;
    expect(page.publications!.map((p) => p.name)).toEqual(['Kappa kavel']);
    expect(page.locationDetails).toMatchObject({ customFields: [], currentSituation: [], context: [], business: [], filterSummary: null });
    const aPublished = (await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user)).filter((r) => r.status === 2);
    expect(aPublished.length).toBeGreaterThan(0);
    for (const r of aPublished) expect(res.body).not.toContain(r.key);
    // a hidden publication of b answers 404, its list included
    await t.json('PATCH', `/api/publications/detail/${bPub.id}`, b.user, { status: 3 });
    expect((await get(`/api/publications/page/${bPub.key}`)).statusCode).toBe(404);
  });
});
