import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationCreated, PublicationOverviewRow, PublicPage, SurveyAnswerRow } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

// A plain survey (publication type `survey`, issue #19): made from nothing, one survey section, its page by key.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Nu');
  b = await t.company('Xi');
}, 60_000);
afterAll(() => t?.stop());

describe('plain survey publications', () => {
  it('creates a draft named as asked (or "Enquête") with one survey section; a record id or area is refused', async () => {
    const named = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'survey', name: 'Buurtenquête' });
    const unnamed = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'survey' });
    const rows = await t.json<PublicationOverviewRow[]>('GET', '/api/publications/overview', a.user);
    expect(rows.find((r) => r.id === named.id)).toMatchObject({ name: 'Buurtenquête', type: 'survey', status: 1, sections: 1, source: null });
    expect(rows.find((r) => r.id === unnamed.id)).toMatchObject({ name: 'Enquête', type: 'survey' });
    for (const body of [{ source: 'survey', id: 1 }, { source: 'survey', area: 'Utrecht' }, { source: 'survey', name: '' }]) {
      const res = await t.request('POST', '/api/publications/create', { as: a.user, body });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('validation_failed');
    }
  });

  it('published, its page shows the survey; answers reach the company alone; draft and hidden are the same 404', async () => {
    const pub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'survey', name: 'Parkeren' });
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${pub.id}`, a.user);
    const section = preview.sections.find((s) => s.type === 'survey')!;
    expect(preview.sections.map((s) => s.type)).toEqual(['survey']);
    expect(preview.location).toBeNull();
    await t.json('PATCH', `/api/sections/detail/${section.id}`, a.user, {
      cfg: { questions: [{ name: 'Heeft u een auto?', field: 'car', type: 'checkbox', order: 10 }] },
    });
    expect((await t.request('GET', `/api/publications/page/${pub.key}`)).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
    const res = await t.request('GET', `/api/publications/page/${pub.key}`);
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as PublicPage;
    expect(page.publication).toMatchObject({ name: 'Parkeren', type: 'survey' });
    const q = page.sections[0]!.questions[0]!;
    const sent = await t.request('POST', '/api/sections/list/public', { body: { publicationKey: pub.key, answers: [{ surveyquestionId: q.id, value: 'true' }] } });
    expect(sent.statusCode).toBe(201);
    const answers = await t.json<SurveyAnswerRow[]>('GET', `/api/publications/answers/${pub.id}`, a.user);
    expect(answers.map((r) => [r.question, r.value])).toEqual([['Heeft u een auto?', 'true']]);
    expect((await t.request('GET', `/api/publications/answers/${pub.id}`, { as: b.user })).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 3 });
    expect((await t.request('GET', `/api/publications/page/${pub.key}`)).statusCode).toBe(404);
  });
});
