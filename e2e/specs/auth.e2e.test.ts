import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestMailbox } from '../../apps/server/src/auth/reset/testMailbox';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';

// Sign-in, the mailed password reset and a deactivated user, in the browser against the real server and a
// real SMTP server on loopback.
let server: RunningServer;
let box: TestMailbox;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let login: LoginPage;
const NEW_PASSWORD = 'nieuw wachtwoord voor de demo';

beforeAll(async () => {
  box = await TestMailbox.start();
  server = await startServer({ env: (baseUrl) => ({ SMTP_URL: box.url, PUBLIC_URL: baseUrl }) });
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  login = new LoginPage(page);
});
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
  await box?.stop();
});

describe('signing in', () => {
  it('shows a clear message for a wrong password, then signs in', async () => {
    await login.goto();
    await login.signIn(DEMO_USERS.user, 'not the password');
    await expect.poll(() => login.error().textContent()).toMatch(/not correct|onjuist|niet juist/i);
    await login.signIn(DEMO_USERS.user, DEMO_PASSWORD);
    await new AppShell(page).waitForScreen('home.gettingstarted');
    await screenshot(page, 'auth-signed-in');
  });
});

describe('password reset by mail', () => {
  it('requests a link, follows the mailed link, sets a new password and signs in with it', async () => {
    await context.clearCookies();
    await page.goto('/login/password_reset_request');
    await page.locator('input[type="email"]').fill(DEMO_USERS.user);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('status').waitFor();
    const mail = await box.take(DEMO_USERS.user);
    const link = /http:\/\/127\.0\.0\.1:\d+\/login\/passwordreset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const inputs = page.locator('input[type="password"]');
    await inputs.nth(0).fill('kort');
    await inputs.nth(1).fill('kort');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator('form').textContent()).toMatch(/at least 10|minstens 10/);
    await inputs.nth(0).fill(NEW_PASSWORD);
    await inputs.nth(1).fill(NEW_PASSWORD);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/auth/password-reset')), page.locator('form button[type="submit"]').click()]);
    await page.getByRole('status').waitFor();
    await screenshot(page, 'auth-password-reset-done');
    await login.goto();
    await login.signIn(DEMO_USERS.user, DEMO_PASSWORD);
    await expect.poll(() => login.error().isVisible()).toBe(true);
    await login.signIn(DEMO_USERS.user, NEW_PASSWORD);
    await new AppShell(page).waitForScreen('home.gettingstarted');
  });
});

describe('a deactivated user', () => {
  it('is refused at sign-in', async () => {
    await context.clearCookies();
    await login.goto();
    await login.signIn(DEMO_USERS.admin, DEMO_PASSWORD);
    await new AppShell(page).waitForScreen('home.gettingstarted');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { companyId: number } };
    const users = (await (await page.request.get(`/api/users/list?where=${encodeURIComponent(JSON.stringify({ email: DEMO_USERS.user }))}`)).json()) as { id: number }[];
    expect(me.user.companyId).toBeGreaterThan(0);
    const res = await page.request.patch(`/api/users/detail/${users[0]!.id}`, { data: { is_active: false }, headers: { 'x-requested-with': 'e2e' } });
    expect(res.status()).toBe(200);
    await context.clearCookies();
    await login.goto();
    await login.signIn(DEMO_USERS.user, NEW_PASSWORD);
    await expect.poll(() => login.error().isVisible()).toBe(true);
    expect(page.url()).toContain('/login');
  });
});
