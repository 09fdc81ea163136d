import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagMutation, bagMutationFile, bagPand, brkParcelFile, gridParcels, rect } from '../../apps/server/src/geodata/testing/fixtures';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, watchConsole } from '../support/browser';
import { expectNoSeriousViolations, signedInAs } from '../support/session';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';

// The staff import screen in Chromium against the built server: a BRK GML upload runs as a job whose report
// counts what was written; the same file cut in half fails with the line where it broke and changes nothing;
// both runs are in the history and open their reports; an ordinary user has no way in.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffContext: BrowserContext;
let staff: Page;
let consoleWatch: ReturnType<typeof watchConsole>;

const PARCELS = 25;
const CONTENT = brkParcelFile([...gridParcels(PARCELS)]);
const CUT = CONTENT.slice(0, Math.floor(CONTENT.length / 2));
let goodRun = 0;
let extentAfterGood: unknown = null;

const signedIn = (email: string, password?: string) => signedInAs(browser, server.baseUrl, email, password);


async function openImport(page: Page) {
  await page.goto('/admin/import');
  await new AppShell(page).waitForScreen('admin.import');
  await page.getByTestId('import-form').waitFor();
}

async function chooseFormat(page: Page, format: string) {
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: new RegExp(`^${format}\\b`) }).click();
}

const chooseFile = (page: Page, name: string, content: string) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/gml+xml', buffer: Buffer.from(content) });

/** Submits the form and resolves with the new job's id once the server accepted the upload (202). */
async function upload(page: Page): Promise<number> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/admin/import') && r.request().method() === 'POST'),
    page.getByTestId('import-submit').click(),
  ]);
  expect(res.status()).toBe(202);
  const { jobId } = (await res.json()) as { jobId: number };
  await page.waitForURL((u) => u.searchParams.get('run') === String(jobId));
  return jobId;
}

