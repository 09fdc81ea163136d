// The RGW sheet as an A4 PDF in the company's style, made in the browser. jsPDF is imported only when a PDF is
// asked for, so it stays out of every initial bundle; the screen imports this module on the click as well.
import type { FinanceSheets } from '@plotwise/core/finance/index';
import type { jsPDF } from 'jspdf';
import { formatDate, formatNumber, formatPercent } from '../../lib/format';
import { euros } from './Figures';
import type { DerivationLine } from './rgwDerivation';
import { heatColour, type HeatRow } from './sensitivityGrid';

/** The translate function as far as the PDF needs it (i18next's TFunction fits). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the RGW screen shows of one concept, plus the names and the moment the PDF is made. */
export interface RgwPdfSheet {
  sheets: FinanceSheets;
  derivation: readonly DerivationLine[];
  heat: readonly HeatRow[];
  locationName: string;
  conceptName: string;
  date: Date;
  lang: string;
  t: Translate;
}

/** The company's publication style as the PDF applies it. */
export interface RgwPdfStyle {
  companyName: string;
  /** #rrggbb */
  primaryColor: string;
  /** #rrggbb */
  textColor: string;
  /** the logo's bytes when one is set and could be loaded */
  logo?: { data: Uint8Array; format: 'PNG' | 'JPEG' } | null;
}

const PAGE = { width: 210, height: 297, left: 18, right: 18, top: 16, bottom: 20 };
const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
const BODY_BOTTOM = PAGE.height - PAGE.bottom;

// jsPDF's standard fonts write WinAnsi: one character outside it turns the whole run into unreadable two-byte
// text, so a minus sign, narrow spaces and letters outside Latin-1 are written in their nearest WinAnsi form
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Text as the PDF's standard fonts can write it. */
export function pdfText(s: string): string {
  let out = '';
  for (const ch of s.replace(/\u2212/g, '-').replace(/[\u00a0\u202f\u2009]/g, ' ')) {
    if (ch.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else {
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...plain].every((c) => c.charCodeAt(0) < 256) ? plain : '?';
    }
  }
  return out;
}

/** The heat colour of the screen (a translucent red or green) laid over white paper, as RGB 0-255. */
export function heatRgb(heat: number): [number, number, number] {
  const m = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(heatColour(heat));
  if (!m) return [255, 255, 255];
  const a = Number(m[4]);
  return [1, 2, 3].map((i) => Math.round(255 * (1 - a) + Number(m[i]) * a)) as [number, number, number];
}

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** A cell of the heat grid: its text and, for a scenario cell, its heat. */
interface GridCell {
  text: string;
  heat?: number;
  header?: boolean;
}

class Writer {
  y = PAGE.top;
  constructor(
    readonly doc: jsPDF,
    readonly style: RgwPdfStyle,
  ) {}

