import type { FinanceSheets } from '@plotwise/core/finance/index';
import { landPriceCheck } from '@plotwise/core/feasibility/index';
import { landPriceEntries, type LandPrice } from '@plotwise/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SheetsPage } from '../pages/SheetsPage';
import { launchBrowser } from '../support/browser';
import { pdfFile, pdfText } from '../support/pdf';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiSignedInAs, expectNoSeriousViolations, signedInAs } from '../support/session';
import { recomputeXlsx } from '../../apps/server/src/test/xlsxRecompute';

// Issue #18 (items 1-5, 9): a user opens a demo location's concept in the sheets, changes a unit price in Dutch
// notation, sees results and RGW move by exactly what the core engine gives for that change, adds a cost line,
// reloads, and compares two concepts. The expectations are the server's sheets of the same stored records
// (POST /api/finance/evaluate), so the test checks the screen against the server's one answer, not against itself.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let sheets: SheetsPage;
let locationId: number;
let conceptA: number;
let conceptB: number;
let units: { id: number; name: string }[];

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
const q = (where: object, extra = '') => `?where=${encodeURIComponent(JSON.stringify(where))}&limit=500${extra}`;

const signedIn = (email: string, locale = 'en-GB') => signedInAs(browser, server.baseUrl, email, DEMO_PASSWORD, locale);

/**
 * The sheets of a stored concept as the server computes them (POST /api/finance/evaluate: the results the concept
 * screens show, on the location's site): the browser must show these very figures, since a concept has one answer.
 */
async function expected(conceptId: number) {
  const answer = await call<{ sheets: FinanceSheets }>(page, 'post', '/api/finance/evaluate', { locationId, conceptId });
  return answer.sheets;
}

