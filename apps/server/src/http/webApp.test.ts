import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test/testApp';

let t: TestApp;
const web = mkdtempSync(join(tmpdir(), 'plotwise-web-'));
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(web, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(web, 'pub.html'), '<!doctype html><div id="app" data-entry="pub"></div>');
  // the build writes compressed copies beside the files (vite.config.ts precompress)
  writeFileSync(join(web, 'assets', 'pub.js'), 'console.log("the public entry")');
  writeFileSync(join(web, 'assets', 'pub.js.gz'), gzipSync('console.log("the public entry")'));
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

  it('serves the public entry for /pub/ pages and the app everywhere else', async () => {
    for (const url of ['/pub/location/abc123', '/pub/searchquery/abc/def', '/pub/ibis/k/Zwolle/12']) {
      const page = await t.request('GET', url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-entry="pub"');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/publications/overview', '/publications/modify/3', '/pubs', '/']) {
      const page = await t.request('GET', url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('data-entry="pub"');
    }
    expect((await t.request('GET', '/api/publications/page/nothing')).statusCode).toBe(404);
  });

  it('sends the compressed copy a browser accepts, and the file itself otherwise', async () => {
    const gz = await t.request('GET', '/assets/pub.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('javascript');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("the public entry")');
    const plain = await t.request('GET', '/assets/pub.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("the public entry")');
    // no compressed copy: the file as it is, even to a browser that takes br
    const only = await t.request('GET', '/assets/main.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(only.statusCode).toBe(200);
    expect(only.headers['content-encoding']).toBeUndefined();
    expect(only.body).toBe('console.log(1)');
  });
});
