import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSurvey } from '../../test/publishedSurvey';
import { TestApp, type TestCompany } from '../../test/testApp';

// Issue #38's measured figure: what signed-out visitors store in a minute, with the product's default bounds
// (visitorBudget.ts: 200 000 characters a day per address, 20 million a day per publication, 50 million an hour for
// the server; 30 writes a minute per address). The attacker of the review sent 200 answers of 10 000 characters per
// request at the rate limit (33 MB in 65 s from one address); here each address sends, within its minute, as many
// writes of 10 answers of 10 000 characters as it may (it stops at its first refusal), from one address and from 100.
// The bytes stored are counted in the database; docs/security.md keeps the figures.
let t: TestApp;
let a: TestCompany;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Bytes');
}, 60_000);
afterAll(() => t?.stop());

const survey = (name: string) => publishedSurvey(t, a.user, name);

// 100 addresses store 20 MB: on PostgreSQL (where npm test runs it in a few seconds); on embedded PGlite, which
// writes one statement at a time (38 s for 100 under npm test's load), 10 addresses, the same path
const ADDRESSES = process.env.TEST_DATABASE_URL ? 100 : 10;
const ANSWER_CHARS = 10_000;
const ANSWERS_PER_WRITE = 10;
const WRITES_PER_MINUTE = 30;

/** One address's minute: writes until the first refusal (or the rate limit's 30). Answers the statuses seen. */
async function attackFrom(s: { key: string; questionId: number }, address: string): Promise<number[]> {
  const statuses: number[] = [];
  const payload = JSON.stringify({
    publicationKey: s.key,
    answers: Array.from({ length: ANSWERS_PER_WRITE }, () => ({ surveyquestionId: s.questionId, value: 'x'.repeat(ANSWER_CHARS) })),
  });
  for (let i = 0; i < WRITES_PER_MINUTE; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sections/list/public',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
      payload,
    });
    statuses.push(res.statusCode);
    if (res.statusCode !== 201) break;
  }
  return statuses;
}

const storedBytes = async (publicationId: number) =>
  Number(
    (
      await t.db.query<{ bytes: string }>(
        `SELECT coalesce(sum(octet_length(a.value)), 0)::bigint AS bytes FROM survey_answers a
           JOIN survey_questions q ON q.id = a.surveyquestion_id JOIN section_cfgs c ON c.id = q.section_cfg_id
           JOIN sections s ON s.id = c.section_id WHERE s.publication_id = $1`,
        [publicationId],
      )
    )[0]?.bytes ?? 0,
  );

describe('bytes signed-out visitors store in a minute (issue #38, default bounds)', () => {
  it('from one address: 200 kB, then 429 (the review stored 33 MB in 65 s)', async () => {
    const s = await survey('Een adres');
    const started = Date.now();
    const statuses = await attackFrom(s, '198.51.100.7');
    const bytes = await storedBytes(s.id);
    console.log(`one address: ${statuses.filter((x) => x === 201).length} writes stored, then ${statuses.at(-1)}; ${bytes} bytes stored in ${Date.now() - started} ms`);
    expect(statuses.at(-1)).toBe(429);
    expect(bytes).toBeLessThanOrEqual(200_000);
    expect(bytes).toBeGreaterThan(0);
  });

  it(`from ${ADDRESSES} addresses: 200 kB each, at most the publication's day of 20 MB, then 429 for every address`, async () => {
    const s = await survey('Veel adressen');
    const started = Date.now();
    let refused = 0;
    for (let i = 0; i < ADDRESSES; i++) {
      const statuses = await attackFrom(s, `10.38.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      if (statuses.at(-1) === 429) refused += 1;
    }
    const bytes = await storedBytes(s.id);
    console.log(`${ADDRESSES} addresses: ${bytes} bytes stored in ${Date.now() - started} ms; ${refused} addresses ended refused`);
    expect(refused).toBe(ADDRESSES);
    expect(bytes).toBe(Math.min(ADDRESSES * 200_000, 20_000_000));
  }, 120_000);
});