const galleryCfg = (maxlength: number) => ({
  name: `Galerij ${maxlength}`,
  maxwidth: 12,
  maxlength,
  maxheight: 24,
  cfg: {
    blocktype: 'gallery_flats',
    function: 'apartment',
    units: units.map((u, i) => ({ mode: 'reference', repeat_ratio: 1, order: i, name: u.name, size: null, size_max: null, unitId: u.id })),
  },
});

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  // the unit mix is a feature staff switch on for a company
  const staff = await apiSignedInAs(server.baseUrl, DEMO_USERS.staff);
  const me = await get<{ user: { companyId: number } }>(staff, '/api/auth/me');
  await call(staff, 'patch', `/api/admin/companies/detail/${me.user.companyId}`, { cfg: { flags: { unitmix: true } } });
  await staff.close();

  ({ context, page } = await signedIn(DEMO_USERS.user, 'nl-NL'));
  sheets = new SheetsPage(page);
  locationId = (await get<{ id: number }[]>(page, `/api/locations/list${q({ name: 'Oostenburg Noord' })}`))[0]!.id;
  units = await get<{ id: number; name: string }[]>(page, `/api/units/list${q({ locationId }, '&order=order')}`);
  conceptA = (await get<{ id: number }[]>(page, `/api/concepts/list${q({ locationId })}`))[0]!.id;
  await call(page, 'post', '/api/buildings/list', { ...galleryCfg(60), conceptId: conceptA });
  conceptB = (await call<{ id: number }>(page, 'post', '/api/concepts/list', { name: 'Variant B', locationId, order: 20 })).id;
  await call(page, 'post', '/api/buildings/list', { ...galleryCfg(36), conceptId: conceptB });
  // a zoning limit the concept breaks (its FSI is about 1.65) and one it meets
  await call(page, 'post', '/api/constraints/list', { name: 'Maximale FSI', type: 'fsi', operator: 'smaller_than', value: 1.5, locationId });
  await call(page, 'post', '/api/constraints/list', { name: 'Maximale bouwhoogte', type: 'building_height', operator: 'smaller_than', value: 30, locationId });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the sheets of a concept', () => {
  it('shows the areas of the concept with the engine figures', async () => {
    const engine = await expected(conceptA);
    await sheets.open('areas/overview', locationId, conceptA, 'area-grossFloorArea');
    await expect.poll(() => sheets.value('area-grossFloorArea')).toBe(engine.areas.overview.grossFloorAreaSquareMeters.value);
    expect(engine.areas.overview.grossFloorAreaSquareMeters.value).toBeGreaterThan(1000);
    expect(await sheets.value('area-units')).toBe(engine.areas.overview.units);
    expect(await sheets.value('area-fsi')).toBeCloseTo(engine.areas.overview.floorSpaceIndex.value!, 9);
    expect(await page.locator('[data-figure="none"]').count()).toBe(0);
    // the location's constraints beside their figures: the FSI limit is broken, the height limit met
    const fsiOk = engine.areas.overview.floorSpaceIndex.value! <= 1.5;
    const checks = page.getByTestId('constraint-check');
    await expect.poll(() => checks.count()).toBe(2);
    expect(await checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')).sort())).toEqual([fsiOk ? 'ok' : 'violated', 'ok'].sort());
    expect(await page.locator('body').innerText()).not.toMatch(/NaN|Infinity/);
    await expectNoSeriousViolations(page, 'sheets-areas-overview');
  });

  // ADR 0011: an open gallery is outdoor space, so it is outside the GFA and priced on a line of its own
  it('shows the open galleries beside the GFA and prices them at the gallery line, at the figure the engine gives', async () => {
    const answer = await call<{ sheets: FinanceSheets; formFactors: { gfa: number; outdoor_circulation_area: number }[] }>(page, 'post', '/api/finance/evaluate', { locationId, conceptId: conceptA });
    const galleries = answer.formFactors.reduce((s, f) => s + f.outdoor_circulation_area, 0);
    expect(galleries).toBeGreaterThan(100);
    expect(answer.sheets.areas.overview.grossFloorAreaSquareMeters.value).toBeCloseTo(answer.formFactors.reduce((s, f) => s + f.gfa, 0), 1);
    await sheets.open('areas/overview', locationId, conceptA, 'area-openGalleries');
    await expect.poll(() => sheets.value('area-openGalleries')).toBeCloseTo(galleries, 6);
    // the demo's line per m² of open gallery multiplies exactly those galleries, and no warning says they are unpriced
    const lines = await get<{ id: number; name: string }[]>(page, `/api/costs/list${q({ locationId, type: 'per_m2_gallery' })}`);
    expect(lines.map((l) => l.name)).toEqual(['Galerijen']);
    const row = answer.sheets.costs.rows.find((r) => r.id === String(lines[0]!.id))!;
    expect(row.amount.cents).toBe(Math.round(1000 * galleries * 100));
    expect(answer.sheets.warnings).toEqual([]);
    await sheets.tab('finance/costs');
    await expect.poll(() => page.getByTestId(`cost-gallery-area-${lines[0]!.id}`).innerText()).toBe(`${Math.round(galleries).toLocaleString('nl-NL')} m² galerij`);

    // without the line the sheets say the galleries are unpriced, and one click takes the template's line back
    expect((await page.request.delete(`/api/costs/detail/${lines[0]!.id}`, { headers: { 'x-requested-with': 'plotwise' } })).status()).toBe(204);
    await page.reload();
    const warning = page.locator('[data-testid="finance-warnings"] [data-warning="galleries_unpriced"]');
    await expect.poll(() => warning.innerText()).toContain(Math.round(galleries).toLocaleString('nl-NL'));
    await warning.getByTestId('add-gallery-line').click();
    await page.getByTestId('finance-warnings').waitFor({ state: 'detached' });
    const [line] = await get<{ id: number; name: string; parameter: number }[]>(page, `/api/costs/list${q({ locationId, type: 'per_m2_gallery' })}`);
    expect(line).toMatchObject({ name: 'Galerijen', parameter: 1000 });
    await expect.poll(() => page.getByTestId(`cost-gallery-area-${line!.id}`).innerText()).toBe(`${Math.round(galleries).toLocaleString('nl-NL')} m² galerij`);
    expect((await expected(conceptA)).costs.rows.find((r) => r.id === String(line!.id))!.amount.cents).toBe(row.amount.cents);
  });

  it('changes a unit price typed in Dutch notation; results and RGW move by exactly what the engine gives', async () => {
    const before = await expected(conceptA);
    await sheets.tab('finance/income');
    const studio = units[0]!;
    // from the Enter on the price to the new total value in the page: recomputed and redrawn
    const redrawn = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let t0 = 0;
          document.addEventListener('keydown', (e) => e.key === 'Enter' && (t0 = performance.now()), { capture: true, once: true });
          const table = document.querySelector('[data-testid="income-table"]')!;
          new MutationObserver(() => t0 && resolve(performance.now() - t0)).observe(table, { attributes: true, attributeFilter: ['data-cents'], subtree: true });
        }),
    );
    await sheets.setPrice(studio.id, '1.234,5');
    console.log(`sheets: a price edit recomputed and redrawn in the page in ${(await redrawn).toFixed(1)} ms`);
    const after = await expected(conceptA);
    expect((await get<{ price: number }>(page, `/api/units/detail/${studio.id}`)).price).toBe(1234.5);
    const valueDelta = after.income.totalValue.cents - before.income.totalValue.cents;
    expect(valueDelta).not.toBe(0);
    await expect.poll(() => sheets.cents('income-total-value')).toBe(after.income.totalValue.cents);

    await expectNoSeriousViolations(page, 'sheets-income');
    await sheets.tab('finance/results');
    await expect.poll(() => sheets.cents('results-totalValue')).toBe(after.results.totalValue.cents);
    expect(await sheets.cents('results-result')).toBe(after.results.result.cents);
    await sheets.tab('finance/rgw');
    const rgwDelta = after.rgw.residualLandValue.cents - before.rgw.residualLandValue.cents;
    expect(rgwDelta).not.toBe(0);
    await expect.poll(() => sheets.cents('rgw-value')).toBe(before.rgw.residualLandValue.cents + rgwDelta);
    // the derivation adds up to the RGW, and the heat table has the 3 x 3 scenarios
    expect(await sheets.cents('rgw-line-land')).toBe(after.rgw.residualLandValue.cents);
    expect(await page.getByTestId('sensitivity-heat').locator('td').count()).toBe(9);
    // a figure explains itself on hover: the engine's formula and inputs
    await page.getByTestId('rgw-value').hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toContain(after.rgw.residualLandValue.formula);
    await expectNoSeriousViolations(page, 'sheets-rgw');
  });

  it('adds a cost line and the RGW falls by what the engine gives; a reload keeps the edits', async () => {
    const before = await expected(conceptA);
    await sheets.tab('finance/costs');
    const costId = await sheets.addCost('Bodemsanering');
    await sheets.setCostParameter(costId, '250.000');
    const after = await expected(conceptA);
    expect(after.rgw.residualLandValue.cents).toBeLessThan(before.rgw.residualLandValue.cents);
    await expect.poll(() => sheets.cents('costs-total-investment')).toBe(after.costs.totalInvestment.cents);
    await expectNoSeriousViolations(page, 'sheets-costs');
    await sheets.tab('finance/rgw');
    await expect.poll(() => sheets.cents('rgw-value')).toBe(after.rgw.residualLandValue.cents);

    await page.reload();
    await sheets.shell.waitForScreen('sheets.financeRgw');
    await expect.poll(() => sheets.cents('rgw-value')).toBe(after.rgw.residualLandValue.cents);
    await sheets.tab('finance/income');
    expect(await sheets.priceText(units[0]!.id)).toBe('1234,5');
  });

  // #39 item 2: a figure built on a missing input says so where it is shown, with the action that fixes it
  it('names a missing price above the sheets and beside the RGW, and leads to the prices; priced again, the notice goes', async () => {
    const before = await expected(conceptA);
    expect(before.warnings).toEqual([]);
    const row = before.income.rows.find((r) => r.source === 'unit_type' && r.count > 0)!;
    const unitId = Number(row.id);
    await sheets.tab('finance/income');
    const price = await sheets.priceText(unitId);
    await sheets.setPrice(unitId, '0');
    const after = await expected(conceptA);
    expect(after.warnings).toEqual([expect.objectContaining({ code: 'unpriced_unit_types', names: [row.name] })]);
    await sheets.tab('finance/rgw');
    const notice = page.getByTestId('finance-warnings');
    // this user reads Dutch
    await notice.getByText(`Geen prijs voor ${row.name}: ze leveren niets op.`).waitFor();
    await expect.poll(() => sheets.cents('rgw-value')).toBe(after.rgw.residualLandValue.cents);
    await expectNoSeriousViolations(page, 'sheets-rgw-with-warnings');
    await notice.getByRole('link', { name: 'Vul de prijzen in op het opbrengstenblad' }).click();
    await sheets.shell.waitForScreen('sheets.financeIncome');
    await sheets.setPrice(unitId, price);
    await expect.poll(() => notice.count()).toBe(0);
  });

  it('refuses a word typed as a price at the cell and saves nothing', async () => {
    const input = page.getByTestId(`price-${units[1]!.id}`);
    const was = await input.inputValue();
    await input.fill('duur');
    await input.press('Enter');
    await page.getByText('Geen getal: typ bijv. 1.234,56').waitFor();
    await input.press('Escape');
    expect(await input.inputValue()).toBe(was);
  });

  it('reorders a cost line in steps of 10 and archives it, after which the engine leaves it out', async () => {
    await sheets.tab('finance/costs');
    const costs = await get<{ id: number; name: string; order: number }[]>(page, `/api/costs/list${q({ locationId, category: 'building' }, '&order=order')}`);
    const added = costs.find((c) => c.name === 'Bodemsanering')!;
    const [put] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/costs/order') && r.method() === 'PUT'),
      page.getByRole('button', { name: 'Bodemsanering omhoog' }).click(),
    ]);
    const pairs = put.postDataJSON() as { id: number; order: number }[];
    // one place up among the building group's lines, renumbered in steps of 10 from 10
    expect(pairs.find((p) => p.id === added.id)?.order).toBe(costs.indexOf(added) * 10);
    expect(pairs.every((p) => p.order % 10 === 0)).toBe(true);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/costs/detail/${added.id}`) && r.request().method() === 'PATCH'),
      page.getByTestId(`archive-cost-${added.id}`).click(),
    ]);
    const after = await expected(conceptA);
    expect(after.costs.excluded.length).toBe(1);
    await expect.poll(() => sheets.cents('costs-total-investment')).toBe(after.costs.totalInvestment.cents);
  });

  it('edits the finance parameters in the side panel: the engine range at the field, then a saved yield moves the RGW', async () => {
    await sheets.open('finance/rgw', locationId, conceptA, 'rgw-value');
    await page.getByTestId('open-parameters').click();
    const yieldField = page.getByTestId('parameter-yield_percent');
    await yieldField.fill('0');
    await page.getByText('Buiten het bereik: ≥ 0,01, ≤ 100').waitFor();
    expect(await page.getByTestId('save-parameters').isDisabled()).toBe(true);
    await yieldField.fill('4,5');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/locations/detail/${locationId}`) && r.request().method() === 'PATCH'),
      page.getByTestId('save-parameters').click(),
    ]);
    const after = await expected(conceptA);
    expect(after.parameters.yieldPercent).toBe(4.5);
    await expect.poll(() => sheets.cents('rgw-value')).toBe(after.rgw.residualLandValue.cents);
  });

  it('sets the RGW against the municipality\'s ground price: not checked without one, the margin once entered, bad input at the field, removal asked first', async () => {
    const municipality = (await get<{ municipality: string }>(page, `/api/locations/detail/${locationId}`)).municipality;
    expect(municipality).toBeTruthy();
    await sheets.open('finance/rgw', locationId, conceptA, 'rgw-value');
    const panel = page.getByTestId('land-price-check');
    await expect.poll(() => panel.getByTestId('land-price-state').innerText()).toBe(`Geen grondprijs ingevoerd voor ${municipality}: niet getoetst.`);
    expect(await panel.getByTestId('land-price-margin').count()).toBe(0);
    // the plot sales beside it: this database holds no transactions layer, and the panel says so
    await expect.poll(() => panel.getByTestId('land-transactions').innerText()).toContain('Er is geen transactielaag geïmporteerd');
    // a price without its source is refused at the field, and nothing is stored
    await page.getByTestId('land-price-amount').fill('450,5');
    await page.getByTestId('land-price-save').click();
    await panel.getByText('Vul dit in.').waitFor();
    expect(await page.getByTestId('land-price-source-title').getAttribute('aria-invalid')).toBe('true');
    expect(await get<LandPrice[]>(page, '/api/landprices')).toEqual([]);
    await page.getByTestId('land-price-source-title').fill('Grondprijzenbrief 2026');
    await page.getByTestId('land-price-source-url').fill('https://www.example.nl/grondprijzenbrief-2026.pdf');
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/landprices') && r.request().method() === 'POST'), page.getByTestId('land-price-save').click()]);
    const stored = await get<LandPrice[]>(page, `/api/landprices?municipality=${encodeURIComponent(municipality)}`);
    expect(stored.map((p) => [p.use, p.basis, p.priceEuros])).toEqual([['residential_sale', 'per_m2_gfa', 450.5]]);
    // the screen's margin is the server's sheets of the concept against that price (one RGW, one check)
    const check = landPriceCheck(await expected(conceptA), landPriceEntries(stored));
    expect(check.marginCents).not.toBeNull();
    await expect.poll(() => sheets.cents('land-price-margin-total')).toBe(check.marginCents);
    expect(await sheets.cents('land-price-municipal')).toBe(check.municipalPriceCents);
    expect(await sheets.cents('land-price-line-residential_sale')).toBe(check.lines.find((l) => l.use === 'residential_sale')!.totalCents);
    if (check.status === 'partial') expect(await panel.getByTestId('land-price-state').innerText()).toMatch(/^Zonder .*: geen grondprijs ingevoerd/);
    else expect(await panel.getByTestId('land-price-state').count()).toBe(0);
    await panel.getByRole('link', { name: 'Grondprijzenbrief 2026 (2026)' }).first().waitFor();
    await expectNoSeriousViolations(page, 'sheets-rgw-land-price');
    // the same margin on the location's public page, with the letter as its source
    const publication = await call<{ id: number; key: string }>(page, 'post', '/api/publications/create', { source: 'location', id: locationId });
    await call(page, 'post', '/api/sections/list', { type: 'concept_land_price', publicationId: publication.id, order: 500 });
    await call(page, 'patch', `/api/publications/detail/${publication.id}`, { status: 2 });
    const visitor = await context.newPage();
    await visitor.goto(`/pub/location/${publication.key}`);
    const margins = visitor.locator('[data-testid="pub-land-price"] [data-figure="margin"]');
    await expect.poll(() => margins.count()).toBeGreaterThan(0);
    expect(Number(await margins.first().getAttribute('data-cents'))).toBe(check.marginCents);
    await visitor.getByRole('link', { name: 'Grondprijzenbrief 2026' }).first().waitFor();
    const marginText = (await margins.first().locator('.pub-num').innerText()).replace(/\s/g, '');
    await visitor.close();
    // and in the page's PDF, as the page writes it (pdftotext; spaces dropped, it keeps some and not others)
    const pdf = await page.request.get(`/api/publications/pdf/${publication.key}?lang=nl`, { timeout: 120_000 });
    expect(pdf.status()).toBe(200);
    const printed = pdfText(pdfFile(await pdf.body())).replace(/\s/g, '');
    expect(printed).toContain('MargeRGW−grondprijs');
    expect(printed).toContain(marginText);
    // removing asks first; after it the check is back to not checked
    await panel.getByTestId('land-price-entry').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect.poll(() => panel.getByTestId('land-price-state').innerText()).toBe(`Geen grondprijs ingevoerd voor ${municipality}: niet getoetst.`);
    expect(await get<LandPrice[]>(page, '/api/landprices')).toEqual([]);
    // a company that switched the check off (settings, feature flags) does not see it
    const staff = await apiSignedInAs(server.baseUrl, DEMO_USERS.staff);
    const companyId = (await get<{ user: { companyId: number } }>(page, '/api/auth/me')).user.companyId;
    const flag = (landPriceCheck: boolean) => call(staff, 'patch', `/api/admin/companies/detail/${companyId}`, { cfg: { flags: { landPriceCheck } } });
    await flag(false);
    await sheets.open('finance/rgw', locationId, conceptA, 'rgw-value');
    expect(await page.getByTestId('land-price-check').count()).toBe(0);
    await flag(true);
    await staff.close();
  });

  it('compares two concepts side by side', async () => {
    const a = await expected(conceptA);
    const b = await expected(conceptB);
    await sheets.open('finance/rgw', locationId, conceptA, 'rgw-value');
    await page.getByTestId('toggle-compare').click();
    await sheets.comparison().waitFor();
    await expect.poll(() => sheets.cents('compare-rgw-1'), { timeout: 30_000 }).toBe(b.rgw.residualLandValue.cents);
    expect(await sheets.cents('compare-rgw-0')).toBe(a.rgw.residualLandValue.cents);
    expect(a.rgw.residualLandValue.cents).not.toBe(b.rgw.residualLandValue.cents);
    await expectNoSeriousViolations(page, 'sheets-compare');
  });

  // #43 item 1: the parking cost per place by kind; the parking building's bays are places in a garage
  it('prices the places of a parking building at a line per place: the places under its price, the figure the engine gives', async () => {
    const conceptP = (await call<{ id: number }>(page, 'post', '/api/concepts/list', { name: 'Parkeergarage', locationId, order: 30 })).id;
    await call(page, 'post', '/api/buildings/list', { name: 'Garage', conceptId: conceptP, maxwidth: 30, maxlength: 40, maxheight: 9, cfg: { blocktype: 'parking', function: 'parking' } });
    const line = await call<{ id: number }>(page, 'post', '/api/costs/list', { name: 'Garageplaatsen', type: 'per_parking_place', category: 'building', parameter: 25_000, parking_kind: 'garage', locationId, order: 900 });
    const answer = await call<{ sheets: FinanceSheets; formFactors: { parking_spots: number }[] }>(page, 'post', '/api/finance/evaluate', { locationId, conceptId: conceptP });
    const places = answer.formFactors[0]!.parking_spots;
    expect(places).toBeGreaterThan(10);
    await sheets.open('finance/costs', locationId, conceptP, 'costs-total-investment');
    await expect.poll(() => page.getByTestId(`cost-places-${line.id}`).innerText()).toBe(`${places} plaatsen`);
    const row = answer.sheets.costs.rows.find((r) => r.id === String(line.id))!;
    expect(row.amount.cents).toBe(25_000 * places * 100);
    expect(await page.getByRole('combobox', { name: 'Telt plaatsen Garageplaatsen' }).inputValue()).toBe('Plaatsen in een parkeergarage');
    await expect.poll(() => sheets.cents('costs-total-investment')).toBe(answer.sheets.costs.totalInvestment.cents);
    // the flats of the other concepts draw no garage places: the line costs them nothing
    expect((await expected(conceptA)).costs.rows.find((r) => r.id === String(line.id))!.amount.cents).toBe(0);
  });

  it("answers a location that is not the company's with the not-found screen", async () => {
    await page.goto('/sheets/finance/income/999999');
    await sheets.shell.waitForScreen('notfound');
  });

  it('exports the sheets to Excel: the workbook recomputed from its formulas alone gives the RGW on screen, to the cent', async () => {
    await sheets.open('finance/rgw', locationId, conceptA, 'rgw-value');
    const shown = await sheets.cents('rgw-value');
    expect(shown).toBe((await expected(conceptA)).rgw.residualLandValue.cents);
    const t0 = performance.now();
    const file = await sheets.exportExcel();
    console.log(`sheets: Excel export downloaded in ${(performance.now() - t0).toFixed(0)} ms (${file.bytes.length} bytes)`);
    expect(file.name).toMatch(/^financien-concept-\d+-[\d-]+\.xlsx$/);
    const recomputed = await recomputeWorkbook(file.bytes);
    expect(recomputed.formulas).toBeGreaterThan(100);
    expect(recomputed.sheetNames).toEqual(['Invoer', 'Opbrengsten', 'Kosten', 'Resultaat', 'RGW']);
    expect(recomputed.rgwCents).toBe(shown);
    expect(await page.getByTestId('sheets-excel-error').count()).toBe(0);
    await expectNoSeriousViolations(page, 'sheets-excel');
  });
});

