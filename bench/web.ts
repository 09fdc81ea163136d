/**
 * npm run bench:web — initial JavaScript (gzip), per-route chunk sizes, and the time until the home screen
 * is interactive in headless Chromium against the real built server on localhost.
 * Needs `npm run build` first. Targets: initial JS <= 250 KB gzip; home interactive < 1.5 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { routeTable } from '../apps/web/src/routes/routeTable';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/browser';
import { DEMO_PASSWORD, DEMO_USERS, startServer } from '../e2e/support/server';
import { CSRF_HEADER } from '@plotwise/contracts';
import { mustHold, sized } from './lib/smoke';

/** The initial JavaScript budget (gzip): a size is deterministic, so the smoke run in npm test enforces it. */
const INITIAL_JS_BUDGET_BYTES = 250 * 1024;
// a private build (as the browser tests take it), else the shared one
const DIST = resolve(import.meta.dirname, '..', process.env.PLOTWISE_WEB_DIST ?? 'apps/web/dist');
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }>;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function sizes() {
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run npm run build first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // the signed-in app's entry (pub.html is the public pages' own entry, measured by bench:publications)
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k === 'index.html')!;
  const initial = closure(manifest, entryKey);
  const initialFiles = [...initial].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const initialGzip = initialFiles.reduce((sum, f) => sum + gz(f), 0);
  console.log(`initial JavaScript: ${kb(initialGzip)} gzip in ${initialFiles.length} files (budget ${kb(INITIAL_JS_BUDGET_BYTES)})`);
  // the language catalogue is a chunk of its own, fetched before the first render: say what it adds
  const catalogues = Object.values(manifest).filter((c) => /src\/i18n\/(nl|en)\.json$/.test(c.src ?? ''));
  for (const c of catalogues) console.log(`  + language catalogue ${c.src}: ${kb(gz(c.file))} gzip (the chosen language's is fetched before the first render)`);
  mustHold(initialGzip <= INITIAL_JS_BUDGET_BYTES, `initial JavaScript ${kb(initialGzip)} is over the budget of ${kb(INITIAL_JS_BUDGET_BYTES)}`);

  // Per route: the screen chunk plus its shared chunks that the initial load does not already have.
  const bySrc = new Map(Object.entries(manifest).map(([k, v]) => [v.src ?? k, k]));
  const rows: [string, string, number][] = [];
  for (const r of routeTable.filter((x) => x.screen)) {
    const src = r.load ? /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(r.load.toString())?.[1] : '../features/notAvailable/NotAvailableScreen';
    const rel = src ? `src/${src.replace('../', '')}.tsx` : undefined;
    const key = rel ? bySrc.get(rel) : undefined;
    if (!key) {
      rows.push([r.path, r.screen!, NaN]);
      continue;
    }
    const extra = [...closure(manifest, key)].filter((k) => !initial.has(k)).map((k) => manifest[k]!.file);
    rows.push([r.path, `${r.screen}${r.load ? '' : ' (not available yet)'}`, extra.reduce((s, f) => s + gz(f), 0)]);
  }
  console.log('\nper-route chunks (gzip, beyond the initial load):');
  for (const [path, screen, size] of rows) console.log(`  ${Number.isNaN(size) ? '     ?   ' : kb(size).padStart(9)}  ${path}  [${screen}]`);
  return initialGzip;
}

async function homeInteractive(runs = sized(5, 1)): Promise<number[]> {
  const server = await startServer({ timeoutMs: 180_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-GB' });
    const login = await context.request.post('/api/auth/login', { data: { email: DEMO_USERS.user, password: DEMO_PASSWORD }, headers: { [CSRF_HEADER]: 'bench' } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const times: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const page = await context.newPage();
      // Each run is a cold page: no HTTP cache, so every chunk is fetched again from localhost.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto('/home/gettingstarted');
      await page.waitForSelector('[data-screen="home.gettingstarted"]');
      const ms = await page.evaluate(() => performance.getEntriesByName('plotwise:home-interactive')[0]?.startTime ?? NaN);
      if (i > 0) times.push(ms); // the first run warms the server
      await page.close();
    }
    return times;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const initial = sizes();
const times = await homeInteractive();
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`\nhome interactive (navigation start -> home screen rendered with session), ${times.length} cold runs: median ${median.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (target < 1500 ms)`);
mustHold(times.every((t) => Number.isFinite(t)), 'the home screen marked itself interactive');
console.log(`targets: initial JS ${initial <= INITIAL_JS_BUDGET_BYTES ? 'met' : 'MISSED'}; home interactive ${median < 1500 ? 'met' : 'MISSED'}`);
