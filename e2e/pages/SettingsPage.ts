import type { Page, Response } from 'playwright-core';
import { AppShell } from './AppShell';

export class SettingsPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async open(path: string, screen: string) {
    await this.page.goto(path);
    await this.shell.waitForScreen(screen);
  }

  field(label: string | RegExp) {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** Clicks Save and waits for the PATCH (or other write) the screen sends. */
  async save(urlPart: RegExp): Promise<Response> {
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => urlPart.test(r.url()) && r.request().method() !== 'GET'),
      this.page.getByRole('button', { name: /^(save|opslaan)$/i }).click(),
    ]);
    return res;
  }

  async waitForWrite(urlPart: RegExp, action: () => Promise<unknown>): Promise<Response> {
    const [res] = await Promise.all([this.page.waitForResponse((r) => urlPart.test(r.url()) && r.request().method() !== 'GET'), action()]);
    return res;
  }

  /** Settings, Company: a company admin enters the company's key for the Kadaster's BRK Bevragen API. */
  async enterBrkKey(apiKey: string): Promise<Response> {
    const section = this.page.getByTestId('brk-credentials');
    await section.getByLabel('API key').fill(apiKey);
    return this.waitForWrite(/\/api\/ownership\/brk-credentials$/, () => section.getByRole('button', { name: 'Save key' }).click());
  }

  async reload(screen: string) {
    await this.page.reload();
    await this.shell.waitForScreen(screen);
    await this.page.waitForLoadState('networkidle');
  }
}