describe('the standard fields of all locations as a grid (/sheets/locations/standard_fields)', () => {
  // columns: road 0, house_number 1, postcode 2, city 3, ... region 7, ... plotsize 14, rating 15
  const cell = (row: number, col: number) => page.getByTestId('standard-fields-grid').locator(`input[data-row="${row}"][data-col="${col}"]`);

  it('takes a block pasted from Excel, fills down, refuses a word as a number at the cell, and saves all at once', async () => {
    await page.goto('/sheets/locations/standard_fields');
    await sheets.shell.waitForScreen('sheets.standardFields');
    await cell(2, 3).waitFor();
    const names = await page.getByTestId('standard-fields-grid').locator('tbody tr td:first-child').allInnerTexts();
    expect(names.slice(0, 3)).toEqual(['Leeg project', 'Merwedekanaalzone 5', 'Oostenburg Noord']);

    // a two-by-two block from a spreadsheet, pasted on the first row's city
    await cell(0, 3).click();
    await cell(0, 3).evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Almere\tFlevoland\r\nUtrecht\tUtrecht\r\n');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(await cell(0, 4).inputValue()).toBe('Flevoland');
    expect(await cell(1, 3).inputValue()).toBe('Utrecht');

    // fill down: the region typed in the first row, Ctrl+D in the two below
    await cell(0, 7).fill('Randstad');
    await cell(1, 7).click();
    await page.keyboard.press('Control+d');
    await cell(2, 7).click();
    await page.keyboard.press('Control+d');
    expect(await cell(2, 7).inputValue()).toBe('Randstad');

    // a word in a number column is refused at the cell and nothing can be saved; Dutch notation is read
    await cell(2, 14).fill('veel');
    await page.getByTestId('grid-invalid').waitFor();
    expect(await cell(2, 14).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('grid-save').isDisabled()).toBe(true);
    await cell(2, 14).fill('6.250');
    expect(await page.getByTestId('grid-invalid').count()).toBe(0);

    // Ctrl+Z takes the last change back, and it is typed again
    await cell(2, 14).press('Control+z');
    expect(await cell(2, 14).inputValue()).toBe('veel');
    await cell(2, 14).fill('6.250');

    // the save is one request; a list read beside it may still see the rows before it (PostgreSQL answers both at once)
    await page.getByTestId('grid-save').click();
    await expect.poll(async () => (await get<{ city: string | null }[]>(page, `/api/locations/list${q({ name: 'Merwedekanaalzone 5' })}`))[0]!.city).toBe('Utrecht');
    await expect
      .poll(async () => (await get<{ region: string; plotsize: number; city: string }[]>(page, `/api/locations/list${q({ name: 'Oostenburg Noord' })}`))[0]!)
      .toMatchObject({ region: 'Randstad', plotsize: 6250 });
    await page.reload();
    await sheets.shell.waitForScreen('sheets.standardFields');
    await expect.poll(() => cell(0, 3).inputValue()).toBe('Almere');
    expect(await cell(2, 14).inputValue()).toBe('6250');
  });
});

