import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findChromium, HEADLESS_DISABLE_FEATURES } from '../../apps/server/src/features/publications/pdf/headlessChromium';
import { chromiumChildren, recordCpu, treeCpuSeconds } from './cpuUse';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** CHROMIUM_PATH, else the Chromium the printer would start: Debian's headless shell when installed (`npm test` installs it). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? findChromium(undefined) ?? '/usr/bin/chromium';
const ARTIFACTS = resolve(import.meta.dirname, '..', 'artifacts');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebGL in a headless browser without a GPU (MapLibre, three.js)
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  // last: no omnibox popup renderer for each new context (about 0.8 s of CPU a context)
  HEADLESS_DISABLE_FEATURES,
];

/** The Chromium of this vitest worker, shared by its spec files (launched on first use, again if it went away). */
let shared: { browser: Browser; pid: number | undefined } | null = null;

/**
 * The worker's Chromium for one spec file; `close` closes the contexts the spec opened and records the CPU the browser
 * used meanwhile. A launch and its close cost about 1.2 s of CPU, once per spec file before. Each spec still works
 * in contexts of its own (own cookies, storage, cache), as a fresh profile gave it.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  if (!shared?.browser.isConnected()) {
    // playwright-core gives every launch a fresh temporary profile of its own
    const before = chromiumChildren();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    shared = { browser, pid: chromiumChildren().find((p) => !before.includes(p)) };
  }
  const { browser, pid } = shared;
  const cpuAtStart = treeCpuSeconds(pid);
  return {
    browser,
    close: async () => {
      recordCpu('chromium', pid, cpuAtStart);
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
  };
}

/**
 * How the specs' browser asks for motion: reduced, as a user who set their system so (the app then shows dialogs,
 * menus and maps without transitions; a test waits for what the user waits for, not for an animation, and the
 * renderer paints no spinner while it waits). `locationWalk.e2e` walks with full motion, the default of most users.
 */
export type Motion = 'reduce' | 'no-preference';

export async function newContext(
  browser: Browser,
  baseURL: string,
  locale = 'en-GB',
  motion: Motion = 'reduce',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 860 }, reducedMotion: motion });
}

/** A signed-out visitor on a mid-range phone's screen (390 x 844, touch), in a context of its own. */
export async function phoneVisitor(browser: Browser, baseURL: string, locale = 'en-GB'): Promise<{ visitor: Page; close: () => Promise<void> }> {
  const ctx = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  return { visitor: await ctx.newPage(), close: () => ctx.close() };
}

/** Collects console errors and uncaught page errors, so a test can assert that a screen rendered cleanly. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    // A failed load names the resource in its location, not in its text: keep both, or the cause is lost.
    const source = msg.location().url;
    if (msg.type() === 'error') errors.push(`${msg.text()} @ ${page.url()}${source && source !== page.url() ? ` (${source})` : ''}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message} @ ${page.url()}`));
  return {
    errors,
    clear: () => void errors.splice(0, errors.length),
  };
}

/** The path of a test artefact under e2e/artifacts (the folder made when missing). */
export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = artifact(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
