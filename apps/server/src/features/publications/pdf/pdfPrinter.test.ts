import { describe, expect, it } from 'vitest';
import { findChromium, PdfPrinter } from './pdfPrinter';

const log = { warn: () => undefined };

describe('PdfPrinter', () => {
  it('without a Chromium answers 503 pdf_unavailable with what to install', async () => {
    const printer = new PdfPrinter({ executable: null, log });
    await expect(printer.print('http://127.0.0.1:1', 'http://127.0.0.1:1/pub/publication/k', 'nl')).rejects.toMatchObject({
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
