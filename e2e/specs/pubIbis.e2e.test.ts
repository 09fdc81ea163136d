import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPage } from '@plotwise/contracts';
import { AppShell } from '../pages/AppShell';
import { PublicationPages } from '../pages/PublicationPages';
import { pdfFile, pdfText } from '../support/pdf';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// The public IBIS survey: the company publishes a survey of the demo municipality's business parks; a company on
// the park "De Knar" answers it signed out; the park page shows the reported figure and the company sees the answer.
// The parks come in as an administrator loads the IBIS layer (a GeoJSON through the staff import), with the demo
// region's park De Knar as its generator writes it: the small demo regions of the browser tests (1500 parcels) end
// before the town's business cell.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pubs: PublicationPages;

const square = (x: number, y: number) => [[[x, y], [x + 0.01, y], [x + 0.01, y + 0.006], [x, y + 0.006], [x, y]]];
const IBIS = {
  type: 'FeatureCollection',
  features: [
    ['ibis-9960-001', { name: 'De Knar', ibis_id: '9960/001', gross_size_ha: 48.3, net_size_ha: 36.7 }, 5.3],
    ['ibis-9960-002', { name: 'Knarpoort', ibis_id: '9960/002', gross_size_ha: 12, net_size_ha: 9.5 }, 5.32],
  ].map(([id, props, x]) => ({
    type: 'Feature',
    id,
    properties: { ...(props as object), municipality: 'Knarwijk', kind: 'gemengd bedrijventerrein', status: 'bestaand', start_year: 1988, environmental_category: '4.1' },
    geometry: { type: 'Polygon', coordinates: square(x as number, 52.45) },
  })),
};
// a park over the demo region's first district (RD 159 600-160 400, 489 600-490 400), where the demo's zoning plan and
// BAG lie: what the regulations and densify sections measure
IBIS.features.push(<(typeof IBIS.features)[number]>{
  type: 'Feature',
  id: 'ibis-9960-003',
  properties: { name: 'Knarhaven', ibis_id: '9960/003', gross_size_ha: 64, net_size_ha: 51.2, municipality: 'Knarwijk', kind: 'gemengd bedrijventerrein', status: 'bestaand', start_year: 1990, environmental_category: '3.2' },
  geometry: { type: 'Polygon', coordinates: [[[5.4548, 52.3942], [5.4666, 52.3942], [5.4666, 52.4014], [5.4548, 52.4014], [5.4548, 52.3942]]] },
});

// a motorway (NWB road manager R) 0.05 degrees (about 3.4 km) west of De Knar
const ROADS = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', id: 'a6', properties: { road_type: 'main', WEGBEHSRT: 'R', name: 'A6' }, geometry: { type: 'LineString', coordinates: [[5.25, 52.3], [5.25, 52.6]] } }],
};

