import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

// Issue 16 item 7: with no stored choice the map opens on the Plotwise base map, drawn from our own tiles of the
// demo region, and asks nothing of the internet (no waiting, no "could not load" notice). Unlike the other map
// tests this one does not call MapPage.offline(): the default is what it checks.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let map: MapPage;
let consoleWatch: ReturnType<typeof watchConsole>;
/** every URL the pages and their workers asked for */
const requested: string[] = [];
/** the middle of the demo region */
let centre: { lat: number; lon: number };

/** How many features the map drew in these layers of the base map (ids without the `plotwise_base-` prefix). */
function drawn(...ids: string[]): Promise<{ count: number; names: string[] }> {
  return page.evaluate((layers) => {
    const m = window.__plotwiseMap!;
    const features = m.queryRenderedFeatures({ layers });
    return { count: features.length, names: features.map((f) => String(f.properties.name ?? '')).filter(Boolean) };
  }, ids.map((id) => `plotwise_base-${id}`));
}

const outside = () => requested.filter((url) => !url.startsWith(`${server.baseUrl}/`) && !/^(data|blob):/.test(url));

beforeAll(async () => {
  server = await startServer({ demoRegion: 1500 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  context.on('request', (r) => void requested.push(r.url()));
  // should anything still reach for the internet, it fails at once (and is recorded above)
  await context.route((url) => url.origin !== new URL(server.baseUrl).origin && /^https?:$/.test(url.protocol), (route) => route.abort('internetdisconnected'));
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  await signIn(page, DEMO_USERS.user);
  const extent = (await (await page.request.get('/api/geodata/extent')).json()) as { bbox: [number, number, number, number] | null };
  if (!extent.bbox) throw new Error('the demo region is not loaded');
  centre = { lon: (extent.bbox[0] + extent.bbox[2]) / 2, lat: (extent.bbox[1] + extent.bbox[3]) / 2 };
  map = new MapPage(page);
}, 600_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the default base map', () => {
  it('opens the map on the Plotwise base map of the demo town, with nothing asked of the internet', async () => {
    expect(await page.evaluate(() => localStorage.getItem('plotwise.map.layers'))).toBeNull();
    await page.goto('/locations/map');
    await new AppShell(page).waitForScreen('locations.map');
    // the map opens on the data's extent (the town, zoom 14 or closer) once it knows where that is
    await page.waitForFunction(() => ((window.__plotwiseMap as unknown as { getZoom(): number } | undefined)?.getZoom() ?? 0) >= 14, null, { timeout: 30_000 });
    await map.idle();
    expect((await drawn('buildings')).count).toBeGreaterThan(20);
    expect((await drawn('roads')).count).toBeGreaterThan(5);
    expect((await drawn('landuse')).count).toBeGreaterThan(0);
    // the tiles came from our server, fetched by MapLibre's workers (so the recording sees what they fetch)
    for (const layer of ['features', 'buildings', 'statistics']) expect(requested.some((u) => u.startsWith(`${server.baseUrl}/api/tiles/${layer}/`)), layer).toBe(true);
    expect(outside()).toEqual([]);
    expect(await page.getByText(/base map could not be loaded/i).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    // the layer panel offers it first, chosen; the online ones are marked; no base map last
    const radios = page.getByRole('radiogroup', { name: 'Base map' }).getByRole('radio');
    await expect.poll(() => radios.count()).toBeGreaterThan(2);
    expect(await radios.first().getAttribute('value')).toBe('plotwise_base');
    expect(await radios.first().isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Plotwise base map' }).isChecked()).toBe(true);
    expect(await radios.last().getAttribute('value')).toBe('none');
    expect(await page.getByRole('radio', { name: /OpenStreetMap.*online/i }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: /Plotwise base map.*online/i }).count()).toBe(0);
    await screenshot(page, 'base-map-default');
    expect(consoleWatch.errors).toEqual([]);
  });

  it('zoomed out, draws the water, the district outlines and their names', async () => {
    await map.open('/locations/map', 12, centre.lat, centre.lon);
    expect((await drawn('water')).count).toBeGreaterThan(0);
    expect((await drawn('district-outline')).count).toBeGreaterThan(0);
    expect((await drawn('municipality-outline')).count).toBeGreaterThan(0);
    // names drawn without a glyph server (the browser's own fonts)
    expect((await drawn('district-label')).names.length).toBeGreaterThan(0);
    await screenshot(page, 'base-map-town');
    expect(outside()).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('keeps the choice of no base map over a reload, and draws it again when chosen', async () => {
    await page.getByRole('radio', { name: /no base map/i }).check();
    await expect.poll(async () => (await drawn('water', 'roads', 'district-outline')).count).toBe(0);
    await page.reload();
    await map.idle();
    expect(await page.getByRole('radio', { name: /no base map/i }).isChecked()).toBe(true);
    expect((await drawn('water', 'roads', 'district-outline')).count).toBe(0);
    await page.getByRole('radio', { name: 'Plotwise base map' }).check();
    await expect.poll(async () => (await drawn('water')).count, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(outside()).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
  });
  it('draws at half resolution on a computer without a graphics card, sharp when the user chooses, and keeps the choice', async () => {
    // CSS pixels of the map against the canvas's own: 0.5 means a quarter of the pixels to draw
    const scale = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="map"] canvas.maplibregl-canvas')!;
        return Math.round((canvas.width / canvas.getBoundingClientRect().width) * 100) / 100;
      });
    // Chromium here draws WebGL in SwiftShader, on the CPU
    expect(await scale()).toBe(0.5);
    const choice = page.getByRole('radiogroup', { name: 'Map drawing' });
    expect(await choice.getByRole('radio', { name: 'Automatic' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: 'Sharp' }).check();
    await expect.poll(scale).toBe(1);
    expect(await page.getByText('This computer draws the map without a graphics card', { exact: false }).count()).toBe(1);
    await map.idle();
    expect((await drawn('water')).count).toBeGreaterThan(0);
    await page.reload();
    await map.idle();
    expect(await scale()).toBe(1);
    await page.getByRole('radiogroup', { name: 'Map drawing' }).getByRole('radio', { name: 'Automatic' }).check();
    await expect.poll(scale).toBe(0.5);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('names its controls in the interface language and keeps its sources to one line until asked (issue 42)', async () => {
    const attribution = page.locator('[data-testid="map"] .maplibregl-ctrl-attrib');
    // the 20-odd sources would cover the lower part of the map: one line with its toggle, collapsed
    await expect.poll(() => attribution.getAttribute('class')).toContain('maplibregl-compact');
    expect(await attribution.getAttribute('class')).not.toContain('maplibregl-compact-show');
    const shown = () => attribution.locator('.maplibregl-ctrl-attrib-inner').isVisible();
    expect(await shown()).toBe(false);
    expect(await page.getByRole('button', { name: 'Zoom in' }).count()).toBe(1);
    // MapLibre's toggle is the <summary> of a <details>: named by its aria-label, a disclosure rather than a button
    const toggle = attribution.locator('.maplibregl-ctrl-attrib-button');
    expect(await toggle.getAttribute('aria-label')).toBe('Show or hide the map sources');
    await toggle.click();
    expect(await attribution.getAttribute('class')).toContain('maplibregl-compact-show');
    expect(await shown()).toBe(true);
    await new AppShell(page).switchLanguage('nl');
    await expect.poll(() => page.getByRole('button', { name: 'Inzoomen' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Uitzoomen' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Zoom in|Zoom out|Drag to rotate/ }).count()).toBe(0);
    // the controls were made again in Dutch: the sources start collapsed again
    expect(await attribution.getAttribute('class')).not.toContain('maplibregl-compact-show');
    expect(await toggle.getAttribute('aria-label')).toBe('Kaartbronnen tonen of verbergen');
    await toggle.click();
    expect(await shown()).toBe(true);
    await new AppShell(page).switchLanguage('en');
    await expect.poll(() => page.getByRole('button', { name: 'Zoom in' }).count()).toBe(1);
    expect(consoleWatch.errors).toEqual([]);
  });
});
