import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createParents, TestApp, type TestCompany, type TestUser } from '../../test/testApp';
import { multipart } from '../../test/multipart';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let locationId: number;

beforeAll(async () => {
  t = await TestApp.start({ IMAGE_LIMIT_BYTES: String(200 * 1024) });
  a = await t.company('Zeta');
  b = await t.company('Eta');
  locationId = (await createParents(t, a)).locationId;
});
afterAll(() => t?.stop());

const upload = (as: TestUser, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
  const { payload, headers } = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/images/upload', payload, headers: { ...headers, cookie: as.cookie, 'x-requested-with': 'test' } });
};

describe('images', () => {
  it('uploads a PNG, serves it with its content type and caching headers, and makes a real thumbnail', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const res = await upload(a.user, { type: 'screenshot', locationId: String(locationId) }, { name: 'kaart.png', type: 'image/png', data: png });
    expect(res.statusCode).toBe(201);
    const img = JSON.parse(res.body);
    expect(img).toMatchObject({ name: 'kaart.png', type: 'screenshot', mime: 'image/png', width: 1200, height: 600, locationId });
    expect(img.data).toBeUndefined();
    const full = await t.app.inject({ method: 'GET', url: `/api/images/binary/${img.id}/img.png`, headers: { cookie: a.user.cookie } });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toBe('private, max-age=86400');
    expect(full.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: `/api/images/binary/${img.id}/thumb.png`, headers: { cookie: a.user.cookie } });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 128]);
    const again = await t.app.inject({ method: 'GET', url: `/api/images/binary/${img.id}/thumb.png`, headers: { cookie: a.user.cookie, 'if-none-match': String(thumb.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // another company sees nothing, signed-out users neither
    expect((await t.app.inject({ method: 'GET', url: `/api/images/binary/${img.id}/img.png`, headers: { cookie: b.user.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/binary/${img.id}/img.png` })).statusCode).toBe(401);
  });

  it('refuses a file that is not an image, a wrong type and an oversized file, storing nothing', async () => {
    const before = await t.db.query('SELECT id FROM images');
    const text = await upload(a.user, { type: 'logo' }, { name: 'x.png', type: 'image/png', data: Buffer.from('not really a png') });
    expect(text.statusCode).toBe(415);
    const svg = await upload(a.user, { type: 'logo' }, { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(svg.statusCode).toBe(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(a.user, { type: 'wallpaper' }, { name: 'x.png', type: 'image/png', data: png })).statusCode).toBe(400);
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect((await upload(a.user, { type: 'attachment' }, { name: 'big.png', type: 'image/png', data: noise })).statusCode).toBe(413);
    expect((await upload(b.user, { type: 'attachment', locationId: String(locationId) }, { name: 'x.png', type: 'image/png', data: png })).statusCode).toBe(422);
    expect(await t.db.query('SELECT id FROM images')).toEqual(before);
  });
});

/** A PNG whose header says `width` x `height` pixels: a 1 x 1 image with its IHDR rewritten (a few hundred bytes). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  // signature (8), IHDR length (4), "IHDR" (4), width (4), height (4) ..., CRC over type and data (13 bytes) at 29
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('an image past the pixel limit (IMAGE_LIMIT_PIXELS, 40 megapixels)', () => {
  it('is 413 from its header, before it is decoded, however small the file', async () => {
    const before = await t.db.query('SELECT id FROM images');
    const bomb = await pngClaiming(16_000, 16_000);
    expect(bomb.length).toBeLessThan(1024);
    const res = await upload(a.user, { type: 'attachment', locationId: String(locationId) }, { name: 'bom.png', type: 'image/png', data: bomb });
    expect([res.statusCode, JSON.parse(res.body).error.code]).toEqual([413, 'payload_too_large']);
    expect(JSON.parse(res.body).error.message).toMatch(/16000 x 16000 pixels; at most 40 megapixels/);
    expect(await t.db.query('SELECT id FROM images')).toEqual(before);
  });
});

describe('malformed uploads answer 4xx with a stable code, never a 500', () => {
  const send = (payload: Buffer | string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/images/upload', payload, headers: { 'content-type': contentType, cookie: a.user.cookie, 'x-requested-with': 'test' } });
  const answer = (res: { statusCode: number; body: string }) => [res.statusCode, JSON.parse(res.body).error.code as string];
  const png = () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#123' } }).png().toBuffer();

  it('a body cut off anywhere (raw bytes), without a boundary, or not multipart at all', async () => {
    const { payload, headers } = multipart({ type: 'attachment', name: 'kapot' }, { name: 'x.png', type: 'image/png', data: await png() });
    for (let cut = 1; cut < payload.length - 4; cut += Math.max(1, Math.floor(payload.length / 23))) {
      const res = await send(payload.subarray(0, cut), headers['content-type']);
      expect(answer(res), `cut at ${cut} of ${payload.length}`).toEqual([400, 'bad_request']);
    }
    expect(answer(await send(payload, 'multipart/form-data'))).toEqual([400, 'bad_request']);
    expect(answer(await send('--x\r\ngarbage', 'multipart/form-data; boundary=x'))).toEqual([400, 'bad_request']);
    expect(answer(await send('{}', 'text/plain'))).toEqual([415, 'unsupported_media_type']);
    expect(await t.db.query(`SELECT 1 FROM images WHERE name = 'kapot'`)).toHaveLength(0);
  });

  it('too many fields, two files, an over-long field and no file part are 400; an oversized file is 413', async () => {
    const data = await png();
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    expect(answer(await upload(a.user, many, { name: 'x.png', type: 'image/png', data }))).toEqual([400, 'validation_failed']);
    const boundary = 'twofiles';
    const file = (name: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`), data, Buffer.from('\r\n')]);
    const two = Buffer.concat([file('file'), file('file'), Buffer.from(`--${boundary}--\r\n`)]);
    expect(answer(await send(two, `multipart/form-data; boundary=${boundary}`))).toEqual([400, 'validation_failed']);
    expect(answer(await upload(a.user, { type: 'attachment', name: 'n'.repeat(2 * 1024 * 1024) }, { name: 'x.png', type: 'image/png', data }))).toEqual([400, 'validation_failed']);
    expect(answer(await upload(a.user, { type: 'attachment' }))).toEqual([400, 'validation_failed']);
    const big = Buffer.alloc(300 * 1024, 7);
    expect(answer(await upload(a.user, { type: 'attachment' }, { name: 'big.png', type: 'image/png', data: big }))).toEqual([413, 'payload_too_large']);
  });
});
