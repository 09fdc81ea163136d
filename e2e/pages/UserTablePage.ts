import type { Locator, Page, Response } from 'playwright-core';

/** The user table of the staff screens and the company settings: rows by email, actions with their confirmation. */
export class UserTablePage {
  constructor(
    private readonly page: Page,
    private readonly scope: Locator = page.locator('body'),
  ) {}

  row(email: string) {
    return this.scope.locator(`[data-testid="user-row"][data-email="${email}"]`);
  }

  status(email: string) {
    return this.row(email).getByTestId('user-status');
  }

  /** Opens the row's action menu, chooses an action and confirms it; resolves with the write's response. */
  async act(email: string, action: RegExp): Promise<Response> {
    await this.page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await this.row(email).getByRole('button', { name: /actions for|acties voor/i }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => /\/api\/(admin\/)?users\//.test(r.url()) && r.request().method() !== 'GET'),
      dialog.getByRole('button', { name: action }).click(),
    ]);
    return res;
  }

  /** The same with the keyboard only: Enter opens the row's menu, arrows choose, Tab and Enter confirm. */
  async actByKeyboard(email: string, action: RegExp): Promise<Response> {
    // a dialog of the step before (the invitation) may still be fading out: wait until it has gone
    await this.page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await this.row(email).getByRole('button', { name: /actions for|acties voor/i }).focus();
    await this.page.keyboard.press('Enter');
    const items = this.page.getByRole('menuitem');
    await items.first().waitFor();
    const names = await items.allInnerTexts();
    const index = names.findIndex((n) => action.test(n));
    if (index < 0) throw new Error(`No menu item ${action} in ${names.join(', ')}`);
    for (let i = 0; i <= index; i++) await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    // the focus starts on Cancel for a consequential change
    await dialog.getByRole('button', { name: /^(Cancel|Annuleren)$/ }).waitFor();
    const focused = await this.page.evaluate(() => document.activeElement?.textContent ?? '');
    if (!/^(Cancel|Annuleren)$/.test(focused.trim())) throw new Error(`Focus on "${focused}" instead of Cancel`);
    await this.page.keyboard.press('Tab');
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => /\/api\/(admin\/)?users\//.test(r.url()) && r.request().method() !== 'GET'),
      this.page.keyboard.press('Enter'),
    ]);
    return res;
  }

  /** The menu item of an action, to check whether it is offered and enabled. */
  async menuItem(email: string, action: RegExp) {
    await this.row(email).getByRole('button', { name: /actions for|acties voor/i }).click();
    return this.page.getByRole('menuitem', { name: action });
  }

  /** Fills and sends the invite dialog; resolves with the invitation's response. */
  async invite(fields: { email: string; firstName?: string; language?: 'English' | 'Nederlands'; admin?: boolean }): Promise<Response> {
    await this.page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await this.scope.getByTestId('invite-user').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(/^(Email address|E-mailadres)/).fill(fields.email);
    if (fields.firstName) await dialog.getByLabel(/^(First name|Voornaam)/).fill(fields.firstName);
    if (fields.language) await dialog.getByText(fields.language, { exact: true }).click();
    if (fields.admin) await dialog.getByLabel(/^(Company admin|Bedrijfsbeheerder)/).check();
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => /\/invite$/.test(r.url()) && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: /send invitation|uitnodiging versturen/i }).click(),
    ]);
    return res;
  }
}
