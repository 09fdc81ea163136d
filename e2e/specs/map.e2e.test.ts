import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { loadTown, TOWN } from '../support/geodata';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiSignedInAs, signIn } from '../support/session';

// The locations map on our own vector tiles, offline: a plot click opens the plot panel, and a location made
// from two plots shows on the map and in the table of locations.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let map: MapPage;
let consoleWatch: ReturnType<typeof watchConsole>;
/** the location the walk makes from two plots; the site screen works on it next */
let locationId: number;

/** WGS84 of an RD point of the town. */
const at = (dx: number, dy: number) => rdToLngLat(rdPoint(TOWN.x + dx, TOWN.y + dy));
/** The middle of the town's parcel in column c, row r (the fixture's parcels are 18 m wide, 15-17 m deep). */
const parcel = (c: number, r: number) => at(c * TOWN.step + 9, r * TOWN.step + 7);
/** Per point: on the map and clear of the side panel (its right edge), where a user sees it. */
async function siteInView(points: { lng: number; lat: number }[]): Promise<boolean[]> {
  const box = (await page.getByTestId('map').boundingBox())!;
  const panel = (await page.getByRole('tablist').first().boundingBox())!;
  const panelRight = panel.x + panel.width - box.x;
  return Promise.all(
    points.map(async (p) => {
      const pt = await page.evaluate(([x, y]) => window.__plotwiseMap!.project([x, y]), [p.lng, p.lat] as [number, number]);
      return pt.x > panelRight && pt.x < box.width && pt.y > 0 && pt.y < box.height;
    }),
  );
}

