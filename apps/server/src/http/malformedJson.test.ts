import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { storageNames } from '@plotwise/contracts';
import { createParents, TestApp, type TestCompany } from '../test/testApp';
import { MAX_JSON_DEPTH, jsonNestingDepth } from './jsonBody';

// Keys that name members of Object.prototype: a lookup `registry[key]` without an own-property check finds them.
const prototypeKeys = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupSetter__', '__proto__'];

let t: TestApp;
let a: TestCompany;
let locationId: number;
beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Fuzz');
  locationId = (await createParents(t, a)).locationId;
});
afterAll(() => t?.stop());

const deep = (levels: number, open: string, close: string, inner = '1') => open.repeat(levels) + inner + close.repeat(levels);

/** Every answer is a 4xx or 2xx JSON answer; a 5xx or a stack trace fails the run. */
async function expectNo5xx(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, rawBody: string) {
  const res = await t.request(method, url, { as: a.admin, rawBody });
  expect(res.statusCode, `${method} ${url} ${rawBody.slice(0, 120)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(JSON.parse(res.body).error.code).toEqual(expect.any(String));
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('malformed JSON never reaches a 500', () => {
  it('counts nesting outside strings', () => {
    expect(jsonNestingDepth('{"a":[{"b":"[[[[{{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[["')).toBe(0);
    expect(jsonNestingDepth(deep(3000, '[', ']'))).toBe(3000);
  });

  it('a body nested deeper than the cap is refused with 400 invalid_json on every write', async () => {
    for (const body of [deep(3000, '[', ']'), deep(3000, '{"a":', '}'), `{"name":"x","cfg":${deep(MAX_JSON_DEPTH + 1, '{"a":', '}')}}`]) {
      for (const [method, url] of [
        ['POST', '/api/locations/list'],
        ['PATCH', `/api/locations/detail/${locationId}`],
        ['POST', '/api/search/count'],
        ['POST', '/api/search/histograms'],
        ['POST', '/api/auth/login'],
      ] as const) {
        const res = await t.request(method, url, { as: a.admin, rawBody: body });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(JSON.parse(res.body).error.code).toBe('invalid_json');
      }
    }
  });

  it('a body nested to the cap is still parsed', async () => {
    const res = await t.request('POST', '/api/locations/list', { as: a.admin, rawBody: `{"name":"deep","unknownThing":${deep(MAX_JSON_DEPTH - 1, '[', ']')}}` });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('unknown_field');
  });

  it('keys named after Object.prototype members, at any depth, on the data API and the search API (fuzzed)', async () => {
    const key = fc.constantFrom(...prototypeKeys, 'name', 'cfg', 'filters', 'where', 'id', 'render_settings');
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 3 })),
    })).node;
    const bodies = fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 });
    const targets = [
      ['POST', '/api/locations/list'],
      ['PATCH', `/api/locations/detail/${locationId}`],
      ['PATCH', `/api/companies/detail/${a.id}`],
      ['PATCH', `/api/users/detail/${a.admin.id}`],
      ['PUT', '/api/locations/detail'],
      ['DELETE', '/api/notes/list'],
      ['POST', '/api/search/count'],
      ['POST', '/api/search/histograms'],
      ['POST', '/api/search/results'],
      ['POST', '/api/finance/evaluate'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), bodies, async ([method, url], body) => {
        await expectNo5xx(method, url, JSON.stringify(body));
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it.each(prototypeKeys)('"%s" as a field, a config key, a where field, an order field and a filter key', async (k) => {
    for (const name of ['locations', 'notes', 'companies']) {
      await expectNo5xx('POST', `/api/${name}/list`, `{"${k}": 1, "name": "x"}`);
      await expectNo5xx('POST', `/api/${name}/list`, `{"name": "x", "cfg": {"${k}": {"${k}": 1}}}`);
    }
    await expectNo5xx('PATCH', `/api/companies/detail/${a.id}`, `{"cfg": {"${k}": 1, "style": {"${k}": "x"}}}`);
    await expectNo5xx('DELETE', '/api/notes/list', `{"where": {"${k}": 1}}`);
    for (const url of [`/api/locations/list?where=${encodeURIComponent(`{"${k}":1}`)}`, `/api/locations/list?order=${k}`, `/api/${k}/list`, `/api/${k}/detail/1`]) {
      const res = await t.request('GET', url, { as: a.admin });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    await expectNo5xx('POST', '/api/search/count', `{"filters": [{"key": "${k}", "order": 0}]}`);
    await expectNo5xx('POST', '/api/search/count', `{"filters": [{"key": "plot_area", "${k}": 1}]}`);
    await expectNo5xx('POST', '/api/search/histograms', `{"filters": [], "histograms": ["${k}", {"key": "${k}"}]}`);
  });

  it('every storage name still answers a good write', async () => {
    expect(storageNames).toContain('locations');
    const res = await t.request('POST', '/api/locations/list', { as: a.admin, body: { name: 'after the fuzz' } });
    expect(res.statusCode).toBe(201);
  });
});
