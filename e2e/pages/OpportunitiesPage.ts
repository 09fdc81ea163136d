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

  /** Saves the filters on screen as a query of this name; resolves with its id once its own screen shows. */
  async saveAsQuery(name: string): Promise<number> {
    await this.page.getByTestId('save-as-query').click();
    await this.page.getByTestId('query-name-input').fill(name);
    await this.page.getByTestId('query-dialog-submit').click();
    await this.page.waitForURL(/\/opportunities\/queries\/\d+/);
    await this.page.locator('[data-screen="opportunities.query"]').waitFor();
    return Number(/queries\/(\d+)/.exec(this.page.url())![1]);
  }

  /** Ticks the result row `index` of a saved query and makes it a location; resolves with the new location's id. */
  async makeLocation(index = 0): Promise<number> {
    await this.resultsSettled();
    await this.resultRows().nth(index).getByRole('checkbox').check();
    const answer = this.page.waitForResponse((r) => /\/api\/search\/to-locations$/.test(r.url()));
    await this.page.getByTestId('create-locations').click();
    const res = await answer;
    if (res.status() !== 201) throw new Error(`to-locations answered ${res.status()}: ${await res.text()}`);
    return ((await res.json()) as { created: { locationId: number }[] }).created[0]!.locationId;
  }

  resultRows() {
    return this.page.getByTestId('result-row');
  }
}
