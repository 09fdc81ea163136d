import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #20 item 1, data refresh: staff add a source on /admin/import, refresh it now, and the nightly job's import
// shows in the history; a source that fails says why. The file host is a local server.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staff: { context: BrowserContext; page: Page };
let files: Server;
let filesUrl = '';
let serveFile = true;

const layer = {
  type: 'FeatureCollection',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
  features: [1, 2].map((i) => ({ type: 'Feature', id: `paal-${i}`, properties: { kw: 11 * i }, geometry: { type: 'Point', coordinates: [121000 + i, 487000 + i] } })),
};

beforeAll(async () => {
  files = createServer((req, res) => {
    if (req.url === '/laadpalen.geojson' && serveFile) res.writeHead(200, { 'content-type': 'application/geo+json' }).end(JSON.stringify(layer));
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  await new Promise<void>((ok) => files.listen(0, '127.0.0.1', ok));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staff = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
}, 180_000);
afterAll(async () => {
  await staff?.context.close();
  await closeBrowser?.();
  await server?.stop();
  await new Promise((ok) => files?.close(ok));
});

describe('scheduled data refresh', () => {
  it('adds a file source, refuses a bad one at the field, refreshes it now and links the import; a failure says why', async () => {
    const { page } = staff;
    const consoleWatch = watchConsole(page);
    await page.goto('/admin/import');
    await new AppShell(page).waitForScreen('admin.import');
    const section = page.getByTestId('refresh-sources');
    await section.getByTestId('refresh-source-add').click();
    const form = page.getByTestId('refresh-source-form');
    await form.getByLabel('Name').fill('Laadpalen Utrecht');
    await form.getByText('File download').click();
    await form.getByLabel('File URL').fill('ftp://elders/laadpalen.geojson');
    await form.getByTestId('refresh-source-save').click();
    // refused at the fields, nothing saved
    expect(await form.innerText()).toContain('Give a URL starting with http:// or https://');
    expect(await form.innerText()).toContain('Choose the import format of the file.');
    await form.getByLabel('File URL').fill(`${filesUrl}/laadpalen.geojson`);
    await form.getByRole('combobox', { name: 'Import format' }).click();
    await page.getByRole('option', { name: /^geojson:/ }).click();
    await form.getByLabel('Layer').fill('laadpalen');
    await form.getByTestId('refresh-source-save').click();
    const row = section.locator('[data-source="Laadpalen Utrecht"]');
    await row.waitFor();
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('due');
    await expectNoSeriousViolations(page, 'admin-refresh-sources');

    await row.getByRole('button', { name: 'Refresh now: Laadpalen Utrecht' }).click();
    await expect.poll(() => section.getByTestId('refresh-status').innerText()).toMatch(/refreshed now|next run/);
    await expect.poll(() => row.locator('[data-state]').getAttribute('data-state'), { timeout: 30_000 }).toBe('current');
    // the refresh is an import like any other: its report is one click away
    await row.getByRole('link').click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/import\?run=\d+/);
    await expect.poll(() => page.locator('body').innerText()).toMatch(/laadpalen/);

    // the file disappears: the next refresh fails with the reason, the data stays
    serveFile = false;
    await row.getByRole('button', { name: 'Refresh now: Laadpalen Utrecht' }).click();
    await expect.poll(() => row.locator('[data-state]').getAttribute('data-state'), { timeout: 30_000 }).toBe('failed');
    expect(await row.getByTestId('refresh-error').innerText()).toMatch(/404/);
    expect(consoleWatch.errors).toEqual([]);
  }, 120_000);
});
