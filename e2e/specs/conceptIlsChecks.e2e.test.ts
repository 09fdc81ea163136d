import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';
import { launchBrowser, newContext } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { screenshot } from '../support/browser';
import { signIn } from '../support/session';

// Issue #21 item 5: a location with Gemeentestad-like omgevingsplan limits (13 m building height in art. 2.14, a
// coverage percentage, at most 3 storeys), each constraint citing its article; a user places a tower of flats with
// a lift in the concept editor and sees, in Dutch, the "ILS omgevingsplan checks" group: the height check fails
// citing art. 2.14 as a link, the storeys check fails, coverage passes, and what cannot be checked says why.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let editor: ConceptEditorPage;
let locationId: number;
let conceptId: number;

const ARTICLE_URL = 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/gm0297/art-2.14';
const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function call<T>(method: 'post' | 'patch', path: string, data: unknown): Promise<T> {
  const res = await page.request[method](path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
const limit = (type: string, value: number, name: string, reference: string, url: string | null = null) =>
  call('post', '/api/constraints/list', { type, operator: 'smaller_than', value, name, reference, url, source: 'omgevingsplan Gemeentestad', locationId });
const ils = (id: number) => page.locator(`[data-testid="ils-check"][data-id="${id}"]`);

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl, 'nl-NL');
  page = await context.newPage();
  await signIn(page, DEMO_USERS.user);
  editor = new ConceptEditorPage(page);
  locationId = (await call<{ id: number }>('post', '/api/locations/list', { name: 'ILS e2e', lat: 52.3707, lon: 4.9262, plotsize: 6000 })).id;
  await call('post', '/api/units/list', { name: 'Woning', size: 70, size_max: 90, order: 10, locationId });
  conceptId = (await call<{ id: number }>('post', '/api/concepts/list', { name: 'ILS', locationId, order: 10 })).id;
  await limit('building_height', 13, 'maximum bouwhoogte bedrijfsgebouw', 'art. 2.14', ARTICLE_URL);
  await limit('gsi', 0.6, 'maximum bebouwingspercentage', 'art. 2.17');
  await limit('nr_floors', 3, 'maximum aantal bouwlagen', 'art. 2.18');
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the ILS omgevingsplan checks in the concept editor', () => {
  it('fails the height of a tower whose machine room rises above 13 m, citing art. 2.14 as a link', async () => {
    await editor.open(locationId, conceptId);
    await editor.place('tower_u_wide_staircase_elevator', { dx: 0, dy: 0 });
    await expect.poll(() => editor.buildings().count()).toBe(1);
    const group = page.getByTestId('ils-checks');
    await group.waitFor({ timeout: 20_000 });
    expect(await group.getByRole('heading').innerText()).toBe('ILS-toetsen omgevingsplan');
    expect(await page.getByTestId('ils-check').count()).toBe(6);

    await expect.poll(() => ils(2).getAttribute('data-status'), { timeout: 15_000 }).toBe('fail');
    // the generator holds the storeys to 13 m; the lift's machine room on the roof is the highest point
    const actual = Number(await ils(2).getAttribute('data-actual'));
    expect(actual).toBeGreaterThan(13);
    expect(Number(await ils(2).getAttribute('data-limit'))).toBe(13);
    const text = await ils(2).innerText();
    expect(text).toMatch(/Maximale bouwhoogte/);
    expect(text).toMatch(/voldoet niet/i);
    expect(text).toContain('maximaal 13 m');
    const link = ils(2).getByRole('link', { name: 'art. 2.14' });
    expect(await link.getAttribute('href')).toBe(ARTICLE_URL);
    expect(await link.getAttribute('target')).toBe('_blank');

    // four storeys of 3 m fit under 13 m, more than the 3 allowed; the coverage of a single tower is small
    expect(await ils(6).getAttribute('data-status')).toBe('fail');
    expect(await ils(6).innerText()).toMatch(/art\. 2\.18/);
    expect(await ils(3).getAttribute('data-status')).toBe('pass');
    expect(await ils(3).innerText()).toMatch(/maximaal 60 ?%/);
    // what the plan does not limit or the concept does not model says why
    expect(await ils(1).getAttribute('data-status')).toBe('not_checkable');
    expect(await ils(1).innerText()).toMatch(/het plan wijst hier geen functie aan/);
    expect(await ils(5).innerText()).toMatch(/het plan stelt geen grens/);
    const { violations } = await checkA11y(page);
    await screenshot(page, 'concept-editor-ils');
    expect(seriousOrWorse(violations)).toEqual([]);
  });
});
