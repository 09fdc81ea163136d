import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { MapPage } from '../pages/MapPage';
import { OpportunitiesPage } from '../pages/OpportunitiesPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { waitForSearchIndex } from '../support/search';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';

// Site search in the browser on the demo region (1 500 parcels of the fictional town Knarwijk): build a query
// with three filters, watch the count follow a slider moved from the keyboard, save the query, reopen it from
// the list and open its activity; leaving an edited query asks first.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let shell: AppShell;
let map: MapPage;
let opp: OpportunitiesPage;
let consoleWatch: ReturnType<typeof watchConsole>;
const QUERY_NAME = 'Centrum kleine kavels';

beforeAll(async () => {
  server = await startServer({ demoRegion: 1500 });
  await waitForSearchIndex(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.user, DEMO_PASSWORD);
  shell = new AppShell(page);
  await shell.waitForScreen('home.gettingstarted');
  map = new MapPage(page);
  // sharp: at half resolution, under the full suite's load, the map of a query just saved ("save as") twice kept
  // colouring the matches of an earlier state of its filters (10 plots for 2; docs/testing.md, open)
  await map.offline('sharp');
  opp = new OpportunitiesPage(page);
}, 600_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the opportunities screens', () => {
  let queryId: number;
  let widened = 0;
  let newly = 0;

  it('builds a query of three filters; the count follows a slider moved with the keyboard; the map colours the matches', async () => {
    // rows per page are the user's list size (user cfg listSize, default 20)
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
    const saved = await page.request.patch(`/api/users/detail/${me.user.id}`, { data: { cfg: { listSize: 15 } }, headers: { 'x-requested-with': 'e2e' } });
    expect(saved.status()).toBe(200);
    await page.goto('/opportunities');
    await shell.waitForScreen('opportunities.map');
    expect(await opp.settledCount()).toBe(1500);
    await opp.resultsSettled();
    expect(await opp.resultRows().count()).toBe(15);

    // zoning: the default admits the residential zones only, a few plots of the demo town; then the town centre
    await opp.addFilter('Zoning');
    await expect.poll(() => opp.settledCount()).toBeLessThan(100);
    const admitted = opp.card('Zoning').getByLabel('Admitted values');
    await admitted.click();
    await admitted.press('Backspace');
    await admitted.press('Backspace');
    await admitted.fill('Centre');
    await page.getByRole('option', { name: /^Centre \(/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => opp.settledCount()).toBeGreaterThan(1000);
    const centre = await opp.settledCount();
    expect(centre).toBeLessThan(1500);

    await opp.addFilter('Plot size');
    await opp.addFilter('Number of buildings');
    const three = await opp.settledCount();
    expect(three).toBeGreaterThan(0);
    expect(three).toBeLessThanOrEqual(centre);
    expect(await page.getByTestId('filter-card').count()).toBe(3);
    // each slider shows the histogram of what the other filters admit; it arrives after the count (its own,
    // slower debounce) and gives the slider without a catalogue domain its range, so wait for it before a key
    await expect.poll(() => opp.card('Plot size').getByTestId('histogram').count(), { timeout: 15_000 }).toBe(1);

    // keyboard on the slider thumb: the minimum plot size goes up one step (1 000 m2), the count goes down
    const counts: number[] = [three];
    const thumb = opp.thumb('Minimum of Plot size');
    await thumb.focus();
    await thumb.press('ArrowRight');
    await expect.poll(() => opp.card('Plot size').getByRole('textbox', { name: 'Minimum', exact: true }).inputValue()).toMatch(/^1,?000$/);
    counts.push(await opp.settledCount());
    expect(counts[1]).toBeLessThan(counts[0]!);
    expect(counts[1]).toBeGreaterThan(0);
    // back and forth: the count follows each step
    await thumb.press('ArrowLeft');
    await expect.poll(() => opp.settledCount()).toBe(counts[0]);
    await thumb.press('ArrowRight');
    await expect.poll(() => opp.settledCount()).toBe(counts[1]);

    // the ranking: a row opens its explanation per filter
    await opp.resultsSettled();
    expect(await opp.resultRows().count()).toBe(Math.min(15, counts[1]!));
    await opp.resultRows().first().getByTestId('explain-toggle').click();
    const explanation = page.getByTestId('explanation');
    await explanation.waitFor();
    const text = await explanation.innerText();
    for (const label of ['Zoning', 'Plot size', 'Number of buildings']) expect(text).toContain(label);

    // a click on a row flies the map to the plot
    await opp.resultRows().first().click();
    await page.waitForURL(/\/opportunities\/17\//);

    // the map colours the matches by score
    await map.idle();
    await expect.poll(async () => (await map.rendered('search-matches')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'opportunities-builder');

    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
  }, 120_000);

  it('saves the query, which then runs in its own screen', async () => {
    // what the map colours: the matches of the filters on screen (the overlay's tiles name the query by a token of its
    // filters), never more plots than match
    const ids = (features: Record<string, unknown>[]) => [...new Set(features.map((f) => Number(f.plot_id)))].sort((a, b) => a - b);
    const overlayTiles = () =>
      page.evaluate(() => {
        const m = window.__plotwiseMap as unknown as { getLayer(id: string): { source: string } | undefined; getSource(id: string): { tiles?: string[] } | undefined };
        const source = m.getLayer('search-matches')?.source;
        return (source && m.getSource(source)?.tiles?.[0]) ?? null;
      });
    const count = await opp.settledCount();
    await map.idle();
    const tiles = await overlayTiles();
    expect(tiles).toMatch(/\/api\/search\/tiles\/[^/]+\/\{z\}/);
    // at rest the map colours at most the matches: under a loaded CI machine it coloured 69 plots for 2 matches for a
    // while (twice in 5 runs, an open race in the workspace's overlay, session notes of stops 51 and 52); a poll lets a
    // passing state through and still fails when the wrong colouring stays
    const coloured = async () => {
      await map.idle();
      return ids(await map.rendered('search-matches')).length;
    };
    await expect.poll(coloured, { timeout: 30_000 }).toBeLessThanOrEqual(count);
    expect(await coloured()).toBeGreaterThan(0);
    await page.getByTestId('save-as-query').click();
    await page.getByTestId('query-name-input').fill(QUERY_NAME);
    await page.getByTestId('query-dialog-submit').click();
    await page.waitForURL(/\/opportunities\/queries\/\d+\//);
    queryId = Number(/queries\/(\d+)/.exec(page.url())![1]);
    await shell.waitForScreen('opportunities.query');
    await expect.poll(() => page.getByTestId('workspace-title').innerText()).toBe(QUERY_NAME);
    await page.getByTestId('run-summary').waitFor();
    expect(await page.getByTestId('run-summary').innerText()).toMatch(/matches?\./);
    // after "save as" the map colours the same query's matches only, not every plot (it did until a reload)
    expect(await opp.settledCount()).toBe(count);
    await expect.poll(overlayTiles, { timeout: 15_000 }).toBe(tiles);
    await expect.poll(coloured, { timeout: 30_000 }).toBeLessThanOrEqual(count);
    expect(await coloured()).toBeGreaterThan(0);
  }, 120_000);

  it('reopens the query from the list with its filters and bounds', async () => {
    await page.goto('/opportunities');
    await shell.waitForScreen('opportunities.map');
    await opp.openTab('queries');
    const link = page.getByTestId('query-list').getByRole('link', { name: QUERY_NAME });
    await link.click();
    await page.waitForURL(new RegExp(`/opportunities/queries/${queryId}`));
    await shell.waitForScreen('opportunities.query');
    await expect.poll(() => page.getByTestId('filter-card').count()).toBe(3);
    expect(await page.getByTestId('filter-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-filter')))).toEqual(['size', 'zone', 'building_count']);
    expect(await opp.card('Plot size').getByRole('textbox', { name: 'Minimum', exact: true }).inputValue()).toMatch(/^1,?000$/);
    const count = await opp.settledCount();
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('run-summary').waitFor();
    // nothing is unsaved: the query as stored is the query on screen
    expect(await page.getByTestId('save-query').isDisabled()).toBe(true);

    // a result plot becomes a location of the query
    await opp.resultsSettled();
    const first = opp.resultRows().first();
    await first.getByRole('checkbox').check();
    await page.getByTestId('create-locations').click();
    await expect.poll(() => page.getByTestId('results').innerText()).toContain('1 location created.');

    // edit and save: no minimum plot size any more; the next run finds the plots that newly match
    const before = await opp.settledCount();
    await opp.thumb('Minimum of Plot size').focus();
    await opp.thumb('Minimum of Plot size').press('ArrowLeft');
    await expect.poll(() => opp.settledCount()).toBeGreaterThan(before);
    widened = await opp.settledCount();
    expect(await page.getByTestId('save-query').isDisabled()).toBe(false);
    await page.getByTestId('save-query').click();
    await expect.poll(() => page.getByTestId('run-summary').innerText()).toContain(`${(widened - before).toLocaleString('en-GB')} plots newly match`);
    expect(await page.getByTestId('save-query').isDisabled()).toBe(true);
    newly = widened - before;
  }, 60_000);

  it('shows the activity: the runs over time, the plots that newly match, and the notes', async () => {
    await page.getByTestId('activity-link').click();
    await shell.waitForScreen('opportunities.activity');
    await page.getByTestId('runs-table').waitFor();
    // saved, saved again after the edit (reopening records no run): newest first
    const runs = await page.getByTestId('run-row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => Number(td.textContent!.replace(/\D/g, '')))));
    expect(runs).toHaveLength(2);
    expect(runs[0]).toEqual([widened, newly]);
    expect(runs[1]![1]).toBe(0);
    expect(await page.getByTestId('runs-chart').isVisible()).toBe(true);
    expect(await page.getByTestId('new-matches').locator('a').count()).toBe(Math.min(100, newly));
    await page.getByRole('textbox', { name: 'New note' }).fill('Eigenaren benaderen');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => page.getByTestId('notes').innerText()).toContain('Eigenaren benaderen');
    await screenshot(page, 'opportunities-activity');
    expect(consoleWatch.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  }, 60_000);

  it('guards an edited saved query: a map move passes, a menu click asks, Stay keeps the edit, Leave drops it', async () => {
    await page.goto(`/opportunities/queries/${queryId}`);
    await shell.waitForScreen('opportunities.query');
    await expect.poll(() => page.getByTestId('filter-card').count()).toBe(3);
    await opp.settledCount();
    const guard = page.getByRole('dialog', { name: 'Leave without saving?' });

    // the edit: a minimum plot size again
    await opp.thumb('Minimum of Plot size').focus();
    await opp.thumb('Minimum of Plot size').press('ArrowRight');
    await expect.poll(() => page.getByTestId('save-query').isDisabled()).toBe(false);
    const edited = await opp.card('Plot size').getByRole('textbox', { name: 'Minimum', exact: true }).inputValue();

    // flying the map to a result plot rewrites the URL of the same query: no question
    await opp.resultsSettled();
    await opp.resultRows().first().click();
    await page.waitForURL(new RegExp(`/opportunities/queries/${queryId}/17/`));
    expect(await guard.count()).toBe(0);

    // a menu item: the guard asks; Stay keeps the screen and the edit
    await shell.nav().getByRole('link', { name: 'Settings' }).click();
    await guard.waitFor();
    await screenshot(page, 'opportunities-unsaved-guard');
    await guard.getByRole('button', { name: 'Stay and keep editing' }).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/opportunities/queries/${queryId}/`));
    expect(await shell.screenId()).toBe('opportunities.query');
    expect(await opp.card('Plot size').getByRole('textbox', { name: 'Minimum', exact: true }).inputValue()).toBe(edited);
    expect(await page.getByTestId('save-query').isDisabled()).toBe(false);

    // asked again, Leave goes where the menu pointed, and the edit is not saved
    await shell.nav().getByRole('link', { name: 'Settings' }).click();
    await guard.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/settings'));
    await shell.waitForScreen();
    await page.goto(`/opportunities/queries/${queryId}`);
    await shell.waitForScreen('opportunities.query');
    await expect.poll(() => page.getByTestId('filter-card').count()).toBe(3);
    expect(await opp.card('Plot size').getByRole('textbox', { name: 'Minimum', exact: true }).inputValue()).not.toBe(edited);
    expect(await page.getByTestId('save-query').isDisabled()).toBe(true);
  }, 90_000);

  it("offers the owner type filter over the company's own owners, in English and Dutch", async () => {
    await page.goto('/opportunities');
    await shell.waitForScreen('opportunities.map');
    await opp.settledCount();
    await opp.addFilter('Owner type');
    const card = opp.card('Owner type');
    expect(await card.innerText()).toContain('From the owners your company keeps');
    await card.getByLabel('Admitted values').click();
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(expect.arrayContaining(['Municipality', 'Housing association', 'Unknown']));
    // the demo company keeps no owners: no plot has a municipality as owner, every plot is of unknown owner
    await page.getByRole('option', { name: 'Municipality', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => opp.settledCount()).toBe(0);
    await shell.switchLanguage('nl');
    const kaart = opp.card('Soort eigenaar');
    await kaart.waitFor();
    await expect.poll(() => kaart.innerText()).toContain('Uit de eigenaren die jouw bedrijf');
    expect(await kaart.innerText()).toContain('Gemeente');
    await kaart.getByLabel('Toegelaten waarden').click();
    await page.getByRole('option', { name: 'Onbekend', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => opp.settledCount()).toBe(1500);
    await shell.switchLanguage('en');
  }, 60_000);
});
