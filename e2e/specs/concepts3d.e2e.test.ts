import type { PlotContext, PlotDetail } from '@plotwise/contracts';
import { lngLatToRd } from '@plotwise/core/geometry/rdWgs84';
import { lngLat } from '@plotwise/core/units/units';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Concept3DPage } from '../pages/Concept3DPage';
import { launchBrowser, newContext, screenshot, watchConsole } from '../support/browser';
import { DEMO_USERS, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let view: Concept3DPage;
let consoleWatch: ReturnType<typeof watchConsole>;
const workerScripts: string[] = [];
let real: { locationId: number; conceptId: number; pand: string };

const HEADERS = { 'x-requested-with': 'plotwise', 'content-type': 'application/json' };
async function call<T>(method: 'post' | 'patch' | 'get', path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, method === 'get' ? {} : { data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A concept of one gallery block on a 100 x 100 m site in the demo town, next to a BAG pand of it (found on
 * the parcels along a line through the middle of the region), made through the API.
 */
async function realConcept(): Promise<typeof real> {
  const { bbox } = await call<{ bbox: [number, number, number, number] | null }>(
    'get',
    '/api/geodata/extent',
  );
  if (!bbox) throw new Error('the demo region is not loaded');
  // from the middle of the town outward, where the buildings stand close together
  for (const i of [20, 21, 19, 22, 18, 23, 17, 24, 16, 25, 15]) {
    const lon = bbox[0] + ((bbox[2] - bbox[0]) * i) / 40;
    const lat = (bbox[1] + bbox[3]) / 2;
    const plots = await call<PlotDetail[]>('get', `/api/geodata/plots/at?lat=${lat}&lon=${lon}`);
    if (!plots.length) continue;
    const detail = await call<{ context: PlotContext }>(
      'get',
      `/api/geodata/plots/detail?ids=${plots.map((p) => p.id).join(',')}`,
    );
    const pand = detail.context.buildings[0];
    if (!pand || detail.context.buildings.length < 2) continue;
    const locationId = (
      await call<{ id: number }>('post', '/api/locations/list', {
        name: '3D e2e',
        lat,
        lon,
        plotsize: 10_000,
      })
    ).id;
    const conceptId = (await call<{ id: number }>('post', '/api/concepts/list', { name: '3D', locationId }))
      .id;
    const centre = lngLatToRd(lngLat(lon, lat));
    await call('post', '/api/buildings/list', {
      name: 'Galerijflat',
      conceptId,
      maxlength: 40,
      maxwidth: 12,
      maxheight: 18,
      x: centre.x,
      y: centre.y,
      cfg: { blocktype: 'gallery_flats', function: 'apartment' },
    });
    return { locationId, conceptId, pand: pand.identificatie };
  }
  throw new Error('no BAG pand found in the demo region');
}

/** A GLB file taken apart by the glTF 2.0 spec: 12-byte header, then the JSON chunk. */
function parseGlb(bytes: Buffer) {
  const magic = bytes.readUInt32LE(0);
  const version = bytes.readUInt32LE(4);
  const length = bytes.readUInt32LE(8);
  const jsonLength = bytes.readUInt32LE(12);
  const jsonType = bytes.readUInt32LE(16);
  const json = JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8')) as {
    asset: { version: string };
    nodes?: { name?: string }[];
    meshes?: unknown[];
  };
  return { magic, version, length, jsonType, json };
}

/**
 * The canvas's pixels, kept in the page under `name` (the renderer keeps its drawing buffer, so a 2D canvas
 * can copy it); `differingPixels` compares two such shots there.
 */
async function shootCanvas(name: string): Promise<void> {
  await page.getByTestId('scene-canvas').evaluate((el, key) => {
    const source = el as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(source, 0, 0);
    (window as unknown as Record<string, Uint8ClampedArray>)[key] = ctx.getImageData(
      0,
      0,
      copy.width,
      copy.height,
    ).data;
  }, name);
}

/** How many pixels of two canvas shots differ clearly (sum of RGB differences above 30). */
function differingPixels(a: string, b: string): Promise<number> {
  return page.evaluate(
    ([x, y]) => {
      const shots = window as unknown as Record<string, Uint8ClampedArray>;
      const [p, q] = [shots[x]!, shots[y]!];
      let n = 0;
      for (let i = 0; i < Math.min(p.length, q.length); i += 4)
        if (Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!) > 30)
          n++;
      return n;
    },
    [a, b] as const,
  );
}

beforeAll(async () => {
  server = await startServer({ demoRegion: 1500 });
  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  consoleWatch = watchConsole(page);
  page.on('worker', (w) => workerScripts.push(w.url()));
  view = new Concept3DPage(page);
  await signIn(page, DEMO_USERS.staff);
  real = await realConcept();
}, 600_000);

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

describe('the 3D view of a concept: /debug/shadows with the standard concept', () => {
  it('draws different shadows at 09:00 and 15:00 on 21 March', async () => {
    await view.open('shadows', 'month=3&day=21&time=09:00');
    await view.waitForScene();
    expect(await view.status()).toMatch(/5 buildings of the concept, 300 surrounding buildings/);
    expect(await view.moment()).toMatch(/21 March, 09:00/);
    await page.waitForTimeout(500);
    await shootCanvas('morning');
    await screenshot(page, 'debug-shadows-0900');
    await view.stepTime(24); // 24 x 15 min = 6 hours
    await expect.poll(() => view.moment()).toMatch(/21 March, 15:00/);
    expect(await view.moment()).toMatch(/sun at 2\d\d[.,]\d° \(compass\)/);
    await page.waitForTimeout(500);
    await shootCanvas('afternoon');
    await shootCanvas('afternoonAgain');
    // The same moment drawn twice is the same picture: the difference below comes from the sun alone.
    expect(await differingPixels('afternoon', 'afternoonAgain')).toBe(0);
    const changed = await differingPixels('morning', 'afternoon');
    // The shadows turn from the north-west to the north-east: thousands of pixels change.
    expect(changed).toBeGreaterThan(2000);
    await screenshot(page, 'debug-shadows-1500');
  }, 120_000);

  it('computes the sun hours of 19 February in a Web Worker and lists the failing facades', async () => {
    await view.runSunHours(90_000);
    expect(workerScripts.some((u) => /sunHoursWorker[^/]*\.js/.test(u))).toBe(true);
    expect(await view.sunHoursSummary()).toMatch(/points on \d+ facades; \d+ facades fail/);
    expect(await view.failingFacadeRows().count()).toBeGreaterThan(0);
    // The north facade of a block never sees the sun on 19 February.
    expect(await page.getByTestId('failing-facades').innerText()).toMatch(/\bN \(/);
    await screenshot(page, 'debug-shadows-sun-hours');
  }, 120_000);

  it('downloads the concept as binary glTF that parses back with its nodes', async () => {
    const { name, bytes } = await view.downloadGlb();
    expect(name).toBe('standard-concept.glb');
    const glb = parseGlb(bytes);
    expect(glb.magic).toBe(0x46546c67); // "glTF"
    expect(glb.version).toBe(2);
    expect(glb.length).toBe(bytes.length);
    expect(glb.jsonType).toBe(0x4e4f534a); // "JSON"
    expect(glb.json.asset.version).toBe('2.0');
    expect(glb.json.nodes!.length).toBeGreaterThan(20);
    expect(glb.json.nodes!.some((n) => n.name === 'surrounding buildings')).toBe(true);
    expect(glb.json.nodes!.some((n) => n.name === 'gallery')).toBe(true);
    expect(consoleWatch.errors).toEqual([]);
  }, 60_000);
});

describe('a real concept: /debug/three/:location_id/:concept_id', () => {
  it('shows its building with the BAG buildings around it from the map tiles, and drops a demolished one', async () => {
    const neighbours = async () => Number(/, (\d+) surrounding buildings/.exec(await view.status())?.[1]);
    await view.open(`three/${real.locationId}/${real.conceptId}`);
    await view.waitForScene();
    expect(await view.status()).toMatch(/^1 buildings of the concept/);
    const before = await neighbours();
    expect(before, await view.status()).toBeGreaterThan(0);
    await screenshot(page, 'debug-three-real-concept');
    await call('patch', `/api/concepts/detail/${real.conceptId}`, { demolished: [real.pand] });
    await view.open(`three/${real.locationId}/${real.conceptId}`);
    await view.waitForScene();
    await expect.poll(neighbours).toBeLessThan(before);
  }, 120_000);
});

describe('the other debug screens', () => {
  it('/debug/three reports the frame time with shadows; /debug/globaledges counts edges; /debug/shaders lists materials', async () => {
    await view.open('three');
    await view.waitForScene();
    await page.getByTestId('measure-frames').click();
    expect(await page.getByTestId('frame-time').innerText()).toMatch(/ms a frame with shadows \(10 frames\)/);
    // The figures of the performance list, printed for the record (swiftshader, no GPU: slow frames).
    console.log(
      `3D, standard concept + 300 neighbours: ${await view.status()} ${await page.getByTestId('frame-time').innerText()}`,
    );
    await view.open('globaledges');
    await view.waitForScene();
    await expect
      .poll(async () => page.getByTestId('debug-figures').innerText())
      .toMatch(/Edge segments\s+[1-9]/);
    await view.open('shaders');
    await view.waitForScene();
    expect(await page.getByTestId('materials').innerText()).toMatch(/MeshStandardMaterial/);
    await screenshot(page, 'debug-shaders');
  }, 120_000);

  it('plays the day: the clock runs on by itself', async () => {
    await view.open('three', 'month=6&day=21&time=06:00');
    await view.waitForScene();
    expect(await view.moment()).toMatch(/21 June, 06:00/);
    await page.getByTestId('animate-day').click();
    await expect.poll(() => view.moment(), { timeout: 20_000 }).not.toMatch(/06:00/);
    await page.getByTestId('animate-day').click();
  }, 90_000);

  it('without WebGL it says so and points to the plan view instead of failing', async () => {
    const other = await newContext(browser, server.baseUrl);
    // A browser that refuses every WebGL context.
    await other.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        return /webgl/.test(kind)
          ? null
          : (original as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof original;
    });
    const p = await other.newPage();
    await signIn(p, DEMO_USERS.staff);
    await p.goto('/debug/three');
    await p.getByTestId('no-webgl').waitFor({ timeout: 45_000 });
    expect(await p.getByTestId('no-webgl').innerText()).toMatch(/cannot draw 3D/);
    await other.close();
  }, 90_000);

  it('a user who is not staff is told the debug screens are for staff', async () => {
    const other = await newContext(browser, server.baseUrl);
    const p = await other.newPage();
    await signIn(p, DEMO_USERS.user);
    await p.goto('/debug/three');
    await p.getByTestId('no-access').waitFor();
    await other.close();
  }, 60_000);
});
