import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { AppShell } from '../pages/AppShell';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { LocationsPage } from '../pages/LocationsPage';
import { launchBrowser, phoneVisitor, screenshot } from '../support/browser';
import { loadTown, TOWN } from '../support/geodata';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiJson, signedInAs } from '../support/session';

// Issue #39 item 4, "one rules panel": a location in the browser tests' town, whose IMRO plan sets a maximum building
// height of 10 m, and a concept with a tower of three storeys whose lift machine room is its highest point. First the
// rules panel's height line and ILS check 2 read the same height against the zoning's 10 m; then the user replaces
// the zoning's height by a hand constraint of 15.5 m in the location editor, and the table of locations, the rules
// panel, the ILS check and the public page all read 15.5 m, the zoning's 10 m shown "replaced by ..."; a refresh of
// the zoning keeps the choice.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let locationId: number;
let conceptId: number;
const NAME = 'Vervangen e2e';
const ZONING = 'maximum bouwhoogte (m)';
const HAND = 'Bouwhoogte na afwijking';

type Constraint = { id: number; name: string; type: string; value: number | null; source: string | null; replaces: string | null };
const constraints = async () => (await apiJson<{ constraints: Constraint[] }>(page, 'get', `/api/locations/detail/${locationId}?depth=1`)).constraints;
const line = () => page.locator('[data-testid="concept-check"][data-type="building_height"]');
const ils2 = () => page.locator('[data-testid="ils-check"][data-id="2"]');
const WAIT = { timeout: 30_000 };

/** The rules panel's height line and ILS check 2 as numbers and verdicts (met / not met), once both are shown. */
async function heightLines() {
  await expect.poll(() => line().count(), WAIT).toBe(1);
  await expect.poll(() => ils2().getAttribute('data-actual'), WAIT).not.toBe('');
  const num = async (l: ReturnType<typeof line>, a: string) => Number(await l.getAttribute(a));
  return {
    line: { actual: await num(line(), 'data-actual'), limit: await num(line(), 'data-limit'), met: (await line().getAttribute('data-status')) === 'ok' },
    ils: { actual: await num(ils2(), 'data-actual'), limit: await num(ils2(), 'data-limit'), met: (await ils2().getAttribute('data-status')) === 'pass' },
  };
}

