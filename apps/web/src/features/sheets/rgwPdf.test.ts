import { galleryFlatExample } from '@plotwise/core/finance/index';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { computeSheets } from './computeSheets';
import { euros } from './Figures';
import {
  buildRgwPdf,
  heatRgb,
  loadLogo,
  pdfText,
  rgwPdfFileName,
  type RgwPdfSheet,
  type RgwPdfStyle,
} from './rgwPdf';

/** A translate function over a catalogue, with {{name}} interpolation, as i18next does it. */
function translator(catalogue: object) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogue);
    if (typeof found !== 'string') throw new Error(`missing text ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

/** The text runs of a jsPDF file: its text is uncompressed WinAnsi, `(…) Tj` per run; € is byte 0x80. */
function textRuns(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    m[1]!.replace(/\\(.)/g, '$1').replace(/\x80/g, '€'),
  );
}

function sheet(lang: 'nl' | 'en', steps?: number[], edit?: (s: RgwPdfSheet) => void): RgwPdfSheet {
  const view = computeSheets(galleryFlatExample, steps ? { stepsPercent: steps } : {});
  if (!view.ok) throw new Error(JSON.stringify(view.errors));
  const s: RgwPdfSheet = {
    sheets: view.sheets,
    derivation: view.derivation,
    heat: view.heat,
    locationName: 'Oostenburg Noord',
    conceptName: 'Variant B',
    date: new Date('2026-11-23T12:00:00Z'),
    lang,
    t: translator(lang === 'nl' ? nl : en),
  };
  edit?.(s);
  return s;
}

const STYLE: RgwPdfStyle = {
  companyName: 'Bouwbedrijf Van Dijk',
  primaryColor: '#1c4e80',
  textColor: '#1f2933',
};
/** How jsPDF sets a colour: each channel 0-1, trailing zeros dropped; text to 3 decimals, fills of shapes to 2. */
const fillOp = (hex: string, digits = 3) =>
  `${[1, 3, 5].map((i) => String(Number((parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(digits)))).join(' ')} rg`;
const raw = async (s: RgwPdfSheet, style = STYLE) => (await buildRgwPdf(s, style)).output();
// a 4 × 2 pixel PNG (made with sharp)
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQ8WuAIwZkDgBcCgdRTD0igQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('the RGW sheet as PDF', () => {
  it('writes the RGW in Dutch notation with the derivation, names, parameters and the sensitivity grid', async () => {
    const s = sheet('nl');
    const pdf = await raw(s);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const runs = textRuns(pdf);
    const rgw = s.sheets.rgw.residualLandValue.cents;
    // the worked example of docs/finance.md: RGW 557 822,42 euros
    expect(rgw).toBe(55_782_242);
    expect(runs).toContain('€ 557.822,42');
    // the land line of the derivation and the headline both show it
    expect(runs.filter((r) => r === '€ 557.822,42').length).toBeGreaterThanOrEqual(2);
    expect(runs).toContain('= residuele grondwaarde');
    for (const line of s.derivation) expect(runs).toContain(pdfText(euros(line.cents, 'nl')));
    expect(runs).toContain('Locatie: Oostenburg Noord');
    expect(runs).toContain('Concept: Variant B');
    expect(runs).toContain('Bouwbedrijf Van Dijk');
    expect(runs).toContain(pdfText(euros(s.sheets.rgw.perUnit!.cents, 'nl')));
    expect(runs).toContain('5%');
    expect(runs).toContain('10% van de totale investering');
    for (const cell of s.heat.flatMap((r) => r.cells))
      expect(runs).toContain(pdfText(euros(cell.rgwCents!, 'nl')));
    expect(runs).toContain('Pagina 1 van 1');
    expect(runs).toContain('Plotwise');
    expect(runs).toContain('23 nov 2026');
    // one A4 page; no run fell back to two-byte text (the minus sign of the heading is written as "-")
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(runs.some((r) => r.includes('\u0000'))).toBe(false);
    // a heading wider than the page wraps
    expect(runs.join(' ')).toContain('Zo komt de RGW tot stand: waarde - kosten - financiering - marge');
  });

  it('shows the land line only when the derivation has it (so the check above can fail)', async () => {
    const s = sheet('nl', undefined, (x) => {
      x.derivation = x.derivation.filter((l) => l.key !== 'land');
      x.heat = [];
    });
    const runs = textRuns(await raw(s));
    expect(runs).not.toContain('= residuele grondwaarde');
    // only the headline figure is left
    expect(runs.filter((r) => r === '€ 557.822,42')).toHaveLength(1);
  });

  it('writes English notation in English', async () => {
    const runs = textRuns(await raw(sheet('en')));
    expect(runs).toContain('€557,822.42');
    expect(runs).toContain('Page 1 of 1');
    expect(runs).toContain('Location: Oostenburg Noord');
  });

  it("applies the company's primary colour, and a different colour gives a different PDF", async () => {
    const blue = await raw(sheet('nl'));
    // the letterhead's rule (a fill) and the company name and RGW (text) in the primary colour
    expect(blue).toContain(fillOp('#1c4e80', 2));
    expect(blue).toContain(fillOp('#1c4e80'));
    const red = await raw(sheet('nl'), { ...STYLE, primaryColor: '#c0392b' });
    expect(red).toContain(fillOp('#c0392b'));
    expect(red).toContain(fillOp('#c0392b', 2));
    expect(red).not.toContain(fillOp('#1c4e80'));
    // the heat cells carry the screen's colours laid over white
    const lowest = sheet('nl')
      .heat.flatMap((r) => r.cells)
      .find((c) => c.heat === -1)!;
    const [r, g, b] = heatRgb(lowest.heat);
    // the screen's rgba(224, 49, 49, 0.55) over white
    expect([r, g, b]).toEqual([224, 49, 49].map((c) => Math.round(255 * 0.45 + c * 0.55)));
    expect(blue).toContain(fillOp(`#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`, 2));
  });

  it('embeds the logo when it is an image, and leaves a broken one out without failing', async () => {
    const withLogo = await raw(sheet('nl'), { ...STYLE, logo: { data: PNG, format: 'PNG' } });
    expect(withLogo).toContain('/Subtype /Image');
    const broken = await raw(sheet('nl'), {
      ...STYLE,
      logo: { data: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), format: 'PNG' },
    });
    expect(broken).not.toContain('/Subtype /Image');
    expect(textRuns(broken)).toContain('€ 557.822,42');
  });

  it('loads a logo only when it is a PNG or JPEG that answers', async () => {
    const answer = (body: Uint8Array, status = 200) =>
      (async () => new Response(body as BlobPart, { status })) as unknown as typeof fetch;
    expect((await loadLogo('/logo', answer(PNG)))?.format).toBe('PNG');
    expect((await loadLogo('/logo', answer(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))))?.format).toBe('JPEG');
    expect(await loadLogo('/logo', answer(PNG, 404))).toBeNull();
    expect(await loadLogo('/logo', answer(new TextEncoder().encode('<svg/>')))).toBeNull();
    expect(
      await loadLogo('/logo', (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch),
    ).toBeNull();
  });

  it('breaks pages when the sheet grows, with page x of y on every page', async () => {
    const s = sheet('nl', [-50, -40, -30, -20, -10, 0, 10, 20, 30], (x) => {
      // a long derivation: the same lines many times over
      x.derivation = Array.from({ length: 8 }, () => x.derivation).flat();
    });
    const pdf = await raw(s);
    const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
    const runs = textRuns(pdf);
    for (let p = 1; p <= pages; p++) expect(runs).toContain(`Pagina ${p} van ${pages}`);
    // nine steps do not fit across: the grid turns, a row per step
    expect(runs).toContain('+30 %');
  });

  it('names the file after the location and the concept', () => {
    expect(rgwPdfFileName('Oostenburg Noord', 'Variant B')).toBe('RGW Oostenburg Noord Variant B.pdf');
    expect(rgwPdfFileName('A/B: "C"', '')).toBe('RGW A B C.pdf');
  });
});
