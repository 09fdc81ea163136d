import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { apiSignedInAs, expectNoSeriousViolations, signedInAs } from '../support/session';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';

// Staff usage and reporting (issue #20 item 4), walked as the demo staff member after a demo user searched.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let shell: AppShell;
let consoleWatch: ReturnType<typeof watchConsole>;

beforeAll(async () => {
  server = await startServer({ demoRegion: 1500 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  // a user of the demo company searches twice: once for homes, once in a municipality
  const user = await apiSignedInAs(server.baseUrl, DEMO_USERS.user);
  const headers = { 'x-requested-with': 'plotwise-e2e' };
  for (const filters of [[{ key: 'zone', param1: ['residential'] }], [{ key: 'municipality', param1: ['Knarwijk'] }, { key: 'size', param1: 500 }]]) {
    const res = await user.request.post('/api/search/results', { data: { filters, limit: 10 }, headers });
    expect(res.status()).toBe(200);
  }
  await user.close();
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff));
  shell = new AppShell(page);
  consoleWatch = watchConsole(page);
}, 240_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('usage and reporting (staff)', () => {
  it('shows usage over time per figure and per company, and exports it as CSV', async () => {
    await page.goto('/admin/usage');
    await shell.waitForScreen('admin.usage');
    expect(await page.locator('body').innerText()).not.toMatch(/not available yet|nog niet beschikbaar/i);
    const chart = page.getByTestId('usage-chart');
    await chart.waitFor();
    expect(Number(await chart.getAttribute('data-total'))).toBeGreaterThanOrEqual(2); // the user's and the staff's sign-ins
    await page.getByTestId('usage-metric').getByText('Searches', { exact: true }).click();
    await expect.poll(async () => [await chart.getAttribute('data-metric'), await chart.getAttribute('data-total')]).toEqual(['searches', '2']);
    const demo = page.getByTestId('usage-companies').getByRole('row').filter({ hasText: 'Demo' }).first();
    await demo.waitFor();
    // storage is images plus records, and the screen says what it counts
    const headers = (await page.getByTestId('usage-companies').getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    for (const h of ['Storage', 'Stored images', 'Stored records']) expect(headers).toContain(h);
    expect(await page.getByTestId('usage-storage-help').innerText()).toMatch(/^Storage counts per company: its images .* plus its records/);
    await expectNoSeriousViolations(page, 'admin-usage');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^plotwise-usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')[0]).toBe('Period,Active users,Sign-ins,Searches,Locations made,Concepts made,Publications made,Imports');
    expect(csv).toMatch(/\r\nDemo[^\r\n]*,2,/); // the demo company's row counts its two searches
    expect(csv).toContain(',Publication visits,Storage,Stored images,Stored records,Last sign-in\r\n');

    // a period that runs backwards is refused at the field, and the last figures stay
    await page.getByLabel('From').fill('2026-12-31');
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await page.getByTestId('apply-period').click();
    await page.getByText('from must not be after to').waitFor();
    expect(await chart.getAttribute('data-metric')).toBe('searches');
    expect(consoleWatch.errors).toEqual([]);
  }, 120_000);

  it('reports the filters and regions searched, then the searches one by one with an info panel', async () => {
    consoleWatch.clear();
    await page.goto('/admin/reporting');
    await shell.waitForScreen('admin.reporting');
    expect(await page.getByTestId('report-searches').innerText()).toBe('2');
    const filters = page.getByTestId('report-filters');
    await filters.getByRole('row').filter({ hasText: 'Municipality' }).waitFor();
    expect(await page.getByTestId('report-regions').getByRole('row').filter({ hasText: 'Knarwijk' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'admin-reporting');

    await page.getByRole('link', { name: /Searches one by one/ }).click();
    await shell.waitForScreen('admin.reportingSearchResults');
    const rows = page.getByTestId('reported-searches').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().click();
    const info = page.getByTestId('search-info');
    await info.waitFor();
    expect(await info.innerText()).toContain('Knarwijk');
    expect(await info.innerText()).toContain(DEMO_USERS.user);
    await expectNoSeriousViolations(page, 'admin-reporting-searches');
    expect(consoleWatch.errors).toEqual([]);
  }, 120_000);
});
