import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlotContext, PlotDetail } from '@plotwise/contracts';
import { lngLatToRd } from '@plotwise/core/geometry/rdWgs84';
import { lngLat } from '@plotwise/core/units/units';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIfc } from '../../apps/web/src/features/concepts/ifc/readIfc';
import { PlanViewPage } from '../pages/PlanViewPage';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { apiSignedInAs, expectNoSeriousViolations, signIn } from '../support/session';

// Issue #17 items 3, 5 and 8: a user opens the plan view of a concept with a gallery block and a tower (made
// through the API here), sees the site from above, opens the gallery, picks storey 2 and reads the Dutch area
// labels, downloads the plan as SVG and PDF and the concept as IFC (read back here with web-ifc), and opens a
// neighbouring building of the demo region, demolishes it and keeps it again.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let plan: PlanViewPage;
let console_: ReturnType<typeof watchConsole>;
let locationId: number;
let conceptId: number;
let emptyConceptId: number;
let galleryId: number;
let towerId: number;
let pand: PlotContext['buildings'][number];
let pandPlotIds: number[];

const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function call<T>(method: 'post' | 'patch', path: string, data: unknown): Promise<T> {
  const res = await page.request[method](path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
async function get<T>(path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
/** The location's point as it is now (the setup moved it onto a BAG pand). */
async function locationLngLat(): Promise<[number, number]> {
  const l = await get<{ lat: number; lon: number }>(`/api/locations/detail/${locationId}`);
  return [l.lon, l.lat];
}

/** A BAG pand of the demo region: the buildings on parcels along a line through the middle of its extent. */
async function findPand(): Promise<{
  pand: PlotContext['buildings'][number];
  lat: number;
  lon: number;
  plotIds: number[];
}> {
  const { bbox } = await get<{ bbox: [number, number, number, number] | null }>('/api/geodata/extent');
  if (!bbox) throw new Error('the demo region is not loaded');
  for (let i = 1; i < 40; i++) {
    const lon = bbox[0] + ((bbox[2] - bbox[0]) * i) / 40;
    const lat = (bbox[1] + bbox[3]) / 2;
    const plots = await get<PlotDetail[]>(`/api/geodata/plots/at?lat=${lat}&lon=${lon}`);
    if (!plots.length) continue;
    const detail = await get<{ context: PlotContext }>(
      `/api/geodata/plots/detail?ids=${plots.map((p) => p.id).join(',')}`,
    );
    const found = detail.context.buildings.find((b) => b.year !== null && b.units > 0);
    if (found) return { pand: found, lat, lon, plotIds: plots.map((p) => p.id) };
  }
  throw new Error('no BAG pand found in the demo region');
}

beforeAll(async () => {
  server = await startServer({ demoRegion: 1500 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  // unit references in a building are the unit-mix feature, which staff switch on for a company
  const staff = await apiSignedInAs(server.baseUrl, DEMO_USERS.staff);
  const me = (await (await staff.request.get('/api/auth/me')).json()) as { user: { companyId: number } };
  const flag = await staff.request.patch(`/api/admin/companies/detail/${me.user.companyId}`, {
    data: { cfg: { flags: { unitmix: true } } },
    headers: HEADERS,
  });
  if (!flag.ok()) throw new Error(`unit mix flag: ${flag.status()}`);
  await staff.close();
  context = await newContext(browser, server.baseUrl, 'nl-NL');
  page = await context.newPage();
  console_ = watchConsole(page);
  await signIn(page, DEMO_USERS.user);
  plan = new PlanViewPage(page);

  const found = await findPand();
  pand = found.pand;
  pandPlotIds = found.plotIds;
  // a 100 x 100 m site (plot size around its address) centred on that building, which stands between the two blocks
  locationId = (
    await call<{ id: number }>('post', '/api/locations/list', {
      name: 'Plattegrond e2e',
      lat: found.lat,
      lon: found.lon,
      plotsize: 10_000,
    })
  ).id;
  const units = [
    await call<{ id: number; name: string }>('post', '/api/units/list', {
      name: 'Studio',
      size: 50,
      size_max: 60,
      order: 1,
      locationId,
    }),
    await call<{ id: number; name: string }>('post', '/api/units/list', {
      name: 'Gezinswoning',
      size: 85,
      size_max: 100,
      order: 2,
      locationId,
    }),
  ];
  const refs = units.map((u, i) => ({
    mode: 'reference',
    repeat_ratio: 1,
    order: i,
    name: u.name,
    size: null,
    size_max: null,
    unitId: u.id,
  }));
  conceptId = (
    await call<{ id: number }>('post', '/api/concepts/list', { name: 'Plattegronden', locationId })
  ).id;
  emptyConceptId = (
    await call<{ id: number }>('post', '/api/concepts/list', { name: 'Leeg', locationId, order: 20 })
  ).id;
  const at = await get<{ lat: number; lon: number }>(
    `/api/concepts/detail/${conceptId}/surrounding_buildings/${pand.identificatie}`,
  );
  await call('patch', `/api/locations/detail/${locationId}`, { lat: at.lat, lon: at.lon });
  const centre = lngLatToRd(lngLat(at.lon, at.lat));
  galleryId = (
    await call<{ id: number }>('post', '/api/buildings/list', {
      name: 'Galerijflat',
      conceptId,
      maxlength: 40,
      maxwidth: 12,
      maxheight: 18,
      x: centre.x,
      y: centre.y - 20,
      cfg: { blocktype: 'gallery_flats', function: 'apartment', units: refs },
    })
  ).id;
  towerId = (
    await call<{ id: number }>('post', '/api/buildings/list', {
      name: 'Toren',
      conceptId,
      maxlength: 25,
      maxwidth: 20,
      maxheight: 30,
      x: centre.x,
      y: centre.y + 22,
      cfg: {
        blocktype: 'tower',
        function: 'apartment',
        towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
        units: refs,
      },
    })
  ).id;
}, 600_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the plan view of a concept', () => {
  it('shows the whole site from above with both buildings and a legend of the unit types', async () => {
    await plan.open(locationId, conceptId);
    expect((await plan.siteBuildingIds()).sort()).toEqual([galleryId, towerId].sort());
    await screenshot(page, 'concept-planview-site');
    const legend = await page.getByTestId('planview-legend').innerText();
    expect(legend).toContain('Studio');
    expect(legend).toContain('Gezinswoning');
    expect(legend).toContain('Galerij');
  });

  it('opens the gallery block from the top view and draws storey 2 with Dutch area labels and dimensions', async () => {
    await plan.clickBuilding(galleryId);
    expect(new URL(page.url()).pathname).toBe(`/concepts/planview/${locationId}/${conceptId}/${galleryId}`);
    const options = await plan.floorOptions();
    expect(options[0]).toBe('Begane grond');
    expect(options).toContain('Verdieping 2');
    await plan.pickFloor('Verdieping 2', 2);
    expect(new URL(page.url()).searchParams.get('floor')).toBe('2');
    const labels = await plan.unitLabels();
    expect(labels.length).toBeGreaterThan(1);
    // Dutch notation: a comma decimal under 100 m², whole square metres from 100 m² on
    for (const l of labels) expect(l).toMatch(/^\d{1,3}(,\d)? m²$/);
    await expect
      .poll(() => page.locator('[data-testid="planview-plan"] text.label.unit').first().isVisible())
      .toBe(true);
    expect(
      await page.locator('[data-testid="planview-plan"] .dimension.length text').first().textContent(),
    ).toMatch(/^\d+(,\d)? m$/);
    expect(await page.getByTestId('planview-summary').innerText()).toMatch(
      new RegExp(`^${labels.length} eenhe(id|den) op deze bouwlaag$`),
    );
    await expectNoSeriousViolations(page, 'concept-planview-floor2');
  });

  it('downloads the storey as SVG and PDF', async () => {
    const labels = await plan.unitLabels();
    const svg = await plan.download('svg');
    expect(svg.name).toMatch(/^Plattegronden_Galerijflat_level-2\.svg$/);
    const text = svg.bytes.toString('utf8');
    expect(text.startsWith('<?xml')).toBe(true);
    expect(text).toContain('class="label unit"');
    expect(text).toMatch(/<svg[^>]*width="\d+(\.\d+)?"/);
    const pdf = await plan.download('pdf');
    expect(pdf.name.endsWith('.pdf')).toBe(true);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(2000);
    writeFileSync(join(import.meta.dirname, '..', 'artifacts', 'concept-plan.pdf'), pdf.bytes);
    // the drawing is in it as vector paths and text: the title and an area label of the plan
    const body = pdf.bytes.toString('latin1');
    expect(body).toContain('Galerijflat');
    expect(body).toContain(labels[0]!.replace(' m²', ''));
  });

  it('downloads the concept as IFC4 that web-ifc reads: two buildings, their storeys, a space per room with its area', async () => {
    const storeysOfGallery = (await plan.floorOptions()).length;
    const labels = await plan.unitLabels();
    const ifc = await plan.download('ifc');
    expect(ifc.name).toBe('Plattegronden.ifc');
    const read = await readIfc(new Uint8Array(ifc.bytes));
    expect(read.schema).toBe('IFC4');
    expect(read.buildings).toBe(2);
    expect(read.storeys.length).toBeGreaterThan(storeysOfGallery);
    expect(read.storeys.map((s) => s.name)).toContain('Verdieping 2');
    expect(read.spaces.length).toBeGreaterThan(labels.length);
    // every storey and space hangs in the hierarchy
    for (const id of [...read.storeys.map((s) => s.id), ...read.spaces.map((s) => s.id)])
      expect(read.parts.has(id)).toBe(true);
    // a unit's area on the plan is its net floor area in the file (the label is rounded to 0,1 m², from 100 m² to 1 m²)
    const shown = Number(labels[0]!.replace(' m²', '').replace(',', '.'));
    const near = read.netAreas.filter((a) => Math.abs(a - shown) <= (shown >= 100 ? 0.51 : 0.051));
    expect(near.length, `${shown} m² among ${read.netAreas.slice(0, 20).join(' ')}`).toBeGreaterThan(0);
  });

  it('says so for a concept without buildings and links to the editor', async () => {
    await plan.open(locationId, emptyConceptId);
    await page.getByTestId('planview-empty').waitFor();
    expect(await page.getByTestId('planview-editor-link').getAttribute('href')).toBe(
      `/concepts/modify/${locationId}/${emptyConceptId}`,
    );
  });

  it('marks the space a generator message is about: a click on the message shows its storey with the space marked', async () => {
    // a tower whose upper storeys are shifted 1,5 m: their staircase no longer stands on the one below
    const floor = (name: string, offset_x: number, repeat_count: number) => ({
      name,
      roof_type: 'flat',
      price_mode: 'rent_unit_month',
      height: null,
      offset_x,
      offset_y: 0,
      repeat_count,
      entrance_size: 50,
    });
    const shiftedId = (
      await call<{ id: number }>('post', '/api/concepts/list', { name: 'Verschoven', locationId, order: 30 })
    ).id;
    const centre = lngLatToRd(lngLat(...(await locationLngLat())));
    const towerShiftedId = (
      await call<{ id: number }>('post', '/api/buildings/list', {
        name: 'Verschoven toren',
        conceptId: shiftedId,
        maxlength: 25,
        maxwidth: 20,
        maxheight: 30,
        x: centre.x,
        y: centre.y,
        cfg: {
          blocktype: 'tower',
          function: 'apartment',
          towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
          floors: [floor('Begane grond', 0, 1), floor('Verdieping', 1.5, 3)],
        },
      })
    ).id;
    await plan.open(locationId, shiftedId, towerShiftedId);
    // a list of more than twelve messages shows its rest after one click
    await page.getByTestId('planview-message').first().waitFor();
    const all = page.getByTestId('planview-messages-all');
    if (await all.isVisible()) await all.click();
    const message = page
      .getByTestId('planview-message')
      .filter({ hasText: 'kernen staan niet op elkaar' })
      .first();
    await message.waitFor();
    const space = (await message.getAttribute('data-space'))!;
    // the space's storey is not the ground floor the plan opens on: the click switches to it and marks the space
    await message.click();
    const mark = page.locator(`[data-testid="plan-message-mark"][data-space="${space}"]`);
    await mark.waitFor();
    expect(await mark.getAttribute('data-message')).toContain('core_not_stacked');
    expect(await mark.getAttribute('data-selected')).toBe('true');
    expect(await message.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await page.getByTestId('planview-plan').getAttribute('data-level'))).toBeGreaterThan(0);
    await screenshot(page, 'concept-planview-message-mark');
    await expectNoSeriousViolations(page, 'concept-planview-message-mark');
  });
});

describe('a surrounding building', () => {
  it('shows its BAG data and height, and is demolished and kept again by the concept', async () => {
    // reached from the plan view's site: the neighbours around it link to their pages
    await plan.open(locationId, conceptId);
    await plan.clickNeighbour(pand.identificatie);
    expect(new URL(page.url()).pathname).toBe(
      `/concepts/surrounding_building/${locationId}/${conceptId}/${pand.identificatie}`,
    );
    await page.getByTestId('surrounding-facts').waitFor({ timeout: 20_000 });
    await expectNoSeriousViolations(page, 'concept-surrounding-building');
    expect(await plan.fact('year')).toBe(String(pand.year));
    expect(await plan.fact('units')).toBe(String(pand.units));
    expect(await plan.fact('height')).toMatch(
      pand.heightMeters === null ? /niet geïmporteerd/ : /^\d+(,\d)? m$/,
    );
    await plan.chooseSurrounding('Slopen');
    await expect
      .poll(
        async () =>
          (await get<{ demolished: string[] }>(`/api/concepts/detail/${conceptId}?depth=0`)).demolished,
      )
      .toEqual([pand.identificatie]);
    await expect
      .poll(() => page.getByTestId('surrounding-choice').locator('input[value="demolish"]').isChecked())
      .toBe(true);
    // the site view draws it demolished
    await plan.open(locationId, conceptId);
    await page
      .locator(
        `[data-testid="planview-neighbours"] [data-identificatie="${pand.identificatie}"][data-demolished="true"]`,
      )
      .waitFor();
    await page.goBack();
    await page.getByTestId('surrounding-facts').waitFor({ timeout: 20_000 });
    await plan.chooseSurrounding('Behouden');
    await expect
      .poll(
        async () =>
          (await get<{ demolished: string[] }>(`/api/concepts/detail/${conceptId}?depth=0`)).demolished,
      )
      .toEqual([]);
  });

  it("on the location's own plot, says how it counts in GSI and FSI, kept and demolished", async () => {
    // a location made from the parcel the building stands on, with one small office on it
    const onPlot = await call<{ id: number; lat: number; lon: number }>(
      'post',
      '/api/geodata/plots/to-location',
      { plotIds: pandPlotIds },
    );
    const concept = (
      await call<{ id: number }>('post', '/api/concepts/list', {
        name: 'Met buurpand',
        locationId: onPlot.id,
      })
    ).id;
    const centre = lngLatToRd(lngLat(onPlot.lon, onPlot.lat));
    await call('post', '/api/buildings/list', {
      name: 'Kantoor',
      conceptId: concept,
      maxlength: 10,
      maxwidth: 8,
      maxheight: 7,
      x: centre.x,
      y: centre.y,
      cfg: { blocktype: 'office', function: 'office' },
    });
    await plan.openSurrounding(onPlot.id, concept, pand.identificatie);
    await page.getByTestId('surrounding-factors').waitFor({ timeout: 30_000 });
    const facts = await get<{ onPlotSquareMeters: number; footprintSquareMeters: number }>(
      `/api/concepts/detail/${concept}/surrounding_buildings/${pand.identificatie}`,
    );
    expect(facts.onPlotSquareMeters).toBeGreaterThan(0);
    const value = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(',', '.'));
    expect(await value('surrounding-gsi-kept')).toBeGreaterThan(await value('surrounding-gsi-demolished'));
    expect(await value('surrounding-fsi-kept')).toBeGreaterThan(await value('surrounding-fsi-demolished'));
    expect(await page.getByTestId('surrounding-counts').innerText()).toMatch(/^Behouden: .* GSI \+0,\d+/);
    expect(await page.getByTestId('surrounding-map').locator('g[data-demolished="false"]').count()).toBe(1);
    await plan.chooseSurrounding('Slopen');
    await page.getByTestId('surrounding-map').locator('g[data-demolished="true"]').waitFor();
    expect(await page.getByTestId('surrounding-counts').innerText()).toMatch(/^Gesloopt: /);
    await screenshot(page, 'concept-surrounding-on-plot');
    expect(
      await page.getByTestId('surrounding-gsi-demolished').evaluate((td) => getComputedStyle(td).fontWeight),
    ).toBe('700');
    // the site view sums what the kept buildings on the plots add: keeping this one adds its share
    const keptGsi = async () => {
      await page.getByTestId('planview-neighbours').waitFor();
      const line = page.getByTestId('planview-kept-existing');
      if (!(await line.count())) return 0;
      return Number(/GSI \+(\d+,\d+)/.exec(await line.innerText())![1]!.replace(',', '.'));
    };
    await plan.open(onPlot.id, concept);
    const without = await keptGsi();
    await plan.openSurrounding(onPlot.id, concept, pand.identificatie);
    await plan.chooseSurrounding('Behouden');
    await plan.open(onPlot.id, concept);
    expect(await keptGsi()).toBeGreaterThan(without);
  });

  it('rendered every screen without console errors', () => {
    expect(console_.errors).toEqual([]);
  });
});
