import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CONTENT_IMAGE_PATH, type ContentImage, type NewsItem } from '@plotwise/contracts';
import { TestApp, type TestCompany, type TestUser } from '../../test/testApp';
import { multipart } from '../../test/multipart';

// Issue #20 item 5, images: staff put images into news and e-mail items; every customer and the weekly e-mail's
// readers see them through an item-scoped link with a random key, while company images stay with their company.
let t: TestApp;
let staff: TestCompany;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  t = await TestApp.start({ IMAGE_LIMIT_BYTES: String(200 * 1024) });
  staff = await t.company('Plotwise Redactie', { staff: true });
  a = await t.company('Klant A');
  b = await t.company('Klant B');
}, 120_000);
afterAll(async () => t?.stop());

const png = (background: string, width = 40) => sharp({ create: { width, height: 20, channels: 3, background } }).png().toBuffer();
const upload = async (as: TestUser, url: string, fields: Record<string, string>, data?: Buffer) => {
  const { payload, headers } = multipart(fields, data ? { name: 'foto.png', type: 'image/png', data } : undefined);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: as.cookie, 'x-requested-with': 'test' } });
};
const newItem = async (body: Record<string, unknown>) => (await t.json<{ id: number }>('POST', '/api/contentitems/list', staff.admin, body)).id;
const contentImage = async (itemId: number, alt: string, data: Buffer) => {
  const res = await upload(staff.admin, `/api/content/items/${itemId}/images`, { alt }, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ContentImage>();
};
const get = (url: string, as?: TestUser) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });
const errorOf = (res: { statusCode: number; body: string }) => [res.statusCode, JSON.parse(res.body).error.code as string];

