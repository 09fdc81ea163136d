import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { loadTown, TOWN } from '../support/geodata';
import { pdfFile, pdfInfo, pdfText } from '../support/pdf';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signedInAs, signIn } from '../support/session';

// The five staff debug screens of issue #20 item 7 walked as staff over the e2e town (a 10 x 10 grid of parcels
// OTL02 B 1000-1099 under the enkelbestemming "Wonen" with a maatvoering), each with real answers, no console
// errors and no serious axe violations; a company user is refused.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let map: MapPage;
let consoleWatch: ReturnType<typeof watchConsole>;

const at = (dx: number, dy: number) => rdToLngLat(rdPoint(TOWN.x + dx, TOWN.y + dy));
/** The middle of the town's parcel in column c, row r. */
const parcel = (c: number, r: number) => at(c * TOWN.step + 9, r * TOWN.step + 7);

beforeAll(async () => {
  server = await startServer();
  await loadTown(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  await signIn(page, DEMO_USERS.staff);
  map = new MapPage(page);
  await map.offline();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

/** The screen at rest: built (never the "not available yet" page), accessible, and no console errors so far. */
async function clean(name: string) {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  expect(await page.locator('body').innerText()).not.toMatch(/not available yet/i);
  const serious = seriousOrWorse((await checkA11y(page)).violations);
  await screenshot(page, `debug-${name}`);
  expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
  expect(consoleWatch.errors).toEqual([]);
}

describe('the staff debug screens', () => {
  it('/debug/map reads zoom, lat, lon, pitch and bearing from the address and writes them back', async () => {
    const c = parcel(4, 4);
    await page.goto(`/debug/map/17/${String(c.lat.toFixed(6)).replace('.', '_')}/${String(c.lng.toFixed(6)).replace('.', '_')}/30/45`);
    await new AppShell(page).waitForScreen('debug.map');
    await map.idle();
    expect(await page.getByTestId('view-pitch').innerText()).toBe('30');
    expect(await page.getByTestId('view-bearing').innerText()).toBe('45');
    expect(await page.getByTestId('view-zoom').innerText()).toBe('17');
    expect(await page.evaluate(() => [(window as unknown as { __plotwiseMap: { getPitch(): number } }).__plotwiseMap.getPitch()])).toEqual([30]);
    // the bearing typed in goes into the map and the address
    const bearing = page.getByTestId('set-bearing');
    await bearing.fill('-20');
    await page.waitForURL(/\/debug\/map\/17\/[\d_]+\/[\d_]+\/30\/-20$/);
    await map.idle();
    await expect.poll(() => page.getByTestId('view-bearing').innerText()).toBe('-20');
    // the layer list of the registry switches layers on the map
    expect((await map.rendered('plots')).some((p) => p.plotnr === 'OTL02 B 1044')).toBe(true);
    await clean('map');
  });

  it('/debug/shapetofeature reads RD WKT, names the system, measures it and lists the parcels; bad input is said at the field', async () => {
    await page.goto('/debug/shapetofeature');
    await new AppShell(page).waitForScreen('debug.shapetofeature');
    const x = TOWN.x + 4 * TOWN.step;
    const y = TOWN.y + 4 * TOWN.step;
    await page.getByTestId('shape-input').fill(`POLYGON((${x} ${y}, ${x + 30} ${y}, ${x + 30} ${y + 20}, ${x} ${y + 20}, ${x} ${y}))`);
    await page.getByTestId('shape-submit').click();
    const result = page.getByTestId('shape-result');
    await result.waitFor();
    expect(await page.getByTestId('shape-crs').innerText()).toContain('RD New (EPSG:28992)');
    expect(await page.getByTestId('shape-area').innerText()).toMatch(/600 m²/);
    const plots = await page.getByTestId('shape-plots').innerText();
    expect(plots).toContain('OTL02 B 1044');
    expect(plots).toContain('OTL02 B 1045');
    expect(await page.getByTestId('shape-geojson').innerText()).toContain('"type": "Polygon"');
    await clean('shapetofeature');

    await page.getByTestId('shape-input').fill('POLYGON((1 2, 3');
    await page.getByTestId('shape-submit').click();
    await expect.poll(() => page.locator('.mantine-Textarea-error').innerText()).toMatch(/cannot be used: WKT: expected/);
    // the refusal is an answer the screen expects: the app logs nothing; only Chromium notes the 400 itself
    expect(consoleWatch.errors).toHaveLength(1);
    expect(consoleWatch.errors[0]).toMatch(/Failed to load resource: .* 400 .*\/api\/admin\/debug\/shapetofeature/);
    consoleWatch.clear();
  });

  it('/debug/perceel finds a parcel by designation and by a click, with what is joined to it', async () => {
    await page.goto('/debug/perceel');
    await new AppShell(page).waitForScreen('debug.perceel');
    await page.getByTestId('perceel-input').fill('OTL02 B 1044');
    await page.getByTestId('perceel-submit').click();
    await page.waitForURL(/\/debug\/perceel\?q=OTL02/);
    const plots = page.getByTestId('perceel-plots');
    await expect.poll(() => plots.innerText()).toContain('OTL02 B 1044');
    expect(await page.getByTestId('perceel-zoning').innerText()).toMatch(/enkelbestemming\s+Wonen/);
    expect(await page.getByTestId('perceel-zoning').innerText()).toContain('maximum bouwhoogte (m): 10');
    expect(await page.getByTestId('perceel-addresses').innerText()).toContain('Polderweg 45');
    expect(await page.getByTestId('perceel-buildings').innerText()).toMatch(/0200100000010044/);
    await clean('perceel');

    // a click on the neighbouring parcel looks that one up
    await map.idle();
    const next = parcel(5, 4);
    await map.clickAt(next.lng, next.lat);
    await page.waitForURL(/\/debug\/perceel\?lat=/);
    await expect.poll(() => plots.innerText()).toContain('OTL02 B 1045');
    expect(consoleWatch.errors).toEqual([]);
  });

  it('/debug/enkelbestemming_features lists the zoning features of a point with their attributes', async () => {
    const c = parcel(2, 2);
    await page.goto(`/debug/enkelbestemming_features?lat=${c.lat}&lon=${c.lng}`);
    await new AppShell(page).waitForScreen('debug.enkelbestemmingFeatures');
    const table = page.getByTestId('zoning-features');
    await expect.poll(() => table.innerText()).toContain('Wonen');
    const text = await table.innerText();
    expect(text).toContain('enkelbestemming');
    expect(text).toContain('maatvoering');
    expect(text).toContain('maximum bouwhoogte (m): 10');
    expect(await page.getByTestId('zoning-plans').innerText()).toContain('E2e Dorp (vastgesteld, 2021-03-01)');
    expect(await page.getByTestId('zoning-rd').innerText()).toMatch(/160[.,]?049/);
    await clean('enkelbestemming');
  });

  it('/debug/paper lays the view out with title, scale, north arrow and legend, and prints only the sheet', async () => {
    const c = parcel(4, 4);
    await page.goto(`/debug/paper?zoom=17&lat=${c.lat}&lon=${c.lng}&bearing=30`);
    await new AppShell(page).waitForScreen('debug.paper');
    await map.idle();
    const sheet = page.getByTestId('paper-sheet');
    expect(await sheet.getAttribute('data-size')).toBe('A4');
    // 17 at 52.4° N: 0.364 m per CSS pixel, a CSS pixel prints as 0.2646 mm
    expect(await page.getByTestId('paper-scale').innerText()).toMatch(/^1 : 1,37\d/);
    expect(await page.getByTestId('paper-legend').innerText()).toContain('Plots');
    expect(await page.getByTestId('paper-north').locator('g').getAttribute('transform')).toBe('rotate(-30 12 15)');
    expect((await map.rendered('plots')).length).toBeGreaterThan(5);
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round((297 * 96) / 25.4));
    await page.getByText('A3', { exact: true }).click();
    await expect.poll(() => sheet.getAttribute('data-size')).toBe('A3');
    expect(Math.round((await sheet.boundingBox())!.width)).toBe(Math.round((420 * 96) / 25.4));
    await page.getByLabel('Title').fill('Polderweg proef');
    expect(await page.getByTestId('paper-title').innerText()).toBe('Polderweg proef');
    await clean('paper');

    // printing: the browser's print dialog is asked for, and print media shows the sheet alone
    await page.evaluate(() => {
      const w = window as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => void w.printed++;
    });
    await page.getByTestId('paper-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // what the print holds: Chromium's own print of the page (print media, the sheet's @page size), read back. An
    // emulated print medium on the live page is not enough: Chromium 156 kept the screen styles computed before it
    // (getComputedStyle said every control visible) while its print showed the sheet alone.
    const file = pdfFile(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = pdfInfo(file);
    expect(info).toMatch(/^Pages:\s+1$/m);
    // one A3 sheet in landscape (the screen opens in landscape)
    const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts \(A3\)$/m.exec(info) ?? [];
    expect(Number(width)).toBeGreaterThan(Number(height));
    const printed = pdfText(file);
    expect(printed).toContain('Polderweg proef');
    // the screen's controls and the app around the sheet are not printed
    for (const control of ['Print', 'Orientation', 'Title']) expect(printed).not.toContain(control);
  });

  it('refuses a company user on every debug screen', async () => {
    const user = await signedInAs(browser, server.baseUrl, DEMO_USERS.user);
    try {
      for (const path of ['/debug/map', '/debug/shapetofeature', '/debug/paper', '/debug/perceel', '/debug/enkelbestemming_features']) {
        await user.page.goto(path);
        await user.page.getByTestId('no-access').waitFor();
        expect(await user.page.locator('body').innerText(), path).not.toMatch(/not available yet/i);
      }
    } finally {
      await user.context.close();
    }
  });
});
