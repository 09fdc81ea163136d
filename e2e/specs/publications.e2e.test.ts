import { STORED_RESULT_FORMAT } from '@plotwise/contracts';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, lngLat } from '@plotwise/core';
import { blockExamples } from '@plotwise/core/generator/examples/blockExamples';
import { lngLatToRd } from '@plotwise/core/geometry/rdWgs84';
import { AppShell } from '../pages/AppShell';
import { PublicationPages } from '../pages/PublicationPages';
import { launchBrowser, phoneVisitor, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiJson, expectNoSeriousViolations, signedInAs } from '../support/session';

let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pubs: PublicationPages;

/** Create records as the signed-in company. */
const post = <T,>(entity: string, data: unknown) => apiJson<T>(page, 'post', `/api/${entity}/list`, data);

/** The document title in a PDF's information dictionary (Chromium writes it as UTF-16 hex or as a literal string). */
function pdfTitle(pdf: string): string | null {
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(pdf);
  if (hex) return Buffer.from(hex[1]!, 'hex').swap16().toString('utf16le');
  return /\/Title\s*\(([^)]*)\)/.exec(pdf)?.[1] ?? null;
}

const phone = () => phoneVisitor(browser, server.baseUrl);

/**
 * The concept "Variant Zuid" with two buildings: "Blok Zon" with a result stored under an input key of the past (a
 * gallery block placed on the plot), "Blok Later" never opened: the server generates both for the public page.
 */
async function conceptWithStoredBuilding(locationId: number) {
  const concept = await post<{ id: number }>('concepts', { name: 'Variant Zuid', locationId });
  const stored = await post<{ id: number; updatedAt: string }>('buildings', { name: 'Blok Zon', conceptId: concept.id });
  await post('buildings', { name: 'Blok Later', conceptId: concept.id });
  const generated = generate(blockExamples().find((e) => e.name === 'gallery_flats')!.input);
  const model = { ...generated.model, frame: { origin: lngLatToRd(lngLat(4.9258, 52.3705)), rotate_z: 0 } };
  const row = (await (await page.request.get(`/api/buildings/detail/${stored.id}`)).json()) as { updatedAt: string };
  const res = await page.request.put('/api/buildings/detail', {
    headers: { 'x-requested-with': 'e2e' },
    data: [{ id: stored.id, updatedAt: row.updatedAt, result: { format: STORED_RESULT_FORMAT, input_key: 'e2e', model, form_factors: generated.form_factors }, messages: [] }],
  });
  if (!res.ok()) throw new Error(`PUT buildings: ${res.status()} ${await res.text()}`);
}