describe('images of content items', () => {
  it('staff upload one with alt text; every company and a reader without a session get the same bytes', async () => {
    const itemId = await newItem({ name: 'Nieuwe kaartlaag', level: 'important' });
    const bytes = await png('#aa3322');
    const img = await contentImage(itemId, 'De nieuwe kaartlaag', bytes);
    expect(img).toMatchObject({ contentitemId: itemId, alt: 'De nieuwe kaartlaag' });
    expect(img.url).toMatch(CONTENT_IMAGE_PATH);
    for (const who of [undefined, a.user, b.admin, staff.admin]) {
      const res = await get(img.url, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
    const thumb = await get(img.url.replace('/img.png', '/thumb.png'));
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('png');
    // the item's HTML keeps the image, and readers of every company get it with the news
    await t.json('PATCH', `/api/contentitems/detail/${itemId}`, staff.admin, { description: `<p>Zie</p><img src="${img.url}" alt="De nieuwe kaartlaag">` });
    const news = await t.json<NewsItem[]>('GET', '/api/content/news', b.user);
    expect(news.find((n) => n.id === itemId)?.descriptionHtml).toBe(`<p>Zie</p><img src="${img.url}" alt="De nieuwe kaartlaag" />`);
  });

  it('only staff upload; alt text, an image and a known item are required; size and type limits as for every image', async () => {
    const itemId = await newItem({ name: 'Limieten' });
    const data = await png('#123456');
    const url = `/api/content/items/${itemId}/images`;
    expect(errorOf(await upload(a.admin, url, { alt: 'x' }, data))).toEqual([403, 'forbidden']);
    expect((await t.app.inject({ method: 'POST', url, payload: multipart({ alt: 'x' }, { name: 'x.png', type: 'image/png', data }).payload })).statusCode).toBe(401);
    expect(errorOf(await upload(staff.admin, url, { alt: '  ' }, data))).toEqual([400, 'validation_failed']);
    expect(errorOf(await upload(staff.admin, url, {}, data))).toEqual([400, 'validation_failed']);
    expect(errorOf(await upload(staff.admin, url, { alt: 'a'.repeat(301) }, data))).toEqual([400, 'validation_failed']);
    expect(errorOf(await upload(staff.admin, url, { alt: 'geen bestand' }))).toEqual([400, 'validation_failed']);
    expect(errorOf(await upload(staff.admin, url, { alt: 'tekst' }, Buffer.from('geen plaatje')))).toEqual([415, 'unsupported_media_type']);
    expect(errorOf(await upload(staff.admin, url, { alt: 'groot' }, Buffer.alloc(300 * 1024, 7)))).toEqual([413, 'payload_too_large']);
    expect(errorOf(await upload(staff.admin, '/api/content/items/999999/images', { alt: 'x' }, data))).toEqual([404, 'not_found']);
    expect(await t.db.query('SELECT 1 FROM images WHERE contentitem_id = $1', [itemId])).toHaveLength(0);
  });

  it('a hidden item’s images are for staff only, and come back when it is shown again', async () => {
    const itemId = await newItem({ name: 'Concept', level: 'hidden' });
    const img = await contentImage(itemId, 'Nog geheim', await png('#00aa00'));
    expect((await get(img.url)).statusCode).toBe(404);
    expect((await get(img.url, a.admin)).statusCode).toBe(404);
    const preview = await get(img.url, staff.admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    await t.json('PATCH', `/api/contentitems/detail/${itemId}`, staff.admin, { level: 'default' });
    expect((await get(img.url)).statusCode).toBe(200);
    await t.json('PATCH', `/api/contentitems/detail/${itemId}`, staff.admin, { level: 'hidden' });
    expect((await get(img.url, b.user)).statusCode).toBe(404);
  });
});

describe('the content image path leaks no other image', () => {
  it('a key opens only its own image under its own item; wrong files, keys and items are 404', async () => {
    const first = await newItem({ name: 'Eerste' });
    const second = await newItem({ name: 'Tweede' });
    const red = await png('#ff0000');
    const blue = await png('#0000ff', 60);
    const one = await contentImage(first, 'Rood', red);
    const two = await contentImage(second, 'Blauw', blue);
    expect((await get(one.url)).rawPayload.equals(red)).toBe(true);
    expect((await get(two.url)).rawPayload.equals(blue)).toBe(true);
    const keyOf = (u: string) => u.split('/')[6]!;
    const otherLast = (key: string) => key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (const url of [
      `/api/content/items/${second}/images/${keyOf(one.url)}/img.png`, // a key under another item
      `/api/content/items/${first}/images/${keyOf(two.url)}/img.png`,
      one.url.replace('/img.png', '/data'),
      one.url.replace('/img.png', '/../thumb.png'),
      `/api/content/items/${first}/images/${otherLast(keyOf(one.url))}/img.png`, // one character off
      `/api/content/items/${first}/images/${one.id}/img.png`, // the record id is no key
      `/api/content/items/${first}/images/%27%20OR%201%3D1--/img.png`,
    ])
      expect((await get(url, a.user)).statusCode, url).toBe(404);
  });

  it('a company image is not reachable through it, not even when the company ties it to a news item', async () => {
    const itemId = await newItem({ name: 'Openbaar nieuws' });
    const published = await contentImage(itemId, 'Openbaar', await png('#222222'));
    // a customer uploads its own image and names the public news item as its content item
    const own = await upload(a.user, '/api/images/upload', { type: 'attachment', name: 'vertrouwelijk', contentitemId: String(itemId) }, await png('#999999'));
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json<{ id: number }>().id;
    const [row] = await t.db.query<{ public_key: string | null; contentitem_id: number | null }>('SELECT public_key, contentitem_id FROM images WHERE id = $1', [ownId]);
    expect(row).toEqual({ public_key: null, contentitem_id: itemId });
    // no key was ever given to it, so no path names it; the published image's key still opens only the published image
    const keys = await t.db.query<{ id: number }>('SELECT id FROM images WHERE contentitem_id = $1 AND public_key IS NOT NULL', [itemId]);
    expect(keys.map((k) => k.id)).toEqual([published.id]);
    for (const who of [undefined, b.user, a.user]) expect((await get(`/api/content/items/${itemId}/images/${ownId}/img.png`, who)).statusCode).toBe(404);
    // and the company image stays private where it was: its own company only
    expect((await get(`/api/images/binary/${ownId}/img.png`, a.user)).statusCode).toBe(200);
    expect((await get(`/api/images/binary/${ownId}/img.png`, b.user)).statusCode).toBe(404);
    expect((await get(`/api/images/binary/${ownId}/img.png`, staff.admin)).statusCode).toBe(404);
  });
});