describe('the custom fields of all locations as a grid (/sheets/locations/custom_fields)', () => {
  it('writes a text, a choice and a check box per location in one save; a wrong choice is refused at the cell', async () => {
    const admin = await signedIn(DEMO_USERS.admin);
    const field = async (body: object) => (await call<{ id: number }>(admin.page, 'post', '/api/customfields/list', body)).id;
    await field({ name: 'Bron', type: 1, visibility: 'edit', order: 10 });
    const kans = await field({ name: 'Kans', type: 3, visibility: 'edit', order: 20 });
    await call(admin.page, 'post', '/api/customvalues/list', { name: 'Hoog', customfieldId: kans });
    await field({ name: 'Bezocht', type: 4, visibility: 'edit', order: 30 });
    await admin.context.close();

    await page.goto('/sheets/locations/custom_fields');
    await sheets.shell.waitForScreen('sheets.customFields');
    const cell = (row: number, col: number) => page.getByTestId('custom-fields-grid').locator(`input[data-row="${row}"][data-col="${col}"]`);
    await cell(2, 2).waitFor();
    await cell(2, 0).fill('Makelaar');
    await cell(2, 1).fill('laag');
    await page.getByTestId('grid-invalid').waitFor();
    await cell(2, 1).fill('hoog');
    await cell(2, 2).fill('ja');
    await page.getByTestId('grid-save').click();
    const where = encodeURIComponent(JSON.stringify({ locationId }));
    await expect
      .poll(async () => (await get<{ value: string | null }[]>(page, `/api/locationscustomvalues/list?where=${where}`)).map((v) => v.value).sort())
      .toEqual(['Hoog', 'Makelaar', 'true']);
    await page.reload();
    await sheets.shell.waitForScreen('sheets.customFields');
    // the grid draws its cells before the values arrive: wait for the value, not only for the cell
    await expect.poll(() => cell(2, 1).inputValue()).toBe('Hoog');
  });
});

/** Reads an exported workbook and recomputes it with HyperFormula from its formulas alone (cached results ignored). */
async function recomputeWorkbook(bytes: Buffer) {
  const book = await recomputeXlsx(bytes);
  // the RGW sheet's result: row 3, column B
  return { formulas: book.formulas, sheetNames: book.sheetNames, rgwCents: Math.round(Number(book.value('RGW', 3, 2)) * 100) };
}
