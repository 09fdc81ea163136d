import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signedInAs } from '../support/session';

// The shared DataTable (apps/web/src/ui/DataTable) on the table of locations: 120 locations, more than the
// table renders at once (virtualised rows), sorted from the headers, columns chosen, rows reached by keyboard.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
const COUNT = 120;
const SEARCH = 'Search name, address or plot number';
const name = (i: number) => `Kavel ${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  const body = Array.from({ length: COUNT }, (_, i) => ({ name: name(i + 1), lat: 0, lon: 0, city: i % 2 ? 'Almere' : 'Lelystad' }));
  const res = await page.request.post('/api/locations/list', { data: body, headers: { 'x-requested-with': 'e2e' } });
  if (!res.ok()) throw new Error(`POST locations: ${res.status()} ${await res.text()}`);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the DataTable on the table of locations', () => {
  const table = () => page.getByTestId('locations-table');
  const rows = () => table().locator('tbody tr[data-row]');
  const firstName = () => rows().first().locator('td').first().innerText();

  it('renders only the rows in view of a long table, and the rest on scrolling', async () => {
    await page.goto('/locations/list');
    await new AppShell(page).waitForScreen('locations.list');
    // only ours, not the demo company's own locations
    await page.getByRole('textbox', { name: SEARCH }).fill('Kavel');
    await rows().first().waitFor();
    expect(await table().getAttribute('aria-rowcount')).toBe(String(COUNT + 1));
    const rendered = await rows().count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(COUNT);
    const before = await rows().evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent));
    await page.locator('[data-virtual="true"]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    // the rows at the end come into the page when scrolled to
    await expect.poll(async () => before.includes(await rows().last().locator('td').first().innerText())).toBe(false);
    expect(await rows().count()).toBeLessThan(COUNT);
  });

  it('sorts from the header, ascending then descending, and says so to screen readers', async () => {
    const header = table().getByRole('columnheader', { name: /Name/ });
    await table().getByRole('button', { name: 'Sort by Name' }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.locator('[data-virtual="true"]').evaluate((el) => el.scrollTo(0, 0));
    await expect.poll(firstName).toBe(name(1));
    await table().getByRole('button', { name: 'Sort by Name' }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstName).toBe(name(COUNT));
  });

  it('shows and hides a chosen column', async () => {
    await page.getByTestId('column-chooser').click();
    const plotNumber = page.getByRole('checkbox', { name: 'Plot number' });
    // the choice is the user's cfg in the query cache, which re-renders a tick after the click: click and wait
    await plotNumber.click();
    await expect.poll(() => plotNumber.isChecked()).toBe(true);
    await expect.poll(() => table().getByRole('columnheader', { name: /Plot number/ }).count()).toBe(1);
    await plotNumber.click();
    await expect.poll(() => plotNumber.isChecked()).toBe(false);
    await expect.poll(() => table().getByRole('columnheader', { name: /Plot number/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('moves between rows with the arrows and opens one with Enter', async () => {
    await rows().first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.querySelector('td')?.textContent)).toBe(name(COUNT - 1));
    const serious = seriousOrWorse((await checkA11y(page)).violations);
    expect(serious.map((v) => `${v.rule}: ${v.target}`)).toEqual([]);
    await screenshot(page, 'data-table-locations');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/locations\/list\/\d+/);
  });
});
