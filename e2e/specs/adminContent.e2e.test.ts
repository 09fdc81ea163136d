import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestMailbox } from '../../apps/server/src/auth/reset/testMailbox';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #20 item 5: staff write a news item in the rich-text editor, preview and publish it; a user sees it on the
// home screen, sanitised (no script from the item ever runs). With an image: a user of another company sees it.
let server: RunningServer;
let box: TestMailbox;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staff: { context: BrowserContext; page: Page };
let user: { context: BrowserContext; page: Page };
const dialogs: string[] = [];

beforeAll(async () => {
  box = await TestMailbox.start();
  // the mail peer: the other company's user gets an invitation and sets a password through its link
  server = await startServer({ env: (baseUrl) => ({ SMTP_URL: box.url, PUBLIC_URL: baseUrl }) });
  ({ browser, close: closeBrowser } = await launchBrowser());
  staff = await signedInAs(browser, server.baseUrl, DEMO_USERS.staff);
}, 180_000);
afterAll(async () => {
  await staff?.context.close();
  await user?.context.close();
  await closeBrowser?.();
  await server?.stop();
  await box?.stop();
});

// a 2 x 2 PNG, enough for the server's image checks and thumbnail
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4EaBxIkCDAUIBACWOBQHvtZ07AAAAAElFTkSuQmCC', 'base64');
const WRITE = { 'x-requested-with': 'e2e' };

