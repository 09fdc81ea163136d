import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { AppShell } from './AppShell';

/** The plan view of a concept (/concepts/planview/...) and the surrounding-building page: pickers, drawing, downloads. */
export class PlanViewPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** Opens the plan view (whole site without a building) and waits until the concept is generated. */
  async open(locationId: number, conceptId: number, buildingId?: number) {
    await this.page.goto(
      `/concepts/planview/${locationId}/${conceptId}${buildingId ? `/${buildingId}` : ''}`,
    );
    await this.shell.waitForScreen('concepts.planview');
    await this.page
      .locator(
        '[data-testid="planview-site"], [data-testid="planview-plan"], [data-testid="planview-empty"], [data-testid="planview-error"], [data-testid="planview-no-floors"]',
      )
      .first()
      .waitFor({ timeout: 30_000 });
  }

  /** Follows the plan view's link to the concept editor and waits for the site. */
  async openEditor() {
    await this.page
      .locator('[data-screen="concepts.planview"]')
      .getByRole('link', { name: /^(open the concept editor|open de concepteditor)$/i })
      .first()
      .click();
    await this.shell.waitForScreen('concepts.modify', 30_000);
    await this.page.getByTestId('site-top-view').waitFor();
  }

  /** The buildings drawn on the whole-site top view, by id. */
  async siteBuildingIds(): Promise<number[]> {
    const ids = await this.page
      .locator('[data-testid="site-top-view"] [data-building-id]')
      .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-building-id'))));
    return ids;
  }

  /** Clicks a building on the top view and waits for its plan. */
  async clickBuilding(id: number) {
    await this.page
      .locator(`[data-testid="site-top-view"] [data-building-id="${id}"] polygon`)
      .first()
      .click();
    await this.page.getByTestId('planview-plan').waitFor();
  }

  /** Clicks a neighbouring building on the site view (a link to its page) and waits for that page. */
  async clickNeighbour(identificatie: string) {
    const link = this.page.locator(
      `[data-testid="planview-neighbours"] [data-identificatie="${identificatie}"] polygon`,
    );
    await link.waitFor({ timeout: 20_000 });
    await link.click({ force: true });
    await this.shell.waitForScreen('concepts.surroundingBuilding');
  }

  /** Picks a building by its name in the building picker and waits for its plan. */
  async pickBuilding(name: string) {
    await this.page.getByTestId('planview-building').click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await this.page
      .locator(`[data-testid="planview-plan"], [data-testid="planview-no-floors"]`)
      .first()
      .waitFor();
  }

  /** Picks a storey by its label in the floor picker and waits for its drawing. */
  async pickFloor(label: string, level: number) {
    await this.page.getByTestId('planview-floor').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.page.locator(`[data-testid="planview-plan"][data-level="${level}"]`).waitFor();
  }

  /** The labels of the floor options. */
  floorOptions(): Promise<string[]> {
    return this.page
      .getByTestId('planview-floor')
      .click()
      .then(async () => {
        const names = await this.page.getByRole('option').allInnerTexts();
        await this.page.keyboard.press('Escape');
        return names;
      });
  }

  /** The area labels of the units on the drawn storey. */
  unitLabels(): Promise<string[]> {
    return this.page.locator('[data-testid="planview-plan"] text.label.unit').allTextContents();
  }

  /** Clicks a download button and answers the downloaded file's name and bytes. */
  async download(kind: 'svg' | 'pdf' | 'ifc'): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 30_000 }),
      this.page.getByTestId(`download-${kind}`).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: readFileSync(path) };
  }

  /** Opens a surrounding building of a concept and waits for its facts (or its error). */
  async openSurrounding(locationId: number, conceptId: number, identificatie: string) {
    await this.page.goto(`/concepts/surrounding_building/${locationId}/${conceptId}/${identificatie}`);
    await this.shell.waitForScreen('concepts.surroundingBuilding');
    await this.page
      .locator('[data-testid="surrounding-facts"], [data-testid="surrounding-error"]')
      .first()
      .waitFor({ timeout: 20_000 });
  }

  /** A fact of the surrounding building as shown. */
  fact(id: string): Promise<string> {
    return this.page.getByTestId(`surrounding-${id}`).innerText();
  }

  /** Chooses keep or demolish and waits for the concept to be saved. */
  async chooseSurrounding(label: string) {
    await Promise.all([
      this.page.waitForResponse(
        (r) =>
          /\/api\/concepts\/detail\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PATCH',
      ),
      this.page.getByTestId('surrounding-choice').getByText(label, { exact: true }).click(),
    ]);
  }
}
