import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A printed page read back with poppler (Debian poppler-utils, installed by npm test): what a PDF holds, not what the
// live page shows.

/** A PDF's bytes in a fresh temporary file: its path. */
export function pdfFile(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'plotwise-pdf-')), 'page.pdf');
  writeFileSync(file, bytes);
  return file;
}

/** The text pdftotext reads from a PDF file (`layout`: columns kept where they stand on the page). */
export function pdfText(file: string, { layout = true } = {}): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** What pdfinfo says of a PDF file (its pages, page size and so on). */
export function pdfInfo(file: string): string {
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
}
