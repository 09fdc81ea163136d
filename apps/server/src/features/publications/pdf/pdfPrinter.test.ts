import { describe, expect, it } from 'vitest';
import { PdfPrinter } from './pdfPrinter';

const log = { warn: () => undefined };

describe('PdfPrinter', () => {
  it('without a Chromium answers 503 pdf_unavailable with what to install', async () => {
    const printer = new PdfPrinter({ executable: null, log });
    await expect(printer.print('http://127.0.0.1:1', 'http://127.0.0.1:1/pub/publication/k', 'nl', '192.0.2.1')).rejects.toMatchObject({
      code: 'pdf_unavailable',
      status: 503,
      message: expect.stringContaining('CHROMIUM_PATH'),
    });
  });

  it('gives one client at most its share of the queue: its next PDF is 503 pdf_busy, another client still gets in line', async () => {
    const printer = new PdfPrinter({ executable: '/usr/bin/chromium', log, concurrency: 3, queueMax: 8, perClientMax: 2 });
    // a browser that never answers: every PDF holds its place
    Object.assign(printer, { launch: () => new Promise(() => undefined) });
    const ask = (client: string) => printer.print('http://127.0.0.1:1', 'http://127.0.0.1:1/pub/publication/k', 'nl', client);
    const settled: string[] = [];
    for (const client of ['198.51.100.7', '198.51.100.7', '203.0.113.9']) void ask(client).catch(() => settled.push(client));
    await expect(ask('198.51.100.7')).rejects.toMatchObject({ code: 'pdf_busy', status: 503, message: expect.stringContaining('Your 2 PDFs') });
    await new Promise((r) => setTimeout(r, 20));
    // the attacker's two and the other client's one are still in line, none refused
    expect(settled).toEqual([]);
  });

  it('while one client floods, another client still gets a printing slot at once (a share below the concurrency)', async () => {
    // the defaults: 2 printing at once, a client's share 1
    const printer = new PdfPrinter({ executable: '/usr/bin/chromium', log });
    const printing: string[] = [];
    const ask = (client: string) => printer.print('http://127.0.0.1:1', 'http://127.0.0.1:1/pub/publication/k', 'nl', client);
    let asking = '';
    // a browser that never answers: a PDF that reaches it holds its printing slot; who reached it is recorded
    Object.assign(printer, { launch: () => (printing.push(asking), new Promise(() => undefined)) });
    const tick = () => new Promise((r) => setTimeout(r, 20));
    asking = 'flooder';
    const flood = Array.from({ length: 10 }, () => ask('198.51.100.7').then(() => 'printed', (e: { code: string }) => e.code));
    await tick();
    expect(await Promise.all(flood.slice(1))).toEqual(Array(9).fill('pdf_busy'));
    asking = 'other';
    void ask('203.0.113.9');
    await tick();
    // printing at once, not waiting behind the flood: on main the flooder held both slots
    expect(printing).toEqual(['flooder', 'other']);
  });

  it("a client's share is at most the concurrency less one, at least one", async () => {
    const shareOf = async (options: { concurrency: number; perClientMax?: number }) => {
      const printer = new PdfPrinter({ executable: '/usr/bin/chromium', log, ...options });
      Object.assign(printer, { launch: () => new Promise(() => undefined) });
      const asked = Array.from({ length: 20 }, () => printer.print('http://127.0.0.1:1', 'http://127.0.0.1:1/pub/publication/k', 'nl', '198.51.100.8').catch(() => 'refused'));
      await new Promise((r) => setTimeout(r, 20));
      return 20 - (await Promise.all(asked.map((p) => Promise.race([p, Promise.resolve('pending')])))).filter((x) => x === 'refused').length;
    };
    expect(await shareOf({ concurrency: 4, perClientMax: 9 })).toBe(3);
    expect(await shareOf({ concurrency: 4 })).toBe(3);
    expect(await shareOf({ concurrency: 4, perClientMax: 1 })).toBe(1);
    expect(await shareOf({ concurrency: 1, perClientMax: 2 })).toBe(1);
  });

  it("recognises only its own browser's header", () => {
    const printer = new PdfPrinter({ executable: null, log });
    expect(printer.isPrintRequest(undefined)).toBe(false);
    expect(printer.isPrintRequest('')).toBe(false);
    expect(printer.isPrintRequest(['a', 'b'])).toBe(false);
    expect(printer.isPrintRequest('x'.repeat(32))).toBe(false);
    const secret = (printer as unknown as { secret: string }).secret;
    expect(printer.isPrintRequest(secret)).toBe(true);
  });
});
