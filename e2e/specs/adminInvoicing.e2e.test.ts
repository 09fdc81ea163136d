import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoneybirdServer, type LocalMoneybird } from '../../apps/server/src/features/invoicing/testing/moneybirdServer';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #20 item 3: staff invoice the customers through Moneybird on /admin/moneybird. Moneybird is a local server that
// answers as its API v2 documentation says. The demo company (enterprise, two users besides its staff member) is the
// paying customer; a trial customer is listed and never invoiced.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staff: { context: BrowserContext; page: Page };
let mb: LocalMoneybird;

const DEMO = 'Demo Ontwikkeling';
const references = () => [...mb.invoices.values()].map((i) => i.reference).sort();

beforeAll(async () => {
  mb = await startMoneybirdServer();
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staff = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
}, 180_000);
afterAll(async () => {
  await staff?.context.close();
  await closeBrowser?.();
  await server?.stop();
  await mb?.close();
});

describe('the invoicing screen', () => {
  it('says what to configure, connects, links the customer, and a run repeated makes one invoice', async () => {
    const { page } = staff;
    const consoleWatch = watchConsole(page);
    const trial = await page.request.post('/api/admin/companies/list', { data: { name: 'Proef Vastgoed', subscription: 'trial', licence: 3 }, headers: { 'x-requested-with': 'e2e' } });
    expect(trial.status()).toBe(201);
    const contact = mb.addContact({ company_name: 'Demo Ontwikkeling B.V.', email: 'facturen@demo.test' });

    await page.goto('/admin/home');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Invoicing' }).click();
    await new AppShell(page).waitForScreen('admin.invoicing');
    expect(new URL(page.url()).pathname).toBe('/admin/moneybird');
    const missing = page.getByTestId('invoicing-not-configured');
    await missing.waitFor();
    expect(await missing.innerText()).toMatch(/Moneybird is not connected yet[\s\S]*an API token[\s\S]*the administration id/);
    expect(await page.getByRole('button', { name: 'Run invoices for period' }).isDisabled()).toBe(true);

    const form = page.getByTestId('invoicing-settings');
    await form.getByLabel('API token', { exact: true }).fill(mb.token);
    await form.getByLabel('Administration id', { exact: true }).fill(mb.administrationId);
    await form.getByLabel('API address', { exact: true }).fill(mb.url);
    await form.getByRole('button', { name: 'Save connection' }).click();
    const connected = page.getByTestId('invoicing-connected');
    await connected.waitFor();
    expect(await connected.innerText()).toBe(`Connected to administration ${mb.administrationId} with the token ending in ${mb.token.slice(-4)}.`);
    expect(await missing.count()).toBe(0);
    // the token itself never comes back to the browser
    expect(await page.content()).not.toContain(mb.token);
    expect(await form.getByLabel('Enterprise', { exact: true }).inputValue()).toBe('€ 99.00');

    const table = page.getByTestId('invoicing-customers');
    const row = table.locator(`[data-company="${DEMO}"]`);
    await expect.poll(() => row.innerText()).toMatch(/Enterprise[\s\S]*2[\s\S]*€198\.00[\s\S]*Not linked[\s\S]*No invoices yet/);
    expect(await table.locator('[data-company="Proef Vastgoed"]').innerText()).toContain('Not invoiced (pilot or trial)');

    await row.getByRole('button', { name: `Link: ${DEMO}` }).click();
    const dialog = page.getByTestId('invoicing-link');
    await dialog.getByRole('button', { name: 'Link: Demo Ontwikkeling B.V.' }).click();
    await expect.poll(() => page.getByTestId('invoicing-status').innerText()).toBe(`${DEMO} is linked to Demo Ontwikkeling B.V. in Moneybird.`);
    await expect.poll(() => row.innerText()).toContain(contact.id);

    const runMonth = async (month: string, title: string) => {
      await page.getByTestId('invoicing-period').fill(month);
      await page.getByRole('button', { name: 'Run invoices for period' }).click();
      const confirm = page.getByTestId('invoicing-confirm');
      // the dialog's text arrives a moment after the dialog itself (it read '' once under npm test's load)
      await expect.poll(() => confirm.innerText()).toContain(`Invoice ${title}?`);
      await confirm.getByTestId('confirm-ok').click();
      await confirm.waitFor({ state: 'hidden' });
    };
    await runMonth('2026-10', 'October 2026');
    await expect.poll(() => page.getByTestId('invoicing-status').innerText()).toBe('October 2026: sent 1, failed 0, invoiced before 0.');
    const october = row.locator('[data-testid="invoice"][data-period="2026-10"]');
    await expect.poll(() => october.getAttribute('data-state')).toBe('open');
    // badges show capitals (CSS); their text is as written
    expect(await october.textContent()).toMatch(/October 2026: Open\s*€198\.00/);

    // the same month again: nothing new in Moneybird
    await runMonth('2026-10', 'October 2026');
    await expect.poll(() => page.getByTestId('invoicing-status').innerText()).toBe('October 2026: sent 0, failed 0, invoiced before 1.');
    expect(references()).toEqual([expect.stringMatching(/^PW-2026-10-\d+$/)]);
    const made = [...mb.invoices.values()][0]!;
    expect(made).toMatchObject({ contact_id: contact.id, state: 'open', total_price_excl_tax: '198.0' });

    // Moneybird refuses the token: the invoice fails with the reason, and Retry makes it
    mb.failNext({ status: 401 });
    await runMonth('2026-11', 'November 2026');
    await expect.poll(() => page.getByTestId('invoicing-status').innerText()).toBe('November 2026: sent 0, failed 1, invoiced before 0.');
    expect(await page.getByTestId('invoicing-failures').innerText()).toContain(`${DEMO}: Moneybird refused the API token (401): Token is invalid.`);
    const november = row.locator('[data-testid="invoice"][data-period="2026-11"]');
    await expect.poll(() => november.getAttribute('data-state')).toBe('failed');
    expect(await november.getByTestId('invoice-error').innerText()).toMatch(/^Attempt 1, .*: Moneybird refused the API token \(401\)/);
    await november.getByRole('button', { name: `Retry: ${DEMO}, November 2026` }).click();
    await expect.poll(() => page.getByTestId('invoicing-status').innerText()).toBe(`The invoice of ${DEMO} for November 2026 is sent.`);
    await expect.poll(() => november.getAttribute('data-state')).toBe('open');
    expect(references()).toEqual([expect.stringMatching(/^PW-2026-10-\d+$/), expect.stringMatching(/^PW-2026-11-\d+$/)]);

    // paid in Moneybird: the screen shows it after a refresh
    mb.setInvoiceState(made.id, 'paid');
    await page.getByRole('button', { name: 'Refresh states' }).click();
    await expect.poll(() => page.getByTestId('invoicing-status').innerText()).toBe('States asked of Moneybird: 1 of 2 open invoices changed.');
    await expect.poll(() => october.getAttribute('data-state')).toBe('paid');
    expect(await october.textContent()).toContain('October 2026: Paid');
    // every state badge shows its whole text
    const cut = await table.locator('.mantine-Badge-label').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    expect(cut).toEqual([]);
    expect(consoleWatch.errors).toEqual([]);
    await expectNoSeriousViolations(page, 'admin-invoicing');
  }, 120_000);

  it('is in Dutch for a Dutch user, with Dutch amounts', async () => {
    const { page } = staff;
    const shell = new AppShell(page);
    await page.goto('/admin/moneybird');
    await shell.waitForScreen('admin.invoicing');
    await shell.switchLanguage('nl');
    try {
      const row = page.getByTestId('invoicing-customers').locator(`[data-company="${DEMO}"]`);
      await expect.poll(() => row.innerText()).toMatch(/€\s198,00/);
      expect(await row.textContent()).toMatch(/november 2026: Openstaand[\s\S]*oktober 2026: Betaald/);
      expect(await page.getByRole('button', { name: 'Facturen maken voor periode' }).isVisible()).toBe(true);
      expect(await page.getByTestId('invoicing-settings').getByLabel('Enterprise', { exact: true }).inputValue()).toBe('€ 99,00');
    } finally {
      await shell.switchLanguage('en');
    }
  });
});
