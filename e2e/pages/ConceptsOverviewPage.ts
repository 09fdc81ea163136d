import type { Locator, Page } from 'playwright-core';
import { AppShell } from './AppShell';

/** The concepts overview (/concepts/:location_id?): cards, the new-concept menu, compare, delete with undo. */
export class ConceptsOverviewPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async open(locationId?: number) {
    await this.page.goto(locationId ? `/concepts/${locationId}` : '/concepts');
    await this.shell.waitForScreen('concepts.overview');
  }

  cards(): Locator {
    return this.page.getByTestId('concept-card');
  }

  card(name: string): Locator {
    return this.page.locator(`[data-testid="concept-card"][aria-label="${name}"]`);
  }

  /** The card's figure (units, gfa, fsi, gsi, height, buildings) as shown. */
  figure(card: Locator, name: 'units' | 'gfa' | 'fsi' | 'gsi' | 'height' | 'buildings'): Promise<string> {
    return card.getByTestId(`concept-${name}`).innerText();
  }

  /** Waits until the card's concept is generated (its top view is drawn) and returns its verdict badge's state. */
  async waitGenerated(card: Locator): Promise<string | null> {
    await card.locator('[data-testid="site-top-view"]').waitFor({ timeout: 30_000 });
    return card.getByTestId('concept-verdict').getAttribute('data-verdict');
  }

  async newFromPreset(presetName: string) {
    await this.page.getByTestId('new-concept').click();
    await this.page.getByRole('menuitem', { name: presetName }).click();
  }

  /** Follows the card's Edit link to the concept editor and waits for the site. */
  async edit(card: Locator) {
    await card.getByTestId('concept-edit').click();
    await this.shell.waitForScreen('concepts.modify', 30_000);
    await this.page.getByTestId('site-top-view').waitFor();
  }

  /** Follows the card's Plan view link and waits until the whole site is drawn from above. */
  async planView(card: Locator) {
    await card.getByRole('link', { name: /^(plan view|plattegrond)/i }).click();
    await this.shell.waitForScreen('concepts.planview');
    await this.page.getByTestId('planview-site').waitFor({ timeout: 30_000 });
  }

  async duplicate(card: Locator) {
    await card.getByTestId('concept-duplicate').click();
  }

  async compare(names: string[]) {
    for (const n of names) await this.card(n).getByTestId('concept-compare-check').check();
    await this.page.getByTestId('compare-concepts').click();
    await this.page.getByTestId('concepts-compare-table').waitFor();
  }

  /** The comparison table as text: header cells and one array of cell texts per row. */
  async comparison(): Promise<{ header: string[]; rows: string[][] }> {
    const table = this.page.getByTestId('concepts-compare-table');
    const header = await table.locator('thead th').allInnerTexts();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())),
      );
    return { header: header.map((h) => h.trim()), rows };
  }

  async delete(card: Locator) {
    await card.getByTestId('concept-delete').click();
    await this.page.getByTestId('concept-deleted').waitFor();
  }

  async undo() {
    await this.page.getByTestId('concept-undo').click();
  }
}