let rejected: { id: number };
let accepted: { id: number };
let queryLocation: { id: number };

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  pubs = new PublicationPages(page);
  const loc = await post<{ id: number }>('locations', {
    name: 'Publicatiekavel',
    lat: 52.3707,
    lon: 4.9262,
    plotsize: 1600,
    owner: 'Geheime Eigenaar BV',
  });
  await post('plots', {
    locationId: loc.id,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [4.9255, 52.3702],
          [4.9271, 52.3702],
          [4.9271, 52.3711],
          [4.9255, 52.3711],
          [4.9255, 52.3702],
        ],
      ],
    },
  });
  await post('constraints', {
    locationId: loc.id,
    name: 'Maximale bouwhoogte',
    type: 'building_height',
    value: 18,
  });
  await post('concepts', { name: 'Variant Noord', locationId: loc.id });
  await conceptWithStoredBuilding(loc.id);
  const open = await post<{ id: number }>('customvalues', { name: 'Open voor bod', type: 'status' });
  rejected = await post<{ id: number }>('customvalues', { name: 'Afgewezen door gemeente', type: 'status' });
  accepted = await post<{ id: number }>('customvalues', { name: 'Akkoord gemeente', type: 'status' });
  const sq = await post<{ id: number }>('searchqueries', { name: 'Zoektocht Oost' });
  for (const [name, lat] of [['Haventerrein kavel 1', 52.372], ['Haventerrein kavel 2', 52.374]] as const)
    await post('locations', { name, lat, lon: 4.94, plotsize: 2400, businesspark: 'Haven-Oost', city: 'Amsterdam' });
  queryLocation = await post<{ id: number }>('locations', {
    name: 'Kavel Oost 7',
    lat: 52.37,
    lon: 4.93,
    searchQueryId: sq.id,
    status: open.id,
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('publications (issue #19 must show)', () => {
  it('a location publication with summary, regulations, concepts, map and survey: published, answered signed out on a phone, the answer reaches the company; hidden is 404', async () => {
    await pubs.openOverview();
    await pubs.createFrom('Location', 'Publicatiekavel');
    for (const type of ['location_summary', 'location_regulations', 'location_concepts', 'locations_map'])
      expect(await pubs.sectionCard(type).count()).toBe(1);

    await pubs.addSection('Survey');
    const survey = pubs.sectionCard('survey');
    await survey.waitFor();
    // the preview is the public page itself and follows typing before anything is saved
    const started = Date.now();
    await survey.getByTestId('section-param1').fill('Uw mening telt');
    await pubs.preview().getByRole('heading', { name: 'Uw mening telt' }).waitFor({ timeout: 2000 });
    const previewMs = Date.now() - started;
    console.log(`editor preview after a change: ${previewMs} ms`);
    await pubs.saved(/\/api\/sections\/detail\//, () => survey.getByTestId('section-param1').blur());

    // two questions; the second shows only when the first is answered "yes"
    await pubs.saved(/\/api\/sections\/detail\//, () => survey.getByTestId('add-question').click());
    await pubs.saved(/\/api\/sections\/detail\//, () => survey.getByTestId('add-question').click());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="question-card"]').length === 2);
    const card = (i: number) => survey.getByTestId('question-card').nth(i);
    const commit = async (i: number, testId: string, value: string) => {
      await card(i).getByTestId(testId).fill(value);
      await pubs.saved(/\/api\/sections\/detail\//, () =>
        card(i)
          .getByTestId(testId)
          .press(testId === 'question-values' ? 'Tab' : 'Enter'),
      );
    };
    await commit(0, 'question-name', 'Heeft u interesse?');
    await commit(0, 'question-field', 'interest');
    await card(0).getByTestId('question-type').click();
    await pubs.saved(/\/api\/sections\/detail\//, () =>
      page.getByRole('option', { name: 'One choice' }).click(),
    );
    await commit(0, 'question-values', 'Ja = yes\nNee = no');
    await commit(1, 'question-name', 'Hoeveel vierkante meter?');
    await commit(1, 'question-field', 'size');
    await card(1).getByTestId('question-type').click();
    await pubs.saved(/\/api\/sections\/detail\//, () => page.getByRole('option', { name: 'Number' }).click());
    await card(1).getByTestId('question-depends-field').click();
    await pubs.saved(/\/api\/sections\/detail\//, () =>
      page.getByRole('option', { name: 'Heeft u interesse? (interest)' }).click(),
    );
    await commit(1, 'question-depends-value', 'yes');

    await screenshot(page, 'publication-editor-survey');
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();
    expect(key.length).toBeGreaterThan(10);

    const { visitor, close } = await phone();
    await visitor.goto(`/pub/location/${key}`);
    await new AppShell(visitor).waitForScreen('pub.location');
    await visitor.getByTestId('pub-title').waitFor();
    expect(await visitor.getByTestId('pub-title').innerText()).toBe('Publicatiekavel');
    expect(await visitor.getByTestId('pub-constraints').innerText()).toContain('Maximale bouwhoogte');
    expect(await visitor.getByTestId('pub-concepts').innerText()).toContain('Variant Noord');
    expect(await visitor.content()).not.toContain('Geheime Eigenaar');
    expect(await visitor.title()).toContain('Publicatiekavel');
    // the HTML itself carries the link-preview tags (a chat app's crawler runs no script)
    const html = await (await visitor.request.get(`/pub/location/${key}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="Publicatiekavel · [^"]+"/);
    expect(html).not.toContain('Geheime Eigenaar');
    await visitor.getByTestId('pub-static-map').scrollIntoViewIfNeeded();
    await visitor.getByTestId('pub-static-map').waitFor();
    const form = visitor.getByTestId('pub-survey');
    await form.scrollIntoViewIfNeeded();
    expect(await form.getByText('Hoeveel vierkante meter?').count()).toBe(0);
    await screenshot(visitor, 'publication-phone-survey');
    await form.getByLabel('Ja').check();
    await form.getByTestId('question-size').fill('500');
    await screenshot(visitor, 'publication-phone');
    await Promise.all([
      visitor.waitForResponse((r) => /\/api\/sections\/list\/public/.test(r.url()) && r.status() === 201),
      form.getByRole('button', { name: 'Send' }).click(),
    ]);
    await visitor.getByTestId('survey-thanks').waitFor();
    // the private link brings the answers back; sending again replaces them
    const privateLink = await visitor.getByTestId('survey-private-link').inputValue();
    expect(privateLink).toMatch(new RegExp(`/pub/location/${key}\\?answers=[A-Za-z0-9_-]{22}$`));
    await visitor.goto(privateLink);
    const again = visitor.getByTestId('pub-survey');
    await again.getByTestId('survey-changing').waitFor();
    expect(await again.getByTestId('question-size').inputValue()).toBe('500');
    await again.getByTestId('question-size').fill('750');
    await Promise.all([
      visitor.waitForResponse((r) => /\/api\/sections\/list\/public/.test(r.url()) && r.status() === 201),
      again.getByRole('button', { name: 'Send' }).click(),
    ]);
    await visitor.getByTestId('survey-thanks').waitFor();
    expect(await visitor.getByTestId('survey-private-link').inputValue()).toBe(privateLink);

    await page.getByTestId('answers-tab').click();
    await page.getByTestId('answers-table').getByText('750', { exact: true }).waitFor();
    expect(await page.getByTestId('answers-table').getByText('500', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('answers-table').innerText()).toContain('yes');
    // a chart per question: the choice counted, the number's mean
    const charts = page.getByTestId('answer-chart');
    expect(await charts.count()).toBe(2);
    const choice = charts.filter({ hasText: 'Heeft u interesse?' });
    expect(await choice.getByTestId('answer-bar').evaluateAll((bars) => bars.map((b) => [b.textContent, b.getAttribute('data-count')]))).toEqual([['yes1 (100%)', '1']]);
    expect(await charts.filter({ hasText: 'Hoeveel vierkante meter?' }).getByTestId('answer-chart-summary').innerText()).toBe('1 answer · mean 750 · from 750 to 750');

    await pubs.setStatus('Hidden');
    await visitor.reload();
    await visitor.getByTestId('pub-not-found').waitFor();
    await close();
  }, 180_000);

  it('a concept publication with form factors, unit breakdown, floor plans and top view: published, read signed out on a phone', async () => {
    await pubs.openOverview();
    await pubs.createFrom('Concept', 'Variant Zuid');
    const added = { concept_formfactors: 'Form factors', concept_unit_breakdown: 'Unit breakdown', concept_floorplans: 'Floor plans', concept_topview: 'Top view' };
    await pubs.sectionCard('concept_summary').waitFor();
    const choice = page.getByTestId('add-section-type');
    for (const [type, label] of Object.entries(added)) {
      // the editor clears its choice when the previous section's write settles: choose until the choice holds
      await expect
        .poll(async () => {
          if ((await choice.inputValue()) !== label) {
            await choice.click();
            await page.getByRole('option', { name: label, exact: true }).click();
          }
          return choice.inputValue();
        })
        .toBe(label);
      await pubs.waitForWrite(/\/api\/sections\/list/, () => page.getByTestId('add-section').click());
      await pubs.sectionCard(type).waitFor();
      await expect.poll(() => choice.inputValue()).toBe('');
    }
    // the preview is the public page: the figures show there too
    await pubs.preview().getByTestId('pub-formfactors').waitFor();
    await screenshot(page, 'publication-editor-concept');
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phone();
    await visitor.goto(`/pub/concept/${key}`);
    await new AppShell(visitor).waitForScreen('pub.concept');
    const ff = visitor.getByTestId('pub-formfactors');
    await ff.waitFor();
    const gfa = await ff.locator('[data-factor="gfa"]').innerText();
    expect(gfa).toMatch(/Gross floor area \(GFA\)\s+[\d,]+ m²/);
    expect(await ff.locator('[data-factor="units"] td').nth(1).innerText()).toMatch(/^\d+$/);
    const units = visitor.getByTestId('pub-unit-breakdown');
    expect(await units.innerText()).toContain('Total');
    // the plan and the top view are server-made SVG images
    const plan = visitor.getByTestId('pub-floorplan-image').first();
    await plan.scrollIntoViewIfNeeded();
    expect(await plan.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const top = visitor.getByTestId('pub-topview');
    await top.scrollIntoViewIfNeeded();
    await expect.poll(() => top.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // the building never opened is generated on the server: both have their figures, none is "not available yet"
    expect(await visitor.getByTestId('concept-missing').count()).toBe(0);
    expect(await units.innerText()).not.toContain('not available');
    expect(await visitor.content()).not.toContain('Geheime Eigenaar');
    await screenshot(visitor, 'publication-phone-concept');
    await expectNoSeriousViolations(visitor, 'pub-concept');

    // the visitor downloads the page as a PDF: the server's browser prints the published page, plans included
    const visits = async () => {
      const rows = (await (await page.request.get('/api/publications/overview')).json()) as { key: string; visits: number }[];
      return rows.find((r) => r.key === key)?.visits;
    };
    const visitsBefore = await visits();
    expect(visitsBefore).toBeGreaterThan(0);
    const started = Date.now();
    const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByTestId('pub-pdf').click()]);
    const pdf = await readFile((await download.path())!);
    await download.saveAs('e2e/artifacts/publication-concept.pdf');
    const printMs = Date.now() - started;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(pdfTitle(text)).toBe('Variant Zuid · Demo Ontwikkeling');
    // A4 pages (595 x 842 points); every section is there, none cut over two pages: the header with the summaries,
    // the map and contact, then form factors, unit breakdown, plan and top view need five (a page printed before
    // its lazy sections arrived had one)
    expect(text).toMatch(/\/MediaBox \[0 0 59[56](\.\d+)? 84[23](\.\d+)?\]/);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(4);
    // a bound against a print that hangs, not the speed target (5 s, bench:publications): on CI's loaded machine the
    // print beside the other specs took 19 s once
    expect(printMs).toBeLessThan(30_000);
    console.log(`publication PDF: ${(pdf.length / 1024).toFixed(0)} KB in ${printMs} ms`);
    // printing is not a visit: the overview's count is unchanged by it
    expect(await visits()).toBe(visitsBefore);
    await close();
  }, 180_000);

  it('a search-query publication where a visitor rejects a location in the list and accepts it on its own page: its status changes each time', async () => {
    await pubs.openOverview();
    await pubs.createFrom('Search query', 'Zoektocht Oost');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await screenshot(page, 'publication-settings');
    await pubs.waitForWrite(/\/api\/publications\/detail\//, () =>
      page.getByLabel('Visitors may accept or reject locations').click({ force: true }),
    );
    await page.getByTestId('reject-status').click();
    await pubs.waitForWrite(/\/api\/publications\/detail\//, () =>
      page.getByRole('option', { name: 'Afgewezen door gemeente' }).click(),
    );
    await page.getByTestId('accept-status').click();
    await pubs.waitForWrite(/\/api\/publications\/detail\//, () =>
      page.getByRole('option', { name: 'Akkoord gemeente' }).click(),
    );
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phone();
    await visitor.goto(`/pub/searchquery/${key}`);
    await new AppShell(visitor).waitForScreen('pub.searchquery');
    const row = visitor.locator('[data-testid="pub-location-row"][data-name="Kavel Oost 7"]');
    await row.waitFor();
    expect(await row.getByTestId('pub-location-status').innerText()).toBe('Open voor bod');
    await visitor.getByLabel('Your name').fill('Gemeente Almere');
    await Promise.all([
      visitor.waitForResponse((r) => /\/api\/publications\/decision\//.test(r.url()) && r.ok()),
      row.getByRole('button', { name: 'Reject Kavel Oost 7' }).click(),
    ]);
    await expect
      .poll(() => row.getByTestId('pub-location-status').innerText())
      .toBe('Afgewezen door gemeente');
    const storedStatus = async () =>
      ((await (await page.request.get(`/api/locations/detail/${queryLocation.id}`)).json()) as { status: number }).status;
    expect(await storedStatus()).toBe(rejected.id);

    // the location's own page decides too, through the same route (issue #42)
    await row.getByRole('link', { name: 'Kavel Oost 7' }).click();
    await new AppShell(visitor).waitForScreen('pub.searchqueryLocation');
    const decision = visitor.getByTestId('pub-location-decision');
    await decision.getByLabel('Your name').fill('Gemeente Almere');
    await Promise.all([
      visitor.waitForResponse((r) => /\/api\/publications\/decision\//.test(r.url()) && r.ok()),
      decision.getByRole('button', { name: 'Accept Kavel Oost 7' }).click(),
    ]);
    await decision.getByText('Accepted.').waitFor();
    await visitor.getByText('Akkoord gemeente').first().waitFor();
    await close();
    expect(await storedStatus()).toBe(accepted.id);
  }, 120_000);

  it('a business-park publication lists the park\'s locations; a visitor opens one and goes back', async () => {
    await pubs.openOverview();
    await pubs.createFrom('Business park', 'Haven-Oost');
    const preview = pubs.preview();
    await preview.locator('[data-testid="pub-location-row"][data-name="Haventerrein kavel 2"]').waitFor();
    expect(await preview.getByTestId('pub-location-row').count()).toBe(2);
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phone();
    const shell = new AppShell(visitor);
    await visitor.goto(`/pub/businesspark/${key}`);
    await shell.waitForScreen('pub.businesspark');
    const row = visitor.locator('[data-testid="pub-location-row"][data-name="Haventerrein kavel 2"]');
    await row.waitFor();
    expect(await visitor.getByTestId('pub-location-row').count()).toBe(2);
    await expectNoSeriousViolations(visitor, 'pub-businesspark');
    await row.getByRole('link', { name: 'Haventerrein kavel 2' }).click();
    await shell.waitForScreen('pub.businessparkLocation');
    expect(visitor.url()).toMatch(new RegExp(`/pub/businesspark/${key}/[A-Za-z0-9_-]+$`));
    await visitor.getByRole('heading', { name: 'Haventerrein kavel 2' }).first().waitFor();
    await expectNoSeriousViolations(visitor, 'pub-businesspark-location');
    await visitor.getByRole('link', { name: /All locations of Haven-Oost/ }).click();
    await shell.waitForScreen('pub.businesspark');
    await row.waitFor();
    await close();
  }, 120_000);
});