/** A new customer with one user, invited by staff, who sets a password through the mailed link and signs in. */
async function userOfAnotherCompany(): Promise<{ context: BrowserContext; page: Page }> {
  const company = (await (await staff.page.request.post('/api/admin/companies/list', { data: { name: 'Andere Ontwikkelaar BV' }, headers: WRITE })).json()) as { id: number };
  const email = 'lezer@andere-ontwikkelaar.test';
  const password = 'nieuws lezen bij de rivier';
  const invited = await staff.page.request.post('/api/admin/users/invite', { data: { email, companyId: company.id, first_name: 'Lies', language: 'en' }, headers: WRITE });
  expect(invited.status()).toBe(201);
  const key = /\/login\/passwordreset\/([A-Za-z0-9_-]+)/.exec((await box.take(email)).text)![1]!;
  const reset = await fetch(`${server.baseUrl}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json', ...WRITE }, body: JSON.stringify({ key, password }) });
  expect(reset.status).toBe(204);
  return signedInAs(browser, server.baseUrl, email, password);
}

describe('news written by staff', () => {
  it('is written with formatting and a link, previewed and published', async () => {
    const { page } = staff;
    const consoleWatch = watchConsole(page);
    await page.goto('/admin/content');
    await new AppShell(page).waitForScreen('admin.content');
    await page.getByTestId('content-new').click();
    const editor = page.getByTestId('content-editor');
    await editor.waitFor();
    await editor.getByLabel('Title').fill('Nieuwe kaartlaag: netcapaciteit');
    await editor.getByLabel('Priority').click();
    await page.getByRole('option', { name: 'Important' }).click();
    const text = editor.getByTestId('rich-text');
    await text.click();
    await page.keyboard.type('Vanaf vandaag staat de netcapaciteit op de kaart. Lees meer');
    await expect.poll(() => text.innerText()).toBe('Vanaf vandaag staat de netcapaciteit op de kaart. Lees meer');
    // the first two words bold, from the toolbar
    await page.keyboard.press('Home');
    for (let i = 0; i < 'Vanaf vandaag'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await editor.getByRole('button', { name: 'Bold' }).click();
    await expect.poll(() => text.locator('strong').innerText()).toBe('Vanaf vandaag');
    // the last two words become a link
    await text.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 'Lees meer'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await editor.getByRole('button', { name: 'Link' }).click();
    const url = page.getByLabel('Link address');
    await url.fill('javascript:alert(1)');
    expect(await page.getByText('Use an address starting with').count()).toBe(1);
    await url.fill('https://plotwise.nl/netcapaciteit');
    await url.press('Enter');
    const preview = editor.getByTestId('news-item');
    await expect.poll(() => preview.locator('strong').innerText()).toBe('Vanaf vandaag');
    expect(await preview.locator('a').getAttribute('href')).toBe('https://plotwise.nl/netcapaciteit');
    expect(await editor.getByTestId('content-state').innerText()).toBe('Published');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => /\/api\/contentitems\/detail\/\d+$/.test(r.url()) && r.request().method() === 'PATCH'),
      editor.getByTestId('content-save').click(),
    ]);
    expect(saved.status()).toBe(200);
    const body = (await saved.json()) as { description: string; level: string };
    expect(body.level).toBe('important');
    expect(body.description).toContain('<strong>Vanaf vandaag</strong>');
    expect(body.description).toContain('rel="noopener noreferrer nofollow"');
    await expect.poll(() => page.getByTestId('content-table').innerText()).toContain('Nieuwe kaartlaag: netcapaciteit');
    await expectNoSeriousViolations(page, 'admin-content');
    expect(consoleWatch.errors).toEqual([]);
  });

  it('a scheduled item waits; a pasted script is removed before it reaches a user', async () => {
    const { page } = staff;
    const headers = { 'x-requested-with': 'e2e' };
    const later = await page.request.post('/api/contentitems/list', { headers, data: { name: 'Volgende week', level: 'important', publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString() } });
    expect(later.status()).toBe(201);
    const script = await page.request.post('/api/contentitems/list', { headers, data: { name: 'Met script', description: '<p>Gewoon nieuws<script>alert("x")</script><img src="x" onerror="alert(2)"></p>' } });
    expect((await script.json()).description).toBe('<p>Gewoon nieuws</p>');
  });

  it('shows on a user\'s home screen, most important first, and runs no script', async () => {
    user = await signedInAs(browser, server.baseUrl, DEMO_USERS.user);
    const { page } = user;
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const news = page.getByTestId('news');
    await news.waitFor();
    const titles = await news.getByTestId('news-item').locator('h3').allInnerTexts();
    expect(titles).toEqual(['Nieuwe kaartlaag: netcapaciteit', 'Met script']);
    const first = news.getByTestId('news-item').first();
    expect(await first.locator('strong').innerText()).toBe('Vanaf vandaag');
    expect(await first.getByRole('link', { name: 'Lees meer' }).getAttribute('target')).toBe('_blank');
    expect(await news.locator('script').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // and users cannot read drafts or scheduled items through the data API
    expect((await page.request.get('/api/contentitems/list')).status()).toBe(403);
    await expectNoSeriousViolations(page, 'home-news');
  });

  it('gets an image with alt text from the editor, which a user of another company sees on the home screen', async () => {
    const { page } = staff;
    const consoleWatch = watchConsole(page);
    await page.goto('/admin/content');
    await new AppShell(page).waitForScreen('admin.content');
    await page.getByTestId('content-new').click();
    const editor = page.getByTestId('content-editor');
    await editor.waitFor();
    await editor.getByLabel('Title').fill('De kaart in beeld');
    await editor.getByLabel('Priority').click();
    await page.getByRole('option', { name: 'Important' }).click();
    const text = editor.getByTestId('rich-text');
    await text.click();
    await page.keyboard.type('Zo ziet de nieuwe laag eruit.');
    await editor.getByRole('button', { name: 'Image' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'laag.png', mimeType: 'image/png', buffer: PNG });
    // no alt text: refused at the field, nothing uploaded
    await page.getByTestId('content-image-insert').click();
    await page.getByText('Describe the image').waitFor();
    await page.getByTestId('content-image-alt').fill('De netcapaciteitslaag op de kaart');
    const [uploaded] = await Promise.all([
      page.waitForResponse((r) => /\/api\/content\/items\/\d+\/images$/.test(r.url()) && r.request().method() === 'POST'),
      page.getByTestId('content-image-insert').click(),
    ]);
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    await expect.poll(() => text.locator('img').getAttribute('alt')).toBe('De netcapaciteitslaag op de kaart');
    const preview = editor.getByTestId('news-item').locator('img');
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => /\/api\/contentitems\/detail\/\d+$/.test(r.url()) && r.request().method() === 'PATCH'),
      editor.getByTestId('content-save').click(),
    ]);
    expect(((await saved.json()) as { description: string }).description).toContain(`<img src="${url}" alt="De netcapaciteitslaag op de kaart" />`);
    expect(consoleWatch.errors).toEqual([]);

    const other = await userOfAnotherCompany();
    try {
      const news = other.page.getByTestId('news');
      await news.waitFor();
      const item = news.getByTestId('news-item').filter({ hasText: 'De kaart in beeld' });
      const img = item.getByRole('img', { name: 'De netcapaciteitslaag op de kaart' });
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(2);
      expect(await img.getAttribute('src')).toBe(url);
      // the staff company's image itself stays private: the record and its company path are not this user's
      const imageId = ((await uploaded.json()) as { id: number }).id;
      expect((await other.page.request.get(`/api/images/binary/${imageId}/img.png`)).status()).toBe(404);
      await expectNoSeriousViolations(other.page, 'home-news-image');
    } finally {
      await other.context.close();
    }
  });
});
