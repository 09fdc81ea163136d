import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, storageNames } from '@plotwise/contracts';
import { createParents, TestApp, type TestCompany } from '../test/testApp';
import { samples, type Parents } from '../test/sampleRecords';

let t: TestApp;
let a: TestCompany;
let p: Parents;
const existing: Record<string, number> = {};

beforeAll(async () => {
  t = await TestApp.start({ BODY_LIMIT_BYTES: String(64 * 1024) });
  a = await t.company('Delta');
  p = await createParents(t, a);
  const s = samples(p);
  for (const name of storageNames) {
    if (name === 'companies') existing[name] = a.id;
    else if (s[name].writer === 'user') existing[name] = (await t.json<{ id: number }>('POST', `/api/${name}/list`, a.user, s[name].create)).id;
  }
});
afterAll(() => t?.stop());

/** A fingerprint of every table's content. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const def of Object.values(entities)) {
    const [r] = (await t.db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x.id)) AS h FROM "${def.table}" x`)) as [{ h: string | null }];
    parts.push(`${def.table}:${r.h}`);
  }
  return parts.join('\n');
}

type Req = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; rawBody?: string; headers?: Record<string, string> };

function badRequests(): Req[] {
  const reqs: Req[] = [];
  const names = [...storageNames, 'nonexistent', 'user_cfgs', '..%2F..%2Fetc', 'locations%00'];
  for (const name of names) {
    const id = existing[name] ?? 1;
    const base = `/api/${name}`;
    reqs.push(
      { method: 'POST', url: `${base}/list`, rawBody: '{"name": "x",' },
      { method: 'POST', url: `${base}/list`, rawBody: '{"name": 12345, "order": "first", "archived": "yes"}' },
      { method: 'POST', url: `${base}/list`, rawBody: '{"definitelyNotAField": 1, "name": "x"}' },
      { method: 'POST', url: `${base}/list`, rawBody: 'null' },
      { method: 'POST', url: `${base}/list`, rawBody: '[]' },
      { method: 'POST', url: `${base}/list`, rawBody: '"just a string"' },
      { method: 'POST', url: `${base}/list`, rawBody: '{"__proto__": {"is_staff": true}, "name": "p"}' },
      { method: 'POST', url: `${base}/list`, rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', url: `${base}/list`, rawBody: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) },
      { method: 'PATCH', url: `${base}/detail/abc`, rawBody: '{"name":"x"}' },
      { method: 'PATCH', url: `${base}/detail/-1`, rawBody: '{"name":"x"}' },
      { method: 'PATCH', url: `${base}/detail/99999999999999`, rawBody: '{"name":"x"}' },
      { method: 'PATCH', url: `${base}/detail/${id}`, rawBody: '{"id": 5, "order": 1e400}' },
      { method: 'PATCH', url: `${base}/detail/${id}`, rawBody: '{"createdAt": {"$gt": ""}, "lat": "north", "cfg": 5}' },
      { method: 'PATCH', url: `${base}/detail/${id}`, rawBody: '{"geometry": {"type": "Polygon", "coordinates": [[[0,0],[1,1]]]}}' },
      { method: 'GET', url: `${base}/detail/1.5` },
      { method: 'GET', url: `${base}/list?limit=-1` },
      { method: 'GET', url: `${base}/list?limit=100000` },
      { method: 'GET', url: `${base}/list?depth=abc` },
      { method: 'GET', url: `${base}/list?where=%7Bbroken` },
      { method: 'GET', url: `${base}/list?where=${encodeURIComponent('{"id":{"regex":".*"}}')}` },
      { method: 'GET', url: `${base}/list?order=1name` },
      { method: 'GET', url: `${base}/list?unknownParam=1` },
      { method: 'PUT', url: `${base}/detail`, rawBody: '[{"name":"no id"}]' },
      { method: 'PUT', url: `${base}/detail`, rawBody: '{"id":1}' },
      { method: 'PUT', url: `${base}/order`, rawBody: '[{"id":"one","order":10}]' },
      { method: 'PUT', url: `${base}/order`, rawBody: '[]' },
      { method: 'DELETE', url: `${base}/detail/xyz` },
      { method: 'DELETE', url: `${base}/list`, rawBody: '{}' },
      { method: 'DELETE', url: `${base}/list`, rawBody: '{"where": {"id": {"gte": 0}, "bogus": 1}}' },
      { method: 'DELETE', url: `${base}/list`, rawBody: '{"where": "1=1"}' },
      { method: 'DELETE', url: `${base}/list`, rawBody: '{"where": {"id": {"in": [1, "2; DROP TABLE users"]}}}' },
    );
  }
  reqs.push(
    { method: 'POST', url: '/api/auth/login', rawBody: '{"email": "not-an-email", "password": ""}' },
    { method: 'POST', url: '/api/auth/login', rawBody: '{"email": 1}' },
    { method: 'POST', url: '/api/errors/list', rawBody: '{"name": ""}' },
    { method: 'POST', url: '/api/images/upload', rawBody: '{"file": "x"}' },
    { method: 'GET', url: '/api/images/binary/abc/img.png' },
    { method: 'GET', url: '/api/images/binary/1/other.png' },
    { method: 'GET', url: '/api/locations/public/%27%20OR%201%3D1' },
    { method: 'PATCH', url: '/api/locations/public/nokey/decision', rawBody: '{"decision":"maybe"}' },
    { method: 'POST', url: '/api/notes/list/public', rawBody: '{"locationKey": "x"}' },
    { method: 'GET', url: '/api/admin/companies/list' },
  );
  return reqs;
}

describe('bad input', () => {
  it('every malformed, mistyped, unknown or oversized request gets a 4xx JSON error and changes nothing', async () => {
    const before = await fingerprint();
    const reqs = badRequests();
    expect(reqs.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    for (const r of reqs) {
      const headers = { 'content-type': 'application/json', ...r.headers };
      const res = await t.request(r.method, r.url, { as: a.user, rawBody: r.rawBody, headers: r.rawBody === undefined ? r.headers : headers });
      const status = res.statusCode;
      let body: { error?: { code?: unknown; message?: unknown } } = {};
      try {
        body = JSON.parse(res.body);
      } catch {
        /* reported below */
      }
      const ok = status >= 400 && status < 500 && typeof body.error?.code === 'string' && typeof body.error?.message === 'string';
      if (!ok) failures.push(`${r.method} ${r.url} ${r.rawBody?.slice(0, 60) ?? ''} -> ${status} ${res.body.slice(0, 200)}`);
      expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack traces
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });
});
