import { existsSync, readFileSync } from 'node:fs';
import { chromium as playwright } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { featuresLeftOn, findChromium, HEADLESS_DISABLE_FEATURES } from './headlessChromium';
import { childWithArgument } from './processMemory';

describe('findChromium', () => {
  it('a configured path that does not exist is no Chromium; unset finds the headless shell first, else the browser', () => {
    expect(findChromium('/nonexistent/chromium')).toBeNull();
    const found = findChromium(undefined);
    expect(found === null || found.startsWith('/usr/bin/')).toBe(true);
    if (existsSync('/usr/bin/chromium-headless-shell')) expect(found).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium(undefined, { fullBrowser: true })).not.toBe('/usr/bin/chromium-headless-shell');
  });
});

describe('featuresLeftOn', () => {
  it("names what an earlier --disable-features switch names and the last one does not (Chromium reads only the last)", () => {
    expect(featuresLeftOn(['--headless', '--disable-features=A,B', '--disable-features=B,C'])).toEqual(['A']);
    expect(featuresLeftOn(['--disable-features=A,B', '--other', '--disable-features=B,A,C'])).toEqual([]);
    expect(featuresLeftOn(['--headless'])).toEqual([]);
  });
});

// the full browser: its headless mode draws the window whose omnibox popups the switch turns off (the shell has none)
const chromium = findChromium(process.env.CHROMIUM_PATH, { fullBrowser: true });

describe.skipIf(!chromium || process.platform !== 'linux')('a headless Chromium started with HEADLESS_DISABLE_FEATURES', () => {
  it("keeps Playwright's own features off and opens no omnibox popup renderer for a new browser context", async () => {
    const marker = `--plotwise-test=${process.pid}`;
    const browser = await playwright.launch({ executablePath: chromium!, args: ['--headless', '--no-sandbox', '--disable-gpu', marker, HEADLESS_DISABLE_FEATURES] });
    try {
      const pid = childWithArgument(process.pid, marker);
      expect(pid).not.toBeNull();
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // an upgrade of playwright-core that disables one more feature fails here: add it to PLAYWRIGHT_DISABLED_FEATURES
      expect(featuresLeftOn(commandLine)).toEqual([]);

      const context = await browser.newContext();
      await (await context.newPage()).setContent('<p>Kavel</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      // without the switch: two browser_ui targets, chrome://omnibox-popup.top-chrome/ and its omnibox_popup_aim.html
      expect(targetInfos.filter((t) => t.url.includes('top-chrome'))).toEqual([]);
      expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
