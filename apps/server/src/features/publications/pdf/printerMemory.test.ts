import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from './headlessChromium';
import { PdfPrinter } from './pdfPrinter';

// Issue #38 item 4: a small file that decodes to gigabytes, shown on a published page, made the printer's Chromium
// take 6.2 GB for two PDFs. Uploads are now bounded in pixels, but images stored before that bound, or many images
// at it, still reach the printer: its browser is watched and stopped past its memory limit.

/** A black-and-white PNG of width x height pixels: a few kB on disk, width x height x 4 bytes once a browser decodes it. */
function hugePng(width: number, height: number): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte, then 1 bit a pixel
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) raw[y * rowBytes + 1 + (y % 7)] = 0x55; // not one flat colour a decoder could skip
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), the rest 0
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const chromium = findChromium(process.env.CHROMIUM_PATH);
const MB = 2 ** 20;
const LIMIT_BYTES = 768 * MB;
let server: Server;
let origin: string;
const warnings: string[] = [];
let printer: PdfPrinter;

beforeAll(async () => {
  const png = hugePng(12_000, 12_000); // 144 megapixels: 576 MB decoded, each
  server = createServer((req, res) => {
    if (req.url!.startsWith('/huge')) return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    const body = req.url === '/images' ? [0, 1].map((i) => `<img src="/huge${i}.png" style="width:100%">`).join('') : '<p>Kavel</p>';
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body><main data-screen="pub">${body}</main></body></html>`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  printer = new PdfPrinter({ executable: chromium, log: { warn: (_, msg) => warnings.push(String(msg)) }, memoryLimitBytes: LIMIT_BYTES, timeoutMs: 60_000 });
});

afterAll(async () => {
  await printer?.close();
  server?.close();
});

describe.skipIf(!chromium || process.platform !== 'linux')("the PDF printer's memory limit", () => {
  it('stops the browser that passes it: the PDF answers 503 pdf_failed saying why, and the next PDF prints in a new browser', async () => {
    const small = await printer.print(origin, `${origin}/plain`, 'nl', '198.51.100.1');
    expect(small.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const plainPeak = printer.peakMemoryBytes;
    expect(plainPeak).toBeGreaterThan(0); // the watch reads the browser's processes
    expect(plainPeak).toBeLessThan(LIMIT_BYTES);

    const started = performance.now();
    await expect(printer.print(origin, `${origin}/images`, 'nl', '198.51.100.2')).rejects.toMatchObject({
      code: 'pdf_failed',
      status: 503,
      details: { reason: 'memory' },
      message: expect.stringContaining('768 MB'),
    });
    // stopped as it passed the limit, long before the 60 s timeout and the 1.2 GB the two images need
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(printer.peakMemoryBytes).toBeGreaterThan(LIMIT_BYTES);
    expect(printer.peakMemoryBytes).toBeLessThan(LIMIT_BYTES + 768 * MB);
    expect(warnings).toContain("the PDF printer's browser passed its memory limit and was stopped");

    const again = await printer.print(origin, `${origin}/plain`, 'nl', '198.51.100.1');
    expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);
});
