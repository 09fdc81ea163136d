import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { checkA11y, seriousOrWorse } from './a11y';
import { newContext, screenshot } from './browser';
import { DEMO_PASSWORD } from './server';

/**
 * Signs `page`'s context in as `email` and opens the home screen, as a user with a session does: the session cookie
 * from POST /api/auth/login lands in the context's cookie jar. The login screen has specs of its own (auth, sso,
 * shell); through it each sign-in cost about 2 s of Chromium CPU, this way 0.8 s.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await postLogin(page.request, email, password);
  await page.goto('/home/gettingstarted');
  await new AppShell(page).waitForScreen('home.gettingstarted');
}

/** A new browser context signed in as `email` (signIn), resting on the home screen. */
export async function signedInAs(browser: Browser, baseUrl: string, email: string, password = DEMO_PASSWORD, locale = 'en-GB'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl, locale);
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

/**
 * An API client signed in as `email` (POST /api/auth/login, no browser): for a test's setup that only calls the API,
 * e.g. staff switching on a feature flag. Through the login screen in a context of its own, that sign-in cost about
 * 1.5 s of Chromium CPU (a context, the login page, the home screen) and showed nothing the API does not.
 */
export async function apiSignedInAs(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-requested-with': 'plotwise' } });
  await postLogin(api, email, password);
  return { request: api, close: () => api.dispose() };
}

/** POST /api/auth/login through `client`, whose cookie jar keeps the session; a refusal throws with the answer. */
async function postLogin(client: APIRequestContext, email: string, password: string): Promise<void> {
  const login = await client.post('/api/auth/login', { data: { email, password }, headers: { 'x-requested-with': 'plotwise' } });
  if (!login.ok()) throw new Error(`sign-in of ${email} through the API: ${login.status()} ${await login.text()}`);
}

/** The page at rest has no serious or critical axe violations; keeps a screenshot named `name`. */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // at rest means nothing loading: a table refreshing is drawn dimmed, and axe would read its text as too faint
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 });
  // axe reads the colours of the moment: a button under the mouse shows its hover shade
  await page.mouse.move(0, 0);
  const { violations } = await checkA11y(page);
  await screenshot(page, name);
  expect(seriousOrWorse(violations)).toEqual([]);
}

const JSON_HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };

/** A JSON call of the API as the signed-in page (its cookie); a failure throws with the answer's text. */
export async function apiJson<T>(page: Pick<Page, 'request'>, method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, method === 'get' ? {} : { data, headers: JSON_HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The company admin (`page`) adds a gallery-flat preset named `name` to the company: a block of 12 x 48 m, 16 m high at most. */
export async function addGalleryPreset(page: Pick<Page, 'request'>, name: string): Promise<void> {
  const me = await apiJson<{ company: { id: number; cfg: { presets: object[] } | null } }>(page, 'get', '/api/auth/me');
  await apiJson(page, 'patch', `/api/companies/detail/${me.company.id}`, {
    cfg: {
      presets: [
        ...(me.company.cfg?.presets ?? []),
        { name, order: 990, presetId: 1, maxBuildingWidth: 12, maxBuildingLength: 48, maxBuildingHeight: 16, minGridSize: 5.4, gridIncrements: 0.3, corridorWidth: 1.8, full_length_corridors: true, units: [], towers: [] },
      ],
    },
  });
}