  /** Starts a new page when `height` mm do not fit any more. */
  room(height: number) {
    if (this.y + height <= BODY_BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.top;
  }

  text(s: string, x: number, y: number, options?: { align?: 'left' | 'right' | 'center' }) {
    this.doc.text(pdfText(s), x, y, options);
  }

  heading(s: string) {
    this.doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor(this.style.primaryColor);
    const lines = this.doc.splitTextToSize(pdfText(s), CONTENT_WIDTH) as string[];
    // with room for the first line under it, so a heading never ends a page alone
    this.room(9 + 5.5 * lines.length + 7);
    this.y += 5;
    this.doc.text(lines, PAGE.left, this.y);
    this.doc.setTextColor(this.style.textColor).setFont('helvetica', 'normal').setFontSize(10);
    this.y += 5.5 * lines.length + 1;
  }

  /** A line of label and right-aligned amount; `total` is bold under a rule. */
  amountLine(label: string, amount: string, total = false) {
    this.room(7);
    if (total) {
      this.doc.setDrawColor(this.style.textColor).setLineWidth(0.3);
      this.doc.line(PAGE.left, this.y - 4, PAGE.left + CONTENT_WIDTH, this.y - 4);
    }
    this.doc.setFont('helvetica', total ? 'bold' : 'normal').setFontSize(10);
    const lines = this.doc.splitTextToSize(pdfText(label), CONTENT_WIDTH - 55) as string[];
    this.doc.text(lines, PAGE.left, this.y);
    this.text(amount, PAGE.left + CONTENT_WIDTH, this.y, { align: 'right' });
    this.y += 5.5 * lines.length + (total ? 1 : 0);
    this.doc.setFont('helvetica', 'normal');
  }

  /** A grid of cells with a header row and column, the scenario cells filled with their heat colour. */
  grid(rows: GridCell[][], firstWidth: number, cellWidth: number, fontSize: number) {
    const rowHeight = fontSize * 0.5 + 3;
    this.doc.setFontSize(fontSize).setDrawColor('#9aa5b1').setLineWidth(0.2);
    for (const row of rows) {
      this.room(rowHeight);
      let x = PAGE.left;
      row.forEach((cell, i) => {
        const w = i === 0 ? firstWidth : cellWidth;
        if (cell.heat !== undefined) this.doc.setFillColor(hex(heatRgb(cell.heat)));
        else this.doc.setFillColor(cell.header ? '#f1f3f5' : '#ffffff');
        this.doc.rect(x, this.y, w, rowHeight, 'FD');
        this.doc.setFont('helvetica', cell.header ? 'bold' : 'normal');
        const base = this.y + rowHeight / 2 + fontSize * 0.13;
        if (i === 0) this.text(cell.text, x + 1.5, base);
        else this.text(cell.text, x + w - 1.5, base, { align: 'right' });
        x += w;
      });
      this.y += rowHeight;
    }
    this.doc.setFontSize(10).setFont('helvetica', 'normal');
    this.y += 2;
  }
}

/** The letterhead: a rule in the primary colour, the company's name and, when it loads, its logo. */
function letterhead(w: Writer) {
  const { doc, style } = w;
  doc.setFillColor(style.primaryColor);
  doc.rect(0, 0, PAGE.width, 5, 'F');
  let logoHeight = 0;
  if (style.logo) {
    try {
      const props = doc.getImageProperties(style.logo.data);
      // at most 45 × 16 mm, its own proportions kept
      const scale = Math.min(45 / props.width, 16 / props.height);
      const width = props.width * scale;
      logoHeight = props.height * scale;
      doc.addImage(
        style.logo.data,
        style.logo.format,
        PAGE.left + CONTENT_WIDTH - width,
        9,
        width,
        logoHeight,
      );
    } catch {
      // an image jsPDF cannot read is left out; the PDF itself does not fail for it
      logoHeight = 0;
    }
  }
  doc.setFont('helvetica', 'bold').setFontSize(13).setTextColor(style.primaryColor);
  w.text(style.companyName, PAGE.left, 16);
  w.y = Math.max(26, 9 + logoHeight + 6);
}

function summary(w: Writer, s: RgwPdfSheet) {
  const { doc, style } = w;
  const { t, lang } = s;
  const rgw = s.sheets.rgw;
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? t('sheets.noFigure') : euros(cents, lang);
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(style.textColor);
  w.text(t('sheets.rgw.value'), PAGE.left, w.y);
  w.y += 8;
  doc.setFont('helvetica', 'bold').setFontSize(20).setTextColor(style.primaryColor);
  w.text(money(rgw.residualLandValue.cents), PAGE.left, w.y);
  doc.setTextColor(style.textColor).setFontSize(10).setFont('helvetica', 'normal');
  w.y += 6;
  if (rgw.isNegative) {
    doc.setTextColor('#c92a2a');
    w.text(t('sheets.rgw.negative'), PAGE.left, w.y);
    doc.setTextColor(style.textColor);
    w.y += 6;
  }
  const per: [string, number | null | undefined][] = [
    [t('sheets.rgw.perPlotM2'), rgw.perPlotSquareMeter?.cents],
    [t('sheets.rgw.perDwelling'), rgw.perUnit?.cents],
    [t('sheets.rgw.perGrossM2'), rgw.perGrossSquareMeter?.cents],
  ];
  const col = CONTENT_WIDTH / 3;
  w.y += 2;
  per.forEach(([label, cents], i) => {
    doc.setFont('helvetica', 'normal').setFontSize(9);
    w.text(label, PAGE.left + i * col, w.y);
    doc.setFont('helvetica', 'bold').setFontSize(11);
    w.text(money(cents), PAGE.left + i * col, w.y + 5.5);
  });
  doc.setFont('helvetica', 'normal').setFontSize(10);
  w.y += 10;
}

function parameters(w: Writer, s: RgwPdfSheet) {
  const { t, lang } = s;
  const p = s.sheets.parameters;
  const key = (k: string) => t(`sheets.parameters.keys.${k}`);
  w.heading(t('sheets.rgw.pdf.parameters'));
  const rows: [string, string][] = [
    [
      key('yield_percent'),
      `${formatPercent(p.yieldPercent / 100, lang, 2)} (${t(`sheets.parameters.codes.${p.yieldKind}`)})`,
    ],
    [
      key('required_margin_percent'),
      t('sheets.rgw.pdf.marginOf', {
        percent: formatPercent(p.requiredMarginPercent / 100, lang, 2),
        basis: t(`sheets.parameters.codes.${p.requiredMarginBasis}`),
      }),
    ],
    [key('interest_rate_percent'), formatPercent(p.interestRatePercent / 100, lang, 2)],
    [key('financing_duration_months'), formatNumber(p.financingDurationMonths, lang, 0)],
  ];
  for (const [label, value] of rows) w.amountLine(label, value);
}

function sensitivity(w: Writer, s: RgwPdfSheet) {
  if (s.heat.length === 0) return;
  const { t, lang } = s;
  const steps = s.heat[0]!.cells.map((c) => `${c.stepPercent > 0 ? '+' : ''}${c.stepPercent} %`);
  const value = (cents: number | null) => (cents === null ? t('sheets.rgw.noBalance') : euros(cents, lang));
  w.heading(t('sheets.rgw.sensitivity'));
  const firstWidth = 42;
  const widest = Math.max(
    ...s.heat.flatMap((r) =>
      r.cells.map((c) => w.doc.setFontSize(8).getTextWidth(pdfText(value(c.rgwCents)))),
    ),
  );
  const asOnScreen = (CONTENT_WIDTH - firstWidth) / steps.length >= widest + 4;
  let rows: GridCell[][];
  if (asOnScreen) {
    // as on the screen: a row per factor, a column per step
    rows = [
      [{ text: t('sheets.rgw.factor'), header: true }, ...steps.map((text) => ({ text, header: true }))],
      ...s.heat.map((r) => [
        { text: t(`sheets.rgw.factors.${r.factor}`), header: true },
        ...r.cells.map((c) => ({ text: value(c.rgwCents), heat: c.heat })),
      ]),
    ];
  } else {
    // too many steps for the page's width: a row per step, a column per factor
    rows = [
      [
        { text: t('sheets.rgw.factor'), header: true },
        ...s.heat.map((r) => ({ text: t(`sheets.rgw.factors.${r.factor}`), header: true })),
      ],
      ...steps.map((text, i) => [
        { text, header: true },
        ...s.heat.map((r) => ({ text: value(r.cells[i]?.rgwCents ?? null), heat: r.cells[i]?.heat ?? 0 })),
      ]),
    ];
  }
  const columns = rows[0]!.length - 1;
  w.grid(rows, firstWidth, Math.min(38, (CONTENT_WIDTH - firstWidth) / columns), 8);
}

/** Date, page x of y and "Plotwise" at the foot of every page, written once all pages exist. */
function footers(w: Writer, s: RgwPdfSheet) {
  const { doc } = w;
  const pages = doc.getNumberOfPages();
  const date = formatDate(s.date, s.lang);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setDrawColor(w.style.primaryColor).setLineWidth(0.4);
    doc.line(PAGE.left, PAGE.height - 14, PAGE.left + CONTENT_WIDTH, PAGE.height - 14);
    doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(w.style.textColor);
    const y = PAGE.height - 9;
    w.text(date, PAGE.left, y);
    w.text(s.t('sheets.rgw.pdf.page', { page, pages }), PAGE.width / 2, y, { align: 'center' });
    w.text('Plotwise', PAGE.left + CONTENT_WIDTH, y, { align: 'right' });
  }
}

