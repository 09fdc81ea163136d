import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, screenshot, watchConsole } from '../support/browser';
import { loadTown, TOWN } from '../support/geodata';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signedInAs } from '../support/session';

// Issue #16 item 2: the corners of a drawn parcel, of the buildable area and of a geometry custom field edited on
// /locations/detail/:id/modifyplot: dragged, added from a side's middle, removed, moved by the keyboard; a
// crossing outline refused at the map; all of it kept, and the custom field shown back in the location editor.
// The screen opens fitted to the whole site: a site of 1 km entirely in view beside the panel, a tiny one not
// closer than the site maps' max zoom.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let map: MapPage;
let consoleWatch: ReturnType<typeof watchConsole>;
let locationId: number;
let fieldId: number;

const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
/** WGS84 of a point in metres from the town's south-west corner (RD New). */
const at = (dx: number, dy: number) => rdToLngLat(rdPoint(TOWN.x + dx, TOWN.y + dy));
/** "1,234 m²" as a number. */
const squareMeters = (text: string) => Number(/^([\d,.]+) m²/.exec(text.trim())?.[1]?.replace(/,/g, '') ?? NaN);
// where the drawn parcel lies: over the town's parcels of row 2
const X = 42;
const Y = 42;

beforeAll(async () => {
  // a busy machine starts the server slowly (PGlite created and migrated)
  server = await startServer({ timeoutMs: 240_000 });
  await loadTown(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  consoleWatch = watchConsole(page);
  map = new MapPage(page);
  await map.offline();
  // a geometry custom field, as an admin sets it up in the settings, and a location in the town without parcels
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: HEADERS });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  };
  fieldId = await post('/api/customfields/list', { name: 'Bouwkavel', type: 5, visibility: 'edit', order: 10 });
  const centre = at(X + 15, Y + 10);
  locationId = await post('/api/locations/list', { name: 'Kavel aan de Polderweg', lat: centre.lat, lon: centre.lng });
}, 420_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

/** Polls with room for a busy machine (the default gives a second). */
const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });
const editArea = async () => squareMeters(await page.getByTestId('edit-area').innerText());
const openSite = async () => {
  await page.goto(`/locations/detail/${locationId}/modifyplot`);
  await new AppShell(page).waitForScreen('locations.modifyPlot');
  await map.idle();
};