const extent = async (page: Page) => (await (await page.request.get('/api/geodata/extent')).json()) as { bbox: number[] | null };

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context: staffContext, page: staff } = await signedIn(DEMO_USERS.staff));
  consoleWatch = watchConsole(staff);
});
afterAll(async () => {
  await staffContext?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('staff import geodata on /admin/import', () => {
  it('opens from the staff tabs with the formats, an empty history and the demo region switched off', async () => {
    await staff.goto('/admin/home');
    await new AppShell(staff).waitForScreen('admin.home');
    await staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Import' }).click();
    await new AppShell(staff).waitForScreen('admin.import');
    expect(new URL(staff.url()).pathname).toBe('/admin/import');
    await staff.getByTestId('empty').waitFor();
    expect(await staff.getByTestId('empty').innerText()).toBe('No imports yet.');
    // the e2e server starts with DEMO_REGION_PARCELS=0, and the screen says why nothing is loaded
    await expect.poll(() => staff.getByTestId('demo-region').getAttribute('data-status')).toBe('off');
    expect(await staff.getByTestId('demo-reason').innerText()).toBe('DEMO_REGION_PARCELS is 0');
    // every format of the server is offered with its description
    const formats = (await (await staff.request.get('/api/admin/import/formats')).json()) as { format: string }[];
    await staff.getByRole('combobox', { name: 'Format' }).click();
    const options = await staff.getByRole('option').allInnerTexts();
    expect(options.length).toBe(formats.length);
    expect(options.find((o) => o.startsWith('brk-gml'))).toMatch(/BRK Kadastrale Kaart v5 GML/);
    await staff.keyboard.press('Escape');
    await expectNoSeriousViolations(staff, 'admin-import');
  });

  it('says what is missing or wrong before anything is sent', async () => {
    await openImport(staff);
    let posted = 0;
    const count = (r: { url(): string; method(): string }) => void (r.url().endsWith('/api/admin/import') && r.method() === 'POST' && posted++);
    staff.on('request', count);
    await staff.getByTestId('import-submit').click();
    await staff.getByTestId('form-errors').waitFor();
    const form = staff.getByTestId('import-form');
    expect(await form.innerText()).toContain('Choose the format of the file.');
    expect(await form.innerText()).toContain('Choose a file to import.');
    // the first field in error takes the focus
    expect(await staff.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await chooseFormat(staff, 'brk-gml');
    await chooseFile(staff, 'percelen.csv', 'a;b\n1;2\n');
    await expect.poll(() => form.innerText()).toContain('A brk-gml import reads .gml, .xml, .zip files.');
    await staff.getByTestId('import-submit').click();
    staff.off('request', count);
    expect(posted).toBe(0);
    await expectNoSeriousViolations(staff, 'admin-import-invalid');
  });

  it('uploads a BRK GML file and follows the job to its report', async () => {
    await openImport(staff);
    await chooseFormat(staff, 'brk-gml');
    expect(await staff.getByTestId('import-form').innerText()).toContain('BRK Kadastrale Kaart v5 GML (perceel, pand, kadastralegrens, openbareruimtelabel)');
    await chooseFile(staff, 'kadastralekaart_perceel.gml', CONTENT);
    // This small file is imported in well under a second, too fast to see its progress: the first two polls are
    // answered here as the server answers a running job (part-way, then with every file read); the next polls
    // reach the server.
    let polls = 0;
    const progress = { file: 'kadastralekaart_perceel.gml', fileBytes: CONTENT.length, fileBytesRead: Math.floor(CONTENT.length * 0.4), percent: 40, read: 10, written: 8 };
    await staff.route(/\/api\/admin\/import\/\d+$/, (route) => {
      const jobId = Number(/(\d+)$/.exec(route.request().url())![1]);
      // the first answer is read part-way, the second after every file is read; then the real ones
      const poll = polls++;
      if (poll === 0) return route.fulfill({ json: { jobId, status: 'running', progress, report: null } });
      if (poll === 1)
        return route.fulfill({ json: { jobId, status: 'running', progress: { ...progress, stage: 'finishing', fileBytesRead: CONTENT.length, percent: 100 }, report: null } });
      return route.continue();
    });
    goodRun = await upload(staff);

    const job = staff.getByTestId('import-job');
    await staff.getByTestId('job-progress').waitFor();
    await expect.poll(() => staff.getByTestId('job-read').innerText()).toBe('10');
    expect(await staff.getByTestId('job-written').innerText()).toBe('8');
    expect(await staff.getByTestId('job-file').innerText()).toMatch(/^kadastralekaart_perceel\.gml \(.+ of .+\)$/);
    expect(await staff.getByRole('progressbar', { name: 'Import progress of the current file' }).getAttribute('aria-valuenow')).toBe('40');
    await expect.poll(() => staff.getByTestId('job-progress').getByRole('status').innerText()).toMatch(/^Every file is read\. Building the indexes/);
    await expect.poll(() => job.getAttribute('data-status'), { timeout: 30_000 }).toBe('succeeded');
    await staff.unroute(/\/api\/admin\/import\/\d+$/);
    expect(polls).toBeGreaterThan(1);
    expect(await job.getAttribute('data-job-id')).toBe(String(goodRun));
    expect(await staff.getByTestId('job-succeeded').innerText()).toMatch(new RegExp(`^Imported ${PARCELS} features from kadastralekaart_perceel\\.gml in `));
    expect(await staff.getByTestId('report-read-value').innerText()).toBe(String(PARCELS));
    expect(await staff.getByTestId('report-written-value').innerText()).toBe(String(PARCELS));
    expect(await staff.getByTestId('report-rejected-value').innerText()).toBe('0');
    expect(await staff.getByTestId('report-tables').innerText()).toMatch(/geo_plots\s+25/);
    // with the date its data describe: the kadastrale kaart states none of its own, so its newest object's (#41 item 4)
    expect(await staff.getByTestId('report-datasets').innerText()).toMatch(/brk\.percelen\s+NL\s+25\s+2000-11-20 · newest object/);
    // the focus moved to the job, for keyboard and screen reader users
    expect(await staff.evaluate(() => document.activeElement?.id)).toBe('import-job-title');

    // the history has the run, written and rejected
    const row = staff.locator(`[data-testid="import-run"][data-run-id="${goodRun}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('succeeded');
    expect(await row.getByTestId('run-written').innerText()).toBe(String(PARCELS));
    expect(await row.getByTestId('run-rejected').innerText()).toBe('0');
    expect(await row.getByTestId('run-duration').innerText()).toBe(await staff.getByTestId('report-duration-value').innerText());
    extentAfterGood = await extent(staff);
    expect((extentAfterGood as { bbox: unknown }).bbox).not.toBeNull();
    await expectNoSeriousViolations(staff, 'admin-import-report');
  });

  it('uploads the same file cut in half: the job fails with the line where it broke, and the data stays as it was', async () => {
    await openImport(staff);
    await chooseFormat(staff, 'brk-gml');
    await chooseFile(staff, 'cut.gml', CUT);
    const badRun = await upload(staff);

    const job = staff.getByTestId('import-job');
    await expect.poll(() => job.getAttribute('data-status'), { timeout: 30_000 }).toBe('failed');
    const error = await staff.getByTestId('job-error').innerText();
    // the file ends in the middle of its last line: that is where the XML breaks
    const lastLine = CUT.split('\n').length;
    expect(error).toMatch(new RegExp(`^cut\\.gml: line ${lastLine}: broken XML`));
    expect(await staff.getByTestId('job-untouched').innerText()).toBe('Nothing was changed: the previous data is untouched.');
    expect(await extent(staff)).toEqual(extentAfterGood);

    // both runs are in the history, newest first; the failed one shows its error
    const rows = staff.getByTestId('import-run');
    await expect.poll(() => rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-run-id'), tr.getAttribute('data-status')]))).toEqual([
      [String(badRun), 'failed'],
      [String(goodRun), 'succeeded'],
    ]);
    expect(await rows.first().innerText()).toContain('cut.gml: line');
    await expectNoSeriousViolations(staff, 'admin-import-failed');

    // a run of the history opens its report
    await staff.getByRole('link', { name: `Show import ${goodRun} (kadastralekaart_perceel.gml)` }).click();
    await staff.waitForURL((u) => u.searchParams.get('run') === String(goodRun));
    await expect.poll(() => staff.getByTestId('import-job').getAttribute('data-status')).toBe('succeeded');
    expect(await staff.getByTestId('report-written-value').innerText()).toBe(String(PARCELS));
    // and the back button returns to the failed one
    await staff.goBack();
    await expect.poll(() => staff.getByTestId('import-job').getAttribute('data-job-id')).toBe(String(badRun));
    await staff.getByTestId('job-error').waitFor();
    expect(consoleWatch.errors).toEqual([]);
  });

  it('reports repaired and rejected parcels with the file, line and feature id, in the area it was given', async () => {
    const MIXED = brkParcelFile([
      ...gridParcels(3, 190000, 460000),
      // a bow-tie: self-intersecting, repaired into two triangles
      { id: '84929999999998', perceelnummer: 9998, ring: [[190200, 460000], [190220, 460020], [190220, 460000], [190200, 460020], [190200, 460000]], grootte: 200 },
      // collapses to a line when repaired: rejected
      { id: '84929999999999', perceelnummer: 9999, ring: [[190300, 460000], [190310, 460000], [190320, 460000], [190300, 460000]], grootte: 0 },
    ]);
    const lineOf = (id: string) => MIXED.split('\n').findIndex((l) => l.includes(`<oz:Perceel gml:id="NL.IMKAD.KadastraalObject.${id}"`)) + 1;
    await openImport(staff);
    await chooseFormat(staff, 'brk-gml');
    await chooseFile(staff, 'mixed.gml', MIXED);
    await staff.getByRole('textbox', { name: 'Area' }).fill('e2e-rejects');
    await upload(staff);
    await expect.poll(() => staff.getByTestId('import-job').getAttribute('data-status'), { timeout: 30_000 }).toBe('succeeded');
    expect(await staff.getByTestId('report-read-value').innerText()).toBe('5');
    expect(await staff.getByTestId('report-written-value').innerText()).toBe('4');
    expect(await staff.getByTestId('report-repaired-value').innerText()).toBe('1');
    expect(await staff.getByTestId('report-rejected-value').innerText()).toBe('1');
    const rejection = staff.getByTestId('rejection-row');
    expect(await rejection.count()).toBe(1);
    const cells = await rejection.locator('td').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(['mixed.gml', String(lineOf('84929999999999')), '84929999999999']);
    expect(cells[3]).toMatch(/collapsed/);
    expect(await staff.getByTestId('report-rejected-reasons').innerText()).toMatch(/collapsed.*\s1$/);
    expect(await staff.getByTestId('report-datasets').innerText()).toMatch(/brk\.percelen\s+e2e-rejects\s+4/);
    await expectNoSeriousViolations(staff, 'admin-import-rejections');
  });

  it('uploads a BAG daily mutation delivery: the report says what it changed; the same delivery again changes nothing', async () => {
    const delivery = bagMutationFile({ leveringsId: 'e2e-2020-06-16', from: '2020-06-15', to: '2020-06-16' }, [bagMutation.toevoeging(bagPand('0224100000000001', 2020, rect(195000, 465000, 10, 10)))]);
    const send = async () => {
      await openImport(staff);
      await chooseFormat(staff, 'bag_mutations');
      await chooseFile(staff, '9999MUT15062020-16062020-000001.xml', delivery);
      await upload(staff);
      await expect.poll(() => staff.getByTestId('import-job').getAttribute('data-status'), { timeout: 30_000 }).toBe('succeeded');
      return staff.getByTestId('report-delivery').innerText();
    };
    expect(await send()).toBe('Mutation delivery e2e-2020-06-16 (2020-06-15 to 2020-06-16): 1 objects replaced or added, 0 removed.');
    expect(await staff.getByTestId('report-datasets').innerText()).toMatch(/bag\.panden\s+NL\s+1\s+2020-06-16/);
    expect(await send()).toBe('Mutation delivery e2e-2020-06-16 (2020-06-15 to 2020-06-16) was applied before: nothing changed.');
    expect(await staff.getByTestId('report-written-value').innerText()).toBe('0');
    expect(await staff.getByTestId('report-warnings').innerText()).toMatch(/was applied by import run \d+: nothing changed/);
    expect(consoleWatch.errors).toEqual([]);
  });
});

describe('an ordinary user', () => {
  it('gets the no-access screen and the API refuses', async () => {
    const { context, page } = await signedIn(DEMO_USERS.user);
    await page.goto('/admin/import');
    await page.getByTestId('no-access').waitFor();
    expect(await page.locator('[data-screen="admin.import"]').count()).toBe(1);
    expect(await page.getByRole('alert').innerText()).toMatch(/No access/);
    expect(await page.getByTestId('import-form').count()).toBe(0);
    expect((await page.request.get('/api/admin/import')).status()).toBe(403);
    await expectNoSeriousViolations(page, 'admin-import-no-access');
    await context.close();
  });
});
