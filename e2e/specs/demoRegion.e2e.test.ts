import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';

// How a browser test gets a map with data: startServer({ demoRegion: 1500 }) starts from a copy of a template database
// with the demo region loaded (built once per run; on PostgreSQL when the run has it). `npm start` runs on PGlite and
// loads the region at its first start: embedded, this spec checks that a copy of such a data directory needs nothing.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ demoRegion: 1500, embedded: true });
}, 600_000);
afterAll(async () => server?.stop());

async function staff(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'e2e' },
    body: JSON.stringify({ email: DEMO_USERS.staff, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

describe('a server started with the demo region', () => {
  it('has it loaded already: every file imported without rejects, nothing left to load', async () => {
    const cookie = await staff();
    const status = await (await fetch(`${server.baseUrl}/api/admin/demo-region`, { headers: { cookie } })).json();
    expect(status).toMatchObject({ status: 'not_needed', reason: 'the demo region is loaded' });
    const runs = (await (await fetch(`${server.baseUrl}/api/admin/import`, { headers: { cookie } })).json()) as { status: string; format: string; source: string }[];
    expect(runs.length).toBeGreaterThanOrEqual(20);
    expect(runs.filter((r) => r.status !== 'succeeded')).toEqual([]);
    expect(new Set(runs.map((r) => r.format))).toEqual(new Set(['brk-gml', 'bag', 'bag3d', 'imro', 'cbs-areas', 'cbs-figures', 'geojson']));
    expect(server.log()).not.toContain('Demo region: ');
  });
});
