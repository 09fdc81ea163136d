import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { writeOwAmendmentFixture, writeOwFixture, writeOwLocationsFixture } from '../../apps/server/src/geodata/testing/omgevingsplan/owFixture';
import { LocationModifyPage } from '../pages/LocationModifyPage';
import { launchBrowser } from '../support/browser';
import { importAsStaff } from '../support/geodata';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #21 on the location page: an article a wijzigingsbesluit changed (renvooi) reads as changed, with the besluit,
// its date and the earlier text; a rule located by an Ambtsgebied whose boundary is not imported is listed apart.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
const HEADERS = { 'x-requested-with': 'e2e' };

/** A fixture folder as the zip staff upload. */
function zipOf(write: (dir: string) => string): Uint8Array {
  const dir = write(mkdtempSync(join(tmpdir(), 'e2e-ow-')));
  try {
    return zipSync(Object.fromEntries(readdirSync(dir).map((f) => [f, new Uint8Array(readFileSync(join(dir, f)))])));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  server = await startServer({ timeoutMs: 180_000 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInAs(browser, server.baseUrl, DEMO_USERS.admin));
  // one upload at a time: the amendment changes the text the first delivery brought
  await importAsStaff(server.baseUrl, [{ name: 'testplan.zip', format: 'omgevingsplan', content: zipOf((d) => writeOwFixture(d)) }]);
  await importAsStaff(server.baseUrl, [{ name: 'wijziging.zip', format: 'omgevingsplan', content: zipOf((d) => writeOwAmendmentFixture(d)) }]);
  await importAsStaff(server.baseUrl, [{ name: 'locaties.zip', format: 'omgevingsplan', content: zipOf((d) => writeOwLocationsFixture(d)) }]);
}, 240_000);
afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('omgevingsplan revisions on the location page', () => {
  it('shows the changed article with its besluit and earlier text, and the rules whose ambtsgebied is not known', async () => {
    const p = rdToLngLat(rdPoint(155050, 425050));
    const res = await page.request.post('/api/locations/list', { data: { name: 'Gewijzigd plan', lat: p.lat, lon: p.lng }, headers: HEADERS });
    const { id } = (await res.json()) as { id: number };
    await new LocationModifyPage(page).open(id);
    const rule = page.getByTestId('omgevingsplan-rule').first();
    await rule.waitFor();
    expect(await rule.innerText()).toContain('De bouwhoogte is ten hoogste 12 meter.');
    const history = rule.getByTestId('omgevingsplan-article-history');
    expect(await history.innerText()).toContain('Changed by /akn/nl/bill/gm9999/2024/2 (1 Jun 2024)');
    expect(await history.getByTestId('omgevingsplan-earlier-text').innerText()).toBe(
      'Earlier text (/akn/nl/bill/gm9999/2024/1, 1 Mar 2024): De bouwhoogte is ten hoogste de maximum bouwhoogte.',
    );
    const notLocated = page.getByTestId('omgevingsplan-not-located');
    expect(await notLocated.innerText()).toMatch(/Rules not known to apply here[\s\S]*Algemene regel — Applies in the ambtsgebied GM9999/);
    await expectNoSeriousViolations(page, 'omgevingsplan-revisions');
  });
});
