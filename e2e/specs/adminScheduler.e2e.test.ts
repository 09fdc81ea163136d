import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #20 item 1: staff see the scheduled jobs with schedule, last and next run; run one now and follow it in the
// run log; pause and resume its schedule.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staff = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
}, 180_000);
afterAll(async () => {
  await staff?.context.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the scheduler screen', () => {
  it('runs the database maintenance now, shows the run, and pauses and resumes its schedule', async () => {
    const { page } = staff;
    const consoleWatch = watchConsole(page);
    await page.goto('/admin/home');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Scheduler' }).click();
    await new AppShell(page).waitForScreen('admin.scheduler');
    const row = page.getByTestId('scheduler-jobs').locator('[data-job="database_maintenance"]');
    await expect.poll(() => row.innerText()).toContain('Database maintenance');
    expect(await row.innerText()).toContain('Daily at 03:30');

    await row.getByRole('button', { name: 'Run now: Database maintenance' }).click();
    await expect.poll(() => page.getByTestId('scheduler-status').innerText()).toMatch(/will start within a few seconds|already waiting/);
    await row.click();
    const completed = page.getByTestId('scheduler-runs').locator('[data-state="completed"]');
    await completed.first().waitFor({ timeout: 30_000 });
    expect(await completed.first().innerText()).toMatch(/Staff \(run now\)[\s\S]*vacuumed and analysed \d+ tables/);
    await expect.poll(() => row.locator('[data-state]').first().getAttribute('data-state')).toBe('completed');

    await row.getByRole('button', { name: 'Pause: Database maintenance' }).click();
    await expect.poll(() => row.locator('[data-state]').first().getAttribute('data-state')).toBe('paused');
    await expect.poll(() => page.getByTestId('scheduler-status').innerText()).toContain('no longer runs on its schedule');
    // kept by the server: a reload still shows it paused
    await page.reload();
    await new AppShell(page).waitForScreen('admin.scheduler');
    await expect.poll(() => row.locator('[data-state]').first().getAttribute('data-state')).toBe('paused');
    await row.getByRole('button', { name: 'Resume: Database maintenance' }).click();
    await expect.poll(() => row.locator('[data-state]').first().getAttribute('data-state')).toBe('completed');
    // every state badge shows its whole word (a narrow column cut them to "COMP...")
    const cut = await page.locator('[data-testid="scheduler-jobs"] .mantine-Badge-label').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    expect(cut).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
    await expectNoSeriousViolations(page, 'admin-scheduler');
  }, 120_000);

  it('runs the saved searches now: the run log says how many ran and how many alerts went out', async () => {
    const { page } = staff;
    await page.goto('/admin/scheduler');
    await new AppShell(page).waitForScreen('admin.scheduler');
    const row = page.getByTestId('scheduler-jobs').locator('[data-job="saved_query_runs"]');
    await expect.poll(() => row.innerText()).toContain('Saved searches');
    expect(await row.innerText()).toContain('Daily at 06:00');
    await row.getByRole('button', { name: 'Run now: Saved searches' }).click();
    await row.click();
    const completed = page.getByTestId('scheduler-runs').locator('[data-state="completed"]');
    await completed.first().waitFor({ timeout: 60_000 });
    expect(await completed.first().innerText()).toMatch(/ran \d+ saved queries: \d+ new plots, \d+ alerts sent, 0 failed, 0 bounced/);
  }, 90_000);

  it('is in Dutch for a Dutch user', async () => {
    const { page } = staff;
    const shell = new AppShell(page);
    await page.goto('/admin/scheduler');
    await shell.waitForScreen('admin.scheduler');
    await shell.switchLanguage('nl');
    try {
      const row = page.getByTestId('scheduler-jobs').locator('[data-job="database_maintenance"]');
      await expect.poll(() => row.innerText()).toContain('Databaseonderhoud');
      expect(await row.innerText()).toContain('Dagelijks om 03:30');
      expect(await row.getByRole('button', { name: 'Nu starten: Databaseonderhoud' }).isVisible()).toBe(true);
    } finally {
      await shell.switchLanguage('en');
    }
  });
});
