import { describe, expect, it } from 'vitest';
import { findChromium, PdfPrinter } from './pdfPrinter';

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

  it('a configured path that does not exist is no Chromium; unset finds none or an existing file', () => {
    expect(findChromium('/nonexistent/chromium')).toBeNull();
    const found = findChromium(undefined);
    expect(found === null || found.startsWith('/usr/bin/')).toBe(true);
  });

  it('gives one client at most its share of the queue: its next PDF is 503 pdf_busy, another client still gets in line', async () => {
    const printer = new PdfPrinter({ executable: '/usr/bin/chromium', log, concurrency: 1, queueMax: 8, perClientMax: 2 });
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