beforeAll(async () => {
  // the address search answers from the town's BAG, never from PDOK online
  server = await startServer({ env: () => ({ GEOCODER: 'local', TILE_ARCHIVE_DIR: mkdtempSync(join(tmpdir(), 'plotwise-archives-')) }), timeoutMs: 180_000 });
  await loadTown(server.baseUrl);
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  await signIn(page, DEMO_USERS.user);
  map = new MapPage(page);
  await map.offline();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the locations map', () => {
  it('draws the imported plots and buildings from our own tiles without internet', async () => {
    const centre = at(100, 100);
    await map.open('/locations/map', 18, centre.lat, centre.lng);
    const plots = await map.rendered('plots');
    expect(plots.length).toBeGreaterThan(20);
    expect(plots.some((p) => p.plotnr === 'OTL02 B 1044')).toBe(true);
    expect((await map.rendered('buildings')).length).toBeGreaterThan(20);
    await screenshot(page, 'map-plots');
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
  });

  it('shows what is known about a clicked plot', async () => {
    const p = parcel(4, 4);
    await map.clickAt(p.lng, p.lat);
    const panel = page.getByTestId('plot-panel');
    await panel.waitFor();
    await expect.poll(() => panel.innerText()).toContain('OTL02 B 1044');
    const text = await panel.innerText();
    expect(text).toContain('Wonen');
    expect(text).toContain('maximum bouwhoogte (m): 10');
    // the address as a Dutch reader writes it (stored as delivered, 1234AB)
    expect(text).toMatch(/Polderweg 45, 1234 AB Nieuwdorp/);
    expect(text).toMatch(/288 m²/);
  });

  it('keeps the plot panel within its width in Dutch, at 1024 pixels too, clear of the mode buttons', async () => {
    const shell = new AppShell(page);
    await shell.switchLanguage('nl');
    await page.setViewportSize({ width: 1024, height: 768 });
    try {
      const panel = page.getByTestId('plot-panel');
      await expect.poll(() => panel.innerText()).toContain('Eenheden');
      // nothing in the panel reaches past its right edge (a clipped "Wissen", size or column header did)
      const overflow = await panel.evaluate((el) => {
        const right = el.getBoundingClientRect().right + 0.5;
        return [...el.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > right).map((c) => c.textContent?.slice(0, 30));
      });
      expect(overflow).toEqual([]);
      const modes = await page.getByRole('radiogroup', { name: 'Kaartmodus' }).boundingBox();
      const side = await panel.boundingBox();
      expect(modes!.x).toBeGreaterThan(side!.x + side!.width);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
      await shell.switchLanguage('en');
    }
  });

  it('creates a location from two selected plots that then shows on the map and in the list', async () => {
    await page.getByText('Select plots', { exact: true }).click();
    const a = parcel(4, 4);
    const b = parcel(5, 4);
    await page.getByRole('button', { name: 'Clear' }).click();
    await map.clickAt(a.lng, a.lat);
    await map.clickAt(b.lng, b.lat);
    const panel = page.getByTestId('plot-panel');
    await expect.poll(() => panel.innerText()).toContain('2 plots');
    expect(await page.getByTestId('plots-total').innerText()).toBe('576 m²');
    await page.getByTestId('create-location').click();
    await page.waitForURL(/\/locations\/map\/detail\/\d+\//);
    const locationPanel = page.getByTestId('location-panel');
    await locationPanel.waitFor();
    await expect.poll(() => locationPanel.innerText()).toContain('Polderweg 45, Nieuwdorp');
    expect(await locationPanel.innerText()).toContain('OTL02 B 1044, OTL02 B 1045');
    expect(await page.getByTestId('constraints').innerText()).toMatch(/maximum bouwhoogte \(m\)\s*≤ 10/);
    const id = Number(/detail\/(\d+)\//.exec(page.url())![1]);
    locationId = id;
    await map.idle();
    await expect.poll(async () => (await map.rendered('locations')).map((f) => f.location_id)).toContain(id);
    await screenshot(page, 'map-location-created');

    await page.goto('/locations/list');
    await new AppShell(page).waitForScreen('locations.list');
    const table = page.getByTestId('locations-table');
    await table.waitFor();
    expect(await table.innerText()).toContain('Polderweg 45, Nieuwdorp');

    // a link to the location without a view opens the map on the location's two parcels, not on the town's
    // middle: as close as the map goes for a site (18), the site beside the side panel
    await page.goto(`/locations/map/detail/${id}`);
    await page.waitForURL(new RegExp(`/locations/map/detail/${id}/18/`));
    await map.idle();
    expect(await siteInView([at(4 * TOWN.step, 4 * TOWN.step), at(6 * TOWN.step - 2, 4 * TOWN.step + 16)])).toEqual([true, true]);

    // the parcel is now worked as that location: the plot panel opens it rather than making a second one
    await map.idle();
    await map.clickAt(a.lng, a.lat);
    const held = page.getByTestId('plot-locations');
    await held.waitFor();
    expect(await page.getByTestId('create-location').count()).toBe(0);
    await held.getByTestId('open-location').click();
    await page.waitForURL(new RegExp(`/locations/map/detail/${id}/`));
    expect(consoleWatch.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

describe('the map of one location (/locations/map/detail/:id)', () => {
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: { 'x-requested-with': 'e2e' } });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };

  it('opens a location with a large site with the whole site in view', async () => {
    // a business park of 900 x 700 m in two drawn parcels; its point (lat/lon) lies at one corner of it
    const corners = [at(-400, -300), at(500, -300), at(500, 400), at(-400, 400)];
    const half = at(50, -300);
    const ring = (pts: { lng: number; lat: number }[]) => [[...pts, pts[0]!].map((p) => [p.lng, p.lat])];
    const { id } = await post('/api/locations/list', { name: 'Bedrijventerrein De Polder', lat: corners[0]!.lat, lon: corners[0]!.lng });
    await post('/api/plots/list', [
      { type: 'drawn', locationId: id, geometry: { type: 'Polygon', coordinates: ring([corners[0]!, half, at(50, 400), corners[3]!]) } },
      { type: 'drawn', locationId: id, geometry: { type: 'Polygon', coordinates: ring([half, corners[1]!, corners[2]!, at(50, 400)]) } },
    ]);
    await page.goto(`/locations/map/detail/${id}`);
    await page.waitForURL(new RegExp(`/locations/map/detail/${id}/[\\d_.]+/`));
    // the fixed zoom 17 around the point showed a quarter of it at most
    const zoom = Number(/detail\/\d+\/([\d_.]+)\//.exec(page.url())![1]!.replace('_', '.'));
    expect(zoom).toBeLessThan(16);
    expect(zoom).toBeGreaterThan(13);
    await map.idle();
    expect(await siteInView(corners)).toEqual([true, true, true, true]);
    await screenshot(page, 'map-location-large-site');
  });

  it('opens a location without parcels or a point at its address', async () => {
    const { id } = await post('/api/locations/list', { name: 'Alleen een adres', lat: 0, lon: 0, road: 'Polderweg', house_number: '45', postcode: '1234AB', city: 'Nieuwdorp' });
    await page.goto(`/locations/map/detail/${id}`);
    await page.waitForURL(new RegExp(`/locations/map/detail/${id}/17/`));
    const [lat, lon] = /\/17\/([\d_.]+)\/([\d_.]+)/.exec(page.url())!.slice(1).map((v) => Number(v.replace('_', '.'))) as [number, number];
    // the verblijfsobject of Polderweg 45 stands 6 m into the parcel in column 4, row 4
    const address = at(4 * TOWN.step + 6, 4 * TOWN.step + 6);
    expect(Math.abs(lat - address.lat)).toBeLessThan(0.0002);
    expect(Math.abs(lon - address.lng)).toBeLessThan(0.0002);
  });
});

describe('the site of a location (/locations/detail/:id/modifyplot)', () => {
  const parcels = (p: Page) => p.getByTestId('site-parcel');
  const draw = async (points: { lng: number; lat: number }[]) => {
    for (const p of points) await map.clickAt(p.lng, p.lat);
    await page.keyboard.press('Enter');
  };

  it('adds a cadastral parcel, splits one along a line, draws the buildable area, measures, and keeps it all', async () => {
    expect(locationId).toBeGreaterThan(0);
    await page.goto(`/locations/detail/${locationId}/modifyplot`);
    await new AppShell(page).waitForScreen('locations.modifyPlot');
    await map.idle();
    await expect.poll(() => parcels(page).count()).toBe(2);
    expect(await page.getByTestId('site-area').innerText()).toBe('576 m²');
    // without the company's Kadaster key the screen says how to get one instead of offering a lookup that fails
    await page.getByTestId('owners-no-key').waitFor();
    expect(await page.getByTestId('fetch-owners').count()).toBe(0);

    // a click on a cadastral parcel beside the site asks first, with the site's area before and after (issue 42: one
    // stray click added a 64 ha road parcel); Cancel adds nothing, Add parcel adds it; plot size and numbers follow
    const third = parcel(6, 4);
    const asked = page.getByTestId('add-parcel-dialog');
    await map.clickAt(third.lng, third.lat);
    await expect.poll(() => asked.getByText('the site grows from 576 m² to 864 m²', { exact: false }).count()).toBe(1);
    expect(await asked.getByText('Add parcel OTL02 B 1046 to the site?').count()).toBe(1);
    await asked.getByTestId('confirm-cancel').click();
    // gone, its closing fade included (the modal's root stays, empty): a click on its fading backdrop would close it
    await asked.getByTestId('confirm-ok').waitFor({ state: 'detached' });
    expect(await parcels(page).count()).toBe(2);
    await map.clickAt(third.lng, third.lat);
    await expect.poll(() => asked.getByText('to 864 m²', { exact: false }).count()).toBe(1);
    await asked.getByTestId('confirm-ok').click();
    await expect.poll(() => parcels(page).count()).toBe(3);
    expect(await page.getByTestId('site-area').innerText()).toBe('864 m²');
    expect(await page.getByTestId('site-plotnr').innerText()).toContain('OTL02 B 1046');

    // the new parcel is purchased: the land position is a third; its owner is kept with the type derived
    await page.getByRole('button', { name: 'OTL02 B 1046' }).click();
    const details = page.getByTestId('parcel-details');
    await details.getByRole('combobox', { name: 'Acquisition' }).click();
    await page.getByRole('option', { name: 'Purchased' }).click();
    await expect.poll(() => page.getByTestId('land-position').innerText().catch(() => '')).toBe('33%');
    await details.getByRole('textbox', { name: 'Owner', exact: true }).fill('Gemeente Nieuwdorp');
    expect(await details.getByRole('combobox', { name: 'Owner type' }).inputValue()).toBe('Municipality');
    await details.getByTestId('add-owner').click();
    await expect.poll(() => details.getByTestId('parcel-owner').innerText().catch(() => '')).toContain('Gemeente Nieuwdorp');
    // removing an owner asks first (issue 42 item 4); Cancel keeps it
    await details.getByRole('button', { name: 'Remove owner' }).click();
    const removing = page.getByTestId('confirm-dialog');
    await expect.poll(() => removing.getByText('Gemeente Nieuwdorp', { exact: false }).count()).toBeGreaterThan(0);
    await removing.getByTestId('confirm-cancel').click();
    await removing.getByTestId('confirm-ok').waitFor({ state: 'detached' });
    expect(await details.getByTestId('parcel-owner').count()).toBe(1);

    // select the first parcel on the map, then cut it in two with a north-south line
    const first = parcel(4, 4);
    await map.clickAt(first.lng, first.lat);
    await page.getByText('Split', { exact: true }).click();
    await draw([at(4 * TOWN.step + 9, 4 * TOWN.step - 4), at(4 * TOWN.step + 9, 4 * TOWN.step + 21)]);
    await page.getByRole('button', { name: 'Split parcel' }).click();
    await expect.poll(() => parcels(page).count()).toBe(4);
    expect(await page.getByTestId('site-area').innerText()).toBe('864 m²');

    // the buildable area: a 40 x 10 m rectangle inside the site
    await page.getByRole('button', { name: 'Draw buildable area' }).click();
    const bx = 4 * TOWN.step + 2;
    const by = 4 * TOWN.step + 2;
    await draw([at(bx, by), at(bx + 40, by), at(bx + 40, by + 10), at(bx, by + 10)]);
    // clicks land on whole pixels: the screen opens fitted to the site (zoom 18 at most), about 0.4 m a pixel
    const sketched = await page.getByTestId('sketch-area').innerText();
    expect(Number(/^(\d+) m²$/.exec(sketched)?.[1])).toBeGreaterThanOrEqual(385);
    expect(Number(/^(\d+) m²$/.exec(sketched)?.[1])).toBeLessThanOrEqual(415);
    await page.getByRole('button', { name: 'Save as buildable area' }).click();
    await expect.poll(() => page.getByTestId('buildable-facts').innerText().catch(() => '')).toMatch(new RegExp(`^${sketched}`));

    // a measurement of 30 m along the street
    await page.getByText('Measure', { exact: true }).click();
    await draw([at(bx, by - 1), at(bx + 30, by - 1)]);
    await page.getByRole('button', { name: 'Keep measurement' }).click();
    // clicks land on whole pixels (about 0.4 m at this zoom)
    const measured = async () => Number(/^([\d.]+) m/.exec(await page.getByTestId('measurement').innerText().catch(() => ''))?.[1] ?? NaN);
    await expect.poll(measured).toBeGreaterThan(0);
    expect(Math.abs((await measured()) - 30)).toBeLessThan(1);
    await map.idle();
    expect((await map.rendered('buildable_area')).length).toBeGreaterThan(0);
    await screenshot(page, 'site-modifyplot');

    // everything is stored: a reload shows the same site
    await page.reload();
    await new AppShell(page).waitForScreen('locations.modifyPlot');
    await expect.poll(() => parcels(page).count()).toBe(4);
    await expect.poll(() => page.getByTestId('buildable-facts').innerText().catch(() => '')).toMatch(new RegExp(`^${sketched}`));
    await expect.poll(() => page.getByTestId('measurement').count()).toBe(1);

    // "refresh data" reads the registers again for the changed site and shows each step's state
    await page.getByTestId('refresh-data').click();
    // (each step was already done before the click: wait for both, not for the first to answer)
    await expect.poll(() => page.locator('[data-step="getDestinationPlan"]').getAttribute('data-state')).toBe('3');
    await expect.poll(() => page.locator('[data-step="getAddress"]').getAttribute('data-state')).toBe('3');

    // removing a parcel asks first
    await parcels(page).first().getByRole('button', { name: 'Remove parcel' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => parcels(page).count()).toBe(3);
    expect(consoleWatch.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('writes the letter to the owners: merged per owner, a wrong placeholder refused at the field, one PDF each', async () => {
    // a second owner of the purchased parcel, with an address
    await page.getByRole('button', { name: 'OTL02 B 1046' }).click();
    const details = page.getByTestId('parcel-details');
    await details.getByRole('textbox', { name: 'Owner', exact: true }).fill('J. de Vries');
    await details.getByTestId('add-owner').click();
    await expect.poll(() => details.getByTestId('parcel-owner').count()).toBe(2);

    await page.getByRole('button', { name: 'Letter to the 2 owners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Letter to the owners' });
    // the dialog's content mounts as it opens
    await expect.poll(() => dialog.getByTestId('owner-letter-recipients').getByRole('checkbox').count()).toBe(2);
    // the preview is the first owner's letter, merged
    const preview = dialog.getByTestId('owner-letter-preview');
    expect(await preview.innerText()).toContain('Dear Gemeente Nieuwdorp,');
    expect(await preview.innerText()).toContain('parcel OTL02 B 1046');

    // a placeholder the merge does not know is refused at its field, and nothing is downloaded
    const body = dialog.getByRole('textbox', { name: 'Letter' });
    await body.fill('Dear {{ownr}},\n\nWe would like to buy {{parcels}}.\n\n{{sender}}');
    await dialog.getByTestId('owner-letter-download').click();
    await dialog.getByText('Unknown placeholder: {{ownr}}').waitFor();
    await body.fill('Dear {{owner}},\n\nWe would like to buy {{parcels}}.\n\n{{sender}}');

    const zipped = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download 2 letters (one PDF each, zipped)' }).click();
    const files = unzipSync(new Uint8Array(readFileSync(await (await zipped).path())));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.endsWith('.pdf'))).toBe(true);
    // jsPDF writes the text uncompressed: each letter names its own owner and parcel, and no other owner
    const text = (n: string) => Buffer.from(files[n]!).toString('latin1');
    const letterOf = (owner: string) => names.find((n) => text(n).includes(`Dear ${owner},`));
    expect(text(letterOf('Gemeente Nieuwdorp')!)).toContain('OTL02 B 1046');
    expect(text(letterOf('Gemeente Nieuwdorp')!)).not.toContain('J. de Vries');
    expect(text(letterOf('J. de Vries')!)).toContain('We would like to buy parcel OTL02 B 1046.');
    expect(text(names[0]!).startsWith('%PDF-')).toBe(true);

    // one owner chosen: the PDF itself
    await dialog.getByRole('checkbox', { name: /^J\. de Vries/ }).uncheck();
    const single = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the letter (PDF)' }).click();
    const one = await single;
    expect(one.suggestedFilename()).toMatch(/Gemeente-Nieuwdorp\.pdf$/);
    expect(readFileSync(await one.path()).toString('latin1')).toContain('Dear Gemeente Nieuwdorp,');
    // a user who is not a company admin writes letters but does not change the company's template
    expect(await dialog.getByTestId('owner-letter-keep').count()).toBe(0);
    // the pointer still rests on the download button: its hover colour is held to the contrast rule too
    const violations = seriousOrWorse((await checkA11y(page)).violations);
    expect(violations.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe('the national layers from their static archives (ADR 0010 part 3)', () => {
  it('draws the plots and buildings from their PMTiles archives once the job has cut them, by byte ranges, no tile asked', async () => {
    const staff = await apiSignedInAs(server.baseUrl, DEMO_USERS.staff);
    try {
      expect((await staff.request.post('/api/admin/scheduler/tile_archives/run')).ok()).toBe(true);
      const listed = async () => ((await (await staff.request.get('/api/tiles/archives')).json()) as { archives: { layer: string }[] }).archives.map((a) => a.layer);
      await expect.poll(listed, { timeout: 60_000 }).toEqual(expect.arrayContaining(['buildings', 'plots']));
    } finally {
      await staff.close();
    }
    const asked: string[] = [];
    page.on('request', (r) => asked.push(`${new URL(r.url()).pathname} ${r.headers().range ?? ''}`));
    const centre = at(100, 100);
    await map.open('/locations/map', 18, centre.lat, centre.lng);
    expect((await map.rendered('plots')).some((p) => p.plotnr === 'OTL02 B 1044')).toBe(true);
    expect((await map.rendered('buildings')).length).toBeGreaterThan(20);
    expect(asked.filter((a) => /^\/api\/tiles\/archives\/plots-v[\d.]+\.pmtiles bytes=\d+-\d+$/.test(a)).length).toBeGreaterThan(1);
    expect(asked.filter((a) => /^\/api\/tiles\/(plots|buildings)\/\d+/.test(a))).toEqual([]);
  });
});
