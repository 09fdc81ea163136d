import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { PublicationCreated, PublicationImageChoice, PublicPage } from '@plotwise/contracts';
import { TestApp, type TestCompany, type TestUser } from '../../test/testApp';
import { multipart } from '../../test/multipart';

// The images carrousel's images, signed out (issue #19): only through a published publication that shows them.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let loc: { id: number };
let other: { id: number };
let pub: PublicationCreated;
let sectionId: number;
const img: Record<'one' | 'two' | 'otherLocation' | 'note' | 'foreign', { id: number; key: string }> = {} as never;

const png = (color: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

async function upload(as: TestUser, fields: Record<string, string>, name: string, color: string) {
  const { payload, headers } = multipart({ type: 'attachment', name, ...fields }, { name: `${name}.png`, type: 'image/png', data: await png(color) });
  const res = await t.app.inject({ method: 'POST', url: '/api/images/upload', payload, headers: { ...headers, cookie: as.cookie, 'x-requested-with': 'test' } });
  expect(res.statusCode).toBe(201);
  const id = (JSON.parse(res.body) as { id: number }).id;
  const [row] = await t.db.query<{ share_key: string }>('SELECT share_key FROM images WHERE id = $1', [id]);
  return { id, key: row!.share_key };
}

const imagePath = (pubKey: string, imageKey: string) => `/api/publications/images/${pubKey}/${imageKey}`;
const page = async () => {
  // signed out, as a visitor
  const res = await t.request('GET', `/api/publications/page/${pub.key}`);
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as PublicPage;
};
const carrousel = (p: PublicPage) => p.sections.find((s) => s.id === sectionId)!;
const status = async (url: string) => (await t.request('GET', url)).statusCode;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Lambda');
  b = await t.company('Mu');
  loc = await t.json('POST', '/api/locations/list', a.user, { name: 'Stationsplein', lat: 52.1, lon: 5.1 });
  other = await t.json('POST', '/api/locations/list', a.user, { name: 'Andere locatie', lat: 52.2, lon: 5.2 });
  const note = await t.json<{ id: number }>('POST', '/api/notes/list', a.user, { locationId: loc.id, name: 'Interne notitie' });
  const locB = await t.json<{ id: number }>('POST', '/api/locations/list', b.user, { name: 'Van B', lat: 52, lon: 5 });
  img.one = await upload(a.user, { locationId: String(loc.id) }, 'Vooraanzicht', '#3366aa');
  img.two = await upload(a.user, { locationId: String(loc.id) }, 'Achterzijde', '#aa6633');
  img.otherLocation = await upload(a.user, { locationId: String(other.id) }, 'Elders', '#33aa66');
  img.note = await upload(a.user, { locationId: String(loc.id), noteId: String(note.id) }, 'Notitiefoto', '#999999');
  img.foreign = await upload(b.user, { locationId: String(locB.id) }, 'Van een ander bedrijf', '#000000');
  pub = await t.json('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
  sectionId = (await t.json<{ id: number }>('POST', '/api/sections/list', a.user, { type: 'images_carrousel', publicationId: pub.id, order: 5 })).id;
}, 60_000);
afterAll(() => t?.stop());

