import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupFilter } from '@plotwise/contracts';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { AppShell } from '../pages/AppShell';
import { PublicationPages } from '../pages/PublicationPages';
import { launchBrowser, phoneVisitor, screenshot } from '../support/browser';
import { loadTown, TOWN } from '../support/geodata';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiJson, expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #19, the section registry: the locations carousel, table and summary, the location's public custom fields,
// current situation, context and business, a search query location's filter summary and the publications list,
// added in the editor, published and read signed out on a phone.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pubs: PublicationPages;

/** Create records as the signed-in company. */
const post = <T,>(entity: string, data: unknown) => apiJson<T>(page, 'post', `/api/${entity}/list`, data);

const phone = () => phoneVisitor(browser, server.baseUrl);

beforeAll(async () => {
  server = await startServer();
  // the little town's parcels, buildings and addresses: the figures of Dokkavel A's parcel and their sources
  await loadTown(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  pubs = new PublicationPages(page);
  const status = await post<{ id: number }>('customvalues', { name: 'In onderzoek', type: 'status' });
  const a = await post<{ id: number }>('locations', { name: 'Dokkavel A', lat: 52.39, lon: 4.9, plotsize: 2400, businesspark: 'Dok-Noord', city: 'Amsterdam', status: status.id });
  await post('locations', { name: 'Dokkavel B', lat: 52.391, lon: 4.9, plotsize: 1200, businesspark: 'Dok-Noord', city: 'Amsterdam' });
  // the town's first parcel (gridParcels: 18 x 17 m at the town's corner), linked by its cadastral identificatie
  const corner = [[0, 0], [18, 0], [18, 15], [0, 15], [0, 0]].map(([dx, dy]) => rdToLngLat(rdPoint(TOWN.x + dx!, TOWN.y + dy!)));
  await post('plots', { locationId: a.id, type: 'perceel', geometry: { type: 'Polygon', coordinates: [corner.map((p) => [p.lng, p.lat])] }, properties: { identificatie: '84920000000000' } });
  const open = await post<{ id: number }>('customfields', { name: 'Aanbiedingsvorm', type: 1, publish: true, visibility: 'edit' });
  const internal = await post<{ id: number }>('customfields', { name: 'Interne vraagprijs', type: 1, publish: false, visibility: 'edit' });
  await post('locationscustomvalues', { locationId: a.id, customfieldId: open.id, value: 'Erfpacht' });
  await post('locationscustomvalues', { locationId: a.id, customfieldId: internal.id, value: 'Geheim bedrag' });
  const filters = [{ key: 'size', type: 'range', enabled: true, param1: 500, param2: 5000, order: 10 }];
  const sq = await post<{ id: number }>('searchqueries', { name: 'Zoektocht West', cfg: { filters } });
  await post('locations', { name: 'Westkavel 3', lat: 52.36, lon: 4.85, plotsize: 900, searchQueryId: sq.id, score: 72.5 });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('publication sections (issue #19 section registry)', () => {
  it("a search query's location shows how it did under the query's filters, on the location's own page only", async () => {
    await pubs.openOverview();
    await pubs.createFrom('Search query', 'Zoektocht West');
    await pubs.addSections({ location_filter_summary: 'Search criteria' });
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phone();
    const shell = new AppShell(visitor);
    await visitor.goto(`/pub/searchquery/${key}`);
    await shell.waitForScreen('pub.searchquery');
    const row = visitor.locator('[data-testid="pub-location-row"][data-name="Westkavel 3"]');
    await row.waitFor();
    // it describes one location: not on the list of them
    expect(await visitor.locator('[data-section="location_filter_summary"]').count()).toBe(0);
    await row.getByRole('link', { name: 'Westkavel 3' }).click();
    await shell.waitForScreen('pub.searchqueryLocation');
    const summary = visitor.locator('[data-section="location_filter_summary"]');
    await summary.getByText('Search query: Zoektocht West').waitFor();
    expect(await visitor.getByTestId('pub-filter-score').innerText()).toBe('Score: 72.5');
    expect(await visitor.getByTestId('pub-filter-summary').innerText()).toContain(lookupFilter('size')!.label.en);
    await expectNoSeriousViolations(visitor, 'pub-searchquery-filter-summary');
    await close();
  }, 180_000);

  it('a business park with carousel, table, summary, publications list and location sections: published, read signed out on a phone', async () => {
    await pubs.openOverview();
    await pubs.createFrom('Business park', 'Dok-Noord');
    await pubs.addSections({
      locations_carrousel: 'Locations (carousel)',
      locations_table: 'Table of locations',
      locations_summary: 'Locations summary',
      location_customfields: 'Custom fields',
      location_current_situation: 'Current situation',
      location_context: 'Context',
      location_business: 'Business',
      publications_list: 'List of publications',
    });
    // the preview is the public page: the lazily loaded table shows there too
    await pubs.preview().getByTestId('pub-locations-table').waitFor();
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const { visitor, close } = await phone();
    const shell = new AppShell(visitor);
    await visitor.goto(`/pub/businesspark/${key}`);
    await shell.waitForScreen('pub.businesspark');
    const summary = visitor.getByTestId('pub-locations-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Locations\s+2\s+Total area\s+3,600 m²/i);
    expect(await visitor.getByTestId('pub-locations-by-status').innerText()).toContain('In onderzoek');
    expect(await visitor.getByTestId('pub-table-row').count()).toBe(2);
    // the carousel: one card, moved with the keyboard
    const card = visitor.getByTestId('pub-carrousel-card');
    expect(await card.getAttribute('data-name')).toBe('Dokkavel A');
    await card.focus();
    await visitor.keyboard.press('ArrowRight');
    await expect.poll(() => card.getAttribute('data-name')).toBe('Dokkavel B');
    expect(await visitor.getByTestId('pub-carrousel-position').innerText()).toBe('2 of 2');
    await visitor.keyboard.press('Home');
    await expect.poll(() => card.getAttribute('data-name')).toBe('Dokkavel A');
    // the company's other published publication, linked
    const list = visitor.getByTestId('pub-publications-list');
    await list.getByRole('link', { name: 'Zoektocht West' }).waitFor();
    expect(await visitor.locator('[data-section="location_customfields"]').count()).toBe(0);
    await screenshot(visitor, 'publication-phone-businesspark-sections');
    await expectNoSeriousViolations(visitor, 'pub-businesspark-sections');

    // a location's own page: its public custom field, never the internal one; figures, and no section that has
    // nothing to show (a visitor never reads "no figures are known": issue #39 item 6)
    await visitor.getByTestId('pub-locations-table').getByRole('link', { name: 'Dokkavel A' }).click();
    await shell.waitForScreen('pub.businessparkLocation');
    const fields = visitor.getByTestId('pub-customfields');
    await fields.waitFor();
    expect(await fields.innerText()).toMatch(/Aanbiedingsvorm\s+Erfpacht/);
    await visitor.locator('[data-section="location_current_situation"]').waitFor();
    // the parcel's BAG figures, each naming its source, the date of the BAG extract (its StandTechnischeDatum, a past date,
    // read from the extract) and the import date on hover, and once in print under the section
    const figures = visitor.getByTestId('pub-figures-currentSituation');
    await figures.waitFor();
    expect(await figures.locator('[data-figure="building_count"]').innerText()).toMatch(/1$/);
    expect(await figures.locator('[data-figure="building_count"]').getAttribute('title')).toMatch(/^Kadaster \/ PDOK, BAG \(CC0\), as of 15 Jun 2020 \(imported \d/);
    expect(await visitor.getByTestId('pub-figures-currentSituation-sources').innerText()).toMatch(/^Sources?: Kadaster \/ PDOK, BAG \(CC0\), as of 15 Jun 2020 \(imported/);
    // the business section shows its figures where the CBS data has them, and is left out where it has none
    const business = visitor.locator('[data-section="location_business"]');
    if (await business.count()) expect(await business.innerText()).toMatch(/Employees/);
    expect(await visitor.getByTestId('section-empty').count()).toBe(0);
    expect(await visitor.content()).not.toMatch(/No business figures are known|No figures on the surroundings are known/);
    const html = await visitor.content();
    expect(html).not.toContain('Interne vraagprijs');
    expect(html).not.toContain('Geheim bedrag');
    await expectNoSeriousViolations(visitor, 'pub-businesspark-location-sections');
    await close();
  }, 240_000);
});
