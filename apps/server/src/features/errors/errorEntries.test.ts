import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test/testApp';
import { ERROR_ENTRY_SIZE } from '@plotwise/contracts';
import { ERROR_ENTRY_LIMITS } from './routes';

// POST /api/errors/list takes entries without a session (a 401 is one of the errors it records): bounded.
let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.stop());

let seq = 0;
const post = (opts: { ip?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/errors/list',
    remoteAddress: opts.ip ?? '192.0.2.1',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'plotwise', ...opts.headers },
    payload: JSON.stringify(opts.body ?? { name: 'error_500', reference: `GET /api/x 500 #${++seq}`, log: { status: 500 } }),
  });
const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM errors'))[0]!.n;

describe('anonymous error entries are bounded', () => {
  it('only from the web app itself: our header, our origin, a same-origin fetch', async () => {
    const before = await count();
    const hostile: Record<string, string>[] = [{ 'x-requested-with': '' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of hostile) {
      const res = await post({ headers, ip: '192.0.2.2' });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(res.body).error.code).toBe('csrf_failed');
    }
    expect((await post({ headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, ip: '192.0.2.2' })).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it(`entries are small: a body over ${ERROR_ENTRY_SIZE.bodyBytes / 1024} KB is 413; long fields are cut, not refused`, async () => {
    const big = await post({ ip: '192.0.2.3', body: { name: 'e', reference: 'too big', log: 'x'.repeat(ERROR_ENTRY_SIZE.bodyBytes) } });
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body).error.code).toBe('payload_too_large');
    expect(await t.db.query(`SELECT 1 FROM errors WHERE reference = 'too big'`)).toHaveLength(0);

    const reference = 'r'.repeat(ERROR_ENTRY_SIZE.referenceChars + 100);
    const long = await post({ ip: '192.0.2.3', body: { name: 'n'.repeat(1000), reference, log: { message: 'm'.repeat(6000) } } });
    expect(long.statusCode, long.body).toBe(201);
    const [row] = await t.db.query<{ name: string; reference: string; log: unknown }>(`SELECT name, reference, log FROM errors WHERE reference LIKE 'rrr%'`);
    expect(row!.name).toHaveLength(ERROR_ENTRY_SIZE.nameChars);
    expect(row!.reference).toBe(reference.slice(0, ERROR_ENTRY_SIZE.referenceChars));
    expect(JSON.stringify(row!.log).length).toBeLessThanOrEqual(ERROR_ENTRY_SIZE.logChars + 100);
    expect(JSON.stringify(row!.log)).toContain('mmmm');
    // a log of quotes (each escaped) and emoji (two UTF-16 units each) is cut to whole characters and still fits
    for (const [i, log] of ['"'.repeat(3000), `${'x'.repeat(3199)}${'😀'.repeat(500)}`].entries()) {
      const res = await post({ ip: '192.0.2.3', body: { name: 'e', reference: `cut log ${i}`, log } });
      expect(res.statusCode, res.body).toBe(201);
      const [cut] = await t.db.query<{ log: string }>(`SELECT log FROM errors WHERE reference = $1`, [`cut log ${i}`]);
      expect(JSON.stringify(cut!.log).length).toBeLessThanOrEqual(ERROR_ENTRY_SIZE.logChars);
      expect(cut!.log).toMatch(/ \[cut\]$/);
    }
    // the same long reference again is the same entry
    expect((await post({ ip: '192.0.2.3', body: { name: 'n', reference, log: 'again' } })).statusCode).toBe(200);
  });

  it(`at most ${ERROR_ENTRY_LIMITS.perAddressPerMinute} a minute per address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ERROR_ENTRY_LIMITS.perAddressPerMinute + 2; i++) statuses.push((await post({ ip: '192.0.2.4' })).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ERROR_ENTRY_LIMITS.perAddressPerMinute);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it(`old entries are pruned: at most ${ERROR_ENTRY_LIMITS.keptEntries} kept`, async () => {
    await t.db.query(`INSERT INTO errors (name, reference) SELECT 'old', 'seeded #' || g FROM generate_series(1, $1::int) g`, [ERROR_ENTRY_LIMITS.keptEntries + 500]);
    for (let i = 0; i < 100; i++) expect((await post({ ip: `198.51.100.${i + 1}` })).statusCode).toBe(201);
    expect(await count()).toBeLessThanOrEqual(ERROR_ENTRY_LIMITS.keptEntries);
    // the newest survive
    expect(await t.db.query(`SELECT 1 FROM errors WHERE reference = $1`, [`GET /api/x 500 #${seq}`])).toHaveLength(1);
  });

  it(`entries older than ${ERROR_ENTRY_LIMITS.keptDays} days are pruned when the next one comes in`, async () => {
    await t.db.query(`INSERT INTO errors (name, reference, created_at) VALUES ('old', 'ancient', now() - make_interval(days => $1 + 1)), ('old', 'recent', now() - make_interval(days => $1 - 1))`, [ERROR_ENTRY_LIMITS.keptDays]);
    expect((await post({ ip: '198.51.100.200' })).statusCode).toBe(201);
    expect((await t.db.query<{ reference: string }>(`SELECT reference FROM errors WHERE name = 'old' AND reference IN ('ancient', 'recent')`)).map((r) => r.reference)).toEqual(['recent']);
  });

  it(`at most ${ERROR_ENTRY_LIMITS.perServerPerMinute} a minute for the whole server, from any number of addresses`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ERROR_ENTRY_LIMITS.perServerPerMinute; i++) statuses.push((await post({ ip: `203.0.113.${(i % 250) + 1}` })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(ERROR_ENTRY_LIMITS.perServerPerMinute);
  });
});
