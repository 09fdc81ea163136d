import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test/testApp';

let t: TestApp;
const web = mkdtempSync(join(tmpdir(), 'plotwise-web-'));
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(web, 'assets', 'main.js'), 'console.log(1)');
  t = await TestApp.start({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.stop();
  rmSync(web, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves files, falls back to index.html for client routes, and keeps JSON 404s for the API', async () => {
    const file = await t.request('GET', '/assets/main.js');
    expect(file.statusCode).toBe(200);
    const route = await t.request('GET', '/locations/map/15/52_37/4_92');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="app">');
    expect(route.headers['cache-control']).toBe('no-cache');
    const api = await t.request('GET', '/api/nothing/here/at/all');
    expect(api.statusCode).toBe(404);
    expect(JSON.parse(api.body).error.code).toBe('not_found');
    expect((await t.request('POST', '/locations')).statusCode).toBe(404);
  });
});
