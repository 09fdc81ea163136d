import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { SettingsPage } from '../pages/SettingsPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let settings: SettingsPage;

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  settings = new SettingsPage(page);
  await signIn(page, DEMO_USERS.admin);
});

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('settings screens save and show the saved value after a reload', () => {
  it('general/user: name, weekly email, alerts and list size', async () => {
    await settings.open('/settings/general/user', 'settings.user');
    await settings.field('First name').fill('Annemarie');
    await page.getByText('Never', { exact: true }).click();
    const alerts = page.getByRole('switch', { name: 'E-mail me when a saved search finds new plots' });
    expect(await alerts.isChecked()).toBe(true);
    await alerts.click({ force: true });
    const res = await settings.save(/\/api\/users\/detail\//);
    expect(res.ok()).toBe(true);
    await settings.reload('settings.user');
    expect(await settings.field('First name').inputValue()).toBe('Annemarie');
    expect(await page.locator('input[type="radio"][value="never"]').isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'E-mail me when a saved search finds new plots' }).isChecked()).toBe(false);
  });

  it('general/company: name', async () => {
    await settings.open('/settings/general/company', 'settings.company');
    await settings.field(/^Company name/).fill('Demo Ontwikkeling BV');
    expect((await settings.save(/\/api\/companies\/detail\//)).ok()).toBe(true);
    await settings.reload('settings.company');
    expect(await settings.field(/^Company name/).inputValue()).toBe('Demo Ontwikkeling BV');
  });

  it('publications/style: colours with a live preview', async () => {
    await settings.open('/settings/publications/style', 'settings.publicationStyle');
    await page.getByLabel('Use our own colours').check({ force: true });
    const primary = page.getByRole('textbox', { name: 'Primary colour' });
    await primary.fill('#1c4e80');
    await primary.press('Enter');
    await expect.poll(() => page.getByTestId('preview-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(28, 78, 128)');
    expect((await settings.save(/\/api\/companies\/detail\//)).ok()).toBe(true);
    await settings.reload('settings.publicationStyle');
    expect(await page.getByRole('textbox', { name: 'Primary colour' }).inputValue()).toBe('#1c4e80');
  });

  it('locations/defaultfields: a status value', async () => {
    await settings.open('/settings/locations/defaultfields', 'settings.defaultFields');
    const box = page.getByTestId('values-status');
    await box.getByLabel('New value').fill('Onderzoek');
    const res = await settings.waitForWrite(/\/api\/customvalues\/list/, () => box.getByRole('button', { name: 'Add' }).click());
    expect(res.ok()).toBe(true);
    await settings.reload('settings.defaultFields');
    await expect.poll(async () => (await page.getByTestId('values-status').locator('input[value="Onderzoek"]').count()) > 0).toBe(true);
  });

  it('locations/customfields: a field', async () => {
    await settings.open('/settings/locations/customfields', 'settings.customFields');
    await page.getByLabel('New field').fill('Bodemkwaliteit');
    const res = await settings.waitForWrite(/\/api\/customfields\/list/, () => page.getByRole('button', { name: 'Add', exact: true }).click());
    expect(res.ok()).toBe(true);
    await settings.reload('settings.customFields');
    await expect.poll(async () => page.locator('input[value="Bodemkwaliteit"]').count()).toBe(1);
  });

  it('concepts/units: a unit type', async () => {
    await settings.open('/settings/concepts/units', 'settings.units');
    const start = page.getByRole('button', { name: 'Start the unit types' });
    // the screen shows either the start button or the editor once the template location has loaded
    await start.or(page.getByLabel('New unit type')).waitFor();
    if (await start.isVisible()) await settings.waitForWrite(/\/api\/locations\/list/, () => start.click());
    await page.getByLabel('New unit type').fill('Studio');
    const res = await settings.waitForWrite(/\/api\/units\/list/, () => page.getByRole('button', { name: 'Add', exact: true }).click());
    expect(res.ok()).toBe(true);
    await settings.reload('settings.units');
    await expect.poll(async () => page.locator('input[value="Studio"]').count()).toBe(1);
  });

  it('concepts/parameters: a generation parameter', async () => {
    await settings.open('/settings/concepts/parameters', 'settings.parameters');
    await settings.field('Corridor width').fill('1.8');
    expect((await settings.save(/\/api\/companies\/detail\//)).ok()).toBe(true);
    await settings.reload('settings.parameters');
    expect(await settings.field('Corridor width').inputValue()).toBe('1.8');
  });
});

describe('accessibility and screenshots of the built screens', () => {
  const screens: [string, string][] = [
    ['/home/gettingstarted', 'home.gettingstarted'],
    ['/home/support', 'home.support'],
    ['/home/featurerequest', 'home.featurerequest'],
    ['/settings/general/user', 'settings.user'],
    ['/settings/general/company', 'settings.company'],
    ['/settings/locations/defaultfields', 'settings.defaultFields'],
    ['/settings/locations/customfields', 'settings.customFields'],
    ['/settings/concepts/units', 'settings.units'],
    ['/settings/concepts/parameters', 'settings.parameters'],
    ['/settings/publications/style', 'settings.publicationStyle'],
  ];
  it.each(screens)('%s has no serious or critical violations', async (path, screen) => {
    await settings.open(path, screen);
    await page.waitForLoadState('networkidle');
    const { violations } = await checkA11y(page);
    await screenshot(page, screen);
    expect(seriousOrWorse(violations)).toEqual([]);
  });

  it.each([
    ['/login', 'login.login'],
    ['/login/password_reset_request', 'login.passwordResetRequest'],
    ['/login/passwordreset/abc', 'login.passwordReset'],
  ])('%s (signed out) has no serious or critical violations', async (path, screen) => {
    const ctx = await newContext(browser, server.baseUrl);
    const p = await ctx.newPage();
    await p.goto(path);
    await new AppShell(p).waitForScreen(screen);
    const { violations } = await checkA11y(p);
    await screenshot(p, screen);
    await ctx.close();
    expect(seriousOrWorse(violations)).toEqual([]);
  });
});
