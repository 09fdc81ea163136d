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

  /** Follows the screen's own "Concepts" link (not the main navigation's) to the location's concepts. */
  async openConcepts() {
    await this.page
      .locator('[data-screen="locations.modify"]')
      .getByRole('link', { name: 'Concepts', exact: true })
      .click();
    await this.shell.waitForScreen('concepts.overview');
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

  /** The row of a constraint in the constraints table, by its name. */
  constraintRow(name: string) {
    return this.page.getByTestId('constraints').getByRole('row').filter({ hasText: name });
  }

  /** Edits a constraint's value (e.g. one derived from the zoning) and saves it as a hand value. */
  async overrideConstraint(name: string, value: string): Promise<Response> {
    // the first row of that name (a plan may set the same limit for two zones of the plot)
    await this.constraintRow(name).first().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = this.page.getByRole('form', { name: 'Edit constraint' });
    await form.getByLabel('Value').fill(value);
    // a derived row is never overwritten: the edit saves a hand row that replaces it (POST), or updates that row
    return this.write(/\/api\/constraints\/(list|detail\/\d+)$/, () =>
      form.getByRole('button', { name: 'Save as hand value' }).click(),
    );
  }

  /** Replaces a derived constraint by a new hand one of the same kind (the row's "Replace"), named and valued so. */
  async replaceConstraint(derived: string, name: string, value: string): Promise<Response> {
    await this.constraintRow(derived).first().getByTestId('constraint-replace').click();
    const form = this.page.getByRole('form', { name: `Replace "${derived}" by a hand value` });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Value').fill(value);
    return this.write(/\/api\/constraints\/list/, () => form.getByRole('button', { name: 'Save as hand value' }).click());
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

  /** Reloads the editor and waits until it has read the location again. */
  async reload() {
    await this.page.reload();
    await this.shell.waitForScreen('locations.modify');
    await this.page.waitForLoadState('networkidle');
  }

  /** The costs section's form: "Add cost line", or the line being edited. */
  costForm() {
    return this.page.getByTestId('costs-section').locator('form');
  }

  /** The row of a cost line in the costs table, by its name. */
  costRow(name: string) {
    return this.page.getByTestId('costs').getByRole('row').filter({ hasText: name });
  }

  /** Fills the costs form (group and kind by their shown names) and submits it; resolves with the save. */
  async submitCost(cost: { name?: string; group?: string; kind?: string; parameter?: string; buildingType?: string; parkingKind?: string }): Promise<Response> {
    const form = this.costForm();
    if (cost.name !== undefined) await form.getByLabel('Name').fill(cost.name);
    if (cost.group) await this.choose('Group', cost.group, form);
    if (cost.kind) await this.choose('Kind', cost.kind, form);
    // only a per-m2 line takes a building type: the field opens once that kind is chosen
    if (cost.buildingType) await this.choose('Building type', cost.buildingType, form);
    // a per-place line takes the kind of place it counts instead
    if (cost.parkingKind) await this.choose('Places counted', cost.parkingKind, form);
    if (cost.parameter !== undefined) await form.getByLabel('Parameter').fill(cost.parameter);
    const res = await this.write(/\/api\/costs\/(list|detail\/\d+)/, () => form.locator('button[type="submit"]').click());
    // a saved line empties the form once the list is read again: the next line is typed after that
    if (res.ok()) {
      const name = await form.getByLabel('Name').elementHandle();
      await this.page.waitForFunction((el) => (el as HTMLInputElement).value === '', name);
    }
    return res;
  }

  /** Deletes a cost line after the confirmation. */
  async removeCost(name: string): Promise<Response> {
    await this.costRow(name).getByRole('button', { name: 'Delete', exact: true }).click();
    return this.write(/\/api\/costs\/detail\/\d+/, () =>
      this.page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete' }).click(),
    );
  }

  /** The images of the images section, in their order. */
  images() {
    return this.page.getByTestId('images-section').getByTestId('sortable-item');
  }

  async imageCaptions(): Promise<string[]> {
    return this.images().evaluateAll((items) => items.map((i) => (i.querySelector('input[type="text"], input:not([type])') as HTMLInputElement | null)?.value ?? ''));
  }

  /** Moves an image one place down with its button (the keyboard's way); resolves with the order save. */
  moveImageDown(name: string): Promise<Response> {
    return this.write(/\/api\/images\/order/, () =>
      this.page.getByTestId('images-section').getByRole('button', { name: `Move ${name} down` }).click(),
    );
  }

  /** Types a new caption for the image at `index` and presses Enter (it saves then). */
  async caption(index: number, text: string): Promise<Response> {
    const input = this.images().nth(index).getByLabel('Caption');
    await input.fill(text);
    return this.write(/\/api\/images\/detail\/\d+/, () => input.press('Enter'));
  }

  /** The "Done" box of a task, by its title. */
  taskDone(title: string) {
    return this.page.getByTestId('note').filter({ hasText: title }).getByRole('checkbox', { name: 'Done' });
  }

  /** Ticks or clears a task's "Done"; resolves with the save. */
  setTaskDone(title: string, done: boolean): Promise<Response> {
    const box = this.taskDone(title);
    // the box shows the stored state: it changes when the save is answered, not on the click
    return this.write(/\/api\/notes\/detail\/\d+/, async () => {
      if ((await box.isChecked()) !== done) await box.click();
    });
  }

  /** The lines of the activity timeline. */
  activity() {
    return this.page.getByTestId('activity');
  }

  conflictDialog() {
    return this.page.getByRole('dialog', { name: 'Someone else saved this location' });
  }
}
