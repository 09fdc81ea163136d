import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #20 item 9: the user's map and list settings and the company's summary fields change what the screens
// show. Each setting is saved as the settings screen saves it (PATCH of the user's or company's cfg), then the
// screen is opened afresh and what it shows is read.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let map: MapPage;
let consoleWatch: ReturnType<typeof watchConsole>;
let me: { user: { id: number }; company: { id: number } };
const ids: number[] = [];
// three locations a few hundred metres apart, far from the demo company's own
const PLACE = { lat: 53.2194, lon: 6.5665 };

const headers = { 'x-requested-with': 'e2e' };
async function call<T>(method: 'post' | 'patch', path: string, data: unknown): Promise<T> {
  const res = await page.request[method](path, { data, headers });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}
const userCfg = (cfg: Record<string, unknown>) => call('patch', `/api/users/detail/${me.user.id}`, { cfg });

/** The pins drawn in view, without the demo company's others. */
async function pins() {
  const drawn = await map.rendered('location-pins');
  return drawn.filter((f) => f.point_count !== undefined || ids.includes(Number(f.location_id)));
}

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  consoleWatch = watchConsole(page);
  map = new MapPage(page);
  await map.offline();
  me = (await (await page.request.get('/api/auth/me')).json()) as typeof me;
  for (const [i, rating] of [5, 1, 3].entries()) {
    const loc = await call<{ id: number }>('post', '/api/locations/list', { name: `Pin ${i}`, lat: PLACE.lat + i * 0.002, lon: PLACE.lon, rating });
    ids.push(loc.id);
  }
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('settings take effect', () => {
  it('colours the pins by rating and clusters them only when the user chose so', async () => {
    await userCfg({ pincolor: 'rating', clusterlocations: false, showlocations: true });
    await map.open('/locations/map', 16, PLACE.lat + 0.002, PLACE.lon);
    const single = await pins();
    expect(single.map((f) => f.location_id).sort()).toEqual([...ids].sort());
    expect(single.map((f) => f.rating).sort()).toEqual([1, 3, 5]);
    const colour = await page.evaluate(() => (window.__plotwiseMap as unknown as { getPaintProperty(l: string, p: string): unknown }).getPaintProperty('location-pins', 'circle-color'));
    expect(JSON.stringify(colour)).toContain('rating');
    // zoomed out without clustering: still three pins
    await map.open('/locations/map', 11, PLACE.lat + 0.002, PLACE.lon);
    expect((await pins()).filter((f) => ids.includes(Number(f.location_id)))).toHaveLength(3);
    expect((await pins()).filter((f) => f.point_count !== undefined)).toEqual([]);

    await userCfg({ clusterlocations: true, pincolor: 'status' });
    await map.open('/locations/map', 11, PLACE.lat + 0.002, PLACE.lon);
    const clustered = await pins();
    expect(clustered.filter((f) => ids.includes(Number(f.location_id)))).toEqual([]);
    expect(clustered.some((f) => Number(f.point_count) >= 3)).toBe(true);
    const byStatus = await page.evaluate(() => (window.__plotwiseMap as unknown as { getPaintProperty(l: string, p: string): unknown }).getPaintProperty('location-pins', 'circle-color'));
    expect(JSON.stringify(byStatus)).not.toContain('rating');
    await expectNoSeriousViolations(page, 'settings-pins-clustered');
  });

  it("colours the pins by phase and by first label with the company's colours; others get the default", async () => {
    const early = await call<{ id: number }>('post', '/api/customvalues/list', { type: 'phase', name: 'Haalbaarheid', color: '#d9480f' });
    const late = await call<{ id: number }>('post', '/api/customvalues/list', { type: 'phase', name: 'Realisatie', color: '#1971c2' });
    const label = await call<{ id: number }>('post', '/api/labels/list', { name: 'Voorrang', color: '#9c36b5' });
    await call('patch', `/api/locations/detail/${ids[0]}`, { phase: early.id });
    await call('patch', `/api/locations/detail/${ids[1]}`, { phase: late.id });
    await call('post', '/api/locationslabels/list', { locationId: ids[2], labelId: label.id });
    /** Each of our pins' colour as MapLibre painted it (the layer's paint evaluated for that feature). */
    const painted = () =>
      page.evaluate((ours) => {
        const map = window.__plotwiseMap as unknown as { queryRenderedFeatures(o: object): { properties: Record<string, unknown>; layer: { paint?: Record<string, unknown> } }[] };
        const hex = (c: unknown) => {
          if (typeof c === 'string') return c.toLowerCase();
          const { r, g, b } = c as { r: number; g: number; b: number };
          return `#${[r, g, b].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('')}`;
        };
        const out: Record<number, string> = {};
        for (const f of map.queryRenderedFeatures({ layers: ['location-pins'] }))
          if (ours.includes(Number(f.properties.location_id))) out[Number(f.properties.location_id)] = hex(f.layer.paint?.['circle-color']);
        return out;
      }, ids);
    const fallback = '#00897b';
    await userCfg({ pincolor: 'phase', clusterlocations: false, showlocations: true });
    await map.open('/locations/map', 16, PLACE.lat + 0.002, PLACE.lon);
    await expect.poll(painted).toEqual({ [ids[0]!]: '#d9480f', [ids[1]!]: '#1971c2', [ids[2]!]: fallback });
    await userCfg({ pincolor: 'label' });
    await map.open('/locations/map', 16, PLACE.lat + 0.002, PLACE.lon);
    await expect.poll(painted).toEqual({ [ids[0]!]: fallback, [ids[1]!]: fallback, [ids[2]!]: '#9c36b5' });
    await userCfg({ pincolor: 'status' });
  });

  it('hides the locations when the user switches the layer off, and keeps that as their setting', async () => {
    await map.open('/locations/map', 16, PLACE.lat + 0.002, PLACE.lon);
    expect((await pins()).length).toBe(3);
    await page.getByRole('tab', { name: /layers|lagen/i }).click();
    await page.getByRole('switch', { name: /my locations|mijn locaties/i }).click();
    await expect.poll(async () => ((await (await page.request.get('/api/auth/me')).json()) as { user: { cfg: { showlocations: boolean } } }).user.cfg.showlocations).toBe(false);
    await map.open('/locations/map', 16, PLACE.lat + 0.002, PLACE.lon);
    expect(await pins()).toEqual([]);
    await userCfg({ showlocations: true });
  });

  it('opens the locations in the view the user chose', async () => {
    await userCfg({ locationsview: 'planboard' });
    await page.goto('/home/gettingstarted');
    const shell = new AppShell(page);
    await shell.waitForScreen('home.gettingstarted');
    await page.getByRole('navigation').getByRole('link', { name: /^(locations|locaties)$/i }).click();
    await shell.waitForScreen('locations.planboard');
    await userCfg({ locationsview: 'map' });
  });

  it("shows the company's summary custom fields on a location's summary", async () => {
    const field = await call<{ id: number }>('post', '/api/customfields/list', { name: 'Grondpositie', type: 1, visibility: 'edit' });
    await call('post', '/api/locationscustomvalues/list', { locationId: ids[0], customfieldId: field.id, value: 'Optie tot 2027' });
    await page.goto(`/locations/map/detail/${ids[0]}`);
    await page.getByTestId('location-panel').waitFor();
    expect(await page.getByTestId('summary-fields').count()).toBe(0);
    await call('patch', `/api/companies/detail/${me.company.id}`, { cfg: { summaryCustomFields: [field.id] } });
    await page.reload();
    await expect.poll(() => page.getByTestId('summary-fields').innerText()).toMatch(/Grondpositie:\s*Optie tot 2027/);
    expect(consoleWatch.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