/** Loads a layer (the IBIS business parks, the roads) as the demo staff user, through the import API an administrator uses. */
async function loadLayer(baseUrl: string, fileName: string, data: unknown, dataDate?: string) {
  const headers = { 'x-requested-with': 'e2e' };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.staff, password: DEMO_PASSWORD }),
  });
  const cookie = String(login.headers.get('set-cookie')).split(';')[0]!;
  const form = new FormData();
  form.set('format', 'geojson');
  form.set('file', new Blob([JSON.stringify(data)]), fileName);
  if (dataDate) form.set('dataDate', dataDate); // a GeoJSON states no date of its data: the administrator gives it
  const res = await fetch(`${baseUrl}/api/admin/import`, { method: 'POST', headers: { ...headers, cookie }, body: form });
  if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: number };
  for (let i = 0; i < 600; i++) {
    const job = (await (await fetch(`${baseUrl}/api/admin/import/${jobId}`, { headers: { cookie } })).json()) as { status: string; error?: string };
    if (job.status === 'succeeded') return;
    if (job.status === 'failed') throw new Error(`import: ${job.error ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import: no end');
}

beforeAll(async () => {
  // the demo region (its first district: zoning plan, BAG, CBS) is what the regulations and densify sections measure
  server = await startServer({ demoRegion: 1500 });
  await loadLayer(server.baseUrl, 'business_parks.geojson', IBIS, '2024-07-01');
  await loadLayer(server.baseUrl, 'roads.geojson', ROADS);
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  pubs = new PublicationPages(page);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the IBIS survey (/pub/ibis)', () => {
  it('published, answered by a signed-out visitor for De Knar, the reported figure shown, the answer with its park for the company', async () => {
    await pubs.openOverview();
    await pubs.createFrom('IBIS survey', 'Knarwijk');
    const survey = pubs.sectionCard('survey');
    await survey.waitFor();
    await pubs.saved(/\/api\/sections\/detail\//, () => survey.getByTestId('add-question').click());
    const card = survey.getByTestId('question-card').first();
    for (const [testId, value] of [['question-name', 'Netto oppervlakte in hectare'], ['question-field', 'net_size_ha']] as const) {
      await card.getByTestId(testId).fill(value);
      await pubs.saved(/\/api\/sections\/detail\//, () => card.getByTestId(testId).press('Enter'));
    }
    await card.getByTestId('question-type').click();
    await pubs.saved(/\/api\/sections\/detail\//, () => page.getByRole('option', { name: 'Number' }).click());
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();
    expect(key.length).toBeGreaterThan(10);

    const visitorContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL', viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pub/ibis/${key}`);
    await new AppShell(visitor).waitForScreen('pub.ibis');
    await visitor.getByTestId('ibis-municipalities').waitFor();
    await visitor.getByTestId('ibis-municipality').filter({ hasText: 'Knarwijk' }).click();
    const row = visitor.locator('[data-testid="ibis-park-row"][data-name="De Knar"]');
    await row.waitFor();
    expect(await row.innerText()).toContain('9960/001');
    expect(await row.innerText()).toMatch(/\d+,\d ha/); // Dutch decimals
    // the map of the parks, loaded near the viewport: each outline a link to its park, reached with the keyboard
    await visitor.getByTestId('ibis-map-section').scrollIntoViewIfNeeded();
    const map = visitor.getByTestId('ibis-map');
    await map.waitFor();
    expect(await map.getByTestId('ibis-map-park').count()).toBe(3);
    await map.locator('[data-rin="9960/001"]').focus();
    await visitor.keyboard.press('Enter');
    await visitor.getByTestId('ibis-park-name').waitFor();
    expect(visitor.url()).toContain('/Knarwijk/9960%2F001');
    await visitor.goBack();
    await row.waitFor();
    await row.getByRole('link', { name: 'De Knar' }).click();
    await visitor.getByTestId('ibis-park-name').waitFor();
    expect(visitor.url()).toContain('/Knarwijk/9960%2F001');
    expect(await visitor.title()).toContain('De Knar');
    await screenshot(visitor, 'pub-ibis-park');
    const form = visitor.getByTestId('pub-survey');
    await form.getByTestId('question-net_size_ha').fill('veel');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await form.getByRole('alert').waitFor(); // a word is not a number: named before sending
    await form.getByTestId('question-net_size_ha').fill('12,5');
    await Promise.all([
      visitor.waitForResponse((r) => /\/api\/publications\/ibis\//.test(r.url()) && r.request().method() === 'POST' && r.status() === 201),
      form.getByRole('button', { name: 'Versturen' }).click(),
    ]);
    await visitor.getByTestId('survey-thanks').waitFor();
    const net = visitor.getByTestId('ibis-figure-net_size_ha');
    await net.getByTestId('ibis-reported').waitFor();
    expect(await net.getByTestId('ibis-reported').innerText()).toBe('12,5 ha');
    expect(await net.innerText()).toContain('opgegeven in de enquête op');
    // the way back, and a park that is not there
    await visitor.getByTestId('ibis-crumbs').getByRole('link', { name: 'Knarwijk' }).click();
    await visitor.getByTestId('ibis-parks').waitFor();
    await visitor.goto(`/pub/ibis/${key}/Knarwijk/${encodeURIComponent('9960/999')}`);
    await visitor.getByTestId('pub-not-found').waitFor();
    expect(await visitor.getByTestId('pub-not-found').innerText()).toContain('bedrijventerrein');
    await visitorContext.close();

    await page.getByTestId('answers-tab').click();
    await page.getByTestId('answers-table').getByText('12.5', { exact: true }).waitFor();
    expect(await page.getByTestId('answers-table').getByTestId('answer-park').first().innerText()).toBe('De Knar (9960/001)');
  }, 240_000);
});

