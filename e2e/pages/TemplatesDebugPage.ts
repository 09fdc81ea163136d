import type { Page } from 'playwright-core';
import { AppShell } from './AppShell';

/** The generator debug screen /debug/templates/:archetype?: a template building generated in a Web Worker. */
export class TemplatesDebugPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async open(archetype?: string) {
    await this.page.goto(archetype ? `/debug/templates/${archetype}` : '/debug/templates');
    await this.shell.waitForScreen('debug.templates');
  }

  /** Waits until the worker's building is on screen (the loading state is gone, the plan is drawn). */
  async waitForBuilding(timeout = 20_000) {
    await this.page.getByTestId('unit-count').waitFor({ timeout });
    await this.page.getByTestId('floor-plan').locator('svg polygon').first().waitFor({ timeout });
  }

  unitCount() {
    return this.page.getByTestId('unit-count').innerText();
  }

  plan() {
    return this.page.getByTestId('floor-plan').locator('svg');
  }

  planTitle() {
    return this.plan().locator('title').textContent();
  }

  formFactor(label: string) {
    return this.page
      .getByTestId('form-factors')
      .getByRole('row', { name: label })
      .getByRole('cell')
      .nth(1)
      .innerText();
  }

  messages() {
    return this.page.getByTestId('generator-messages').innerText();
  }

  async chooseFloor(label: RegExp) {
    await this.page
      .locator('input')
      .and(this.page.getByLabel('Floor', { exact: true }))
      .click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async chooseTemplate(label: RegExp) {
    await this.page
      .locator('input')
      .and(this.page.getByLabel('Template', { exact: true }))
      .click();
    await this.page.getByRole('option', { name: label }).click();
  }
}
