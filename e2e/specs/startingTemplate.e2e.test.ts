import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { SheetsPage } from '../pages/SheetsPage';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiJson, expectNoSeriousViolations, signedInAs } from '../support/session';

// Issues #39 item 2 and #42 item 1: "Getting started" shows a company's set-up as a checklist; its admin fills the
// empty parts with the Dutch starting template in one click; a location made afterwards copies the template's cost
// lines, its costs sheet names their source, and its first RGW rests on construction costs (no warning). A user
// who is not an admin reads who sets it up instead of a button.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
const WAIT = { timeout: 30_000 };
const done = (key: string) => page.getByTestId(`setup-${key}`).getAttribute('data-done');
/** The location of the third test, its corridor-flat concept, and the key of its public page (the fourth). */
const made = { locationId: 0, conceptId: 0, key: '' };
/** What a write of the API carries besides the cookie (the server refuses a write without it). */
const WRITE = { 'x-requested-with': 'plotwise' };

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('setting up a company from the Dutch starting template', () => {
  it('a user reads what is left and who sets it up; there is no button for them', async () => {
    const user = await signedInAs(browser, server.baseUrl, DEMO_USERS.user, undefined, 'nl-NL');
    const checklist = user.page.getByTestId('setup-checklist');
    await checklist.waitFor(WAIT);
    expect(await user.page.getByTestId('setup-unitTypes').getAttribute('data-done')).toBe('false');
    expect(await checklist.innerText()).toContain('Een beheerder van je bedrijf');
    expect(await user.page.getByTestId('apply-starting-template').count()).toBe(0);
    await user.context.close();
  });

  it('the admin fills the empty parts in one click, and the checklist shows them done', async () => {
    await page.getByTestId('setup-checklist').waitFor(WAIT);
    for (const key of ['unitTypes', 'costLines', 'statuses', 'phases']) expect(await done(key)).toBe('false');
    await screenshot(page, 'setup-checklist-before');
    await page.getByTestId('apply-starting-template').click();
    await page.getByTestId('setup-applied').waitFor(WAIT);
    expect(await page.getByTestId('setup-applied').innerText()).toContain('The starting template is in place; 1 location without cost lines took its lines.');
    for (const key of ['unitTypes', 'costLines', 'statuses', 'phases', 'presets']) await expect.poll(() => done(key), WAIT).toBe('true');
    expect(await page.getByTestId('setup-unitTypes').innerText()).toContain('4 unit types with a price');
    expect(await page.getByTestId('apply-starting-template').count()).toBe(0);
    await screenshot(page, 'setup-checklist-after');
    // the admin edits the template's cost lines where the checklist sends them
    await page.getByTestId('setup-costLines').getByRole('link', { name: 'Open' }).click();
    await new AppShell(page).waitForScreen('settings.units');
    const costs = page.getByTestId('costs-section');
    await expect.poll(() => costs.getByText('Bouwkosten flats (galerij, corridor)').count(), WAIT).toBe(1);
    // one construction line per building type, each with its type in the editor
    expect(await costs.getByText('Towers', { exact: true }).count()).toBe(1);
    expect(await costs.getByRole('heading').first().innerText()).toBe('Cost lines of a new location');
    // the template's unit types name the source and year of their prices, as its cost lines do
    const unitSource = page.locator('[data-testid^="unit-source-"]').first();
    await unitSource.waitFor(WAIT);
    expect(await unitSource.innerText()).toMatch(/^Source: .*2025/);
    await expectNoSeriousViolations(page, 'settings-template-costs');
    await page.goto('/home/gettingstarted');
    await new AppShell(page).waitForScreen('home.gettingstarted');
    await expectNoSeriousViolations(page, 'setup-checklist-done');
  });

  it('a new location copies the cost lines; the costs sheet names their source and the RGW carries no warning', async () => {
    const location = await apiJson<{ id: number }>(page, 'post', '/api/locations/list', { name: 'Startsjabloon e2e', lat: 52.3707, lon: 4.9262, plotsize: 2400 });
    const conceptId = (await apiJson<{ id: number }>(page, 'post', '/api/concepts/list', { name: 'Corridorflat', locationId: location.id })).id;
    Object.assign(made, { locationId: location.id, conceptId });
    await apiJson(page, 'post', '/api/buildings/list', { name: 'Corridorflat', conceptId, maxwidth: 16, maxlength: 40, maxheight: 15, cfg: { blocktype: 'corridor_flats', function: 'apartment' } });
    const sheets = new SheetsPage(page);
    await sheets.open('finance/costs', location.id, conceptId, 'costs-total-investment');
    const source = page.locator('[data-testid^="cost-source-"]').first();
    await source.waitFor(WAIT);
    expect(await source.innerText()).toMatch(/^Source: .*2025/);
    expect(await sheets.cents('costs-total-investment')).toBeGreaterThan(100_000_000); // above a million euro
    await screenshot(page, 'starting-template-costs');
    await sheets.tab('finance/rgw');
    await page.getByTestId('rgw-value').waitFor(WAIT);
    const answer = await apiJson<{ sheets: { warnings: { code: string }[] } }>(page, 'post', '/api/finance/evaluate', { locationId: location.id, conceptId });
    expect(answer.sheets.warnings.map((w) => w.code)).toEqual([]);
    expect(await page.getByTestId('finance-warnings').count()).toBe(0);
  });

  it('the corridor flat is published with its valuation', async () => {
    // (its PDF, and those of random concepts, against the page, the editor, the sheets and the Excel: oneAnswer.e2e)
    const publication = await apiJson<{ id: number; key: string }>(page, 'post', '/api/publications/create', { source: 'location', id: made.locationId });
    for (const [i, type] of ['concept_formfactors', 'concept_valuation'].entries())
      await apiJson(page, 'post', '/api/sections/list', { type, publicationId: publication.id, order: 500 + i });
    await apiJson(page, 'patch', `/api/publications/detail/${publication.id}`, { status: 2 });
    made.key = publication.key;
    const visitor = await context.newPage();
    await visitor.goto(`/pub/location/${publication.key}`);
    await expect.poll(() => visitor.locator('[data-figure="rgw"] .pub-num').count(), WAIT).toBe(1);
    expect(await visitor.locator('[data-warning]').count()).toBe(0);
    await visitor.close();
  });

  it('without construction costs the concept editor, the RGW sheet, the public page and the Excel (a note on the RGW) say so', async () => {
    const { locationId, conceptId, key } = made;
    const costs = await apiJson<{ id: number; category: string }[]>(page, 'get', `/api/costs/list?where=${encodeURIComponent(JSON.stringify({ locationId }))}&limit=100`);
    for (const c of costs.filter((c) => c.category === 'building')) expect((await page.request.delete(`/api/costs/detail/${c.id}`, { headers: WRITE })).ok()).toBe(true);
    // the concept editor names it beside its figures, with the way to the location's costs
    await page.goto(`/concepts/modify/${locationId}/${conceptId}`);
    const editorWarning = page.locator('[data-testid="editor-finance-warnings"] [data-warning="no_construction_costs"]');
    await editorWarning.waitFor(WAIT);
    expect(await editorWarning.innerText()).toContain('No construction costs');
    await screenshot(page, 'starting-template-no-costs-editor');
    const sheets = new SheetsPage(page);
    await sheets.open('finance/rgw', locationId, conceptId, 'rgw-value');
    await page.locator('[data-testid="finance-warnings"] [data-warning="no_construction_costs"]').waitFor(WAIT);
    await screenshot(page, 'starting-template-no-costs-rgw');
    const visitor = await context.newPage();
    await visitor.goto(`/pub/location/${key}`);
    await expect.poll(() => visitor.locator('[data-warning="no_construction_costs"]').count(), WAIT).toBe(1);
    await visitor.close();
    const res = await page.request.post('/api/finance/export', { data: { locationId, conceptId, lang: 'en' }, headers: { ...WRITE, 'content-type': 'application/json' } });
    expect(res.status()).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.body()) as unknown as ArrayBuffer);
    const note = wb.getWorksheet('RGW')!.getCell('B3').note;
    const noteText = typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
    expect(noteText).toContain('No construction costs');
  }, 120_000);
});
