import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SheetsPage } from '../pages/SheetsPage';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiSignedInAs, expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #18 item 6 (second half): a company admin who has set the company's colours and logo opens a demo
// concept's RGW sheet in Dutch, clicks "PDF" and gets the sheet as a PDF in the company's style, with the RGW
// written exactly as the screen shows it.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let sheets: SheetsPage;
let locationId: number;
let conceptId: number;
let companyName: string;

const PRIMARY = '#c0392b';
// a 4 × 2 pixel PNG (made with sharp) as the company's logo
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQ8WuAIwZkDgBcCgdRTD0igQAAAABJRU5ErkJggg==',
  'base64',
);

const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function call<T>(p: Pick<Page, 'request'>, method: 'post' | 'patch', path: string, data: unknown): Promise<T> {
  const res = await p.request[method](path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
async function get<T>(p: Pick<Page, 'request'>, path: string): Promise<T> {
  const res = await p.request.get(path);
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
const q = (where: object, extra = '') =>
  `?where=${encodeURIComponent(JSON.stringify(where))}&limit=500${extra}`;

const signedIn = (email: string, locale = 'en-GB') => signedInAs(browser, server.baseUrl, email, DEMO_PASSWORD, locale);

/** The text runs of a jsPDF file (uncompressed WinAnsi, `(…) Tj` per run; € is byte 0x80). */
const textRuns = (pdf: string) =>
  [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    m[1]!.replace(/\\(.)/g, '$1').replace(/\x80/g, '€'),
  );
/** How jsPDF sets a shape's fill colour: each channel 0-1 to two decimals, trailing zeros dropped. */
const fillOp = (hex: string) =>
  `${[1, 3, 5].map((i) => String(Number((parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(2)))).join(' ')} rg`;

beforeAll(async () => {
  server = await startServer({ timeoutMs: 200_000 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  // the unit mix is a feature staff switch on for a company (the concept's building refers to the units)
  const staff = await apiSignedInAs(server.baseUrl, DEMO_USERS.staff);
  const me = await get<{ user: { companyId: number } }>(staff, '/api/auth/me');
  await call(staff, 'patch', `/api/admin/companies/detail/${me.user.companyId}`, {
    cfg: { flags: { unitmix: true } },
  });
  await staff.close();

  ({ context, page } = await signedIn(DEMO_USERS.admin, 'nl-NL'));
  sheets = new SheetsPage(page);
  const session = await get<{ company: { id: number; name: string } }>(page, '/api/auth/me');
  companyName = session.company.name;
  // the company's own style and logo, as the settings screens save them
  await call(page, 'patch', `/api/companies/detail/${session.company.id}`, {
    cfg: { style: { hasCustomStyle: true, primaryColor: PRIMARY } },
  });
  const upload = await page.request.post('/api/images/upload', {
    headers: { 'x-requested-with': 'plotwise' },
    multipart: {
      type: 'logo',
      companyId: String(session.company.id),
      file: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO },
    },
  });
  if (!upload.ok()) throw new Error(`logo upload: ${upload.status()} ${await upload.text()}`);

  locationId = (
    await get<{ id: number }[]>(page, `/api/locations/list${q({ name: 'Oostenburg Noord' })}`)
  )[0]!.id;
  const units = await get<{ id: number; name: string }[]>(
    page,
    `/api/units/list${q({ locationId }, '&order=order')}`,
  );
  conceptId = (await get<{ id: number }[]>(page, `/api/concepts/list${q({ locationId })}`))[0]!.id;
  await call(page, 'post', '/api/buildings/list', {
    name: 'Galerij 60',
    conceptId,
    maxwidth: 12,
    maxlength: 60,
    maxheight: 24,
    cfg: {
      blocktype: 'gallery_flats',
      function: 'apartment',
      units: units.map((u, i) => ({
        mode: 'reference',
        repeat_ratio: 1,
        order: i,
        name: u.name,
        size: null,
        size_max: null,
        unitId: u.id,
      })),
    },
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the RGW sheet as PDF', () => {
  it("downloads the RGW sheet in the company's style with the RGW as the screen shows it", async () => {
    const console_ = watchConsole(page);
    await sheets.open('finance/rgw', locationId, conceptId, 'rgw-value');
    const onScreen = (await page.getByTestId('rgw-value').innerText()).trim();
    // Dutch notation on the screen: "€ 1.234.567,89" (the space is a non-breaking one)
    expect(onScreen).toMatch(/^€\s-?\d{1,3}(\.\d{3})*,\d{2}$/);
    const perDwelling = (await page.getByTestId('rgw-per-dwelling').innerText()).trim();

    const { name, text } = await sheets.downloadRgwPdf();
    expect(name).toBe('RGW Oostenburg Noord Variant A.pdf');
    expect(text.startsWith('%PDF-')).toBe(true);
    const runs = textRuns(text);
    const asPrinted = (s: string) => s.replace(/\u00a0/g, ' ');
    // the headline and the derivation's land line
    expect(runs.filter((r) => r === asPrinted(onScreen)).length).toBeGreaterThanOrEqual(2);
    expect(runs).toContain(asPrinted(perDwelling));
    expect(runs).toContain('= residuele grondwaarde');
    expect(runs).toContain('Locatie: Oostenburg Noord');
    expect(runs).toContain('Concept: Variant A');
    expect(runs).toContain(companyName);
    expect(runs).toContain('Pagina 1 van 1');
    expect(runs).toContain('Plotwise');
    // the company's primary colour and its logo
    expect(text).toContain(fillOp(PRIMARY));
    expect(text).toContain('/Subtype /Image');
    expect(await page.getByTestId('rgw-pdf-error').count()).toBe(0);

    await expectNoSeriousViolations(page, 'sheets-rgw-pdf');
    expect(console_.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
