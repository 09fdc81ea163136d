import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSurvey } from '../../test/publishedSurvey';
import { TestApp, type TestCompany } from '../../test/testApp';

// The bounds on what signed-out visitors store (visitorBudget.ts), small here: 5 000 characters a day per address,
// 12 000 a day per publication, 25 000 an hour for the server.
let t: TestApp;
let a: TestCompany;

beforeAll(async () => {
  t = await TestApp.start({ VISITOR_CHARS_PER_ADDRESS_PER_DAY: '5000', VISITOR_CHARS_PER_PUBLICATION_PER_DAY: '12000', VISITOR_CHARS_PER_SERVER_PER_HOUR: '25000' });
  a = await t.company('Omicron');
}, 60_000);
afterAll(() => t?.stop());

const survey = (name: string) => publishedSurvey(t, a.user, name);

const answer = (s: { key: string; questionId: number }, chars: number, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sections/list/public',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
    payload: JSON.stringify({ publicationKey: s.key, answers: [{ surveyquestionId: s.questionId, value: 'x'.repeat(chars) }] }),
  });
const stored = async (id: number) => (await t.json<unknown[]>('GET', `/api/publications/answers/${id}`, a.user)).length;
const refusal = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => [res.statusCode, JSON.parse(res.body).error?.details?.bound, Number(res.headers['retry-after']) > 0];

describe('what signed-out visitors may store', () => {
  it('one address: its day is full at the bound, another address still answers; the refused answer is not stored', async () => {
    const s = await survey('Adres');
    expect((await answer(s, 4000, '198.51.100.1')).statusCode).toBe(201);
    expect(refusal(await answer(s, 2000, '198.51.100.1'))).toEqual([429, 'address', true]);
    expect((await answer(s, 2000, '198.51.100.2')).statusCode).toBe(201);
    expect(await stored(s.id)).toBe(2);
  });

  it('one publication: many addresses together fill its day, and then it takes no more', async () => {
    const s = await survey('Publicatie');
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await answer(s, 4000, from)).statusCode).toBe(201);
    expect(refusal(await answer(s, 10, '203.0.113.4'))).toEqual([429, 'publication', true]);
    expect(await stored(s.id)).toBe(3);
  });

  it('the server: an hour of every publication together is bounded too', async () => {
    // 6 000 + 12 000 stored above; 25 000 an hour
    const s = await survey('Server');
    expect((await answer(s, 4000, '192.0.2.1')).statusCode).toBe(201);
    expect(refusal(await answer(s, 4000, '192.0.2.2'))).toEqual([429, 'server', true]);
    expect(await stored(s.id)).toBe(1);
  });

  it('staff see the limit hit in the audit log, with the company and the address, once however often it is hit', async () => {
    // the server's hour is full since the test before
    const s = await survey('Gezien');
    for (let i = 0; i < 3; i++) expect(refusal(await answer(s, 4000, '198.51.100.9'))).toEqual([429, 'server', true]);
    const staff = await t.company('Staff', { staff: true });
    const hits = async () => {
      // recorded beside the answer: wait for it
      for (let i = 0; i < 50; i++) {
        const rows = await t.json<{ companyId: number; ip: string; detail: Record<string, unknown> }[]>('GET', '/api/admin/audit/list?kind=limit_hit', staff.admin);
        const mine = rows.filter((r) => r.ip === '198.51.100.9');
        if (mine.length) return mine;
        await new Promise((r) => setTimeout(r, 20));
      }
      return [];
    };
    expect(await hits()).toEqual([expect.objectContaining({ companyId: a.id, detail: { limit: 'visitor_server', route: 'POST /api/sections/list/public' } })]);
    // a company admin does not read the staff audit log
    expect((await t.request('GET', '/api/admin/audit/list?kind=limit_hit', { as: a.admin })).statusCode).toBe(403);
  });
});

// Notes count for the publications that show their location, with survey answers; what a publication keeps in all is
// capped (here 5 000 characters a day and 8 000 in all per publication).
describe('visitor notes and what a publication keeps', () => {
  let n: TestApp;
  let c: TestCompany;
  let location: { id: number; key: string };
  beforeAll(async () => {
    n = await TestApp.start({
      VISITOR_CHARS_PER_ADDRESS_PER_DAY: '100000',
      VISITOR_CHARS_PER_PUBLICATION_PER_DAY: '5000',
      VISITOR_CHARS_PER_PUBLICATION_TOTAL: '8000',
      VISITOR_CHARS_PER_SERVER_PER_HOUR: '1000000',
    });
    c = await n.company('Sigma');
    location = await n.json('POST', '/api/locations/list', c.user, { name: 'Gedeeld', lat: 52.37, lon: 4.93 });
    const pub = await n.json<{ id: number }>('POST', '/api/publications/list', c.user, { name: 'Kavel', type: 'location', cfg: { locationKey: location.key } });
    await n.json('PATCH', `/api/publications/detail/${pub.id}`, c.user, { status: 2 });
  }, 60_000);
  afterAll(() => n?.stop());

  const note = (chars: number, from: string) =>
    n.app.inject({
      method: 'POST',
      url: '/api/notes/list/public',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
      payload: JSON.stringify({ locationKey: location.key, name: 'Notitie', description: 'y'.repeat(chars - 'Notitie'.length) }),
    });
  const notes = async () => (await n.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE location_id = $1', [location.id]))[0]!.n;
  // what was stored before today no longer counts for the day, but still for the publication's total
  const ageStored = () => n.db.query(`UPDATE notes SET created_at = now() - interval '2 days' WHERE location_id = $1`, [location.id]);

  it("many addresses' notes on a published location fill its publication's day, and then it takes no more", async () => {
    expect((await note(3000, '198.51.100.21')).statusCode).toBe(201);
    expect(refusal(await note(2500, '198.51.100.22'))).toEqual([429, 'publication', true]);
    expect(await notes()).toBe(1);
  });

  it('a publication keeps at most its total: past it 429 visitor_storage_full with Retry-After, nothing stored', async () => {
    await ageStored();
    expect((await note(3000, '198.51.100.23')).statusCode).toBe(201);
    await ageStored();
    // 6 000 kept, a day of 0: the day has room, the total has not
    const res = await note(3000, '198.51.100.24');
    expect([res.statusCode, res.json().error.code, res.json().error.details, Number(res.headers['retry-after']) > 0]).toEqual([
      429, 'visitor_storage_full', { bound: 'publication_total', limit: 8000, retryAfter: 86400 }, true,
    ]);
    expect(await notes()).toBe(2);
    // a short one that fits the total is still taken
    expect((await note(1000, '198.51.100.25')).statusCode).toBe(201);
  });
});
