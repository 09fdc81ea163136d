import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import initSqlJs from 'sql.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAND_CONSTRAINT_SOURCE, type ApiRecord } from '@plotwise/contracts';
import { startBrkServer, type LocalBrk } from '../../apps/server/src/features/ownership/testing/brkServer';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { LocationsPage } from '../pages/LocationsPage';
import { MapPage } from '../pages/MapPage';
import { OpportunitiesPage } from '../pages/OpportunitiesPage';
import { SettingsPage } from '../pages/SettingsPage';
import { SitePage } from '../pages/SitePage';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { waitForSearchIndex } from '../support/search';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

// Issue #16 "Must show", as one user's walk on the demo region (the fictional town Knarwijk): a plot found in the
// site search becomes a location; its fields, status, a label, a task with a due date, a custom value and a
// constraint derived from the zoning (overridden by hand) are changed; the card is dragged on the planboard; the
// list shows every column and exports to XLSX and GeoPackage, both opened and checked; the company enters its BRK
// key; the owners come from the Kadaster (the local server that answers as BRK Bevragen v2 does); an acquisition
// state moves the land position bar. Then a failing lookup (401, unreachable) says so and changes nothing.
let server: RunningServer;
let brk: LocalBrk;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let consoleWatch: ReturnType<typeof watchConsole>;
let locationId: number;
const NAME = 'Wandeling Knarwijk';
const STATUS_A = 'Wandeling verkennen';
const STATUS_B = 'Wandeling onderhandelen';
const LABEL = 'Wandeling kansrijk';
const FIELD = 'Bodemkwaliteit';
const HEADERS = { 'x-requested-with': 'e2e' };
/** for a poll that waits on the server: the default second is short on a busy machine */
const WAIT = { timeout: 15_000 };

type Location = ApiRecord<'locations'>;
const location = async (): Promise<Location> => {
  const res = await page.request.get(`/api/locations/detail/${locationId}?depth=1`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Location;
};
const percent = (fraction: number) => Math.round(fraction * 100);

beforeAll(async () => {
  brk = await startBrkServer();
  server = await startServer({ demoRegion: 1500, env: () => ({ BRK_BEVRAGEN_URL: brk.url }) });
  await waitForSearchIndex(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  // this walk runs with full motion (the default of most users); the other specs ask for reduced motion
  context = await newContext(browser, server.baseUrl, 'en-GB', 'no-preference');
  page = await context.newPage();
  await signIn(page, DEMO_USERS.admin);
  consoleWatch = watchConsole(page);
  await new MapPage(page).offline();
  // the company's pipeline and a custom field, as an admin sets them up in the settings (settings.e2e walks those)
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: HEADERS });
    if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  };
  await post('/api/customvalues/list', { type: 'status', name: STATUS_A, color: '#1c7ed6', order: 2000 });
  await post('/api/customvalues/list', { type: 'status', name: STATUS_B, color: '#e8590c', order: 2010 });
  await post('/api/customfields/list', { name: FIELD, type: 1, visibility: 'edit', order: 10 });
}, 600_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
  await brk?.close();
});

