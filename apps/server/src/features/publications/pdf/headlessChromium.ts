import { existsSync } from 'node:fs';

// Which headless Chromium Plotwise starts through Playwright (the PDF printer and the browser tests), and its
// --disable-features switch. The full browser's headless mode (Chromium 156) opens a real browser window for each new
// browser context, and that window's omnibox popups are WebUI pages in a renderer of their own (`--type=renderer
// --top-chrome-webui`): about 0.8 s of CPU for every context, for a popup no headless page shows (measured: 8
// contexts, 0.68-0.94 s each in that renderer; the browser process 1.2-2.1 s less in all). The headless shell draws
// no window at all, and is taken first where it is installed.

/**
 * Where Debian's headless shell, Debian's and Ubuntu's Chromium and Chrome's packages put the browser, the headless shell
 * first: the same engine without the browser window, tab strip and omnibox that the full browser's headless mode draws
 * off-screen for every context (bench:publications, PDF of 10 sections: p50 1 377 ms with the full browser, 1 110 ms
 * with the shell; the browser tests' Chromium 5-7 % less CPU).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATHS = [
  HEADLESS_SHELL,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The Chromium to start: the configured path, else the first known one that exists (`fullBrowser`: not the headless
 * shell), else null.
 */
export function findChromium(configured: string | undefined, { fullBrowser = false } = {}): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  return CHROMIUM_PATHS.find((p) => !(fullBrowser && p === HEADLESS_SHELL) && existsSync(p)) ?? null;
}

/**
 * playwright-core 1.65's own --disable-features (its chromiumSwitches.ts). Chromium reads only the last switch of a
 * name, so ours repeats them; `featuresLeftOn` and its test say when an upgrade of Playwright adds one.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The browser window's UI that a headless page never shows: the omnibox's WebUI popups. */
const UNSHOWN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The switch to pass last in a Playwright launch of headless Chromium: Playwright's features and the unshown UI's. */
export const HEADLESS_DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_UI_FEATURES].join(',')}`;

/** The features a browser's earlier --disable-features switches name that its last one leaves on ([] when in step). */
export function featuresLeftOn(commandLine: readonly string[]): string[] {
  const lists = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(',').filter(Boolean));
  const last = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => !last.has(feature));
}
