import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParents, TestApp, type TestCompany } from '../test/testApp';
import { samplePolygon } from '../test/sampleRecords';

let t: TestApp;
let a: TestCompany;
let loc: { id: number; key: string };
let pub: { id: number; key: string };
let sq: { id: number; key: string };

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Theta');
  const p = await createParents(t, a);
  loc = await t.json('PATCH', `/api/locations/detail/${p.locationId}`, a.user, { owner: 'Geheime Eigenaar BV', buyer: 'Koper NV', plotsize: 4200 });
  await t.json('POST', '/api/plots/list', a.user, { locationId: p.locationId, geometry: samplePolygon });
  pub = await t.json('POST', '/api/publications/list', a.user, { name: 'Kavel Oostenburg', type: 'location', cfg: { locationKey: loc.key, ratingMode: 'edit' } });
  await t.json('POST', '/api/sections/list', a.user, {
    type: 'survey',
    publicationId: pub.id,
    order: 10,
    cfg: { questions: [{ name: 'Wat vindt u ervan?', type: 'text', values: [{ name: 'Goed', value: 'good' }] }] },
  });
  sq = await t.json('POST', '/api/searchqueries/list', a.user, { name: 'Zoektocht' });
});
afterAll(() => t?.stop());

const get = (url: string) => t.request('GET', url);

describe('public access (spec 7 public variants)', () => {
  it('a draft publication exposes nothing; publishing exposes exactly it', async () => {
    expect((await get(`/api/publications/public/${pub.key}`)).statusCode).toBe(404);
    expect((await get(`/api/locations/public/${loc.key}`)).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
    const p = JSON.parse((await get(`/api/publications/public/${pub.key}`)).body);
    expect(p).toMatchObject({ name: 'Kavel Oostenburg', type: 'location', status: 2 });
    expect(p.company).toMatchObject({ name: 'Theta' });
    expect(p.sections[0].cfg.questions[0]).toMatchObject({ name: 'Wat vindt u ervan?' });
    expect(p.sections[0].cfg.questions[0].values[0]).toMatchObject({ value: 'good' });
    const l = JSON.parse((await get(`/api/locations/public/${loc.key}`)).body);
    expect(l).toMatchObject({ name: 'Oostenburg', plotsize: 4200 });
    expect(l.plots[0].geometry.type).toBe('Polygon');
    // confidential fields never leave the company
    expect(l.owner).toBeUndefined();
    expect(l.buyer).toBeUndefined();
    expect(JSON.stringify(l)).not.toContain('Geheime');
    const listed = JSON.parse((await get(`/api/publications/public/list?keys=${pub.key},unknown`)).body);
    expect(listed.map((x: { key: string }) => x.key)).toEqual([pub.key]);
    const company = JSON.parse((await get(`/api/companies/public/${p.company.key}`)).body);
    expect(company.publications.map((x: { key: string }) => x.key)).toEqual([pub.key]);
  });

  it('hiding the publication takes everything offline again; other keys are never reachable', async () => {
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 3 });
    expect((await get(`/api/publications/public/${pub.key}`)).statusCode).toBe(404);
    expect((await get(`/api/locations/public/${loc.key}`)).statusCode).toBe(404);
    expect((await get(`/api/searchqueries/public/${sq.key}`)).statusCode).toBe(404);
    expect((await get(`/api/users/public/${loc.key}`)).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
  });

  it('visitors may rate when the publication allows it, leave a note, and answer its survey', async () => {
    const rated = await t.request('PATCH', `/api/locations/public/${loc.key}/rating`, { body: { rating: 4 } });
    expect(rated.statusCode).toBe(200);
    expect(JSON.parse(rated.body).rating).toBe(4);
    const decision = await t.request('PATCH', `/api/locations/public/${loc.key}`, { body: { decision: 'accept', visitorName: 'Bezoeker' } });
    expect(decision.statusCode).toBe(403);
    const note = await t.request('POST', '/api/notes/list/public', { body: { locationKey: loc.key, name: 'Interesse', description: 'Bel mij' } });
    expect(note.statusCode).toBe(201);
    const notes = await t.json<{ name: string }[]>('GET', `/api/notes/list?where=${encodeURIComponent(JSON.stringify({ locationId: loc.id }))}`, a.user);
    expect(notes.map((n) => n.name)).toContain('Interesse');
    const p = JSON.parse((await get(`/api/publications/public/${pub.key}`)).body);
    const qid = p.sections[0].cfg.questions[0].id;
    expect((await t.request('POST', '/api/sections/list/public', { body: { publicationKey: pub.key, answers: [{ surveyquestionId: qid, value: 'Mooi plan' }] } })).statusCode).toBe(201);
    expect((await t.request('POST', '/api/sections/list/public', { body: { publicationKey: pub.key, answers: [{ surveyquestionId: qid + 999, value: 'x' }] } })).statusCode).toBe(422);
    expect(await t.db.query('SELECT value FROM survey_answers')).toEqual([{ value: 'Mooi plan' }]);
    // answers of other visitors are not public
    expect(JSON.stringify(JSON.parse((await get(`/api/publications/public/${pub.key}`)).body))).not.toContain('Mooi plan');
  });
});
