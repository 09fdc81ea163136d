import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { amersfoortFixture, startPdokTilesServer, type LocalPdokTiles } from '../../apps/server/src/geodata/pdok/testing/pdokTilesServer';
import { MapPage } from '../pages/MapPage';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

// Issue #21 item 2, PDOK's keyless Omgevingswet geometry tiles as a map layer: switched on in the layer panel, the
// map draws the geometries our server fetched from PDOK's RD tiles and reprojected; when PDOK fails, the panel marks
// the layer unavailable. PDOK is the local server of the API tests (squares, a line and a point around Amersfoort).
let pdok: LocalPdokTiles;
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let map: MapPage;

const amersfoort = rdToLngLat(rdPoint(155000, 463000));

beforeAll(async () => {
  pdok = await startPdokTilesServer(amersfoortFixture());
  server = await startServer({ env: () => ({ PDOK_OMGEVINGSWET_URL: pdok.baseUrl, PDOK_OMGEVINGSWET_TIMEOUT_MS: '1000', GEOCODER: 'local' }) });
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  await signIn(page, DEMO_USERS.user);
  map = new MapPage(page);
  await map.offline();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
  await pdok?.close();
});

describe('the Omgevingswet geometries layer', () => {
  it('switched on in the layer panel, draws the geometries reprojected from PDOK', async () => {
    await map.open('/locations/map', 15.5, amersfoort.lat, amersfoort.lng);
    expect(await map.rendered('omgevingswet_geometries')).toEqual([]);
    await page.getByRole('tab', { name: 'Layers' }).click();
    await page.getByRole('button', { name: 'Zoning' }).click();
    const answered = page.waitForResponse((r) => /\/api\/tiles\/omgevingswet\/15\/\d+\/\d+\.pbf$/.test(r.url()));
    // The switch is the layer store's, whose state follows a moment after the click; under load a click while the map
    // was still settling was lost twice on CI (Playwright's check() failed at once, a click and 20 s of waiting at
    // 4a23e60 and aeb5ff9): let the map settle, then click until the switch holds (at most three tries).
    await map.idle();
    const layerSwitch = page.getByRole('switch', { name: 'Omgevingswet geometries (PDOK)' });
    for (let attempt = 0; attempt < 3 && !(await layerSwitch.isChecked()); attempt++) {
      await layerSwitch.click();
      await expect.poll(() => layerSwitch.isChecked(), { timeout: 5_000 }).toBe(true).catch(() => undefined);
    }
    expect(await layerSwitch.isChecked()).toBe(true);
    expect((await answered).status()).toBe(200);
    await map.idle();
    await expect
      .poll(async () => new Set((await map.rendered('omgevingswet_geometries')).map((f) => f.identificatie)))
      .toEqual(new Set(['nl.imow-gm9999.gebied.small', 'nl.imow-gm9999.gebied.large', 'nl.imow-gm9999.lijn.1', 'nl.imow-gm9999.punt.1']));
    // the properties of the source tiles come along, with the name of the source layer
    const drawn = await map.rendered('omgevingswet_geometries');
    expect(new Set(drawn.map((f) => `${String(f.identificatie)} ${String(f.source_layer)}`))).toEqual(
      new Set(['nl.imow-gm9999.gebied.small locaties', 'nl.imow-gm9999.gebied.large locaties', 'nl.imow-gm9999.lijn.1 lijnen', 'nl.imow-gm9999.punt.1 punten']),
    );
    // fills and their outlines: both the fill layer and the line layer drew the small square
    const layers = await page.evaluate(() =>
      (window.__plotwiseMap as unknown as { queryRenderedFeatures(o: object): { layer: { id: string }; properties: Record<string, unknown> }[] })
        .queryRenderedFeatures({ layers: ['omgevingswet_geometries', 'omgevingswet_geometries-outline'] })
        .filter((f) => f.properties.identificatie === 'nl.imow-gm9999.gebied.small')
        .map((f) => f.layer.id),
    );
    expect(new Set(layers)).toEqual(new Set(['omgevingswet_geometries', 'omgevingswet_geometries-outline']));
    expect(await page.getByTestId('layer-unavailable-omgevingswet_geometries').count()).toBe(0);
    await screenshot(page, 'map-omgevingswet-geometries');
  });

  // as the map's idle wait (MapPage): on a machine busy with the whole suite a map frame costs about 0.4 s of CPU in
  // software WebGL, and one CI run saw the first tile after the jump come later than 30 s
  const TILE_WAIT_MS = 60_000;

  it('marks the layer unavailable when PDOK fails, instead of showing an empty map, and clears the mark when it answers again', async () => {
    pdok.failNext({ status: 503 }, 1000);
    try {
      const failed = page.waitForResponse((r) => /\/api\/tiles\/omgevingswet\/16\/\d+\/\d+\.pbf$/.test(r.url()) && r.status() === 502, { timeout: TILE_WAIT_MS });
      const east = rdToLngLat(rdPoint(158000, 466000));
      await map.open('/locations/map', 16, east.lat, east.lng);
      await failed;
      // the layer stays switched on (the choice is kept); the panel of the reloaded page shows why nothing is drawn
      await page.getByRole('tab', { name: 'Layers' }).click();
      await page.getByRole('button', { name: 'Zoning' }).click();
      expect(await page.getByRole('switch', { name: 'Omgevingswet geometries (PDOK)' }).isChecked()).toBe(true);
      const badge = page.getByTestId('layer-unavailable-omgevingswet_geometries');
      await badge.waitFor();
      expect(await badge.innerText()).toMatch(/unavailable/i);
      expect(await page.getByText('Its source does not answer now').count()).toBe(1);
    } finally {
      pdok.heal();
    }
    // PDOK answers again: on the same page (no reload, which would forget the mark anyway), the map moved to
    // Amersfoort loads its tiles, and a tile that loads clears the mark. What is awaited is the mark itself, not a
    // tile's response (the first test loaded these very tiles, which the browser may answer from its cache). On a
    // loaded CI machine the mark once stayed for 60 s after the jump: a failure of a tile asked before the heal may
    // arrive after the first success and set it again (open, docs/geodata.md "Failures"). So each round moves the map on
    // to tiles not asked before, and the mark must clear within a few rounds.
    const mark = page.getByTestId('layer-unavailable-omgevingswet_geometries');
    const jump = (lng: number, lat: number) =>
      page.evaluate(([x, y]) => (window.__plotwiseMap as unknown as { jumpTo(o: object): void }).jumpTo({ center: [x, y], zoom: 16 }), [lng, lat] as const);
    let cleared = false;
    for (let round = 0; round < 4 && !cleared; round++) {
      await jump(amersfoort.lng + round * 0.01, amersfoort.lat);
      cleared = await expect
        .poll(() => mark.count(), { timeout: TILE_WAIT_MS / 4 })
        .toBe(0)
        .then(() => true, () => false);
    }
    expect(cleared).toBe(true);
    expect(await page.getByRole('switch', { name: 'Omgevingswet geometries (PDOK)' }).isChecked()).toBe(true);
    await jump(amersfoort.lng, amersfoort.lat);
    await map.idle();
    expect((await map.rendered('omgevingswet_geometries')).length).toBeGreaterThan(0);
  }, 180_000);
});
