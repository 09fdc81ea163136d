import type { Page } from 'playwright-core';

export class AppShell {
  constructor(private readonly page: Page) {}

  /** Resolves when the screen's root is in the page; rejects on the error boundary. */
  async waitForScreen(screen?: string, timeout = 15_000) {
    const sel = screen ? `[data-screen="${screen}"]` : '[data-screen]';
    const hit = await Promise.race([
      this.page.waitForSelector(sel, { timeout }).then(() => 'screen' as const),
      this.page.waitForSelector('[data-testid="route-error"]', { timeout }).then(() => 'error' as const),
    ]);
    if (hit === 'error') throw new Error(`Error boundary instead of ${screen ?? 'a screen'} at ${this.page.url()}: ${await this.page.getByTestId('route-error').innerText()}`);
    return this.page.locator(sel).first();
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