/** The RGW sheet as a PDF document: letterhead, the RGW and its per-figures, derivation, parameters, sensitivity. */
export async function buildRgwPdf(sheet: RgwPdfSheet, style: RgwPdfStyle): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const { t } = sheet;
  const title = `${t('sheets.rgw.value')} - ${sheet.locationName} - ${sheet.conceptName}`;
  doc.setProperties({ title: pdfText(title), creator: 'Plotwise', author: pdfText(style.companyName) });
  const w = new Writer(doc, style);
  letterhead(w);
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(style.textColor);
  w.text(`${t('sheets.location')}: ${sheet.locationName}`, PAGE.left, w.y);
  w.text(`${t('sheets.concept')}: ${sheet.conceptName}`, PAGE.left, w.y + 5);
  w.text(formatDate(sheet.date, sheet.lang), PAGE.left + CONTENT_WIDTH, w.y, { align: 'right' });
  w.y += 14;
  summary(w, sheet);
  w.heading(t('sheets.rgw.derivation'));
  for (const line of sheet.derivation)
    w.amountLine(t(`sheets.rgw.lines.${line.key}`), euros(line.cents, sheet.lang), line.key === 'land');
  parameters(w, sheet);
  sensitivity(w, sheet);
  footers(w, sheet);
  return doc;
}

/** The file name of the PDF: "RGW <location> <concept>.pdf", without characters a file system refuses. */
export function rgwPdfFileName(locationName: string, conceptName: string): string {
  const safe = (s: string) =>
    [...s]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  return `${['RGW', safe(locationName), safe(conceptName)].filter(Boolean).join(' ')}.pdf`;
}

/** The logo at `url` as PNG or JPEG bytes, or null when it cannot be loaded (the PDF is then made without). */
export async function loadLogo(url: string, fetchFn: typeof fetch = fetch): Promise<RgwPdfStyle['logo']> {
  try {
    const res = await fetchFn(url, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const data = new Uint8Array(await res.arrayBuffer());
    // the format from the bytes themselves: a PNG or JPEG signature, nothing else is embedded
    if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47)
      return { data, format: 'PNG' };
    if (data[0] === 0xff && data[1] === 0xd8) return { data, format: 'JPEG' };
    return null;
  } catch {
    return null;
  }
}
