import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateFinance, galleryFlatExample } from '@plotwise/core/finance/index';
import { blockExamples } from '@plotwise/core/generator/index';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { expectNoSeriousViolations, signedInAs } from '../support/session';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';

// The staff's sandbox of the engines (/admin/playground) and the global presets (/admin/presets), walked as the
// demo staff member in Chromium against the real server with the demo region loaded (so the search finds plots).
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let consoleWatch: ReturnType<typeof watchConsole>;

const SHARED_CASE = '/work/shared/generator-cases/D4-terraced-garage-default.input.json';
const WRITE = { 'x-requested-with': 'plotwise-e2e' };

beforeAll(async () => {
  server = await startServer({ demoRegion: 1500 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  consoleWatch = watchConsole(page);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

const panel = (key: string) => page.getByTestId(`playground-${key}`);
const input = (key: string) => panel(key).getByTestId('playground-input');
const run = async (key: string) => {
  await panel(key).getByTestId('playground-run').click();
  await panel(key).locator('[data-testid="playground-output"], [data-testid="playground-problems"], [data-testid="playground-failed"]').first().waitFor();
};
const figure = async (key: string, name: string) => Number((await panel(key).getByTestId(`figure-${name}`).locator('p').first().innerText()).replace(/[^\d.-]/g, ''));
const outputOf = async (key: string) => JSON.parse(await panel(key).getByTestId('playground-json').innerText()) as Record<string, unknown>;
const problemsOf = async (key: string) => panel(key).getByTestId('playground-problem').allInnerTexts();

describe('the engine playground', () => {
  it('runs the prefilled generator example in the worker and shows its figures, time and output', async () => {
    await page.goto('/admin/playground');
    await new AppShell(page).waitForScreen('admin.playground');
    expect(await page.locator('body').innerText()).not.toMatch(/not available yet|nog niet beschikbaar/i);
    const prefilled = JSON.parse(await input('generator').inputValue());
    expect(prefilled).toEqual(JSON.parse(JSON.stringify(blockExamples()[0]!.input)));
    await run('generator');
    expect(await figure('generator', 'units')).toBe(blockExamples()[0]!.expected.units);
    expect(await panel('generator').getByTestId('playground-ms').innerText()).toMatch(/^\d[\d.,]* ms$/);
    const output = await outputOf('generator');
    expect((output.form_factors as { units: number }).units).toBe(blockExamples()[0]!.expected.units);
    await expectNoSeriousViolations(page, 'admin-playground-generator');
  });

  it('copies the output', async () => {
    await panel('generator').getByTestId('playground-copy').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(await outputOf('generator'));
  });

  it.runIf(existsSync(SHARED_CASE))('takes a shared regression case as it is and shows its messages', async () => {
    await input('generator').fill(readFileSync(SHARED_CASE, 'utf8'));
    await run('generator');
    await panel('generator').getByTestId('playground-output').waitFor();
    expect(await figure('generator', 'units')).toBeGreaterThan(0);
  });

  it('says what is wrong with invalid JSON and with an input the schema refuses, without a crash', async () => {
    await input('generator').fill('{ "building": ');
    await run('generator');
    expect((await problemsOf('generator'))[0]).toMatch(/^\(JSON\)/);
    const bad = structuredClone(blockExamples()[0]!.input) as unknown as { building: Record<string, unknown>; site: unknown };
    bad.building.maxwidth = 'wide';
    bad.site = { buildable_area: [] };
    await input('generator').fill(JSON.stringify(bad));
    await run('generator');
    const problems = await problemsOf('generator');
    expect(problems.some((p) => p.startsWith('building.maxwidth'))).toBe(true);
    expect(problems.some((p) => p.startsWith('site.buildable_area'))).toBe(true);
  });

  it('runs the finance engine in the browser with the same result as the engine here', async () => {
    await page.getByTestId('tab-finance').click();
    expect(JSON.parse(await input('finance').inputValue())).toEqual(JSON.parse(JSON.stringify(galleryFlatExample)));
    await run('finance');
    const here = evaluateFinance(galleryFlatExample);
    if (!here.ok) throw new Error('the example must evaluate');
    const output = (await outputOf('finance')) as { rgw: { residualLandValue: { cents: number } } };
    expect(output.rgw.residualLandValue.cents).toBe(here.value.rgw.residualLandValue.cents);
    await expectNoSeriousViolations(page, 'admin-playground-finance');
    await input('finance').fill(JSON.stringify({ ...galleryFlatExample, plotAreaSquareMeters: 'big' }));
    await run('finance');
    expect((await problemsOf('finance'))[0]).toMatch(/^plotAreaSquareMeters/);
    // a field the engine itself refuses, with its path
    await input('finance').fill(JSON.stringify({ ...galleryFlatExample, costs: [{ id: 1, name: 'x', kind: 'nonsense', group: 'ground', parameter: 1, order: 10 }] }));
    await run('finance');
    expect((await problemsOf('finance')).join('\n')).toMatch(/costs/);
  });

  it('counts the plots of a filter body through the search API, as the API itself does', async () => {
    await page.getByTestId('tab-search').click();
    const body = JSON.parse(await input('search').inputValue()) as { filters: unknown[] };
    expect(body.filters.length).toBe(2);
    await run('search');
    const direct = (await (await page.request.post('/api/search/count', { data: body, headers: WRITE })).json()) as { count: number };
    expect(await figure('search', 'hits')).toBe(direct.count);
    expect(direct.count).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'admin-playground-search');
    await input('search').fill(JSON.stringify({ filters: [{ weight: 3 }] }));
    await run('search');
    expect((await problemsOf('search'))[0]).toMatch(/^filters\[0\]\.key/);
    expect(consoleWatch.errors).toEqual([]);
  });
});

interface CompanyPresets {
  cfg: { presets: { name: string; units: { name: string }[] }[] } | null;
}

describe('the global presets', () => {
  it('shows the spec defaults, saves a change, and a company created afterwards starts from it', async () => {
    await page.goto('/admin/presets');
    await new AppShell(page).waitForScreen('admin.presets');
    expect(await page.locator('body').innerText()).not.toMatch(/not available yet|nog niet beschikbaar/i);
    await expect.poll(() => page.getByTestId('presets-state').getAttribute('data-stored')).toBe('false');
    expect(await page.getByTestId('global-preset').count()).toBe(7);
    await expectNoSeriousViolations(page, 'admin-presets');

    const first = page.getByTestId('global-preset').first();
    await first.getByLabel('Name', { exact: false }).first().fill('Stadsblok');
    await first.getByRole('button', { name: /add unit/i }).click();
    await page.getByTestId('presets-save').click();
    await expect.poll(() => page.getByTestId('presets-state').getAttribute('data-stored')).toBe('true');

    const created = (await (await page.request.post('/api/admin/companies/list', { data: { name: 'Preset Proef BV' }, headers: WRITE })).json()) as { id: number };
    const company = (await (await page.request.get(`/api/admin/companies/detail/${created.id}`)).json()) as CompanyPresets;
    expect(company.cfg?.presets.map((p) => p.name)[0]).toBe('Stadsblok');
    expect(company.cfg?.presets[0]!.units).toHaveLength(2);
  });

  it('resets to the spec defaults after a confirmation', async () => {
    await page.getByTestId('presets-reset').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: /reset to the spec defaults/i }).click();
    await expect.poll(async () => page.getByTestId('global-preset').first().getByLabel('Name', { exact: false }).first().inputValue()).toBe('Galerijflat');
    const stored = (await (await page.request.get('/api/admin/presets')).json()) as { stored: boolean; presets: { name: string }[] };
    expect(stored.stored).toBe(true);
    expect(stored.presets[0]!.name).toBe('Galerijflat');
    expect(consoleWatch.errors).toEqual([]);
  });
});