describe('editing the corners of areas on the site screen', () => {
  it('draws a free parcel, moves, adds and removes corners with area following, refuses a crossing outline, and keeps it', async () => {
    await openSite();
    await page.getByText('Draw parcel', { exact: true }).click();
    for (const [dx, dy] of [[0, 0], [30, 0], [30, 20], [0, 20]] as const) await map.clickAt(at(X + dx, Y + dy).lng, at(X + dx, Y + dy).lat);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add as parcel' }).click();
    await poll(() => page.getByTestId('site-parcel').count()).toBe(1);
    // clicks land on whole pixels (about 0.2 m at this zoom)
    await poll(async () => squareMeters(await page.getByTestId('site-area').innerText())).toBeGreaterThan(590);
    expect(squareMeters(await page.getByTestId('site-area').innerText())).toBeLessThan(610);

    // select the drawn parcel and edit its corners
    await page.getByRole('button', { name: 'Drawn parcel' }).click();
    await page.getByTestId('edit-parcel').click();
    await page.getByTestId('edit-readout').waitFor();
    expect(await page.getByTestId('edit-corners').innerText()).toBe('4 corners');
    const start = await editArea();
    expect(start).toBeCloseTo(600, -1);
    await map.idle();

    // drag the north-east corner 10 m east: a trapezium of 700 m2
    await map.drag(at(X + 30, Y + 20), at(X + 40, Y + 20));
    await poll(editArea).toBeGreaterThan(690);
    expect(await editArea()).toBeLessThan(710);
    // pull the middle of the south side 10 m south: a fifth corner, 150 m2 more
    await map.drag(at(X + 15, Y), at(X + 15, Y - 10));
    await poll(() => page.getByTestId('edit-corners').innerText()).toBe('5 corners');
    expect(Math.abs((await editArea()) - 850)).toBeLessThan(12);
    // a double-click removes the north-east corner again, and much of the area with it
    await map.doubleClickAt(at(X + 40, Y + 20).lng, at(X + 40, Y + 20).lat);
    await poll(() => page.getByTestId('edit-corners').innerText()).toBe('4 corners');
    expect(Math.abs((await editArea()) - 450)).toBeLessThan(12);
    // the corner before it is chosen: Shift+arrow moves it 5 m east, twice (the south-east corner to X + 40)
    expect(await page.getByTestId('edit-selected').innerText()).toBe('Corner 3 of 4');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await poll(async () => Math.abs((await editArea()) - 600)).toBeLessThan(12);
    const kept = await editArea();

    // a corner dragged across the opposite side: the outline crosses itself, which the map refuses to save
    await map.drag(at(X + 15, Y - 10), at(X + 15, Y + 30));
    await page.getByTestId('edit-invalid').waitFor();
    expect(await page.getByTestId('edit-invalid').innerText()).toMatch(/crosses itself/);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'site-edit-crossing');
    await map.drag(at(X + 15, Y + 30), at(X + 15, Y - 10));
    await poll(() => page.getByTestId('edit-invalid').count()).toBe(0);
    expect(Math.abs((await editArea()) - kept)).toBeLessThan(4);
    const violations = seriousOrWorse((await checkA11y(page)).violations);
    expect(violations.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);

    // Enter saves: the parcel, the site's area and its plot size follow
    const saved = await page.getByTestId('edit-area').innerText();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('edit-readout').count()).toBe(0);
    await poll(() => page.getByTestId('site-area').innerText()).toBe(saved);
    await page.reload();
    await new AppShell(page).waitForScreen('locations.modifyPlot');
    await poll(() => page.getByTestId('site-area').innerText().catch(() => '')).toBe(saved);
    const stored = await page.request.get(`/api/locations/detail/${locationId}?depth=0`);
    expect(Math.abs(((await stored.json()) as { plotsize: number }).plotsize - squareMeters(saved))).toBeLessThanOrEqual(1);
  }, 240_000);

  it('edits the buildable area; Escape leaves an edit without saving', async () => {
    await map.idle();
    await page.getByRole('button', { name: 'Draw buildable area' }).click();
    for (const [dx, dy] of [[2, 2], [22, 2], [22, 12], [2, 12]] as const) await map.clickAt(at(X + dx, Y + dy).lng, at(X + dx, Y + dy).lat);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save as buildable area' }).click();
    await poll(async () => squareMeters(await page.getByTestId('buildable-facts').innerText().catch(() => ''))).toBeCloseTo(200, -1);

    // a change left with Escape is not kept
    await page.getByTestId('edit-buildable').click();
    // the corners are on the map once the readout shows and the map rests (a busy CI machine drags before that)
    await page.getByTestId('edit-readout').waitFor();
    await map.idle();
    await map.drag(at(X + 22, Y + 12), at(X + 32, Y + 12));
    await poll(editArea).toBeGreaterThan(240);
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('edit-readout').count()).toBe(0);
    expect(squareMeters(await page.getByTestId('buildable-facts').innerText())).toBeLessThan(210);

    // the north-east corner 10 m east: 250 m2, saved with the button
    await page.getByTestId('edit-buildable').click();
    // the corners are on the map once the readout shows and the map rests (a busy CI machine drags before that)
    await page.getByTestId('edit-readout').waitFor();
    await map.idle();
    await map.drag(at(X + 22, Y + 12), at(X + 32, Y + 12));
    await poll(editArea).toBeGreaterThan(240);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(async () => squareMeters(await page.getByTestId('buildable-facts').innerText())).toBeGreaterThan(240);
    expect(squareMeters(await page.getByTestId('buildable-facts').innerText())).toBeLessThan(260);
  });

  it('draws a geometry custom field from the location editor, edits it, and shows it back there', async () => {
    await page.goto(`/locations/detail/${locationId}/modify`);
    await new AppShell(page).waitForScreen('locations.modify');
    const custom = page.getByTestId(`custom-${fieldId}`);
    await custom.waitFor();
    expect(await custom.getByTestId('custom-geometry-facts').innerText()).toBe('Not drawn yet');
    await custom.getByRole('link', { name: 'Draw Bouwkavel on the map' }).click();

    // the site screen opens drawing that field
    await new AppShell(page).waitForScreen('locations.modifyPlot');
    await map.idle();
    await poll(() => page.getByTestId('sketch-readout').innerText()).toContain('Click the corners of Bouwkavel');
    for (const [dx, dy] of [[5, 5], [15, 5], [15, 15], [5, 15]] as const) await map.clickAt(at(X + dx, Y + dy).lng, at(X + dx, Y + dy).lat);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: "Save as the field's area" }).click();
    const facts = page.locator(`[data-field="${fieldId}"]`).getByTestId('field-shape-facts');
    await poll(async () => squareMeters(await facts.innerText().catch(() => ''))).toBeCloseTo(100, -1);
    await map.idle();
    expect((await map.rendered('field-shapes')).length).toBeGreaterThan(0);

    // edited by the keyboard alone: ] chooses the first corner, + adds one after it in the middle of the side,
    // Shift+ArrowDown pulls it 5 m south (25 m2 more), Enter saves
    await page.getByRole('button', { name: 'Edit corners: Bouwkavel' }).click();
    const before = await editArea();
    await page.keyboard.press(']');
    await page.keyboard.press('+');
    expect(await page.getByTestId('edit-corners').innerText()).toBe('5 corners');
    await page.keyboard.press('Shift+ArrowDown');
    await poll(async () => (await editArea()) - before).toBeCloseTo(25, 0);
    const saved = await editArea();
    await page.keyboard.press('Enter');
    await poll(async () => squareMeters(await facts.innerText())).toBe(saved);

    // back in the location editor the field shows its area
    await page.getByRole('link', { name: 'Back to the location' }).click();
    await new AppShell(page).waitForScreen('locations.modify');
    await poll(() => page.getByTestId(`custom-${fieldId}`).getByTestId('custom-geometry-facts').innerText()).toBe(`Drawn: ${saved} m²`);
    expect(await page.getByTestId(`custom-${fieldId}`).getByRole('link', { name: 'Edit Bouwkavel on the map' }).count()).toBe(1);
    expect(consoleWatch.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

/** A drawn parcel of w x h metres at (dx, dy) from the town's corner, as GeoJSON in WGS84. */
const rectangle = (dx: number, dy: number, w: number, h: number) => ({
  type: 'Polygon',
  coordinates: [[[0, 0], [w, 0], [w, h], [0, h], [0, 0]].map(([x, y]) => at(dx + x!, dy + y!)).map((p) => [p.lng, p.lat])],
});
type SeenMap = { zoom: number; inBounds: boolean[]; pixels: { x: number; y: number }[]; width: number; height: number };

/** A new location with the given drawn parcels, its site screen opened; what the map shows of the parcels' corners. */
async function openNewSite(name: string, parcels: ReturnType<typeof rectangle>[]): Promise<SeenMap> {
  const created = await page.request.post('/api/locations/list', { data: { name }, headers: HEADERS });
  const id = ((await created.json()) as { id: number }).id;
  for (const geometry of parcels) {
    const res = await page.request.post(`/api/locations/detail/${id}/plots`, { data: { geometry }, headers: HEADERS });
    expect(res.status()).toBe(200);
  }
  await page.goto(`/locations/detail/${id}/modifyplot`);
  await new AppShell(page).waitForScreen('locations.modifyPlot');
  await map.idle();
  const corners = parcels.flatMap((g) => g.coordinates[0]!) as [number, number][];
  return page.evaluate((points) => {
    const m = (window as unknown as { __plotwiseMap: { getZoom(): number; getBounds(): { contains(p: [number, number]): boolean }; project(p: [number, number]): { x: number; y: number }; getContainer(): HTMLElement } }).__plotwiseMap;
    const box = m.getContainer().getBoundingClientRect();
    return { zoom: m.getZoom(), inBounds: points.map((p) => m.getBounds().contains(p)), pixels: points.map((p) => m.project(p)), width: box.width, height: box.height };
  }, corners);
}

describe('the site screen opens on the whole site', () => {
  it('fits parcels 1 km apart into the map beside the site panel', async () => {
    const seen = await openNewSite('Bedrijventerrein De Vaart', [rectangle(0, 0, 40, 30), rectangle(960, 300, 40, 30), rectangle(500, 700, 20, 20)]);
    expect(seen.inBounds.every(Boolean)).toBe(true);
    // not under the panel (320 px at 10 px from the left) nor past the map's other edges
    const panelRight = 330;
    for (const p of seen.pixels) {
      expect(p.x).toBeGreaterThan(panelRight);
      expect(p.x).toBeLessThan(seen.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(seen.height);
    }
    // fitted: the site spans much of the free width or height, not a speck in the middle
    const span = (k: 'x' | 'y') => Math.max(...seen.pixels.map((p) => p[k])) - Math.min(...seen.pixels.map((p) => p[k]));
    expect(Math.max(span('x') / (seen.width - panelRight), span('y') / seen.height)).toBeGreaterThan(0.6);
    expect(seen.zoom).toBeLessThan(17);
    await screenshot(page, 'site-fitted-large');
  });

  it('opens a tiny site no closer than zoom 18, with the parcel in view', async () => {
    const seen = await openNewSite('Hoekje Polderweg', [rectangle(100, 100, 4, 3)]);
    expect(seen.inBounds.every(Boolean)).toBe(true);
    expect(seen.zoom).toBeLessThanOrEqual(18.001);
    expect(seen.zoom).toBeGreaterThan(17.9);
  });
});