describe('public images of a publication (images_carrousel)', () => {
  it('every image has its own 128-bit share key, which the image record does not carry', async () => {
    const keys = Object.values(img).map((i) => i.key);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(JSON.stringify(await t.json('GET', `/api/images/detail/${img.one.id}`, a.user))).not.toContain(img.one.key);
  });

  it('the editor offers the location’s own images, not a note’s, another location’s or another company’s', async () => {
    const choices = await t.json<PublicationImageChoice[]>('GET', `/api/publications/image-choices/${pub.id}`, a.user);
    expect(choices).toEqual([
      { id: img.one.id, name: 'Vooraanzicht', width: 640, height: 360 },
      { id: img.two.id, name: 'Achterzijde', width: 640, height: 360 },
    ]);
    expect((await t.request('GET', `/api/publications/image-choices/${pub.id}`, { as: b.user })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/publications/image-choices/${pub.id}`)).statusCode).toBe(401);
  });

  it('a draft: the preview shows the images at the company’s own address; signed out nothing answers', async () => {
    const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${pub.id}`, a.user);
    expect(carrousel(preview).images).toEqual([
      { url: `/api/images/binary/${img.one.id}/img.png`, alt: 'Vooraanzicht', width: 640, height: 360 },
      { url: `/api/images/binary/${img.two.id}/img.png`, alt: 'Achterzijde', width: 640, height: 360 },
    ]);
    expect(await status(imagePath(pub.key, img.one.key))).toBe(404);
  });

  it('published: all the location’s images by default, served signed out with their type and caching', async () => {
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 2 });
    const shown = carrousel(await page()).images!;
    expect(shown.map((i) => i.url)).toEqual([imagePath(pub.key, img.one.key), imagePath(pub.key, img.two.key)]);
    expect(shown[0]).toMatchObject({ alt: 'Vooraanzicht', width: 640, height: 360 });
    const res = await t.request('GET', shown[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    const again = await t.request('GET', shown[0]!.url, { headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 alike for another record’s, a note’s, another company’s and unknown or malformed keys', async () => {
    for (const k of [img.otherLocation.key, img.note.key, img.foreign.key, 'AAAAAAAAAAAAAAAAAAAAAA', String(img.one.id), 'bad.key'])
      expect(await status(imagePath(pub.key, k))).toBe(404);
    expect(await status(imagePath('unknownkey123', img.one.key))).toBe(404);
  });

  it('the author’s pick: only the picked image is shown and served; the pick does not leave the server', async () => {
    await t.json('PATCH', `/api/sections/detail/${sectionId}`, a.user, { cfg: { param2: [img.two.id, img.foreign.id] } });
    const s = carrousel(await page());
    expect(s.images!.map((i) => i.alt)).toEqual(['Achterzijde']);
    expect(s.param2).toBeNull();
    expect(JSON.stringify(await page())).not.toContain(img.one.key);
    expect(await status(imagePath(pub.key, img.two.key))).toBe(200);
    expect(await status(imagePath(pub.key, img.one.key))).toBe(404);
    expect(await status(imagePath(pub.key, img.foreign.key))).toBe(404);
  });

  it('a publication without a carrousel serves none of its location’s images', async () => {
    const plain = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
    await t.json('PATCH', `/api/publications/detail/${plain.id}`, a.user, { status: 2 });
    expect(await status(imagePath(plain.key, img.two.key))).toBe(404);
  });

  it('hidden: the same 404 as unknown', async () => {
    await t.json('PATCH', `/api/publications/detail/${pub.id}`, a.user, { status: 3 });
    expect(await status(imagePath(pub.key, img.two.key))).toBe(404);
  });
});

describe("public images on a search query's location pages", () => {
  let sqPub: PublicationCreated;
  let found: { id: number; key: string };
  let image: { id: number; key: string };
  let outside: { id: number; key: string };
  const sqPage = async (suffix = '') => JSON.parse((await t.request('GET', `/api/publications/page/${sqPub.key}${suffix}`)).body) as PublicPage;
  const images = (p: PublicPage) => p.sections.find((s) => s.type === 'images_carrousel')!.images;

  beforeAll(async () => {
    const sq = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, { name: 'Kavels met foto', cfg: { filters: [] } });
    found = await t.json('POST', '/api/locations/list', a.user, { name: 'Gevonden kavel', lat: 52.3, lon: 5.3, searchQueryId: sq.id });
    image = await upload(a.user, { locationId: String(found.id) }, 'Kavel vanaf de weg', '#55aa55');
    // a location of the company that the search query did not find: its image is never served through this publication
    outside = await upload(a.user, { locationId: String(other.id) }, 'Niet gevonden', '#aa5555');
    sqPub = await t.json('POST', '/api/publications/create', a.user, { source: 'searchquery', id: sq.id });
    await t.json('POST', '/api/sections/list', a.user, { type: 'images_carrousel', publicationId: sqPub.id, order: 5 });
    await t.json('PATCH', `/api/publications/detail/${sqPub.id}`, a.user, { status: 2 });
  });

  it("shows each location's images on its own page only, and serves only the listed locations' images", async () => {
    expect(images(await sqPage())).toEqual([]);
    const own = images(await sqPage(`/${found.key}`))!;
    expect(own).toEqual([{ url: imagePath(sqPub.key, image.key), alt: 'Kavel vanaf de weg', width: 640, height: 360 }]);
    expect(await status(own[0]!.url)).toBe(200);
    for (const k of [outside.key, img.one.key, img.foreign.key]) expect(await status(imagePath(sqPub.key, k))).toBe(404);
    // the editor offers no pick on a list: each location shows its own
    expect(await t.json('GET', `/api/publications/image-choices/${sqPub.id}`, a.user)).toEqual([]);
    await t.json('PATCH', `/api/publications/detail/${sqPub.id}`, a.user, { status: 3 });
    expect(await status(imagePath(sqPub.key, image.key))).toBe(404);
  });
});
