import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { LocationsPage } from '../pages/LocationsPage';
import { launchBrowser } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #16 item 1, the editor's sections that locationModify.e2e does not walk: costs (kinds, groups, Dutch
// money), images (two, reordered, captioned, thumbnails), the phase field, and a task closed and reopened.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let editor: LocationModifyPage;
let locationId: number;

// a 2 x 2 PNG, enough for the server's image checks and thumbnail
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4EaBxIkCDAUIBACWOBQHvtZ07AAAAAElFTkSuQmCC',
  'base64',
);
const HEADERS = { 'x-requested-with': 'e2e' };
async function post<T = { id: number }>(path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
// Intl writes a (narrow) no-break space between € and the amount
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  // a shared machine under load starts the server slowly
  server = await startServer({ timeoutMs: 180_000 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  editor = new LocationModifyPage(page);
  ({ id: locationId } = await post('/api/locations/list', { name: 'Sectietest', lat: 52.37, lon: 5.22, city: 'Almere' }));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the sections of the location editor', () => {
  it('costs: adds lines of three kinds and groups, edits one, removes one; a reload keeps them, in Dutch money too', async () => {
    await editor.open(locationId);
    await page.getByTestId('costs-section').getByText('No cost lines yet.').waitFor();
    const added = await editor.submitCost({ name: 'Grondkosten', group: 'Ground', kind: 'Flat fee (€)', parameter: '125000.5' });
    expect(added.status()).toBe(201);
    expect(added.request().postDataJSON()).toMatchObject({ name: 'Grondkosten', category: 'ground', type: 'flat_fee', parameter: 125000.5, locationId });
    expect((await editor.submitCost({ name: 'Bouwrente', group: 'Financing', kind: '% of construction', parameter: '2.5' })).status()).toBe(201);
    // a per-m2 line may count the floor area of one building type only (issue #39: construction costs per type)
    const typed = await editor.submitCost({ name: 'Sloopkosten', group: 'Additional', kind: 'Per m² floor (€)', parameter: '45', buildingType: 'Towers' });
    expect(typed.status()).toBe(201);
    expect(typed.request().postDataJSON()).toMatchObject({ name: 'Sloopkosten', type: 'per_m2_floor', building_type: 'towers' });
    await expect.poll(() => editor.costRow('Sloopkosten').count()).toBe(1);
    // a per-place line counts the parking places of one kind (issue #43: the parking cost per place by kind)
    const placed = await editor.submitCost({ name: 'Garageplaatsen', group: 'Building', kind: 'Per parking place (€)', parameter: '25000', parkingKind: 'Places in a parking garage' });
    expect(placed.status()).toBe(201);
    expect(placed.request().postDataJSON()).toMatchObject({ type: 'per_parking_place', parking_kind: 'garage', building_type: null, parameter: 25000 });
    await expect.poll(async () => plain(await editor.costRow('Garageplaatsen').innerText())).toMatch(/€25,000 per place\s+Places in a parking garage/);
    expect((await editor.removeCost('Garageplaatsen')).ok()).toBe(true);
    expect(plain(await editor.costRow('Grondkosten').innerText())).toMatch(/Ground\s+Grondkosten\s+Flat fee \(€\)\s+€125,000\.50/);
    expect(plain(await editor.costRow('Bouwrente').innerText())).toMatch(/Financing\s+Bouwrente\s+% of construction\s+2\.5%/);
    expect(plain(await editor.costRow('Sloopkosten').innerText())).toMatch(/€45\/m²\s+Towers/);
    // the form is empty again after each line
    expect(await editor.costForm().getByLabel('Name').inputValue()).toBe('');

    // edit: the form takes the line's values; another group and percentage
    await editor.costRow('Bouwrente').getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await editor.costForm().getByLabel('Name').inputValue()).toBe('Bouwrente');
    expect(await editor.costForm().getByRole('combobox', { name: 'Kind', exact: true }).inputValue()).toBe('% of construction');
    const edited = await editor.submitCost({ group: 'Unforeseen', parameter: '3.25' });
    expect(edited.status()).toBe(200);
    expect(edited.request().method()).toBe('PATCH');
    expect(edited.request().postDataJSON()).toMatchObject({ name: 'Bouwrente', category: 'unforeseen', type: 'percentage_construction', parameter: 3.25 });
    await expect.poll(async () => plain(await editor.costRow('Bouwrente').innerText())).toMatch(/Unforeseen\s+Bouwrente\s+% of construction\s+3\.25%/);

    // remove after the question
    expect((await editor.removeCost('Sloopkosten')).ok()).toBe(true);
    await expect.poll(() => editor.costRow('Sloopkosten').count()).toBe(0);

    await editor.reload();
    // by group: ground before unforeseen
    const rows = page.getByTestId('costs').locator('tbody tr');
    await expect.poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent))).toEqual(['Grondkosten', 'Bouwrente']);
    expect(plain(await editor.costRow('Grondkosten').innerText())).toContain('€125,000.50');
    expect(plain(await editor.costRow('Bouwrente').innerText())).toContain('3.25%');
    await expectNoSeriousViolations(page, 'location-costs');

    // in Dutch: euro sign first, dots for thousands, a comma for cents
    await editor.shell.switchLanguage('nl');
    try {
      await expect.poll(async () => plain(await editor.costRow('Grondkosten').innerText())).toMatch(/Grond\s+Grondkosten\s+Vast bedrag \(€\)\s+€ 125\.000,50/);
      expect(plain(await editor.costRow('Bouwrente').innerText())).toMatch(/Onvoorzien\s+Bouwrente\s+% van de bouwkosten\s+3,25%/);
    } finally {
      await editor.shell.switchLanguage('en');
    }
  });

  it('images: uploads two with thumbnails, reorders them, captions one; a reload keeps order and caption', async () => {
    await editor.open(locationId);
    expect((await editor.uploadImage('voorgevel.png', PNG)).status()).toBe(201);
    expect((await editor.uploadImage('achtertuin.png', PNG)).status()).toBe(201);
    await expect.poll(() => editor.imageCaptions()).toEqual(['voorgevel.png', 'achtertuin.png']);
    // each shows its thumbnail (loaded, not a broken image) and links to the full image
    const thumbs = page.getByTestId('images-section').getByRole('img');
    await expect
      .poll(() => thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0 && /\/thumb\.png$/.test((i as HTMLImageElement).src))))
      .toEqual([true, true]);
    expect(await page.getByTestId('images-section').locator('a[href$="/img.png"]').count()).toBe(2);

    const moved = await editor.moveImageDown('voorgevel.png');
    expect(moved.status()).toBe(200);
    await expect.poll(() => editor.imageCaptions()).toEqual(['achtertuin.png', 'voorgevel.png']);
    const captioned = await editor.caption(1, 'Voorgevel aan de Dorpsstraat');
    expect(captioned.status()).toBe(200);
    expect(captioned.request().postDataJSON()).toMatchObject({ name: 'Voorgevel aan de Dorpsstraat' });

    await editor.reload();
    expect(await editor.imageCaptions()).toEqual(['achtertuin.png', 'Voorgevel aan de Dorpsstraat']);
    expect(await page.getByTestId('images-section').getByRole('img', { name: 'Voorgevel aan de Dorpsstraat' }).count()).toBe(1);
  });

  it('phase: chosen by name, saved as the value, shown after a reload and in the timeline', async () => {
    const sketch = await post('/api/customvalues/list', { type: 'phase', name: 'Schetsontwerp', color: '#7950f2', order: 10 });
    await post('/api/customvalues/list', { type: 'phase', name: 'Vergunning', color: '#e64980', order: 20 });
    await editor.open(locationId);
    await editor.choose('Phase', 'Schetsontwerp');
    const saved = await editor.save();
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({ phase: sketch.id });
    await editor.reload();
    expect(await editor.field('Phase').inputValue()).toBe('Schetsontwerp');
    await expect.poll(() => editor.activity().filter({ hasText: 'Phase: – → Schetsontwerp' }).count()).toBe(1);
  });

  it('a task closed leaves my open tasks, reopened it comes back', async () => {
    const title = 'Kadaster opvragen';
    const openTask = () => page.getByTestId('open-task').filter({ hasText: title });
    const home = async () => {
      await page.goto('/home/gettingstarted');
      await editor.shell.waitForScreen('home.gettingstarted');
      await page.waitForLoadState('networkidle');
    };
    await editor.open(locationId);
    expect((await editor.addTask(title, '2026-12-20', 'Arjen Beheer')).status()).toBe(201);
    await home();
    await openTask().waitFor();

    await editor.open(locationId);
    const closed = await editor.setTaskDone(title, true);
    expect(closed.status()).toBe(200);
    expect(closed.request().postDataJSON()).toMatchObject({ status: 'closed' });
    await editor.reload();
    expect(await editor.taskDone(title).isChecked()).toBe(true);
    await home();
    expect(await openTask().count()).toBe(0);

    await editor.open(locationId);
    const reopened = await editor.setTaskDone(title, false);
    expect(reopened.request().postDataJSON()).toMatchObject({ status: 'open' });
    await editor.reload();
    expect(await editor.taskDone(title).isChecked()).toBe(false);
    await home();
    await openTask().waitFor();
  });

  // Issue #39 item 3: the demo company keeps its unit types per location, none under a template, so this location
  // was made with none (its homes would earn nothing)
  it("unit types: a location made before the company had any follows those it adds, takes back a removed one here and in bulk from the list", async () => {
    const section = page.getByTestId('unit-types-section');
    const names = () => section.getByRole('textbox', { name: 'Name', exact: true }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const removeHere = async (name: string) => {
      await section.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      const gone = page.waitForResponse((r) => /\/api\/units\/detail\/\d+$/.test(r.url()) && r.request().method() === 'DELETE');
      await page.getByTestId('confirm-ok').click();
      expect((await gone).ok()).toBe(true);
    };
    await editor.open(locationId);
    await section.getByText('The company keeps no unit types yet', { exact: false }).waitFor();
    expect(await names()).toEqual([]);

    // an admin starts the company's unit types in the settings
    await page.goto('/settings/concepts/units');
    await editor.shell.waitForScreen('settings.units');
    await page.getByRole('button', { name: 'Start the unit types' }).click();
    for (const name of ['Eengezinswoning', 'Appartement']) {
      await page.getByLabel('New unit type').fill(name);
      const saved = page.waitForResponse((r) => /\/api\/units\/list$/.test(r.url()) && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      expect((await saved).status()).toBe(201);
      // the form empties once the list has the new type
      await expect.poll(() => page.getByLabel('New unit type').inputValue()).toBe('');
    }

    // the location followed: both are its own now, editable here
    await editor.open(locationId);
    await expect.poll(names).toEqual(['Eengezinswoning', 'Appartement']);
    await removeHere('Appartement');
    await section.getByText('The company keeps 1 unit type this location does not have: Appartement.').waitFor();
    const taken = page.waitForResponse((r) => r.url().endsWith('/api/locations/unit-types/adopt'));
    await section.getByRole('button', { name: "Take the company's unit type", exact: true }).click();
    expect((await taken).request().postDataJSON()).toEqual({ locationIds: [locationId] });
    await section.getByText('1 unit type taken.').waitFor();
    await expect.poll(names).toEqual(['Eengezinswoning', 'Appartement']);
    await expectNoSeriousViolations(page, 'location editor with its unit types');

    // in bulk from the list, after the question
    await removeHere('Eengezinswoning');
    await new LocationsPage(page).openList('Sectietest');
    await page.getByRole('checkbox', { name: 'Select Sectietest', exact: true }).click();
    await page.getByTestId('bulk-unit-types').click();
    await page.getByTestId('bulk-confirm').getByText("The selected location takes the company's unit types it does not have yet.", { exact: false }).waitFor();
    const bulk = page.waitForResponse((r) => r.url().endsWith('/api/locations/unit-types/adopt'));
    await page.getByTestId('confirm-ok').click();
    expect(await (await bulk).json()).toEqual({ unitTypes: 2, locations: [{ locationId, added: 1 }] });
    await page.getByText("1 location took the company's unit types (1 added).").waitFor();
    await editor.open(locationId);
    await expect.poll(async () => (await names()).sort()).toEqual(['Appartement', 'Eengezinswoning']);
  });
});
