import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { PublicationPages } from '../pages/PublicationPages';
import { launchBrowser, phoneVisitor, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiJson, signedInAs } from '../support/session';

// Issue #19: a location's image on its public page (the images carrousel), and a plain survey at /pub/publication.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pubs: PublicationPages;
let locationId: number;
let locationKey: string;

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  pubs = new PublicationPages(page);
  ({ id: locationId, key: locationKey } = await apiJson<{ id: number; key: string }>(page, 'post', '/api/locations/list', { name: 'Beeldkavel', lat: 52.37, lon: 4.92 }));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('publication images and plain surveys (issue #19)', () => {
  it('an image uploaded to a location shows in its published publication, signed out', async () => {
    const editor = new LocationModifyPage(page);
    await editor.open(locationId);
    // an 800 x 450 PNG drawn by the browser itself
    const dataUrl = await page.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 800, height: 450 });
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2f6f9f';
      g.fillRect(0, 0, 800, 450);
      return canvas.toDataURL('image/png');
    });
    const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    expect((await editor.uploadImage('Vooraanzicht.png', png)).status()).toBe(201);

    await pubs.openOverview();
    await pubs.createFrom('Location', 'Beeldkavel');
    await pubs.addSection('Images');
    const card = pubs.sectionCard('images_carrousel');
    await card.waitFor();
    // by default every image of the location; the pick lists them with their captions
    expect(await card.getByTestId('image-choices-all').isChecked()).toBe(true);
    await pubs.saved(/\/api\/sections\/detail\//, () => card.getByTestId('image-choices-all').uncheck());
    expect(await card.getByTestId('image-choice').count()).toBe(1);
    expect(await card.getByTestId('image-choice').isChecked()).toBe(true);
    // the preview (a draft) shows it from the company's own address
    const inPreview = pubs.preview().getByTestId('pub-image');
    await inPreview.waitFor();
    await expect.poll(() => inPreview.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(800);
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phoneVisitor(browser, server.baseUrl);
    await visitor.goto(`/pub/location/${key}`);
    await new AppShell(visitor).waitForScreen('pub.location');
    const image = visitor.getByTestId('pub-image');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await image.getAttribute('alt')).toBe('Vooraanzicht.png');
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^/api/publications/images/${key}/[0-9a-f]{32}$`));
    expect(await image.getAttribute('width')).toBe('800');
    // one image: no previous/next to press
    expect(await visitor.getByTestId('pub-image-next').count()).toBe(0);
    await screenshot(visitor, 'publication-phone-images');
    const src = (await image.getAttribute('src'))!;
    const res = await visitor.request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');

    // the PDF printer shows every image of the carrousel and waits for them: the PDF embeds the image
    const pdf = await visitor.request.get(`/api/publications/pdf/${key}?lang=en`, { timeout: 60_000 });
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

    // hidden: the image goes with the page
    await pubs.setStatus('Hidden');
    expect((await visitor.request.get(src)).status()).toBe(404);
    await close();
  }, 180_000);

  it("a search query's location shows its image on its own page, signed out", async () => {
    // the location with the image, found by a search query
    const sq = await apiJson<{ id: number }>(page, 'post', '/api/searchqueries/list', { name: 'Beeldzoektocht', cfg: { filters: [] } });
    await apiJson(page, 'patch', `/api/locations/detail/${locationId}`, { searchQueryId: sq.id });
    await pubs.openOverview();
    await pubs.createFrom('Search query', 'Beeldzoektocht');
    await pubs.addSection('Images');
    const card = pubs.sectionCard('images_carrousel');
    // no pick on a list: the editor says each location's page shows its own images
    await card.getByTestId('image-choices-per-location').waitFor();
    expect(await card.getByTestId('image-choices').count()).toBe(0);
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phoneVisitor(browser, server.baseUrl);
    await visitor.goto(`/pub/searchquery/${key}`);
    await new AppShell(visitor).waitForScreen('pub.searchquery');
    // the list of locations has no carrousel: it belongs to each location's own page
    expect(await visitor.locator('[data-section="images_carrousel"]').count()).toBe(0);
    await visitor.goto(`/pub/searchquery/${key}/${locationKey}`);
    const image = visitor.getByTestId('pub-image');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 15_000 }).toBe(800);
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^/api/publications/images/${key}/[0-9a-f]{32}$`));
    await close();
  }, 180_000);

  it('a plain survey: created without a record, two questions with a dependency, answered signed out on a phone', async () => {
    await pubs.openOverview();
    await pubs.createSurvey('Buurtenquête');
    const survey = pubs.sectionCard('survey');
    await survey.waitFor();
    await pubs.saved(/\/api\/sections\/detail\//, () => survey.getByTestId('add-question').click());
    await pubs.saved(/\/api\/sections\/detail\//, () => survey.getByTestId('add-question').click());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="question-card"]').length === 2);
    const card = (i: number) => survey.getByTestId('question-card').nth(i);
    const commit = async (i: number, testId: string, value: string) => {
      await card(i).getByTestId(testId).fill(value);
      await pubs.saved(/\/api\/sections\/detail\//, () => card(i).getByTestId(testId).press(testId === 'question-values' ? 'Tab' : 'Enter'));
    };
    await commit(0, 'question-name', 'Woont u in de buurt?');
    await commit(0, 'question-field', 'resident');
    await card(0).getByTestId('question-type').click();
    await pubs.saved(/\/api\/sections\/detail\//, () => page.getByRole('option', { name: 'One choice' }).click());
    await commit(0, 'question-values', 'Ja = yes\nNee = no');
    await commit(1, 'question-name', 'Hoeveel jaar al?');
    await commit(1, 'question-field', 'years');
    await card(1).getByTestId('question-type').click();
    await pubs.saved(/\/api\/sections\/detail\//, () => page.getByRole('option', { name: 'Number' }).click());
    await card(1).getByTestId('question-depends-field').click();
    await pubs.saved(/\/api\/sections\/detail\//, () => page.getByRole('option', { name: 'Woont u in de buurt? (resident)' }).click());
    await commit(1, 'question-depends-value', 'yes');
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();
    // the editor's public link is the spec's address of a survey
    expect(await page.getByTestId('editor-public-link').getAttribute('href')).toBe(`/pub/publication/${key}`);

    const { visitor, close } = await phoneVisitor(browser, server.baseUrl);
    const warnings: string[] = [];
    visitor.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await visitor.goto(`/pub/publication/${key}`);
    await new AppShell(visitor).waitForScreen('pub.publication');
    expect(await visitor.getByTestId('pub-title').innerText()).toBe('Buurtenquête');
    expect(new URL(visitor.url()).pathname).toBe(`/pub/publication/${key}`);
    const form = visitor.getByTestId('pub-survey');
    await form.waitFor();
    expect(await form.getByText('Hoeveel jaar al?').count()).toBe(0);
    await form.getByLabel('Ja').check();
    await form.getByTestId('question-years').fill('12');
    await screenshot(visitor, 'publication-phone-plain-survey');
    await Promise.all([
      visitor.waitForResponse((r) => /\/api\/sections\/list\/public/.test(r.url()) && r.status() === 201),
      form.getByRole('button', { name: 'Send' }).click(),
    ]);
    await visitor.getByTestId('survey-thanks').waitFor();
    expect(await visitor.getByTestId('survey-private-link').inputValue()).toMatch(new RegExp(`/pub/publication/${key}\\?answers=`));
    expect(warnings.filter((w) => w.includes('Unknown publication type'))).toEqual([]);
    await close();

    await page.getByTestId('answers-tab').click();
    await page.getByTestId('answers-table').getByText('12', { exact: true }).waitFor();
    expect(await page.getByTestId('answers-table').innerText()).toContain('yes');
    expect(await page.getByTestId('answer-chart').count()).toBe(2);
  }, 180_000);
});
