import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationCreated } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';

// a web build of two pages, as vite writes them (apps/web/pub.html)
const PUB_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Plotwise: a published location, concept or search query." />
    <title>Plotwise</title>
  </head>
  <body><div id="app"></div></body>
</html>
`;

let dist: string;
let t: TestApp;
let a: TestCompany;
let published: PublicationCreated;
let draft: PublicationCreated;

const page = async (url: string) => {
  const res = await t.request('GET', url);
  return { status: res.statusCode, type: String(res.headers['content-type']), html: res.body };
};
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'plotwise-meta-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Plotwise app</title>');
  writeFileSync(join(dist, 'pub.html'), PUB_HTML);
  t = await TestApp.start({ WEB_DIST: dist, PUBLIC_URL: 'https://plotwise.example' });
  a = await t.company('Lambda <Vastgoed> & Zn');
  const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, {
    name: 'Stationskwartier',
    lat: 52.1,
    lon: 5.1,
    display_address: 'Stationsplein 1, Amersfoort',
    owner: 'Geheime Eigenaar BV',
  });
  published = await t.json('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
  await t.json('PATCH', `/api/publications/detail/${published.id}`, a.user, { status: 2, name: 'Kavel "Noord" te koop' });
  draft = await t.json('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
}, 60_000);
afterAll(async () => {
  await t?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('link-preview tags of the public pages, written by the server', () => {
  it('a published page carries its title, description and Open Graph tags in the HTML, escaped', async () => {
    const p = await page(`/pub/location/${published.key}`);
    expect(p.status).toBe(200);
    expect(p.type).toContain('text/html');
    const title = 'Kavel &quot;Noord&quot; te koop · Lambda &lt;Vastgoed&gt; &amp; Zn';
    expect(p.html).toContain(`<title>${title}</title>`);
    expect(metaContent(p.html, 'og:title')).toBe(title);
    // the location's public address describes it; its owner (not public) appears nowhere
    expect(metaContent(p.html, 'description')).toBe('Stationsplein 1, Amersfoort');
    expect(metaContent(p.html, 'og:description')).toBe('Stationsplein 1, Amersfoort');
    expect(metaContent(p.html, 'og:url')).toBe(`https://plotwise.example/pub/location/${published.key}`);
    expect(metaContent(p.html, 'og:site_name')).toBe('Lambda &lt;Vastgoed&gt; &amp; Zn');
    expect(p.html).not.toContain('Geheime Eigenaar');
    // one description, the page's script still there
    expect(p.html.match(/name="description"/g)).toHaveLength(1);
    expect(p.html).toContain('<div id="app"></div>');
  });

  it('a title holding replacement patterns ($\' $` $&) and markup comes out escaped, without copies of the page', async () => {
    const loc = await t.json<{ id: number }>('POST', '/api/locations/list', a.user, { name: 'Patronen', lat: 52.1, lon: 5.1 });
    const pub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2, name: "$' $` $& <script>" });
    const p = await page(`/pub/location/${pub.key}`);
    const title = '$&#39; $` $&amp; &lt;script&gt; · Lambda &lt;Vastgoed&gt; &amp; Zn';
    expect(p.html).toContain(`<title>${title}</title>`);
    expect(metaContent(p.html, 'og:title')).toBe(title);
    expect(p.html).not.toContain('<script>');
    for (const once of ['<!doctype html>', '<title>', '</head>', '<div id="app"></div>', 'name="description"'])
      expect(p.html.split(once), once).toHaveLength(2);
  });

  it('the company index names the company', async () => {
    const [{ key }] = (await t.db.query<{ key: string }>('SELECT key FROM companies WHERE id = $1', [a.id])) as [{ key: string }];
    const p = await page(`/pub/index/${key}`);
    expect(metaContent(p.html, 'og:title')).toBe('Lambda &lt;Vastgoed&gt; &amp; Zn');
  });

  it('a draft, an unknown or a malformed key gets the app defaults, never an error', async () => {
    for (const url of [`/pub/location/${draft.key}`, '/pub/location/unknownkey123', '/pub/location/a.b', '/pub/location/%C3%A9', `/pub/index/nobody`, '/pub/']) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      expect(p.html, url).toContain('<title>Plotwise</title>');
      expect(p.html, url).not.toContain('og:title');
      expect(p.html, url).not.toContain('Kavel');
    }
    // an address that is not valid percent-encoding is refused by the router itself (4xx, not an error page)
    expect((await page('/pub/location/%E0%A4%A')).status).toBe(400);
  });

  it('other pages still get the app', async () => {
    expect((await page('/locations/list')).html).toContain('Plotwise app');
  });
});
