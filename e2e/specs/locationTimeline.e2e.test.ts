import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

// Issue #16 item 1: the activity timeline names who made concepts, images and publications and shows a publication
// made public; deleting a location offers Undo, which brings it back with its notes.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let editor: LocationModifyPage;

// a 2 x 2 PNG, enough for the server's image checks and thumbnail
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4EaBxIkCDAUIBACWOBQHvtZ07AAAAAElFTkSuQmCC',
  'base64',
);
const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function send(method: 'post' | 'patch', path: string, data: unknown) {
  const res = await page.request[method](path, { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  await signIn(page, DEMO_USERS.admin);
  editor = new LocationModifyPage(page);
});

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the activity timeline and delete with undo', () => {
  it('names who made the concept, the image and the publication, and shows the publication made public', async () => {
    const loc = await send('post', '/api/locations/list', { name: 'Tijdlijnkavel' });
    await send('post', '/api/concepts/list', { locationId: loc.id, name: 'Variant Zuid' });
    const upload = await page.request.post('/api/images/upload', {
      headers: { 'x-requested-with': 'plotwise' },
      multipart: {
        locationId: String(loc.id),
        file: { name: 'situatie.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(upload.status()).toBe(201);
    const publication = await send('post', '/api/publications/create', { source: 'location', id: loc.id, name: 'Tijdlijn publiek' });
    await send('patch', `/api/publications/detail/${publication.id}`, { status: 2 });

    await editor.open(loc.id);
    const line = (text: string) => editor.activity().filter({ hasText: text });
    await expect.poll(() => line('Publication Tijdlijn publiek: Draft → Published').count()).toBe(1);
    for (const text of ['Concept: Variant Zuid', 'Image: situatie.png', 'Publication: Tijdlijn publiek'])
      expect(await line(text).innerText()).toContain('Arjen Beheer');
    expect(await line('Draft → Published').innerText()).toContain('Arjen Beheer');
    await screenshot(page, 'location-timeline');
  });

  it('deletes a location with a note after confirming; Undo on the list brings it back with its note', async () => {
    const loc = await send('post', '/api/locations/list', { name: 'Ongedaan Kavel' });
    await send('post', '/api/notes/list', { locationId: loc.id, type: 'note', name: 'Eigenaar wil verkopen' });
    await editor.open(loc.id);
    // the screen asks nothing more of the deleted location (issue #42 item 6: it used to ask four times, four 404s)
    const notFound: string[] = [];
    const on404 = (r: Response) => void (r.status() === 404 && notFound.push(r.url()));
    page.on('response', on404);
    await page.getByTestId('delete-location').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await editor.shell.waitForScreen('locations.list');
    const notice = page.getByTestId('undo-delete-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('“Ongedaan Kavel” was deleted.');
    await page.waitForLoadState('networkidle');
    page.off('response', on404);
    expect(notFound).toEqual([]);
    expect((await page.request.get(`/api/locations/detail/${loc.id}`)).status()).toBe(404);

    await notice.getByRole('button', { name: 'Undo' }).click();
    await editor.shell.waitForScreen('locations.modify');
    await expect.poll(() => page.getByTestId('note').filter({ hasText: 'Eigenaar wil verkopen' }).count()).toBe(1);
    expect(await editor.field('Name').inputValue()).toBe('Ongedaan Kavel');
    expect(await notice.count()).toBe(0);
  });

  it('the notice goes away when closed, and the location stays deleted', async () => {
    const loc = await send('post', '/api/locations/list', { name: 'Echt weg' });
    await editor.open(loc.id);
    await page.getByTestId('delete-location').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const notice = page.getByTestId('undo-delete-notice');
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/locations/detail/${loc.id}`)).status()).toBe(404);
  });
});