describe('a business park publication (/pub/businesspark)', () => {
  it('with no location naming a park, the dialog says how a park is found and offers the parks of the IBIS register (issue #42)', async () => {
    await pubs.openOverview();
    await page.getByTestId('new-publication').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('create-source').getByText('Business park', { exact: true }).click();
    const hint = dialog.getByTestId('create-park-hint');
    await hint.waitFor();
    expect(await hint.innerText()).toContain('How a business park is found');
    expect(await hint.innerText()).toContain('"Business park" field');
    await dialog.getByText('Business park (IBIS register)').waitFor();
    await dialog.getByTestId('create-source-record').click();
    await page.getByRole('option', { name: 'Knarpoort (Knarwijk)' }).click();
    await dialog.getByTestId('create-publication-submit').click();
    await pubs.shell.waitForScreen('publications.modify');
    // the park's page stands on the register's record, before any location names it
    const summary = pubs.preview().getByTestId('area-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Knarwijk[\s\S]*12 ha[\s\S]*LOCATIONS\s+0$/);
  }, 120_000);

  it('made for De Knar with its scores, published and opened signed out: the register figures in Dutch, a plain reason where data is missing', async () => {
    // the company's location on the park is what the create dialog offers the park by
    const made = await page.request.post('/api/locations/list', {
      headers: { 'x-requested-with': 'e2e' },
      data: { name: 'Kavel aan de Knar', businesspark: 'De Knar', municipality: 'Knarwijk' },
    });
    expect(made.status()).toBe(201);
    await pubs.openOverview();
    await pubs.createFrom('Business park', 'De Knar');
    const scores = pubs.sectionCard('business_park_scores');
    await scores.waitFor();
    for (const indicator of ['Gross hectares', 'Net hectares', 'Share of public space', 'Buildings from before 1985', 'Distance to a highway']) {
      await scores.getByTestId('add-indicator-type').click();
      await page.getByRole('option', { name: indicator, exact: true }).click();
      await pubs.saved(/\/api\/sections\/detail\//, () => scores.getByTestId('add-indicator').click());
    }
    await pubs.addSection('List of business parks');
    // the editor's preview shows the computed figures before anything is published
    const previewScores = pubs.preview().locator('[data-section="business_park_scores"]');
    await previewScores.locator('[data-indicator="net_hectares"]').waitFor();
    expect(await previewScores.locator('[data-indicator="net_hectares"]').innerText()).toContain('36.7 ha');
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const visitorContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL', viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pub/businesspark/${key}`);
    await new AppShell(visitor).waitForScreen('pub.businesspark');
    const summary = visitor.getByTestId('area-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Knarwijk');
    expect(await summary.innerText()).toContain('48,3 ha');
    const row = (type: string) => visitor.locator(`[data-section="business_park_scores"] [data-indicator="${type}"]`);
    await row('gross_hectares').waitFor();
    expect(await row('gross_hectares').innerText()).toContain('Bruto hectares');
    expect(await row('gross_hectares').innerText()).toContain('48,3 ha');
    expect(await row('net_hectares').innerText()).toContain('36,7 ha');
    expect(await row('site_coverage_public_ratio').innerText()).toMatch(/24\s?%/); // (48,3 - 36,7) / 48,3
    // the demo region has no BAG buildings on the park: the page says so instead of a number
    expect(await row('building_age_before_1985').locator('[data-missing]').innerText()).toBe('geen gebouwgegevens');
    // the motorway imported above lies 0.05 degrees west of the park
    expect(await row('distance_to_highway').innerText()).toMatch(/3,[0-9] km/);
    // provenance: each figure names its source, the date of its data and its import date, printed (so the PDF has
    // it) and on hover; the roads were imported without a date, and say so
    const imported = /Bron: Provincies, IBIS bedrijventerreinen, stand 1 jul 2024 \(geïmporteerd \d{1,2} \w{3} \d{4}\)/;
    const sources = visitor.getByTestId('area-sources').first();
    expect(await sources.isVisible()).toBe(true);
    expect(await sources.innerText()).toMatch(imported);
    expect(await row('gross_hectares').getByTestId('score-source').innerText()).toMatch(imported);
    expect(await row('gross_hectares').getAttribute('title')).toMatch(imported);
    expect(await row('distance_to_highway').getByTestId('score-source').innerText()).toContain('Rijkswaterstaat, Nationaal Wegenbestand (CC0), datum van de gegevens onbekend');
    expect(await summary.locator('[data-fact="Bruto oppervlakte"]').getAttribute('title')).toMatch(/Provincies, IBIS bedrijventerreinen, stand 1 jul 2024 \(geïmporteerd/);
    // the PDF is this page printed by the server's Chromium: printed the same way, the source lines stay on the page
    // (read back from Chromium's own print: an emulated print medium leaves the screen styles computed)
    const printed = pdfText(pdfFile(await visitor.pdf({ printBackground: true })), { layout: false }).replace(/\s+/g, ' ');
    expect(printed).toMatch(/Bron: Provincies, IBIS bedrijventerreinen, stand 1 jul 2024 \(geïmporteerd \d{1,2} \w{3} \d{4}\)/);
    expect(printed).toContain('datum van de gegevens onbekend');
    const parks = visitor.getByTestId('area-parks');
    await parks.waitFor();
    expect(await parks.locator('[data-rin]').count()).toBe(3);
    await screenshot(visitor, 'pub-businesspark');
    await visitorContext.close();
  }, 240_000);
});

describe('business park regulations and densification (/pub/businesspark)', () => {
  it('added in the editor, published and read signed out: the zoning in the park with its plan, the room left with its basis', async () => {
    const made = await page.request.post('/api/locations/list', {
      headers: { 'x-requested-with': 'e2e' },
      data: { name: 'Kavel in Knarhaven', businesspark: 'Knarhaven', municipality: 'Knarwijk' },
    });
    expect(made.status()).toBe(201);
    await pubs.openOverview();
    await pubs.createFrom('Business park', 'Knarhaven');
    await pubs.addSections({ business_park_regulations: 'Business park regulations', business_park_densify: 'Densification' });
    await pubs.preview().getByTestId('area-densify').waitFor();
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const visitorContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL', viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    // what the server sends signed out, to hold the page's figures to
    const res = await visitor.request.get(`/api/publications/page/${key}`);
    expect(res.status()).toBe(200);
    const { area } = (await res.json()) as PublicPage;
    const zoning = area!.zoning!;
    const densify = area!.densify!;
    expect(zoning.zones.length).toBeGreaterThan(0); // the demo's zoning plan covers the district
    expect(densify).toMatchObject({ netBasis: 'register_net', netAreaSquareMeters: 512_000 });

    await visitor.goto(`/pub/businesspark/${key}`);
    await new AppShell(visitor).waitForScreen('pub.businesspark');
    const zones = visitor.getByTestId('area-zones');
    await zones.waitFor();
    const nl = (v: number, digits = 0) => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: digits }).format(v);
    const first = zones.locator('tbody tr').first();
    expect(await first.innerText()).toContain(zoning.zones[0]!.name);
    expect((await first.innerText()).replace(/\s/g, '')).toContain(`${nl(zoning.zones[0]!.share * 100)}%`);
    expect(await zones.locator('tbody tr').count()).toBe(zoning.zones.length);
    expect(await visitor.getByTestId('area-zoning-sources').first().innerText()).toContain(zoning.plans[0]!.name ?? zoning.plans[0]!.planId);

    const facts = visitor.getByTestId('area-densify');
    const text = await facts.innerText();
    expect(text).toContain('51,20 ha'); // the register's net area, in Dutch
    if (densify.footprintSquareMeters !== null) expect(text).toContain(`${nl(densify.footprintSquareMeters)} m²`);
    const basis = await visitor.getByTestId('area-densify-basis').innerText();
    expect(basis).toContain('Netto oppervlakte uit het IBIS-register.');
    if (densify.roomSquareMeters !== null) expect(text).toContain(`${nl(densify.roomSquareMeters)} m²`);
    else expect(await visitor.getByTestId('area-densify-unknown').innerText()).toContain('niet bekend');
    await screenshot(visitor, 'pub-businesspark-regulations-densify');
    await expectNoSeriousViolations(visitor, 'pub-businesspark-regulations-densify');
    await visitorContext.close();
  }, 240_000);
});

describe('a state index with the municipalities map (/pub/state)', () => {
  it('made with New publication, published: the municipality of the published parks on the map and in the list, each a link', async () => {
    await pubs.openOverview();
    await pubs.createFrom('State index', null);
    await pubs.sectionCard('state_municipality_map').waitFor();
    await pubs.setStatus('Published');
    const key = await pubs.publicKey();

    const visitorContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL', viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pub/state/${key}`);
    const item = visitor.locator('[data-testid="municipality-map-list"] [data-municipality="Knarwijk"]');
    await item.waitFor();
    // the parks published above lie in Knarwijk (their locations' municipality)
    expect(await item.innerText()).toContain('De Knar');
    expect(await item.innerText()).toContain('Knarhaven');
    // the demo region's CBS gemeente outline: a link on the map, opened with the keyboard
    await visitor.locator('[data-section="state_municipality_map"]').scrollIntoViewIfNeeded();
    const link = visitor.locator('[data-testid="municipality-map-link"][data-municipality="Knarwijk"]');
    await link.waitFor();
    await link.focus();
    await visitor.keyboard.press('Enter');
    await new AppShell(visitor).waitForScreen('pub.businesspark');
    await screenshot(visitor, 'pub-state-index-to-park');
    await visitorContext.close();
  }, 240_000);
});
