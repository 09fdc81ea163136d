import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplatesDebugPage } from '../pages/TemplatesDebugPage';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let templates: TemplatesDebugPage;
let consoleWatch: ReturnType<typeof watchConsole>;
const workerScripts: string[] = [];

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  // Requests made by the generator worker's own script prove the building was made off the main thread.
  page.on('worker', (w) => workerScripts.push(w.url()));
  templates = new TemplatesDebugPage(page);
  await signIn(page, DEMO_USERS.staff);
});

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the generator in the browser: /debug/templates', () => {
  it('generates the U tower in a Web Worker and shows its plan, unit count, form factors and no messages', async () => {
    consoleWatch.clear();
    await templates.open('tower_u');
    await templates.waitForBuilding();
    expect(workerScripts.some((u) => /generatorWorker[^/]*\.js/.test(u))).toBe(true);
    expect(await templates.unitCount()).toBe('Units: 10');
    // Units are coloured polygons with their net area written on them; the ground floor's other slots hold
    // the entrance hall, the bicycle room and the storage room (every dwelling's private storage).
    expect(await templates.plan().locator('polygon.unit').count()).toBe(2);
    expect(await templates.plan().locator('text', { hasText: 'm²' }).count()).toBe(2);
    // 24 x 20 m, 3 storeys, plus the lift's 2.7 x 3.7 m machine room on the roof.
    expect(await templates.formFactor('Gross floor area (GFA)')).toBe('1,450 m²');
    expect(await templates.messages()).toContain('No messages');
    expect(await page.getByTestId('expected').textContent()).toContain('10 units');
    expect(consoleWatch.errors).toEqual([]);
  });

  it('switches floors: the upper storeys have four units, the machine room sits on the roof', async () => {
    await templates.open('tower_u');
    await templates.waitForBuilding();
    expect(await templates.planTitle()).toContain('Verdieping 0');
    await templates.chooseFloor(/^1\. Verdieping \(storey 1–2\)$/);
    await expect.poll(() => templates.planTitle()).toContain('Verdieping 1');
    expect(await templates.plan().locator('polygon.unit').count()).toBe(4);
    await templates.chooseFloor(/Liftopbouw \(on the roof\)/);
    await expect.poll(() => templates.plan().locator('polygon.machine_room').count()).toBe(1);
  });

  it('picks another template from the list and by its number', async () => {
    await templates.open('tower_u');
    await templates.waitForBuilding();
    await templates.chooseTemplate(/Two towers on a parking podium/);
    await page.waitForURL((u) => u.pathname === '/debug/templates/podium_towers');
    await expect.poll(() => templates.unitCount(), { timeout: 20_000 }).toBe('Units: 30');
    expect(await templates.formFactor('Parking spots')).toBe('54');
    await templates.open('1');
    await templates.waitForBuilding();
    expect(await templates.unitCount()).toBe('Units: 6');
    await screenshot(page, 'debug-templates');
  });

  it('says so when the route names no template', async () => {
    await templates.open('castle');
    expect(await page.getByTestId('template-unknown').innerText()).toContain('"castle"');
  });

  it('has no serious or critical accessibility violations', async () => {
    await templates.open('podium_towers');
    await templates.waitForBuilding();
    const { violations } = await checkA11y(page);
    expect(seriousOrWorse(violations)).toEqual([]);
  });
});
