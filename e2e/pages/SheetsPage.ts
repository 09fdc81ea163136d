import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { AppShell } from './AppShell';

const screens = {
  'areas/overview': 'sheets.areasOverview',
  'areas/buildings': 'sheets.areasBuildings',
  'areas/functions': 'sheets.areasFunctions',
  'finance/income': 'sheets.financeIncome',
  'finance/costs': 'sheets.financeCosts',
  'finance/results': 'sheets.financeResults',
  'finance/rgw': 'sheets.financeRgw',
} as const;
export type SheetPath = keyof typeof screens;

/** The sheets of a concept (/sheets/...): tabs, figures read by their data-cents/data-value, editable cells. */
export class SheetsPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** Opens a sheet of a location's concept and waits until its figures are computed. */
  async open(path: SheetPath, locationId: number, conceptId: number, figure?: string) {
    await this.page.goto(`/sheets/${path}/${locationId}?concept=${conceptId}`);
    await this.shell.waitForScreen(screens[path]);
    // the computation's time sits behind its Details button, which shows once the sheets are computed
    await this.page.getByTestId('compute-ms-toggle').waitFor({ timeout: 30_000 });
    if (figure) await this.page.getByTestId(figure).first().waitFor();
  }

  /** Switches to another sheet by its tab, keeping location and concept. */
  async tab(path: SheetPath) {
    await this.page.getByTestId(`sheet-tab-${path.replace('/', '-')}`).click();
    await this.shell.waitForScreen(screens[path]);
    await this.page.getByTestId('compute-ms-toggle').waitFor();
  }

  /** A money figure in cents (data-cents), or a quantity (data-value). */
  async cents(testId: string): Promise<number> {
    return Number(await this.page.getByTestId(testId).first().getAttribute('data-cents'));
  }
  async value(testId: string): Promise<number> {
    return Number(await this.page.getByTestId(testId).first().getAttribute('data-value'));
  }

  /** Types a unit's price in the income sheet as the user writes it, and waits for the save. */
  async setPrice(unitId: number, text: string) {
    const input = this.page.getByTestId(`price-${unitId}`);
    await input.fill(text);
    await Promise.all([
      this.page.waitForResponse((r) => r.url().includes(`/api/units/detail/${unitId}`) && r.request().method() === 'PATCH'),
      input.press('Enter'),
    ]);
  }

  async priceText(unitId: number): Promise<string> {
    return this.page.getByTestId(`price-${unitId}`).inputValue();
  }

  /** Adds a cost line in a group on the costs sheet; answers the new line's id. */
  async addCost(name: string): Promise<number> {
    await this.page.getByTestId('new-cost-name').fill(name);
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith('/api/costs/list') && r.request().method() === 'POST'),
      this.page.getByTestId('add-cost').click(),
    ]);
    return ((await res.json()) as { id: number }).id;
  }

  async setCostParameter(costId: number, text: string) {
    const input = this.page.getByTestId(`cost-parameter-${costId}`);
    await input.waitFor();
    await input.fill(text);
    await Promise.all([
      this.page.waitForResponse((r) => r.url().includes(`/api/costs/detail/${costId}`) && r.request().method() === 'PATCH'),
      input.press('Enter'),
    ]);
  }

  comparison() {
    return this.page.getByTestId('comparison-table');
  }

  /** Clicks "Excel" in the sheets' header and answers the downloaded workbook: its file name and bytes. */
  async exportExcel(): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 30_000 }), this.page.getByTestId('sheets-excel').click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }

  /** Clicks "PDF" on the RGW sheet and answers the downloaded file: its name and its bytes as Latin-1 text. */
  async downloadRgwPdf(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 30_000 }), this.page.getByTestId('rgw-pdf').click()]);
    return { name: download.suggestedFilename(), text: (await readFile(await download.path())).toString('latin1') };
  }
}