describe('a site from the search to its land position', () => {
  it('walks search, location, editor, planboard, list and exports, BRK key, owners and land position', async () => {
    const started = Date.now();
    // 1. the site search: residential zoning (the filter's default), saved as a query; its first plot becomes a location
    const opp = new OpportunitiesPage(page);
    await page.goto('/opportunities');
    await page.locator('[data-screen="opportunities.map"]').waitFor();
    await opp.addFilter('Zoning');
    await expect.poll(() => opp.settledCount(), WAIT).toBeLessThan(100);
    expect(await opp.settledCount()).toBeGreaterThan(0);
    await opp.saveAsQuery('Wandeling wonen');
    locationId = await opp.makeLocation(0);
    await expect.poll(() => page.getByTestId('results').innerText(), WAIT).toContain('1 location created.');
    const made = await location();
    const [parcel] = made.plots ?? [];
    expect(made.plots).toHaveLength(1);
    expect(parcel!.properties?.identificatie).toMatch(/\S/);
    // made from the search, the site has its zoning's constraints like one made from the map
    const zoning = (made.constraints ?? []).filter((c) => c.source !== HAND_CONSTRAINT_SOURCE && c.value !== null);
    // one the table names once (a plan may set the same limit for two zones of the plot)
    const derived = zoning.find((c) => zoning.filter((o) => o.name === c.name).length === 1) ?? zoning[0];
    expect(derived, 'a constraint derived from the zoning').toBeDefined();

    // 2. the editor: a field, the status, a label, a task with a due date, a custom value, the zoning's value overridden
    const editor = new LocationModifyPage(page);
    await editor.open(locationId);
    await editor.field('Name').fill(NAME);
    await editor.field('Architect').fill('Studio Noord');
    await editor.choose('Status', STATUS_A);
    expect((await editor.save()).status()).toBe(200);
    const statusA = (await location()).status;
    expect(statusA).not.toBeNull();
    expect((await editor.createLabel(LABEL)).status()).toBe(201);
    expect((await editor.addTask('Eigenaar bellen', '2026-12-15', 'Arjen Beheer')).status()).toBe(201);
    expect((await editor.setCustomText(FIELD, 'Schoon')).ok()).toBe(true);
    const handValue = derived!.value! + 3;
    // editing the zoning's row saves a hand row that replaces it; the zoning's row stays, marked "replaced by"
    expect((await editor.overrideConstraint(derived!.name!, String(handValue))).status()).toBe(201);
    const row = editor.constraintRow(derived!.name!).filter({ hasText: 'By hand' });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toMatch(/replaces "/);
    expect(await row.innerText()).toContain(String(handValue));
    await expect.poll(() => editor.constraintRow(derived!.name!).filter({ hasText: 'replaced by' }).count(), WAIT).toBe(1);
    // the zoning read again: the hand value stays
    expect((await editor.write(/\/constraints\/refresh$/, () => page.getByTestId('constraints-refresh').click())).status()).toBe(200);
    await expect.poll(() => page.getByTestId('constraints-section').getByText(/from the zoning plan; [1-9]\d* by hand kept/).count(), WAIT).toBe(1);
    const handRows = (await location()).constraints!.filter((c) => c.source === HAND_CONSTRAINT_SOURCE && c.replaces);
    expect(handRows.map((c) => [c.name, c.value])).toEqual([[derived!.name, handValue]]);

    // 3. the planboard: the card dragged from one status to the next
    const board = new LocationsPage(page);
    await board.openBoard(NAME);
    await expect.poll(() => board.cardNames(STATUS_A), WAIT).toEqual([NAME]);
    expect((await board.drag(NAME, board.column(STATUS_B).getByTestId('column-cards'))).status()).toBe(200);
    await expect.poll(() => board.cardNames(STATUS_B), WAIT).toEqual([NAME]);
    expect((await location()).status).not.toBe(statusA);

    // 4. the list with every column, and its exports of the rows shown
    await board.openList(NAME);
    const choices = await board.columnChoices();
    expect(choices.length).toBeGreaterThanOrEqual(34);
    await board.showAllColumns();
    await expect.poll(async () => (await board.headers()).length, WAIT).toBe(choices.length + 1);
    expect(await board.table().locator('tbody tr[data-row]').count()).toBe(1);

    const xlsx = await board.export('xlsx');
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await xlsx.path())!) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(ws.rowCount).toBe(2);
    // every column shown but the selection box
    expect(header.length).toBe(choices.length);
    const cell = (name: string) => ws.getRow(2).getCell(header.indexOf(name) + 1).value;
    expect([cell('Name'), cell('Status'), cell('Labels')]).toEqual([NAME, STATUS_B, LABEL]);

    const gpkg = await board.export('gpkg');
    expect(gpkg.suggestedFilename()).toMatch(/\.gpkg$/);
    const SQL = await initSqlJs();
    const db = new SQL.Database(readFileSync((await gpkg.path())!));
    try {
      expect(db.exec('SELECT count(*) FROM locations_parcels WHERE geom IS NOT NULL')[0]!.values[0]![0]).toBe(1);
      expect(db.exec('SELECT DISTINCT location_name FROM locations_parcels')[0]!.values).toEqual([[NAME]]);
      expect(db.exec('SELECT srs_id FROM gpkg_geometry_columns')[0]!.values[0]![0]).toBe(4326);
    } finally {
      db.close();
    }

    // 5. Settings, Company: the company admin enters the BRK key; it is never shown again
    const settings = new SettingsPage(page);
    await settings.open('/settings/general/company', 'settings.company');
    expect((await settings.enterBrkKey(brk.apiKey)).status()).toBe(200);
    await expect.poll(() => page.getByTestId('brk-state').innerText(), WAIT).toContain('A key is entered');
    expect(await page.getByTestId('brk-credentials').getByLabel('API key').inputValue()).toBe('');

    // 6. the site: the nearest cadastral parcel added by a click, the owners of both from the Kadaster
    const site = new SitePage(page);
    await site.open(locationId);
    await expect.poll(() => site.parcels().count(), WAIT).toBe(1);
    const own = (await site.parcelRows())[0]!.label;
    const neighbour = await site.nearbyParcel(String(parcel!.properties!.identificatie));
    await site.map.clickAt(neighbour!.lng, neighbour!.lat);
    // the site asks before a parcel joins it
    await page.getByTestId('add-parcel-dialog').getByTestId('confirm-ok').click();
    await expect.poll(() => site.parcels().count(), WAIT).toBe(2);
    const plots = (await location()).plots!;
    const ids = Object.fromEntries(plots.map((p) => [p.id === parcel!.id ? 'own' : 'neighbour', String(p.properties!.identificatie)]));
    brk.setParcel(ids.own!, [
      { name: 'J. Bakker', personType: 'kadaster_natuurlijk_persoon', share: [1, 2] },
      { name: 'Gem. Knarwijk', personType: 'kadaster_niet_natuurlijk_persoon', share: [1, 2], statutaireNaam: 'Gemeente Knarwijk', rechtsvorm: { code: '28', waarde: 'Publiekrechtelijke rechtspersoon' } },
    ]);
    brk.setParcel(ids.neighbour!, [{ name: 'Woonstichting Knarwijk', personType: 'ingeschreven_niet_natuurlijk_persoon' }]);
    const fetched = await site.fetchOwners();
    expect(fetched.status()).toBe(200);
    expect(await fetched.json()).toEqual({ parcels: 2, owners: 3 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'owners of 2 parcels kept' }).count(), WAIT).toBe(1);
    expect(brk.requests.filter((r) => r.status === 200).every((r) => r.apiKey === brk.apiKey)).toBe(true);
    await site.selectParcel(own);
    await expect.poll(() => site.owners(), WAIT).toHaveLength(2);
    expect((await site.owners()).sort()).toEqual([expect.stringMatching(/^Gemeente Knarwijk \(1\/2\)\s*Municipality/i), expect.stringMatching(/^J\. Bakker \(1\/2\)\s*Natural person/i)]);
    await site.selectParcel(neighbour!.plotnr);
    await expect.poll(() => site.owners(), WAIT).toEqual([expect.stringMatching(/^Woonstichting Knarwijk\s*Housing association/i)]);

    // 7. the neighbour is under option: the land position bar shows its share of the site's area
    const rows = await site.parcelRows();
    const total = rows.reduce((s, r) => s + r.areaSquareMeters, 0);
    const secured = rows.find((r) => r.label === neighbour!.plotnr)!.areaSquareMeters / total;
    expect(secured).toBeGreaterThan(0);
    expect(secured).toBeLessThan(1);
    expect((await site.setAcquisition('Option')).status()).toBe(200);
    await expect.poll(async () => (await site.landPosition()).text, WAIT).toBe(`${percent(secured)}%`);
    expect(Math.abs((await site.landPosition()).bar - secured * 100)).toBeLessThan(1);
    // the table of locations carries the same land position
    const table = (await (await page.request.get('/api/locations/table?limit=100')).json()) as { id: number; landPosition: number | null }[];
    // (the server measures the parcels itself: equal to the screen's within rounding)
    expect(Math.abs(table.find((r) => r.id === locationId)!.landPosition! - secured)).toBeLessThan(0.01);
    await screenshot(page, 'location-walk-land-position');
    expect(consoleWatch.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    console.log(`location walk: ${Math.round((Date.now() - started) / 1000)} s`);
  }, 240_000);

  it('a lookup that fails (the key refused, the Kadaster unreachable) says so on screen and changes nothing', async () => {
    const site = new SitePage(page);
    const before = await location();
    const ownersOf = (l: Location) => (l.jsons ?? []).filter((j) => j.type === 'owner_information').map((j) => `${j.id} ${j.name}`).sort();
    expect(ownersOf(before)).toHaveLength(3);
    const shown = await site.owners();
    const position = await site.landPosition();
    const error = page.getByTestId('fetch-owners-error');

    // the Kadaster answers 401 (the key withdrawn there)
    brk.failNext(401);
    expect((await site.fetchOwners()).status()).toBe(502);
    await expect.poll(() => error.innerText(), WAIT).toContain("the Kadaster refused the company's BRK API key");
    expect(brk.requests.at(-1)!.status).toBe(401);

    // the Kadaster does not answer at all (connection refused)
    await brk.unreachable();
    try {
      expect((await site.fetchOwners()).status()).toBe(503);
      await expect.poll(() => error.innerText(), WAIT).toContain('the Kadaster cannot be reached right now. Nothing was changed');
    } finally {
      await brk.reachable();
    }

    // nothing changed: the same owners (same rows), the same land position, on screen and stored
    expect(await site.owners()).toEqual(shown);
    expect(await site.landPosition()).toEqual(position);
    const after = await location();
    expect(ownersOf(after)).toEqual(ownersOf(before));
    expect(after.plots!.map((p) => [p.id, p.acquisition])).toEqual(before.plots!.map((p) => [p.id, p.acquisition]));
    await screenshot(page, 'location-walk-lookup-failed');
  }, 60_000);
});
