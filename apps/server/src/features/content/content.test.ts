import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { publishedNews } from './publishedNews';
import { sanitizeContentHtml } from './sanitize';

// News and e-mail items (issue #20 item 5): written by staff, stored sanitised, read when published and not hidden.
let t: TestApp;
let staff: TestCompany;
let a: TestCompany;

const item = (body: Record<string, unknown>) => t.request('POST', '/api/contentitems/list', { as: staff.admin, body });
const news = async (as = a.user) => (await t.json<NewsItem[]>('GET', '/api/content/news', as)).map((n) => n.name);

beforeAll(async () => {
  t = await TestApp.start();
  staff = await t.company('Plotwise Redactie', { staff: true });
  a = await t.company('Lezers');
}, 120_000);
afterAll(async () => t?.stop());

describe('sanitising content HTML', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<iframe src="https://evil.test"></iframe><p style="color:red" onclick="x()">t</p>', '<p>t</p>'],
    // images: only a content item's own image path, and only with alt text; a company image's path needs its company's session
    [
      '<img src="https://tracker.test/p.gif" alt="t"><img src="/api/images/binary/7/img.png" alt="kaart"><img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/img.png" alt="kaart">',
      '<img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/img.png" alt="kaart" />',
    ],
    ['<img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/img.png"><img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/img.png" alt=" ">', ''],
    ['<img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/img.png?x=1" alt="a"><img src="//evil.test/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/img.png" alt="a">', ''],
    ['<img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/thumb.png" alt="&quot;x&quot;" onerror="alert(1)" width="9">', '<img src="/api/content/items/3/images/AAAAAAAAAAAAAAAAAAAAAA/thumb.png" alt="&quot;x&quot;" />'],
  ])('%s', (dirty, clean) => expect(sanitizeContentHtml(dirty)).toBe(clean));

  it('keeps the editor formatting and safe links', () => {
    const html = '<h2>Nieuw</h2><p><strong>Vet</strong>, <em>schuin</em>, <a href="https://plotwise.nl/x">link</a></p><ul><li>een</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Nieuw</h2><p><strong>Vet</strong>, <em>schuin</em>, <a href="https://plotwise.nl/x" target="_blank" rel="noopener noreferrer nofollow">link</a></p><ul><li>een</li></ul>',
    );
  });
});

describe('content items', () => {
  it('are written by staff only, stored sanitised; others may not even list them', async () => {
    const res = await item({ name: 'Release', description: '<p>Nieuw<script>alert(1)</script></p>', level: 'important' });
    expect(res.statusCode).toBe(201);
    expect((await t.json<{ description: string }>('GET', `/api/contentitems/detail/${res.json().id}`, staff.admin)).description).toBe('<p>Nieuw</p>');
    const patched = await t.request('PATCH', `/api/contentitems/detail/${res.json().id}`, { as: staff.admin, body: { description: '<p onclick="x()">Bijgewerkt</p>' } });
    expect(patched.json().description).toBe('<p>Bijgewerkt</p>');
    for (const [method, url] of [
      ['POST', '/api/contentitems/list'],
      ['GET', '/api/contentitems/list'],
      ['GET', `/api/contentitems/detail/${res.json().id}`],
    ] as const)
      expect((await t.request(method, url, { as: a.admin, body: method === 'POST' ? { name: 'x' } : undefined })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/content/news')).statusCode).toBe(401);
  });

  it('shows readers the published news, most important first; hidden, scheduled and e-mail items stay out', async () => {
    const hour = 3_600_000;
    await item({ name: 'Gewoon', level: 'default' });
    await item({ name: 'Verborgen', level: 'hidden' });
    await item({ name: 'Later', level: 'important', publishAt: new Date(Date.now() + 24 * hour).toISOString() });
    await item({ name: 'Actie', level: 'promotional', publishAt: new Date(Date.now() - hour).toISOString() });
    await item({ name: 'Alleen mail', type: 'email' });
    expect(await news()).toEqual(['Release', 'Actie', 'Gewoon']);
    // the weekly e-mail's view: both kinds, and the scheduled one once its time has come
    const tomorrow = new Date(Date.now() + 25 * hour);
    const weekly = await publishedNews(t.db, { since: new Date(Date.now() - 7 * 24 * hour), now: tomorrow, kinds: ['news', 'email'] });
    expect(weekly.map((n) => n.name)).toEqual(['Later', 'Release', 'Actie', 'Alleen mail', 'Gewoon']);
  });
});
