import type { Page, Response } from 'playwright-core';
import { AppShell } from './AppShell';

/** The location editor, /locations/detail/:id/modify (English labels). */
export class LocationModifyPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async open(id: number) {
    await this.page.goto(`/locations/detail/${id}/modify`);
    await this.shell.waitForScreen('locations.modify');
    await this.page.waitForLoadState('networkidle');
  }

  /** A field of the location form by its label. */
  field(label: string) {
    return this.page.getByRole('form', { name: 'Location' }).getByLabel(label, { exact: true });
  }

  /** Picks an option of a Mantine select (status, phase, assignee ...) inside `scope`'s form. */
  async choose(label: string, option: string, scope = this.page.getByRole('form', { name: 'Location' })) {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async rate(stars: number) {
    // the stars are visually hidden radio buttons; a user clicks the star image, their label
    const id = await this.page
      .getByTestId('rating')
      .getByRole('radio', { name: String(stars), exact: true })
      .getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
  }

  /** Clicks the form's Save and waits for the PATCH of the location. */
  save(): Promise<Response> {
    return this.write(/\/api\/locations\/detail\/\d+/, () =>
      this.page
        .getByRole('form', { name: 'Location' })
        .getByRole('button', { name: 'Save', exact: true })
        .click(),
    );
  }

  async write(url: RegExp, action: () => Promise<unknown>): Promise<Response> {
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => url.test(r.url()) && r.request().method() !== 'GET'),
      action(),
    ]);
    return res;
  }

  async createLabel(name: string): Promise<Response> {
    await this.page.getByRole('form', { name: 'Create and add' }).getByLabel('New label').fill(name);
    return this.write(/\/api\/locationslabels\/list/, () =>
      this.page
        .getByRole('form', { name: 'Create and add' })
        .getByRole('button', { name: 'Create and add' })
        .click(),
    );
  }

  async addTask(title: string, due: string, assignee: string): Promise<Response> {
    const form = this.page.getByRole('form', { name: 'Add' });
    await form.getByText('Task', { exact: true }).click();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Due date').fill(due);
    await this.choose('Assignee', assignee, form);
    return this.write(/\/api\/notes\/list/, () =>
      form.getByRole('button', { name: 'Add', exact: true }).click(),
    );
  }

  /** Types a text custom value and leaves the field (it saves on blur). */
  async setCustomText(label: string, value: string): Promise<Response> {
    const input = this.page.getByTestId('custom-section').getByLabel(label);
    await input.fill(value);
    return this.write(/\/api\/locationscustomvalues\//, () => input.press('Enter'));
  }

  async addHandConstraint(name: string, kind: string, value: string): Promise<Response> {
    const form = this.page.getByRole('form', { name: 'Add constraint' });
    await form.getByLabel('Name').fill(name);
    await this.choose('Kind', kind, form);
    await form.getByLabel('Value').fill(value);
    return this.write(/\/api\/constraints\/list/, () =>
      form.getByRole('button', { name: 'Add constraint' }).click(),
    );
  }

  /** Uploads an image through the section's file button (a hidden file input). */
  uploadImage(name: string, png: Buffer): Promise<Response> {
    const input = this.page.getByTestId('images-section').locator('input[type="file"]');
    return this.write(/\/api\/images\/upload/, () =>
      input.setInputFiles({ name, mimeType: 'image/png', buffer: png }),
    );
  }

  /** Attaches an image to the note or task with this title. */
  attachToNote(title: string, name: string, png: Buffer): Promise<Response> {
    const input = this.page.getByTestId('note').filter({ hasText: title }).locator('input[type="file"]');
    return this.write(/\/api\/images\/upload/, () =>
      input.setInputFiles({ name, mimeType: 'image/png', buffer: png }),
    );
  }

  /** The lines of the activity timeline. */
  activity() {
    return this.page.getByTestId('activity');
  }

  conflictDialog() {
    return this.page.getByRole('dialog', { name: 'Someone else saved this location' });
  }
}
