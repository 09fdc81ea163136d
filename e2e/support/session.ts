import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { checkA11y, seriousOrWorse } from './a11y';
import { newContext, screenshot } from './browser';
import { DEMO_PASSWORD } from './server';

/** A new browser context signed in as `email` through the login screen, resting on the home screen. */
export async function signedInAs(browser: Browser, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await new AppShell(page).waitForScreen('home.gettingstarted');
  return { context, page };
}

/** The page at rest has no serious or critical axe violations; keeps a screenshot named `name`. */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // axe reads the colours of the moment: a button under the mouse shows its hover shade
  await page.mouse.move(0, 0);
  const { violations } = await checkA11y(page);
  await screenshot(page, name);
  expect(seriousOrWorse(violations)).toEqual([]);
}
