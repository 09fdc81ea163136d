import type { Download, Locator, Page } from 'playwright-core';
import { AppShell } from './AppShell';

/** The planboard and the table of locations: columns, cards, moves, bulk actions and exports. */
export class LocationsPage {
  constructor(private readonly page: Page) {}

  async openBoard(search?: string) {
    await this.page.goto('/locations/planboard');
    await new AppShell(this.page).waitForScreen('locations.planboard');
    await this.page.getByTestId('planboard').waitFor();
    if (search)
      await this.page
        .getByRole('textbox', { name: /Search name or address|Zoek op naam of adres/ })
        .fill(search);
  }

  /** The column of a status (by its name; 'none' for the column without one). */
  column(name: string): Locator {
    return name === 'none'
      ? this.page.locator('[data-testid="board-column"][data-column="none"]')
      : this.page.getByRole('region', { name, exact: true });
  }

  card(name: string, column?: string): Locator {
    return (column ? this.column(column) : this.page.getByTestId('planboard')).getByRole('group', {
      name: new RegExp(`^${name},`),
    });
  }

  async cardNames(column: string): Promise<string[]> {
    return this.column(column)
      .getByTestId('board-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''));
  }

  /** Waits until every move on the board has been answered by the server (the screen counts them). */
  async settled() {
    await this.page.locator('[data-screen="locations.planboard"][data-saving="0"]').waitFor();
  }

  /**
   * Drags a card onto another card (it lands before it) or onto a column, and waits for the first save: the new
   * status (PATCH), or the order (PUT) when the column stays the same; it resolves once every save of the move is done.
   */
  async drag(card: string, to: Locator) {
    const saved = this.page.waitForResponse(
      (r) =>
        /\/api\/locations\/(order|detail\/\d+)$/.test(r.url()) &&
        ['PUT', 'PATCH'].includes(r.request().method()),
    );
    await this.card(card).dragTo(to);
    const first = await saved;
    await this.settled();
    return first;
  }

  /** Moves the card with Alt + an arrow key from the keyboard and waits for the order save. */
  async moveWithKeys(card: string, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown') {
    // a move still saving may redraw the column and take the focus with it: start from a quiet board
    await this.settled();
    await this.card(card).focus();
    const saved = this.page.waitForResponse(
      (r) => /\/api\/locations\/order$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await this.page.keyboard.press(`Alt+${key}`);
    const answer = await saved;
    await this.settled();
    return answer;
  }

  async openList(search?: string) {
    await this.page.goto('/locations/list');
    await new AppShell(this.page).waitForScreen('locations.list');
    if (search)
      await this.page
        .getByRole('textbox', {
          name: /Search name, address or plot number|Zoek op naam, adres of perceelnummer/,
        })
        .fill(search);
    await this.table().locator('tbody tr[data-row]').first().waitFor();
  }

  table() {
    return this.page.getByTestId('locations-table');
  }

  headers() {
    return this.table().locator('thead th').allInnerTexts();
  }

  /** The width of a column's header cell on screen. */
  async columnWidth(name: string): Promise<number> {
    return (await this.table()
      .getByRole('columnheader', { name: new RegExp(name) })
      .boundingBox())!.width;
  }

  /** Widens (or narrows) a column from the keyboard: its edge focused, then the arrow keys. */
  async resizeWithKeys(name: string, key: 'ArrowLeft' | 'ArrowRight', times: number) {
    await this.table()
      .getByRole('separator', { name: new RegExp(`(Width of column|Breedte van kolom) ${name}$`) })
      .focus();
    for (let i = 0; i < times; i++) await this.page.keyboard.press(key);
  }

  /** The names in the column dialog ('Kolommen aanpassen'). */
  /**
   * Opens the column chooser. A popover closed a moment ago by Escape may still be on screen on a busy machine: a click
   * then closes it instead, and the boxes are gone (a CI run found no box to tick and the list kept 5 columns).
   */
  private async openColumnChooser() {
    await this.page.getByRole('dialog').waitFor({ state: 'hidden' });
    await this.page.getByTestId('column-chooser').click();
    await this.page.getByRole('dialog').getByRole('checkbox').first().waitFor();
  }

  async columnChoices(): Promise<string[]> {
    // evaluateAll does not wait: the dialog's boxes must be there first
    await this.openColumnChooser();
    const names = await this.page
      .getByRole('dialog')
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    await this.page.keyboard.press('Escape');
    return names;
  }

  /** Ticks every box of the column dialog, as a user who wants all columns, and closes it. */
  async showAllColumns() {
    await this.openColumnChooser();
    const boxes = this.page.getByRole('dialog').getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      if (!(await box.isChecked())) {
        await box.click();
        await box.and(this.page.locator(':checked')).waitFor();
      }
    }
    await this.page.keyboard.press('Escape');
  }

  /** Shows one column of the column dialog (by its name in the screen's language) and closes the dialog. */
  async showColumn(name: string) {
    await this.openColumnChooser();
    const box = this.page.getByRole('dialog').getByRole('checkbox', { name, exact: true });
    if (!(await box.isChecked())) await box.click();
    await box.and(this.page.locator(':checked')).waitFor();
    await this.page.keyboard.press('Escape');
    await this.table().getByRole('columnheader', { name }).waitFor();
  }

  /** The text of a row's cell in a column, by the column's header text. */
  async cell(rowText: string, column: string): Promise<string> {
    const headers = await this.headers();
    const at = headers.findIndex((h) => h.trim().startsWith(column));
    if (at < 0) throw new Error(`no column ${column} in ${headers.join(' | ')}`);
    return this.table().locator('tbody tr[data-row]').filter({ hasText: rowText }).first().locator('td').nth(at).innerText();
  }

  async selectAllShown() {
    await this.page.getByTestId('select-all').click();
  }

  /** Chooses a value in one of the bulk selects and confirms it; resolves with the save's response. */
  async bulk(select: 'bulk-status' | 'bulk-label' | 'bulk-assign', option: string) {
    await this.page.getByTestId(select).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    const dialog = this.page.getByTestId('bulk-confirm');
    await this.page.getByTestId('confirm-ok').waitFor();
    const saved = this.page.waitForResponse(
      (r) =>
        /\/api\/(locations\/detail|locationslabels\/list)$/.test(r.url()) && r.request().method() !== 'GET',
    );
    await this.page.getByTestId('confirm-ok').click();
    await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
    return saved;
  }

  /** Archives the selected rows (the bulk bar's button, then the confirmation); resolves with the save's response. */
  async bulkArchive() {
    await this.page.getByTestId('bulk-archive').click();
    const saved = this.page.waitForResponse(
      (r) => /\/api\/locations\/detail$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await this.page.getByTestId('confirm-ok').click();
    return saved;
  }

  /** The planboard's column switch: a column per status or per phase. */
  async groupBy(by: 'Status' | 'Phase') {
    await this.page.getByRole('radiogroup', { name: 'Columns' }).getByText(by, { exact: true }).click();
  }

  /** Starts an export from the menu and resolves with the downloaded file. */
  async export(kind: 'xlsx' | 'geojson' | 'gpkg'): Promise<Download> {
    await this.page.getByTestId('export-menu').click();
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId(`export-${kind}`).click();
    return download;
  }
}
