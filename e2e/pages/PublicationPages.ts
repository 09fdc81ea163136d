import type { Page, Response } from 'playwright-core';
import { AppShell } from './AppShell';

/** The publications overview, the editor and its preview, and a public page (signed out). */
export class PublicationPages {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async openOverview() {
    await this.page.goto('/publications/overview');
    await this.shell.waitForScreen('publications.overview');
  }

  /** New publication from a record of `source` named `name`; resolves on the editor of the new draft. */
  async createFrom(source: 'Location' | 'Concept' | 'Search query' | 'Business park' | 'Population core' | 'IBIS survey' | 'State index', name: string | null) {
    await this.page.getByTestId('new-publication').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('create-source').getByText(source, { exact: true }).click();
    // a state index picks nothing (name null)
    if (name !== null) {
      await dialog.getByTestId('create-source-record').click();
      await this.page.getByRole('option', { name }).click();
    }
    await dialog.getByTestId('create-publication-submit').click();
    await this.shell.waitForScreen('publications.modify');
    await this.page.getByTestId('publication-preview').getByTestId('public-page').waitFor();
  }

  /** New plain survey (no record to pick), named `name`; resolves on the editor of the new draft. */
  async createSurvey(name: string) {
    await this.page.getByTestId('new-publication').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('create-source').getByText('Survey', { exact: true }).click();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByTestId('create-publication-submit').click();
    await this.shell.waitForScreen('publications.modify');
    await this.page.getByTestId('publication-preview').getByTestId('public-page').waitFor();
  }

  async waitForWrite(urlPart: RegExp, action: () => Promise<unknown>): Promise<Response> {
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => urlPart.test(r.url()) && r.request().method() !== 'GET'),
      action(),
    ]);
    return res;
  }

  /** A write of the editor and the refetch of the publication that follows it (the editor then holds the stored ids). */
  async saved(urlPart: RegExp, action: () => Promise<unknown>) {
    await Promise.all([
      this.page.waitForResponse((r) => urlPart.test(r.url()) && r.request().method() !== 'GET'),
      this.page.waitForResponse(
        (r) => /\/api\/publications\/detail\/\d+\?depth=3/.test(r.url()) && r.request().method() === 'GET',
      ),
      action(),
    ]);
  }

  async addSection(label: string) {
    await this.page.getByTestId('add-section-type').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.waitForWrite(/\/api\/sections\/list/, () => this.page.getByTestId('add-section').click());
  }

  /**
   * Adds sections one after another, by type and the label the editor offers: the editor clears its choice when the
   * previous section's write settles, so each label is chosen until the choice holds, and the next waits for the clear.
   */
  async addSections(labels: Record<string, string>) {
    const choice = this.page.getByTestId('add-section-type');
    for (const [type, label] of Object.entries(labels)) {
      for (let tries = 0; (await choice.inputValue()) !== label; tries++) {
        if (tries === 20) throw new Error(`the editor does not keep the choice ${label}`);
        await choice.click();
        await this.page.getByRole('option', { name: label, exact: true }).click();
      }
      await this.waitForWrite(/\/api\/sections\/list/, () => this.page.getByTestId('add-section').click());
      await this.sectionCard(type).waitFor();
      for (let tries = 0; (await choice.inputValue()) !== ''; tries++) {
        if (tries === 50) throw new Error(`the editor keeps the choice ${label} after adding it`);
        await this.page.waitForTimeout(100);
      }
    }
  }

  sectionCard(type: string) {
    return this.page.locator(`[data-testid="section-card"][data-type="${type}"]`);
  }

  preview() {
    return this.page.getByTestId('publication-preview');
  }

  /** Chooses a status on the settings tab and confirms it. */
  async setStatus(label: 'Draft' | 'Published' | 'Hidden') {
    await this.page.getByRole('tab', { name: 'Settings' }).click();
    await this.page.getByTestId('publication-status-control').getByText(label, { exact: true }).click();
    await this.waitForWrite(/\/api\/publications\/detail\//, () =>
      this.page.getByTestId('confirm-ok').click(),
    );
  }

  async publicKey(): Promise<string> {
    const href = (await this.page.getByTestId('editor-public-link').getAttribute('href')) ?? '';
    return href.split('/').pop() ?? '';
  }
}
