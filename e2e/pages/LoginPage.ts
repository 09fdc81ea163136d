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

  error() {
    return this.page.getByTestId('login-error');
  }
}
