import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(next?: string) {
    await this.page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
    await this.page.waitForSelector('[data-screen="login.login"]');
  }

  async signIn(email: string, password: string) {
    await this.page.locator('input[type="email"]').fill(email);
    await this.page.locator('input[type="password"]').fill(password);
    await Promise.all([this.page.waitForResponse((r) => r.url().endsWith('/api/auth/login')), this.page.locator('form button[type="submit"]').click()]);
  }

  /**
   * Follows an invitation or reset link from a mail, sets `password` there and signs in with it; resolves on the home
   * screen (Getting started).
   */
  async acceptInvitation(link: string, email: string, password: string) {
    await this.page.goto(link);
    const inputs = this.page.locator('input[type="password"]');
    await inputs.nth(0).fill(password);
    await inputs.nth(1).fill(password);
    await Promise.all([this.page.waitForResponse((r) => r.url().endsWith('/api/auth/password-reset')), this.page.locator('form button[type="submit"]').click()]);
    await this.page.getByRole('status').waitFor();
    await this.goto();
    await this.signIn(email, password);
    await this.page.waitForSelector('[data-screen="home.gettingstarted"]');
  }

  error() {
    return this.page.getByTestId('login-error');
  }
}