beforeAll(async () => {
  server = await startServer({ timeoutMs: 240_000 });
  await loadTown(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  // four parcels of the town (rows and columns 2 and 3), all under the plan's maatvoering of 10 m
  const plotIds = new Set<number>();
  for (const [i, j] of [[2, 2], [3, 2], [2, 3], [3, 3]] as const) {
    const at = rdToLngLat(rdPoint(TOWN.x + i * TOWN.step + 9, TOWN.y + j * TOWN.step + 7));
    for (const p of await apiJson<{ id: number }[]>(page, 'get', `/api/geodata/plots/at?lat=${at.lat}&lon=${at.lng}`)) plotIds.add(p.id);
  }
  const centre = rdToLngLat(rdPoint(TOWN.x + 3 * TOWN.step, TOWN.y + 3 * TOWN.step));
  locationId = (await apiJson<{ id: number }>(page, 'post', '/api/locations/list', { name: NAME, lat: centre.lat, lon: centre.lng })).id;
  await apiJson(page, 'post', `/api/locations/detail/${locationId}/plots`, { plotIds: [...plotIds] });
  // the zoning's constraints at the parcels (a POST without a body)
  const refreshed = await page.request.post(`/api/locations/detail/${locationId}/constraints/refresh`, { headers: { 'x-requested-with': 'plotwise' } });
  if (!refreshed.ok()) throw new Error(`refresh: ${refreshed.status()} ${await refreshed.text()}`);
  await apiJson(page, 'post', '/api/units/list', { name: 'Woning', size: 70, size_max: 90, order: 10, locationId });
  conceptId = (await apiJson<{ id: number }>(page, 'post', '/api/concepts/list', { name: 'Toren', locationId, order: 10 })).id;
}, 420_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('a hand constraint that replaces the zoning height (issue #39 item 4)', () => {
  it('the rules panel and the ILS check read one height against the zoning 10 m', async () => {
    const zoning = (await constraints()).filter((c) => c.type === 'building_height');
    expect(zoning.map((c) => [c.name, c.value, c.source?.split(' ')[0]])).toEqual([[ZONING, 10, 'IMRO']]);
    const editor = new ConceptEditorPage(page);
    await editor.open(locationId, conceptId);
    await editor.place('tower_u_wide_staircase_elevator', { dx: 0, dy: 0 });
    await expect.poll(() => editor.buildings().count(), WAIT).toBe(1);
    await editor.saveAll();
    // three storeys (9 m) whatever the limit in force: the building's own maximum height
    const [building] = await apiJson<{ id: number }[]>(page, 'get', `/api/buildings/list?where=${encodeURIComponent(JSON.stringify({ conceptId }))}`);
    await apiJson(page, 'patch', `/api/buildings/detail/${building!.id}`, { maxheight: 9 });
    await editor.open(locationId, conceptId);
    const before = await heightLines();
    // the machine room on the roof rises above the storeys: the highest point, on both lines
    expect(before.line.actual).toBeGreaterThan(10);
    expect(before.line).toEqual({ actual: before.ils.actual, limit: 10, met: false });
    expect(before.ils).toEqual({ actual: before.line.actual, limit: 10, met: false });
  });

  it('replaces it by 15.5 m: location editor, table, rules panel, ILS check and public page read the hand limit', async () => {
    const modify = new LocationModifyPage(page);
    await modify.open(locationId);
    expect((await modify.replaceConstraint(ZONING, HAND, '15.5')).status()).toBe(201);
    // both shown: the zoning's row "replaced by ...", the hand row with what it replaces
    await expect.poll(() => modify.constraintRow(ZONING).getByTestId('constraint-replaced-by').innerText(), WAIT).toBe(`replaced by "${HAND}"`);
    expect(await modify.constraintRow(HAND).getByTestId('constraint-replaces').innerText()).toBe(`replaces "${ZONING}" (≤ 10)`);
    await screenshot(page, 'constraint-replaced');

    const list = new LocationsPage(page);
    await list.openList(NAME);
    await list.showColumn('Max height');
    expect(await list.cell(NAME, 'Max height')).toBe('15.5 m');

    const editor = new ConceptEditorPage(page);
    await editor.open(locationId, conceptId);
    const after = await heightLines();
    expect(after.line).toEqual({ actual: after.ils.actual, limit: 15.5, met: true });
    expect(after.ils).toEqual({ actual: after.line.actual, limit: 15.5, met: true });
    const replaced = page.getByTestId('concept-check-replaced');
    expect(await replaced.getAttribute('data-limit')).toBe('10');
    expect(await replaced.innerText()).toContain(`replaced by "${HAND}" (≤ 15.5 m)`);
    expect(await line().innerText()).toMatch(new RegExp(`by hand: ${HAND}`));
    await screenshot(page, 'rules-panel-replaced');

    // in Dutch: Dutch numbers and words, the same verdicts
    await new AppShell(page).switchLanguage('nl');
    await editor.open(locationId, conceptId);
    await expect.poll(() => line().innerText(), WAIT).toMatch(/≤ 15,5 m/);
    expect(await line().getAttribute('data-status')).toBe('ok');
    expect(await line().innerText()).toMatch(/^voldoet\n/i);
    expect(await replaced.innerText()).toContain(`vervangen door "${HAND}" (≤ 15,5 m)`);
    await list.openList(NAME);
    await list.showColumn('Max. hoogte');
    expect(await list.cell(NAME, 'Max. hoogte')).toBe('15,5 m');
    await new AppShell(page).switchLanguage('en');

    const pub = await apiJson<{ id: number; key: string }>(page, 'post', '/api/publications/create', { source: 'location', id: locationId });
    await apiJson(page, 'patch', `/api/publications/detail/${pub.id}`, { status: 2 });
    const { visitor, close } = await phoneVisitor(browser, server.baseUrl);
    try {
      await visitor.goto(`/pub/location/${pub.key}`);
      await expect.poll(() => visitor.getByText('Maximum building height: 15.5 m').count(), WAIT).toBe(1);
      const rows = await visitor.getByTestId('pub-constraints').locator('tbody tr').allInnerTexts();
      expect(rows.some((r) => r.includes(HAND) && r.includes('15.5'))).toBe(true);
      expect(rows.some((r) => r.includes(ZONING))).toBe(false);
    } finally {
      await close();
    }
  });

  it('keeps the choice through a refresh of the zoning', async () => {
    const modify = new LocationModifyPage(page);
    await modify.open(locationId);
    expect((await modify.write(/\/constraints\/refresh$/, () => page.getByTestId('constraints-refresh').click())).status()).toBe(200);
    await expect.poll(() => page.getByTestId('constraints-section').getByText(/from the zoning plan; 1 by hand kept/).count(), WAIT).toBe(1);
    const heights = (await constraints()).filter((c) => c.type === 'building_height').sort((a, b) => a.value! - b.value!);
    expect(heights.map((c) => [c.name, c.value, c.source === 'hand'])).toEqual([
      [ZONING, 10, false],
      [HAND, 15.5, true],
    ]);
    await expect.poll(() => modify.constraintRow(ZONING).getByTestId('constraint-replaced-by').innerText(), WAIT).toBe(`replaced by "${HAND}"`);
    const list = new LocationsPage(page);
    await list.openList(NAME);
    await list.showColumn('Max height');
    expect(await list.cell(NAME, 'Max height')).toBe('15.5 m');
    await new ConceptEditorPage(page).open(locationId, conceptId);
    const after = await heightLines();
    expect([after.line.limit, after.line.met, after.ils.limit, after.ils.met]).toEqual([15.5, true, 15.5, true]);
  });
});
