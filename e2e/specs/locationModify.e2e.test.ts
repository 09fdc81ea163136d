import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signedInAs } from '../support/session';

// Issue #16 item 1: the location editor walked by a real user, then a colleague's newer save and the conflict dialog.
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
const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function post(p: Page, path: string, data: unknown) {
  const res = await p.request.post(path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

const signedIn = (email: string) => signedInAs(browser, server.baseUrl, email);

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedIn(DEMO_USERS.admin));
  editor = new LocationModifyPage(page);
  // the company's pipeline and a custom field, as an admin sets them up in the settings
  await post(page, '/api/customvalues/list', {
    type: 'status',
    name: 'Verkenning',
    color: '#1c7ed6',
    order: 10,
  });
  await post(page, '/api/customvalues/list', {
    type: 'status',
    name: 'Onderhandeling',
    color: '#e8590c',
    order: 20,
  });
  await post(page, '/api/customfields/list', {
    name: 'Bodemkwaliteit',
    type: 1,
    visibility: 'edit',
    order: 10,
  });
  await post(page, '/api/customfields/list', {
    name: 'Verborgen veld',
    type: 1,
    visibility: 'none',
    order: 20,
  });
  const list = await page.request.get('/api/locations/list?limit=1&order=id');
  locationId = ((await list.json()) as { id: number }[])[0]!.id;
});

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the location editor', () => {
  it('changes fields, status, rating, a label, a task, a custom value and a hand constraint; a reload shows them', async () => {
    await editor.open(locationId);
    await expect.poll(() => page.getByText('Verborgen veld').count()).toBe(0); // visibility none is not shown
    await editor.field('Owner').fill('Gemeente Knarwijk');
    await editor.field('Architect').fill('Studio Noord');
    await editor.choose('Status', 'Onderhandeling');
    await editor.choose('Assigned to', 'Arjen Beheer');
    await editor.rate(4);
    await editor.field('Chance of success').fill('65');
    // leaving with unsaved changes asks first; staying keeps them
    await editor.shell.nav().getByRole('link', { name: 'Home' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await editor.field('Owner').inputValue()).toBe('Gemeente Knarwijk');
    const saved = await editor.save();
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      owner: 'Gemeente Knarwijk',
      architect: 'Studio Noord',
      rating: 4,
      chanceOfSuccess: 65,
      updatedAt: expect.any(String),
    });

    expect((await editor.createLabel('Prioriteit')).status()).toBe(201);
    expect((await editor.addTask('Eigenaar bellen', '2026-12-15', 'Arjen Beheer')).status()).toBe(201);
    expect((await editor.setCustomText('Bodemkwaliteit', 'Schoon')).ok()).toBe(true);
    expect((await editor.addHandConstraint('Maximale bouwhoogte', 'Building height', '12')).status()).toBe(
      201,
    );
    expect((await editor.uploadImage('voorgevel.png', PNG)).status()).toBe(201);
    expect((await editor.attachToNote('Eigenaar bellen', 'visitekaartje.png', PNG)).status()).toBe(201);

    await page.reload();
    await editor.shell.waitForScreen('locations.modify');
    await page.waitForLoadState('networkidle');
    expect(await editor.field('Owner').inputValue()).toBe('Gemeente Knarwijk');
    expect(await editor.field('Architect').inputValue()).toBe('Studio Noord');
    expect(await editor.field('Status').inputValue()).toBe('Onderhandeling');
    expect(await editor.field('Assigned to').inputValue()).toBe('Arjen Beheer');
    expect(await page.getByTestId('location-label').filter({ hasText: 'Prioriteit' }).count()).toBe(1);
    // issue #42: a label's cross takes it off at once with an Undo; undone, it stays on the location
    const priority = page.getByTestId('location-label').filter({ hasText: 'Prioriteit' });
    await page.getByRole('button', { name: 'Remove label Prioriteit' }).click();
    await page.getByTestId('label-removed').waitFor();
    expect(await priority.count()).toBe(0);
    await page.getByTestId('label-undo').click();
    expect(await priority.count()).toBe(1);
    const task = page.getByTestId('note').filter({ hasText: 'Eigenaar bellen' });
    expect(await task.innerText()).toMatch(/due 15 Dec 2026/);
    expect(await task.getByRole('img', { name: 'visitekaartje.png' }).count()).toBe(1);
    expect(await page.getByTestId('custom-section').getByLabel('Bodemkwaliteit').inputValue()).toBe('Schoon');
    const row = page.getByTestId('constraints').getByRole('row').filter({ hasText: 'Maximale bouwhoogte' });
    expect(await row.textContent()).toContain('By hand');
    expect(await row.innerText()).toMatch(/≤ 12/);
    expect(await page.getByTestId('images-section').getByRole('img', { name: 'voorgevel.png' }).count()).toBe(
      1,
    );
    // the timeline: the status move by name, the task and the image, by whom
    await expect
      .poll(() => editor.activity().filter({ hasText: 'Status: – → Onderhandeling' }).count())
      .toBe(1);
    expect(await editor.activity().filter({ hasText: 'Task: Eigenaar bellen' }).innerText()).toContain(
      'Arjen Beheer',
    );
    expect(await editor.activity().filter({ hasText: 'Image: voorgevel.png' }).count()).toBe(1);
    await screenshot(page, 'location-modify');
    const { violations } = await checkA11y(page);
    expect(seriousOrWorse(violations)).toEqual([]);
  });

  it('the task is among my open tasks on /home/gettingstarted and links to the editor', async () => {
    await page.goto('/home/gettingstarted');
    await editor.shell.waitForScreen('home.gettingstarted');
    const item = page.getByTestId('open-task').filter({ hasText: 'Eigenaar bellen' });
    await item.waitFor();
    await item.getByRole('link', { name: 'Eigenaar bellen' }).click();
    await editor.shell.waitForScreen('locations.modify');
    expect(page.url()).toContain(`/locations/detail/${locationId}/modify`);
  });

  it('a save based on an older version shows both values and lets the user choose', async () => {
    await editor.open(locationId);
    await editor.field('Owner').fill('Provincie Flevoland');
    // a colleague in another session saves the same location first
    const other = await signedIn(DEMO_USERS.user);
    try {
      const theirs = new LocationModifyPage(other.page);
      await theirs.open(locationId);
      await theirs.field('Owner').fill('Rijksvastgoedbedrijf');
      expect((await theirs.save()).status()).toBe(200);
    } finally {
      await other.context.close();
    }
    const refused = await editor.save();
    expect(refused.status()).toBe(409);
    const dialog = editor.conflictDialog();
    await dialog.waitFor();
    const line = dialog.locator('[data-field="owner"]');
    expect(await line.innerText()).toContain('Rijksvastgoedbedrijf');
    expect(await line.innerText()).toContain('Provincie Flevoland');
    await screenshot(page, 'location-modify-conflict');
    await line.getByTestId('keep-mine').click();
    const resent = await editor.write(/\/api\/locations\/detail\/\d+/, () =>
      dialog.getByTestId('conflict-apply').click(),
    );
    expect(resent.status()).toBe(200);
    await page.reload();
    await editor.shell.waitForScreen('locations.modify');
    await page.waitForLoadState('networkidle');
    expect(await editor.field('Owner').inputValue()).toBe('Provincie Flevoland');
  });
});
