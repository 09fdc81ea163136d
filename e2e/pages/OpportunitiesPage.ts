import type { Page } from 'playwright-core';

/** The opportunity screens: the builder's filters and live count, the saved queries, the results. */
export class OpportunitiesPage {
  constructor(private readonly page: Page) {}

  /** The number of matching plots on screen once the count for the current filters has arrived. */
  async settledCount(): Promise<number> {
    const el = this.page.getByTestId('match-count');
    await this.page.waitForFunction(
      () => {
        const c = document.querySelector('[data-testid="match-count"]');
        return !!c && c.getAttribute('data-settling') === 'false' && c.getAttribute('data-count') !== '';
      },
      null,
      { timeout: 15_000 },
    );
    return Number(await el.getAttribute('data-count'));
  }

  /** Adds a catalogue filter through the "Add a filter" box: type part of its name, pick it. */
  async addFilter(label: string) {
    const box = this.page.getByTestId('add-filter');
    await box.click();
    await box.fill(label);
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.card(label).waitFor();
  }

  /** The card of a filter by its label. */
  card(label: string) {
    return this.page.getByTestId('filter-card').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** A slider thumb of a range filter ("Minimum of Plot size"). */
  thumb(name: string) {
    return this.page.getByRole('slider', { name });
  }

  async openTab(name: 'filters' | 'queries') {
    await this.page.getByTestId(`tab-${name}`).click();
  }

  /** Waits until the ranking on screen is the one of the current filters. */
  async resultsSettled() {
    await this.page.locator('[data-testid="results-table"][aria-busy="false"]').waitFor({ timeout: 15_000 });
  }

  resultRows() {
    return this.page.getByTestId('result-row');
  }
}
