import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { dsoDelivery } from '../../apps/server/src/geodata/testing/netcapaciteitFixtures';
import { writeOwFixture } from '../../apps/server/src/geodata/testing/omgevingsplan/owFixture';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { OpportunitiesPage } from '../pages/OpportunitiesPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { loadTown, TOWN } from '../support/geodata';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

// Grid congestion in the plot panel: a capaciteitskaart delivery uploaded by staff colours the town's postcode
// (1234AB, every address of the little town) red, and a plot click shows the line with its MW and date.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let consoleWatch: ReturnType<typeof watchConsole>;

/** Uploads one file through the staff import API and waits for its job. */
async function importAsStaff(format: string, name: string, content: string | Uint8Array) {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'e2e' },
    body: JSON.stringify({ email: DEMO_USERS.staff, password: DEMO_PASSWORD }),
  });
  const cookie = String(login.headers.get('set-cookie')).split(';')[0]!;
  const form = new FormData();
  form.set('format', format);
  form.set('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const res = await fetch(`${server.baseUrl}/api/admin/import`, { method: 'POST', headers: { cookie, 'x-requested-with': 'e2e' }, body: form });
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as { jobId: number };
  for (let i = 0; i < 300; i++) {
    const job = (await (await fetch(`${server.baseUrl}/api/admin/import/${jobId}`, { headers: { cookie } })).json()) as { status: string; error?: string };
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

beforeAll(async () => {
  server = await startServer();
  await loadTown(server.baseUrl);
  const delivery = dsoDelivery('2025-03-01');
  delivery.energy_areas[0]!.postcode_areas[0]!.postcode = '1234AB';
  expect(await importAsStaff('netcapaciteit', 'stedin-20250301.json', JSON.stringify(delivery))).toMatchObject({ status: 'succeeded' });
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  await signIn(page, DEMO_USERS.user);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('grid congestion in the plot panel', () => {
  it('shows the colour, the MW and the date of the delivery for a clicked plot', async () => {
    const map = new MapPage(page);
    await map.offline();
    const p = rdToLngLat(rdPoint(TOWN.x + 4 * TOWN.step + 9, TOWN.y + 4 * TOWN.step + 7));
    await map.open('/locations/map', 18, p.lat, p.lng);
    await map.clickAt(p.lng, p.lat);
    const line = page.getByTestId('grid-capacity');
    await line.waitFor();
    const text = await line.innerText();
    expect(text).toContain('congested (queue)');
    expect(text).toMatch(/Grid capacity for demand: 12\.5 MW available, as of 1 Mar 2025/);
    expect(text).toContain('feeding in: congested (queue)');
    await screenshot(page, 'map-grid-capacity');
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('refuses a malformed delivery with the file, the object and the reason, and the line stays', async () => {
    const bad = dsoDelivery('2025-04-01');
    bad.energy_areas[0]!.postcode_areas[0]!.postcode = '1234 AB';
    const job = await importAsStaff('netcapaciteit', 'stedin-20250401.json', JSON.stringify(bad));
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/stedin-20250401\.json: postcode 1234 AB \(energy area OS Doesburg 10-1\): postcode: not a 6-character postcode/);
    // a fresh page (no cached answer): the previous delivery still answers
    const map = new MapPage(page);
    const p = rdToLngLat(rdPoint(TOWN.x + 5 * TOWN.step + 9, TOWN.y + 4 * TOWN.step + 7));
    await map.open('/locations/map', 18, p.lat, p.lng);
    await map.clickAt(p.lng, p.lat);
    await expect.poll(() => page.getByTestId('grid-capacity').innerText().catch(() => '')).toMatch(/12\.5 MW available, as of 1 Mar 2025/);
  });

  it('lists the omgevingsplan rules of a clicked plot, and says where a pons ends the old zoning plan', async () => {
    // a plan of 100 x 100 m on the town's south-west corner, its pons on the first 40 x 40 m
    const dir = writeOwFixture(mkdtempSync(join(tmpdir(), 'e2e-ow-')), { origin: { x: TOWN.x, y: TOWN.y } });
    const zip = zipSync(Object.fromEntries(readdirSync(dir).map((f) => [f, new Uint8Array(readFileSync(join(dir, f)))])));
    expect(await importAsStaff('omgevingsplan', 'testplan.zip', zip)).toMatchObject({ status: 'succeeded' });
    const map = new MapPage(page);
    const inside = rdToLngLat(rdPoint(TOWN.x + 3 * TOWN.step + 9, TOWN.y + 3 * TOWN.step + 7));
    await map.open('/locations/map', 18, inside.lat, inside.lng);
    await map.clickAt(inside.lng, inside.lat);
    const plan = page.getByTestId('omgevingsplan');
    await plan.waitFor();
    expect(await plan.getByTestId('omgevingsplan-rule').first().innerText()).toMatch(/art\. 3\.1 lid 1/i); // a badge shows it in capitals
    expect(await plan.getByTestId('omgevingsplan-norm').first().innerText()).toMatch(/: 9 m$/);
    expect(await plan.getByTestId('omgevingsplan-pons').count()).toBe(0);
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    const ponsed = rdToLngLat(rdPoint(TOWN.x + 9, TOWN.y + 7));
    await map.open('/locations/map', 18, ponsed.lat, ponsed.lng);
    await map.clickAt(ponsed.lng, ponsed.lat);
    await page.getByTestId('omgevingsplan-pons').waitFor();
    expect(consoleWatch.errors).toEqual([]);
  });

  it("shows the same rules on the page of a location made from the plot", async () => {
    // the plot clicked last (under the pons) becomes a location; its own page lists the rules there
    await page.getByTestId('plot-panel').getByRole('button', { name: 'Create location' }).click();
    await page.getByTestId('edit-location').click();
    const section = page.getByTestId('rules-section');
    await expect.poll(() => section.getByTestId('omgevingsplan-rule').count()).toBeGreaterThan(0);
    expect(await section.getByTestId('omgevingsplan-pons').count()).toBe(1);
    expect(await section.getByTestId('omgevingsplan-norm').first().innerText()).toMatch(/: 9 m$/);
    // its one norm became a numeric constraint: checked, each rule linked to the regeling's official publication
    expect(await section.getByTestId('omgevingsplan-status').getAttribute('data-status')).toBe('checked');
    expect(await section.getByTestId('omgevingsplan-status').innerText()).toMatch(/^checked\s+every norm at this location became a constraint \(1 value\)/i); // the badge in capitals
    expect(await section.getByTestId('omgevingsplan-link').first().getAttribute('href')).toBe(
      'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9999_2024_testplan',
    );
    expect(await section.getByTestId('omgevingsplan-group').first().innerText()).toMatch(/bouwen van een bijgebouw/);
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('shows the grid line on the page of a location, with its MW and date', async () => {
    // a plot of the town outside the omgevingsplan fixture's 100 x 100 m, made a location from the plot panel
    const map = new MapPage(page);
    const p = rdToLngLat(rdPoint(TOWN.x + 6 * TOWN.step + 9, TOWN.y + 6 * TOWN.step + 7));
    await map.open('/locations/map', 18, p.lat, p.lng);
    await map.clickAt(p.lng, p.lat);
    await page.getByTestId('grid-capacity').waitFor();
    await page.getByTestId('plot-panel').getByRole('button', { name: 'Create location' }).click();
    await page.getByTestId('edit-location').click();
    const section = page.getByTestId('grid-capacity-section');
    await expect.poll(() => section.getByTestId('grid-capacity').innerText().catch(() => '')).toMatch(/Grid capacity for demand: 12\.5 MW available, as of 1 Mar 2025/);
    expect(await section.getByTestId('grid-capacity').innerText()).toContain('congested (queue)');
    await screenshot(page, 'location-grid-capacity');
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
  });

  it('filters the site search by the grid colour: the catalogue lists it, the count follows the admitted colours', async () => {
    // every parcel of the town has an address in 1234AB (red); the staff import refreshed the plot features
    await page.goto('/opportunities');
    await new AppShell(page).waitForScreen('opportunities.map');
    const opp = new OpportunitiesPage(page);
    await opp.addFilter('Grid congestion for demand');
    await expect.poll(() => opp.settledCount()).toBe(TOWN.parcels);
    const admitted = opp.card('Grid congestion for demand').getByLabel('Admitted values');
    await admitted.click();
    await expect.poll(() => page.getByRole('option', { name: /^congested \(queue\) \(/ }).count()).toBe(1);
    await page.getByRole('option', { name: /^available/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => opp.settledCount()).toBe(0);
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
  });
});
