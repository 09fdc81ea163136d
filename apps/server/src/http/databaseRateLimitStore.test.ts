import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test/testApp';
import { freshDatabase } from '../test/templateDb';

// Two app servers on one database (issue #44 item 5): with RATE_LIMIT_STORE=database a client's sign-in attempts count
// once across both, so two servers allow what one does (with the default in-memory store each server counts its own:
// security.test.ts has one server's limit).
let one: TestApp;
let two: TestApp;
let drop: () => Promise<void>;

const login = (app: TestApp, email: string) => app.request('POST', '/api/auth/login', { body: { email, password: 'wrong' } });

beforeAll(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  const env = { AUTH_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_STORE: 'database' };
  one = await TestApp.start(env, { db: database.db, drop: async () => undefined });
  two = await TestApp.start(env, { db: database.db, drop: async () => undefined });
}, 120_000);
afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await drop?.();
});

describe('rate limits counted in the database', () => {
  it('counts one client once across two servers: the fourth attempt is refused on either', async () => {
    const statuses = [];
    for (const app of [one, two, one, two, one]) statuses.push((await login(app, 'nobody@shared.test')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await login(two, 'nobody@shared.test');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('rate_limited');
    // one row for the route and address, its hits counted by both servers
    const rows = await one.db.query<{ key: string; hits: number }>("SELECT key, hits FROM rate_limit_hits WHERE key LIKE 'POST/api/auth/login-%'");
    expect(rows).toEqual([{ key: expect.stringMatching(/^POST\/api\/auth\/login-/), hits: 6 }]);
  });

  it('starts a new window when the old one is over', async () => {
    await one.db.query("UPDATE rate_limit_hits SET window_start = now() - interval '61 seconds' WHERE key LIKE 'POST/api/auth/login-%'");
    expect((await login(two, 'nobody@shared.test')).statusCode).toBe(401);
    const [row] = await one.db.query<{ hits: number }>("SELECT hits FROM rate_limit_hits WHERE key LIKE 'POST/api/auth/login-%'");
    expect(row?.hits).toBe(1);
  });
});
