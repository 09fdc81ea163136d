import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET, TestIssuer } from '../../apps/server/src/auth/sso/testIssuer';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newContext, watchConsole } from '../support/browser';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

let server: RunningServer;
let issuer: TestIssuer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  // the organisation's directory: a real OpenID Connect provider that knows where our callback is
  server = await startServer({
    env: async (baseUrl) => {
      issuer = await TestIssuer.start(`${baseUrl}/api/auth/sso/callback`);
      return { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET, PUBLIC_URL: baseUrl };
    },
  });
  issuer.accounts.set('jdevries', { email: DEMO_USERS.user, email_verified: true });
  issuer.accounts.set('stranger', { email: 'nobody@elsewhere.example', email_verified: true });
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 240_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
  await issuer?.stop();
});

/** On the login screen, "Sign in with your organisation", then the directory's own sign-in form as `account`. */
async function signInThroughDirectory(page: Page, account: string) {
  await new LoginPage(page).goto();
  await page.getByRole('link', { name: 'Sign in with your organisation' }).click();
  await page.waitForURL((url) => url.href.startsWith(issuer.issuer));
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
}

describe('directory sign-in (issue #20 item 8)', () => {
  it('the login screen offers the organisation button; it signs a known user in through the directory', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const watched = watchConsole(page);
    await new LoginPage(page).goto();
    await expectNoSeriousViolations(page, 'login-sso');
    await signInThroughDirectory(page, 'jdevries');
    await new AppShell(page).waitForScreen('home.gettingstarted');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { email: string } };
    expect(me.user.email).toBe(DEMO_USERS.user);
    // the directory's own sign-in page is not ours (it asks for a web font and a favicon it does not have)
    expect(watched.errors.filter((e) => !e.includes(`@ ${issuer.issuer}/`))).toEqual([]);
    await context.close();
  }, 120_000);

  it('a directory account without a Plotwise user comes back to the login screen with the reason', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signInThroughDirectory(page, 'stranger');
    await page.waitForSelector('[data-screen="login.login"]');
    expect(await page.getByTestId('sso-error').innerText()).toContain('No active Plotwise account uses that e-mail address');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await context.close();
  }, 120_000);

  it('a company admin switches password sign-in off: a password no longer signs in, the directory still does; both off is refused at the form', async () => {
    const { context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin);
    await page.goto('/settings/general/company');
    await new AppShell(page).waitForScreen('settings.company');
    const methods = page.getByTestId('sign-in-methods');
    await methods.getByLabel('Email and password').click({ force: true });
    await Promise.all([
      page.waitForResponse((r) => /\/api\/companies\/detail\//.test(r.url()) && r.request().method() === 'PATCH' && r.ok()),
      methods.getByRole('button', { name: 'Save sign-in methods' }).click(),
    ]);
    await methods.getByLabel('Directory single sign-on (Azure AD)').click({ force: true });
    await methods.getByRole('alert').waitFor();
    expect(await methods.getByRole('button', { name: 'Save sign-in methods' }).isDisabled()).toBe(true);
    await expectNoSeriousViolations(page, 'settings-sign-in-methods');

    const visitor = await newContext(browser, server.baseUrl);
    const login = await visitor.newPage();
    const form = new LoginPage(login);
    await form.goto();
    await form.signIn(DEMO_USERS.user, DEMO_PASSWORD);
    expect(await form.error().innerText()).toContain('use the button below');
    await signInThroughDirectory(login, 'jdevries');
    await new AppShell(login).waitForScreen('home.gettingstarted');
    await visitor.close();

    // password sign-in on again, so the company is as it was
    await methods.getByLabel('Directory single sign-on (Azure AD)').click({ force: true });
    await methods.getByLabel('Email and password').click({ force: true });
    await Promise.all([
      page.waitForResponse((r) => /\/api\/companies\/detail\//.test(r.url()) && r.request().method() === 'PATCH' && r.ok()),
      methods.getByRole('button', { name: 'Save sign-in methods' }).click(),
    ]);
    await context.close();
  }, 150_000);

  it('staff withdraw directory sign-in on the customer\'s properties: the admin\'s switch goes off and says why, and the directory no longer signs in', async () => {
    const staff = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
    const admin = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin);
    const company = ((await (await admin.page.request.get('/api/auth/me')).json()) as { company: { id: number } }).company.id;
    const allow = async (allowed: boolean) => {
      await staff.page.goto(`/admin/customers/${company}/properties`);
      await new AppShell(staff.page).waitForScreen('admin.customerProperties');
      await staff.page.getByRole('switch', { name: 'Allow directory sign-in' }).setChecked(allowed, { force: true });
      await Promise.all([
        staff.page.waitForResponse((r) => /\/api\/admin\/companies\/detail\/\d+$/.test(r.url()) && r.request().method() === 'PATCH' && r.ok()),
        staff.page.getByRole('button', { name: 'Save' }).click(),
      ]);
    };
    await allow(false);

    await admin.page.goto('/settings/general/company');
    await new AppShell(admin.page).waitForScreen('settings.company');
    const methods = admin.page.getByTestId('sign-in-methods');
    const directory = methods.getByRole('switch', { name: 'Directory single sign-on (Azure AD)' });
    expect(await directory.isChecked()).toBe(false);
    expect(await directory.isDisabled()).toBe(true);
    expect(await methods.innerText()).toContain('Plotwise support has not allowed directory sign-in for your company');
    expect(await methods.getByRole('switch', { name: 'Email and password' }).isChecked()).toBe(true);

    const visitor = await newContext(browser, server.baseUrl);
    const login = await visitor.newPage();
    await signInThroughDirectory(login, 'jdevries');
    await login.waitForSelector('[data-screen="login.login"]');
    expect(await login.getByTestId('sso-error').innerText()).toContain('Your company does not allow signing in through your organisation');
    expect((await login.request.get('/api/auth/me')).status()).toBe(401);
    await visitor.close();

    await allow(true);
    await admin.page.reload();
    await new AppShell(admin.page).waitForScreen('settings.company');
    expect(await directory.isDisabled()).toBe(false);
    await staff.context.close();
    await admin.context.close();
  }, 150_000);
});
