import type { Page } from 'playwright-core';

export class AppShell {
  constructor(private readonly page: Page) {}

  /** Resolves when the screen's root is in the page; rejects on the error boundary. */
  async waitForScreen(screen?: string, timeout = 15_000) {
    return this.waitForScreenAt(screen ? `[data-screen="${screen}"]` : '[data-screen]', screen, timeout);
  }

  /** Resolves when an element of `sel` is in the page; rejects on the error boundary. */
  private async waitForScreenAt(sel: string, screen: string | undefined, timeout: number) {
    const hit = await Promise.race([
      this.page.waitForSelector(sel, { timeout }).then(() => 'screen' as const),
      this.page.waitForSelector('[data-testid="route-error"]', { timeout }).then(() => 'error' as const),
    ]);
    if (hit === 'error') throw new Error(`Error boundary instead of ${screen ?? 'a screen'} at ${this.page.url()}: ${await this.page.getByTestId('route-error').innerText()}`);
    return this.page.locator(sel).first();
  }

  /**
   * Goes to a path the way the app's own links do (the router's history, no new page load), waits for its screen, then
   * until no request of the page has been open for `quietMs` (what networkidle is to a page load).
   */
  async visitInApp(path: string, screen: string | undefined, quietMs = 300, timeout = 20_000) {
    const open = new Set<unknown>();
    const onStart = (r: unknown) => open.add(r);
    const onEnd = (r: unknown) => open.delete(r);
    this.page.on('request', onStart);
    this.page.on('requestfinished', onEnd);
    this.page.on('requestfailed', onEnd);
    try {
      // the screens shown now are marked: a route that sends the user on (a public link to its typed page) shows a
      // screen of another name, maybe after its own for a moment only
      await this.page.evaluate((to) => {
        for (const el of document.querySelectorAll('[data-screen]')) el.setAttribute('data-left', '');
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      const sel = screen ? `[data-screen="${screen}"], [data-screen]:not([data-left])` : '[data-screen]:not([data-left])';
      await this.waitForScreenAt(sel, screen, timeout);
      const deadline = Date.now() + timeout;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still open after ${timeout} ms`);
        await this.page.waitForTimeout(50);
        if (open.size) quietSince = Date.now();
      }
    } finally {
      this.page.off('request', onStart);
      this.page.off('requestfinished', onEnd);
      this.page.off('requestfailed', onEnd);
    }
  }

  screenId() {
    return this.page.locator('[data-screen]').first().getAttribute('data-screen');
  }

  nav() {
    return this.page.getByRole('navigation', { name: /main navigation|hoofdnavigatie/i });
  }

  async switchLanguage(lang: 'nl' | 'en') {
    await this.page.getByTestId('user-menu').click();
    await Promise.all([
      this.page.waitForResponse((r) => /\/api\/users\/detail\//.test(r.url()) && r.request().method() === 'PATCH'),
      this.page.getByTestId(`language-${lang}`).click(),
    ]);
  }

  currentLocationLink() {
    return this.page.getByTestId('current-location').locator('a');
  }
}
