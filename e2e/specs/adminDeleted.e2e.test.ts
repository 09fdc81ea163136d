import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #20 item 6: a user deletes a location with its notes; staff find it under /admin/deleted, restore it whole,
// and the user has it back; another one is purged for good.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let user: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };

const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function post(p: Page, path: string, data: unknown) {
  const res = await p.request.post(path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  user = await signedInAs(browser, server.baseUrl, DEMO_USERS.user);
  staff = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
}, 180_000);
afterAll(async () => {
  await user?.context.close();
  await staff?.context.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('deleted items', () => {
  it('a deleted location comes back with its notes when staff restore it', async () => {
    const { id: locationId } = await post(user.page, '/api/locations/list', { name: 'Kavel Terugzetten', lat: 52.37, lon: 4.93 });
    await post(user.page, '/api/notes/list', { name: 'Eigenaar bellen', type: 'task', locationId });
    await post(user.page, '/api/notes/list', { name: 'Taxatie opvragen', type: 'task', locationId });

    // the user deletes it on its own screen, after the confirmation
    const page = user.page;
    await page.goto(`/locations/detail/${locationId}/modify`);
    await new AppShell(page).waitForScreen('locations.modify');
    await page.getByTestId('delete-location').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain('support can restore it');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/locations\/list/);
    expect((await page.request.get(`/api/locations/detail/${locationId}`)).status()).toBe(404);

    // staff find it, with what went with it, and restore it
    const s = staff.page;
    const consoleWatch = watchConsole(s);
    await s.goto('/admin/home');
    await s.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Deleted' }).click();
    await new AppShell(s).waitForScreen('admin.deleted');
    // the row is there before the search (it may be the only deleted item, so "1 of 1" too): wait for the searched
    // list's answer, or axe reads the table dimmed while the debounced search refreshes it
    const searched = s.waitForResponse((r) => r.url().includes('q=Terugzetten') && r.ok());
    await s.getByRole('searchbox', { name: 'Search' }).fill('Terugzetten');
    await searched;
    const row = s.getByTestId('deleted-table').locator('[data-testid="deleted-row"]', { hasText: 'Kavel Terugzetten' });
    await expect.poll(() => s.getByTestId('deleted-table-more').innerText()).toBe('1 of 1 shown');
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('1 location');
    expect(text).toContain('2 notes');
    expect(text).toMatch(/Demo/);
    await expectNoSeriousViolations(s, 'admin-deleted');
    await row.getByRole('button', { name: 'Restore Kavel Terugzetten' }).click();
    expect(await s.getByRole('dialog').innerText()).toContain('2 notes');
    await s.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => s.getByTestId('deleted-status').innerText()).toMatch(/Kavel Terugzetten restored \(\d+ records\)/);
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => s.getByRole('dialog').count()).toBe(0);
    expect(consoleWatch.errors).toEqual([]);

    // the user has it back, with its notes
    await page.goto(`/locations/detail/${locationId}/modify`);
    await new AppShell(page).waitForScreen('locations.modify');
    await page.getByText('Eigenaar bellen').first().waitFor();
    await page.getByText('Taxatie opvragen').first().waitFor();
  }, 120_000);

  it('purges a deleted record for good after a confirmation, in Dutch for a Dutch user', async () => {
    const { id } = await post(user.page, '/api/locations/list', { name: 'Kavel Wissen', lat: 52.1, lon: 5.1 });
    const del = await user.page.request.delete(`/api/locations/detail/${id}`, { headers: { 'x-requested-with': 'plotwise' } });
    expect(del.status()).toBe(204);
    const s = staff.page;
    const shell = new AppShell(s);
    await s.goto('/admin/deleted');
    await shell.waitForScreen('admin.deleted');
    await shell.switchLanguage('nl');
    const row = s.getByTestId('deleted-table').locator('[data-testid="deleted-row"]', { hasText: 'Kavel Wissen' });
    await row.waitFor();
    expect(await row.innerText()).toContain('1 locatie');
    await row.getByRole('button', { name: 'Definitief wissen Kavel Wissen' }).click();
    expect(await s.getByRole('dialog').innerText()).toContain('Terugzetten kan daarna niet meer');
    await s.getByRole('dialog').getByRole('button', { name: 'Definitief wissen' }).click();
    await expect.poll(() => s.getByTestId('deleted-status').innerText()).toContain('Kavel Wissen definitief gewist');
    await expect.poll(() => row.count()).toBe(0);
    await shell.switchLanguage('en');
  }, 90_000);
});
