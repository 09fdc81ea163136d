import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestMailbox } from '../../apps/server/src/auth/reset/testMailbox';
import { AppShell } from '../pages/AppShell';
import { ConceptsOverviewPage } from '../pages/ConceptsOverviewPage';
import { LoginPage } from '../pages/LoginPage';
import { MapPage } from '../pages/MapPage';
import { SettingsPage } from '../pages/SettingsPage';
import { UserTablePage } from '../pages/UserTablePage';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signedInAs } from '../support/session';

// Issue #42, must show: the first hour of a new customer, every step in the screens. Staff create the company and
// invite its admin; the admin, from the mailed link, follows "Getting started" to the end (the starting template is
// in place from the start; the admin sets the publication colours and invites a colleague); the colleague, from the
// mailed link, draws a plot on the map as a location, makes a concept from a preset and reads its RGW. One server,
// one browser, one mailbox for the whole story.
let server: RunningServer;
let box: TestMailbox;
let browser: Browser;
let closeBrowser: () => Promise<void>;
const contexts: BrowserContext[] = [];
const ADMIN = 'anna@eerstevoet.test';
const USER = 'bram@eerstevoet.test';
const PASSWORD = 'een eerste uur zonder hulp';
const WAIT = { timeout: 30_000 };

const linkIn = (text: string) => /http:\/\/127\.0\.0\.1:\d+\/login\/passwordreset\/[A-Za-z0-9_-]+/.exec(text)?.[0];

/** A fresh browser context that follows the invitation mailed to `email` and signs in; on Getting started. */
async function fromInvitation(email: string): Promise<Page> {
  const mail = await box.take(email);
  const context = await newContext(browser, server.baseUrl);
  contexts.push(context);
  const page = await context.newPage();
  await new LoginPage(page).acceptInvitation(linkIn(mail.text)!, email, PASSWORD);
  return page;
}

beforeAll(async () => {
  box = await TestMailbox.start();
  server = await startServer({ env: (baseUrl) => ({ SMTP_URL: box.url, PUBLIC_URL: baseUrl }) });
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await closeBrowser?.();
  await server?.stop();
  await box?.stop();
});

describe('the first hour of a new customer (issue #42 must show)', () => {
  let admin: Page;

  it('staff create the company and invite its admin', async () => {
    const { context, page: staff } = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
    contexts.push(context);
    await staff.goto('/admin/customers');
    await new AppShell(staff).waitForScreen('admin.customers');
    await staff.getByTestId('new-company').click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel(/^Company name/).fill('Eerste Voet BV');
    await Promise.all([staff.waitForURL(/\/admin\/customers\/\d+$/), dialog.getByRole('button', { name: 'Create company' }).click()]);
    await new AppShell(staff).waitForScreen('admin.customer');
    const users = new UserTablePage(staff);
    expect((await users.invite({ email: ADMIN, firstName: 'Anna', language: 'English', admin: true })).status()).toBe(201);
    await context.close();
  }, 60_000);

  it('the admin follows Getting started to the end: colours for publications, a colleague invited', async () => {
    admin = await fromInvitation(ADMIN);
    const errors = watchConsole(admin);
    const checklist = admin.getByTestId('setup-checklist');
    await checklist.waitFor(WAIT);
    const done = (key: string) => admin.getByTestId(`setup-${key}`).getAttribute('data-done');
    // the company started from the Dutch starting template: those parts are done, two are left
    for (const key of ['unitTypes', 'costLines', 'statuses', 'phases', 'presets']) expect(await done(key)).toBe('true');
    expect(await checklist.innerText()).toContain('2 parts are still to set up.');
    await screenshot(admin, 'first-hour-checklist-before');

    await admin.getByTestId('setup-customStyle').getByRole('link', { name: 'Open' }).click();
    await new AppShell(admin).waitForScreen('settings.publicationStyle');
    await admin.getByLabel('Use our own colours').check({ force: true });
    expect((await new SettingsPage(admin).save(/\/api\/companies\/detail\//)).ok()).toBe(true);

    await admin.getByRole('link', { name: 'Home' }).first().click();
    await new AppShell(admin).waitForScreen('home.gettingstarted');
    await expect.poll(() => done('customStyle'), WAIT).toBe('true');
    await admin.getByTestId('setup-users').getByRole('link', { name: 'Open' }).click();
    await new AppShell(admin).waitForScreen('settings.company');
    const users = new UserTablePage(admin, admin.getByTestId('company-users'));
    expect((await users.invite({ email: USER, firstName: 'Bram', language: 'English' })).status()).toBe(201);

    await admin.getByRole('link', { name: 'Home' }).first().click();
    await new AppShell(admin).waitForScreen('home.gettingstarted');
    await expect.poll(() => checklist.innerText(), WAIT).toContain('Everything is set up.');
    for (const key of ['unitTypes', 'costLines', 'statuses', 'phases', 'presets', 'customStyle', 'users']) expect(await done(key)).toBe('true');
    await screenshot(admin, 'first-hour-checklist-done');
    expect(errors.errors).toEqual([]);
  }, 60_000);

  it('the colleague draws a location on the map, makes a concept from a preset and reads its RGW', async () => {
    const user = await fromInvitation(USER);
    const errors = watchConsole(user);
    const map = new MapPage(user);
    await map.offline();
    // a 30 x 50 m plot in open country (RD New), drawn corner by corner
    const corner = (dx: number, dy: number) => rdToLngLat(rdPoint(200_000 + dx, 500_000 + dy));
    const middle = corner(15, 25);
    await map.open('/locations/map', 18, middle.lat, middle.lng);
    await user.getByText('Draw plot', { exact: true }).click();
    for (const p of [corner(0, 0), corner(30, 0), corner(30, 50), corner(0, 50)]) await map.clickAt(p.lng, p.lat);
    await user.keyboard.press('Enter');
    await user.getByRole('button', { name: 'Create location from drawing' }).click();
    await user.waitForURL(/\/locations\/map\/detail\/\d+\//);
    const panel = user.getByTestId('location-panel');
    await panel.waitFor(WAIT);

    await panel.getByRole('link', { name: 'Concepts' }).click();
    const overview = new ConceptsOverviewPage(user);
    await overview.shell.waitForScreen('concepts.overview');
    await overview.newFromPreset('Galerijflat');
    const card = overview.cards().first();
    await card.waitFor(WAIT);
    await overview.waitGenerated(card);

    await card.getByRole('link', { name: 'Sheets' }).click();
    await overview.shell.waitForScreen('sheets.areasOverview');
    await user.getByTestId('sheet-tab-finance-rgw').click();
    await overview.shell.waitForScreen('sheets.financeRgw');
    const rgw = user.getByTestId('rgw-value').first();
    await rgw.waitFor(WAIT);
    // the starting template's prices and costs give the RGW its figures: a sum in euros, not an empty sheet
    expect(Math.abs(Number(await rgw.getAttribute('data-cents')))).toBeGreaterThan(0);
    await screenshot(user, 'first-hour-rgw');
    expect(errors.errors).toEqual([]);
  }, 90_000);
});
