import type { Page } from 'playwright-core';
import { AppShell } from './AppShell';

/** A point in RD metres relative to the site's centre (x east, y north). */
export interface Offset {
  dx: number;
  dy: number;
}

/** The concept editor (/concepts/modify/...): palette, the site's SVG, the side panels, save. */
export class ConceptEditorPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async open(locationId: number, conceptId: number) {
    await this.page.goto(`/concepts/modify/${locationId}/${conceptId}`);
    await this.shell.waitForScreen('concepts.modify', 30_000);
    await this.page.getByTestId('site-top-view').waitFor();
  }

  /** Screen pixels of a point given in metres from the site's centre (through the SVG's own transform). */
  async toScreen(o: Offset): Promise<{ x: number; y: number }> {
    return this.page.evaluate(({ dx, dy }) => {
      const editor = document.querySelector('[data-testid="site-editor"]')!;
      const layer = editor.querySelector('[data-testid="editor-layer"]') as SVGGElement;
      const rd = {
        x: Number(editor.getAttribute('data-centre-x')) + dx,
        y: Number(editor.getAttribute('data-centre-y')) + dy,
      };
      const user = {
        x: rd.x + Number(layer.getAttribute('data-origin-x')),
        y: Number(layer.getAttribute('data-origin-y')) - rd.y,
      };
      const p = new DOMPoint(user.x, user.y).matrixTransform(layer.ownerSVGElement!.getScreenCTM()!);
      return { x: p.x, y: p.y };
    }, o);
  }

  /** Chooses a palette entry and drags its outline from one corner to the other (metres from the centre). */
  async draw(key: string, from: Offset, to: Offset) {
    await this.page.getByTestId(`palette-${key}`).click();
    const a = await this.toScreen(from);
    const b = await this.toScreen(to);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await this.page.mouse.move(b.x, b.y, { steps: 4 });
    await this.page.mouse.up();
  }

  /** Chooses a palette entry and clicks the site: the building is placed there at the entry's own size. */
  async place(key: string, at: Offset) {
    await this.page.getByTestId(`palette-${key}`).click();
    const p = await this.toScreen(at);
    await this.page.mouse.click(p.x, p.y);
  }

  /** Selects a building by clicking its outline near its centre. */
  async select(name: string) {
    const g = this.page.locator(`[data-testid="editor-building"][data-name="${name}"]`);
    const x = Number(await g.getAttribute('data-x'));
    const y = Number(await g.getAttribute('data-y'));
    const editor = this.page.getByTestId('site-editor');
    const c = {
      x: Number(await editor.getAttribute('data-centre-x')),
      y: Number(await editor.getAttribute('data-centre-y')),
    };
    const p = await this.toScreen({ dx: x - c.x, dy: y - c.y });
    await this.page.mouse.click(p.x, p.y);
    await this.page.getByTestId('selected-building').waitFor();
  }

  /** Drags with the mouse from one point to another (metres from the site's centre). */
  async drag(from: Offset, to: Offset) {
    const a = await this.toScreen(from);
    const b = await this.toScreen(to);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move(b.x, b.y, { steps: 6 });
    await this.page.mouse.up();
  }

  /** Where a building stands, in metres from the site's centre. */
  async offsetOf(name: string): Promise<Offset> {
    const g = this.building(name);
    const editor = this.page.getByTestId('site-editor');
    return {
      dx: Number(await g.getAttribute('data-x')) - Number(await editor.getAttribute('data-centre-x')),
      dy: Number(await g.getAttribute('data-y')) - Number(await editor.getAttribute('data-centre-y')),
    };
  }

  buildings() {
    return this.page.getByTestId('editor-building');
  }

  building(name: string) {
    return this.page.locator(`[data-testid="editor-building"][data-name="${name}"]`);
  }

  async tab(name: RegExp) {
    await this.page.getByRole('tab', { name }).click();
  }

  /** The keys of the form-factor lines shown (Form factors tab open). */
  async formFactorKeys(): Promise<string[]> {
    const ids = await this.page.getByTestId('form-factors').locator('tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace(/^ff-/, ''));
  }

  /** A form factor's number (Form factors tab open); shows all of them first when the user's choice leaves it out. */
  async formFactor(key: string): Promise<number> {
    const all = this.page.getByRole('button', { name: /^Show all \d+ form factors$/ });
    if ((await this.page.getByTestId(`ff-${key}`).count()) === 0 && (await all.count()) > 0) await all.click();
    return Number(
      await this.page.getByTestId(`ff-${key}`).getByTestId('ff-value').getAttribute('data-value'),
    );
  }

  /** A constraint check of a kind: its status and the concept's figure (Zoning tab open). */
  async check(type: string): Promise<{ status: string | null; actual: number }> {
    const c = this.page.locator(`[data-testid="concept-check"][data-type="${type}"]`);
    return {
      status: await c.getAttribute('data-status'),
      actual: Number(await c.getAttribute('data-actual')),
    };
  }

  async save() {
    await Promise.all([
      this.page.waitForResponse(
        (r) =>
          /\/api\/buildings\/(list|detail)/.test(r.url()) && ['POST', 'PUT'].includes(r.request().method()),
      ),
      this.page.getByTestId('save-concept').click(),
    ]);
    // the button is disabled while busy too: the render settings' request may still be running
    await this.page.waitForSelector('[data-testid="save-concept"]:disabled:not([data-loading])', { timeout: 30_000 });
  }

  /**
   * Saves every edit (buildings and render settings) and waits until the save has finished: the button shows
   * disabled while it is still busy too, and leaving then would meet the unsaved-changes question.
   */
  async saveAll() {
    await this.page.getByTestId('save-concept').click();
    await this.page.waitForSelector('[data-testid="save-concept"]:disabled:not([data-loading])', {
      timeout: 30_000,
    });
  }

  /** Switches the site to its 3D view and waits until the scene is built (three.js loads on first use). */
  async view3d(timeout = 90_000) {
    await this.page
      .getByTestId('editor-view')
      .getByText(/^(3D with sun|3D met zon)$/)
      .click();
    await this.page.getByTestId('scene-status').waitFor({ timeout });
    await this.page.getByTestId('scene-canvas').waitFor({ timeout });
  }

  /** Follows the editor's link back to the location's concepts (the editor must be saved first). */
  async backToConcepts() {
    await this.page.getByRole('link', { name: /^(back to the concepts|terug naar de concepten)$/i }).click();
    await this.shell.waitForScreen('concepts.overview');
  }

  /** The worker's time of the last generation, ms. */
  async generateMs(): Promise<number> {
    return Number(await this.page.getByTestId('editor-status').getAttribute('data-generate-ms'));
  }

  /**
   * Waits in the page until `count` edit -> regenerate -> redraw measures exist (a PerformanceObserver, no polling: a
   * poll every few ms would itself take the main thread the measure times).
   */
  waitForRedraws(count: number, timeoutMs = 10_000): Promise<void> {
    return this.page.evaluate(
      ({ count, timeoutMs }) =>
        new Promise<void>((resolve, reject) => {
          const have = () => performance.getEntriesByName('concept-edit-to-redraw').length >= count;
          if (have()) return resolve();
          const observer = new PerformanceObserver(() => {
            if (!have()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          });
          observer.observe({ type: 'measure' });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`${performance.getEntriesByName('concept-edit-to-redraw').length} of ${count} redraws after ${timeoutMs} ms`));
          }, timeoutMs);
        }),
      { count, timeoutMs },
    );
  }

  /** The durations of every edit -> regenerate -> redraw measured in the page so far. */
  redrawTimes(): Promise<number[]> {
    return this.page.evaluate(() =>
      performance.getEntriesByName('concept-edit-to-redraw').map((e) => e.duration),
    );
  }
}
