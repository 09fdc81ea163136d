import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { MapPage } from '../pages/MapPage';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { createFixtures, type Fixtures } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let shell: AppShell;
let fixtures: Fixtures;

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  shell = new AppShell(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.staff, DEMO_PASSWORD);
  await shell.waitForScreen('home.gettingstarted');
  fixtures = await createFixtures(page.request);
  // the map routes draw without a base map: tests never reach the internet (PDOK, OpenStreetMap)
  await new MapPage(page).offline();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the app shell in Chromium', () => {
  it('signs out users are sent to login and back after signing in, with a clean console', async () => {
    const ctx = await newContext(browser, server.baseUrl);
    const p = await ctx.newPage();
    // issue 42 item 6: every page load warned that the router had no HydrateFallback
    const warnings: string[] = [];
    p.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    await p.goto('/settings/general/company');
    await p.waitForURL(/\/login\?next=/);
    const login = new LoginPage(p);
    await login.signIn(DEMO_USERS.admin, 'wrong password');
    await expect.poll(() => login.error().isVisible()).toBe(true);
    await login.signIn(DEMO_USERS.admin, DEMO_PASSWORD);
    await new AppShell(p).waitForScreen('settings.company');
    expect(new URL(p.url()).pathname).toBe('/settings/general/company');
    await p.reload();
    await new AppShell(p).waitForScreen('settings.company');
    expect(warnings).toEqual([]);
    await ctx.close();
  });

  // every route of the route table, rendered in the app without console errors: routesLayout.e2e walks them all in both
  // languages (with its layout probe); the debug screens have their own specs (debugTools, concepts3d, generator)

  it.each([
    ['/', '/home/gettingstarted'],
    ['/home', '/home/gettingstarted'],
    ['/locations', '/locations/map'],
    ['/sheets', '/sheets/areas/overview'],
    ['/settings', '/settings/general/user'],
    ['/publications', '/publications/overview'],
    ['/geodata', '/geodata/buildings'],
    ['/admin', '/admin/home'],
    ['/locations/modify/7/15/52_1/4_3', '/locations/map/detail/7/15/52_1/4_3'],
  ])('redirects %s to %s', async (from, to) => {
    await page.goto(from);
    await page.waitForURL((u) => u.pathname === to);
    await shell.waitForScreen();
  });

  it('reads the map view from the route with underscores as decimal mark', async () => {
    await page.goto('/debug/map/16/52_0907/5_1214/45/12_5');
    await shell.waitForScreen('debug.map');
    const view = () =>
      Promise.all(['zoom', 'lat', 'lon', 'pitch', 'bearing'].map((k) => page.getByTestId(`view-${k}`).innerText()));
    await expect.poll(view).toEqual(['16', '52.0907', '5.1214', '45', '12.5']);
  });

  it('sets the current location from the route and links it by the location link rule', async () => {
    await page.goto(`/concepts/modify/${fixtures.placed.id}/${fixtures.concept.id}`);
    await shell.waitForScreen('concepts.modify');
    await page.getByTestId('current-location').locator('a').waitFor({ timeout: 10_000 });
    expect(await shell.currentLocationLink().getAttribute('href')).toBe(`/locations/map/detail/${fixtures.placed.id}/15/52_37/4_89`);
    await page.goto(`/sheets/finance/income/${fixtures.empty.id}`);
    await shell.waitForScreen('sheets.financeIncome');
    await expect.poll(() => shell.currentLocationLink().getAttribute('href')).toBe(`/locations/list/${fixtures.empty.id}`);
    // Navigating in the app to a route without a location keeps the current one.
    await shell.nav().getByRole('link', { name: 'Settings' }).click();
    await shell.waitForScreen('settings.user');
    await expect.poll(() => shell.currentLocationLink().innerText()).toBe('Leeg project');
  });

  it('sends /pub/publication/{key} to the public page of its type', async () => {
    await page.goto(`/pub/publication/${fixtures.publication.key}`);
    await page.waitForURL((u) => u.pathname === `/pub/location/${fixtures.publication.key}`);
    await shell.waitForScreen('pub.location');
  });

  it('shows a clear message and a retry when a screen cannot be loaded', async () => {
    const ctx = await newContext(browser, server.baseUrl);
    const p = await ctx.newPage();
    await p.route(/\/assets\/SupportScreen-[^/]+\.js$/, (route) => route.abort());
    await p.goto('/login');
    const login = new LoginPage(p);
    await login.signIn(DEMO_USERS.user, DEMO_PASSWORD);
    await new AppShell(p).waitForScreen('home.gettingstarted');
    await p.getByRole('link', { name: 'Support' }).first().click();
    await p.getByTestId('route-error').waitFor();
    expect(await p.getByTestId('route-error').innerText()).toMatch(/could not be loaded/i);
    expect(await p.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await p.unroute(/\/assets\/SupportScreen-[^/]+\.js$/);
    await p.getByRole('button', { name: 'Try again' }).click();
    await new AppShell(p).waitForScreen('home.support');
    await ctx.close();
  });

  it('switches the language in the user menu and keeps it after a reload', async () => {
    await page.goto('/home/gettingstarted');
    await shell.waitForScreen('home.gettingstarted');
    await shell.switchLanguage('nl');
    await expect.poll(() => shell.nav().innerText()).toContain('Instellingen');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await screenshot(page, 'home-nl');
    await page.reload();
    await shell.waitForScreen('home.gettingstarted');
    await expect.poll(() => shell.nav().innerText()).toContain('Rekenbladen');
    await shell.switchLanguage('en');
    await expect.poll(() => shell.nav().innerText()).toContain('Settings');
  });

  it('keeps the navigation state of the user in the cfg', async () => {
    await page.goto('/home/gettingstarted');
    await shell.waitForScreen('home.gettingstarted');
    await Promise.all([
      page.waitForResponse((r) => /\/api\/users\/detail\//.test(r.url()) && r.request().method() === 'PATCH'),
      page.getByRole('button', { name: 'Hide navigation' }).click(),
    ]);
    await page.reload();
    await shell.waitForScreen('home.gettingstarted');
    await expect.poll(() => page.getByRole('button', { name: 'Show navigation' }).isVisible()).toBe(true);
    await Promise.all([
      page.waitForResponse((r) => /\/api\/users\/detail\//.test(r.url()) && r.request().method() === 'PATCH'),
      page.getByRole('button', { name: 'Show navigation' }).click(),
    ]);
  });
});
